import { readSeat, WordReader } from "./cells";
import type { Issue } from "./issues";
import {
  FIELDS,
  OPTIONAL_FIELDS,
  POSITIONAL_FIELDS,
  REQUIRED_FIELDS,
  type Field,
  type Lang,
} from "./terms";
import { cellText, isEmptyCell } from "./text";
import { isNonScoringHeader, recognizeHeader } from "./vocabulary";

/** Where each field stands in the table, and the table's language. */
export interface TableLayout {
  readonly lang: Lang;
  readonly hasHeader: boolean;
  /**
   * True when the first row named the columns; false when they are taken in the documented order.
   */
  readonly headerRecognized: boolean;
  /** Column index of each field, or -1 when the table has no such column (all blank). */
  readonly columns: Readonly<Record<Field, number>>;
}

/** The whole table cannot be read: no such column, not a table at all. */
export class TableError extends Error {
  constructor(
    readonly issues: readonly Issue[],
    readonly lang: Lang,
  ) {
    super(issues.map((issue) => issue.code).join(", "));
    this.name = "TableError";
  }
}

/** The values of a table as Sheets hands them over: rows of cells, the header first. */
export type TableValues = readonly (readonly unknown[])[];

export function findLayout(values: TableValues, forced: Lang | undefined): TableLayout {
  const first = values[0] ?? [];
  const columns = Object.fromEntries(FIELDS.map((field) => [field, -1])) as Record<Field, number>;
  let ru = 0;
  let en = 0;
  let recognized = 0;
  const unknown: string[] = [];
  first.forEach((cell, index) => {
    if (isEmptyCell(cell)) return;
    const header = typeof cell === "string" ? recognizeHeader(cell) : undefined;
    if (!header || columns[header.field] !== -1) {
      if (!isNonScoringHeader(cellText(cell))) unknown.push(cellText(cell));
      return;
    }
    columns[header.field] = index;
    recognized++;
    if (header.lang === "ru") ru++;
    if (header.lang === "en") en++;
  });
  const lang: Lang = forced ?? (en > ru ? "en" : "ru");
  if (recognized >= 2) {
    const missing = REQUIRED_FIELDS.filter((field) => columns[field] === -1);
    if (missing.length > 0) {
      throw new TableError(
        missing.map((field) => ({ code: "missing-column", field })),
        lang,
      );
    }
    // A renamed scoring column («Замеч.» for «Замечания») must not count as zero: an unknown
    // header is only ignored when no scoring column is missing. «Этап» and «Команда» are left
    // out of this: a tournament without stages or teams needs no such column.
    const absent = FIELDS.filter(
      (field) => columns[field] === -1 && !OPTIONAL_FIELDS.includes(field),
    );
    if (unknown.length > 0 && absent.length > 0) {
      throw new TableError(
        unknown.map((text) => ({ code: "unknown-header", value: text, missing: absent })),
        lang,
      );
    }
    return { lang, hasHeader: true, headerRecognized: true, columns };
  }
  // No header we know: the columns stand in the documented order. A first row that reads as
  // a game row is data (the user selected the rows without their header).
  const positional = Object.fromEntries(
    FIELDS.map((field) => [field, POSITIONAL_FIELDS.indexOf(field)]),
  ) as Record<Field, number>;
  const reader = new WordReader();
  const firstIsData =
    first.length >= REQUIRED_FIELDS.length &&
    !isEmptyCell(first[positional.game]) &&
    !isEmptyCell(first[positional.role]) &&
    reader.role(first[positional.role]) !== undefined &&
    readSeat(first[positional.seat]) !== undefined;
  return { lang, hasHeader: !firstIsData, headerRecognized: false, columns: positional };
}

/** The language of a table's header, for messages about things other than the table (its rules). */
export function tableLang(values: TableValues): Lang {
  try {
    return findLayout(values, undefined).lang;
  } catch (error) {
    if (error instanceof TableError) return error.lang;
    throw error;
  }
}
