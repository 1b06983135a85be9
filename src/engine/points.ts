import { ROLES, type BestMove } from "./model";
import type { SeatTable } from "./seatTable";
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

const BLACK = ROLES.map((role) => role === "mafia" || role === "don");

/** 1 for a red role, 2 for a black one: the code a game's winner is stored with. */
export function teamCode(role: number): number {
  return BLACK[role] ? 2 : 1;
}

/**
 * Points of the seats of one valid game: the seat rows `order[from..to)` of `table`, whose
 * team `winner` (1 red, 2 black) won; written into `out` by seat row index.
 */
export function scoreGame(points: PointsTable, table: SeatTable, order: Int32Array, from: number, to: number, winner: number, out: Float64Array): void {
  for (let k = from; k < to; k++) {
    const s = order[k];
    const r = table.role[s];
    const killed = table.firstKilled[s] === 1;
    let sum = teamCode(r) === winner ? points.win[r] : killed ? points.lossIfKilledFirstNight[r] : points.loss[r];
    if (killed && points.earnsBestMove[r] && table.hasBestMove[s]) {
      const named = blackNamed(table, order, from, to, table.bestMove.get(s) as BestMove);
      sum += points.byBlackNamed[Math.min(named, 3)] ?? 0;
    }
    sum += table.correct[s] * points.perCorrectPick;
    if (table.bestPlayer[s]) sum += points.bestPlayer;
    sum += table.remarks[s] * points.perRemark;
    if (table.removed[s]) sum += points.removed;
    out[s] = sum;
  }
}

/** The number of black players a best move named: recorded as a count, or worked out from seats. */
function blackNamed(table: SeatTable, order: Int32Array, from: number, to: number, move: BestMove): number {
  if (move.kind === "count") return move.count;
  let count = 0;
  for (let k = from; k < to; k++) {
    const s = order[k];
    if (move.seats.includes(table.seat[s]) && BLACK[table.role[s]]) count++;
  }
  return count;
}
