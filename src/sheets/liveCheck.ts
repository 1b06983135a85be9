/**
 * The live check's self-test: on a scratch sheet of the spreadsheet it runs in, it tries each
 * point Google does not document (or that the shell relies on) and reports what Sheets did, pass
 * or fail — pass when the behaviour is one the test fake models (docs/development.md, "The
 * Sheets fake and real Sheets"), so the shell's tests cover it. `npm run live-check` runs it in a
 * real spreadsheet through the Apps Script API; `npm test` runs it on the fake, so it cannot rot.
 * What a custom function is handed it sees through a probe custom function,
 * scripts/liveProbe.js, which only the live check's test project has (without it those points
 * fail). It leaves nothing behind: the scratch sheets are deleted at the end.
 */
import * as z from "zod/mini";
import { isDate } from "./platform/cellSafety";
import type { Services } from "./platform/services";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

export interface CheckResult {
  readonly point: string;
  readonly pass: boolean;
  /** What Sheets did, in a few words (which of the modelled behaviours, or what instead). */
  readonly observed: string;
}

export interface SelfTestReport {
  readonly results: readonly CheckResult[];
  /** Milliseconds of a few calls on this spreadsheet, to compare with the tests' cost model. */
  readonly timings: Readonly<Record<string, number>>;
}

const SCRATCH = "mafia-standings live check";

type Check = (sheet: Sheet, ss: Spreadsheet, services: Services) => CheckResult;

function result(point: string, pass: boolean, observed: unknown): CheckResult {
  return {
    point,
    pass,
    observed: typeof observed === "string" ? observed : JSON.stringify(observed),
  };
}

const CHECKS: readonly Check[] = [
  (sheet) => {
    const cell = sheet.getRange("A1").setNumberFormat("@");
    cell.setValues([["'3 7"]]);
    const read: unknown = cell.getValue();
    const kind = read === "3 7" ? "stripped" : read === "'3 7" ? "kept" : "other";
    return result(
      'an apostrophe into a plain-text ("@") cell',
      kind !== "other",
      `${kind}: ${String(read)}`,
    );
  },
  (sheet) => {
    const cell = sheet.getRange("A2");
    cell.setValues([["'=1+1"]]);
    const read: unknown = cell.getValue();
    const formula: unknown = cell.getFormula();
    return result("an apostrophe into an automatic cell", read === "=1+1" && formula === "", {
      read,
      formula,
    });
  },
  (sheet, ss, services) => {
    const cell = sheet.getRange("A3");
    cell.setValues([["2026-11-29"]]);
    const read: unknown = cell.getValue();
    const day = isDate(read)
      ? services.utilities.formatDate(read, ss.getSpreadsheetTimeZone(), "yyyy-MM-dd")
      : String(read);
    return result(
      "a typed date reads back as that day in the spreadsheet's time zone",
      day === "2026-11-29",
      day,
    );
  },
  (sheet) => {
    const cell = sheet.getRange("A4").insertCheckboxes();
    const before: unknown = cell.getValue();
    cell.setValue(true);
    const after: unknown = cell.getValue();
    return result("a checkbox reads false, then true", before === false && after === true, {
      before,
      after,
    });
  },
  (sheet) => {
    const cell = sheet.getRange("A5");
    cell.setValues([["50%"]]);
    const read: unknown = cell.getValue();
    return result("a percentage reads as a fraction", read === 0.5, read);
  },
  (sheet) => {
    sheet.getRange("B10").setNumberFormat("@");
    sheet.insertRowsAfter(10, 1);
    const format: string = sheet.getRange("B11").getNumberFormat();
    const kind = format === "@" ? "inherit" : "none";
    return result("formats of a row made by insertRowsAfter", true, `${kind}: ${format}`);
  },
  (sheet, ss) => {
    const before = ss.getActiveSheet().getSheetId();
    const made = ss.insertSheet(`${SCRATCH} (new)`);
    const active = ss.getActiveSheet().getSheetId();
    ss.deleteSheet(made);
    return result("insertSheet makes the new sheet active", active !== before, { before, active });
  },
  (sheet, ss) => {
    sheet.addDeveloperMetadata("mafia-standings.live-check", "1");
    const copy = sheet.copyTo(ss);
    const kept = copy
      .getDeveloperMetadata()
      .some((m) => m.getKey() === "mafia-standings.live-check");
    ss.deleteSheet(copy);
    return result(
      "developer metadata on a copied sheet (Sheet.copyTo)",
      true,
      kept ? "copied" : "dropped",
    );
  },
  (sheet, ss) => {
    const found = ss.getSheetByName(SCRATCH.toUpperCase());
    return result("getSheetByName ignores case", true, found ? "insensitive" : "sensitive");
  },
  (sheet) => {
    const cell = sheet.getRange("C1");
    cell.setFormula('=ROWS(A1:A3)&"/"&SUMPRODUCT(ROW(A1:A3)*(A1:A3=1))');
    const read: unknown = cell.getValue();
    return result("a formula without argument separators computes", read === "3/0", read);
  },
  (sheet) => {
    const cell = sheet.getRange("C2");
    cell.setValue(1);
    cell.setNumberFormat('"up";"down";"zero"');
    const shown: string = cell.getDisplayValue();
    return result("a number format's quoted sections", shown === "up", shown);
  },
];

