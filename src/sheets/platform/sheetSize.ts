type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

/**
 * setValues outside the sheet's grid throws: grow it first (rare: a new player, a long list).
 * `slack` rows more than needed spare the next writes the insert (a table growing by a row a game).
 */
export function ensureRows(sheet: Sheet, rows: number, slack = 0): void {
  const max = sheet.getMaxRows();
  if (rows > max) sheet.insertRowsAfter(max, rows - max + slack);
}

export function ensureColumns(sheet: Sheet, columns: number): void {
  const max = sheet.getMaxColumns();
  if (columns > max) sheet.insertColumnsAfter(max, columns - max);
}

/**
 * The range, the sheet grown first only when it does not reach that far: Sheets refuses a range
 * outside its grid («The coordinates of the range are outside the dimensions of the sheet»,
 * diagnostics point range.outsideGrid), so the size is asked for only then, and a write that
 * fits — a refresh's, nearly always — costs no call for it. `slack` as in ensureRows.
 */
export function rangeGrown(
  sheet: Sheet,
  row: number,
  column: number,
  rows: number,
  columns: number,
  slack = 0,
): Range {
  try {
    return sheet.getRange(row, column, rows, columns);
  } catch {
    ensureRows(sheet, row + rows - 1, slack);
    ensureColumns(sheet, column + columns - 1);
    return sheet.getRange(row, column, rows, columns);
  }
}

/** The sheet grown, when it must be, to reach row `rows` and column `columns`: one call. */
export function ensureSize(sheet: Sheet, rows: number, columns: number, slack = 0): void {
  rangeGrown(sheet, rows, columns, 1, 1, slack);
}
