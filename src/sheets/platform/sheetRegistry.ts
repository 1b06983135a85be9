/**
 * Which sheets are the add-on's. A name is not proof (an organiser may already have a sheet
 * called «Игры»), so the add-on marks the sheets it creates with developer metadata and only
 * ever writes to marked sheets. Lookups try the usual name first: a constant handful of calls.
 */
import type { Lang } from "../../engine";
import { LANGS, SHEET_NAMES, type SheetKind } from "./locale";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const MARK_KEY = "mafia-standings.sheet";

function isMarked(sheet: Sheet, kind: SheetKind): boolean {
  return sheet.getDeveloperMetadata().some((m) => m.getKey() === MARK_KEY && m.getValue() === kind);
}

/** Which of the add-on's sheets this is, from one read of its metadata; null for anyone else's. */
export function kindOf(sheet: Sheet): SheetKind | null {
  for (const m of sheet.getDeveloperMetadata()) {
    if (m.getKey() !== MARK_KEY) continue;
    const value = m.getValue();
    if (value !== null && Object.prototype.hasOwnProperty.call(SHEET_NAMES, value))
      return value as SheetKind;
  }
  return null;
}

function markSheet(sheet: Sheet, kind: SheetKind): void {
  sheet.addDeveloperMetadata(MARK_KEY, kind);
}

/** The add-on's sheet of this kind, wherever the user moved or renamed it; null if none. */
export function findOwnSheet(ss: Spreadsheet, kind: SheetKind, lang: Lang): Sheet | null {
  for (const l of [lang, ...LANGS.filter((other) => other !== lang)]) {
    const byName = ss.getSheetByName(SHEET_NAMES[kind][l]);
    if (byName && isMarked(byName, kind)) return byName;
  }
  // Renamed: one pass over the sheets (their number, not the games', sets the cost).
  for (const sheet of ss.getSheets()) if (isMarked(sheet, kind)) return sheet;
  return null;
}

export type EnsuredSheet =
  | { readonly status: "created" | "existing"; readonly sheet: Sheet }
  | { readonly status: "foreign"; readonly name: string };

/** The add-on's sheet, created and marked when missing; a same-named stranger is never touched. */
export function ensureOwnSheet(ss: Spreadsheet, kind: SheetKind, lang: Lang): EnsuredSheet {
  const own = findOwnSheet(ss, kind, lang);
  if (own) return { status: "existing", sheet: own };
  const name = SHEET_NAMES[kind][lang];
  if (ss.getSheetByName(name)) return { status: "foreign", name };
  const sheet = ss.insertSheet(name);
  markSheet(sheet, kind);
  return { status: "created", sheet };
}
