/**
 * A Games table evaluated: read row by row, grouped into games, each game judged, the finished
 * ones scored and the players ranked. Everything the product shows comes from one evaluation.
 */
import { judgeGame } from "./games";
import type { Issue } from "./issues";
import type { Game, GameScores, Lang, Standing } from "./model";
import { Compensation, Scorer } from "./points";
import { MAX_LISTED, readRows, withoutFinal, type RowNumber, type TableRows } from "./rows";
import { PlayerLines, rankPlayers } from "./standings";
import { CLUB_SYSTEM, type ScoringSystem } from "./system";
import { findLayout, type TableLayout, type TableValues } from "./table";
import type { DayOfDate } from "./text";

export interface EvaluateOptions {
  /** Row number of the table's first row, so messages name the row the user sees. */
  readonly firstRow?: number;
  /**
   * The row number of each row of the table, where they do not simply count on from `firstRow`
   * (the command line: the file's lines, skipping blank ones and spanning quoted line breaks).
   */
  readonly rowNumbers?: readonly number[];
  /** Force the language of messages and labels instead of taking it from the header. */
  readonly lang?: Lang;
  readonly system?: ScoringSystem;
  /** The day of a Date cell, as the shell knows it (text.ts, DayOfDate); noon UTC without. */
  readonly dayOfDate?: DayOfDate;
}

/** What each row of a table is, the players' names and the stray rows: the rows without games. */
type RowsRead = Omit<TableRows, "games">;

/** Everything the product shows about a Games table. */
export interface Evaluation {
  readonly system: ScoringSystem;
  readonly layout: TableLayout;
  /** The row number messages give the table row `index`. */
  readonly rowNumber: (index: number) => number;
  /** What each table row is, the players' names and the stray rows (the games are `games`). */
  readonly rows: RowsRead;
  /** The games in the order of their first row. */
  readonly games: readonly Game[];
  /**
   * Every reason the standings cannot be trusted, in table order: invalid finished games and
   * stray rows (the first few of each when there are thousands).
   */
  readonly issues: readonly Issue[];
  /** How many problems there are in all: `issues` and those not listed one by one. */
  readonly problemCount: number;
  readonly standings: readonly Standing[];
}

/**
 * Problems of invalid games listed in all; past this, each further game lists only its first, so
 * a file of thousands of broken games still says what is wrong with each within bounded memory.
 */
const MAX_GAME_ISSUES = 5000;

const NOT_SCORED: GameScores = { points: [], outcomes: [], ci: [] };

export function evaluate(values: TableValues, options: EvaluateOptions = {}): Evaluation {
  const system = options.system ?? CLUB_SYSTEM;
  const firstRow = options.firstRow ?? 1;
  const rowNumbers = options.rowNumbers;
  const rowNumber = (index: number): number => rowNumbers?.[index] ?? index + firstRow;
  const layout = findLayout(values, options.lang);
  const read = readRows(values, layout, rowNumber, options.dayOfDate);
  const rows = system.hideFinal ? withoutFinal(read) : read;

  let listed = 0;
  let unlisted = rows.strayCount - rows.strays.length;
  const ci =
    system.compensation > 0 ? new Compensation(system.compensation, system.ciInFinal) : null;
  // Ci needs every finished game counted before any is scored: all games are judged first.
  const judged = rows.games.map((read) => {
    const verdict = judgeGame(read, rowNumber, listed < MAX_GAME_ISSUES ? MAX_LISTED : 1);
    listed += verdict.issues.length;
    unlisted += verdict.unlisted;
    if (verdict.status === "finished") ci?.count(read.rows, verdict.stage);
    return { read, verdict };
  });

  const scorer = new Scorer(system, ci);
  const players = new PlayerLines(rows.names);
  const games = judged.map(({ read, verdict }): Game => {
    const { winner, stage, status, issues } = verdict;
    const scored = status === "finished" && winner !== null;
    const scores = scored ? scorer.score({ rows: read.rows, winner, stage }) : NOT_SCORED;
    const { key, label, rows: gameRows, cellProblems, cellIssues } = read;
    const { points, outcomes, ci: seatCi } = scores;
    const game: Game = {
      key,
      label,
      rows: gameRows,
      cellProblems,
      cellIssues,
      winner,
      stage,
      status,
      issues,
      points,
      outcomes,
      ci: seatCi,
    };
    // Each game's rows are added up while they are at hand: a season is 100,000 of them.
    if (scored) players.add(game);
    return game;
  });

  const issues = issuesInTableOrder(rows, games, rowNumber);
  const anyFinal = games.some((game) => game.status === "finished" && game.stage === "final");
  const standings = rankPlayers(system, players.lines(), anyFinal);
  const problemCount = listed + rows.strays.length + unlisted;
  const { kinds, names, strays, strayCount } = rows;
  return {
    system,
    layout,
    rowNumber,
    rows: { kinds, names, strays, strayCount },
    games,
    issues,
    problemCount,
    standings,
  };
}

/**
 * Stray rows and invalid games' problems in table order:
 * a game's own problems stand at its first row.
 */
function issuesInTableOrder(rows: RowsRead, games: readonly Game[], rowNumber: RowNumber): Issue[] {
  const anchored: { row: number; issue: Issue }[] = rows.strays.map(({ issue }) => ({
    row: issue.row ?? 0,
    issue,
  }));
  for (const game of games) {
    if (game.status !== "invalid") continue;
    const first = game.rows[0];
    const firstRow = first === undefined ? 0 : rowNumber(first.index);
    for (const issue of game.issues) anchored.push({ row: issue.row ?? firstRow, issue });
  }
  // Array.prototype.sort is stable: a game's problems keep their order at the same row.
  return anchored.sort((a, b) => a.row - b.row).map((a) => a.issue);
}

/** Each table row's points: undefined where the row is no seat of a finished, valid game. */
export function pointsByRow(evaluation: Evaluation): (number | undefined)[] {
  const points = new Array<number | undefined>(evaluation.rows.kinds.length).fill(undefined);
  for (const game of evaluation.games) {
    game.rows.forEach((row, i) => (points[row.index] = game.points[i]));
  }
  return points;
}
