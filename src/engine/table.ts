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
import { HEADERS } from "./vocabulary";
import {
  headerKey,
  looksLikeColumn,
  nearestHeader,
  placeOfHeader,
  recognizeHeader,
  scoringIdeaOf,
  seasonOfHeader,
  unscoredHeader,
} from "./headerMatch";

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
  /**
   * The headers known to score nothing that are not the add-on's own («Судья», «Комментарий»),
   * as written: each is a warning that the column is not counted.
   */
  readonly unscored: readonly string[];
  /**
   * Each column's header as the table writes it, for messages, where it is not the product's own
   * («ЛХ», «Победа»); a product's header is named in the message's language.
   */
  readonly headers: Readonly<Partial<Record<Field, string>>>;
  /**
   * How many columns the header spans (up to its last non-blank cell): a row with a value
   * right of it is refused (rows.ts). Infinite for a table without a header row.
   */
  readonly width: number;
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
  const headers: Partial<Record<Field, string>> = {};
  let ru = 0;
  let en = 0;
  let recognized = 0;
  let width = 0;
  const unknown: string[] = [];
  const unscored: string[] = [];
  const twice: Issue[] = [];
  const place: Record<PlaceField, number> = { round: -1, table: -1 };
  const season: Record<SeasonField, number> = { tournament: -1, weight: -1 };
  first.forEach((cell, index) => {
    if (isEmptyCell(cell)) return;
    width = index + 1;
    const header = typeof cell === "string" ? recognizeHeader(cell) : undefined;
    if (header === undefined) {
      const placed = typeof cell === "string" ? placeOfHeader(cell) : undefined;
      const seasonal = typeof cell === "string" ? seasonOfHeader(cell) : undefined;
      if (placed !== undefined && place[placed] === -1) place[placed] = index;
      else if (seasonal !== undefined && season[seasonal] === -1) season[seasonal] = index;
      else {
        const text = cellText(cell);
        const kind = unscoredHeader(text);
        if (kind === undefined) unknown.push(text);
        else if (kind === "other") unscored.push(text);
      }
      return;
    }
    if (columns[header.field] !== -1) {
      const firstHeader = cellText(first[columns[header.field]]);
      twice.push({
        code: "column-twice",
        value: cellText(cell),
        column: header.field,
        firstHeader,
      });
      return;
    }
    columns[header.field] = index;
    // The product's own header is named in the message's language; any other as written.
    if (header.lang === null) headers[header.field] = cellText(cell);
    recognized++;
    if (header.lang === "ru") ru++;
    if (header.lang === "en") en++;
  });
  const lang: Lang = forced ?? (en > ru ? "en" : "ru");
  if (recognized >= 2) {
    if (GAME_FIELDS.every((field) => columns[field] === -1))
      throw new TableError([notGamesTable(first)], lang);
    // A weight without a tournament column weighs nothing: its header is read as an unknown one.
    if (season.tournament < 0 && season.weight >= 0) {
      unknown.push(cellText(first[season.weight]));
      season.weight = -1;
    }
    const { ignored, problems } = checkHeaders(columns, headers, unknown, lang);
    if (twice.length > 0 || problems.length > 0)
      throw new TableError([...twice, ...problems], lang);
    return {
      lang,
      hasHeader: true,
      headerRecognized: true,
      columns,
      place,
      season,
      ignored,
      unscored,
      headers,
      width,
    };
  }
  return positionalLayout(values, lang, width);
}

/** The columns only a games table has: a file with none of them is some other table. */
const GAME_FIELDS: readonly Field[] = ["game", "role", "winner"];

/**
 * A table without a header the engine knows: its columns stand in the documented order. A first
 * row that reads as a game row is data (the user selected the rows without their header). A
 * table of two rows or more none of which reads as a game row there (a game id, a seat 1–10) is
 * not a games table and is refused.
 */
