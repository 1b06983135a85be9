/**
 * «Диагностика таблицы» on the fake, end to end through dist/Code.js: every point it tries is one
 * the fake models, under each value of the quirks it reports; it writes its report, removes its
 * scratch sheets whatever happens, touches no other sheet, and stops starting points when its
 * time is out.
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { POINTS } from "../../src/sheets/diagnostics/pointCatalog";
import { PROBE_PAUSE_MS } from "../../src/sheets/diagnostics/probePoints";
import { STEPS_BUDGET_MS } from "../../src/sheets/diagnostics/runDiagnostics";
import {
  RANGE_LIST_CELLS,
  TIMINGS,
  type TimingId,
} from "../../src/sheets/diagnostics/timingCatalog";
import { ADDON_VERSION } from "../../src/sheets/diagnostics/version";
import { callMs, estimateMs, OTHER_CALL_MS } from "../fakes/costModel";
import {
  QUIRK_VALUES,
  sheetSnapshot,
  type FakeOptions,
  type SheetsQuirks,
} from "../fakes/spreadsheet";
import { tournament, tournamentRows, type Tournament } from "./helpers";

interface Row {
  readonly observed: string;
  readonly agrees: string;
}

const POINT_IDS = Object.keys(POINTS);
const TIMING_IDS = Object.keys(TIMINGS);
/** The points seen through the probe custom function. */
const PROBED = POINT_IDS.filter((id) => id.startsWith("custom.") || id === "formula.separator");

/** The report's rows by the id in their column A. */
function report(t: Tournament): Record<string, Row> {
  const rows = t.env.spreadsheet.sheet("Диагностика").table();
  return Object.fromEntries(
    rows
      .filter((r) => POINT_IDS.includes(String(r[0])))
      .map((r) => [String(r[0]), { observed: String(r[3]), agrees: String(r[4]) }]),
  );
}

/** Each point's observed kind (the text before its first colon). */
function kinds(t: Tournament): Record<string, string> {
  return Object.fromEntries(
    Object.entries(report(t)).map(([id, row]) => [id, row.observed.split(":")[0]!]),
  );
}

function disagreeing(t: Tournament): string[] {
  return Object.entries(report(t))
    .filter(([, row]) => row.agrees !== "да")
    .map(([id]) => id);
}

/** A tournament of three games, then the diagnostics; the sheets it may not touch are checked. */
function diagnose(options: FakeOptions = {}, before?: (t: Tournament) => void): Tournament {
  const t = tournament(3, options);
  before?.(t);
  const names = t.env.spreadsheet.sheetNames();
  const snapshots = names.map((name) => sheetSnapshot(t.env.spreadsheet.sheet(name)));
  t.ctx.runDiagnostics();
  // Nothing left behind but the report, and no other sheet changed.
  expect(t.env.spreadsheet.sheetNames()).toEqual([...names, "Диагностика"]);
  expect(names.map((name) => sheetSnapshot(t.env.spreadsheet.sheet(name)))).toEqual(snapshots);
  return t;
}

describe("runDiagnostics: the report", () => {
  it("tries every point, all agreeing on the fake, with the timings, the version, locale and time zone", () => {
    const t = diagnose();
    expect(Object.keys(report(t))).toEqual(POINT_IDS);
    expect(disagreeing(t)).toEqual([]);
    const rows = t.env.spreadsheet.sheet("Диагностика").table();
    const byLabel = (label: string) => rows.find((r) => r[0] === label)?.[1];
    expect(byLabel("Версия надстройки")).toBe(ADDON_VERSION);
    expect(byLabel("Региональные настройки таблицы")).toBe("ru_RU");
    expect(byLabel("Часовой пояс таблицы")).toBe("Europe/Moscow");
    expect(rows.some((r) => /^Как отправить: .*Файл → Скачать → CSV/.test(String(r[0])))).toBe(
      true,
    );
    const timings = rows.filter((r) => TIMING_IDS.includes(String(r[0])));
    expect(timings.map((r) => r[0])).toEqual(TIMING_IDS);
    for (const [id, , model, measured] of timings) {
      expect(model).toBe(TIMINGS[id as TimingId].modelMs);
      expect(typeof measured).toBe("number");
    }
    expect(rows.at(-1)?.[0]).toBe("Проверены все пункты.");
    expect(t.env.spreadsheet.where().sheet).toBe("Диагностика");
    expect(t.env.toasts.at(-1)?.message).toBe(
      `Диагностика записана на лист «Диагностика»: совпадает ${POINT_IDS.length} из ${POINT_IDS.length}.`,
    );
  });

  it("runs again over its own report; a stranger's «диагностика» is left alone", () => {
    const t = diagnose();
    t.ctx.runDiagnostics();
    expect(t.env.spreadsheet.sheetNames().filter((n) => n === "Диагностика")).toHaveLength(1);

    const other = tournament(0);
    const stranger = other.env.spreadsheet.insertSheet("диагностика");
    stranger.getRange("A1").setValue("моё");
    const names = other.env.spreadsheet.sheetNames();
    other.ctx.runDiagnostics();
    expect(other.env.spreadsheet.sheetNames()).toEqual(names);
    expect(stranger.table()).toEqual([["моё"]]);
    expect(other.env.ui.alerts.at(-1)?.prompt).toMatch(/Лист «Диагностика» создан не надстройкой/);
  });

  it("speaks English in an English spreadsheet", () => {
    const t = tournament(0, { locale: "en_US" });
    t.ctx.runDiagnostics();
    const rows = t.env.spreadsheet.sheet("Diagnostics").table();
    expect(rows[0]?.[0]).toBe("Spreadsheet check — Mafia Standings");
    expect(rows.find((r) => r[0] === "Spreadsheet locale")?.[1]).toBe("en_US");
  });
});

