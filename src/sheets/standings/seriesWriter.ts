/**
 * Writes the «Серия» / Series sheet (SERIES.md) from the recalculation's one evaluation: one
 * values write and a few formatting calls, whatever the season's size. Only a Games sheet with a
 * «Турнир» column has a series: without one, nothing here runs. Its first cell is the stale
 * marker (staleMarker.ts), as on the standings and statistics sheets. The size it was written
 * with, its header's width and whether its first cell is marked stale are kept in the registry,
 * so a refresh neither reads the sheet's size nor formats again what is already formatted.
 */
import type { Evaluation, Lang } from "../../engine";
import { ensureOwnSheet, findOwnSheet, type Registry } from "../platform/sheetRegistry";
import { rangeGrown } from "../platform/sheetSize";
import { planSeries, staleSeriesStatus } from "./seriesPlan";
import type { MarkerSource } from "./staleMarker";
import { HEADER_BACKGROUND, PROBLEM_BACKGROUND, TABLE_ROW } from "./standingsPlan";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What a refresh hands the series: where, in which language, when, and its registry. */
export interface SeriesTarget {
  readonly ss: Spreadsheet;
  readonly lang: Lang;
  readonly registry: Registry;
  readonly when: string;
}

/** The add-on's series sheet, created when missing; null when a stranger holds the name. */
function seriesSheet({ ss, lang, registry }: SeriesTarget): Sheet | null {
  const found = findOwnSheet(ss, "series", lang, registry);
  if (found) return found;
  const ensured = ensureOwnSheet(ss, "series", lang, registry);
  if (ensured.status === "foreign") return null;
  ensured.sheet.setFrozenRows(TABLE_ROW);
  return ensured.sheet;
}

/** The sheet's record: the rows and columns of its content, the header's width, A1 marked stale. */
interface SeriesRecord {
  readonly rows: number;
  readonly columns: number;
  readonly width: number;
  readonly stale: boolean;
}

function recordKey(registry: Registry, sheet: Sheet): string {
  return `series:${registry.sheetId("series") ?? sheet.getSheetId()}`;
}

function readRecord(registry: Registry, key: string): SeriesRecord | null {
  const [rows, columns, width, stale] = (registry.record(key) ?? "").split(":").map(Number);
  const known = (n: number | undefined): n is number => Number.isInteger(n) && (n ?? -1) >= 0;
  if (!known(rows) || !known(columns) || !known(width)) return null;
  return { rows, columns, width, stale: stale === 1 };
}

function saveRecord(registry: Registry, key: string, record: SeriesRecord): void {
  const { rows, columns, width, stale } = record;
  registry.setRecord(key, `${rows}:${columns}:${width}:${stale ? 1 : 0}`);
}

/**
 * The series of a valid evaluation onto the sheet (created when missing); with `marker`, its
 * first cell says by itself when the sheets it was made from have changed since.
 */
export function refreshSeries(
  target: SeriesTarget,
  evaluation: Evaluation,
  marker?: readonly MarkerSource[],
): void {
  const sheet = seriesSheet(target);
  if (!sheet) return;
  const { registry } = target;
  const key = recordKey(registry, sheet);
  // Without a record (a sheet from before it, a record lost), the sheet's size and a full format.
  const record = readRecord(registry, key);
  const previous = record ?? { rows: sheet.getLastRow(), columns: sheet.getLastColumn() };
  const plan = planSeries(evaluation, previous, target.when, marker);
  const rows = plan.values.length;
  const columns = plan.values[0]?.length ?? 1;
  // The marker's format before its formula, as on the standings sheet.
  if (plan.headlineFormat) sheet.getRange(1, 1).setNumberFormat(plan.headlineFormat);
  rangeGrown(sheet, 1, 1, rows, columns).setValues(plan.values);
  if (record === null || record.stale || record.width !== plan.width)
    // The status rows plain (A1 no longer marked stale), the header coloured over its width.
    sheet
      .getRange(1, 1, TABLE_ROW, columns)
      .setBackgrounds(
        Array.from({ length: TABLE_ROW }, (_, r) =>
          Array.from({ length: columns }, (_, c) =>
            r === TABLE_ROW - 1 && c < plan.width ? HEADER_BACKGROUND : null,
          ),
        ),
      );
  // The content's size: what the next refresh blanks where its own is smaller.
  saveRecord(registry, key, {
    rows: plan.height,
    columns: Math.max(plan.width, 1),
    width: plan.width,
    stale: false,
  });
}

/**
 * While a game is invalid, an existing series sheet says it is not up to date and keeps the last
 * good series below; none is made.
 */
export function markSeriesStale(target: SeriesTarget, count: number, tableLang: Lang): void {
  const { ss, lang, registry } = target;
  const sheet = findOwnSheet(ss, "series", lang, registry);
  if (!sheet) return;
  sheet.getRange(1, 1, 2, 1).setValues(staleSeriesStatus(count, tableLang));
  sheet.getRange(1, 1).setBackground(PROBLEM_BACKGROUND);
  const key = recordKey(registry, sheet);
  const record = readRecord(registry, key);
  if (record) saveRecord(registry, key, { ...record, stale: true });
}
