/**
 * «Пересчитать таблицу»: one values read of the Games sheet, the engine, one values write of the
 * Standings sheet, and a fixed handful of formatting calls — the same count at 10 games or 10,000
 * (the backgrounds in one call, the finalists' line in one or two, the stale marker in three).
 */
import { describeRosterWarning, rosterWarnings, type DayOfDate, type Lang } from "../../engine";
import { dayOfDateIn } from "../platform/dates";
import {
  readGamesTable,
  type GamesTable,
  type ReadResult,
  type SheetValues,
} from "../games/gamesTable";
import { SHEET_NAMES } from "../platform/locale";
import { TEXTS } from "../platform/messages";
import type { Services } from "../platform/services";
import { ensureOwnSheet, findOwnSheet, Registry } from "../platform/sheetRegistry";
import { readRulesForRefresh, type RulesRead } from "../rules/rulesSheetWriter";
import { readRosterNames, type RosterLookup } from "../seating/rosterSheet";
import { markerSource, type MarkerSource } from "./staleMarker";
import {
  columnLetter,
  PROBLEM_BACKGROUND,
  PROBLEMS_COLUMN,
  planStandings,
  problemLines,
  STATUS_COLUMNS,
  STATUS_ROWS,
  type StandingsPlan,
} from "./standingsPlan";
import { rangeGrown } from "../platform/sheetSize";
import { settleEscaped } from "../games/escapedText";
import { markSeriesStale, refreshSeries } from "./seriesWriter";
import { refreshStatistics, statisticsSheet } from "./statisticsWriter";
import { ensureChart, ensureCurrentLayout, formatStandingsSheet } from "./standingsSheet";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The status cell while «Скрыть финал» is on: not an error, but not the final result either. */
const HIDDEN_FINAL_BACKGROUND = "#fff2cc";
/** Set on the Standings sheet by an edit that could not refresh; the next refresh clears it. */
const MISSED_EDIT_KEY = "mafia-standings.missed-edit";

/**
 * A refresh's surroundings: the spreadsheet, the user's language, the time it runs, and the
 * add-on's registry, read once and saved once (at the end of the refresh).
 */
export interface Refresh {
  readonly ss: Spreadsheet;
  readonly lang: Lang;
  readonly registry: Registry;
  /** «29.11.2026 21:05» in the spreadsheet's time zone, for the status line. */
  readonly when: string;
  /** The day of a Date cell in the spreadsheet's time zone, for the engine. */
  readonly dayOfDate: DayOfDate;
  /** How the roster is looked for: an edit's refresh says "quick" (rosterSheet.ts). */
  readonly rosterLookup?: RosterLookup;
}

export function refreshOf(
  services: Services,
  ss: Spreadsheet,
  lang: Lang,
  registry: Registry = Registry.read(ss),
): Refresh {
  const timeZone = ss.getSpreadsheetTimeZone();
  const when = services.utilities.formatDate(new Date(), timeZone, "dd.MM.yyyy HH:mm");
  return {
    ss,
    lang,
    registry,
    when,
    dayOfDate: dayOfDateIn(services, () => timeZone),
  };
}

/** The Games values as the engine needs them: the whole data range, header included. */
export function readGamesValues(games: Sheet): SheetValues {
  return games.getDataRange().getValues();
}

/**
 * The Standings sheet, created (and formatted) if the add-on has none yet;
 * null if a stranger holds the name.
 */
function standingsSheet(refresh: Refresh): Sheet | null {
  const { ss, lang, registry } = refresh;
  const found = findOwnSheet(ss, "standings", lang, registry);
  if (found) return found;
  const ensured = ensureOwnSheet(ss, "standings", lang, registry);
  if (ensured.status === "foreign") return null;
  formatStandingsSheet(ensured.sheet, lang, true);
  return ensured.sheet;
}

/**
 * What a refresh works from: the Games sheet, the values read from it (or known to be on it), and
 * the rules as read.
 */
export interface Sources {
  readonly games: Sheet;
  readonly values: SheetValues;
  readonly rules: RulesRead;
}

/** The sheets the stale marker compares (staleMarker.ts): the Games sheet and the Rules sheet. */
export function markerOf(sources: Sources): MarkerSource[] {
  const games = markerSource(sources.games.getName(), sources.values);
  return sources.rules.marker ? [games, sources.rules.marker] : [games];
}

/**
 * Writes what the Games values say onto the Standings sheet; with the operation's registry, its
 * layout is checked once a sheet (ensureCurrentLayout).
 */
