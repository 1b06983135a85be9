/**
 * What a recalculation writes on the Standings sheet, decided without touching Apps Script.
 *
 * Layout: from column A the table of MAFIA_STANDINGS under the spreadsheet's rules (same columns,
 * same values): 11 columns with «Клуб», up to MAX_STANDINGS_COLUMNS with a system whose
 * tie-breaks, ranking by average and stages add columns (FIIM: 14). The problem list stays clear
 * of the widest table in a fixed column, PROBLEMS_COLUMN (U), whatever the system: it is where
 * the problems of a system that cannot be read are listed too, and a wide table never runs into
 * it. Its first cell is a status line (no problems, and whether the final is hidden), the rows
 * below one problem each (the Rules sheet's first, then the games': game, sheet row, column, what
 * is wrong — the engine's words). With problems only that column is written: the standings on
 * the left stay the last valid ones. Every write of the table spans all the columns up to the
 * problem list, so a narrower system leaves no stale column behind.
 *
 * The groups of STAGES.md: a line under the last finalist (a bottom border, the one formatting
 * call that depends on the table), and the players with too few games under a heading row of
 * their own («Меньше N игр — без места»), their place cells empty. Everything else is values
 * and one setBackgrounds, so the calls do not grow with the players.
 */
import { describeIssue, type Lang } from "../../engine";
import { standingsGrid } from "../../engine";
import { safeCell, type WritableCell } from "../platform/cellSafety";
import type { ReadResult } from "../games/gamesTable";
import { TEXTS } from "../platform/messages";

/**
 * The most columns any system's standings have: every tie-break word, Ci, the points per game
 * and the three stages' points (a test checks it against standingsColumns). A number, not
 * computed at load, and one that users see: the problem list's column (U) must not move when a
 * system changes.
 */
export const MAX_STANDINGS_COLUMNS = 19;
/** One blank column after the widest table, then the problem list. */
export const PROBLEMS_COLUMN = MAX_STANDINGS_COLUMNS + 2;
/** Rows of the leaders' chart (header + ten players): the chart reads B1:C11 and follows it. */
export const CHART_ROWS = 11;
/** A broken column can produce a problem per row; the sheet lists this many and counts the rest. */
const MAX_PROBLEM_LINES = 500;

const PLACE_COLOURS: Readonly<Record<number, string>> = {
  1: "#fce8b2",
  2: "#e8eaed",
  3: "#f6d7b8",
};
export const HEADER_BACKGROUND = "#d9e2f3";
/** The heading row of the players with too few games. */
const GROUP_BACKGROUND = "#efefef";

/** The letter of a sheet column (1 → A, 21 → U), for messages that point at it. */
export function columnLetter(column: number): string {
  let letters = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export type StandingsPlan =
  | {
      readonly kind: "standings";
      /**
       * A1 to the problem column, {n} rows: the standings, blank columns up to the status column.
       */
      readonly values: WritableCell[][];
      /**
       * A1 over MAX_STANDINGS_COLUMNS, {n} rows: the header, the top three places and the
       * too-few heading coloured, the rest cleared.
       */
      readonly backgrounds: (string | null)[][];
      /** Columns of this system's table. */
      readonly width: number;
      /** Sheet row of the last finalist when other players follow (a line under it), else null. */
      readonly finalistsEnd: number | null;
      /** «Скрыть финал» is on: the status line says so. */
      readonly finalHidden: boolean;
      readonly players: number;
      readonly games: number;
      readonly lang: Lang;
    }
  | {
      readonly kind: "problems";
      /** The problem column, {n} rows: the status line, then one problem per row. */
      readonly values: WritableCell[][];
      readonly count: number;
      readonly lines: readonly string[];
      readonly lang: Lang;
    };

/** Every problem that stops the standings, one line each, in the table's language. */
export function problemLines(result: ReadResult): { lang: Lang; lines: string[] } {
  const lang = result.ok ? result.table.lang : result.error.lang;
  const issues = result.ok
    ? [...result.table.rulesIssues, ...result.table.evaluation.issues]
    : [...result.rulesIssues, ...result.error.issues];
  return { lang, lines: issues.map((issue) => describeIssue(issue, lang)) };
}

/** `previousLastRow` is the Standings sheet's last row: shorter new content blanks the rest. */
export function planStandings(result: ReadResult, previousLastRow: number): StandingsPlan {
  const { lang, lines } = problemLines(result);
  const texts = TEXTS[lang];
  if (!result.ok || lines.length > 0) {
    const shown =
      lines.length > MAX_PROBLEM_LINES
        ? [
            ...lines.slice(0, MAX_PROBLEM_LINES - 1),
            texts.more(lines.length - MAX_PROBLEM_LINES + 1),
          ]
        : lines;
    const height = Math.max(shown.length + 1, previousLastRow);
    const values: WritableCell[][] = [[`⚠ ${texts.problems(lines.length)}. ${texts.stale}`]];
    for (let r = 1; r < height; r++) values.push([safeCell(shown[r - 1] ?? "")]);
    return { kind: "problems", values, count: lines.length, lines, lang };
  }
  const { evaluation } = result.table;
  const { standings, system } = evaluation;
  const grid = standingsGrid(evaluation, lang);
  const width = grid[0]?.length ?? 0;
  // The sheet's rows: the header, each standing in order, a heading before the first too-few.
  const tooFew = standings.findIndex((s) => s.group === "too-few");
  const rows: { cells: readonly (string | number)[]; colour: string | null }[] = [
    { cells: grid[0] ?? [], colour: HEADER_BACKGROUND },
  ];
  standings.forEach((standing, i) => {
    if (i === tooFew)
      rows.push({ cells: [texts.tooFewGames(system.minGames)], colour: GROUP_BACKGROUND });
    const place = standing.place;
    rows.push({
      cells: grid[i + 1] ?? [],
      colour: place === null ? null : (PLACE_COLOURS[place] ?? null),
    });
  });
  const lastFinalist = standings.map((s) => s.group).lastIndexOf("finalists");
  const finalistsEnd =
    lastFinalist >= 0 && lastFinalist < standings.length - 1 ? lastFinalist + 2 : null;
  const height = Math.max(rows.length, 2, previousLastRow);
  const status = system.hideFinal ? `${texts.finalHidden}. ${texts.statusOk}` : texts.statusOk;
  const values: WritableCell[][] = [];
  const backgrounds: (string | null)[][] = [];
  for (let r = 0; r < height; r++) {
    const row = rows[r];
    const cells: WritableCell[] = [];
    for (let c = 0; c < PROBLEMS_COLUMN - 1; c++) cells.push(safeCell(row?.cells[c] ?? ""));
    cells.push(r === 0 ? status : "");
    values.push(cells);
    const line = new Array<string | null>(MAX_STANDINGS_COLUMNS).fill(null);
    backgrounds.push(line.fill(row?.colour ?? null, 0, width));
  }
  const games = evaluation.games.filter((game) => game.status === "finished").length;
  return {
    kind: "standings",
    values,
    backgrounds,
    width,
    finalistsEnd,
    finalHidden: system.hideFinal,
    players: standings.length,
    games,
    lang,
  };
}
