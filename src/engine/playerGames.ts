/** One player's finished games, as the player card lists them (STATS.md, "The player card"). */
import type { Evaluation } from "./evaluate";
import { teamOf, type Role, type Stage } from "./model";

export interface PlayerGame {
  /** The game id as the user wrote it. */
  readonly game: string;
  readonly stage: Stage;
  readonly seat: number;
  readonly role: Role;
  readonly won: boolean;
  /** The seat's points, weighted as in the standings. */
  readonly points: number;
  /** The row of the player's seat, to find what else the table holds (its date). */
  readonly index: number;
}

/** The finished games of the player with identity `key`, newest (lowest in the table) first. */
export function playerGames(evaluation: Pick<Evaluation, "games">, key: string): PlayerGame[] {
  const games: PlayerGame[] = [];
  for (const game of evaluation.games) {
    if (game.status !== "finished") continue;
    const i = game.rows.findIndex((row) => row.player.key === key);
    const row = game.rows[i];
    if (row === undefined || row.role === null || row.seat === null) continue;
    games.push({
      game: game.label,
      stage: game.stage,
      seat: row.seat,
      role: row.role,
      won: teamOf(row.role) === game.winner,
      points: game.points[i] ?? 0,
      index: row.index,
    });
  }
  return games.reverse();
}