function positionalLayout(values: TableValues, lang: Lang, width: number): TableLayout {
  const first = values[0] ?? [];
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
  // A lone row says too little to refuse (the sheet asks this of a header row alone).
  const filled = values.filter((row) => row.some((cell) => !isEmptyCell(cell))).length;
  if (!firstIsData && filled >= 2) {
    const gameRow = values.some(
      (row) =>
        !isEmptyCell(row[positional.game]) && typeof readSeat(row[positional.seat]) === "number",
    );
    if (!gameRow) throw new TableError([notGamesTable(first)], lang);
  }
  return {
    lang,
    hasHeader: !firstIsData,
    headerRecognized: false,
    columns: positional,
    place: { round: -1, table: -1 },
    season: { tournament: -1, weight: -1 },
    ignored: [],
    unscored: [],
    headers: {},
    // The columns read stand in order whatever the header spans.
    width: firstIsData ? Number.POSITIVE_INFINITY : Math.max(width, POSITIONAL_FIELDS.length),
  };
}

/**
 * A file that is not a games table, said in one problem: what its first row holds and what it
 * seems to be — a list of names (one column), a players list (players and no games), the
 * standings (players and points) or something else.
 */
function notGamesTable(first: readonly unknown[]): IssueOf<"not-games-table"> {
  const texts = first.filter((cell) => !isEmptyCell(cell)).map((cell) => cellText(cell));
  const headers = texts.slice(0, 6);
  const hasPoints = texts.some((text) => POINTS_WORDS.has(headerKey(text)));
  const hasPlayer = texts.some((text) => recognizeHeader(text)?.field === "player");
  const kind: IssueOf<"not-games-table">["kind"] =
    texts.length <= 1
      ? "names"
      : hasPlayer && hasPoints
        ? "standings"
        : hasPlayer
          ? "players"
          : "other";
  return { code: "not-games-table", headers, kind };
}

/** Headers of the standings' points: a table of players with them is the standings. */
const POINTS_WORDS: ReadonlySet<string> = new Set(
  ["очки", "баллы", "сумма баллов", "итого", "points", "score", "total"].map(headerKey),
);

/**
 * A recognised header's unknown headers sorted. A header that looks like a column the table
 * lacks is that column renamed, refused naming both (headerMatch.ts, looksLikeColumn), so a
 * renamed column never counts as zero. A header that may carry points (headerMatch.ts,
 * scoringIdeaOf: «Фолы за игру», «Штраф», «Бонус игрока») is refused too, naming the column it
 * looks like. Any other is ignored. A required column missing is refused, naming the headers not
 * understood and the one nearest to it. An unknown header never makes the table ask for a column
 * it may leave out.
 */
function checkHeaders(
  columns: Readonly<Record<Field, number>>,
  headers: Readonly<Partial<Record<Field, string>>>,
  unknown: readonly string[],
  lang: Lang,
): { ignored: string[]; problems: Issue[] } {
  const absent = FIELDS.filter((field) => columns[field] === -1);
  const ignored: string[] = [];
  const refused: Issue[] = [];
  const named = new Set<Field>();
  for (const value of unknown) {
    const idea = absent.find((field) => looksLikeColumn(value, field)) ?? scoringIdeaOf(value);
    if (idea === undefined) {
      ignored.push(value);
    } else if (idea === "penalty") {
      refused.push({ code: "penalty-column", value });
    } else if (columns[idea] === -1) {
      named.add(idea);
      refused.push({ code: "renamed-column", value, column: idea });
    } else {
      const header = headers[idea] ?? HEADERS[idea][lang];
      refused.push({ code: "scoring-header", value, column: idea, header });
    }
  }
  const missing: Issue[] = REQUIRED_FIELDS.filter(
    (field) => columns[field] === -1 && !named.has(field),
  ).map((field) => {
    if (ignored.length === 0) return { code: "missing-column", field };
    const nearest = nearestHeader(field, ignored);
    const issue: IssueOf<"missing-column"> = { code: "missing-column", field, unknown: ignored };
    return nearest === undefined ? issue : { ...issue, nearest };
  });
  return { ignored, problems: [...missing, ...refused] };
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
