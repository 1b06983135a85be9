import { readSeat, WordReader } from "./cells";
import type { Issue, IssueOf } from "./issues";
import {
  FIELDS,
  POSITIONAL_FIELDS,
  REQUIRED_FIELDS,
  type Field,
  type Lang,
  type PlaceField,
  type SeasonField,
} from "./terms";
import { cellText, isEmptyCell } from "./text";
import {
  isNonScoringHeader,
  looksLikeColumn,
  placeOfHeader,
  recognizeHeader,
  seasonOfHeader,
} from "./vocabulary";

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
  /**
   * The columns of a game's round and table (-1 when absent): with a table column, games are
   * numbered per table (identity.ts, gameKey).
   */
  readonly place: Readonly<Record<PlaceField, number>>;
  /**
   * The columns of a season (SERIES.md; -1 when absent): with a tournament column, a game is
   * known by its tournament too (identity.ts, gameKey). The weight is read only beside it.
   */
  readonly season: Readonly<Record<SeasonField, number>>;
  /** The headers the engine does not know, ignored (each is a warning of the evaluation). */
  readonly ignored: readonly string[];
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
  const twice: Issue[] = [];
  const place: Record<PlaceField, number> = { round: -1, table: -1 };
  const season: Record<SeasonField, number> = { tournament: -1, weight: -1 };
  first.forEach((cell, index) => {
    if (isEmptyCell(cell)) return;
    const header = typeof cell === "string" ? recognizeHeader(cell) : undefined;
    if (header === undefined) {
      const placed = typeof cell === "string" ? placeOfHeader(cell) : undefined;
      const seasonal = typeof cell === "string" ? seasonOfHeader(cell) : undefined;
      if (placed !== undefined && place[placed] === -1) place[placed] = index;
      else if (seasonal !== undefined && season[seasonal] === -1) season[seasonal] = index;
      else if (!isNonScoringHeader(cellText(cell))) unknown.push(cellText(cell));
      return;
    }
    if (columns[header.field] !== -1) {
      twice.push({ code: "column-twice", value: cellText(cell), column: header.field });
      return;
    }
    columns[header.field] = index;
    recognized++;
    if (header.lang === "ru") ru++;
    if (header.lang === "en") en++;
  });
  const lang: Lang = forced ?? (en > ru ? "en" : "ru");
  if (recognized >= 2) {
    // A weight without a tournament column weighs nothing: the header is read as it always was.
    if (season.tournament < 0 && season.weight >= 0) {
      unknown.push(cellText(first[season.weight]));
      season.weight = -1;
    }
    const { ignored, problems } = checkHeaders(columns, unknown);
    if (twice.length > 0 || problems.length > 0)
      throw new TableError([...twice, ...problems], lang);
    return { lang, hasHeader: true, headerRecognized: true, columns, place, season, ignored };
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
  return {
    lang,
    hasHeader: !firstIsData,
    headerRecognized: false,
    columns: positional,
    place: { round: -1, table: -1 },
    season: { tournament: -1, weight: -1 },
    ignored: [],
  };
}

/**
 * A recognised header's unknown headers sorted: a header that looks like a column the table lacks
 * is that column renamed, refused naming both (vocabulary.ts, looksLikeColumn), so a renamed
 * column never counts as zero; any other is ignored. A required column missing is refused. An
 * unknown header never makes the table ask for a column it may leave out.
 */
function checkHeaders(
  columns: Readonly<Record<Field, number>>,
  unknown: readonly string[],
): { ignored: string[]; problems: Issue[] } {
  const absent = FIELDS.filter((field) => columns[field] === -1);
  const ignored: string[] = [];
  const renamed: IssueOf<"renamed-column">[] = [];
  for (const value of unknown) {
    const column = absent.find((field) => looksLikeColumn(value, field));
    if (column === undefined) ignored.push(value);
    else renamed.push({ code: "renamed-column", value, column });
  }
  const named = new Set(renamed.map((issue) => issue.column));
  const missing: Issue[] = REQUIRED_FIELDS.filter(
    (field) => columns[field] === -1 && !named.has(field),
  ).map((field) => ({ code: "missing-column", field }));
  return { ignored, problems: [...missing, ...renamed] };
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
