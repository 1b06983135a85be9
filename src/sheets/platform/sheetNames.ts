/**
 * Sheets as organisers name them: «участники», « Участники » and «Участники» are one sheet to an
 * organiser. Google documents neither whether getSheetByName compares names ignoring case nor
 * whether insertSheet refuses a name that exists under another case (the diagnostics try both:
 * points `names.lookupCase` and `names.insertCase`), so every lookup of a sheet by its name goes
 * through here and finds it either way, and a sheet is never made a second time.
 */
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A sheet's name as an organiser reads it: case and surrounding spaces do not count. */
function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The leftmost sheet named any of `names` (the first tried by its exact name: one call when the
 * organiser kept it), or null.
 */
export function sheetNamed(ss: Spreadsheet, ...names: readonly string[]): Sheet | null {
  const [first] = names;
  if (first === undefined) return null;
  const exact = ss.getSheetByName(first);
  if (exact) return exact;
  const wanted = new Set(names.map(nameKey));
  return ss.getSheets().find((sheet) => wanted.has(nameKey(sheet.getName()))) ?? null;
}
