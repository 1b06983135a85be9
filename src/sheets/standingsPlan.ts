/**
 * What a recalculation writes on the Standings sheet, decided without touching Apps Script.
 *
 * Layout: columns A–K hold the table of MAFIA_STANDINGS (same columns, same values), L is a
 * gap, M is the protocol check: M1 a status line, M2… one problem per row (game, sheet row,
 * column, what is wrong — the engine's words). With problems only column M is written: the
 * standings on the left stay the last valid ones.
 */
import { describeIssue, type Lang } from "../engine";
import { standingsGrid } from "../functions/customFunctions";
import { safeCell, type WritableCell } from "./cellSafety";
import type { ReadResult } from "./gamesTable";
import { TEXTS } from "./messages";

export const STANDINGS_COLUMNS = 11;
export const PROBLEMS_COLUMN = 13;
/** Rows of the leaders' chart (header + ten players): the chart reads B1:C11 and follows it. */
export const CHART_ROWS = 11;
/** A broken column can produce a problem per row; the sheet lists this many and counts the rest. */
export const MAX_PROBLEM_LINES = 500;

export const PLACE_COLOURS: Readonly<Record<number, string>> = { 1: "#fce8b2", 2: "#e8eaed", 3: "#f6d7b8" };

export type StandingsPlan =
  | {
      readonly kind: "standings";
      /** A1:M{n}: the standings, the gap column and the status column. */
      readonly values: WritableCell[][];
      /** A2:K{n}: the top three places coloured, every other row cleared. */
      readonly backgrounds: (string | null)[][];
      readonly players: number;
      readonly games: number;
      readonly lang: Lang;
    }
  | {
      readonly kind: "problems";
      /** M1:M{n}: the status line, then one problem per row. */
      readonly values: WritableCell[][];
      readonly count: number;
      readonly lines: readonly string[];
      readonly lang: Lang;
    };

/** Every problem that stops the standings, one line each, in the table's language. */
export function problemLines(result: ReadResult): { lang: Lang; lines: string[] } {
  if (!result.ok) return { lang: result.error.lang, lines: result.error.issues.map((issue) => describeIssue(issue, result.error.lang)) };
  const { evaluation, lang } = result.table;
  return { lang, lines: evaluation.issues.map((issue) => describeIssue(issue, lang)) };
}

/** `previousLastRow` is the Standings sheet's last row: shorter new content blanks the rest. */
export function planStandings(result: ReadResult, previousLastRow: number): StandingsPlan {
  const { lang, lines } = problemLines(result);
  const texts = TEXTS[lang];
  if (!result.ok || lines.length > 0) {
    const shown = lines.length > MAX_PROBLEM_LINES ? [...lines.slice(0, MAX_PROBLEM_LINES - 1), texts.more(lines.length - MAX_PROBLEM_LINES + 1)] : lines;
    const height = Math.max(shown.length + 1, previousLastRow);
    const values: WritableCell[][] = [[`⚠ ${texts.problems(lines.length)}. ${texts.stale}`]];
    for (let r = 1; r < height; r++) values.push([safeCell(shown[r - 1] ?? "")]);
    return { kind: "problems", values, count: lines.length, lines, lang };
  }
  const { evaluation } = result.table;
  const grid = standingsGrid(evaluation.standings, lang, evaluation.system);
  const height = Math.max(grid.length, 2, previousLastRow);
  const values: WritableCell[][] = [];
  const backgrounds: (string | null)[][] = [];
  for (let r = 0; r < height; r++) {
    const row = grid[r];
    const cells: WritableCell[] = [];
    for (let c = 0; c < STANDINGS_COLUMNS; c++) cells.push(safeCell(row?.[c] ?? ""));
    cells.push("", r === 0 ? texts.statusOk : "");
    values.push(cells);
    if (r > 0) {
      const place = evaluation.standings[r - 1]?.place;
      const colour = place !== undefined ? (PLACE_COLOURS[place] ?? null) : null;
      backgrounds.push(new Array<string | null>(STANDINGS_COLUMNS).fill(colour));
    }
  }
  const games = evaluation.games.filter((game) => game.status === "finished").length;
  return { kind: "standings", values, backgrounds, players: evaluation.standings.length, games, lang };
}
