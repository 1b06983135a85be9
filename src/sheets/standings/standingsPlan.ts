/**
 * What a recalculation writes on the Standings sheet, decided without touching Apps Script.
 *
 * Layout. Rows 1–3 are the status, at the top left where nobody has to scroll to it: A1 says
 * what the table is up to date with (after which game, and when) or, in a warning, that it is
 * not («Таблица не обновлена: …», with the number of problems and where they are listed); A2
 * counts players and games and names the games still in progress («В процессе: 13»). The table
 * of MAFIA_STANDINGS under the spreadsheet's rules (same columns, same values) starts on row 4,
 * TABLE_ROW: 11 columns with «Клуб», up to MAX_STANDINGS_COLUMNS with a system whose tie-breaks,
 * ranking by average and stages add columns (FIIM: 14). The problem list stays clear of the
 * widest table in a fixed column, PROBLEMS_COLUMN (U), whatever the system: its first cell is a
 * status line (no problems, and whether the final is hidden), the rows below one problem each
 * (the Rules sheet's first, then the games': game, sheet row, column, what is wrong — the
 * engine's words), then the warnings, marked as such. Warnings never stop the standings. With
 * problems only the status rows and that column are written: the standings below stay the last
 * valid ones. Every write of the table spans all the columns up to the problem list, so a
 * narrower system leaves no stale column behind.
 *
 * The groups of STAGES.md: a line under the last finalist (a bottom border, the one formatting
 * call that depends on the table), and the players with too few games under a heading row of
 * their own («Меньше N игр — без места»), their place cells empty. Everything else is values
 * and one setBackgrounds, so the calls do not grow with the players.
 */
import {
  describeIssue,
  gameLabel,
  gameList,
  standingsGrid,
  type Evaluation,
  type Lang,
} from "../../engine";
import { columnLetter } from "../platform/a1";
import { safeCell, type WritableCell } from "../platform/cellSafety";
import type { ReadResult } from "../games/gamesTable";
import { TEXTS } from "../platform/messages";
import { markerFormat, markerFormula, type MarkerSource } from "./staleMarker";

export { columnLetter };

/**
 * The most columns any system's standings have: every tie-break word, Ci, the points per game
 * and the three stages' points (a test checks it against standingsColumns). A number, not
 * computed at load, and one that users see: the problem list's column (U) must not move when a
 * system changes.
 */
export const MAX_STANDINGS_COLUMNS = 19;
/** One blank column after the widest table, then the problem list. */
export const PROBLEMS_COLUMN = MAX_STANDINGS_COLUMNS + 2;
/** The status rows at the top (1–3), in columns A–L; the table's header row comes after them. */
export const STATUS_ROWS = 3;
export const STATUS_COLUMNS = 12;
/** The sheet row of the table's header. */
export const TABLE_ROW = STATUS_ROWS + 1;
/** Rows of the leaders' chart (header + ten players): it reads columns B:C of them. */
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
/** The top line while the table is not up to date. */
export const PROBLEM_BACKGROUND = "#f4c7c3";

/** What the status line needs beyond the evaluation. */
export interface StatusInput {
  /** When the refresh runs, in the spreadsheet's time zone («29.11.2026 21:05»). */
  readonly when: string;
  /**
   * The sheets the refresh read, with the digests of what they held (staleMarker.ts); without
   * them the top line is plain text and cannot notice a change.
   */
  readonly marker?: readonly MarkerSource[];
  /**
   * Warnings of the shell's own to list in the problem column after the evaluation's: shown, but
   * they never stop the standings.
   */
  readonly warnings?: readonly string[];
}

const NO_STATUS: StatusInput = { when: "" };

export type StandingsPlan =
  | {
      readonly kind: "standings";
      /**
       * A1 to the problem column, {n} rows: the status rows, the standings from TABLE_ROW, blank
       * columns up to the status column. A1 may be a formula (the stale marker).
       */
      readonly values: WritableCell[][];
      /** A1's number format when A1 is the marker's formula, else null. */
      readonly headlineFormat: string | null;
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
      /** A1 over STATUS_ROWS rows and the columns before the problem list: the status. */
      readonly status: WritableCell[][];
      /** The problem column, {n} rows: the status line, then one problem per row. */
      readonly values: WritableCell[][];
      readonly count: number;
      readonly lines: readonly string[];
      readonly lang: Lang;
    };

/**
 * Every problem that stops the standings, one line each, in the table's language; and the
 * warnings (headers ignored), which never stop them.
 */
export function problemLines(result: ReadResult): {
  lang: Lang;
  lines: string[];
  warnings: string[];
} {
  const lang = result.ok ? result.table.lang : result.error.lang;
  const issues = result.ok
    ? [...result.table.rulesIssues, ...result.table.evaluation.issues]
    : [...result.rulesIssues, ...result.error.issues];
  const warnings = result.ok ? result.table.evaluation.warnings : [];
  return {
    lang,
    lines: issues.map((issue) => describeIssue(issue, lang)),
    warnings: warnings.map((warning) => describeIssue(warning, lang)),
  };
}

/** The problem column: its status line, then the problems and warnings, capped. */
function listColumn(head: string, lines: readonly string[], height: number, lang: Lang) {
  const shown =
    lines.length > MAX_PROBLEM_LINES
      ? [
          ...lines.slice(0, MAX_PROBLEM_LINES - 1),
          TEXTS[lang].more(lines.length - MAX_PROBLEM_LINES + 1),
        ]
      : lines;
  const values: WritableCell[][] = [[head]];
  for (let r = 1; r < Math.max(shown.length + 1, height); r++)
    values.push([safeCell(shown[r - 1] ?? "")]);
  return values;
}

