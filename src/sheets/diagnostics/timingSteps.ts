/**
 * The timed calls (timingCatalog.ts), on the scratch sheet: a step each, so a run short of time
 * stops between them; the costliest, the write of 100,000 cells, last. The chart update is
 * timed by the chart.id point, on its chart.
 */
import { idPattern } from "../games/gameSearch";
import { observation, type Scratch, type Step } from "./scratch";
import { OTHER_CALLS, RANGE_LIST_BANDS, RANGE_LIST_COLUMNS, type TimingId } from "./timingCatalog";

const COLUMNS = 10;
/** The rows inserted, then deleted. */
const ROWS = 100;

function timed(scratch: Scratch, id: TimingId, run: () => unknown): void {
  const start = Date.now();
  run();
  scratch.timings.set(id, Date.now() - start);
}

/**
 * A change and the flush that lands it, after a flush that lands what came before, so that
 * the time is the change's own.
 */
function timedChange(scratch: Scratch, id: TimingId, change: () => unknown): void {
  const { spreadsheetApp } = scratch.services;
  spreadsheetApp.flush();
  timed(scratch, id, () => {
    change();
    spreadsheetApp.flush();
  });
}

function numbers(rows: number): number[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: COLUMNS }, (_, c) => r * COLUMNS + c),
  );
}

/** A values write of rows × 10 cells and the flush that lands it, then their read. */
function writeAndRead(rows: number, write: TimingId, read: TimingId): Step {
  return timing([write, read], (scratch) => {
    const { sheet, services } = scratch;
    const max = sheet.getMaxRows();
    if (rows > max) sheet.insertRowsAfter(max, rows - max);
    const values = numbers(rows);
    const range = sheet.getRange(1, 1, rows, COLUMNS);
    timed(scratch, write, () => {
      range.setValues(values);
      services.spreadsheetApp.flush();
    });
    timed(scratch, read, () => range.getValues());
  });
}

/** A step that reports no point, only timings. */
function timing(timings: readonly TimingId[], run: (scratch: Scratch) => void): Step {
  return { points: [], timings, run: (scratch) => (run(scratch), {}) };
}

/** ROWS rows inserted below the sheet, then deleted. */
function insertAndDeleteRows(scratch: Scratch): void {
  const { sheet } = scratch;
  const max = sheet.getMaxRows();
  timedChange(scratch, "time.insertRows", () => sheet.insertRowsAfter(max, ROWS));
  timedChange(scratch, "time.deleteRows", () => sheet.deleteRows(max + 1, ROWS));
}

/** The statistics' header rows given a background in one call, as a refresh does. */
function rangeListFormat(scratch: Scratch): void {
  const { sheet } = scratch;
  const max = sheet.getMaxColumns();
  if (max < RANGE_LIST_COLUMNS) sheet.insertColumnsAfter(max, RANGE_LIST_COLUMNS - max);
  const list = sheet.getRangeList(RANGE_LIST_BANDS);
  timedChange(scratch, "time.rangeListFormat", () => list.setBackground("#f3f3f3"));
}

/** A chart built beforehand, inserted; then the sheet's charts listed. */
function insertAndListCharts(scratch: Scratch): void {
  const { sheet } = scratch;
  const chart = sheet
    .newChart()
    .asLineChart()
    .addRange(sheet.getRange(1, 1, 10, 2))
    .setPosition(12, 4, 0, 0)
    .build();
  timedChange(scratch, "time.insertChart", () => sheet.insertChart(chart));
  timed(scratch, "time.getCharts", () => sheet.getCharts());
}

/** The mean of OTHER_CALLS cheap calls, a fifth of them each kind, after a flush. */
function otherCalls(scratch: Scratch): void {
  const { sheet, services } = scratch;
  const calls: readonly (() => unknown)[] = [
    () => sheet.getRange(1, 1),
    () => sheet.getLastRow(),
    () => sheet.getMaxRows(),
    () => sheet.getName(),
    () => sheet.getSheetId(),
  ];
  services.spreadsheetApp.flush();
  const start = Date.now();
  for (let i = 0; i < OTHER_CALLS; i++) calls[i % calls.length]?.();
  scratch.timings.set("time.otherCall", (Date.now() - start) / OTHER_CALLS);
}

/**
 * The search a save makes for game 12 (gameSearch.ts), timed over the 100,000 numbers written:
 * 12 among them shown as 12.00, and the text «12.0».
 */
function findIdCells(scratch: Scratch) {
  const { sheet } = scratch;
  sheet
    .getRange(2, 3, 2, 1)
    .setNumberFormats([["0.00"], ["@"]])
    .offset(1, 0, 1)
    .setValue("12.0");
  let found = 0;
  timed(scratch, "time.find100k", () => {
    const range = sheet.getRange(1, 1, 10_000, COLUMNS);
    found = range
      .createTextFinder(idPattern("12") ?? "")
      .useRegularExpression(true)
      .findAll().length;
  });
  return observation(found === 2, `${found} of 2`);
}

/** Timing steps: besides their timings, the save's search (find.idCell). */
export const TIMING_STEPS: readonly Step[] = [
  writeAndRead(100, "time.write1k", "time.read1k"),
  timing(["time.flush"], (scratch) => {
    scratch.sheet.getRange("L1").setValue(1);
    timed(scratch, "time.flush", () => scratch.services.spreadsheetApp.flush());
  }),
  timing(["time.insertSheet"], (scratch) => {
    let made: GoogleAppsScript.Spreadsheet.Sheet | undefined;
    timed(scratch, "time.insertSheet", () => {
      made = scratch.keep(() => scratch.ss.insertSheet(`${scratch.name} (timed)`));
    });
    if (made) scratch.remove(made);
  }),
  timing(["time.insertRows", "time.deleteRows"], insertAndDeleteRows),
  timing(["time.rangeListFormat"], rangeListFormat),
  timing(["time.insertChart", "time.getCharts"], insertAndListCharts),
  timing(["time.otherCall"], otherCalls),
  writeAndRead(10_000, "time.write100k", "time.read100k"),
  // After the 100,000 numbers above: searched among them.
  {
    points: ["find.idCell"],
    timings: ["time.find100k"],
    run: (scratch) => ({ "find.idCell": findIdCells(scratch) }),
  },
];
