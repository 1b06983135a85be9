import { GAME_FINISHED, type JudgedGames } from "./games";
import { DON, MAFIA, SHERIFF, TEAM_CODE, type PlayerTotals, type Standing } from "./model";
import type { SeatScores } from "./points";
import type { SeatTable } from "./seatTable";
import { TIE_BREAKS, type ScoringSystem, type TieBreakKey } from "./system";

/** Sums the finished valid games into one line per player (players of no such game are left out). */
export function totalPlayers(
  table: SeatTable,
  judged: JudgedGames,
  scores: SeatScores,
): Standing[] {
  const totals: (Standing | undefined)[] = new Array(table.playerKeys.length);
  const { order, start, status } = judged;
  const { player, role, bestPlayer, firstKilled } = table;
  const { points, outcome, ci } = scores;
  for (let g = 0; g < status.length; g++) {
    if (status[g] !== GAME_FINISHED) continue;
    const winner = judged.winner[g];
    for (let k = start[g]; k < start[g + 1]; k++) {
      const s = order[k];
      const p = player[s];
      const r = role[s];
      const t = (totals[p] ??= emptyTotals(table.playerKeys[p], table.playerNames[p]));
      t.points += points[s];
      const seatCi = ci === null ? 0 : ci[s];
      t.ci += seatCi;
      t.bonus += points[s] - outcome[s] - seatCi;
      t.games++;
      t.bestPlayer += bestPlayer[s];
      t.firstKilled += firstKilled[s];
      if (TEAM_CODE[r] !== winner) {
        t.losses++;
        continue;
      }
      t.wins++;
      if (r === DON) t.donWins++;
      else if (r === SHERIFF) t.sheriffWins++;
      else if (r === MAFIA) t.mafiaWins++;
      else t.civilianWins++;
      if (r === SHERIFF || r === DON) t.sheriffDonWins++;
    }
  }
  return totals.filter((t): t is Standing => t !== undefined);
}

/** A player's line before their games are added up; the place is given by rankPlayers. */
function emptyTotals(key: string, name: string): Standing {
  return {
    key,
    name,
    place: 0,
    points: 0,
    games: 0,
    wins: 0,
    losses: 0,
    bestPlayer: 0,
    donWins: 0,
    sheriffWins: 0,
    mafiaWins: 0,
    firstKilled: 0,
    civilianWins: 0,
    sheriffDonWins: 0,
    bonus: 0,
    ci: 0,
  };
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
 * The lines are the ones totalPlayers made for this ranking: their places are written in.
 */
export function rankPlayers(system: ScoringSystem, players: readonly Standing[]): Standing[] {
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
  const sorted = [...players].sort(
    (a, b) => compare(a, b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  sorted.forEach((player, index) => {
    const previous = sorted[index - 1];
    player.place =
      previous !== undefined && compare(previous, player) === 0 ? previous.place : index + 1;
  });
  return sorted;
}

/** Numbers handed out are rounded to 4 decimals: never 0.30000000000000004 in a cell. */
export function rounded(value: number): number {
  const r = Math.round(value * 1e4) / 1e4;
  return r === 0 ? 0 : r; // no −0
}
