/**
 * Menu «Бланки для судей» / Judges' sheets (AWARDS.md): reads the Seating sheet and writes
 * «Бланки» and «Расписание», replacing what they held. What goes in which cell is
 * judgeSheets.ts's; here are the service calls, each a constant number whatever the number of
 * games (one values write per sheet, one range list per kind of formatting).
 *
 * A sheet is replaced without a question when it is the add-on's and holds what the add-on last
 * wrote there (its fingerprint); anything else in it — a sheet of the organiser's of that name,
 * or cells typed by hand — is replaced only after the organiser says yes. The question is asked
 * before the document lock is taken, so no judge's save waits on the answer.
 */
import { TABLE_SIZE, type Lang } from "../../engine";
import { columnLetter } from "../platform/a1";
import {
  fingerprint,
  isBlankSheet,
  keepFingerprint,
  keptFingerprint,
} from "../platform/fingerprint";
import { SHEET_NAMES, type SheetKind } from "../platform/locale";
import { withDocumentLock } from "../platform/lock";
import { TEXTS } from "../platform/messages";
import type { Services } from "../platform/services";
import { adoptSheet, ensureOwnSheet, findOwnSheet } from "../platform/sheetRegistry";
import { sheetNamed } from "../platform/sheetNames";
import { blankSheet } from "../platform/sheetRewrite";
import { ensureColumns, ensureRows } from "../platform/sheetSize";
import { UserError } from "../platform/errors";
import { alert, command } from "../platform/ui";
import type { WritableCell } from "../platform/cellSafety";
import { HEADER_BACKGROUND } from "../standings/standingsPlan";
import {
  scheduleLayout,
  scoreSheetsLayout,
  SCORE_SHEET_WIDTH,
  type ScoreSheetsLayout,
} from "./judgeSheets";
import { JUDGE_SHEETS_TEXTS } from "./judgeSheetsMessages";
import { readSeatingGames } from "./seatingSheet";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Pixel widths of Место, Игрок, Роль, Фолы, Лучший ход, Доп. баллы: 630 in all, within the
 * printable width of a portrait A4 or Letter page at 100% with normal margins (about 650).
 */
const SCORE_WIDTHS = [55, 190, 90, 90, 110, 95];
/** Room for a pen in each row of a block. */
const ROW_HEIGHT = 28;
const SCHEDULE_NAME_WIDTH = 170;
const SCHEDULE_ROUND_WIDTH = 130;

export type JudgeSheetsOutcome =
  | { readonly status: "no seating" | "declined" }
  | { readonly status: "written"; readonly games: number; readonly players: number };

/** Where a judges' sheet goes, and whether replacing it needs the organiser's yes. */
interface Target {
  readonly kind: SheetKind;
  /** The add-on's sheet, or someone else's of that name, or null: one is made. */
  readonly sheet: Sheet | null;
  /** The sheet's id: Apps Script hands out a new Sheet object on every call. */
  readonly id: number | null;
  readonly own: boolean;
  readonly ask: boolean;
  readonly name: string;
}

function targetOf(ss: Spreadsheet, kind: SheetKind, lang: Lang): Target {
  const own = findOwnSheet(ss, kind, lang);
  const sheet = own ?? sheetNamed(ss, SHEET_NAMES[kind][lang]);
  if (!sheet)
    return { kind, sheet: null, id: null, own: false, ask: false, name: SHEET_NAMES[kind][lang] };
  const values = sheet.getDataRange().getValues();
  const untouched = own !== null && keptFingerprint(sheet) === fingerprint(values);
  return {
    kind,
    sheet,
    id: sheet.getSheetId(),
    own: own !== null,
    ask: !untouched && !isBlankSheet(values),
    name: sheet.getName(),
  };
}