describe("runDiagnostics: what it met", () => {
  it("tells which of the modelled behaviours it met", () => {
    const seen = (quirks: Partial<SheetsQuirks>) => {
      const t = diagnose({ quirks });
      expect(disagreeing(t)).toEqual([]);
      const k = kinds(t);
      return [
        k["text.apostrophePlainText"],
        k["rows.insertedFormat"],
        k["metadata.copiedSheet"],
        k["names.lookupCase"],
        k["names.insertCase"],
        k["clear.leftovers"],
      ];
    };
    expect(
      seen({
        plainTextApostrophe: "stripped",
        insertedRowFormat: "inherit",
        duplicateMetadata: "copied",
        sheetNameCase: "insensitive",
        sheetNameUnique: "ignoring case",
        clearScope: "content and formats",
      }),
    ).toEqual([
      "stripped",
      "inherit",
      "copied",
      "insensitive",
      "ignoring case",
      "content and formats",
    ]);
    expect(
      seen({
        plainTextApostrophe: "kept",
        insertedRowFormat: "none",
        duplicateMetadata: "dropped",
        sheetNameCase: "sensitive",
        sheetNameUnique: "exactly",
        clearScope: "everything",
      }),
    ).toEqual(["kept", "none", "dropped", "sensitive", "exactly", "everything"]);
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
    const t = diagnose({ quirks });
    expect(disagreeing(t)).toEqual([]);
    expect(kinds(t)).toMatchObject({
      "custom.errorCells": quirks.customFunctionError,
      "custom.values": quirks.customFunctionBlank,
      "custom.blankCell": quirks.customFunctionBlank,
      "custom.omitted": "undefined",
      "custom.emptyArgument": quirks.customFunctionEmptyArgument,
      "formula.separator": quirks.formulaLocale,
      "custom.wholeColumn": quirks.customFunctionWholeColumn,
    });
  });

  it.each(QUIRK_VALUES.chartModifyOptions)(
    "tells whether a chart's styling survives modify()…build() (%s)",
    (chartModifyOptions) => {
      const t = diagnose({ quirks: { chartModifyOptions } });
      expect(disagreeing(t)).toEqual([]);
      expect(kinds(t)["chart.modifyOptions"]).toBe(chartModifyOptions);
    },
  );

  it.each([0, 1])(
    "tries the stale marker's formula, before and after a script's write (quirks #%i)",
    (i) => {
      const pick = <K extends keyof SheetsQuirks>(key: K): SheetsQuirks[K] => QUIRK_VALUES[key][i]!;
      const t = diagnose({
        quirks: {
          customFunctionBlank: pick("customFunctionBlank"),
          customFunctionError: pick("customFunctionError"),
          customFunctionWholeColumn: pick("customFunctionWholeColumn"),
          formulaLocale: pick("formulaLocale"),
        },
      });
      expect(disagreeing(t)).toEqual([]);
      const rows = report(t);
      expect(
        ["marker.computed", "marker.recalculated", "marker.loading", "marker.rangeGone"].map(
          (id) => rows[id]?.observed,
        ),
      ).toEqual(["up to date: 0", "not updated: 1", "not updated: 1", "not updated: 1"]);
      expect(rows["formula.iferrorBlank"]?.observed).toBe("blank");
    },
  );

  it("reads a comma as English syntax in a spreadsheet whose locale uses commas too", () => {
    const t = tournament(0, { locale: "en_US", quirks: { formulaLocale: "spreadsheet" } });
    t.ctx.runDiagnostics();
    const row = t.env.spreadsheet
      .sheet("Diagnostics")
      .table()
      .find((r) => r[0] === "formula.separator");
    expect(row?.slice(3)).toEqual(["english: , in en_US", "yes"]);
  });

  it("polls until Sheets has computed the probe, and gives up after a bounded wait", () => {
    // Two waits each: the probe, the marker, the marker after the script's write.
    const slow = diagnose({ customFunctionFlushes: 3 });
    expect(disagreeing(slow)).toEqual([]);
    expect(slow.env.calls.count("Utilities.sleep")).toBe(6);

    const never = diagnose({ customFunctionFlushes: Number.POSITIVE_INFINITY });
    expect(disagreeing(never)).toEqual([...PROBED, "marker.computed"]);
    expect(report(never)["custom.values"]?.observed).toBe("still computing after 40 polls");
    // A marker whose function Sheets never computes says "not updated", never "up to date".
    expect(report(never)["marker.computed"]?.observed).toBe("not updated: 1");
    expect(never.env.calls.count("Utilities.sleep")).toBe(120);
  });
});

