/**
 * «Диагностика таблицы» / *Check this spreadsheet*: in the organiser's own spreadsheet, tries
 * every point the test fake models as an option or an assumption and times the calls the cost
 * model prices, on scratch sheets it removes, then writes the report to «Диагностика» (the
 * add-on's own sheet; a stranger's of that name is left alone). No other sheet is touched. A
 * menu command has six minutes: no step starts after STEPS_BUDGET_MS, and the report says what
 * was not tried.
 */
import type { Lang } from "../../engine";
import { TEXTS } from "../platform/messages";
import type { Services } from "../platform/services";
import { ensureOwnSheet } from "../platform/sheetRegistry";
import { blankSheet } from "../platform/sheetRewrite";
import { ensureRows } from "../platform/sheetSize";
import { alert, command } from "../platform/ui";
import { CELL_STEPS } from "./cellPoints";
import { DIAGNOSTICS_TEXTS } from "./diagnosticsMessages";
import { MARKER_STEP } from "./markerPoints";
import { POINTS, type PointId } from "./pointCatalog";
import { PROBE_STEP } from "./probePoints";
import {
  notTried,
  REPORT_WIDTH,
  reportGrid,
  type PointOutcome,
  type Report,
  type TimingOutcome,
} from "./report";
import { withScratch, type Scratch, type Step } from "./scratch";
import type { TimingId } from "./timingCatalog";
import { TIMING_STEPS } from "./timingSteps";
import { ADDON_VERSION } from "./version";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** No step starts later than this after the command began; the rest is for the report. */
export const STEPS_BUDGET_MS = 4 * 60_000;

/**
 * The probe and the marker write on cells the cell points leave (the marker reads A:B, the
 * chart.id point's data); the timings overwrite them all, last.
 */
const STEPS: readonly Step[] = [...CELL_STEPS, PROBE_STEP, MARKER_STEP, ...TIMING_STEPS];

/**
 * A name no organiser gives a sheet: ASCII, lower case (names.lookupCase tries it upper case),
 * new at each run, so that sheets an interrupted run left never stop the next one.
 */
function scratchName(start: number): string {
  return `mafia-standings diagnostics ${start.toString(36)}`;
}

export type DiagnosticsOutcome =
  | { readonly status: "foreign"; readonly name: string }
  | {
      readonly status: "written";
      readonly agreeing: number;
      /** The ids of the points and timings not tried for want of time. */
      readonly notTried: readonly string[];
    };

interface Outcomes {
  readonly points: Map<PointId, PointOutcome>;
  readonly timings: Map<TimingId, TimingOutcome>;
}

/** A thrown value's message (a service's error is not always this realm's Error). */
function messageOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error)
    return String(error.message);
  return String(error);
}

/** Each step in turn while time is left; a step that throws reports its error on its points. */
function runSteps(scratch: Scratch, start: number): Outcomes {
  const points = new Map<PointId, PointOutcome>();
  const timings = new Map<TimingId, TimingOutcome>();
  for (const step of STEPS) {
    if (Date.now() - start > STEPS_BUDGET_MS) continue;
    try {
      const seen = step.run(scratch);
      for (const id of step.points) points.set(id, seen[id] ?? "not tried");
    } catch (error) {
      for (const id of step.points) points.set(id, { error: messageOf(error) });
      for (const id of step.timings ?? [])
        if (!scratch.timings.has(id)) timings.set(id, { error: messageOf(error) });
    }
    for (const [id, ms] of scratch.timings) timings.set(id, ms);
  }
  return { points, timings };
}

function writeReport(sheet: Sheet, grid: (string | number)[][]): void {
  blankSheet(sheet);
  ensureRows(sheet, grid.length);
  sheet.getRange(1, 1, grid.length, REPORT_WIDTH).setValues(grid);
  sheet.getRange(1, 1).setFontWeight("bold");
  sheet.setColumnWidth(1, 170);
  sheet.setColumnWidths(2, 2, 320);
  sheet.setColumnWidth(4, 360);
  sheet.setColumnWidth(5, 110);
}

export function runDiagnostics(services: Services): DiagnosticsOutcome | undefined {
  return command(services, (lang: Lang, ss, locale) => {
    const start = Date.now();
    const t = DIAGNOSTICS_TEXTS[lang];
    const own = ensureOwnSheet(ss, "diagnostics", lang);
    if (own.status === "foreign") {
      alert(services, lang, t.foreign(own.name));
      return { status: "foreign", name: own.name };
    }
    const timeZone = ss.getSpreadsheetTimeZone();
    const ranAt = services.utilities.formatDate(new Date(start), timeZone, "yyyy-MM-dd HH:mm");
    const scratch = scratchName(start);
    const run = withScratch(ss, services, scratch, (sheets) => runSteps(sheets, start));
    const report: Report = {
      version: ADDON_VERSION,
      locale,
      timeZone,
      ranAt,
      ...run.value,
      notRemoved: run.notRemoved,
    };
    writeReport(own.sheet, reportGrid(lang, report));
    own.sheet.activate();
    const agreeing = [...run.value.points.values()].filter(
      (o) => typeof o === "object" && "agrees" in o && o.agrees,
    ).length;
    const points = Object.keys(POINTS).length;
    ss.toast(t.written(own.sheet.getName(), agreeing, points), TEXTS[lang].addon, 10);
    return { status: "written", agreeing, notTried: notTried(report) };
  });
}
