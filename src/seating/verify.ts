import { normalizeText, playerKey, TABLE_SIZE } from "../engine";
import { SeatingError, type Seating, type SeatingPlayer, type SeatingRound } from "./model";

/**
 * A seating made elsewhere (the dialog makes it in the browser and sends it to the spreadsheet)
 * rebuilt and checked against the hard rules before anything is written: ten different known
 * players a game, nobody twice in a round, everyone the same number of games, teammates apart.
 * Games are numbered round by round, table by table, as makeSeating numbers them.
 */
export function seatingFromRounds(
  players: readonly SeatingPlayer[],
  tables: number,
  seed: number,
  rounds: readonly (readonly (readonly number[])[])[],
): Seating {
  const played = new Array<number>(players.length).fill(0);
  const teams = players.map((p) => normalizeText(p.team));
  const names = new Set(players.map((p) => playerKey(p.name)));
  if (names.size !== players.length || names.has(""))
    fail("имена игроков пусты или повторяются", "player names are empty or repeated");
  let game = 0;
  const built: SeatingRound[] = rounds.map((round, r) => {
    if (round.length < 1 || round.length > tables)
      fail(
        `тур ${r + 1}: ${round.length} столов вместо 1–${tables}`,
        `round ${r + 1} has ${round.length} tables, not 1–${tables}`,
      );
    const seen = new Set<number>();
    return {
      round: r + 1,
      games: round.map((seats, t) => {
        game++;
        if (seats.length !== TABLE_SIZE)
          fail(
            `игра ${game}: ${seats.length} мест вместо ${TABLE_SIZE}`,
            `game ${game} has ${seats.length} seats, not ${TABLE_SIZE}`,
          );
        const teamsHere = new Set<string>();
        for (const p of seats) {
          if (!Number.isInteger(p) || p < 0 || p >= players.length)
            fail(`игра ${game}: нет игрока № ${p}`, `game ${game}: no player no. ${p}`);
          if (seen.has(p))
            fail(
              `тур ${r + 1}: игрок «${players[p]?.name}» дважды`,
              `round ${r + 1}: “${players[p]?.name}” plays twice`,
            );
          seen.add(p);
          played[p] = (played[p] as number) + 1;
          const team = teams[p] as string;
          if (team !== "" && teamsHere.has(team))
            fail(
              `игра ${game}: двое из команды «${players[p]?.team}»`,
              `game ${game}: two players of team “${players[p]?.team}”`,
            );
          teamsHere.add(team);
        }
        return { round: r + 1, table: t + 1, game, seats: [...seats] };
      }),
    };
  });
  const gamesPerPlayer = played[0] ?? 0;
  const uneven = played.findIndex((n) => n !== gamesPerPlayer);
  if (uneven >= 0) {
    fail(
      `«${players[uneven]?.name}» играет ${played[uneven]} игр, ` +
        `а «${players[0]?.name}» — ${gamesPerPlayer}`,
      `“${players[uneven]?.name}” plays ${played[uneven]} games, ` +
        `“${players[0]?.name}” ${gamesPerPlayer}`,
    );
  }
  return { players, tables, gamesPerPlayer, seed, rounds: built };
}

function fail(ru: string, en: string): never {
  throw new SeatingError({ ru, en });
}
