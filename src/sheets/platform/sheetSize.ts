type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

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
