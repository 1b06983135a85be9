// The limits the engine, the payload schemas and the sidebar share.

/** Seats at a table: the rows of a finished game. */
export const TABLE_SIZE = 10;

/** The judges' extra points: −5 to 5, at most two decimals (SYSTEMS.md, "Extra points column"). */
export const EXTRA_LIMIT = 5;

/**
 * The largest count of correct picks or remarks: the judges' form takes as many, and a larger
 * number in the sheet is a typing slip (11 typed 111), not a count to score.
 */
export const MAX_COUNT = 99;

/** The highest «Вес турнира» (SERIES.md); a weight is above 0. */
export const MAX_TOURNAMENT_WEIGHT = 10;