describe("runDiagnostics: when a point fails or time runs out", () => {
  it("reports a point that throws, goes on, and removes the sheet the point had made", () => {
    const t = diagnose({}, ({ env }) => {
      env.failOn("Range.merge");
      // insertActive's own scratch sheet is made, then the point throws.
      env.onCall("Spreadsheet.insertSheet", (call) => {
        if (call.sheet?.endsWith("(new)")) env.failOn("Spreadsheet.getActiveSheet");
      });
    });
    const rows = report(t);
    expect(rows["clear.leftovers"]).toEqual({
      observed: "ошибка: Service error: Range.merge failed (injected)",
      agrees: "НЕТ",
    });
    expect(rows["sheet.insertActive"]?.observed).toBe(
      "ошибка: Service error: Spreadsheet.getActiveSheet failed (injected)",
    );
    expect(disagreeing(t)).toEqual(["sheet.insertActive", "clear.leftovers"]);
  });

  it("reports the marker's and the charts' points as failed when their calls throw", () => {
    const t = diagnose({}, ({ env }) => {
      env.failOn("Sheet.getDataRange");
      env.failOn("Sheet.updateChart");
    });
    const rows = report(t);
    expect(rows["marker.loading"]?.observed).toBe(
      "ошибка: Service error: Sheet.getDataRange failed (injected)",
    );
    expect(rows["chart.modifyOptions"]?.observed).toBe(
      "ошибка: Service error: Sheet.updateChart failed (injected)",
    );
    expect(disagreeing(t)).toEqual([
      "chart.id",
      "chart.modifyOptions",
      "formula.iferrorBlank",
      "marker.computed",
      "marker.recalculated",
      "marker.loading",
      "marker.rangeGone",
    ]);
  });

  it("reports a timed call that throws beside its figure, and times the others", () => {
    const t = diagnose({}, ({ env }) => {
      env.failOn("Sheet.deleteRows");
      env.failOn("RangeList.setBackground");
    });
    const rows = t.env.spreadsheet.sheet("Диагностика").table();
    const measured = Object.fromEntries(
      rows
        .filter((r) => TIMING_IDS.includes(String(r[0])))
        .map((r) => [String(r[0]), r.slice(2, 4)] as const),
    );
    expect(measured["time.deleteRows"]).toEqual([
      TIMINGS["time.deleteRows"].modelMs,
      "ошибка: Service error: Sheet.deleteRows failed (injected)",
    ]);
    expect(measured["time.rangeListFormat"]).toEqual([
      TIMINGS["time.rangeListFormat"].modelMs,
      "ошибка: Service error: RangeList.setBackground failed (injected)",
    ]);
    const failed = new Set(["time.deleteRows", "time.rangeListFormat"]);
    for (const id of TIMING_IDS.filter((id) => !failed.has(id)))
      expect(typeof measured[id]?.[1], id).toBe("number");
    expect(disagreeing(t)).toEqual([]);
  });

  it("names a scratch sheet it could not remove, having removed the others", () => {
    const t = tournament(0);
    const before = t.env.spreadsheet.sheetNames();
    t.env.onCall("Spreadsheet.deleteSheet", (call) => {
      if (call.sheet?.endsWith("(new)")) t.env.failOn("Spreadsheet.deleteSheet");
    });
    t.ctx.runDiagnostics();
    const left = t.env.spreadsheet.sheetNames().filter((name) => !before.includes(name));
    expect(left).toEqual([
      "Диагностика",
      expect.stringMatching(/^mafia-standings diagnostics \w+ \(new\)$/),
    ]);
    const rows = t.env.spreadsheet.sheet("Диагностика").table();
    expect(rows.at(-1)?.[0]).toBe(
      `Не удалось удалить черновые листы: ${left[1]}. Удалите их вручную.`,
    );
  });

  it("starts no step once its time is out, and says which points it could not try", () => {
    const t = diagnose({}, ({ env, ctx }) => {
      // The context's clock: the budget is spent while insertActive makes its sheet.
      const clock = vm.runInContext("Date", ctx) as DateConstructor;
      let now = 1_000_000;
      clock.now = () => now;
      env.onCall("Spreadsheet.insertSheet", (call) => {
        if (call.sheet?.endsWith("(new)")) now += STEPS_BUDGET_MS + 1;
      });
    });
    const rows = report(t);
    const tried = POINT_IDS.slice(0, POINT_IDS.indexOf("sheet.insertActive") + 1);
    const untried = POINT_IDS.filter((id) => !tried.includes(id));
    expect(untried.map((id) => rows[id]?.agrees)).toEqual(untried.map(() => "не проверено"));
    expect(tried.map((id) => rows[id]?.agrees)).toEqual(tried.map(() => "да"));
    expect(t.env.calls.count("Sheet.copyTo")).toBe(0);
    const last = String(t.env.spreadsheet.sheet("Диагностика").table().at(-1)?.[0]);
    expect(last).toBe(
      `Не проверено (не хватило шести минут команды меню): ${[...untried, ...TIMING_IDS].join(", ")}. ` +
        "Запустите диагностику ещё раз.",
    );
  });
});

