import { GAME_FINISHED, type JudgedGames } from "./games";
import { ROLES, teamOf, type PlayerTotals, type Role, type Standing } from "./model";
import type { SeatScores } from "./points";
import type { SeatTable } from "./seatTable";
import { TIE_BREAKS, type ScoringSystem, type TieBreakKey } from "./system";

/** Sums the finished valid games into one line per player (players of no such game are left out). */
export function totalPlayers(table: SeatTable, judged: JudgedGames, scores: SeatScores): PlayerTotals[] {
  const totals: (PlayerTotals | undefined)[] = new Array(table.playerKeys.length);
  for (let g = 0; g < judged.status.length; g++) {
    if (judged.status[g] !== GAME_FINISHED) continue;
    const winner = judged.winner[g] === 1 ? "red" : "black";
    for (let k = judged.start[g] as number; k < (judged.start[g + 1] as number); k++) {
      const s = judged.order[k] as number;
      const p = table.player[s] as number;
      const role = ROLES[table.role[s] as number] as Role;
      const t = (totals[p] ??= emptyTotals(table.playerKeys[p] as string, table.playerNames[p] as string));
      t.points += scores.points[s] as number;
      t.ci += scores.ci[s] as number;
      t.bonus += (scores.points[s] as number) - (scores.outcome[s] as number) - (scores.ci[s] as number);
      t.games++;
      if (table.bestPlayer[s]) t.bestPlayer++;
      if (table.firstKilled[s]) t.firstKilled++;
      if (teamOf(role) !== winner) {
        t.losses++;
        continue;
      }
      t.wins++;
      if (role === "don") t.donWins++;
      if (role === "sheriff") t.sheriffWins++;
      if (role === "mafia") t.mafiaWins++;
      if (role === "civilian") t.civilianWins++;
      if (role === "sheriff" || role === "don") t.sheriffDonWins++;
    }
  }
  return totals.filter((t): t is PlayerTotals => t !== undefined);
}

function emptyTotals(key: string, name: string): PlayerTotals {
  return { key, name, points: 0, games: 0, wins: 0, losses: 0, bestPlayer: 0, donWins: 0, sheriffWins: 0, mafiaWins: 0, firstKilled: 0, civilianWins: 0, sheriffDonWins: 0, bonus: 0, ci: 0 };
}

/**
 * Sums of tenths and of Ci are not exact in binary: 0.1 + 0.2 is 0.30000000000000004. Figures
 * closer than this are equal (SYSTEMS.md, "Tie-break order"); real differences are 0.01 or more.
 */
const TOLERANCE = 1e-9;

function compareFigure(a: number, b: number, better: "more" | "fewer"): number {
  if (Math.abs(a - b) <= TOLERANCE) return 0;
  return better === "more" ? b - a : a - b;
}

/**
 * Orders the players by points, then the system's tie-breaks, and gives places by standard
 * competition ranking (1, 2, 2, 4): players equal on every tie-break share the place, by name.
 */
export function rankPlayers(system: ScoringSystem, players: readonly PlayerTotals[]): Standing[] {
  const keys: readonly TieBreakKey[] = system.tieBreaks;
  const compare = (a: PlayerTotals, b: PlayerTotals): number => {
    const byPoints = compareFigure(a.points, b.points, "more");
    if (byPoints !== 0) return byPoints;
    for (const key of keys) {
      const diff = compareFigure(a[key], b[key], TIE_BREAKS[key].better);
      if (diff !== 0) return diff;
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

/** Numbers handed out are rounded to 4 decimals: never 0.30000000000000004 in a cell. */
export function rounded(value: number): number {
  const r = Math.round(value * 1e4) / 1e4;
  return r === 0 ? 0 : r; // no −0
}
