/**
 * How a typed header is read against the vocabulary's headers: compared as headers are
 * (headerKey), recognised with a note in brackets or a count word, and, for a header the engine
 * does not know, the column it looks like or may carry points of.
 */
import { editDistance } from "./roster";
import type { Field, Lang, PlaceField, SeasonField } from "./terms";
import { normalizeText } from "./text";
import {
  COUNT_PREFIXES,
  HEADER_ALIASES,
  HEADERS,
  OWN_UNSCORED_HEADERS,
  PLACE_ALIASES,
  PLACE_HEADERS,
  SCORING_STEMS,
  SEASON_ALIASES,
  SEASON_HEADERS,
  UNSCORED_HEADERS,
} from "./vocabulary";

/** What a header's comparison leaves out: spaces, dots, hyphens and dashes, «?!:*». */
const HEADER_IGNORED = /[\s.\-\u2010-\u2015?!:*]/g;

/**
 * How a header is compared, for every header the engine reads: as names are (case and ё/е do
 * not matter), and neither do spaces, dots, hyphens and dashes, nor the punctuation questions and
 * notes add: «ЛучшийХод», «лучший-ход», « Лучший ход » and «Лучший ход?» are one header, as
 * «Прав. канд.» and «прав канд» are. A header of punctuation alone («#») is compared as written.
 */
export function headerKey(text: string): string {
  const normal = normalizeText(text);
  const key = normal.replace(HEADER_IGNORED, "");
  return key === "" ? normal : key;
}

interface HeaderMeaning {
  readonly field: Field;
  /** The language of the product's own header; null for an alias. */
  readonly lang: Lang | null;
}

/**
 * Every header the engine reads, by its compared form: the product's own first, then the aliases.
 */
function headerIndex(): Map<string, HeaderMeaning> {
  const index = new Map<string, HeaderMeaning>();
  const fields = Object.keys(HEADERS) as Field[];
  for (const field of fields) {
    index.set(headerKey(HEADERS[field].ru), { field, lang: "ru" });
    index.set(headerKey(HEADERS[field].en), { field, lang: "en" });
  }
  for (const field of fields) {
    for (const alias of HEADER_ALIASES[field]) {
      const key = headerKey(alias);
      if (!index.has(key)) index.set(key, { field, lang: null });
    }
  }
  return index;
}
const HEADER_INDEX: ReadonlyMap<string, HeaderMeaning> = headerIndex();
const OWN_UNSCORED: ReadonlySet<string> = new Set(OWN_UNSCORED_HEADERS.map(headerKey));
const UNSCORED: ReadonlySet<string> = new Set(UNSCORED_HEADERS.map(headerKey));

/** The headers of columns read beside the scored ones, in both languages and their aliases. */
function sideIndex<F extends string>(
  headers: Readonly<Record<F, { readonly ru: string; readonly en: string }>>,
  aliases: Readonly<Record<F, readonly string[]>>,
): ReadonlyMap<string, F> {
  return new Map(
    (Object.keys(headers) as F[]).flatMap((field) =>
      [headers[field].ru, headers[field].en, ...aliases[field]].map(
        (name) => [headerKey(name), field] as const,
      ),
    ),
  );
}
const PLACE_INDEX = sideIndex(PLACE_HEADERS, PLACE_ALIASES);
const SEASON_INDEX = sideIndex(SEASON_HEADERS, SEASON_ALIASES);

/** The place column a header names («Стол», «Тур»), if any. */
export function placeOfHeader(text: string): PlaceField | undefined {
  return PLACE_INDEX.get(headerKey(text));
}

/** The season column a header names («Турнир», «Вес турнира»), if any. */
export function seasonOfHeader(text: string): SeasonField | undefined {
  return SEASON_INDEX.get(headerKey(text));
}

/**
 * What a header names, as one word whatever its spelling or language: a column's field («Игрок»,
 * «Ник» and «Player» are `player`), a place or season column, or else the header as compared.
 * Tables of several files are joined column by column with it.
 */
export function headerMeaning(text: string): string {
  return (
    recognizeHeader(text)?.field ?? placeOfHeader(text) ?? seasonOfHeader(text) ?? headerKey(text)
  );
}

/**
 * Whether a header names a column known to score nothing: the add-on's own («Дата», «Очки»),
 * read without a word, or another («Судья», «Комментарий»), named in a warning.
 */
