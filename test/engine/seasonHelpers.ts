/**
 * Builders of a season's tables (SERIES.md) for the tests: one-game tournaments whose places are
 * known by hand. A red win with these remarks gives the seats, best first: 3 (Sheriff, 4 points),
 * 1 (3), 2 (2.5), 4 (2), 6 (1.5), 8 (1), 10 (0.5), 5 (0), 9 (−0.5), 7 (Don, −1).
 */
import { gameRows, RU_HEADER } from "./helpers";

export const SEASON_HEADER = [...RU_HEADER, "Турнир", "Вес турнира"];

/** The seat of each place of a placed game. */
const SEAT_BY_PLACE = [3, 1, 2, 4, 6, 8, 10, 5, 9, 7] as const;
const REMARKS: Readonly<Record<number, number>> = { 2: 1, 4: 2, 6: 3, 8: 4, 10: 5, 9: 1 };

/**
 * One finished game of a tournament whose ten players (`order`) take places 1 to 10 in that order
 * («tie»: the second and third share place 2). The rows stand in seat order.
 */
export function placedGame(
  id: unknown,
  tournament: unknown,
  order: readonly string[],
  options: { readonly weight?: unknown; readonly tie?: boolean } = {},
): unknown[][] {
  const seats: Record<number, { player: string; remarks: unknown }> = {};
  SEAT_BY_PLACE.forEach((seat, place) => {
    const remarks = options.tie === true && seat === 2 ? "" : (REMARKS[seat] ?? "");
    seats[seat] = { player: order[place] ?? `?${place}`, remarks };
  });
  return gameRows(id, "Красные", seats).map((row) => [...row, tournament, options.weight ?? ""]);
}

/** A season table: the Russian header with «Турнир» and «Вес турнира», then the games. */
export function seasonTable(...games: unknown[][][]): unknown[][] {
  return [SEASON_HEADER, ...games.flat()];
}

/** Ten players A0…A9 of a letter, in place order. */
export function ten(letter: string): string[] {
  return Array.from({ length: 10 }, (_, i) => `${letter}${i}`);
}
