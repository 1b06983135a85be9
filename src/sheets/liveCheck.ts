/**
 * The live check's self-test: on a scratch sheet of the spreadsheet it runs in, it tries each
 * point Google does not document (or that the shell relies on) and reports what Sheets did, pass
 * or fail — pass when the behaviour is one the test fake models (docs/development.md, "The
 * Sheets fake and real Sheets"), so the shell's tests cover it. `npm run live-check` runs it in a
 * real spreadsheet through the Apps Script API; `npm test` runs it on the fake, so it cannot rot.
 * It leaves nothing behind: the scratch sheets are deleted at the end.
 */
import { isDate } from "./platform/cellSafety";
import type { Services } from "./platform/services";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

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
