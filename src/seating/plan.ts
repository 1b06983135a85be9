import { normalizeText, playerKey, TABLE_SIZE } from "../engine";
import { SeatingError, type SeatingRequest } from "./model";

/** What the search works with, once the request is known to be possible. */
export interface SeatingPlan {
  readonly playerCount: number;
  readonly gamesPerPlayer: number;
  /** Tables in each round: all of them, except perhaps fewer in the last round. */
  readonly tablesPerRound: readonly number[];
  /** Team number of each player, −1 for none. */
  readonly teamOf: readonly number[];
  readonly seed: number;
}

const MAX_PLAYERS = 1000;
const MAX_GAMES = 100;

const isWhole = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;

/** The whole numbers of games per player nearest to `games` that make the total games whole. */
export function nearestWholeGames(players: number, games: number): number[] {
  const step = TABLE_SIZE / gcd(players, TABLE_SIZE);
  const below = Math.floor(games / step) * step;
  return [below, below + step].filter((g) => g >= 1);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Checks the request and lays out the rounds. Every condition here is one that makes a seating
 * impossible (or the input unreadable), so the message says what to change.
 */
export function planSeating(request: SeatingRequest): SeatingPlan {
  const { players, tables, games } = request;
  const seed = request.seed ?? 1;
  if (!isWhole(tables, 1))
    fail(
      `число столов должно быть целым и не меньше 1, а не «${tables}»`,
      `tables must be a whole number of 1 or more, not “${tables}”`,
    );
  if (!isWhole(games, 1) || games > MAX_GAMES) {
    fail(
      `игр на игрока должно быть целое число от 1 до ${MAX_GAMES}, а не «${games}»`,
      `games per player must be a whole number from 1 to ${MAX_GAMES}, not “${games}”`,
    );
  }
  if (!isWhole(seed, 0) || seed > 0xffffffff)
    fail(
      `зерно должно быть целым числом от 0 до 4294967295, а не «${seed}»`,
      `the seed must be a whole number from 0 to 4294967295, not “${seed}”`,
    );
  const count = players.length;
  if (count > MAX_PLAYERS)
    fail(
      `слишком много игроков: ${count} (не больше ${MAX_PLAYERS})`,
      `too many players: ${count} (at most ${MAX_PLAYERS})`,
    );
  const seen = new Map<string, number>();
  players.forEach((player, i) => {
    const key = playerKey(player.name);
    if (key === "") fail(`у игрока № ${i + 1} пустое имя`, `player no. ${i + 1} has an empty name`);
    const first = seen.get(key);
    if (first !== undefined)
      fail(
        `«${player.name}» записан дважды (№ ${first + 1} и № ${i + 1})`,
        `“${player.name}” is listed twice (no. ${first + 1} and no. ${i + 1})`,
      );
    seen.set(key, i);
  });
  if (count < TABLE_SIZE * tables) {
    fail(
      `столов ${tables}, для них нужно не меньше ${TABLE_SIZE * tables} игроков, а их ${count}`,
      `${tables} table(s) need at least ${TABLE_SIZE * tables} players, there are ${count}`,
    );
  }
  if ((count * games) % TABLE_SIZE !== 0) {
    const near = nearestWholeGames(count, games).join(" или ");
    const nearEn = nearestWholeGames(count, games).join(" or ");
    fail(
      `игроков ${count}, игр на каждого ${games}: ${count * games} мест не ` +
        `делятся на игры по ${TABLE_SIZE}; подойдёт игр на игрока: ${near}`,
      `${count} players × ${games} games = ${count * games} seats, ` +
        `not a whole number of games of ${TABLE_SIZE}; ${nearEn} games per player would work`,
    );
  }
  const totalGames = (count * games) / TABLE_SIZE;
  const roundCount = Math.ceil(totalGames / tables);
  const tablesPerRound = Array.from({ length: roundCount }, (_, r) =>
    r < roundCount - 1 ? tables : totalGames - tables * (roundCount - 1),
  );
  const teamOf = teamNumbers(players.map((p) => p.team));
  checkTeams(
    players.map((p) => p.team),
    teamOf,
    tablesPerRound,
    games,
  );
  return { playerCount: count, gamesPerPlayer: games, tablesPerRound, teamOf, seed };
}

function teamNumbers(teams: readonly string[]): number[] {
  const ids = new Map<string, number>();
  return teams.map((team) => {
    const key = normalizeText(team);
    if (key === "") return -1;
    if (!ids.has(key)) ids.set(key, ids.size);
    return ids.get(key) as number;
  });
}

/**
 * The condition under which no seating keeps teammates apart, whatever the search does: a round
 * seats at most one player of a team per table, so a team fills at most min(size, tables)
 * places a round. Anything subtler is left to the search, which reports when it fails.
 */
function checkTeams(
  teams: readonly string[],
  teamOf: readonly number[],
  tablesPerRound: readonly number[],
  games: number,
): void {
  const sizes = new Map<number, number>();
  teamOf.forEach((t) => t >= 0 && sizes.set(t, (sizes.get(t) ?? 0) + 1));
  for (const [team, size] of sizes) {
    const places = tablesPerRound.reduce((sum, k) => sum + Math.min(k, size), 0);
    if (size * games > places) {
      const name = teams[teamOf.indexOf(team)] as string;
      fail(
        `команда «${name}»: нужно мест ${size * games} (игроков ${size} × игр ${games}), а туров ` +
          `${tablesPerRound.length} без двух игроков команды за одним столом дают только ${places}`,
        `team “${name}”: ${size} players × ${games} games need ${size * games} places, ` +
          `but ${tablesPerRound.length} rounds hold only ` +
          `${places} without two of the team at one table`,
      );
    }
  }
}

function fail(ru: string, en: string): never {
  throw new SeatingError({ ru, en });
}
