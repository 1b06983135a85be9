/**
 * What a recalculation writes on the «Статистика» / Statistics sheet (STATS.md, "The statistics
 * sheet"), decided without touching Apps Script: one rectangle of values from one evaluation,
 * and the three charts' data ranges.
 *
 * Layout, the same whatever the table: the players view at A1; after a blank column, in the
 * side column (AM), the seats view from row 1 (header, ten seats, the total), the summary from
 * row 15 (header, one row), the red and black wins as the pie chart reads them from row 18, and
 * from row 22 the rating of the standings' top five after each game (a game number, then one
 * column per player). Right of the seats view, after a blank column each, the nominations (AW1)
 * and the teams (BC1; AWARDS.md), when any player has a team. The charts stand to the right of
 * all that. The three parts are written apart — the players, the small tables beside them (with
 * the awards and the teams), the rating's history — each over at least the rows it had before,
 * so a shorter table leaves nothing stale behind and a season's 10,000-row history is written
 * six columns wide, not sixty. The side tables are written before the history: where many teams
 * make them taller than the history's first row, the history is written over them again.
 */
import {
  awardsGrid,
  decideAwards,
  describeIssues,
  statistics,
  roundedRating,
  statsGrid,
  TABLE_SIZE,
  statsViewWidth,
  teamStandings,
  teamsGrid,
  type Cell,
  type Evaluation,
  type Lang,
  type Ratings,
  type Statistics,
} from "../../engine";

import { safeCell, type WritableCell } from "../platform/cellSafety";

/** The players view from column A; beside it, after a blank column, the seats view. */
const SIDE = statsViewWidth("players") + 2;
/** Right of the seats view, after a blank column each: the nominations, then the teams. */
const AWARDS_COLUMN = SIDE + statsViewWidth("seats") + 1;
const TEAMS_COLUMN = AWARDS_COLUMN + statsViewWidth("awards") + 1;
const LAST_COLUMN = TEAMS_COLUMN + statsViewWidth("teams") - 1;

/** 1-based columns and rows of the parts of the sheet, each column made from the views' widths. */
export const STATS_LAYOUT = {
  playersWidth: statsViewWidth("players"),
  /** The column of the tables beside the players. */
  side: SIDE,
  seatsRow: 1,
  summaryRow: 15,
  pieRow: 18,
  historyRow: 22,
  /**
   * The nominations and the teams, right of the side tables: written with them, so the sheet
   * costs no more calls.
   */
  awards: AWARDS_COLUMN,
  teams: TEAMS_COLUMN,
  /** Columns written in all: the players, a blank, the side tables, the awards and the teams. */
  width: LAST_COLUMN,
  /** Where the charts stand: two columns right of the rectangle. */
  chartColumn: LAST_COLUMN + 2,
} as const;

/** Players whose rating after each game the line chart follows. */
const HISTORY_PLAYERS = 5;
/** The most games the rating's history (and so its line chart) shows. */
export const HISTORY_GAMES = 1000;

/** The three charts and the cells each reads. */
export interface ChartPlan {
  readonly kind: "wins" | "seats" | "rating";
  readonly type: "pie" | "column" | "line";
  readonly title: string;
  /** Ranges as [row, column, rows, columns], 1-based; the first one identifies the chart. */
  readonly ranges: readonly (readonly [number, number, number, number])[];
  /** Where the chart's top-left corner stands. */
  readonly anchor: readonly [number, number];
}

/** One rectangle of values, at a 1-based row and column. */
export interface Block {
  readonly row: number;
  readonly column: number;
  readonly values: WritableCell[][];
}

/** The heights of the parts that grow, as the last refresh wrote them (to blank what shrank). */
export interface BlockHeights {
  readonly players: number;
  readonly history: number;
  /** The side tables with the awards and the teams (the teams may make them taller). */
  readonly awards: number;
}

export interface StatisticsPlan {
  /** The players view at A1, the side tables at AM1, the rating's history at AM22. */
  readonly blocks: readonly Block[];
  /** What this plan writes, for the next one. */
  readonly heights: BlockHeights;
  readonly charts: readonly ChartPlan[];
  readonly lang: Lang;
  /** Rows of the players view with a header, of the seats view and so on: for formatting. */
  readonly headerRows: readonly (readonly [number, number, number])[];
}