// ——— what a custom function receives ———

/** The probe custom function: scripts/liveProbe.js, pushed only to the live check's project. */
const PROBE = "MAFIA_LIVE_PROBE";
/** Polls of the probes' cells, half a second apart: Sheets computes custom functions apart. */
const PROBE_POLLS = 40;
const PROBE_PAUSE_MS = 500;
/** What a custom function's cell may read while Sheets is still computing it. */
const PENDING: ReadonlySet<unknown> = new Set(["Loading...", "#N/A"]);

/**
 * The probe's report (liveProbe.js): argument count, each argument's kind or range. Made when a
 * report is read, not when the script loads (src/protocol/seatingRequestSchema.ts says why).
 */
function probeReportSchema() {
  const range = z.object({
    rows: z.number(),
    columns: z.number(),
    cells: z.array(z.string()),
    rest: z.array(z.string()),
  });
  return z.object({
    count: z.number(),
    args: z.array(z.union([z.string(), range])),
  });
}
type ProbeReport = z.infer<ReturnType<typeof probeReportSchema>>;
type ProbeRange = Exclude<ProbeReport["args"][number], string>;

/** One probe's cell read back: the probe's report, or what the cell showed instead. */
type ProbeRead = { readonly report: ProbeReport } | { readonly shown: unknown };

/** Formulas calling the probe, in column G; their inputs: errors in D, values in E (E2 blank). */
const PROBES = {
  errors: `=${PROBE}(D1:D2)`,
  values: `=${PROBE}(E1:E6)`,
  blank: `=${PROBE}(E2)`,
  omitted: `=${PROBE}(E1)`,
  emptyComma: `=${PROBE}(E1,)`,
  emptySemicolon: `=${PROBE}(E1;)`,
  wholeColumn: `=${PROBE}(E:E)`,
} as const;
type Probe = keyof typeof PROBES;
const PROBE_COLUMN = 7;

/** The kinds the probe gives a blank cell, an empty argument: the behaviours the fake models. */
const BLANK_KINDS: Readonly<Record<string, string>> = { blank: "empty string", null: "null" };
const EMPTY_KINDS: Readonly<Record<string, string>> = { ...BLANK_KINDS, undefined: "undefined" };

function writeProbeInputs(sheet: Sheet): void {
  sheet.getRange("D1").setFormula("=1/0");
  sheet.getRange("D2").setFormula("=NA()");
  sheet.getRange("E1").setValue(7);
  sheet.getRange("E3").insertCheckboxes().setValue(true);
  sheet.getRange("E4:E6").setValues([["2026-11-29"], ["50%"], ["Алёна"]]);
}