export function unscoredHeader(text: string): "own" | "other" | undefined {
  const key = headerKey(text);
  if (OWN_UNSCORED.has(key)) return "own";
  return UNSCORED.has(key) ? "other" : undefined;
}

export function recognizeHeader(text: string): HeaderMeaning | undefined {
  return HEADER_INDEX.get(headerKey(text)) ?? recognizeVariant(text);
}

/**
 * A header written with more than its name: a note in brackets («Лучший ход (ЛХ)», «ПУ (первый
 * убитый)», «Фолы [шт]») or a count word before it («Кол-во фолов»). Read as the column the name
 * outside the brackets names, else the one inside them; each with or without a count word.
 */
function recognizeVariant(text: string): HeaderMeaning | undefined {
  const outside = text.replace(/[([][^)\]]*[)\]]/g, " ");
  const inside = [...text.matchAll(/[([]([^)\]]*)[)\]]/g)].map((match) => match[1] ?? "");
  for (const part of [outside, ...inside]) {
    const key = headerKey(part);
    if (key === "") continue;
    const meaning = HEADER_INDEX.get(key) ?? withoutCountWord(key);
    if (meaning !== undefined) return { field: meaning.field, lang: null };
  }
  return undefined;
}

function withoutCountWord(key: string): HeaderMeaning | undefined {
  const prefix = COUNT_PREFIXES.find((word) => key.startsWith(word) && key.length > word.length);
  return prefix === undefined ? undefined : HEADER_INDEX.get(key.slice(prefix.length));
}

/** The column an unknown header may carry points of, by SCORING_STEMS; undefined for none. */
export function scoringIdeaOf(text: string): Field | "penalty" | undefined {
  const words = normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
  const letters = words.join("");
  const holds = (stem: string): boolean =>
    stem.length === 2
      ? words.includes(stem)
      : stem.length === 3
        ? words.some((word) => word.startsWith(stem))
        : letters.includes(stem);
  const ideas = Object.keys(SCORING_STEMS) as (Field | "penalty")[];
  return ideas.find((idea) => SCORING_STEMS[idea].some(holds));
}

/**
 * Whether an unknown header looks like a column's name, so that it may be that column renamed
 * («Замечаньки», «Замеч. (фолы)» for «Замечания»). The rule: compared as headers are, with only
 * letters and digits kept, the header and one of the column's names (its own, in either language,
 * or an alias) begin with the same 5 characters, or one of the two is at least 4 characters long
 * and begins the other («Фолы за игру» and «Фолы»). «Команда», «Комментарий судьи» look like no
 * column.
 */
export function looksLikeColumn(text: string, field: Field): boolean {
  const header = letterKey(text);
  return columnNames(field).some((name) => {
    const common = commonPrefix(header, name);
    return common >= 5 || (common >= 4 && common === Math.min(header.length, name.length));
  });
}

/**
 * Of headers the engine did not understand, the one nearest a column's names (edit distance of
 * the letters, «№ места» for «Место»); undefined when none is within half the name's letters.
 */
export function nearestHeader(field: Field, headers: readonly string[]): string | undefined {
  let best: { header: string; distance: number } | undefined;
  for (const header of headers) {
    const key = letterKey(header);
    for (const name of columnNames(field)) {
      const distance = Math.min(
        editDistance(key, name),
        // A word of the column's name kept, and the rest added: «Номер места», «Место игрока».
        key.includes(name) && name.length >= 4 ? 1 : Number.POSITIVE_INFINITY,
      );
      if (
        distance <= Math.max(2, name.length / 2) &&
        (best === undefined || distance < best.distance)
      )
        best = { header, distance };
    }
  }
  return best?.header;
}

function letterKey(text: string): string {
  return headerKey(text).replace(/[^\p{L}\p{N}]/gu, "");
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Every name of a column (its own in both languages, its aliases), as looksLikeColumn reads them:
 * made when a table first has a header the add-on does not know, not when the script loads.
 */
function columnNames(field: Field): readonly string[] {
  columnNamesMade ??= new Map(
    (Object.keys(HEADERS) as Field[]).map((f) => [
      f,
      [HEADERS[f].ru, HEADERS[f].en, ...HEADER_ALIASES[f]].map(letterKey),
    ]),
  );
  return columnNamesMade.get(field) ?? [];
}
let columnNamesMade: ReadonlyMap<Field, readonly string[]> | undefined;
