import { groupGames, judgeGame } from "./games";
import type { Game, Issue, Standing } from "./model";
import { rankPlayers, totalPlayers } from "./standings";
import { CLUB_SYSTEM, type ScoringSystem } from "./system";
import { readTable, type ReadOptions, type TableRead } from "./table";

export interface EvaluateOptions extends ReadOptions {
  readonly system?: ScoringSystem;
}

/** Everything the product shows about a Games table, computed in one pass. */
export interface Evaluation extends TableRead {
  readonly system: ScoringSystem;
  readonly games: readonly Game[];
  /** Every reason the standings cannot be trusted: invalid finished games and stray rows. */
  readonly issues: readonly Issue[];
  readonly standings: readonly Standing[];
}

export function evaluate(values: readonly (readonly unknown[])[], options: EvaluateOptions = {}): Evaluation {
  const system = options.system ?? CLUB_SYSTEM;
  const table = readTable(values, options);
  const games = groupGames(table.seats).map((rows) => judgeGame(system, rows));
  // Problems in table order: a game's own problems stand at its first row.
  const anchored: { row: number; issue: Issue }[] = [];
  for (const entry of table.entries) if (entry.kind === "stray") anchored.push({ row: entry.issue.row ?? 0, issue: entry.issue });
  for (const game of games) {
    const first = game.rows[0]?.row ?? 0;
    for (const issue of game.issues) anchored.push({ row: issue.row ?? first, issue });
  }
  const issues = anchored.sort((a, b) => a.row - b.row).map((a) => a.issue);
  const standings = rankPlayers(system, totalPlayers(games));
  return { ...table, system, games, issues, standings };
}
