/**
 * The live check's self-test runs here on the fake, so it cannot rot: every point it tries is one
 * the fake models, under each value of the quirks it reports.
 */
import { describe, expect, it } from "vitest";
import { createFakeEnvironment, loadBundle, type SheetsQuirks } from "../fakes/spreadsheet";

interface Report {
  results: { point: string; pass: boolean; observed: string }[];
  timings: Record<string, number>;
}

function run(quirks: Partial<SheetsQuirks> = {}): Report {
  const env = createFakeEnvironment({ quirks });
  const report = loadBundle(env).liveSelfTest() as Report;
  // It leaves nothing behind.
  expect(env.spreadsheet.sheetNames()).toEqual(["Лист1"]);
  return JSON.parse(JSON.stringify(report)) as Report;
}

describe("liveSelfTest", () => {
  it("passes every point on the fake and times a few calls", () => {
    const report = run();
    expect(report.results.filter((r) => !r.pass)).toEqual([]);
    expect(report.results).toHaveLength(11);
    expect(Object.keys(report.timings)).toEqual([
      "setValues, 10,000 cells",
      "getValues, 10,000 cells",
      "getRange + getValue",
      "flush",
    ]);
  });

  it("tells which of the modelled behaviours it met", () => {
    const observed = (quirks: Partial<SheetsQuirks>) =>
      run(quirks).results.map((r) => r.observed.split(":")[0]);
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
});
