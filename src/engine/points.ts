import type { Role, SeatRow, Team } from "./model";
import { teamOf } from "./model";
import type { ScoringSystem } from "./system";

/** Points of one seat of a valid finished game: the table of RULES.md, read from `system`. */
export function seatPoints(system: ScoringSystem, row: SeatRow, winner: Team, blackNamed: number): number {
  const role = row.role as Role;
  let points: number;
  if (teamOf(role) === winner) points = system.win[role];
  else points = row.firstKilled ? system.lossIfKilledFirstNight[role] : system.loss[role];
  if (row.firstKilled && system.bestMove.earnedBy.includes(role)) {
    points += system.bestMove.pointsByBlackNamed[Math.min(blackNamed, 3)] ?? 0;
  }
  points += row.correct * system.perCorrectPick;
  if (row.bestPlayer) points += system.bestPlayer;
  points += row.remarks * system.perRemark;
  if (row.removed) points += system.removed;
  return points;
}
