import { GAME_FINISHED, type JudgedGames } from "./games";
import { ROLES, TEAM_CODE, type BestMove } from "./model";
import type { SeatTable } from "./seatTable";
import { BEST_MOVE_EARNERS, type ScoringSystem } from "./system";

/** A seat's points and their parts (SYSTEMS.md, "A seat's points"), by seat row index. */
export interface SeatScores {
  /** Everything the seat earned, Ci included; NaN unless its game is finished and valid. */
  readonly points: Float64Array;
  /** The win or loss points of the seat's role. */
  readonly outcome: Float64Array;
  /** The compensation Ci of the seat; null when the system has none. */
  readonly ci: Float64Array | null;
}

/** The one place where a scoring system turns into a seat's points. */
export function scoreSeats(
  system: ScoringSystem,
  table: SeatTable,
  judged: JudgedGames,
): SeatScores {
  const points = new Float64Array(table.count).fill(NaN);
  const outcome = new Float64Array(table.count);

  // The system's figures by role code (the index in ROLES), read once rather than per seat.
  const win = ROLES.map((role) => system[`${role}Win`]);
  const loss = ROLES.map((role) => system[`${role}Loss`]);
  const lossKilled = ROLES.map((role) =>
    role === "sheriff" ? system.sheriffKilledFirstNightLoss : system[`${role}Loss`],
  );
  const team = TEAM_CODE;
  const earners = BEST_MOVE_EARNERS[system.bestMoveEarnedBy];
  const earnsBestMove = ROLES.map((role) => earners.includes(role));
  const {
    perCorrectPick,
    bestPlayer: bestPlayerPoints,
    perRemark,
    removed: removedPoints,
    perGame,
    bestMove2,
    bestMove3,
  } = system;
  const { order, start, status } = judged;
  const { role, firstKilled, correct, bestPlayer, remarks, removed, extraHundredths, bestMoves } =
    table;
  for (let g = 0; g < status.length; g++) {
    if (status[g] !== GAME_FINISHED) continue;
    const winner = judged.winner[g];
    for (let k = start[g]; k < start[g + 1]; k++) {
      const s = order[k];
      const r = role[s];
      const killed = firstKilled[s] === 1;
      const base = team[r] === winner ? win[r] : killed ? lossKilled[r] : loss[r];
      let sum = base;
      if (killed && earnsBestMove[r]) {
        const move = bestMoves.get(s);
        const named =
          move === undefined ? 0 : blackNamed(table, order.subarray(start[g], start[g + 1]), move);
        sum += named === 3 ? bestMove3 : named === 2 ? bestMove2 : 0;
      }
      sum +=
        correct[s] * perCorrectPick + remarks[s] * perRemark + perGame + extraHundredths[s] / 100;
      if (bestPlayer[s]) sum += bestPlayerPoints;
      if (removed[s]) sum += removedPoints;
      outcome[s] = base;
      points[s] = sum;
    }
  }
  const ci =
    system.compensation > 0 ? compensation(system.compensation, table, judged, points) : null;
  return { points, outcome, ci };
}

/**
 * SYSTEMS.md, "Compensation Ci", added to `points`: over the finished games, N games played and K games red and
 * killed first night; each such game the team lost earns min(C, K × C / R), R = round(0.4 × N)
 * (halves up), and C when R = 0.
 */
function compensation(
  c: number,
  table: SeatTable,
  judged: JudgedGames,
  points: Float64Array,
): Float64Array {
  const ci = new Float64Array(table.count);
  const played = new Int32Array(table.playerKeys.length);
  const shotRed = new Int32Array(table.playerKeys.length);
  const eligible: number[] = [];
  for (let g = 0; g < judged.status.length; g++) {
    if (judged.status[g] !== GAME_FINISHED) continue;
    for (let k = judged.start[g]; k < judged.start[g + 1]; k++) {
      const s = judged.order[k];
      const p = table.player[s];
      played[p]++;
      const red = TEAM_CODE[table.role[s]] === 1;
      if (red && table.firstKilled[s]) {
        shotRed[p]++;
        if (judged.winner[g] !== 1) eligible.push(s);
      }
    }
  }
  for (const s of eligible) {
    const p = table.player[s];
    // 0.4 × N never ends in exactly .5 for a whole N, so integer arithmetic rounds it as the rule says.
    const r = Math.floor((4 * played[p] + 5) / 10);
    ci[s] = r === 0 ? c : Math.min(c, (shotRed[p] * c) / r);
    points[s] += ci[s];
  }
  return ci;
}

/** The number of black players a best move named: worked out from the seats it names. */
function blackNamed(table: SeatTable, gameRows: Int32Array, move: BestMove): number {
  if (move.kind === "count") return move.count;
  let count = 0;
  for (const s of gameRows) {
    if (move.seats.includes(table.seat[s]) && TEAM_CODE[table.role[s]] === 2) count++;
  }
  return count;
}