export function writeJudgeSheets(services: Services): JudgeSheetsOutcome | undefined {
  return command(services, (lang, ss) => {
    const texts = JUDGE_SHEETS_TEXTS[lang];
    const seating = findOwnSheet(ss, "seating", lang);
    const games = seating ? readSeatingGames(seating.getDataRange().getValues()) : [];
    if (games.length === 0) {
      alert(services, lang, texts.noSeating(seating?.getName() ?? SHEET_NAMES.seating[lang]));
      return { status: "no seating" };
    }
    const scores = scoreSheetsLayout(games, ss.getName(), lang);
    const schedule = scheduleLayout(games, lang);
    const asked = [targetOf(ss, "scoreSheets", lang), targetOf(ss, "schedule", lang)].filter(
      (t) => t.ask,
    );
    if (asked.length > 0) {
      const ui = services.spreadsheetApp.getUi();
      const prompt = texts.askReplace(asked.map((t) => t.name));
      if (ui.alert(TEXTS[lang].addon, prompt, ui.ButtonSet.YES_NO) !== ui.Button.YES) {
        ss.toast(texts.declined, TEXTS[lang].addon, 8);
        return { status: "declined" };
      }
    }
    const [sheets, scheduleSheet] = withDocumentLock(services, lang, () => {
      const now = [targetOf(ss, "scoreSheets", lang), targetOf(ss, "schedule", lang)];
      // What the organiser agreed to is what was asked about: anything new since is not.
      if (now.some((t) => t.ask && !asked.some((a) => a.kind === t.kind && a.id === t.id)))
        throw new UserError(texts.changed);
      const [scoreTarget, scheduleTarget] = now as [Target, Target];
      const scoreSheet = sheetFor(ss, scoreTarget, lang);
      writeScoreSheets(scoreSheet, scores);
      const scheduleSheet = sheetFor(ss, scheduleTarget, lang);
      writeSchedule(scheduleSheet, schedule.values);
      return [scoreSheet, scheduleSheet];
    });
    ss.toast(
      texts.written(sheets.getName(), games.length, scheduleSheet.getName(), schedule.players),
      TEXTS[lang].addon,
      8,
    );
    return { status: "written", games: games.length, players: schedule.players };
  });
}

/** The target's sheet, made the add-on's (marked) when it was not. */
function sheetFor(ss: Spreadsheet, target: Target, lang: Lang): Sheet {
  if (target.sheet && target.own) return target.sheet;
  if (target.sheet) {
    adoptSheet(target.sheet, target.kind);
    return target.sheet;
  }
  const ensured = ensureOwnSheet(ss, target.kind, lang);
  // A sheet of that name appeared since targetOf looked: not the add-on's to take unasked.
  if (ensured.status === "foreign") throw new UserError(JUDGE_SHEETS_TEXTS[lang].changed);
  return ensured.sheet;
}

/** Replaces the sheet's cells and formats with `values` (one write), then keeps the fingerprint. */
function replaceCells(sheet: Sheet, values: WritableCell[][], frozenColumns: number): void {
  const width = values[0]?.length ?? 1;
  blankSheet(sheet);
  ensureRows(sheet, values.length + 1);
  ensureColumns(sheet, width);
  sheet.getRange(1, 1, values.length, width).setValues(values);
  sheet.setFrozenRows(1);
  sheet.setFrozenColumns(frozenColumns);
  keepFingerprint(sheet, values);
}

function writeScoreSheets(sheet: Sheet, layout: ScoreSheetsLayout): void {
  replaceCells(sheet, layout.values, 0);
  SCORE_WIDTHS.forEach((width, c) => sheet.setColumnWidth(c + 1, width));
  sheet.setRowHeights(1, layout.values.length, ROW_HEIGHT);
  sheet.getRange(1, 1).setFontWeight("bold");
  const last = columnLetter(SCORE_SHEET_WIDTH);
  const { blocks } = layout;
  if (blocks.length === 0) return;
  // Header and seats: a grid for the pen; «Победили»: a box of its own.
  sheet
    .getRangeList(blocks.map((b) => `A${b.header}:${last}${b.header + TABLE_SIZE}`))
    .setBorder(true, true, true, true, true, true);
  sheet
    .getRangeList(blocks.map((b) => `A${b.winner}:${last}${b.winner}`))
    .setBorder(true, true, true, true, true, null);
  sheet.getRangeList(blocks.map((b) => `A${b.title}`)).setFontWeight("bold");
  sheet
    .getRangeList(blocks.map((b) => `A${b.header}:${last}${b.header}`))
    .setFontWeight("bold")
    .setBackground(HEADER_BACKGROUND);
}

function writeSchedule(sheet: Sheet, values: WritableCell[][]): void {
  replaceCells(sheet, values, 1);
  const width = values[0]?.length ?? 1;
  sheet.setColumnWidth(1, SCHEDULE_NAME_WIDTH);
  if (width > 1) sheet.setColumnWidths(2, width - 1, SCHEDULE_ROUND_WIDTH);
  sheet.getRange(1, 1, 1, width).setFontWeight("bold").setBackground(HEADER_BACKGROUND);
}
