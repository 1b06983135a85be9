/**
 * The «Таблица» / Standings sheet's own formatting: the status rows and the frozen header under
 * them, column widths, the problem list's column and the leaders' chart. The values are written
 * by standingsWriter.ts.
 */
import { STANDINGS_HEADERS, type Lang } from "../../engine";
import { TEXTS } from "../platform/messages";
import type { Registry } from "../platform/sheetRegistry";
import { firstCells, keepCharts, type ChartOwner, type ChartSpec } from "./chartRegistry";
import {
  CHART_ROWS,
  HEADER_BACKGROUND,
  MAX_STANDINGS_COLUMNS,
  PROBLEMS_COLUMN,
  STATUS_COLUMNS,
  TABLE_ROW,
} from "./standingsPlan";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * The layout a refresh expects: the status rows and the table's header frozen together, so the
 * status stays in view. A sheet made before the status rows has one frozen row; a refresh finding
 * it so formats the sheet anew (and moves the leaders' chart onto the table's new rows).
 */
function hasCurrentLayout(sheet: Sheet): boolean {
  return sheet.getFrozenRows() === TABLE_ROW;
}

/**
 * Formats anew a sheet of the old layout. With the operation's registry, a sheet found in the
 * current layout once is not asked again (the record names it by id): the layout only ever
 * changes from the old to the current one, and an organiser who unfreezes the rows afterwards
 * is not overruled at every refresh.
 */
export function ensureCurrentLayout(sheet: Sheet, lang: Lang, registry?: Registry): void {
  const id = registry?.sheetId("standings");
  const key = id === undefined ? null : `layout:${id}`;
  if (key !== null && registry?.record(key) === "current") return;
  if (!hasCurrentLayout(sheet)) formatStandingsSheet(sheet, lang, false);
  if (key !== null) registry?.setRecord(key, "current");
}

export function formatStandingsSheet(sheet: Sheet, lang: Lang, created: boolean): void {
  sheet.setFrozenRows(TABLE_ROW);
  if (created) {
    sheet
      .getRange(TABLE_ROW, 1, 1, STANDINGS_HEADERS[lang].length)
      .setValues([[...STANDINGS_HEADERS[lang]]])
      .setBackground(HEADER_BACKGROUND);
  }
  sheet.getRange(1, 1, 1, STATUS_COLUMNS).setFontWeight("bold");
  // The header's background follows the system's width at every recalculation (standingsPlan.ts).
  sheet.getRange(TABLE_ROW, 1, 1, MAX_STANDINGS_COLUMNS).setFontWeight("bold").setWrap(true);
  sheet.getRange(1, PROBLEMS_COLUMN).setFontWeight("bold");
  sheet.setColumnWidth(1, 60);
  sheet.setColumnWidth(2, 170);
  sheet.setColumnWidths(3, MAX_STANDINGS_COLUMNS - 2, 90);
  sheet.setColumnWidth(PROBLEMS_COLUMN - 1, 24);
  sheet.setColumnWidth(PROBLEMS_COLUMN, 520);
  sheet.getRange(1, PROBLEMS_COLUMN, sheet.getMaxRows(), 1).setWrap(true);
  if (!created) moveOldChart(sheet);
  ensureChart(sheet, lang);
}

/**
 * Where the leaders' chart stood before the standings grew the stage columns (beside the
 * problem list's old column Q): there it would cover the problem list now in U, so «Создать
 * листы турнира» moves it beside the new one. A chart anywhere else is the organiser's to place.
 */
const OLD_CHART_COLUMN = 19;

function moveOldChart(sheet: Sheet): void {
  for (const chart of sheet.getCharts()) {
    const at = chart.getContainerInfo();
    if (at.getAnchorRow() !== 2 || at.getAnchorColumn() !== OLD_CHART_COLUMN) continue;
    sheet.updateChart(
      chart
        .modify()
        .setPosition(2, PROBLEMS_COLUMN + 2, 0, 0)
        .build(),
    );
  }
}

/**
 * The leaders' chart reads the names and points of the header and the first ten players, so it
 * follows every recalculation without being rebuilt. Before the status rows it read B1:C11.
 * With a refresh's registry (`owner`), it is only looked for on the sheet by its id.
 */
export function ensureChart(sheet: Sheet, lang: Lang, owner?: ChartOwner): void {
  const leaders: ChartSpec = {
    kind: "leaders",
    ranges: [[TABLE_ROW, 2, CHART_ROWS, 2]],
    create: (builder) =>
      builder
        .asBarChart()
        .setTitle(TEXTS[lang].chartTitle)
        .setNumHeaders(1)
        .setPosition(2, PROBLEMS_COLUMN + 2, 0, 0),
    legacy: (chart) => {
      const ranges = chart.getRanges();
      return (
        ranges.length === 1 &&
        firstCells(chart)[0] === "1:2" &&
        ranges[0]?.getNumRows() === CHART_ROWS &&
        ranges[0]?.getNumColumns() === 2
      );
    },
  };
  keepCharts(sheet, [leaders], owner, true);
}
