/**
 * The final's seating (STAGES.md, "Seating the final"): ten finalists at one table, game after
 * game. Seats follow a Williams Latin square of order ten: row k is the first row shifted by k,
 * so within each block of ten games every finalist sits in every seat exactly once; and the
 * first row's steps (+1, −2, +3, −4, …) are all different, so each finalist has every other one
 * on their left exactly once in ten games — not always the same neighbour, as a plain cyclic
 * shift would give. Pure and deterministic: no search, no seed.
 */
import { TABLE_SIZE } from "../engine";
import { SeatingError, type SeatedGame, type Seating, type SeatingPlayer } from "./model";

/** 0, 1, 9, 2, 8, 3, 7, 4, 6, 5: the Williams square's first row for ten. */
export const WILLIAMS_ROW: readonly number[] = Array.from({ length: TABLE_SIZE }, (_, i) =>
  i === 0 ? 0 : i % 2 === 1 ? (i + 1) / 2 : TABLE_SIZE - i / 2,
);

/**
 * Finalist numbers (indexes into the finalists, best first) by seat, for final game `k` (0-based).
 */
export function finalSeats(k: number): number[] {
  return WILLIAMS_ROW.map((p) => (p + k) % TABLE_SIZE);
}

/**
 * The final's seating: `games` games of `players` (exactly ten, best placed first), each game a
 * round of its own at table 1, numbered from `firstGame`.
 */
export function finalSeating(
  players: readonly SeatingPlayer[],
  games: number,
  firstGame: number,
): Seating {
  if (players.length !== TABLE_SIZE)
    throw new SeatingError({
      ru: `финал — один стол на ${TABLE_SIZE} игроков, а финалистов ${players.length}`,
      en: `the final is one table of ${TABLE_SIZE}, not ${players.length} finalists`,
    });
  const rounds = Array.from({ length: games }, (_, k) => {
    const game: SeatedGame = { round: k + 1, table: 1, game: firstGame + k, seats: finalSeats(k) };
    return { round: k + 1, games: [game] };
  });
  return { players, tables: 1, gamesPerPlayer: games, seed: 0, rounds };
}
