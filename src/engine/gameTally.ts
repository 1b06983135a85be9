/**
 * What a game's rows add up to (its seats, roles, winner marks, stages, best moves): the figures
 * judgeGame decides its validity on, and the best-move rule each row is checked against.
 */
import type { SeatRow } from "./model";
import {
  isRecordedBestMove,
  ROLE_COUNTS,
  ROLES,
  TABLE_SIZE,
  sideOf,
  type Role,
  type Stage,
  type Side,
} from "./terms";

/** What a game's rows add up to: the figures its validity is decided on. */
export interface Tally {
  /** Rows per seat number (index 1–10; 0 for a blank or unreadable seat). */
  readonly seats: readonly number[];
  readonly roles: Readonly<Record<Role, number>>;
  readonly everyRole: boolean;
  readonly killed: number;
  /** Some row names the red side, some the black. */
  readonly red: boolean;
  readonly black: boolean;
  /** Some row's winner cell names a side, marks a win, or cannot be read. */
  readonly winnerWritten: boolean;
  /**
   * Per-player results against the side most of them give the win to (`resultWinner`; null
   * when they are even): the rows whose marks disagree, or null when none does.
   */
  readonly resultRows: readonly SeatRow[] | null;
  readonly resultWinner: Side | null;
  /** The first stage read; null when no row's could be read. */
  readonly stage: Stage | null;
  /** Rows name different stages. */
  readonly stagesDiffer: boolean;
  readonly samePlayer: boolean;
  /** Some seat number is on two rows or more. */
  readonly seatTwice: boolean;
  /** Some seat number is on no row (of ten rows at most). */
  readonly seatMissing: boolean;
  /** Every row has a role, and the cards dealt are not 6/1/2/1. */
  readonly rolesWrong: boolean;
  /** Some row has a best move it may not have (`bestMoveProblem`). */
  readonly bestMoveWrong: boolean;
}

export function tally(rows: readonly SeatRow[]): Tally {
  const seats = new Array<number>(TABLE_SIZE + 1).fill(0);
  const roles: Record<Role, number> = { civilian: 0, sheriff: 0, mafia: 0, don: 0 };
  let everyRole = true;
  let killed = 0;
  let red = false;
  let black = false;
  let winnerWritten = false;
  let results = false;
  let stage: Stage | null = null;
  let stagesDiffer = false;
  let bestMoveWrong = false;
  for (const row of rows) {
    const seat = row.seat ?? 0;
    seats[seat] = (seats[seat] ?? 0) + 1;
    if (row.role === "civilian") roles.civilian++;
    else if (row.role === "sheriff") roles.sheriff++;
    else if (row.role === "mafia") roles.mafia++;
    else if (row.role === "don") roles.don++;
    else everyRole = false;
    if (row.firstKilled) killed++;
    if (row.winner === "red") red = true;
    else if (row.winner === "black") black = true;
    else if (row.winner === "won" || row.winner === "lost") results = true;
    if (row.winner !== null && row.winner !== "lost") winnerWritten = true;
    if (row.stage !== null) {
      if (stage !== null && row.stage !== stage) stagesDiffer = true;
      stage ??= row.stage;
    }
    if (row.bestMove !== null && bestMoveProblem(row) !== null) bestMoveWrong = true;
  }
  let seatTwice = false;
  let seatMissing = false;
  for (let seat = 1; seat <= TABLE_SIZE; seat++) {
    if ((seats[seat] ?? 0) > 1) seatTwice = true;
    if (seats[seat] === 0 && rows.length <= TABLE_SIZE) seatMissing = true;
  }
  const rolesWrong = everyRole && ROLES.some((role) => roles[role] !== ROLE_COUNTS[role]);
  const result = results && winnerWritten ? resultsOf(rows) : NO_RESULTS;
  if (result.winner === "red") red = true;
  if (result.winner === "black") black = true;
  return {
    resultRows: result.against,
    resultWinner: result.winner,
    seats,
    roles,
    everyRole,
    killed,
    red,
    black,
    winnerWritten,
    stage,
    stagesDiffer,
    samePlayer: hasSamePlayer(rows),
    seatTwice,
    seatMissing,
    rolesWrong,
    bestMoveWrong,
  };
}

const NO_RESULTS = { winner: null, against: null } as const;

/**
 * A game's winner from its players' own results (a per-player «Победа» column): a player marked
 * won gives the win to his side, one marked lost to the other side. The side most marks give it
 * to won; the rows marked against it contradict the roles. Rows without a role give nothing (their
 * role is a problem of its own).
 */
function resultsOf(rows: readonly SeatRow[]): {
  winner: Side | null;
  against: readonly SeatRow[] | null;
} {
  const forRed: SeatRow[] = [];
  const forBlack: SeatRow[] = [];
  for (const row of rows) {
    if (row.role === null || (row.winner !== "won" && row.winner !== "lost")) continue;
    const side = sideOf(row.role);
    const wonBy = row.winner === "won" ? side : side === "red" ? "black" : "red";
    (wonBy === "red" ? forRed : forBlack).push(row);
  }
  if (forRed.length === forBlack.length) return { winner: null, against: [...forRed, ...forBlack] };
  const winner: Side = forRed.length > forBlack.length ? "red" : "black";
  const against = winner === "red" ? forBlack : forRed;
  return { winner, against: against.length > 0 ? against : null };
}

/** Whether a player sits at the table twice (ten rows: comparing pairs beats building a set). */
function hasSamePlayer(rows: readonly SeatRow[]): boolean {
  for (let i = 0; i < rows.length; i++) {
    const key = rows[i]?.playerKey ?? "";
    if (key === "") continue;
    for (let j = i + 1; j < rows.length; j++) if (rows[j]?.playerKey === key) return true;
  }
  return false;
}

/**
 * RULES.md, "Best move": a best move other than «named nobody» belongs to a red player killed
 * first night, and never names the player's own seat.
 */
export function bestMoveProblem(
  row: SeatRow,
): "best-move-not-allowed" | "best-move-own-seat" | null {
  const move = row.bestMove;
  // No role: that is the row's problem, and says nothing about its best move.
  if (!isRecordedBestMove(move) || row.role === null) return null;
  if (!row.firstKilled || sideOf(row.role) !== "red") {
    return "best-move-not-allowed";
  }
  if (move.kind === "seats" && row.seat !== null && move.seats.includes(row.seat)) {
    return "best-move-own-seat";
  }
  return null;
}