/** Writes the probes in column G; a formula setFormula refuses reads as that refusal. */
function writeProbes(sheet: Sheet): void {
  Object.values(PROBES).forEach((formula, i) => {
    const cell = sheet.getRange(i + 1, PROBE_COLUMN);
    try {
      cell.setFormula(formula);
    } catch (error) {
      cell.setValue(`'refused: ${String(error)}`);
    }
  });
}

/** The probes' cells once Sheets has computed them, or as they stand after the last poll. */
function awaitProbes(cells: Range, services: Services): Record<Probe, ProbeRead> {
  let values: unknown[] = [];
  for (let poll = 0; poll < PROBE_POLLS; poll++) {
    services.spreadsheetApp.flush();
    values = cells.getValues().map((row): unknown => row[0]);
    if (!values.some((value) => PENDING.has(value))) break;
    services.utilities.sleep(PROBE_PAUSE_MS);
  }
  const names = Object.keys(PROBES) as Probe[];
  return Object.fromEntries(names.map((name, i) => [name, probeRead(values[i])])) as Record<
    Probe,
    ProbeRead
  >;
}

function probeRead(shown: unknown): ProbeRead {
  if (typeof shown !== "string" || !shown.startsWith("{")) return { shown };
  try {
    const parsed = probeReportSchema().safeParse(JSON.parse(shown));
    return parsed.success ? { report: parsed.data } : { shown };
  } catch {
    return { shown };
  }
}

/** What a probe's cell showed instead of a report, for a failed point. */
function unprobed(read: ProbeRead): string {
  if ("report" in read) return `unexpected report: ${JSON.stringify(read.report)}`;
  if (PENDING.has(read.shown)) return `still computing after ${PROBE_POLLS} polls`;
  return `the probe did not run (${String(read.shown)})`;
}

function rangeArgument(read: ProbeRead): ProbeRange | null {
  const only = "report" in read ? read.report.args[0] : undefined;
  return typeof only === "object" ? only : null;
}

function scalarArgument(read: ProbeRead, index: number): string | null {
  if (!("report" in read)) return null;
  const argument = read.report.args[index];
  // An argument Sheets left out of the call reads as JavaScript gives it.
  if (argument === undefined && index >= read.report.count) return "undefined";
  return typeof argument === "string" ? argument : null;
}

function errorCellCheck(read: ProbeRead): CheckResult {
  const point = "a custom function's range holding #DIV/0! and #N/A";
  const cells = rangeArgument(read)?.cells;
  if (cells?.join() === "string:#DIV/0!,string:#N/A")
    return result(point, true, "text: each as its text");
  if ("shown" in read && read.shown === "#DIV/0!")
    return result(point, true, "not called: the cell shows #DIV/0!");
  return result(point, false, cells ? `other: ${cells.join(", ")}` : unprobed(read));
}

function valuesCheck(read: ProbeRead, date: unknown): CheckResult {
  const point =
    "a custom function's range of a number, a blank, a ticked checkbox, a date, 50% and text";
  const range = rangeArgument(read);
  if (!range) return result(point, false, unprobed(read));
  const blank = range.cells[1] ?? "";
  const iso = isDate(date) ? date.toISOString() : String(date);
  const expected = ["number:7", blank, "boolean:true", `date:${iso}`, "number:0.5", "string:Алёна"];
  const pass =
    range.rows === 6 &&
    range.columns === 1 &&
    blank in BLANK_KINDS &&
    range.cells.join("|") === expected.join("|");
  const seen = range.cells.join(", ");
  return result(
    point,
    pass,
    pass ? `${BLANK_KINDS[blank]}: ${seen}` : `other: ${seen} (getValue read the date as ${iso})`,
  );
}

function kindCheck(
  point: string,
  read: ProbeRead,
  index: number,
  kinds: Readonly<Record<string, string>>,
): CheckResult {
  const kind = scalarArgument(read, index);
  if (kind === null) return result(point, false, unprobed(read));
  const modelled = kinds[kind];
  return result(point, modelled !== undefined, `${modelled ?? "other"}: ${kind}`);
}