export function refreshStandings(
  standings: Sheet,
  result: ReadResult,
  marker: readonly MarkerSource[] | undefined,
  when: string,
  warnings: readonly string[] = [],
  registry?: Registry,
): StandingsPlan {
  const { lang } = problemLines(result);
  ensureCurrentLayout(standings, lang, registry);
  const plan = planStandings(result, standings.getLastRow(), { when, marker, warnings });
  if (plan.kind === "standings") {
    // The marker's format first: should the values not follow, the old digest still decides
    // between texts that are both true.
    if (plan.headlineFormat) standings.getRange(1, 1).setNumberFormat(plan.headlineFormat);
    // One range for the values, the colours and the borders (the sheet grown if it must be).
    const table = rangeGrown(standings, 1, 1, plan.values.length, PROBLEMS_COLUMN);
    table.setValues(plan.values);
    // The table's colours and the problem list's first cell (the hidden final's, or none) in
    // one call, the column between them left blank.
    const colours = plan.backgrounds.map((row, r) => [
      ...row,
      null,
      r === 0 && plan.finalHidden ? HIDDEN_FINAL_BACKGROUND : null,
    ]);
    table.setBackgrounds(colours);
    // The line under the finalists: the last one's cleared, this one's drawn (top, left and the
    // verticals untouched: null leaves a side as it is).
    table.setBorder(null, null, false, null, null, false);
    if (plan.finalistsEnd !== null)
      standings
        .getRange(plan.finalistsEnd, 1, 1, plan.width)
        .setBorder(null, null, true, null, null, null);
  } else {
    standings.getRange(1, 1, STATUS_ROWS, PROBLEMS_COLUMN - 1).setValues(plan.status);
    standings.getRange(1, 1, 1, STATUS_COLUMNS).setBackground(PROBLEM_BACKGROUND);
    rangeGrown(standings, 1, PROBLEMS_COLUMN, plan.values.length, 1).setValues(plan.values);
    standings.getRange(1, PROBLEMS_COLUMN).setBackground(PROBLEM_BACKGROUND);
  }
  return plan;
}

/**
 * An edit that found the lock taken (another judge saving) says so on the Standings sheet at
 * once, and leaves a note for whoever holds the lock: its refresh, once done, looks for the note
 * and refreshes again from the sheet, so the edit is counted after all. Whichever write lands
 * last, the sheet never shows the missed edit as counted.
 */
export function markMissedEdit(ss: Spreadsheet, lang: Lang): void {
  const standings = findOwnSheet(ss, "standings", lang);
  if (!standings) return;
  // On the spreadsheet, where the lock's holder reads it with its registry: no extra call.
  ss.addDeveloperMetadata(MISSED_EDIT_KEY, "1");
  const top = standings.getRange(1, 1);
  top.setValue(TEXTS[lang].status.editMissed);
  top.setBackground(PROBLEM_BACKGROUND);
}

/**
 * True (and the notes removed) when an edit missed its refresh since the registry was read. A
 * note made meanwhile is found by the next refresh: the sheet says «не обновлена» until then.
 */
function takeMissedEdits(registry: Registry): boolean {
  const notes = registry.notesOf(MISSED_EDIT_KEY);
  for (const note of notes) note.remove();
  return notes.length > 0;
}

/** The message of a finished refresh for a toast, in the user's language. */
function refreshMessage(plan: StandingsPlan, lang: Lang): string {
  const texts = TEXTS[lang];
  if (plan.kind === "problems")
    return `${texts.problems(plan.count)} — ${texts.seeColumn(columnLetter(PROBLEMS_COLUMN))}`;
  const updated = texts.updated(plan.players, plan.games);
  return plan.finalHidden ? `${updated} ${texts.finalHidden}.` : updated;
}

export interface RecalcOutcome {
  readonly plan: StandingsPlan | null;
  readonly message: string;
  /** What was read: the Games table (when the engine could read it) and the Rules values. */
  readonly read?: { readonly table: GamesTable | null; readonly rules: SheetValues | null };
}

/** A refresh's standings, and the Games table it made them from (null when unreadable). */
interface Refreshed {
  readonly plan: StandingsPlan;
  readonly table: GamesTable | null;
}

/**
 * The whole recalculation: find the sheets, read the rules and the games once each, write once.
 * The menu's (`restoreChart`) also brings back a leaders' chart the organiser deleted.
 */
