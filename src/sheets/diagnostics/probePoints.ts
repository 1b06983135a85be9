/**
 * What Sheets hands a custom function, seen through the add-on's probe (probeFunction.ts,
 * MAFIA_DIAGNOSTICS_PROBE): formulas calling it are written on the scratch sheet, then its cells
 * are flushed and polled while Sheets computes them, and each point reads the probe's report.
 */
import * as z from "zod/mini";
import { isDate } from "../platform/cellSafety";
import type { Services } from "../platform/services";
import type { Observation, PointId } from "./pointCatalog";
import { observation, type Scratch, type Step } from "./scratch";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Range = GoogleAppsScript.Spreadsheet.Range;

/** The probe custom function: a top-level function of the add-on (src/main.ts). */
const PROBE = "MAFIA_DIAGNOSTICS_PROBE";
/** Polls of the probes' cells, half a second apart: Sheets computes custom functions apart. */
export const PROBE_POLLS = 40;
export const PROBE_PAUSE_MS = 500;
/** What a custom function's cell may read while Sheets is still computing it. */
const PENDING: ReadonlySet<unknown> = new Set(["Loading...", "#N/A"]);

/**
 * The probe's report (probeFunction.ts): each argument's kind or range. Made when a report is
 * read, not when the script loads (src/protocol/seatingRequestSchema.ts says why).
 */
function probeReportSchema() {
  const range = z.object({
    rows: z.number(),
    columns: z.number(),
    cells: z.array(z.string()),
    rest: z.array(z.string()),
  });
  // Text or a range: a predicate rather than `z.union`, which would add 2 KB of zod to the
  // bundle (gameSchema.ts).
  const arg = z.custom<string | z.infer<typeof range>>(
    (value) => typeof value === "string" || range.safeParse(value).success,
  );
  return z.object({ args: z.array(arg) });
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

/** A column of cells calling custom functions once Sheets has computed them (or at the end). */
export function awaitCells(cells: Range, services: Services): unknown[] {
  let values: unknown[] = [];
  for (let poll = 0; poll < PROBE_POLLS; poll++) {
    services.spreadsheetApp.flush();
    values = cells.getValues().map((row): unknown => row[0]);
    if (!values.some((value) => PENDING.has(value))) break;
    services.utilities.sleep(PROBE_PAUSE_MS);
  }
  return values;
}

/** The probes' cells once Sheets has computed them, or as they stand after the last poll. */
function awaitProbes(cells: Range, services: Services): Record<Probe, ProbeRead> {
  const values = awaitCells(cells, services);
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

/** What a probe's cell showed instead of a report, for a point that disagrees. */
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
  const argument = "report" in read ? read.report.args[index] : undefined;
  return typeof argument === "string" ? argument : null;
}

function errorCells(read: ProbeRead): Observation {
  const cells = rangeArgument(read)?.cells;
  if (cells?.join() === "string:#DIV/0!,string:#N/A")
    return observation(true, "text: each as its text");
  if ("shown" in read && read.shown === "#DIV/0!")
    return observation(true, "not called: the cell shows #DIV/0!");
  return observation(false, cells ? `other: ${cells.join(", ")}` : unprobed(read));
}

function values(read: ProbeRead, date: unknown): Observation {
  const range = rangeArgument(read);
  if (!range) return observation(false, unprobed(read));
  const blank = range.cells[1] ?? "";
  const iso = isDate(date) ? date.toISOString() : String(date);
  const expected = ["number:7", blank, "boolean:true", `date:${iso}`, "number:0.5", "string:Алёна"];
  const agrees =
    range.rows === 6 &&
    range.columns === 1 &&
    blank in BLANK_KINDS &&
    range.cells.join("|") === expected.join("|");
  const seen = range.cells.join(", ");
  return observation(
    agrees,
    agrees ? `${BLANK_KINDS[blank]}: ${seen}` : `other: ${seen} (getValue read the date as ${iso})`,
  );
}

function kind(read: ProbeRead, index: number, kinds: Readonly<Record<string, string>>) {
  const seen = scalarArgument(read, index);
  if (seen === null) return observation(false, unprobed(read));
  const modelled = kinds[seen];
  return observation(modelled !== undefined, `${modelled ?? "other"}: ${seen}`);
}

/** Which of the two spellings of `=F(E1;)` setFormula took: English or the locale's. */
function separator(reads: Record<Probe, ProbeRead>, locale: string): Observation {
  const comma = "report" in reads.emptyComma;
  const semicolon = "report" in reads.emptySemicolon;
  if (comma !== semicolon)
    return observation(
      true,
      `${comma ? "english" : "spreadsheet"}: ${comma ? "," : ";"} in ${locale}`,
    );
  return observation(
    false,
    `other: ${unprobed(reads.emptyComma)}; ${unprobed(reads.emptySemicolon)}`,
  );
}

function wholeColumn(read: ProbeRead, sheet: Sheet): Observation {
  const range = rangeArgument(read);
  if (!range) return observation(false, unprobed(read));
  const [maxRows, lastRow] = [sheet.getMaxRows(), sheet.getLastRow()];
  const seen = range.rows === maxRows ? "max rows" : range.rows === lastRow ? "last row" : "other";
  const blanks = range.rest.every((cell) => cell in BLANK_KINDS);
  return observation(
    seen !== "other" && blanks,
    `${seen}: ${range.rows} rows (${maxRows} in the sheet, the last with data ${lastRow}), ` +
      `below row 10: ${range.rest.join(", ") || "nothing"}`,
  );
}

/** Calls the probe with each kind of argument and reads what it was handed. */
function probe({ sheet, ss, services }: Scratch): Partial<Record<PointId, Observation>> {
  writeProbeInputs(sheet);
  writeProbes(sheet);
  const cells = sheet.getRange(1, PROBE_COLUMN, Object.keys(PROBES).length, 1);
  const reads = awaitProbes(cells, services);
  return {
    "custom.errorCells": errorCells(reads.errors),
    "custom.values": values(reads.values, sheet.getRange("E4").getValue()),
    "custom.blankCell": kind(reads.blank, 0, BLANK_KINDS),
    "custom.omitted": kind(reads.omitted, 1, { undefined: "undefined" }),
    "custom.emptyArgument": kind(
      "report" in reads.emptyComma ? reads.emptyComma : reads.emptySemicolon,
      1,
      EMPTY_KINDS,
    ),
    "formula.separator": separator(reads, ss.getSpreadsheetLocale()),
    "custom.wholeColumn": wholeColumn(reads.wholeColumn, sheet),
  };
}

export const PROBE_STEP: Step = {
  points: [
    "custom.errorCells",
    "custom.values",
    "custom.blankCell",
    "custom.omitted",
    "custom.emptyArgument",
    "formula.separator",
    "custom.wholeColumn",
  ],
  run: probe,
};
