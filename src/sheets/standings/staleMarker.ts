/**
 * The top line of an add-on's sheet («Таблица», «Статистика», …) says «не обновлена» by itself
 * once the Games or the Rules sheet no longer holds what its last refresh read — whoever changed
 * them and however: a typed value, a script, a form, another add-on, inserted, deleted or sorted
 * rows. Sheets fires no edit event for most of those, and an edit's own refresh may fail or never
 * run (a trigger stopped at its 30 seconds, an exception), so the check cannot be the refresh's:
 * Sheets computes it.
 *
 * At each refresh the add-on takes the digest (valuesDigest) of the values it read from each
 * source sheet and leaves a formula at the sheet's top that compares it with the digest Sheets
 * computes of the same range now, by the custom function MAFIA_FINGERPRINT: 0 while every digest
 * is still the one read, 1 once one is not, or while Sheets cannot tell (the function not yet
 * computed, a range gone: IFERROR's blank). The cell's number format shows the up-to-date text
 * for 0 and the warning otherwise. Sheets recomputes the function when its range changes, so an
 * edit costs one more read of the Games range, by Sheets, not by the script.
 *
 * The formula has no argument separators (one-argument functions and operators only), so it
 * reads the same whether Apps Script parses it in English or in the spreadsheet's locale (which
 * Google does not say); function names are Sheets' own English ones, which every locale accepts.
 */
import { valuesDigest } from "../../engine";
import { columnLetter } from "../platform/a1";
import type { WritableCell } from "../platform/cellSafety";

type SheetValues = readonly (readonly unknown[])[];

/** One sheet a refresh read: the range the check covers and the digest of what it held. */
export interface MarkerSource {
  /** The sheet's name, as a formula's reference names it. */
  readonly sheet: string;
  /** The columns checked, from A: the ones the refresh read. */
  readonly columns: number;
  readonly digest: string;
}

/**
 * What the check covers of a sheet read whole: its first `columns` columns (all of them by
 * default) down to the last row. A Rules sheet is checked over A:B, what the engine reads,
 * since the add-on itself writes its column C.
 */
export function markerSource(sheet: string, values: SheetValues, columns?: number): MarkerSource {
  const width = columns ?? Math.max(1, ...values.map((row) => row.length));
  const read = columns === undefined ? values : values.map((row) => row.slice(0, columns));
  return { sheet, columns: width, digest: valuesDigest(read) };
}

/** A sheet name as a formula reference writes it: quoted, quotes doubled. */
function sheetReference(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/** A string literal of a formula. */
function formulaString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The formula: 0 while every source still holds what was read, 1 otherwise. */
export function markerFormula(sources: readonly MarkerSource[]): string {
  const live = sources
    .map((s) => `MAFIA_FINGERPRINT(${sheetReference(s.sheet)}!A:${columnLetter(s.columns)})`)
    .join(`&"|"&`);
  const read = formulaString(sources.map((s) => s.digest).join("|"));
  return `=1-N(IFERROR(${live}=${read}))`;
}

/** Text inside a number format's quotes: a straight quote would end it. */
function formatText(text: string): string {
  return `"${text.replace(/"/g, "”")}"`;
}

/** The marker cell's number format: the warning for 1 (never met: a negative), `current` for 0. */
export function markerFormat(current: string, stale: string): string {
  return `${formatText(stale)};${formatText(stale)};${formatText(current)}`;
}

/**
 * Makes the first cell of a row about to be written the marker, keeping what it showed (a header's
 * text) as the up-to-date text: the row's cells changed in place; the cell's number format to set
 * is returned. Any sheet a refresh writes may carry one this way.
 */
export function markerCell(
  row: WritableCell[],
  sources: readonly MarkerSource[],
  stale: string,
): string {
  const shown = row[0];
  const current = typeof shown === "string" ? shown.replace(/^'/, "") : String(shown ?? "");
  row[0] = markerFormula(sources);
  return markerFormat(current, stale);
}