export function recalculate(refresh: Refresh, restoreChart = true): RecalcOutcome {
  const { ss, lang } = refresh;
  const texts = TEXTS[lang];
  const games = findOwnSheet(ss, "games", lang, refresh.registry);
  if (!games) return { plan: null, message: texts.noGamesSheet };
  const standings = standingsSheet(refresh);
  if (!standings) return { plan: null, message: texts.foreignSheet(SHEET_NAMES.standings[lang]) };
  const rules = readRulesForRefresh(ss, lang, refresh.registry);
  const { plan, table } = refreshSheets(refresh, standings, {
    games,
    values: readGamesValues(games),
    rules,
  });
  if (restoreChart) {
    const sheetId = refresh.registry.sheetId("standings") ?? standings.getSheetId();
    ensureChart(standings, plan.lang, { registry: refresh.registry, sheetId });
    refresh.registry.save();
  }
  return { plan, message: refreshMessage(plan, lang), read: { table, rules: rules.values } };
}

/**
 * A refresh that follows a change (an edit, a save): problems are toasted; a failure must not
 * turn a stored game or an edit into an error — the next change or the menu repairs it.
 */
export function refreshQuietly(refresh: Refresh, sources: Sources): void {
  const { ss, lang } = refresh;
  const texts = TEXTS[lang];
  try {
    const standings = standingsSheet(refresh);
    if (!standings) return;
    const { plan } = refreshSheets(refresh, standings, sources);
    if (plan.kind === "problems") ss.toast(refreshMessage(plan, lang), texts.addon, 10);
  } catch {
    ss.toast(texts.failed(texts.menu.recalc), texts.addon, 10);
  }
}

/**
 * The standings and, when the table is good, the statistics (STATS.md), both from the one
 * evaluation in hand; a broken table keeps the last good statistics, as it keeps the standings.
 * An edit that missed its refresh meanwhile (markMissedEdit) is counted by reading the Games
 * sheet again. Text a save left with its apostrophe in a plain-text cell is settled first.
 */
function refreshSheets(refresh: Refresh, standings: Sheet, read: Sources): Refreshed {
  const sources = { ...read, values: settleEscaped(read.games, read.values, refresh.registry) };
  let refreshed = refreshOnce(refresh, standings, sources);
  if (takeMissedEdits(refresh.registry))
    refreshed = refreshOnce(refresh, standings, {
      ...sources,
      values: readGamesValues(sources.games),
    });
  refresh.registry.save();
  return refreshed;
}

/**
 * The standings, then the statistics: each sheet's marker is written with its values, so a
 * refresh that fails half-way leaves the sheets it did not reach saying they are not updated.
 */
function refreshOnce(refresh: Refresh, standings: Sheet, sources: Sources): Refreshed {
  const result = readGamesTable(
    sources.values,
    sources.rules.rules,
    "standings",
    refresh.dayOfDate,
  );
  const marker = markerOf(sources);
  const plan = refreshStandings(
    standings,
    result,
    marker,
    refresh.when,
    rosterLines(refresh.ss, result, refresh.registry, refresh.rosterLookup),
    refresh.registry,
  );
  if (plan.kind === "standings" && result.ok) {
    const sheet = statisticsSheet(refresh.ss, refresh.lang, refresh.registry);
    if (sheet) refreshStatistics(sheet, result.table.evaluation, refresh.registry, marker);
  }
  // A season (a «Турнир» column): the series from the same evaluation, its marker as the
  // others', or the last good one marked as such. Without the column nothing of it runs.
  if (result.ok && result.table.evaluation.layout.season.tournament >= 0) {
    if (plan.kind === "standings") refreshSeries(refresh, result.table.evaluation, marker);
    else markSeriesStale(refresh, plan.count, plan.lang);
  }
  return { plan, table: result.ok ? result.table : null };
}

/**
 * The roster's warnings: each player of the games missing from «Участники», with the
 * closest name there. One values read of that sheet when it exists; none without it, or while
 * the table cannot be read. With the operation's registry, the sheet is looked for where it was
 * found last time first (rosterSheet.ts).
 */
export function rosterLines(
  ss: Spreadsheet,
  result: ReadResult,
  registry?: Registry,
  lookup?: RosterLookup,
): string[] {
  if (!result.ok) return [];
  const roster = readRosterNames(ss, registry, lookup);
  return rosterWarnings(result.table.evaluation, roster).map((warning) =>
    describeRosterWarning(warning, result.table.lang),
  );
}
