/**
 * A Games table evaluated: read row by row, grouped into games, each game judged, the finished
 * ones scored and the players ranked. Everything the product shows comes from one evaluation.
 */
import { judgeGame, type Verdict } from "./games";
import type { Issue, Warning } from "./issues";
import { lookAlikeWarnings } from "./lookalikes";
import type { Game, GameRows, Standing } from "./model";
import { Compensation, Scorer } from "./points";
import { groupRepeated, withHeader } from "./repeated";
import {
  readRows,
  whereOf,
  withoutFinal,
  type RowKind,
  type StrayRow,
  type TableRows,
} from "./rows";
import { seasonTournaments, type Tournament } from "./season";
import { PlayerLines, rankPlayers } from "./standings";
import { CLUB_SYSTEM, hasCompensation, type ScoringSystem } from "./system";
import { findLayout, type TableLayout, type TableValues } from "./table";
import type { Lang } from "./terms";
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

/** Everything the product shows about a Games table. */
export interface Evaluation {
  readonly system: ScoringSystem;
  readonly layout: TableLayout;
  /** The row number messages give the table row `index` (a seat row also carries its own). */
  readonly rowNumber: (index: number) => number;
  /** What each row of the table is, by its index in the values. */
  readonly rowKinds: readonly RowKind[];
  /** The first spelling met of each player's name (RULES.md, "Players"), by identity. */
  readonly playerNames: ReadonlyMap<string, string>;
  /** The rows with data but no game id, as far as they are listed (problemLimits.ts). */
  readonly strays: readonly StrayRow[];
  /** The games in the order of their first row. */
  readonly games: readonly Game[];
  /**
   * Every reason the standings cannot be trusted, in table order: invalid finished games and
   * stray rows (the first few of each when there are thousands).
   */
  readonly issues: readonly Issue[];
  /** How many problems there are in all: `issues` and those not listed one by one. */
  readonly problemCount: number;
  /**
   * What the organiser should see that does not stop the standings (headers ignored, names with
   * Latin look-alike letters), apart from the problems: every surface shows them marked as
   * warnings, and the standings still stand.
   */
  readonly warnings: readonly Warning[];
  readonly standings: readonly Standing[];
  /**
   * The tournaments of a season (SERIES.md), in the order of their first rows; none without a
   * «Турнир» column. Every figure above counts them all together, as one season.
   */
  readonly tournaments: readonly Tournament[];
}

export function evaluate(values: TableValues, options: EvaluateOptions = {}): Evaluation {
  const system = options.system ?? CLUB_SYSTEM;
  const firstRow = options.firstRow ?? 1;
  const rowNumbers = options.rowNumbers;
  const rowNumber = (index: number): number => rowNumbers?.[index] ?? index + firstRow;
  const layout = findLayout(values, options.lang);
  const read = readRows(values, layout, rowNumber, options.dayOfDate);
  const rows = system.hideFinal ? withoutFinal(read) : read;

  // Ci needs every finished game counted before any is scored: all games are judged first.
  const ci = hasCompensation(system)
    ? new Compensation(system.compensation, system.ciInFinal)
    : null;
  const verdicts: Verdict[] = [];
  let listed = 0;
  let unlisted = rows.strayCount - rows.strays.length;
  const perTable = layout.place.table >= 0;
  const { headers } = layout;
  const season = seasonTournaments(rows.games);
  for (const game of rows.games) {
    const judged = judgeGame(game, listed, perTable);
    const conflict = season.weightConflicts.get(game.tournamentKey ?? "");
    const weighed =
      conflict === undefined ? judged : withProblem(judged, { ...conflict, ...whereOf(game) });
    const verdict =
      weighed.issues.length === 0
        ? weighed
        : { ...weighed, issues: weighed.issues.map((issue) => withHeader(issue, headers)) };
    listed += verdict.issues.length;
    unlisted += verdict.unlisted;
    if (verdict.status === "finished") ci?.count(game.rows, verdict.stage);
    verdicts.push(verdict);
  }

  const scorer = new Scorer(system, ci);
  const players = new PlayerLines(rows.names);
  const games = rows.games.map((read, g) => {
    const game = gameOf(read, verdicts[g] as Verdict, scorer);
    if (game.status === "finished") players.add(game);
    return game;
  });

  const anyFinal = games.some((game) => game.status === "finished" && game.stage === "final");
  const { issues, merged } = groupRepeated(issuesInTableOrder(rows, games, headers));
  return {
    system,
    layout,
    rowNumber,
    rowKinds: rows.kinds,
    playerNames: rows.names,
    strays: rows.strays,
    games,
    issues,
    problemCount: listed + rows.strays.length + unlisted - merged,
    warnings: [
      ...layout.ignored.map((value): Warning => ({ code: "ignored-header", value })),
      ...layout.unscored.map((value): Warning => ({ code: "unscored-header", value })),
      ...lookAlikeWarnings(rows.names, rows.games).map((warning) => withHeader(warning, headers)),
    ],
    standings: rankPlayers(system, players.lines(), anyFinal),
    tournaments: season.tournaments,
  };
}

