/**
 * The live check's self-test runs here on the fake, so it cannot rot: every point it tries is one
 * the fake models, under each value of the quirks it reports. The probe custom function is
 * scripts/liveProbe.js, loaded beside the bundle as the live check pushes it.
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import {
  createFakeEnvironment,
  loadBundle,
  QUIRK_VALUES,
  type FakeEnvironment,
  type FakeOptions,
  type SheetsQuirks,
} from "../fakes/spreadsheet";

interface Report {
  results: { point: string; pass: boolean; observed: string }[];
  timings: Record<string, number>;
}

const PROBE = readFileSync(new URL("../../scripts/liveProbe.js", import.meta.url), "utf8");

function run(
  options: FakeOptions = {},
  withProbe = true,
): { report: Report; env: FakeEnvironment } {
  const env = createFakeEnvironment(options);
  const context = loadBundle(env);
  if (withProbe) vm.runInContext(PROBE, context, { filename: "liveProbe.js" });
  const before = env.spreadsheet.sheetNames();
  const report = context.liveSelfTest() as Report;
  // It leaves nothing behind.
  expect(env.spreadsheet.sheetNames()).toEqual(before);
  return { report: JSON.parse(JSON.stringify(report)) as Report, env };
}

/** The custom-function points, by the start of their names. */
const PROBED = /custom function|setFormula's argument separator/;

/** Each point's observed kind (the text before its first colon), by point. */
function kinds(report: Report): Record<string, string> {
  return Object.fromEntries(report.results.map((r) => [r.point, r.observed.split(":")[0]!]));
}

describe("liveSelfTest", () => {
  it("passes every point on the fake and times a few calls", () => {
    const { report } = run();
    expect(report.results.filter((r) => !r.pass)).toEqual([]);
    expect(report.results).toHaveLength(18);
    expect(report.results.filter((r) => PROBED.test(r.point))).toHaveLength(7);
    expect(Object.keys(report.timings)).toEqual([
      "setValues, 10,000 cells",
      "getValues, 10,000 cells",
      "getRange + getValue",
      "flush",
    ]);
  });

  it("tells which of the modelled behaviours it met", () => {
    const observed = (quirks: Partial<SheetsQuirks>) =>
      run({ quirks }).report.results.map((r) => r.observed.split(":")[0]);
    const a = observed({
      plainTextApostrophe: "stripped",
      insertedRowFormat: "inherit",
      duplicateMetadata: "copied",
      sheetNameCase: "insensitive",
    });
    const b = observed({
      plainTextApostrophe: "kept",
      insertedRowFormat: "none",
      duplicateMetadata: "dropped",
      sheetNameCase: "sensitive",
    });
    expect([a[0], a[5], a[7], a[8]]).toEqual(["stripped", "inherit", "copied", "insensitive"]);
    expect([b[0], b[5], b[7], b[8]]).toEqual(["kept", "none", "dropped", "sensitive"]);
  });

  it.each([0, 1, 2])("tells what a custom function was handed (quirks #%i)", (i) => {
    const pick = <K extends keyof SheetsQuirks>(key: K): SheetsQuirks[K] => {
      const values = QUIRK_VALUES[key];
      return values[i % values.length]!;
    };
    const quirks = {
      customFunctionBlank: pick("customFunctionBlank"),
      customFunctionError: pick("customFunctionError"),
      customFunctionEmptyArgument: pick("customFunctionEmptyArgument"),
      customFunctionWholeColumn: pick("customFunctionWholeColumn"),
      formulaLocale: pick("formulaLocale"),
    };
    const { report } = run({ quirks });
    expect(report.results.filter((r) => !r.pass)).toEqual([]);
    const seen = kinds(report);
    expect(seen["a custom function's range holding #DIV/0! and #N/A"]).toBe(
      quirks.customFunctionError,
    );
    expect(
      seen[
        "a custom function's range of a number, a blank, a ticked checkbox, a date, 50% and text"
      ],
    ).toBe(quirks.customFunctionBlank);
    expect(seen["a single empty cell as a custom function's argument"]).toBe(
      quirks.customFunctionBlank,
    );
    expect(seen["a custom function's argument left out (=F(E1))"]).toBe("undefined");
    expect(seen["a custom function's argument left empty (=F(E1;))"]).toBe(
      quirks.customFunctionEmptyArgument,
    );
    expect(seen["setFormula's argument separator"]).toBe(quirks.formulaLocale);
    expect(seen["a custom function's whole-column range (E:E)"]).toBe(
      quirks.customFunctionWholeColumn,
    );
  });

  it("reads a comma as English syntax in a spreadsheet whose locale uses commas too", () => {
    const { report } = run({ locale: "en_US", quirks: { formulaLocale: "spreadsheet" } });
    const separator = report.results.find((r) => r.point === "setFormula's argument separator");
    expect(separator).toEqual({
      point: separator?.point,
      pass: true,
      observed: "english: , in en_US",
    });
  });

  it("polls until Sheets has computed the probes, and gives up after a bounded wait", () => {
    const slow = run({ customFunctionFlushes: 3 });
    expect(slow.report.results.filter((r) => !r.pass)).toEqual([]);
    expect(slow.env.calls.count("Utilities.sleep")).toBe(2);

    const never = run({ customFunctionFlushes: Number.POSITIVE_INFINITY });
    const failed = never.report.results.filter((r) => !r.pass);
    expect(failed.map((r) => r.point)).toEqual(
      never.report.results.filter((r) => PROBED.test(r.point)).map((r) => r.point),
    );
    expect(failed[1]?.observed).toBe("still computing after 40 polls");
    expect(never.env.calls.count("Utilities.sleep")).toBe(40);
  });

  it("fails the custom-function points where the probe is missing, as in the add-on", () => {
    expect("MAFIA_LIVE_PROBE" in loadBundle(createFakeEnvironment())).toBe(false);
    const { report } = run({}, false);
    const failed = report.results.filter((r) => !r.pass);
    expect(failed).toHaveLength(7);
    expect(failed.every((r) => PROBED.test(r.point))).toBe(true);
    expect(failed[0]?.observed).toBe("the probe did not run (#ERROR!)");
  });
});
