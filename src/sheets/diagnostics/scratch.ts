/**
 * The diagnostics' scratch sheets: every sheet a point makes is registered here the moment it
 * exists and removed at the end, even when a point throws, so the run leaves nothing behind but
 * its report. No other sheet is ever written.
 */
import type { Services } from "../platform/services";
import type { Observation, PointId } from "./pointCatalog";
import type { TimingId } from "./timingCatalog";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export interface Scratch {
  readonly ss: Spreadsheet;
  readonly services: Services;
  /** The scratch sheet the points write on. */
  readonly sheet: Sheet;
  /** Its name: ASCII, lower case, unlike any organiser's sheet. */
  readonly name: string;
  /** A further scratch sheet, made by `make` and removed at the end whatever happens. */
  keep(make: () => Sheet): Sheet;
  /** A scratch sheet removed now. */
  remove(sheet: Sheet): void;
  /** Milliseconds of the calls the cost model prices, as timed here. */
  readonly timings: Map<TimingId, number>;
}

/** One try of one or more points or timings; one it does not return counts as not tried. */
export interface Step {
  readonly points: readonly PointId[];
  readonly timings?: readonly TimingId[];
  readonly run: (scratch: Scratch) => Partial<Record<PointId, Observation>>;
}

/** A step of a single point. */
export function single(point: PointId, run: (scratch: Scratch) => Observation): Step {
  return { points: [point], run: (scratch) => ({ [point]: run(scratch) }) };
}

export function observation(agrees: boolean, observed: unknown): Observation {
  return { agrees, observed: typeof observed === "string" ? observed : JSON.stringify(observed) };
}

/**
 * Runs `work` with a scratch sheet named `name`, then removes every scratch sheet (each removal
 * tried even if another fails: the names of those left are returned) and puts the organiser
 * back on the sheet and cells they had.
 */
export function withScratch<T>(
  ss: Spreadsheet,
  services: Services,
  name: string,
  work: (scratch: Scratch) => T,
): { readonly value: T; readonly notRemoved: readonly string[] } {
  const active = ss.getActiveSheet();
  const selection = ss.getActiveRange();
  const made: Sheet[] = [];
  const keep = (make: () => Sheet): Sheet => {
    const sheet = make();
    made.push(sheet);
    return sheet;
  };
  const remove = (sheet: Sheet): void => {
    ss.deleteSheet(sheet);
    made.splice(made.indexOf(sheet), 1);
  };
  const notRemoved: string[] = [];
  try {
    const sheet = keep(() => ss.insertSheet(name));
    const value = work({ ss, services, sheet, name, keep, remove, timings: new Map() });
    return { value, notRemoved };
  } finally {
    for (const sheet of [...made].reverse()) {
      try {
        remove(sheet);
      } catch {
        notRemoved.push(sheet.getName());
      }
    }
    ss.setActiveSheet(active);
    if (selection) ss.setActiveRange(selection);
  }
}
