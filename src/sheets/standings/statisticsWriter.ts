/**
 * Writes the «Статистика» / Statistics sheet: one values write, a fixed handful of formatting
 * calls, and its three charts made once and then updated in place (never piled up) — the same
 * calls at 10 games or 2,000. The charts are known by the first cell they read, so an organiser
 * may move or restyle them freely.
 */
import type { Evaluation, Lang } from "../../engine";
import { ensureOwnSheet, findOwnSheet } from "../platform/sheetRegistry";
import { ensureColumns, ensureRows } from "../platform/sheetSize";
import {
  planStatistics,
  STATS_LAYOUT,
  type ChartPlan,
  type StatisticsPlan,
} from "./statisticsPlan";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type EmbeddedChart = GoogleAppsScript.Spreadsheet.EmbeddedChart;
type ChartBuilder = GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder;

const HEADER_BACKGROUND = "#d9e2f3";

/** The add-on's statistics sheet, created when missing; null when a stranger holds the name. */
export function statisticsSheet(ss: Spreadsheet, lang: Lang): Sheet | null {
  const found = findOwnSheet(ss, "statistics", lang);
  if (found) return found;
  const ensured = ensureOwnSheet(ss, "statistics", lang);
  if (ensured.status === "foreign") return null;
  ensured.sheet.setFrozenRows(1);
  return ensured.sheet;
}

/** The statistics of a valid evaluation onto the sheet. */
export function refreshStatistics(sheet: Sheet, evaluation: Evaluation): StatisticsPlan {
  const plan = planStatistics(evaluation, sheet.getLastRow());
  // The rating's history grows by a row a game: grow the sheet a season's block at a time.
  ensureRows(sheet, plan.values.length, 500);
  // The charts stand right of the tables: room for them too.
  ensureColumns(sheet, STATS_LAYOUT.chartColumn + 8);
  sheet.getRange(1, 1, plan.values.length, STATS_LAYOUT.width).setValues(plan.values);
  for (const [row, column, width] of plan.headerRows) {
    sheet.getRange(row, column, 1, width).setFontWeight("bold").setBackground(HEADER_BACKGROUND);
  }
  updateCharts(sheet, plan.charts);
  return plan;
}

function updateCharts(sheet: Sheet, charts: readonly ChartPlan[]): void {
  const existing = sheet.getCharts();
  const firstCell = (chart: EmbeddedChart): string => {
    const range = chart.getRanges()[0];
    return range === undefined ? "" : `${range.getRow()}:${range.getColumn()}`;
  };
  const byFirstCell = new Map(existing.map((chart) => [firstCell(chart), chart]));
  for (const plan of charts) {
    const [row, column] = plan.ranges[0] ?? [1, 1];
    const chart = byFirstCell.get(`${row}:${column}`);
    if (chart === undefined) {
      const [anchorRow, anchorColumn] = plan.anchor;
      sheet.insertChart(
        chartOf(sheet, sheet.newChart(), plan).setPosition(anchorRow, anchorColumn, 0, 0).build(),
      );
    } else {
      // Kept where the organiser put it; only its data and title follow the table.
      sheet.updateChart(chartOf(sheet, chart.modify().clearRanges(), plan).build());
    }
  }
}

/** A chart builder given the plan's type, ranges and title. */
function chartOf(sheet: Sheet, builder: ChartBuilder, plan: ChartPlan): ChartBuilder {
  const typed =
    plan.type === "pie"
      ? builder.asPieChart()
      : plan.type === "column"
        ? builder.asColumnChart()
        : builder.asLineChart();
  let result: ChartBuilder = typed.setTitle(plan.title);
  for (const [row, column, rows, columns] of plan.ranges) {
    result = result.addRange(sheet.getRange(row, column, rows, columns));
  }
  return result.setNumHeaders(1);
}
