/**
 * The «Таблица» / Standings sheet's own formatting: its frozen header, column widths, the
 * problem list's column and the leaders' chart. The values are written by standingsWriter.ts.
 */
import { STANDINGS_HEADERS, type Lang } from "../../engine";
import { TEXTS } from "../platform/messages";
import {
  CHART_ROWS,
  HEADER_BACKGROUND,
  MAX_STANDINGS_COLUMNS,
  PROBLEMS_COLUMN,
} from "./standingsPlan";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function formatStandingsSheet(sheet: Sheet, lang: Lang, created: boolean): void {
  sheet.setFrozenRows(1);
  if (created) {
    sheet
      .getRange(1, 1, 1, STANDINGS_HEADERS[lang].length)
      .setValues([[...STANDINGS_HEADERS[lang]]])
      .setBackground(HEADER_BACKGROUND);
  }
  // The header's background follows the system's width at every recalculation (standingsPlan.ts).
  sheet.getRange(1, 1, 1, MAX_STANDINGS_COLUMNS).setFontWeight("bold").setWrap(true);
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

/** The leaders' chart reads B1:C11, so it follows every recalculation without being rebuilt. */
export function ensureChart(sheet: Sheet, lang: Lang): void {
  if (sheet.getCharts().length > 0) return;
  sheet.insertChart(
    sheet
      .newChart()
      .asBarChart()
      .setTitle(TEXTS[lang].chartTitle)
      .addRange(sheet.getRange(1, 2, CHART_ROWS, 2))
      .setNumHeaders(1)
      .setPosition(2, PROBLEMS_COLUMN + 2, 0, 0)
      .build(),
  );
}
