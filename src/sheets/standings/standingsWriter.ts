/**
 * «Пересчитать таблицу»: one values read of the Games sheet, the engine, one values write of the
 * Standings sheet, and a fixed handful of formatting calls — the same count at 10 games or 2,000
 * (the backgrounds in one call, the finalists' line in one or two).
 */
import type { Lang, RulesResult } from "../../engine";
import { readGamesTable, type ReadResult, type SheetValues } from "../games/gamesTable";
import { SHEET_NAMES } from "../platform/locale";
import { TEXTS } from "../platform/messages";
import { ensureOwnSheet, findOwnSheet } from "../platform/sheetRegistry";
import { readRules } from "../rules/rulesSheetWriter";
import {
  columnLetter,
  MAX_STANDINGS_COLUMNS,
  PROBLEMS_COLUMN,
  planStandings,
  type StandingsPlan,
} from "./standingsPlan";
import { ensureRows } from "../platform/sheetSize";
import { refreshStatistics, statisticsSheet } from "./statisticsWriter";
import { ensureChart, formatStandingsSheet } from "./standingsSheet";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const PROBLEM_BACKGROUND = "#f4c7c3";
/** The status cell while «Скрыть финал» is on: not an error, but not the final result either. */
const HIDDEN_FINAL_BACKGROUND = "#fff2cc";

/** The Games values as the engine needs them: the whole data range, header included. */
export function readGamesValues(games: Sheet): SheetValues {
  return games.getDataRange().getValues();
}

/**
 * The Standings sheet, created (and formatted) if the add-on has none yet;
 * null if a stranger holds the name.
 */
function standingsSheet(ss: Spreadsheet, lang: Lang): Sheet | null {
  const found = findOwnSheet(ss, "standings", lang);
  if (found) return found;
  const ensured = ensureOwnSheet(ss, "standings", lang);
  if (ensured.status === "foreign") return null;
  formatStandingsSheet(ensured.sheet, lang, true);
  return ensured.sheet;
}

/** Writes what the Games values say onto the Standings sheet. */
export function refreshStandings(standings: Sheet, result: ReadResult): StandingsPlan {
  const plan = planStandings(result, standings.getLastRow());
  ensureRows(standings, plan.values.length);
  if (plan.kind === "standings") {
    standings.getRange(1, 1, plan.values.length, PROBLEMS_COLUMN).setValues(plan.values);
    const table = standings.getRange(1, 1, plan.backgrounds.length, MAX_STANDINGS_COLUMNS);
    table.setBackgrounds(plan.backgrounds);
    // The line under the finalists: the last one's cleared, this one's drawn (top, left and the
    // verticals untouched: null leaves a side as it is).
    table.setBorder(null, null, false, null, null, false);
    if (plan.finalistsEnd !== null)
      standings
        .getRange(plan.finalistsEnd, 1, 1, plan.width)
        .setBorder(null, null, true, null, null, null);
    standings
      .getRange(1, PROBLEMS_COLUMN)
      .setBackground(plan.finalHidden ? HIDDEN_FINAL_BACKGROUND : null);
  } else {
    standings.getRange(1, PROBLEMS_COLUMN, plan.values.length, 1).setValues(plan.values);
    standings.getRange(1, PROBLEMS_COLUMN).setBackground(PROBLEM_BACKGROUND);
  }
  ensureChart(standings, plan.lang);
  return plan;
}

export { ensureRows };

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
}

/** The whole recalculation: find the sheets, read the rules and the games once each, write once. */
export function recalculate(ss: Spreadsheet, lang: Lang): RecalcOutcome {
  const texts = TEXTS[lang];
  const games = findOwnSheet(ss, "games", lang);
  if (!games) return { plan: null, message: texts.noGamesSheet };
  const standings = standingsSheet(ss, lang);
  if (!standings) return { plan: null, message: texts.foreignSheet(SHEET_NAMES.standings[lang]) };
  const plan = refreshSheets(
    ss,
    lang,
    standings,
    readGamesTable(readGamesValues(games), readRules(ss, lang), "standings"),
  );
  return { plan, message: refreshMessage(plan, lang) };
}

/**
 * A refresh that follows a change (an edit, a save): problems are toasted; a failure must not
 * turn a stored game or an edit into an error — the next change or the menu repairs it.
 */
export function refreshQuietly(
  ss: Spreadsheet,
  lang: Lang,
  values: SheetValues,
  rules: RulesResult,
): void {
  const texts = TEXTS[lang];
  try {
    const standings = standingsSheet(ss, lang);
    if (!standings) return;
    const plan = refreshSheets(ss, lang, standings, readGamesTable(values, rules, "standings"));
    if (plan.kind === "problems") ss.toast(refreshMessage(plan, lang), texts.addon, 10);
  } catch {
    ss.toast(texts.failed(texts.menu.recalc), texts.addon, 10);
  }
}

/**
 * The standings and, when the table is good, the statistics (STATS.md), both from the one
 * evaluation in hand; a broken table keeps the last good statistics, as it keeps the standings.
 */
function refreshSheets(
  ss: Spreadsheet,
  lang: Lang,
  standings: Sheet,
  result: ReadResult,
): StandingsPlan {
  const plan = refreshStandings(standings, result);
  if (plan.kind === "standings" && result.ok) {
    const sheet = statisticsSheet(ss, lang);
    if (sheet) refreshStatistics(sheet, result.table.evaluation);
  }
  return plan;
}
