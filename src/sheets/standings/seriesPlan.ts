/**
 * What a recalculation writes on the «Серия» / Series sheet (SERIES.md), decided without touching
 * Apps Script. Rows 1–2 are the status: A1 says when the series was brought up to date or, while
 * a game is invalid, that it is not (the problems are listed on the Standings sheet); A2 counts
 * tournaments and players. The table of MAFIA_SERIES under the spreadsheet's rules starts on
 * row 4 (TABLE_ROW, as on the Standings sheet). With problems only A1 and A2 are written: the
 * series below stays the last good one.
 */
import { seriesGrid, seriesOf, type Evaluation, type Lang } from "../../engine";
import { safeCell, type WritableCell } from "../platform/cellSafety";
import { markerCell, type MarkerSource } from "./staleMarker";
import { columnLetter, PROBLEMS_COLUMN, TABLE_ROW } from "./standingsPlan";

const SERIES_TEXTS: Readonly<
  Record<
    Lang,
    {
      readonly upToDate: (when: string) => string;
      readonly counts: (tournaments: number, players: number) => string;
      readonly stale: (count: number, column: string) => string;
      readonly lastGood: string;
      /** The stale marker's warning: a source sheet changed since the refresh. */
      readonly changed: (sheets: readonly string[]) => string;
    }
  >
> = {
  ru: {
    upToDate: (when) => `Серия обновлена ${when}.`,
    counts: (tournaments, players) => `Турниров: ${tournaments}, игроков: ${players}.`,
    stale: (count, column) =>
      `⚠ Серия не обновлена: ошибок в протоколе — ${count}, список — на листе «Таблица», ` +
      `столбец ${column}.`,
    lastGood: "Ниже — последняя верная серия.",
    changed: (sheets) =>
      `⚠ Серия не обновлена: ${sheets.map((s) => `«${s}»`).join(" или ")} изменены — ` +
      `выберите «Пересчитать таблицу».`,
  },
  en: {
    upToDate: (when) => `Series updated ${when}.`,
    counts: (tournaments, players) => `Tournaments: ${tournaments}, players: ${players}.`,
    stale: (count, column) =>
      `⚠ The series is not up to date: ${count} problem${count === 1 ? "" : "s"} in the games, ` +
      `listed on the Standings sheet, column ${column}.`,
    lastGood: "Below: the last valid series.",
    changed: (sheets) =>
      `⚠ The series is not up to date: ${sheets.map((s) => `“${s}”`).join(" or ")} changed — ` +
      `choose “Recalculate standings”.`,
  },
};

export type SeriesPlan = {
  /** A1 over the block to write: the status, a blank row, the table, blanks over the old one. */
  readonly values: WritableCell[][];
  /** Columns of the series table (five and one per tournament). */
  readonly width: number;
  /** Rows of the content: the status, the blank row and the table. */
  readonly height: number;
  /** A1's number format when A1 is the stale marker's formula, else null. */
  readonly headlineFormat: string | null;
};

/**
 * The series of a valid evaluation; `previous` is the size of the sheet's content, which the
 * new content blanks where it is smaller. With `marker`, A1 is the stale marker's formula
 * (staleMarker.ts), its format showing the up-to-date line or the warning.
 */
export function planSeries(
  evaluation: Evaluation,
  previous: { readonly rows: number; readonly columns: number },
  when: string,
  marker?: readonly MarkerSource[],
): SeriesPlan {
  const lang = evaluation.layout.lang;
  const series = seriesOf(evaluation);
  const grid = seriesGrid(series, lang);
  const width = grid[0]?.length ?? 0;
  const texts = SERIES_TEXTS[lang];
  const status = [
    texts.upToDate(when),
    texts.counts(series.tournaments.length, series.lines.length),
  ];
  const rows = Math.max(TABLE_ROW - 1 + grid.length, previous.rows, 2);
  const columns = Math.max(width, previous.columns, 1);
  const values: WritableCell[][] = [];
  for (let r = 0; r < rows; r++) {
    const line = grid[r - (TABLE_ROW - 1)];
    const cells: WritableCell[] = [];
    for (let c = 0; c < columns; c++) {
      const cell = r < status.length && c === 0 ? status[r] : line?.[c];
      cells.push(safeCell(cell ?? ""));
    }
    values.push(cells);
  }
  const first = values[0];
  const headlineFormat =
    marker && first
      ? markerCell(first, marker, texts.changed(marker.map((source) => source.sheet)))
      : null;
  return { values, width, height: TABLE_ROW - 1 + grid.length, headlineFormat };
}

/** A1 and A2 while a game is invalid: the series below is the last good one. */
export function staleSeriesStatus(count: number, lang: Lang): WritableCell[][] {
  const texts = SERIES_TEXTS[lang];
  return [[safeCell(texts.stale(count, columnLetter(PROBLEMS_COLUMN)))], [texts.lastGood]];
}
