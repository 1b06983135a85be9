/** One player's finished games, as the player card lists them (STATS.md, "The player card"). */
import type { Evaluation } from "./evaluate";
import { writtenPlace, type WrittenPlace } from "./identity";
import { roleWon, type Role, type Stage } from "./terms";

export interface PlayerGame {
  /** The game id as the user wrote it. */
  readonly game: string;
  /** Its round and table, or its tournament, as written where the table has them. */
  readonly place: WrittenPlace;
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
    const score = game.scores.find(({ row }) => row.playerKey === key);
    if (score === undefined) continue;
    const { row, points } = score;
    // A finished game has a seat and a role on every row.
    if (row.role === null || row.seat === null) continue;
    games.push({
      game: game.label,
      place: writtenPlace(game),
      stage: game.stage,
      seat: row.seat,
      role: row.role,
      won: roleWon(row.role, game.winner),
      points,
      index: row.index,
    });
  }
  return games.reverse();
}
