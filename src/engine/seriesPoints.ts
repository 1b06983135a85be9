/**
 * «Серия: очки за места» (SERIES.md): «по участникам» / *by field*, or a list of points by
 * place, read from a rules cell and written back to the Rules sheet.
 */
import { numberOf } from "./cells";
import type { Lang } from "./terms";
import { isEmptyCell, normalizeText } from "./text";

/** By field (place p of N earns N − p + 1), or the points of each place in turn. */
export type SeriesPoints = "field" | readonly number[];

/** The words of «по участникам». */
export const BY_FIELD_WORDS: Readonly<Record<Lang, string>> = {
  ru: "по участникам",
  en: "by field",
};

/** The highest number of a list of points. */
const MAX_PLACE_POINTS = 10000;

/**
 * A «Серия: очки за места» cell: «по участникам» in either language, or numbers separated by
 * «;», spaces or line breaks (a decimal point or comma inside a number), at least one, each from
 * 0 to 10000, none above the one before. Undefined when it is neither.
 */
export function parseSeriesPoints(value: unknown): SeriesPoints | undefined {
  if (typeof value === "number") return listOf([value]);
  if (typeof value !== "string" || isEmptyCell(value)) return undefined;
  const words = normalizeText(value);
  if (words === normalizeText(BY_FIELD_WORDS.ru) || words === normalizeText(BY_FIELD_WORDS.en))
    return "field";
  const numbers: number[] = [];
  for (const part of value.split(/[;\s]+/)) {
    if (part === "") continue;
    const n = numberOf(part);
    if (n === undefined) return undefined;
    numbers.push(n);
  }
  return listOf(numbers);
}

function listOf(numbers: readonly number[]): SeriesPoints | undefined {
  if (numbers.length === 0) return undefined;
  const fits = numbers.every(
    (n, i) => n >= 0 && n <= MAX_PLACE_POINTS && (i === 0 || n <= (numbers[i - 1] ?? n)),
  );
  return fits ? numbers : undefined;
}

/** The setting as the Rules sheet writes it: the words, or the list joined by «; ». */
export function seriesPointsText(points: SeriesPoints, lang: Lang): string {
  return points === "field" ? BY_FIELD_WORDS[lang] : points.join("; ");
}
