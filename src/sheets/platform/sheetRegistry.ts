/**
 * Which sheets are the add-on's. A name is not proof (an organiser may already have a sheet
 * called «Игры»), so the add-on marks the sheets it creates with developer metadata and only
 * ever writes to marked sheets.
 *
 * One sheet of each kind counts, decided here for every path (an edit, a save, a command): the
 * first genuinely marked sheet in the order of findMarked. A mark names its kind and the id of
 * the sheet it was put on («games@123»), so a copy of «Игры» that kept the mark (Sheets does not
 * say whether a duplicated sheet keeps developer metadata) is not a second games sheet. Marks
 * from before ids («games») still count, and «Создать листы турнира» stamps the id on them.
 *
 * Finding them costs one developer-metadata read, not a read per sheet and per key: the
 * spreadsheet's own metadata holds one entry of the add-on's (Registry), which names the sheet
 * id of each kind found so far and the small records of the add-on's sheets (their charts, the
 * heights the statistics were written with). A sheet the registry names is taken by its id; one
 * it does not name, or whose sheet is gone, is looked for by its marks as before and then named
 * there. The marks stay the proof: a registry lost or written over by a concurrent execution
 * only costs the longer lookup once.
 */
import type { Lang } from "../../engine";
import { LANGS, SHEET_NAMES, type SheetKind } from "./locale";
import { sheetNamed } from "./sheetNames";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type DeveloperMetadata = GoogleAppsScript.Spreadsheet.DeveloperMetadata;

const MARK_KEY = "mafia-standings.sheet";
const REGISTRY_KEY = "mafia-standings.registry";

interface RegistryData {
  /** The sheet id of each kind found. */
  sheets: Partial<Record<SheetKind, number>>;
  /** Small records of the add-on's sheets, by key («chart:123:rating», «heights:123»). */
  records: Record<string, string>;
}

function parseRegistry(text: string | null): RegistryData {
  try {
    const parsed: unknown = JSON.parse(text ?? "");
    if (typeof parsed === "object" && parsed !== null) {
      const { sheets, records } = parsed as Partial<RegistryData>;
      const data: RegistryData = { sheets: {}, records: {} };
      for (const [kind, id] of Object.entries(sheets ?? {}))
        if (isKind(kind) && Number.isInteger(id)) data.sheets[kind] = id;
      for (const [key, value] of Object.entries(records ?? {}))
        if (typeof value === "string") data.records[key] = value;
      return data;
    }
  } catch {
    // Not the add-on's JSON: an empty registry, rebuilt from the marks.
  }
  return { sheets: {}, records: {} };
}

/**
 * The add-on's entry in the spreadsheet's developer metadata, read once per operation (one
 * call for the entries, one for each entry's key, one for the add-on's value) and written back
 * once (save), only when something changed. The other entries of the spreadsheet's own
 * metadata with a key of the add-on's (notes such as a missed edit's) come with the same read.
 */
export class Registry {
  private dirty = false;
  private constructor(
    private readonly ss: Spreadsheet,
    private metadata: DeveloperMetadata | null,
    private readonly data: RegistryData,
    private readonly notes: ReadonlyMap<string, readonly DeveloperMetadata[]>,
  ) {}

  static read(ss: Spreadsheet): Registry {
    let own: DeveloperMetadata | null = null;
    const notes = new Map<string, DeveloperMetadata[]>();
    for (const metadata of ss.getDeveloperMetadata()) {
      const key = metadata.getKey();
      if (key === REGISTRY_KEY && own === null) own = metadata;
      else if (key.startsWith("mafia-standings."))
        notes.set(key, [...(notes.get(key) ?? []), metadata]);
    }
    return new Registry(ss, own, parseRegistry(own ? own.getValue() : null), notes);
  }

  sheetId(kind: SheetKind): number | undefined {
    return this.data.sheets[kind];
  }

  setSheetId(kind: SheetKind, id: number): void {
    if (this.data.sheets[kind] === id) return;
    this.data.sheets[kind] = id;
    this.dirty = true;
  }

  record(key: string): string | undefined {
    return this.data.records[key];
  }

  setRecord(key: string, value: string): void {
    if (this.data.records[key] === value) return;
    this.data.records[key] = value;
    this.dirty = true;
  }

  /** The spreadsheet's own metadata entries of this key, as read. */
  notesOf(key: string): readonly DeveloperMetadata[] {
    return this.notes.get(key) ?? [];
  }

  /** Writes what changed since the read: one call, or none. */
  save(): void {
    if (!this.dirty) return;
    const text = JSON.stringify(this.data);
    if (this.metadata) this.metadata.setValue(text);
    else {
      this.ss.addDeveloperMetadata(REGISTRY_KEY, text);
      // The entry just added is the one to update next time within this operation.
      this.metadata =
        this.ss.getDeveloperMetadata().find((m) => m.getKey() === REGISTRY_KEY) ?? null;
    }
    this.dirty = false;
  }
}

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

/**
 * The add-on's sheet of this kind, wherever the user moved or renamed it; null if none. With
 * the operation's registry, a sheet it names costs one call; without, the registry is read.
 */
export function findOwnSheet(
  ss: Spreadsheet,
  kind: SheetKind,
  lang: Lang,
  registry?: Registry,
): Sheet | null {
  const known = registry ?? Registry.read(ss);
  const id = known.sheetId(kind);
  const byId = id === undefined ? null : ss.getSheetById(id);
  if (byId) return byId;
  const found = findMarked(ss, kind, lang)?.[0] ?? null;
  if (found) {
    known.setSheetId(kind, found.getSheetId());
    // An operation with its own registry saves it once at its end.
    if (!registry) known.save();
  }
  return found;
}

/**
 * Which of the add-on's sheets of these kinds `sheet` is, if any: the kind whose sheet the
 * registry names by this id; a kind it names by another id is looked up only when that sheet is
 * gone, and one it does not name at all, by the marks.
 */
export function ownKindOf<K extends SheetKind>(
  ss: Spreadsheet,
  sheet: Sheet,
  kinds: readonly K[],
  lang: Lang,
  registry: Registry,
): K | null {
  const id = sheet.getSheetId();
  for (const kind of kinds) {
    const known = registry.sheetId(kind);
    if (known === id) return kind;
    if (known !== undefined && ss.getSheetById(known)) continue;
    if (findOwnSheet(ss, kind, lang, registry)?.getSheetId() === id) return kind;
  }
  return null;
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
export function ensureOwnSheet(
  ss: Spreadsheet,
  kind: SheetKind,
  lang: Lang,
  registry?: Registry,
): EnsuredSheet {
  const known = registry ?? Registry.read(ss);
  const id = known.sheetId(kind);
  const byId = id === undefined ? null : ss.getSheetById(id);
  if (byId) return { status: "existing", sheet: byId };
  const ensured = ensureMarked(ss, kind, lang);
  if (ensured.status !== "foreign") known.setSheetId(kind, ensured.sheet.getSheetId());
  if (!registry) known.save();
  return ensured;
}

function ensureMarked(ss: Spreadsheet, kind: SheetKind, lang: Lang): EnsuredSheet {
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