/** «В процессе: 13, 14.», or "" when every game has a winner. */
function inProgressLine(evaluation: Evaluation | null, lang: Lang): string {
  const ids = (evaluation?.games ?? [])
    .filter((g) => g.status === "in-progress")
    .map((g) => gameLabel(g, lang));
  return ids.length === 0 ? "" : TEXTS[lang].status.inProgress(gameList(ids, lang));
}

/** The status rows: A1, A2 and blanks to the problem list, as setValues takes them. */
function statusRows(first: WritableCell, second: string): WritableCell[][] {
  return Array.from({ length: STATUS_ROWS }, (_, r) => {
    const row = new Array<WritableCell>(PROBLEMS_COLUMN - 1).fill("");
    if (r === 0) row[0] = first;
    if (r === 1) row[0] = safeCell(second);
    return row;
  });
}

/** The label of the last finished game in table order, or null when none is. */
function lastFinished(evaluation: Evaluation, lang: Lang): string | null {
  for (let i = evaluation.games.length - 1; i >= 0; i--) {
    const game = evaluation.games[i];
    if (game?.status === "finished") return gameLabel(game, lang);
  }
  return null;
}

/**
 * `previousLastRow` is the Standings sheet's last row: shorter new content blanks the rest.
 * `status` says when the refresh runs and what the marker compares (NO_STATUS: plain lines).
 */
export function planStandings(
  result: ReadResult,
  previousLastRow: number,
  status: StatusInput = NO_STATUS,
): StandingsPlan {
  const { lang, lines, warnings: found } = problemLines(result);
  const texts = TEXTS[lang];
  const warnings = [...found, ...(status.warnings ?? [])].map((w) => texts.status.warning(w));
  const column = columnLetter(PROBLEMS_COLUMN);
  if (!result.ok || lines.length > 0) {
    const evaluation = result.ok ? result.table.evaluation : null;
    const second = [texts.status.lastGood, inProgressLine(evaluation, lang)].filter(Boolean);
    return {
      kind: "problems",
      status: statusRows(safeCell(texts.status.problems(lines.length, column)), second.join(" ")),
      values: listColumn(
        `⚠ ${texts.problems(lines.length)}. ${texts.stale}`,
        [...lines, ...warnings],
        previousLastRow,
        lang,
      ),
      count: lines.length,
      lines,
      lang,
    };
  }
  const { evaluation } = result.table;
  const { standings, system } = evaluation;
  const grid = standingsGrid(evaluation, lang);
  const width = grid[0]?.length ?? 0;
  const games = evaluation.games.filter((game) => game.status === "finished").length;
  // The sheet's rows: the status, the header, each standing in order, a heading before the first
  // too-few.
  const upToDate = texts.status.upToDate(lastFinished(evaluation, lang), status.when);
  const marker = status.marker;
  const details = [
    texts.status.counts(standings.length, games),
    inProgressLine(evaluation, lang),
    warnings.length > 0 ? texts.status.warnings(warnings.length, column) : "",
    system.hideFinal ? `${texts.finalHidden}.` : "",
  ].filter(Boolean);
  const rows: { cells: readonly WritableCell[]; colour: string | null }[] = statusRows(
    marker ? markerFormula(marker) : safeCell(upToDate),
    details.join(" "),
  ).map((cells) => ({ cells, colour: null }));
  rows.push({ cells: (grid[0] ?? []).map(safeCell), colour: HEADER_BACKGROUND });
  const tooFew = standings.findIndex((s) => s.group === "too-few");
  standings.forEach((standing, i) => {
    if (i === tooFew)
      rows.push({
        cells: [safeCell(texts.tooFewGames(system.minGames))],
        colour: GROUP_BACKGROUND,
      });
    const place = standing.place;
    rows.push({
      cells: (grid[i + 1] ?? []).map(safeCell),
      colour: place === null ? null : (PLACE_COLOURS[place] ?? null),
    });
  });
  const lastFinalist = standings.map((s) => s.group).lastIndexOf("finalists");
  const finalistsEnd =
    lastFinalist >= 0 && lastFinalist < standings.length - 1 ? TABLE_ROW + lastFinalist + 1 : null;
  const height = Math.max(rows.length, TABLE_ROW + 1, previousLastRow);
  const statusLine = system.hideFinal ? `${texts.finalHidden}. ${texts.statusOk}` : texts.statusOk;
  const list = listColumn(statusLine, warnings, height, lang);
  const values: WritableCell[][] = [];
  const backgrounds: (string | null)[][] = [];
  for (let r = 0; r < list.length; r++) {
    const row = rows[r];
    const cells: WritableCell[] = [];
    for (let c = 0; c < PROBLEMS_COLUMN - 1; c++) cells.push(row?.cells[c] ?? "");
    cells.push(list[r]?.[0] ?? "");
    values.push(cells);
    const line = new Array<string | null>(MAX_STANDINGS_COLUMNS).fill(null);
    backgrounds.push(line.fill(row?.colour ?? null, 0, width));
  }
  return {
    kind: "standings",
    values,
    headlineFormat: marker
      ? markerFormat(upToDate, texts.status.changed(marker.map((source) => source.sheet)))
      : null,
    backgrounds,
    width,
    finalistsEnd,
    finalHidden: system.hideFinal,
    players: standings.length,
    games,
    lang,
  };
}
