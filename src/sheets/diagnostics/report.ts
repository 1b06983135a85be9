/**
 * The «Диагностика» sheet's cells: who ran what where, how to send it, each point (what the
 * add-on expects, what Sheets did, whether they agree), each timing beside the cost model's
 * figure, and what could not be tried. Every text is written as literal text.
 */
import type { Lang } from "../../engine";
import { literalText } from "../platform/cellSafety";
import { DIAGNOSTICS_TEXTS } from "./diagnosticsMessages";
import { POINTS, type Observation, type PointId } from "./pointCatalog";
import { TIMINGS, type TimingId } from "./timingCatalog";

export const REPORT_WIDTH = 5;

/** A point's outcome: what Sheets did, the error it threw, or not tried (out of time). */
export type PointOutcome = Observation | { readonly error: string } | "not tried";
/** A timing's outcome: milliseconds, the error its step threw, or not tried. */
export type TimingOutcome = number | { readonly error: string } | "not tried";

export interface Report {
  readonly version: string;
  readonly locale: string;
  readonly timeZone: string;
  readonly ranAt: string;
  readonly points: ReadonlyMap<PointId, PointOutcome>;
  readonly timings: ReadonlyMap<TimingId, TimingOutcome>;
  readonly notRemoved: readonly string[];
}

type Cell = string | number;

function row(...cells: Cell[]): Cell[] {
  const text = cells.map((cell) => (typeof cell === "string" ? literalText(cell) : cell));
  return [...text, ...Array.from({ length: REPORT_WIDTH - cells.length }, () => "")];
}

function pointRow(lang: Lang, id: PointId, outcome: PointOutcome | undefined): Cell[] {
  const t = DIAGNOSTICS_TEXTS[lang];
  const { title, expected } = POINTS[id];
  if (outcome === undefined || outcome === "not tried")
    return row(id, title[lang], expected, "", t.notTried);
  if ("error" in outcome)
    return row(id, title[lang], expected, t.failed(outcome.error), t.disagrees);
  return row(id, title[lang], expected, outcome.observed, outcome.agrees ? t.agrees : t.disagrees);
}

function timingRow(lang: Lang, id: TimingId, outcome: TimingOutcome | undefined): Cell[] {
  const t = DIAGNOSTICS_TEXTS[lang];
  const { title, modelMs } = TIMINGS[id];
  if (outcome === undefined || outcome === "not tried")
    return row(id, title[lang], modelMs, t.notTried);
  if (typeof outcome === "number") return row(id, title[lang], modelMs, outcome);
  return row(id, title[lang], modelMs, t.failed(outcome.error));
}

/** The ids of the points and timings not tried. */
export function notTried(report: Report): string[] {
  const untried = (ids: object, outcomes: ReadonlyMap<string, unknown>) =>
    Object.keys(ids).filter((id) => (outcomes.get(id) ?? "not tried") === "not tried");
  return [...untried(POINTS, report.points), ...untried(TIMINGS, report.timings)];
}

export function reportGrid(lang: Lang, report: Report): Cell[][] {
  const t = DIAGNOSTICS_TEXTS[lang];
  const missing = notTried(report);
  return [
    row(t.title),
    row(t.version, report.version),
    row(t.locale, report.locale),
    row(t.timeZone, report.timeZone),
    row(t.ranAt, report.ranAt),
    row(t.howToSend),
    row(),
    row(...t.pointsHeader),
    ...(Object.keys(POINTS) as PointId[]).map((id) => pointRow(lang, id, report.points.get(id))),
    row(),
    row(...t.timingsHeader),
    ...(Object.keys(TIMINGS) as TimingId[]).map((id) =>
      timingRow(lang, id, report.timings.get(id)),
    ),
    row(),
    row(missing.length > 0 ? t.notTriedLine(missing.join(", ")) : t.allTried),
    ...(report.notRemoved.length > 0 ? [row(t.notRemoved(report.notRemoved.join(", ")))] : []),
  ];
}
