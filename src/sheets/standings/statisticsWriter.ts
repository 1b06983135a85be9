/**
 * Writes the «Статистика» / Statistics sheet: one values write per part of it, a fixed handful of
 * formatting calls, and its three charts made once and then changed only when their data's place
 * changes (chartRegistry.ts) — the same calls at 10 games or 10,000. The heights each part was
 * written with, and where its header rows were formatted, are kept in the add-on's registry, so
 * a part that shrinks is blanked without rewriting the rest of the sheet down to the history's
 * last row, and headers that have not moved are not formatted again.
 */
import type { Evaluation, Lang } from "../../engine";
import { ensureOwnSheet, findOwnSheet, type Registry } from "../platform/sheetRegistry";
import { ensureSize } from "../platform/sheetSize";
import { firstCells, keepCharts, type ChartOwner, type ChartSpec } from "./chartRegistry";
import { rowBandA1 } from "../platform/a1";
import { TEXTS } from "../platform/messages";
import { markerCell, type MarkerSource } from "./staleMarker";
import { HEADER_BACKGROUND } from "./standingsPlan";
import {
  planStatistics,
  STATS_LAYOUT,
  type BlockHeights,
  type ChartPlan,
  type StatisticsPlan,
} from "./statisticsPlan";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type ChartBuilder = GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder;

/** The add-on's statistics sheet, created when missing; null when a stranger holds the name. */
export function statisticsSheet(ss: Spreadsheet, lang: Lang, registry?: Registry): Sheet | null {
  const found = findOwnSheet(ss, "statistics", lang, registry);
  if (found) return found;
  const ensured = ensureOwnSheet(ss, "statistics", lang, registry);
  if (ensured.status === "foreign") return null;
  ensured.sheet.setFrozenRows(1);
  return ensured.sheet;
}

/**
 * The heights the last refresh wrote, kept in the registry; without a record there (a sheet from
 * before the registry, or a record lost to a concurrent write), the sheet's last row, which is
 * never less: a part that shrank is blanked all the same.
 */
function previousHeights(
  sheet: Sheet,
  owner: ChartOwner,
): {
  heights: BlockHeights;
  save: (heights: BlockHeights) => void;
} {
  const { registry } = owner;
  const key = `heights:${owner.sheetId}`;
  const text = registry.record(key) ?? null;
  const [players, history, awards] = (text ?? "").split(":").map(Number);
  const known = (n: number | undefined): n is number => Number.isInteger(n);
  // Before the awards beside them, the side tables always stood above the history.
  const sides = known(awards) ? awards : STATS_LAYOUT.historyRow - STATS_LAYOUT.seatsRow;
  const heights =
    text !== null && known(players) && known(history)
      ? { players, history, awards: sides }
      : { players: sheet.getLastRow(), history: sheet.getLastRow(), awards: sides };
  return {
    heights,
    save: ({ players, history, awards }) =>
      registry.setRecord(key, `${players}:${history}:${awards}`),
  };
}

/**
 * The statistics of a valid evaluation onto the sheet; with `marker`, its first cell says by
 * itself when the sheets it was made from have changed since (staleMarker.ts).
 */
export function refreshStatistics(
  sheet: Sheet,
  evaluation: Evaluation,
  registry: Registry,
  marker?: readonly MarkerSource[],
): StatisticsPlan {
  const owner = { registry, sheetId: registry.sheetId("statistics") ?? sheet.getSheetId() };
  const previous = previousHeights(sheet, owner);
  const plan = planStatistics(evaluation, previous.heights);
  const first = plan.blocks[0]?.values[0];
  const format =
    marker && first
      ? markerCell(first, marker, TEXTS[plan.lang].status.sheetChanged(marker.map((m) => m.sheet)))
      : null;
  // The rows written, and the rows the charts read (the rating's history keeps its full range).
  const bottom = Math.max(
    ...plan.blocks.map((b) => b.row + b.values.length - 1),
    ...plan.charts.flatMap((c) => c.ranges.map(([row, , rows]) => row + rows - 1)),
  );
  // The rating's history grows by a row a game: grow the sheet a season's block at a time. The
  // charts stand right of the tables: room for them too.
  ensureSize(sheet, bottom, STATS_LAYOUT.chartColumn + 8, 500);
  // The marker's format before its formula, as on the standings sheet. Its texts (the header's,
  // the warning naming the source sheets) change only with a sheet's name: written when it is
  // not the one the registry says this sheet was given.
  const formatKey = `marker:${owner.sheetId}`;
  if (format && registry.record(formatKey) !== format) {
    sheet.getRange(1, 1).setNumberFormat(format);
    registry.setRecord(formatKey, format);
  }
  for (const { row, column, values } of plan.blocks)
    sheet.getRange(row, column, values.length, values[0]?.length ?? 1).setValues(values);
  if (
    plan.heights.players !== previous.heights.players ||
    plan.heights.history !== previous.heights.history ||
    plan.heights.awards !== previous.heights.awards
  )
    previous.save(plan.heights);
  // The header rows in one range list: three calls, however many parts the sheet has; none
  // when they stand where the registry says they were formatted last.
  const headers = plan.headerRows.map(([row, column, width]) => rowBandA1(row, column, width));
  const headersKey = `headers:${owner.sheetId}`;
  if (registry.record(headersKey) !== headers.join(",")) {
    sheet.getRangeList(headers).setFontWeight("bold").setBackground(HEADER_BACKGROUND);
    registry.setRecord(headersKey, headers.join(","));
  }
  keepCharts(sheet, plan.charts.map(chartSpec), owner);
  return plan;
}

/** A chart of the plan as the registry makes it: type, title and place, set once. */
function chartSpec(plan: ChartPlan): ChartSpec {
  const [row, column] = plan.ranges[0] ?? [1, 1];
  return {
    kind: plan.kind,
    ranges: plan.ranges,
    create: (builder: ChartBuilder) => {
      const typed =
        plan.type === "pie"
          ? builder.asPieChart()
          : plan.type === "column"
            ? builder.asColumnChart()
            : builder.asLineChart();
      const [anchorRow, anchorColumn] = plan.anchor;
      return typed.setTitle(plan.title).setNumHeaders(1).setPosition(anchorRow, anchorColumn, 0, 0);
    },
    // Before chart ids, a chart was the add-on's by the first cell it read.
    legacy: (chart) => firstCells(chart)[0] === `${row}:${column}`,
  };
}