/** Which of the two spellings of `=F(E1;)` setFormula took: English or the locale's. */
function separatorCheck(reads: Record<Probe, ProbeRead>, locale: string): CheckResult {
  const point = "setFormula's argument separator";
  const comma = "report" in reads.emptyComma;
  const semicolon = "report" in reads.emptySemicolon;
  if (comma !== semicolon)
    return result(
      point,
      true,
      `${comma ? "english" : "spreadsheet"}: ${comma ? "," : ";"} in ${locale}`,
    );
  return result(
    point,
    false,
    `other: ${unprobed(reads.emptyComma)}; ${unprobed(reads.emptySemicolon)}`,
  );
}

function wholeColumnCheck(read: ProbeRead, sheet: Sheet): CheckResult {
  const point = "a custom function's whole-column range (E:E)";
  const range = rangeArgument(read);
  if (!range) return result(point, false, unprobed(read));
  const [maxRows, lastRow] = [sheet.getMaxRows(), sheet.getLastRow()];
  const kind = range.rows === maxRows ? "max rows" : range.rows === lastRow ? "last row" : "other";
  const blanks = range.rest.every((cell) => cell in BLANK_KINDS);
  return result(
    point,
    kind !== "other" && blanks,
    `${kind}: ${range.rows} rows (${maxRows} in the sheet, the last with data ${lastRow}), ` +
      `below row 10: ${range.rest.join(", ") || "nothing"}`,
  );
}

/** Calls the probe custom function with each kind of argument and reads what it was handed. */
function customFunctionChecks(sheet: Sheet, ss: Spreadsheet, services: Services): CheckResult[] {
  writeProbeInputs(sheet);
  writeProbes(sheet);
  const cells = sheet.getRange(1, PROBE_COLUMN, Object.keys(PROBES).length, 1);
  const reads = awaitProbes(cells, services);
  return [
    errorCellCheck(reads.errors),
    valuesCheck(reads.values, sheet.getRange("E4").getValue()),
    kindCheck("a single empty cell as a custom function's argument", reads.blank, 0, BLANK_KINDS),
    kindCheck("a custom function's argument left out (=F(E1))", reads.omitted, 1, {
      undefined: "undefined",
    }),
    kindCheck(
      "a custom function's argument left empty (=F(E1;))",
      "report" in reads.emptyComma ? reads.emptyComma : reads.emptySemicolon,
      1,
      EMPTY_KINDS,
    ),
    separatorCheck(reads, ss.getSpreadsheetLocale()),
    wholeColumnCheck(reads.wholeColumn, sheet),
  ];
}

function timed(timings: Record<string, number>, name: string, run: () => unknown): void {
  const start = Date.now();
  run();
  timings[name] = Date.now() - start;
}

/** Each check on a fresh scratch sheet; a check that throws fails with its message. */
export function selfTest(services: Services): SelfTestReport {
  const ss = services.spreadsheetApp.getActive();
  const old = ss.getSheetByName(SCRATCH);
  if (old) ss.deleteSheet(old);
  const sheet = ss.insertSheet(SCRATCH);
  const results = CHECKS.map((check, i) => {
    try {
      return check(sheet, ss, services);
    } catch (error) {
      return result(`check ${i + 1}`, false, String(error));
    }
  });
  try {
    results.push(...customFunctionChecks(sheet, ss, services));
  } catch (error) {
    results.push(result("what a custom function receives", false, String(error)));
  }
  const timings: Record<string, number> = {};
  const cells = Array.from({ length: 1000 }, (_, r) =>
    Array.from({ length: 10 }, (_, c) => r * 10 + c),
  );
  timed(timings, "setValues, 10,000 cells", () => sheet.getRange(1, 1, 1000, 10).setValues(cells));
  timed(timings, "getValues, 10,000 cells", () => sheet.getRange(1, 1, 1000, 10).getValues());
  timed(timings, "getRange + getValue", () => sheet.getRange(1, 1).getValue());
  timed(timings, "flush", () => services.spreadsheetApp.flush());
  ss.deleteSheet(sheet);
  return { results, timings };
}