/**
 * A verdict with a problem of the game's tournament added (its rows give different weights):
 * a finished game is then invalid; a game in progress is not judged yet.
 */
function withProblem(verdict: Verdict, issue: Issue): Verdict {
  if (verdict.status === "in-progress") return verdict;
  const { stage, winner, unlisted } = verdict;
  return { status: "invalid", winner, stage, issues: [...verdict.issues, issue], unlisted };
}

/**
 * A game's rows with its verdict, and the scores of each seat when it is finished and valid.
 * Written out as one literal, not spread from the rows: `{ ...read, stage, issues, status,
 * winner }` makes the whole evaluation take twice as long on a season of 10,000 games (about
 * 90 → 180 ms of the engine's own time, on the typed and the plain season alike).
 */
function gameOf(read: GameRows, verdict: Verdict, scorer: Scorer): Game {
  const { key, label, rows, cellProblems, badCells, cellIssues, table, round } = read;
  const { tournament, tournamentKey } = read;
  const { status, winner, stage, issues } = verdict;
  if (status !== "finished")
    return {
      key,
      label,
      table,
      round,
      tournament,
      tournamentKey,
      rows,
      cellProblems,
      badCells,
      cellIssues,
      stage,
      issues,
      status,
      winner,
    };
  const scores = scorer.score({ rows, winner, stage });
  return {
    key,
    label,
    table,
    round,
    tournament,
    tournamentKey,
    rows,
    cellProblems,
    badCells,
    cellIssues,
    stage,
    issues,
    status,
    winner,
    scores,
  };
}

/**
 * Stray rows and invalid games' problems in table order:
 * a game's own problems stand at its first row.
 */
function issuesInTableOrder(
  rows: TableRows,
  games: readonly Game[],
  headers: TableLayout["headers"],
): Issue[] {
  const anchored: { row: number; issue: Issue }[] = rows.strays.map(({ issue }) => ({
    row: issue.row ?? 0,
    issue: withHeader(issue, headers),
  }));
  for (const game of games) {
    if (game.status !== "invalid") continue;
    const firstRow = game.rows[0]?.row ?? 0;
    for (const issue of game.issues) anchored.push({ row: issue.row ?? firstRow, issue });
  }
  // Array.prototype.sort is stable: a game's problems keep their order at the same row.
  return anchored.sort((a, b) => a.row - b.row).map((a) => a.issue);
}

/** Each table row's points: undefined where the row is no seat of a finished, valid game. */
export function pointsByRow(evaluation: Evaluation): (number | undefined)[] {
  const points = new Array<number | undefined>(evaluation.rowKinds.length).fill(undefined);
  for (const game of evaluation.games) {
    if (game.status !== "finished") continue;
    for (const score of game.scores) points[score.row.index] = score.points;
  }
  return points;
}
