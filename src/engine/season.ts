/**
 * A season of tournaments in one Games table (SERIES.md): the «Турнир» and «Вес турнира» cells
 * of a row, what is wrong with a game's or a tournament's rows, and the tournaments in the order
 * of their first rows. A table without a «Турнир» column has none of this.
 */
import type { Issue, IssueOf } from "./issues";
import type { GameRows, SeatRow } from "./model";
import { MAX_LISTED } from "./problemLimits";
import { whereOf } from "./rows";

/** A tournament of the season. */
export interface Tournament {
  /** The tournament's identity: its name compared as a player's name is. */
  readonly key: string;
  /** The name as first written in the table. */
  readonly name: string;
  /** «Вес турнира»: what its series points are multiplied by (1 when blank). */
  readonly weight: number;
}

const NONE: readonly Issue[] = [];

/** The first rows of a list that pass a test, as a problem names them. */
function rowsWhere(rows: readonly SeatRow[], test: (row: SeatRow) => boolean): number[] {
  const found: number[] = [];
  for (const row of rows) {
    if (found.length >= MAX_LISTED) break;
    if (test(row)) found.push(row.row);
  }
  return found;
}

/**
 * What is wrong with a game's tournament cells, when the table has the column: rows that leave
 * it blank, or rows that name different tournaments (each name with its rows).
 */
export function tournamentProblems(game: GameRows): readonly Issue[] {
  if (game.tournamentKey === undefined) return NONE;
  const { rows } = game;
  const issues: Issue[] = [];
  if (rows.some((row) => row.tournamentKey === "")) {
    const blank = rowsWhere(rows, (row) => row.tournamentKey === "");
    issues.push({ code: "no-tournament", ...whereOf(game), rows: blank });
  }
  const named = new Map<string, string>();
  for (const row of rows)
    if (row.tournamentKey !== "") named.set(row.tournamentKey, row.tournament);
  if (named.size > 1) {
    const tournaments = [...named].map(([key, name]) => ({
      name,
      rows: rowsWhere(rows, (row) => row.tournamentKey === key),
    }));
    issues.push({ code: "tournament-conflict", ...whereOf(game), tournaments });
  }
  return issues;
}

/**
 * The tournaments of a season's games, in the order of their first rows, each with its weight,
 * and the problem of each tournament whose rows give different weights (a blank is 1).
 */
export function seasonTournaments(games: readonly GameRows[]): {
  readonly tournaments: readonly Tournament[];
  readonly weightConflicts: ReadonlyMap<string, IssueOf<"weight-conflict">>;
} {
  const found = new Map<string, { name: string; weights: Map<number, number[]> }>();
  for (const game of games) {
    // A game without a «Турнир» column has no tournament in any row.
    if (game.tournamentKey === undefined) continue;
    for (const row of game.rows) {
      if (row.tournamentKey === "" || row.weight === "unreadable") continue;
      let tournament = found.get(row.tournamentKey);
      if (tournament === undefined) {
        tournament = { name: row.tournament, weights: new Map() };
        found.set(row.tournamentKey, tournament);
      }
      const weight = row.weight ?? 1;
      const rows = tournament.weights.get(weight);
      if (rows === undefined) tournament.weights.set(weight, [row.row]);
      else if (rows.length < MAX_LISTED) rows.push(row.row);
    }
  }
  const tournaments: Tournament[] = [];
  const weightConflicts = new Map<string, IssueOf<"weight-conflict">>();
  for (const [key, { name, weights }] of found) {
    tournaments.push({ key, name, weight: weights.keys().next().value ?? 1 });
    if (weights.size > 1) {
      const given = [...weights].map(([weight, rows]) => ({ weight, rows }));
      weightConflicts.set(key, { code: "weight-conflict", tournament: name, weights: given });
    }
  }
  return { tournaments, weightConflicts };
}
