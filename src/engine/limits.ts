// The limits the engine, the payload schemas and the sidebar share.

/** Seats at a table: the rows of a finished game. */
export const TABLE_SIZE = 10;

/** The judges' extra points: −5 to 5, at most two decimals (SYSTEMS.md, "Extra points column"). */
export const EXTRA_LIMIT = 5;

/**
 * A number as extra points: itself in whole hundredths when it is within ±EXTRA_LIMIT with at
 * most two decimals, else undefined. A typed 0.1 is 0.1000000000000000055…, so the decimals are
 * counted in hundredths, and the figure kept is exactly what was typed.
 */
export function extraPointsOf(n: number): number | undefined {
  const hundredths = Math.round(n * 100);
  const twoDecimals = Math.abs(n * 100 - hundredths) < 1e-6;
  return Math.abs(n) <= EXTRA_LIMIT && twoDecimals ? hundredths / 100 : undefined;
}

/**
 * The largest count of correct picks or remarks: the judges' form takes as many, and a larger
 * number in the sheet is a typing slip (11 typed 111), not a count to score.
 */
export const MAX_COUNT = 99;

/** The highest «Вес турнира» (SERIES.md); a weight is above 0. */
export const MAX_TOURNAMENT_WEIGHT = 10;
