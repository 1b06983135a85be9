/**
 * The seating in the spreadsheet: the menu's dialog, the server calls it makes, and
 * the schedule the judges' sidebar prefills games from. The seating itself is src/seating's.
 */
import { TABLE_SIZE, type Lang } from "../../engine";
import {
  dialogMarkup,
  SEATING_DIALOG_FILE,
  type SeatingDialogKind,
  type PlayerTeam,
  type ScheduledGame,
  type SeatingDialogResult,
  type SeatingFormData,
  type SeatingWriteRequest,
} from "../../protocol/seatingSchedule";
import { seatingRequestSchema } from "../../protocol/seatingRequestSchema";
import { localeMarkup } from "../../protocol/sidebarPage";
// Not the search (makeSeating): the dialog runs it in the browser.
import {
  seatingBalance,
  SeatingError,
  seatingFromRounds,
  type Seating,
  type SeatingPlayer,
} from "../../seating";
import { literalText } from "../platform/cellSafety";
import { command } from "../platform/ui";
import { UserError } from "../platform/errors";
import { readGamesTable } from "../games/gamesTable";
import { langOfLocale } from "../platform/locale";
import { withDocumentLock } from "../platform/lock";
import { findRosterSheet, readRoster } from "./rosterSheet";
import { SEATING_TEXTS } from "./seatingMessages";
import {
  NO_GAMES,
  readSeatingGames,
  recordedGamesOf,
  rosterText,
  scheduledLabel,
  scheduleOf,
  seatingGrid,
  SEATING_WIDTH,
  seatingHeader,
  type RecordedGames,
} from "./seatingSheet";
import type { Services } from "../platform/services";
import { ensureOwnSheet, findOwnSheet, insertSheetInPlace } from "../platform/sheetRegistry";
import { clearLeftovers } from "../platform/sheetRewrite";
import { ensureRows } from "../platform/sheetSize";
import { HEADER_BACKGROUND } from "../standings/standingsPlan";
import { readGamesValues } from "../standings/standingsWriter";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const DIALOG_WIDTH = 460;

/**
 * Menu: the seating dialog (dist/SeatingDialog.html),
 * told the spreadsheet's locale like the sidebar.
 */
export function showSeatingDialog(services: Services): void {
  showDialogPage(services, "tournament");
}

/**
 * One page serves both seating dialogs: the server appends the locale and which dialog to show
 * (the final's asks only for its number of games).
 */
export function showDialogPage(services: Services, kind: SeatingDialogKind): void {
  command(services, (lang, _ss, locale) => {
    const html = services.htmlService
      .createHtmlOutputFromFile(SEATING_DIALOG_FILE)
      .append(localeMarkup(locale))
      .append(dialogMarkup(kind))
      .setWidth(DIALOG_WIDTH);
    const texts = SEATING_TEXTS[lang];
    services.spreadsheetApp
      .getUi()
      .showModalDialog(html, kind === "final" ? texts.finalDialogTitle : texts.dialogTitle);
  });
}

/** Dialog: the players sheet's list (the sheet is created, with its header, when missing). */
export function seatingFormData(services: Services): SeatingFormData {
  const ss = services.spreadsheetApp.getActive();
  const lang = langOfLocale(ss.getSpreadsheetLocale());
  const sheet =
    findRosterSheet(ss) ??
    withDocumentLock(services, lang, () => findRosterSheet(ss) ?? createPlayersSheet(ss, lang));
  const players = rosterText(sheet.getDataRange().getValues());
  const count = players === "" ? 0 : players.split("\n").length;
  return {
    players,
    playersSheet: sheet.getName(),
    tables: Math.max(1, Math.floor(count / TABLE_SIZE)),
    games: 10,
    seed: 1,
  };
}

/** What a dialog's request schema answers (zod's safeParse): the request, or the paths at fault. */
interface RequestSchema<T> {
  safeParse(input: unknown):
    | { readonly success: true; readonly data: T }
    | {
        readonly success: false;
        readonly error: { readonly issues: readonly { readonly path: readonly PropertyKey[] }[] };
      };
}

/** A dialog's request made typed by its schema; a request the schema refuses names its fields. */
export function parseRequest<T>(schema: RequestSchema<T>, input: unknown, lang: Lang): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new UserError(
      SEATING_TEXTS[lang].badRequest(parsed.error.issues.map((i) => i.path.join(".")).join(", ")),
    );
  return parsed.data;
}

/**
 * Dialog: writes the seating the page made, after checking the hard rules again (the page is
 * not trusted). Under the document lock, a seating whose games already have results is
 * replaced only when the organiser has confirmed it.
 */