describe("the diagnostics' time", () => {
  it("tries every point and timing within its budget in the cost model, every poll waited", () => {
    // The probe never computed: each of the three waits polls to its end (about 3 min, most of
    // it the polls' flushes and reads). No step then starts too late to try.
    const t = diagnose({ customFunctionFlushes: Number.POSITIVE_INFINITY });
    const { log } = t.env.calls;
    const sleeps = t.env.calls.count("Utilities.sleep");
    const ms =
      estimateMs(log, 0) + sleeps * (PROBE_PAUSE_MS - callMs({ method: "Utilities.sleep" }));
    expect(ms).toBeLessThan(STEPS_BUDGET_MS);
  });

  it("formats in its range list as many cells as a refresh formats on the statistics' headers", () => {
    const t = tournament(0);
    t.games.load(tournamentRows(3).slice(1), 2);
    t.ctx.recalculateStandings();
    const formats = (method: string) =>
      t.env.calls.log.filter((c) => c.method === method).map((c) => c.cells);
    expect(formats("RangeList.setBackground")).toEqual([RANGE_LIST_CELLS]);
    t.env.calls.reset();
    t.ctx.runDiagnostics();
    expect(formats("RangeList.setBackground")).toEqual([RANGE_LIST_CELLS]);
  });
});

describe("the diagnostics in the bundle", () => {
  it("ships the probe as a callable function with no autocomplete entry, and no self-test global", () => {
    const code = readFileSync("dist/Code.js", "utf8");
    const stub = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?function MAFIA_DIAGNOSTICS_PROBE\(/.exec(code);
    expect(stub).not.toBeNull();
    // Sheets offers in autocomplete only the functions whose JSDoc has @customfunction.
    expect(stub?.[1] ?? "").not.toContain("@customfunction");
    expect(code).toMatch(/@customfunction\s*\*\/\s*function MAFIA_STANDINGS\(/);
    const t = tournament(0);
    expect(typeof t.ctx.MAFIA_DIAGNOSTICS_PROBE).toBe("function");
    expect("liveSelfTest" in t.ctx).toBe(false);
  });

  it("reports the version of package.json", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    expect(ADDON_VERSION).toBe(pkg.version);
  });

  it("puts beside each timing the cost model's figure for the same calls", () => {
    const write = (cells: number) =>
      callMs({ method: "Range.setValues", cells }) + callMs({ method: "SpreadsheetApp.flush" });
    const read = (cells: number) => callMs({ method: "Range.getValues", cells });
    const flush = callMs({ method: "SpreadsheetApp.flush" });
    expect(
      Object.fromEntries(TIMING_IDS.map((id) => [id, TIMINGS[id as TimingId].modelMs])),
    ).toEqual({
      "time.write1k": write(1_000),
      "time.read1k": read(1_000),
      "time.write100k": write(100_000),
      "time.read100k": read(100_000),
      "time.find100k": callMs({ method: "TextFinder.findAll", cells: 100_000 }),
      "time.flush": callMs({ method: "SpreadsheetApp.flush" }),
      "time.chartUpdate": callMs({ method: "Sheet.updateChart" }),
      "time.insertSheet": callMs({ method: "Spreadsheet.insertSheet" }),
      "time.insertRows": callMs({ method: "Sheet.insertRowsAfter" }) + flush,
      "time.deleteRows": callMs({ method: "Sheet.deleteRows" }) + flush,
      "time.rangeListFormat":
        callMs({ method: "RangeList.setBackground", cells: RANGE_LIST_CELLS }) + flush,
      "time.insertChart": callMs({ method: "Sheet.insertChart" }) + flush,
      "time.getCharts": callMs({ method: "Sheet.getCharts" }),
      "time.otherCall": OTHER_CALL_MS,
    });
  });
});
