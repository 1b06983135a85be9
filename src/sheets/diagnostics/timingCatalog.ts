/**
 * The calls the diagnostics time, each beside the figure the tests' cost model
 * (test/fakes/costModel.ts) gives it: a values read 200 ms + 3 ms per 1,000 cells, a values or
 * formats write (a range list's format too) 150 ms + 10 ms per 1,000 cells, a TextFinder search
 * 100 ms, a flush 600 ms, rows inserted or deleted 300 ms, a chart inserted or updated 500 ms,
 * the charts listed 200 ms, a sheet inserted 1 s, any other call 10 ms. Apps Script may hold a
 * change back until the next flush, so each write, format, rows' or chart's insertion is timed
 * with the flush that makes it land, after a flush that lands what came before (time.flush alone
 * tells the call's own part).
 * test/sheets/diagnostics.test.ts checks the figures against the model.
 */
import type { Lang } from "../../engine";
import { rowBandA1 } from "../platform/a1";
import { statisticsHeaderRows } from "../standings/statisticsPlan";

export interface TimingEntry {
  readonly title: Readonly<Record<Lang, string>>;
  /** The cost model's figure for the same calls. */
  readonly modelMs: number;
}

const READ_MS = (cells: number) => 200 + (3 * cells) / 1000;
const WRITE_MS = (cells: number) => 150 + (10 * cells) / 1000;
const FLUSH_MS = 600;
const ROWS_MS = 300;
const OTHER_CALL_MS = 10;

/** The ranges a refresh formats in one range list: «Статистика»'s header rows, with no teams. */
const HEADER_ROWS = statisticsHeaderRows(false);
export const RANGE_LIST_BANDS = HEADER_ROWS.map(([row, column, width]) =>
  rowBandA1(row, column, width),
);
export const RANGE_LIST_CELLS = HEADER_ROWS.reduce((sum, [, , width]) => sum + width, 0);
/** The columns RANGE_LIST_BANDS reach. */
export const RANGE_LIST_COLUMNS = Math.max(
  ...HEADER_ROWS.map(([, column, width]) => column + width - 1),
);
/** How many cheap calls time.otherCall averages. */
export const OTHER_CALLS = 50;

export const TIMINGS = {
  "time.write1k": {
    title: {
      ru: "Запись 1 000 ячеек (setValues) и flush",
      en: "A write of 1,000 cells (setValues), then flush",
    },
    modelMs: WRITE_MS(1_000) + FLUSH_MS,
  },
  "time.read1k": {
    title: { ru: "Чтение 1 000 ячеек (getValues)", en: "A read of 1,000 cells (getValues)" },
    modelMs: READ_MS(1_000),
  },
  "time.write100k": {
    title: {
      ru: "Запись 100 000 ячеек (setValues) и flush",
      en: "A write of 100,000 cells (setValues), then flush",
    },
    modelMs: WRITE_MS(100_000) + FLUSH_MS,
  },
  "time.read100k": {
    title: { ru: "Чтение 100 000 ячеек (getValues)", en: "A read of 100,000 cells (getValues)" },
    modelMs: READ_MS(100_000),
  },
  "time.find100k": {
    title: { ru: "TextFinder, 100 000 ячеек", en: "TextFinder, 100,000 cells" },
    modelMs: 100,
  },
  "time.flush": {
    title: { ru: "flush после записи одной ячейки", en: "A flush after a one-cell write" },
    modelMs: FLUSH_MS,
  },
  "time.chartUpdate": {
    title: { ru: "Обновление диаграммы (updateChart)", en: "A chart updated (updateChart)" },
    modelMs: 500,
  },
  "time.insertSheet": {
    title: { ru: "Вставка листа (insertSheet)", en: "A sheet inserted (insertSheet)" },
    modelMs: 1000,
  },
  "time.insertRows": {
    title: {
      ru: "Вставка 100 строк (insertRowsAfter) и flush",
      en: "100 rows inserted (insertRowsAfter), then flush",
    },
    modelMs: ROWS_MS + FLUSH_MS,
  },
  "time.deleteRows": {
    title: {
      ru: "Удаление 100 строк (deleteRows) и flush",
      en: "100 rows deleted (deleteRows), then flush",
    },
    modelMs: ROWS_MS + FLUSH_MS,
  },
  "time.rangeListFormat": {
    title: {
      ru:
        `Заливка строк заголовков «Статистики»: ${RANGE_LIST_BANDS.length} диапазонов, ` +
        `${RANGE_LIST_CELLS} ячеек (getRangeList…setBackground), и flush`,
      en:
        `A background on the Statistics header rows: ${RANGE_LIST_BANDS.length} ranges, ` +
        `${RANGE_LIST_CELLS} cells (getRangeList…setBackground), then flush`,
    },
    modelMs: WRITE_MS(RANGE_LIST_CELLS) + FLUSH_MS,
  },
  "time.insertChart": {
    title: {
      ru: "Вставка диаграммы (insertChart) и flush",
      en: "A chart inserted (insertChart), then flush",
    },
    modelMs: 500 + FLUSH_MS,
  },
  "time.getCharts": {
    title: { ru: "Список диаграмм листа (getCharts)", en: "A sheet's charts listed (getCharts)" },
    modelMs: 200,
  },
  "time.otherCall": {
    title: {
      ru:
        `Любой другой вызов: среднее ${OTHER_CALLS} вызовов getRange, getLastRow, ` +
        "getMaxRows, getName, getSheetId",
      en:
        `Any other call: the mean of ${OTHER_CALLS} calls of getRange, getLastRow, ` +
        "getMaxRows, getName, getSheetId",
    },
    modelMs: OTHER_CALL_MS,
  },
} as const satisfies Record<string, TimingEntry>;

export type TimingId = keyof typeof TIMINGS;
