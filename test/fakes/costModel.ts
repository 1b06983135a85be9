/**
 * How long the service calls of one execution would take in real Sheets: a cost per call, and
 * per cell for the calls that move cells. The figures are set above every public measurement we
 * know of, so a test that keeps an execution under its budget here is on the safe side there:
 *
 * - a values read: 200 ms, plus 3 ms per 1,000 cells. An execution transcript shows a first
 *   getValues at 175 ms (https://pastebin.com/VzZLHRrM); the per-cell part is our assumption
 *   (no public figure for large reads we could confirm);
 * - a values or formats write (a range list's format too): 150 ms, plus 10 ms per 1,000 cells.
 *   One setValues of 4,000 cells was measured under 50 ms ("What is faster: ScriptDb or
 *   SpreadsheetApp?", Stack Overflow);
 * - a TextFinder search (findAll): 100 ms whatever the range, our assumption: Sheets searches
 *   its own copy of the cells and sends back only where the matches are, one round trip without
 *   the values (no public figure; point time.find100k times one over 100,000 cells, and
 *   find.idCell checks what it matches). Range.getNextDataCell is priced as getLastRow is;
 * - flush: 600 ms (the same measurement: a flush after that write added about 560 ms);
 * - inserting or deleting rows: 300 ms; a chart inserted or updated: 500 ms, the charts listed:
 *   200 ms; a sheet inserted: 1 s;
 * - any other call: 10 ms. The same transcript logs getRange, getActiveSheet and the like at
 *   "0 seconds"; Google's best practices say only that service calls are slow and to batch them
 *   (https://developers.google.com/apps-script/guides/support/best-practices).
 *
 * Waiting for the lock is not a call's cost: the budget leaves room for it (onEdit waits 10 s).
 * «Диагностика таблицы» times the same calls in an organiser's spreadsheet, each beside these
 * figures (src/sheets/diagnostics/timingCatalog.ts; a change timed with the flush that lands
 * it), and these points of its report confirm them:
 * - a values read: time.read1k, time.read100k;
 * - a values write: time.write1k, time.write100k (each with its flush); a range list's format:
 *   time.rangeListFormat (the statistics' header rows, 64 cells in five ranges, and a flush);
 * - flush: time.flush;
 * - rows inserted: time.insertRows; rows deleted: time.deleteRows (100 rows, and a flush);
 * - a chart inserted: time.insertChart (and a flush); updated: time.chartUpdate; the charts
 *   listed: time.getCharts;
 * - a sheet inserted: time.insertSheet;
 * - a TextFinder search: time.find100k (and find.idCell, what it matches; find.hiddenRow,
 *   whether it searches hidden rows);
 * - any other call: time.otherCall (the mean of 50 calls of getRange, getLastRow, getMaxRows,
 *   getName and getSheetId).
 * No point times apart a single cell read or written, a formula, a Range's own formats or notes
 * written, or columns inserted: the model prices them as the values read and write, or the rows,
 * above.
 */
import type { Call } from "./spreadsheet";

interface Cost {
  readonly ms: number;
  readonly perThousandCells?: number;
}

const READ: Cost = { ms: 200, perThousandCells: 3 };
const WRITE: Cost = { ms: 150, perThousandCells: 10 };

export const CALL_COSTS: Readonly<Record<string, Cost>> = {
  "Range.getValues": READ,
  "Range.getValue": READ,
  "Range.getDisplayValues": READ,
  "Range.getDisplayValue": READ,
  "Range.getFormulas": READ,
  "Range.getNumberFormats": READ,
  "Range.getNotes": READ,
  "Range.setValues": WRITE,
  "Range.setValue": WRITE,
  "Range.setFormula": WRITE,
  "Range.setBackgrounds": WRITE,
  "Range.setNumberFormats": WRITE,
  "Range.setNotes": WRITE,
  // A range list's format is a write over all its cells, whatever the number of ranges.
  "RangeList.setBorder": WRITE,
  "RangeList.setFontWeight": WRITE,
  "RangeList.setBackground": WRITE,
  "RangeList.setHorizontalAlignment": WRITE,
  "RangeList.setWrap": WRITE,
  "SpreadsheetApp.flush": { ms: 600 },
  "Sheet.insertRowsAfter": { ms: 300 },
  "Sheet.insertRowsBefore": { ms: 300 },
  "Sheet.deleteRows": { ms: 300 },
  "Sheet.insertColumnsAfter": { ms: 300 },
  "Sheet.insertChart": { ms: 500 },
  "Sheet.updateChart": { ms: 500 },
  "Sheet.getCharts": { ms: 200 },
  "Spreadsheet.insertSheet": { ms: 1000 },
  "TextFinder.findAll": { ms: 100 },
};
export const OTHER_CALL_MS = 10;

/** The script's own work between calls: 10 µs a Games row (Node runs the engine at ~0.5 µs). */
export const SCRIPT_MS_PER_ROW = 0.01;

export function callMs(call: Call): number {
  const cost = CALL_COSTS[call.method];
  if (!cost) return OTHER_CALL_MS;
  return cost.ms + ((call.cells ?? 0) / 1000) * (cost.perThousandCells ?? 0);
}

/** The estimate of an execution: its calls, and the script's time on `rows` Games rows. */
export function estimateMs(calls: readonly Call[], rows: number): number {
  return calls.reduce((sum, call) => sum + callMs(call), 0) + rows * SCRIPT_MS_PER_ROW;
}

/**
 * The rows of «Игры» an execution read: what a save's own work is charged on, since a large sheet
 * is searched for its game rather than read whole (a refresh's is charged on every row).
 */
export function gamesRowsRead(calls: readonly Call[]): number {
  return calls
    .filter((c) => c.method === "Range.getValues" && c.sheet === "Игры")
    .reduce((sum, c) => sum + (c.rows ?? 0), 0);
}

/** The estimate's biggest parts, for a failure message. */
export function costBreakdown(calls: readonly Call[]): string {
  const byMethod = new Map<string, { count: number; ms: number }>();
  for (const call of calls) {
    const entry = byMethod.get(call.method) ?? { count: 0, ms: 0 };
    entry.count++;
    entry.ms += callMs(call);
    byMethod.set(call.method, entry);
  }
  return [...byMethod.entries()]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, 12)
    .map(([method, { count, ms }]) => `${method} ×${count}: ${Math.round(ms)} ms`)
    .join("\n");
}
