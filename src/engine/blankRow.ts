/** Rows that hold no game: what a prepared protocol is full of below its data. */
import { isUnmarked } from "./cells";
import { FIELDS, REQUIRED_FIELDS, type Field } from "./terms";
import { isEmptyCell } from "./text";
import { yesNoFromText } from "./wordMatch";

type Columns = Readonly<Record<Field, number>>;

/** The marks that make a row without a game id a stray (a team alone does not: isBlankRow). */
const MARK_FIELDS: readonly Field[] = FIELDS.filter(
  (field) => !REQUIRED_FIELDS.includes(field) && field !== "team",
);

/**
 * RULES.md, "Blank rows": a prepared protocol has FALSE in every checkbox cell below the data.
 * Only the engine's own columns count: a comment in an extra column, or a team alone, is not a
 * game row.
 */
export function isBlankRow(cells: readonly unknown[], columns: Columns): boolean {
  if (NAMING_FIELDS.some((field) => !isEmptyCell(cellAt(cells, columns[field])))) return false;
  // A per-player result column of checkboxes is FALSE on every blank row too.
  return UNMARKED_FIELDS.every((field) => isNo(cellAt(cells, columns[field])));
}

/** The columns a blank row holds only «no» in: the marks and a per-player result. */
const UNMARKED_FIELDS: readonly Field[] = [...MARK_FIELDS, "winner"];

/** The required columns but the winner: a row with any of them filled is no blank row. */
const NAMING_FIELDS: readonly Field[] = REQUIRED_FIELDS.filter((field) => field !== "winner");

/** A cell unmarked, or a «no» written out (FALSE, ЛОЖЬ, нет, 0): as blank as an unticked box. */
function isNo(value: unknown): boolean {
  return isUnmarked(value) || (typeof value === "string" && yesNoFromText(value) === false);
}

/** The cell of a field in a row: "" when the table has no such column. */
export function cellAt(cells: readonly unknown[], column: number): unknown {
  return column < 0 ? "" : cells[column];
}
