/**
 * «Создать листы турнира»: the Games protocol sheet, the Standings sheet and the Rules sheet,
 * created once and re-formatted on every later run. Formatting only: values the organiser typed
 * are never cleared, moved or rewritten (the Games header is written only into an empty first
 * row, or to the right of everything for the columns it lacks; the Rules sheet gains only the
 * rows it lacks).
 */
import {
  EXTRA_LIMIT,
  HEADERS,
  ROLE_NAMES,
  MAX_COUNT,
  STAGE_NAMES,
  TABLE_SIZE,
  TableError,
  SIDE_NAMES,
  type Field,
  type Lang,
} from "../engine";
import { gamesHeader, GAMES_COLUMNS, type GamesColumn } from "../protocol/gameRows";
import { headerNotes } from "./games/gamesNotes";
import { headerColumns } from "./games/gamesTable";
import { TEXTS } from "./platform/messages";
import { setupRulesSheet } from "./rules/rulesSheetWriter";
import { ensureOwnSheet, type EnsuredSheet } from "./platform/sheetRegistry";
import { HEADER_BACKGROUND } from "./standings/standingsPlan";
import { formatStandingsSheet } from "./standings/standingsSheet";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;
type SpreadsheetApp = GoogleAppsScript.Spreadsheet.SpreadsheetApp;

/** Pixel widths in GAMES_COLUMNS order (game … removed, date, extra, stage, team). */
const GAMES_WIDTHS = [60, 60, 170, 100, 100, 90, 100, 110, 90, 90, 90, 100, 80, 100, 120];
/**
 * The columns added after the fact, in this order, to a sheet made before them (read by their
 * header only, so they may stand anywhere): «Доп. баллы», «Этап», then «Команда».
 */
const ADDED_COLUMNS: readonly Field[] = ["extra", "stage", "team"];
/**
 * Seat and counts stay Automatic: a forced "0" would show 1.5 as «2» while the engine names «1.5».
 * The best move is plain text,
 * so «3,7» or «3/7» typed by a judge stays seats, not a number or a date.
 */
const NUMBER_FORMATS: Partial<Record<GamesColumn, string>> = { bestMove: "@", date: "yyyy-mm-dd" };

export interface SetupReport {
  readonly games: EnsuredSheet;
  readonly standings: EnsuredSheet;
  readonly rules: EnsuredSheet;
  /** The Games sheet's first row is not a games header: its columns were left unformatted. */
  readonly headerUnknown: boolean;
  readonly messages: readonly string[];
}

export function setupSheets(
  app: SpreadsheetApp,
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  lang: Lang,
): SetupReport {
  const texts = TEXTS[lang];
  const games = ensureOwnSheet(ss, "games", lang);
  const standings = ensureOwnSheet(ss, "standings", lang);
  const rules = setupRulesSheet(app, ss, lang);
  const messages: string[] = [];
  let headerUnknown = false;
  if (games.status !== "foreign") {
    headerUnknown = !formatGamesSheet(app, games.sheet, lang, games.status === "created");
    if (headerUnknown) messages.push(texts.headerUnknown(games.sheet.getName()));
  }
  if (standings.status !== "foreign")
    formatStandingsSheet(standings.sheet, lang, standings.status === "created");
  if (games.status === "created")
    removeEmptyDefaultSheet(ss, games.sheet, [games, standings, rules]);
  for (const s of [games, standings, rules])
    if (s.status === "foreign") messages.push(texts.foreignSheet(s.name));
  if (messages.length === 0) messages.push(texts.ready);
  return { games, standings, rules, headerUnknown, messages };
}

/** The name Sheets gives a new spreadsheet's sheet: «Лист1» in Russian, "Sheet1" in English. */
const DEFAULT_SHEET_NAME = /^(Лист|Sheet)\s?\d+$/iu;

/**
 * A new spreadsheet's first sheet, left empty beside the tournament's just made: removed, so the
 * organiser sees only the add-on's sheets. Only when it is the one other sheet, bears the default
 * name, and holds no value, formula or chart: a sheet with anything on it is never deleted.
 */
function removeEmptyDefaultSheet(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  games: Sheet,
  made: readonly EnsuredSheet[],
): void {
  const ours = new Set(made.flatMap((s) => (s.status === "foreign" ? [] : [s.sheet.getSheetId()])));
  const others = ss.getSheets().filter((sheet) => !ours.has(sheet.getSheetId()));
  const [other] = others;
  if (others.length !== 1 || other === undefined || !DEFAULT_SHEET_NAME.test(other.getName()))
    return;
  if (other.getLastRow() > 0 || other.getLastColumn() > 0 || other.getCharts().length > 0) return;
  if (ss.getActiveSheet().getSheetId() === other.getSheetId()) ss.setActiveSheet(games);
  ss.deleteSheet(other);
}