export function writeTournamentSeating(services: Services, input: unknown): SeatingDialogResult {
  const ss = services.spreadsheetApp.getActive();
  const lang = langOfLocale(ss.getSpreadsheetLocale());
  const texts = SEATING_TEXTS[lang];
  const request: SeatingWriteRequest = parseRequest(seatingRequestSchema(), input, lang);
  let seating: Seating;
  try {
    seating = seatingFromRounds(request.players, request.tables, request.seed, request.rounds);
  } catch (error) {
    if (error instanceof SeatingError) throw new UserError(texts.cannot(error.text[lang]));
    throw error;
  }
  const grid = seatingGrid(seating, seatingBalance(seating), lang);
  return withDocumentLock(services, lang, () => {
    const ensured = ensureOwnSheet(ss, "seating", lang);
    if (ensured.status === "foreign") throw new UserError(texts.foreignSheet(ensured.name));
    const sheet = ensured.sheet;
    if (ensured.status === "existing" && !request.replace) {
      const recorded = recordedGames(ss, lang);
      const played = playedGames(sheet, recorded);
      if (played.length > 0)
        return {
          status: "confirm",
          message: texts.playedGames(
            played.map((g) => scheduledLabel(g, recorded, lang)).join(", "),
          ),
        };
    }
    writeSeating(sheet, grid, lang);
    fillEmptyPlayersSheet(ss, lang, seating.players);
    const games = seating.rounds.reduce((sum, round) => sum + round.games.length, 0);
    return {
      status: "written",
      message: texts.written(sheet.getName(), games, seating.rounds.length),
    };
  });
}

/** Sidebar: the written seating's games, each marked when the Games sheet already has it. */
export function seatingSchedule(services: Services): ScheduledGame[] {
  const ss = services.spreadsheetApp.getActive();
  const lang = langOfLocale(ss.getSpreadsheetLocale());
  const sheet = findOwnSheet(ss, "seating", lang);
  if (!sheet) return [];
  return scheduleOf(readSeatingGames(sheet.getDataRange().getValues()), recordedGames(ss, lang));
}

/**
 * Sidebar: the «Участники» sheet's players with a team, as typed; read only (the sheet is not
 * made here).
 */
export function playerTeams(services: Services): PlayerTeam[] {
  return readRoster(services.spreadsheetApp.getActive()).filter((p) => p.team !== "");
}

/**
 * The games of the Seating sheet's current seating that the Games sheet already has (by id, and
 * by round and table on a Games sheet with a «Стол» column).
 */
export function playedGames(sheet: Sheet, recorded: RecordedGames): ScheduledGame[] {
  return scheduleOf(readSeatingGames(sheet.getDataRange().getValues()), recorded).filter(
    (g) => g.played,
  );
}

/**
 * The whole Seating sheet replaced by `grid` (one values write) and its header dressed; the
 * organiser's colours stay, old merges, notes, validation and conditional formats go.
 */
export function writeSeating(
  sheet: Sheet,
  grid: readonly (readonly (string | number | boolean | Date)[])[],
  lang: Lang,
): void {
  sheet.clearContents();
  clearLeftovers(sheet);
  ensureRows(sheet, grid.length);
  sheet
    .getRange(1, 1, grid.length, SEATING_WIDTH)
    .setValues(grid as (string | number | boolean | Date)[][]);
  sheet.setFrozenRows(1);
  sheet
    .getRange(1, 1, 1, seatingHeader(lang).length)
    .setFontWeight("bold")
    .setBackground(HEADER_BACKGROUND);
  sheet.setColumnWidths(1, 3, 55);
  sheet.setColumnWidths(4, TABLE_SIZE, 120);
  sheet.setColumnWidth(4 + TABLE_SIZE, 90);
}

/** The games the Games sheet has rows of, finished or not (none without a readable sheet). */
function recordedGames(ss: Spreadsheet, lang: Lang): RecordedGames {
  const games = findOwnSheet(ss, "games", lang);
  if (!games) return NO_GAMES;
  const read = readGamesTable(readGamesValues(games));
  return read.ok ? recordedGamesOf(read.table.evaluation) : NO_GAMES;
}

function createPlayersSheet(ss: Spreadsheet, lang: Lang): Sheet {
  const sheet = insertSheetInPlace(ss, SEATING_TEXTS[lang].playersSheet);
  sheet
    .getRange(1, 1, 1, 2)
    .setValues([[...SEATING_TEXTS[lang].playersHeader]])
    .setFontWeight("bold")
    .setBackground(HEADER_BACKGROUND);
  sheet.setFrozenRows(1);
  sheet.setColumnWidths(1, 2, 170);
  return sheet;
}

/**
 * Players pasted into the dialog go onto an empty players sheet,
 * so the list is kept; a filled one is never rewritten.
 */
function fillEmptyPlayersSheet(
  ss: Spreadsheet,
  lang: Lang,
  players: readonly SeatingPlayer[],
): void {
  const sheet = findRosterSheet(ss) ?? createPlayersSheet(ss, lang);
  if (rosterText(sheet.getDataRange().getValues()) !== "") return;
  ensureRows(sheet, players.length + 1);
  sheet
    .getRange(2, 1, players.length, 2)
    .setValues(players.map((p) => [literalText(p.name), literalText(p.team)]));
}
