/**
 * Sheets as organisers name them: «участники», « Участники » and «Участники» are one sheet to an
 * organiser (Google Sheets keeps a space typed at the end of a tab's name, unseen: adobe/da-live
 * issue 584). Google documents neither whether getSheetByName compares names ignoring case nor
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

/** The first of `sheets` named any of `names`, as an organiser reads names: one call a sheet. */
function firstNamed(sheets: readonly Sheet[], names: readonly string[]): Sheet | null {
  const wanted = new Set(names.map(nameKey));
  return sheets.find((sheet) => wanted.has(nameKey(sheet.getName()))) ?? null;
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
  return firstNamed(ss.getSheets(), names);
}

/** A sheet found by its name, with its id: what the next lookup starts from. */
export interface NamedSheet {
  readonly sheet: Sheet;
  readonly id: number;
}

/**
 * A sheet named any of `names` — the organiser's own, which they may make, rename or delete at
 * any time — looked for first where the last lookup found it: while the sheet of `lastId` is
 * still so named, two calls (the sheet and its name); otherwise, or with no `lastId`, the
 * leftmost so named among all sheets (one call, and one a sheet), with how many there are.
 * Nothing is taken on trust from the last lookup but where to look first, so a sheet made,
 * renamed or deleted since is found, or found gone, all the same.
 */
export function sheetNamedAgain(
  ss: Spreadsheet,
  lastId: number | undefined,
  names: readonly string[],
): { readonly found: NamedSheet | null; readonly sheetsAsked?: number } {
  if (lastId !== undefined) {
    const last = ss.getSheetById(lastId);
    if (last && firstNamed([last], names)) return { found: { sheet: last, id: lastId } };
  }
  const sheets = ss.getSheets();
  const found = firstNamed(sheets, names);
  return {
    found: found ? { sheet: found, id: found.getSheetId() } : null,
    sheetsAsked: sheets.length,
  };
}
