/**
 * The Games values a save needs, without reading the whole sheet: the header, the rows whose
 * game cell may hold the id (found by Sheets' own search), and the rows below the last id. The
 * other rows read as blank. Null when the search cannot be sure to find every row of the id
 * (an id it cannot spell as a pattern, too many candidates): the caller then reads everything.
 * `idEnd` is the last row with a game cell: no game's rows end below it; `maxRows` the sheet's
 * rows, which the save needs again.
 */
import { gameKey, TABLE_SIZE, TableError } from "../../engine";
import type { RowRun } from "./gamePlans";
import { headerColumns, type SheetValues } from "./gamesTable";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Direction = GoogleAppsScript.Spreadsheet.Direction;
type Range = GoogleAppsScript.Spreadsheet.Range;

/**
 * A sheet of at most `rows` rows and `cells` cells is read whole: that read costs less than the
 * header's, the search's and the found rows' together, and keeps a save within its 1.5 s
 * (docs/development.md). A larger one is searched, unless more than `found` cells hold the id
 * or they stand in more than `runs` runs: then it is read whole all the same.
 */
const WHOLE = { rows: 3000, cells: 45_000 };
const MOST = { found: 30, runs: 3 };
const SEPARATOR = "[\\s,.\\u00a0\\u202f]?";

/**
 * A regular expression matching every text a game cell of this numeric id can show, anchored:
 * 12 as «12», «012», «+12», «12.0», «12,00», 1200 as «1 200» or «1,200». It may match more (the
 * rows are judged by gameKey after). Null for a text id: those are found by reading everything.
 */
export function idPattern(id: string): string | null {
  const number = /^(\d+)(?:\.(\d+))?$/.exec(gameKey(id));
  if (!number) return null;
  const grouped = (number[1] ?? "").replace(/\B(?=(\d{3})+$)/g, SEPARATOR);
  const fraction = number[2] ? `[.,]${number[2]}0*` : "(?:[.,]0*)?";
  return `^\\s*'?\\+?0*${grouped}${fraction}\\s*$`;
}

export function valuesAroundGame(
  sheet: Sheet,
  id: string,
  up: Direction,
): { values: SheetValues; idEnd: number; maxRows: number } | null {
  const pattern = idPattern(id);
  if (pattern === null) return null;
  const last = sheet.getLastRow();
  if (last <= WHOLE.rows && last * sheet.getLastColumn() <= WHOLE.cells) return null;
  const maxRows = sheet.getMaxRows();
  if (last >= maxRows) return null;
  const header = sheet.getRange("1:1").getValues()[0] ?? [];
  // Only under a header the engine knows: without one, row 1 is a game's, and columns go by
  // their place.
  const head = headerColumns(header);
  const column = head === null || head instanceof TableError ? 0 : head.columns.game + 1;
  if (column < 1) return null;
  // The last row with an id; rows below it are read whole: stray or blank, the engine says.
  const end = sheet
    .getRange(last + 1, column)
    .getNextDataCell(up)
    .getRow();
  const found =
    end < 2
      ? []
      : sheet
          .getRange(2, column, end - 1, 1)
          .createTextFinder(pattern)
          .useRegularExpression(true)
          .findAll();
  if (found.length > MOST.found) return null;
  const runs = windowsAround(foundRows(found), end);
  if (runs.length > MOST.runs) return null;
  if (end < last) runs.push({ start: end + 1, count: last - end });
  const values: unknown[][] = new Array<unknown[]>(last).fill([]);
  values[0] = header;
  for (const { start, count } of runs) {
    const read: unknown[][] = sheet.getRange(start, 1, count, header.length).getValues();
    values.splice(start - 1, count, ...read);
  }
  return { values, idEnd: end, maxRows };
}

/**
 * The rows of the cells found, asking only the first and the last for theirs when they are close
 * enough to be one game's rows or a few neighbours' (their windows then overlap into one).
 */
function foundRows(found: readonly Range[]): number[] {
  const first = found[0]?.getRow();
  const last = found[found.length - 1]?.getRow();
  if (first === undefined || last === undefined) return [];
  if (last - first < 2 * TABLE_SIZE) return [first, last];
  return found.map((cell) => cell.getRow()).sort((a, b) => a - b);
}

/**
 * The rows to read around the rows found: each widened by a game's size both ways, so that a
 * game's rows the search passed over (hidden by the organiser: Google does not say whether a
 * TextFinder searches them) are read with the ones it found; overlapping windows merged, kept
 * between the header and the last id.
 */
export function windowsAround(rows: readonly number[], end: number): RowRun[] {
  const windows: RowRun[] = [];
  for (const row of [...rows].sort((a, b) => a - b)) {
    const start = Math.max(2, row - (TABLE_SIZE - 1));
    const stop = Math.min(end, row + (TABLE_SIZE - 1));
    const previous = windows[windows.length - 1];
    if (previous && start <= previous.start + previous.count)
      windows[windows.length - 1] = {
        start: previous.start,
        count: Math.max(previous.start + previous.count, stop + 1) - previous.start,
      };
    else windows.push({ start, count: stop - start + 1 });
  }
  return windows;
}
