import { ROLES, TEAM_CODE, type BestMove } from "./model";
import { seatAt, type SeatTable } from "./seatTable";
import type { ScoringSystem } from "./system";

/**
 * The points table of a scoring system indexed like ROLES, so the loop that scores a season
 * reads arrays instead of records. This module is the only place that turns the table of
 * RULES.md into a seat's points.
 */
export interface PointsTable {
  readonly win: readonly number[];
  readonly loss: readonly number[];
  readonly lossIfKilledFirstNight: readonly number[];
  readonly earnsBestMove: readonly boolean[];
  readonly byBlackNamed: readonly number[];
  readonly perCorrectPick: number;
  readonly bestPlayer: number;
  readonly perRemark: number;
  readonly removed: number;
}

export function pointsTable(system: ScoringSystem): PointsTable {
  return {
    win: ROLES.map((role) => system.win[role]),
    loss: ROLES.map((role) => system.loss[role]),
    lossIfKilledFirstNight: ROLES.map((role) => system.lossIfKilledFirstNight[role]),
    earnsBestMove: ROLES.map((role) => system.bestMove.earnedBy.includes(role)),
    byBlackNamed: system.bestMove.pointsByBlackNamed,
    perCorrectPick: system.perCorrectPick,
    bestPlayer: system.bestPlayer,
    perRemark: system.perRemark,
    removed: system.removed,
  };
}


/**
 * Points of the seats of every valid finished game: game g is the seat rows
 * `order[start[g] .. start[g + 1])` of `table` (or `start[g] .. start[g + 1]` when `order` is null), and `gameWinner[g]` is the team that won it
 * (1 red, 2 black; 0 for a game not scored). Written into `out` by seat row index; the rows of
 * games not scored are left alone. One call for the whole table: a call per game cost more
 * than the scoring.
 */
export function scoreGames(points: PointsTable, table: SeatTable, order: Int32Array | null, start: Int32Array, gameWinner: Int8Array, out: Float64Array): void {
  const { role, firstKilled, hasBestMove, bestMoveCount, correct, bestPlayer, remarks, removed } = table;
  // The figures in locals and one table for the win/loss points: the loop reads no object
  // fields, and picks a seat's base points with one load instead of three branches.
  const base = outcomePoints(points);
  const { earnsBestMove, byBlackNamed, perCorrectPick, perRemark } = points;
  const bestPlayerPoints = points.bestPlayer;
  const removedPoints = points.removed;
  for (let g = 0; g < gameWinner.length; g++) {
    const winner = gameWinner[g] as number;
    if (winner === 0) continue;
    const from = start[g] as number;
    const to = start[g + 1] as number;
    for (let k = from; k < to; k++) {
      const s = order === null ? k : (order[k] as number);
      const r = role[s] as number;
      const killed = firstKilled[s] as number;
      let sum = base[(winner * 4 + r) * 2 + killed] as number;
      if (killed && earnsBestMove[r] && hasBestMove[s]) {
        const count = bestMoveCount[s] as number;
        const named = count >= 0 ? count : blackNamed(table, order, from, to, table.bestMoveSeats.get(s) as BestMove);
        // A plain in-bounds index: `Math.min(…)` with `?? 0` made this line cost as much as the rest.
        sum += byBlackNamed[named > 3 ? 3 : named] as number;
      }
      sum += (correct[s] as number) * perCorrectPick;
      if (bestPlayer[s]) sum += bestPlayerPoints;
      sum += (remarks[s] as number) * perRemark;
      if (removed[s]) sum += removedPoints;
      out[s] = sum;
    }
  }
}

/**
 * A seat's win or loss points by (winner code × 4 + role code) × 2 + killed first night:
 * RULES.md's table unrolled for the three outcomes a seat can have.
 */
function outcomePoints(points: PointsTable): Float64Array {
  const base = new Float64Array(3 * 4 * 2);
  for (let winner = 1; winner <= 2; winner++) {
    for (let r = 0; r < ROLES.length; r++) {
      const won = TEAM_CODE[r] === winner;
      base[(winner * 4 + r) * 2] = won ? (points.win[r] as number) : (points.loss[r] as number);
      base[(winner * 4 + r) * 2 + 1] = won ? (points.win[r] as number) : (points.lossIfKilledFirstNight[r] as number);
    }
  }
  return base;
}

/** The number of black players a best move named: worked out from the seats it names. */
function blackNamed(table: SeatTable, order: Int32Array | null, from: number, to: number, move: BestMove): number {
  if (move.kind === "count") return move.count;
  let count = 0;
  for (let k = from; k < to; k++) {
    const s = seatAt(order, k);
    if (move.seats.includes(table.seat[s] as number) && TEAM_CODE[table.role[s] as number] === 2) count++;
  }
  return count;
}