const TITLES: Readonly<Record<Lang, Readonly<Record<ChartPlan["kind"], string>>>> = {
  ru: {
    wins: "Победы красных и чёрных",
    seats: "% побед по местам за столом",
    rating: "Рейтинг пятёрки лидеров после каждой игры",
  },
  en: {
    wins: "Red and black wins",
    seats: "Win % by seat",
    rating: "The top five's rating after each game",
  },
};

const HISTORY_HEADER: Readonly<Record<Lang, string>> = { ru: "Игра №", en: "Game #" };
const SIDE_HEADERS: Readonly<Record<Lang, readonly [string, string, string]>> = {
  ru: ["Команда", "Красные", "Чёрные"],
  en: ["Team", "Red", "Black"],
};
const WINS: Readonly<Record<Lang, string>> = { ru: "Победы", en: "Wins" };

/**
 * The statistics sheet's values and charts for a valid evaluation;
 * `previousLastRow` is the sheet's.
 */
/** A block of `width` columns and at least `height` rows, with `grids` put at their offsets. */
function block(
  row: number,
  column: number,
  width: number,
  height: number,
  grids: readonly { at: number; from?: number; grid: readonly (readonly Cell[])[] }[],
): Block {
  const rows = Math.max(height, ...grids.map(({ at, grid }) => at + grid.length));
  const values: WritableCell[][] = Array.from({ length: rows }, () =>
    new Array<WritableCell>(width).fill(""),
  );
  for (const { at, from = 0, grid } of grids)
    grid.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        const line = values[at + r];
        if (line !== undefined && from + c < width) line[from + c] = safeCell(cell);
      }),
    );
  return { row, column, values };
}

/** The width of the history: a game and five players. */
const HISTORY_WIDTH = HISTORY_PLAYERS + 1;

/**
 * The nominations, and the teams beside them: their table when any player has a team, nothing
 * without, and the problem in words when a player is in two teams (the other tables stand).
 */
function awardsGrids(
  evaluation: Evaluation,
  lang: Lang,
): { awards: Cell[][]; teams: Cell[][]; teamTable: boolean } {
  const teams = teamStandings(evaluation);
  return {
    awards: awardsGrid(decideAwards(evaluation), lang),
    teams: teams.ok
      ? teams.teams.length > 0
        ? teamsGrid(teams.teams, lang)
        : []
      : [[describeIssues(teams.issues, lang)]],
    teamTable: teams.ok && teams.teams.length > 0,
  };
}

export function planStatistics(evaluation: Evaluation, previous: BlockHeights): StatisticsPlan {
  const lang = evaluation.layout.lang;
  // The line chart follows the standings' top five: only their rating's history is kept.
  const top = evaluation.standings.slice(0, HISTORY_PLAYERS).map((s) => s.key);
  const stats = statistics(evaluation, new Set(top));
  const { side, seatsRow, summaryRow, pieRow, historyRow } = STATS_LAYOUT;
  const history = historyTable(stats, lang);
  const [sideHeader, red, black] = SIDE_HEADERS[lang];
  const players = block(1, 1, STATS_LAYOUT.playersWidth, previous.players, [
    { at: 0, grid: statsGrid(stats, "players", lang) },
  ]);
  const awarded = awardsGrids(evaluation, lang);
  const sidesWidth = STATS_LAYOUT.width - side + 1;
  const sidesHeight = Math.max(historyRow - seatsRow, previous.awards);
  const sides = block(seatsRow, side, sidesWidth, sidesHeight, [
    { at: 0, grid: statsGrid(stats, "seats", lang) },
    { at: summaryRow - seatsRow, grid: statsGrid(stats, "summary", lang) },
    {
      at: pieRow - seatsRow,
      grid: [
        [sideHeader, WINS[lang]],
        [red, stats.summary.redWins],
        [black, stats.summary.blackWins],
      ],
    },
    { at: 0, from: STATS_LAYOUT.awards - side, grid: awarded.awards },
    { at: 0, from: STATS_LAYOUT.teams - side, grid: awarded.teams },
  ]);
  const historyBlock = block(historyRow, side, HISTORY_WIDTH, previous.history, [
    { at: 0, grid: history },
  ]);

  const titles = TITLES[lang];
  const charts: ChartPlan[] = [
    {
      kind: "wins",
      type: "pie",
      title: titles.wins,
      ranges: [[pieRow, side, 3, 2]],
      anchor: [1, STATS_LAYOUT.chartColumn],
    },
    {
      kind: "seats",
      type: "column",
      title: titles.seats,
      // The seat numbers, and their win % (the eighth column of the seats view), without the
      // total row.
      ranges: [
        [seatsRow, side, TABLE_SIZE + 1, 1],
        [seatsRow, side + 7, TABLE_SIZE + 1, 1],
      ],
      anchor: [20, STATS_LAYOUT.chartColumn],
    },
    {
      kind: "rating",
      type: "line",
      title: titles.rating,
      // A fixed range, the most rows and columns the history ever has: the chart is never rebuilt
      // for a game more (a rebuild may drop the organiser's styling); blank rows draw nothing.
      ranges: [[historyRow, side, HISTORY_GAMES + 1, HISTORY_WIDTH]],
      anchor: [39, STATS_LAYOUT.chartColumn],
    },
  ];
  const headerRows = statisticsHeaderRows(awarded.teamTable, history[0]?.length ?? 1);
  return {
    blocks: [players, sides, historyBlock],
    heights: {
      players: players.values.length,
      history: historyBlock.values.length,
      awards: sides.values.length,
    },
    charts,
    lang,
    headerRows,
  };
}

