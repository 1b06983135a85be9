/**
 * Writes the «Серия» / Series sheet (SERIES.md) from the recalculation's one evaluation: one
 * values write and two formatting calls, whatever the season's size. Only a Games sheet with a
 * «Турнир» column has a series: without one, nothing here runs.
 */
import type { Evaluation, Lang } from "../../engine";
import { ensureOwnSheet, findOwnSheet } from "../platform/sheetRegistry";
import { ensureColumns, ensureRows } from "../platform/sheetSize";
import { planSeries, staleSeriesStatus } from "./seriesPlan";
import { HEADER_BACKGROUND, PROBLEM_BACKGROUND, TABLE_ROW } from "./standingsPlan";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The add-on's series sheet, created when missing; null when a stranger holds the name. */
function seriesSheet(ss: Spreadsheet, lang: Lang): Sheet | null {
  const found = findOwnSheet(ss, "series", lang);
  if (found) return found;
  const ensured = ensureOwnSheet(ss, "series", lang);
  if (ensured.status === "foreign") return null;
  ensured.sheet.setFrozenRows(TABLE_ROW);
  return ensured.sheet;
}

/** The series of a valid evaluation onto the sheet (created when missing). */
export function refreshSeries(ss: Spreadsheet, lang: Lang, evaluation: Evaluation, when: string) {
  const sheet = seriesSheet(ss, lang);
  if (!sheet) return;
  const previous = { rows: sheet.getLastRow(), columns: sheet.getLastColumn() };
  const plan = planSeries(evaluation, previous, when);
  const rows = plan.values.length;
  const columns = plan.values[0]?.length ?? 1;
  ensureRows(sheet, rows);
  ensureColumns(sheet, columns);
  sheet.getRange(1, 1, rows, columns).setValues(plan.values);
  sheet.getRange(1, 1).setBackground(null);
  sheet
    .getRange(TABLE_ROW, 1, 1, columns)
    .setBackgrounds([
      Array.from({ length: columns }, (_, c) => (c < plan.width ? HEADER_BACKGROUND : null)),
    ]);
}

/**
 * While a game is invalid, an existing series sheet says it is not up to date and keeps the last
 * good series below; none is made.
 */
export function markSeriesStale(ss: Spreadsheet, lang: Lang, count: number, tableLang: Lang) {
  const sheet = findOwnSheet(ss, "series", lang);
  if (!sheet) return;
  sheet.getRange(1, 1, 2, 1).setValues(staleSeriesStatus(count, tableLang));
  sheet.getRange(1, 1).setBackground(PROBLEM_BACKGROUND);
}
