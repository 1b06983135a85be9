/**
 * The series as the product hands it out (SERIES.md): the table of MAFIA_SERIES, the «Серия»
 * sheet and the command line, and the JSON records of the command line.
 */
import { rounded } from "./figures";
import type { Grid } from "./grid";
import type { Series } from "./series";
import type { Lang } from "./terms";

/** The headers of the series' first five columns; one column per tournament follows. */
export const SERIES_HEADERS: Readonly<Record<Lang, readonly string[]>> = {
  ru: ["Место", "Игрок", "Очки", "Турниров", "Отброшено"],
  en: ["Place", "Player", "Points", "Tournaments", "Dropped"],
};

/** The series table: a row per player, a column per tournament (empty where no place). */
export function seriesGrid(series: Series, lang: Lang): Grid {
  const header = [...SERIES_HEADERS[lang], ...series.tournaments.map((t) => t.name)];
  return [
    header,
    ...series.lines.map((line) => [
      line.place ?? "",
      line.name,
      rounded(line.points),
      line.tournaments,
      rounded(line.dropped),
      ...series.tournaments.map((t) => {
        const result = line.results.get(t.key);
        return result === undefined ? "" : rounded(result.points);
      }),
    ]),
  ];
}

/** A player's row of the series as the command line's JSON writes it. */
export interface SeriesRecord {
  readonly place: number | null;
  readonly player: string;
  readonly points: number;
  readonly tournaments: number;
  readonly dropped: number;
  /** Each tournament's name to the player's points there, only where they have a place. */
  readonly results: Readonly<Record<string, number>>;
}

export function seriesRecords(series: Series): SeriesRecord[] {
  return series.lines.map((line) => ({
    place: line.place,
    player: line.name,
    points: rounded(line.points),
    tournaments: line.tournaments,
    dropped: rounded(line.dropped),
    results: Object.fromEntries(
      series.tournaments.flatMap((t) => {
        const result = line.results.get(t.key);
        return result === undefined ? [] : [[t.name, rounded(result.points)] as const];
      }),
    ),
  }));
}
