/**
 * The add-on's charts, known by their chart id (documented as stable and unique in the
 * spreadsheet), kept in the sheet's developer metadata together with the ranges the add-on last
 * gave them. A chart of the organiser's is never taken for one of ours, whatever it reads; one of
 * ours is made once, its title set only then, and is changed only when the add-on's own plan for
 * its ranges changes — moved, restyled, retitled or re-ranged by the organiser, it stays so.
 *
 * A refresh passes the operation's registry (sheetRegistry.ts), which repeats each chart's id and
 * ranges: when every chart's plan is the one recorded there, the sheet's charts are not even
 * listed. The menu's «Пересчитать таблицу» looks at them all (and makes again one the organiser
 * deleted).
 */
import type { Registry } from "../platform/sheetRegistry";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type EmbeddedChart = GoogleAppsScript.Spreadsheet.EmbeddedChart;
type DeveloperMetadata = GoogleAppsScript.Spreadsheet.DeveloperMetadata;
type ChartBuilder = GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder;

const CHART_KEY = "mafia-standings.chart";

/** Ranges as [row, column, rows, columns], 1-based. */
export type ChartRange = readonly [number, number, number, number];

export interface ChartSpec {
  /** Which of the sheet's charts this is: "leaders", "wins", "seats", "rating". */
  readonly kind: string;
  readonly ranges: readonly ChartRange[];
  /** The chart as first made: type, title, position (ranges are added by the registry). */
  readonly create: (builder: ChartBuilder) => ChartBuilder;
  /**
   * The chart of a tournament from before chart ids, if this is one: then it is adopted, not
   * made again.
   */
  readonly legacy?: (chart: EmbeddedChart) => boolean;
}

interface Recorded {
  readonly id: number;
  readonly ranges: string;
  readonly metadata: DeveloperMetadata;
}

function rangesText(ranges: readonly ChartRange[]): string {
  return ranges.map((r) => r.join(":")).join(",");
}

function recordedCharts(sheet: Sheet): Map<string, Recorded> {
  const found = new Map<string, Recorded>();
  for (const metadata of sheet.getDeveloperMetadata()) {
    if (metadata.getKey() !== CHART_KEY) continue;
    const [kind = "", id = "", ranges = ""] = (metadata.getValue() ?? "").split("@");
    if (kind !== "" && /^\d+$/.test(id)) found.set(kind, { id: Number(id), ranges, metadata });
  }
  return found;
}

function record(sheet: Sheet, spec: ChartSpec, id: number, old: Recorded | undefined): void {
  const value = `${spec.kind}@${id}@${rangesText(spec.ranges)}`;
  if (old) old.metadata.setValue(value);
  else sheet.addDeveloperMetadata(CHART_KEY, value);
}

function withRanges(sheet: Sheet, builder: ChartBuilder, ranges: readonly ChartRange[]) {
  let result = builder;
  for (const [row, column, rows, columns] of ranges)
    result = result.addRange(sheet.getRange(row, column, rows, columns));
  return result;
}

/** The sheet a refresh keeps charts on, as its registry knows it. */
export interface ChartOwner {
  readonly registry: Registry;
  readonly sheetId: number;
}

/** Where the registry repeats a chart's record: by the sheet's id and the chart's kind. */
function registryKey(sheetId: number, kind: string): string {
  return `chart:${sheetId}:${kind}`;
}

/**
 * Each chart of `specs` on the sheet: found by its recorded id, else adopted from before ids,
 * else made; its ranges set again only where the plan changed since the add-on last set them.
 * With the registry of a refresh whose records say every plan is unchanged, nothing more is
 * asked of Sheets; with `verify` (the menu's recalculation), the charts are listed to see that
 * they are all still there.
 */
export function keepCharts(
  sheet: Sheet,
  specs: readonly ChartSpec[],
  owner?: ChartOwner,
  verify = false,
): void {
  if (owner && current(sheet, specs, owner, verify)) return;
  updateCharts(sheet, specs);
  if (!owner) return;
  for (const [kind, found] of recordedCharts(sheet))
    owner.registry.setRecord(registryKey(owner.sheetId, kind), `${found.id}@${found.ranges}`);
}

/** True when the registry's records say every chart is as planned (and, verified, on the sheet). */
function current(
  sheet: Sheet,
  specs: readonly ChartSpec[],
  { registry, sheetId }: ChartOwner,
  verify: boolean,
): boolean {
  const records = specs.map((spec) => registry.record(registryKey(sheetId, spec.kind))?.split("@"));
  if (!specs.every((spec, i) => records[i]?.[1] === rangesText(spec.ranges))) return false;
  if (!verify) return true;
  const ids = new Set(sheet.getCharts().map((chart) => chart.getChartId()));
  return records.every((record) => ids.has(Number(record?.[0])));
}

function updateCharts(sheet: Sheet, specs: readonly ChartSpec[]): void {
  const recorded = recordedCharts(sheet);
  const charts = sheet.getCharts();
  const byId = new Map<number, EmbeddedChart>();
  for (const chart of charts) {
    const id = chart.getChartId();
    if (id !== null) byId.set(id, chart);
  }
  const recordedIds = new Set([...recorded.values()].map((r) => r.id));
  for (const spec of specs) {
    const old = recorded.get(spec.kind);
    const chart = old ? byId.get(old.id) : undefined;
    if (chart && old) {
      if (old.ranges === rangesText(spec.ranges)) continue;
      sheet.updateChart(withRanges(sheet, chart.modify().clearRanges(), spec.ranges).build());
      record(sheet, spec, old.id, old);
      continue;
    }
    // Gone (deleted by the organiser) or never recorded: a chart from before ids is adopted.
    const adopted = charts.find((c) => {
      const id = c.getChartId();
      return id !== null && !recordedIds.has(id) && spec.legacy?.(c) === true;
    });
    if (adopted) {
      const id = adopted.getChartId() as number;
      sheet.updateChart(withRanges(sheet, adopted.modify().clearRanges(), spec.ranges).build());
      recordedIds.add(id);
      record(sheet, spec, id, old);
      continue;
    }
    sheet.insertChart(withRanges(sheet, spec.create(sheet.newChart()), spec.ranges).build());
    // A chart has its id once it is on the sheet: the one id not seen before is the new chart's.
    const made = sheet
      .getCharts()
      .map((c) => c.getChartId())
      .find((id) => id !== null && !byId.has(id) && !recordedIds.has(id));
    if (made !== undefined && made !== null) {
      recordedIds.add(made);
      record(sheet, spec, made, old);
    }
  }
}

/** The A1 cells a chart reads, as "row:column" of each range's first cell (adopting old charts). */
export function firstCells(chart: EmbeddedChart): string[] {
  return chart.getRanges().map((range) => `${range.getRow()}:${range.getColumn()}`);
}