/**
 * The header rows of «Статистика» a refresh formats in one range list, as [row, column, width]:
 * the players', row 1's others (the seats', the nominations' and, with a team table, the teams'),
 * the summary's, the pie's data and the rating's history `historyWidth` wide.
 */
export function statisticsHeaderRows(
  teamTable: boolean,
  historyWidth = HISTORY_WIDTH,
): (readonly [number, number, number])[] {
  const { side, seatsRow, summaryRow, pieRow, historyRow } = STATS_LAYOUT;
  return [
    [1, 1, STATS_LAYOUT.playersWidth],
    // Row 1's headers — the seats', the nominations' and the teams' — as one band: one
    // formatting call for the three, as many as for the seats alone.
    [seatsRow, side, (teamTable ? STATS_LAYOUT.width + 1 : TEAMS_COLUMN - 1) - side],
    [summaryRow, side, statsViewWidth("summary")],
    [pieRow, side, 2],
    [historyRow, side, historyWidth],
  ];
}

/**
 * The rating of the standings' top five after each rated game (at most HISTORY_GAMES of them):
 * before a player's first game their rating is 0, between their games it stays as it was.
 */
function historyTable(stats: Statistics, lang: Lang): Cell[][] {
  const top = stats.players.slice(0, HISTORY_PLAYERS);
  const games = stats.ratings.games.length;
  const header: Cell[] = [HISTORY_HEADER[lang], ...top.map((p) => p.name)];
  const columns = top.map((p) => ratingAfterEachGame(stats.ratings, p.key, games));
  const rows: Cell[][] = historyGames(games).map((game) => [
    game,
    ...columns.map((column) => column[game - 1] ?? 0),
  ]);
  return [header, ...rows];
}

/**
 * Games the rating's history shows (STATS.md, "The statistics sheet"): every game up to
 * HISTORY_GAMES; past that, HISTORY_GAMES evenly spaced games ending with the last one. A line of
 * a thousand points draws the same chart, and a long season's recalculation keeps its write small
 * enough for the time Sheets gives an edit.
 */
export function historyGames(games: number): number[] {
  if (games <= HISTORY_GAMES) return Array.from({ length: games }, (_, g) => g + 1);
  return Array.from({ length: HISTORY_GAMES }, (_, k) =>
    Math.round(((k + 1) * games) / HISTORY_GAMES),
  );
}

function ratingAfterEachGame(ratings: Ratings, key: string, games: number): number[] {
  const line = ratings.players.get(key);
  const after = new Array<number>(games).fill(0);
  if (line === undefined) return after;
  let rating = 0;
  let next = 0;
  for (let g = 1; g <= games; g++) {
    if (line.gameNumbers[next] === g) rating = line.history[next++] ?? rating;
    after[g - 1] = roundedRating(rating);
  }
  return after;
}
