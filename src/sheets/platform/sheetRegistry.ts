/**
 * Which sheets are the add-on's. A name is not proof (an organiser may already have a sheet
 * called «Игры»), so the add-on marks the sheets it creates with developer metadata and only
 * ever writes to marked sheets. Lookups try the usual name first: a constant handful of calls.
 *
 * One sheet of each kind counts, decided here for every path (an edit, a save, a command): the
 * first genuinely marked sheet in the order of findOwnSheet. A mark names its kind and the id of
 * the sheet it was put on («games@123»), so a copy of «Игры» that kept the mark (Sheets does not
 * say whether a duplicated sheet keeps developer metadata) is not a second games sheet. Marks
 * from before ids («games») still count, and «Создать листы турнира» stamps the id on them.
 */
import type { Lang } from "../../engine";
import { LANGS, SHEET_NAMES, type SheetKind } from "./locale";
import { sheetNamed } from "./sheetNames";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type DeveloperMetadata = GoogleAppsScript.Spreadsheet.DeveloperMetadata;

const MARK_KEY = "mafia-standings.sheet";

interface Mark {
  readonly kind: SheetKind;
  /** The id of the sheet the mark was put on; undefined for a mark from before ids. */
  readonly sheetId: number | undefined;
  readonly metadata: DeveloperMetadata;
}

function isKind(value: string): value is SheetKind {
  return Object.prototype.hasOwnProperty.call(SHEET_NAMES, value);
}

/** The add-on's mark on this sheet, if it is a genuine one (put on this very sheet). */
function markOf(sheet: Sheet): Mark | null {
  for (const metadata of sheet.getDeveloperMetadata()) {
    if (metadata.getKey() !== MARK_KEY) continue;
    const [kind = "", id] = (metadata.getValue() ?? "").split("@");
    if (!isKind(kind)) continue;
    const sheetId = id === undefined ? undefined : Number(id);
    if (sheetId !== undefined && sheetId !== sheet.getSheetId()) continue;
    return { kind, sheetId, metadata };
  }
  return null;
}

/** Which of the add-on's sheets this is, from its metadata; null for anyone else's. */
export function kindOf(sheet: Sheet): SheetKind | null {
  return markOf(sheet)?.kind ?? null;
}

function markSheet(sheet: Sheet, kind: SheetKind): void {
  sheet.addDeveloperMetadata(MARK_KEY, `${kind}@${sheet.getSheetId()}`);
}

function findMarked(ss: Spreadsheet, kind: SheetKind, lang: Lang): [Sheet, Mark] | null {
  for (const l of [lang, ...LANGS.filter((other) => other !== lang)]) {
    const byName = ss.getSheetByName(SHEET_NAMES[kind][l]);
    const mark = byName ? markOf(byName) : null;
    if (byName && mark?.kind === kind) return [byName, mark];
  }
  // Renamed: one pass over the sheets (their number, not the games', sets the cost).
  for (const sheet of ss.getSheets()) {
    const mark = markOf(sheet);
    if (mark?.kind === kind) return [sheet, mark];
  }
  return null;
}

/** The add-on's sheet of this kind, wherever the user moved or renamed it; null if none. */
export function findOwnSheet(ss: Spreadsheet, kind: SheetKind, lang: Lang): Sheet | null {
  return findMarked(ss, kind, lang)?.[0] ?? null;
}

/** True when `sheet` is the one sheet of its kind that counts (not a marked copy of it). */
export function isOwnSheet(ss: Spreadsheet, sheet: Sheet, kind: SheetKind, lang: Lang): boolean {
  const own = findOwnSheet(ss, kind, lang);
  return own !== null && own.getSheetId() === sheet.getSheetId();
}

export type EnsuredSheet =
  | { readonly status: "created" | "existing"; readonly sheet: Sheet }
  | { readonly status: "foreign"; readonly name: string };

/** A sheet «игры» (or « Игры ») blocks «Игры», whatever case Sheets compares names in. */
function nameTaken(ss: Spreadsheet, name: string): boolean {
  return sheetNamed(ss, name) !== null;
}

/**
 * Makes someone else's sheet the add-on's sheet of this kind, once the organiser has agreed
 * that the add-on may replace what it holds.
 */
export function adoptSheet(sheet: Sheet, kind: SheetKind): void {
  markSheet(sheet, kind);
}

/**
 * A new sheet, the user left where they were: insertSheet makes the new sheet the active one
 * (documented), which would move a judge away from «Игры» in the middle of an edit or a save.
 */
export function insertSheetInPlace(ss: Spreadsheet, name: string): Sheet {
  const sheet = ss.getActiveSheet();
  const selection = ss.getActiveRange();
  const inserted = ss.insertSheet(name);
  ss.setActiveSheet(sheet);
  if (selection) ss.setActiveRange(selection);
  return inserted;
}

/** The add-on's sheet, created and marked when missing; a same-named stranger is never touched. */
export function ensureOwnSheet(ss: Spreadsheet, kind: SheetKind, lang: Lang): EnsuredSheet {
  const found = findMarked(ss, kind, lang);
  if (found) {
    const [sheet, mark] = found;
    if (mark.sheetId === undefined) mark.metadata.setValue(`${kind}@${sheet.getSheetId()}`);
    return { status: "existing", sheet };
  }
  const name = SHEET_NAMES[kind][lang];
  if (nameTaken(ss, name)) return { status: "foreign", name };
  const sheet = insertSheetInPlace(ss, name);
  markSheet(sheet, kind);
  return { status: "created", sheet };
}