/** Returns false when the first row is not a games header (then only the frozen row is set). */
function formatGamesSheet(
  app: SpreadsheetApp,
  sheet: Sheet,
  lang: Lang,
  created: boolean,
): boolean {
  sheet.setFrozenRows(1);
  let header: unknown[] = created
    ? []
    : (sheet.getRange(1, 1, 1, Math.max(sheet.getLastColumn(), 1)).getValues()[0] ?? []);
  if (header.every((cell) => cell === "" || cell === null || cell === undefined)) {
    // An empty first row is the one place a header can go without moving anything typed.
    header = gamesHeader(lang);
    sheet.getRange(1, 1, 1, header.length).setValues([header]);
  }
  const found = withAddedColumns(sheet, header, lang);
  if (found === null) return false;
  header = found.header;
  const { columns, lang: tableLang } = found;

  sheet
    .getRange(1, 1, 1, header.length)
    .setFontWeight("bold")
    .setBackground(HEADER_BACKGROUND)
    .setWrap(true);
  writeHeaderNotes(sheet, columns, header.length, lang, created);
  const dataRows = Math.max(sheet.getMaxRows() - 1, 1);
  // A blank cell is always allowed by a list rule: blank is the main stage.
  const list = (names: Readonly<Record<string, Readonly<Record<Lang, string>>>>) =>
    // Other spellings are fine by the engine: warn, never reject.
    app
      .newDataValidation()
      .requireValueInList(
        Object.values(names).map((n) => n[tableLang]),
        true,
      )
      .setAllowInvalid(true)
      .build();
  const checkbox = () => app.newDataValidation().requireCheckbox().build();
  const count = () =>
    app.newDataValidation().requireNumberBetween(0, MAX_COUNT).setAllowInvalid(true).build();
  const rules: Partial<Record<GamesColumn, () => GoogleAppsScript.Spreadsheet.DataValidation>> = {
    seat: () =>
      app.newDataValidation().requireNumberBetween(1, TABLE_SIZE).setAllowInvalid(false).build(),
    role: () => list(ROLE_NAMES),
    winner: () => list(SIDE_NAMES),
    firstKilled: checkbox,
    bestPlayer: checkbox,
    removed: checkbox,
    correct: count,
    remarks: count,
    extra: () =>
      app
        .newDataValidation()
        .requireNumberBetween(-EXTRA_LIMIT, EXTRA_LIMIT)
        .setAllowInvalid(true)
        .build(),
    stage: () => list(STAGE_NAMES),
  };
  GAMES_COLUMNS.forEach((c, k) => {
    const index = columns[c];
    if (index < 0) return;
    sheet.setColumnWidth(index + 1, GAMES_WIDTHS[k] as number);
    const range: Range = sheet.getRange(2, index + 1, dataRows, 1);
    const rule = rules[c];
    if (rule) range.setDataValidation(rule());
    const format = NUMBER_FORMATS[c];
    if (format) range.setNumberFormat(format);
  });
  return true;
}

/**
 * Each known header's note (what to type there) in the spreadsheet's language: one read of the
 * header's notes (none on a sheet just made) and at most one write; an organiser's own note on
 * a header is kept.
 */
function writeHeaderNotes(
  sheet: Sheet,
  columns: Record<GamesColumn, number>,
  width: number,
  lang: Lang,
  created: boolean,
): void {
  const range = sheet.getRange(1, 1, 1, width);
  const current = created ? new Array<string>(width).fill("") : (range.getNotes()[0] ?? []);
  const notes = headerNotes(columns, current, lang);
  if (notes) range.setNotes([notes]);
}

/**
 * The columns of a games header, with «Доп. баллы» and «Этап» added when the header lacks them
 * (a tournament made before extra points or stages): in the first columns after everything the
 * sheet holds, in any row, so that no note or formula of the organiser's ends up under them.
 * Null: not a games header.
 */
function withAddedColumns(
  sheet: Sheet,
  header: unknown[],
  lang: Lang,
): { header: unknown[]; columns: Record<GamesColumn, number>; lang: Lang } | null {
  const found = headerColumns(header);
  if (found === null) return null;
  // An unknown header may be refused as a renamed scoring column while one is missing: judge
  // the row as it will be, with every added column.
  const missing =
    found instanceof TableError
      ? ADDED_COLUMNS
      : ADDED_COLUMNS.filter((field) => found.columns[field] < 0);
  if (!(found instanceof TableError) && missing.length === 0) return { header, ...found };
  const last = Math.max(sheet.getLastColumn(), header.length);
  const headerLang = found instanceof TableError ? lang : found.lang;
  const added = missing.map((field) => HEADERS[field][headerLang]);
  const candidate = [...header, ...new Array<unknown>(last - header.length).fill(""), ...added];
  const extended = headerColumns(candidate);
  if (
    extended === null ||
    extended instanceof TableError ||
    missing.some((field, i) => extended.columns[field] !== last + i)
  )
    return null;
  const width = last + added.length;
  if (width > sheet.getMaxColumns())
    sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
  sheet.getRange(1, last + 1, 1, added.length).setValues([added]);
  return { header: candidate, ...extended };
}
