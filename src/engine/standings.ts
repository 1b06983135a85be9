import type { Game, PlayerTotals, Standing } from "./model";
import { teamOf } from "./model";
import type { ScoringSystem } from "./system";

/** Sums the valid finished games into one line per player. */
export function totalPlayers(games: readonly Game[]): PlayerTotals[] {
  const players = new Map<string, PlayerTotals>();
  for (const game of games) {
    if (game.status !== "finished") continue;
    for (let i = 0; i < game.rows.length; i++) {
      const row = game.rows[i]!;
      let p = players.get(row.playerKey);
      if (p === undefined) {
        p = { key: row.playerKey, name: row.player, points: 0, games: 0, wins: 0, losses: 0, bestPlayer: 0, donWins: 0, sheriffWins: 0, mafiaWins: 0, firstKilled: 0 };
        players.set(row.playerKey, p);
      }
      const won = row.role !== null && teamOf(row.role) === game.winner;
      p.points += game.points[i]!;
      p.games++;
      if (won) {
        p.wins++;
        if (row.role === "don") p.donWins++;
        else if (row.role === "sheriff") p.sheriffWins++;
        else if (row.role === "mafia") p.mafiaWins++;
      } else p.losses++;
      if (row.bestPlayer) p.bestPlayer++;
      if (row.firstKilled) p.firstKilled++;
    }
  }
  return [...players.values()];
}

/**
 * Orders the players by the system's tie-breaks and gives places by standard competition
 * ranking (1, 2, 2, 4): players equal on every tie-break share the place, listed by name.
 */
export function rankPlayers(system: ScoringSystem, players: readonly PlayerTotals[]): Standing[] {
  const compare = (a: PlayerTotals, b: PlayerTotals): number => {
    for (const { key, better } of system.tieBreaks) {
      const diff = a[key] - b[key];
      if (diff !== 0) return better === "more" ? -diff : diff;
    }
    return 0;
  };
  const sorted = [...players].sort((a, b) => compare(a, b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const standings: Standing[] = [];
  sorted.forEach((player, index) => {
    const previous = standings[index - 1];
    const place = previous !== undefined && compare(previous, player) === 0 ? previous.place : index + 1;
    standings.push({ ...player, place });
  });
  return standings;
}
