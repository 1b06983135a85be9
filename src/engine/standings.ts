import { DON, MAFIA, SHERIFF, TEAM_CODE, type PlayerTotals, type Standing } from "./model";
import type { SeatTable } from "./seatTable";
import type { ScoringSystem } from "./system";

/**
 * Sums the valid finished games into one line per player (players of no such game are left out).
 * Game g is the seat rows `order[start[g] .. start[g + 1])`, or `start[g] .. start[g + 1]` when
 * `order` is null, as `JudgedGames` groups them.
 */
export function totalPlayers(table: SeatTable, order: Int32Array | null, start: Int32Array, gameWinner: Int8Array, seatPoints: Float64Array): PlayerTotals[] {
  const players = table.playerKeys.length;
  const points = new Float64Array(players);
  // Per player: games, wins, bestPlayer, donWins, sheriffWins, mafiaWins, firstKilled.
  const figures = new Int32Array(players * 7);
  for (let g = 0; g < gameWinner.length; g++) {
    const winner = gameWinner[g] as number;
    if (winner === 0) continue;
    for (let k = start[g] as number; k < (start[g + 1] as number); k++) {
      const s = order === null ? k : (order[k] as number);
      const p = table.player[s] as number;
      const role = table.role[s] as number;
      const won = TEAM_CODE[role] === winner;
      const at = p * 7;
      points[p] += seatPoints[s] as number;
      figures[at]++;
      if (won) {
        figures[at + 1]++;
        if (role === DON) figures[at + 3]++;
        else if (role === SHERIFF) figures[at + 4]++;
        else if (role === MAFIA) figures[at + 5]++;
      }
      figures[at + 2] += table.bestPlayer[s] as number;
      figures[at + 6] += table.firstKilled[s] as number;
    }
  }
  const totals: PlayerTotals[] = [];
  for (let p = 0; p < players; p++) {
    const at = p * 7;
    const played = figures[at] as number;
    if (played === 0) continue;
    const wins = figures[at + 1] as number;
    totals.push({
      key: table.playerKeys[p] as string,
      name: table.playerNames[p] as string,
      points: points[p] as number,
      games: played,
      wins,
      losses: played - wins,
      bestPlayer: figures[at + 2] as number,
      donWins: figures[at + 3] as number,
      sheriffWins: figures[at + 4] as number,
      mafiaWins: figures[at + 5] as number,
      firstKilled: figures[at + 6] as number,
    });
  }
  return totals;
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
    standings.push(standingOf(player, place));
  });
  return standings;
}

/**
 * A standing written field by field. Objects made by spreading a player's totals were slow to
 * read back (measured: ~70 ns a figure past the first few), so the grid of 240 players cost more
 * than ranking them.
 */
function standingOf(p: PlayerTotals, place: number): Standing {
  return {
    key: p.key,
    name: p.name,
    points: p.points,
    games: p.games,
    wins: p.wins,
    losses: p.losses,
    bestPlayer: p.bestPlayer,
    donWins: p.donWins,
    sheriffWins: p.sheriffWins,
    mafiaWins: p.mafiaWins,
    firstKilled: p.firstKilled,
    place,
  };
}
