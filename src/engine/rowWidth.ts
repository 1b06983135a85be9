/**
 * Rows wider than their header: in a CSV, a value with a comma not put in quotes («2,6,9»,
 * «0,5») splits into two cells and shifts the rest of its row to the right.
 */
import type { TableValues } from "./table";
import { cellText, isEmptyCell, type DayOfDate } from "./text";

/**
 * The values of a row right of its header's last column (`width`), as «9», «x»; null when there
 * are none. Trailing blank cells are no values — unless the row has more cells than both the
 * header row and the table's usual row (`longest`): a value split by an unquoted comma («2,6»
 * in a row whose last cells are blank) then shows only in the count, and "" says so.
 */
export function textBeyond(
  cells: readonly unknown[],
  width: number,
  longest: number,
  dayOf: DayOfDate,
): string | null {
  const texts: string[] = [];
  for (let column = width; column < cells.length; column++) {
    const cell = cells[column];
    if (!isEmptyCell(cell)) texts.push(cellText(cell, dayOf));
  }
  if (texts.length > 0) return texts.join(", ");
  return cells.length > longest ? "" : null;
}

/**
 * How many cells a row of the table may have: as many as the header row, or as the rows most
 * often have (an export that pads every row with blank cells). Sheets hands every row alike.
 */
export function usualLength(values: TableValues): number {
  const counts = new Map<number, number>();
  let usual = 0;
  let most = 0;
  for (let index = 1; index < values.length; index++) {
    const length = values[index]?.length ?? 0;
    const count = (counts.get(length) ?? 0) + 1;
    counts.set(length, count);
    if (count > most) [usual, most] = [length, count];
  }
  return Math.max(values[0]?.length ?? 0, usual);
}
