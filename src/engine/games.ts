/**
 * The one function that says what is wrong with a game (RULES.md, "Validity of a finished game"). A
 * game is in progress while no row names a winner; once one does, it is finished exactly when
 * nothing is wrong with it.
 */
import type { Issue } from "./issues";
import {
  ROLE_COUNTS,
  ROLES,
  STAGES,
  TABLE_SIZE,
  teamOf,
  type GameRows,
  type GameStatus,
  type Role,
  type SeatRow,
  type Stage,
  type Team,
} from "./model";
import { MAX_LISTED, type RowNumber } from "./rows";

/** A game judged: its status, the winner its rows agree on, and what is wrong with it. */
export interface Verdict {
  readonly status: GameStatus;
  readonly winner: Team | null;
  /** The stage the rows name (the first one read, when they disagree). */
  readonly stage: Stage;
  /** The problems listed (at most the limit given). */
  readonly issues: readonly Issue[];
  /** Problems found beyond those listed: counted only. */
  readonly unlisted: number;
}

/**
 * Judges one game's rows; `rowNumber` gives the row numbers its problems name, `limit` is how
 * many of them to list.
 */
export function judgeGame(game: GameRows, rowNumber: RowNumber, limit = MAX_LISTED): Verdict {
  const t = tally(game.rows);
  const stage = t.stage ?? "main";
  // Nothing written in the winner column yet: the game is still being played, and not checked.
  if (!t.winnerWritten)
    return { status: "in-progress", winner: null, stage, issues: [], unlisted: 0 };
  const winner = t.red === t.black ? null : t.red ? "red" : "black";
  const { issues, unlisted } = gameProblems(game, t, rowNumber, limit);
  const status = issues.length + unlisted === 0 ? "finished" : "invalid";
  return { status, winner, stage, issues, unlisted };
}

/** What a game's rows add up to: the figures its validity is decided on. */
interface Tally {
  /** Rows per seat number (index 1–10; 0 for a blank or unreadable seat). */
  readonly seats: readonly number[];
  readonly roles: Readonly<Record<Role, number>>;
  readonly everyRole: boolean;
  readonly killed: number;
  /** Some row names the red team, some the black. */
  readonly red: boolean;
  readonly black: boolean;
  /** Some row's winner cell is not blank (read or not). */
  readonly winnerWritten: boolean;
  /** The first stage read; null when no row's could be read. */
  readonly stage: Stage | null;
  /** Rows name different stages. */
  readonly stagesDiffer: boolean;
  readonly samePlayer: boolean;
}

function tally(rows: readonly SeatRow[]): Tally {
  const seats = new Array<number>(TABLE_SIZE + 1).fill(0);
  const roles: Record<Role, number> = { civilian: 0, sheriff: 0, mafia: 0, don: 0 };
  let everyRole = true;
  let killed = 0;
  let red = false;
  let black = false;
  let winnerWritten = false;
  let stage: Stage | null = null;
  let stagesDiffer = false;
  for (const row of rows) {
    const seat = row.seat ?? 0;
    seats[seat] = (seats[seat] ?? 0) + 1;
    if (row.role === null) everyRole = false;
    else roles[row.role]++;
    if (row.marks.firstKilled) killed++;
    if (row.winner === "red") red = true;
    if (row.winner === "black") black = true;
    if (row.winner !== null) winnerWritten = true;
    if (row.stage !== null) {
      if (stage !== null && row.stage !== stage) stagesDiffer = true;
      stage ??= row.stage;
    }
  }
  const samePlayer = hasSamePlayer(rows);
  return {
    seats,
    roles,
    everyRole,
    killed,
    red,
    black,
    winnerWritten,
    stage,
    stagesDiffer,
    samePlayer,
  };
}

/** Whether a player sits at the table twice (ten rows: comparing pairs beats building a set). */
function hasSamePlayer(rows: readonly SeatRow[]): boolean {
  for (let i = 0; i < rows.length; i++) {
    const key = rows[i]?.player.key ?? "";
    if (key === "") continue;
    for (let j = i + 1; j < rows.length; j++) if (rows[j]?.player.key === key) return true;
  }
  return false;
}

const SEAT_NUMBERS: readonly number[] = Array.from({ length: TABLE_SIZE }, (_, i) => i + 1);

const NO_ISSUES: readonly Issue[] = [];

/** The problems of one game within its limit: the first ones listed, the rest counted. */
class ProblemList {
  issues: Issue[] = [];
  unlisted = 0;
  constructor(private readonly limit: number) {}

  add(issue: Issue): void {
    if (this.issues.length < this.limit) this.issues.push(issue);
    else this.unlisted++;
  }
}

/**
 * Every reason a finished game's rows are not a valid game, in words the user can act on: the
 * rows' own unreadable cells first (as the judge reads them), then the game's.
 */
function gameProblems(
  { label: game, rows, cellProblems, cellIssues }: GameRows,
  t: Tally,
  rowNumber: RowNumber,
  limit: number,
): { issues: readonly Issue[]; unlisted: number } {
  const list = new ProblemList(limit);
  /** The row numbers of the rows that pass a test (the first MAX_LISTED). */
  const rowsWhere = (test: (row: SeatRow) => boolean): number[] =>
    rows
      .filter(test)
      .slice(0, MAX_LISTED)
      .map((row) => rowNumber(row.index));

  if (cellProblems > 0) {
    // Cell problems take all but room for the game's own few (one at least).
    const listed = cellIssues.slice(0, Math.max(1, limit - 10));
    list.issues.push(...listed);
    list.unlisted += cellProblems - listed.length;
  }

  if (t.red && t.black) {
    const written = rowsWhere((row) => row.winner !== null);
    list.add({ code: "winner-conflict", game, field: "winner", rows: written });
  }

  if (t.stagesDiffer) {
    const stages = STAGES.flatMap((stage) => {
      const at = rowsWhere((row) => row.stage === stage);
      return at.length > 0 ? [{ stage, rows: at }] : [];
    });
    list.add({ code: "stage-conflict", game, field: "stage", stages });
  }

  if (rows.length !== TABLE_SIZE) {
    list.add({ code: "row-count", game, count: rows.length, expected: TABLE_SIZE });
  }
  for (const seat of SEAT_NUMBERS) {
    if ((t.seats[seat] ?? 0) > 1) {
      const at = rowsWhere((row) => row.seat === seat);
      list.add({ code: "seat-twice", game, field: "seat", seat, rows: at });
    }
  }
  if (rows.length <= TABLE_SIZE && t.seats.includes(0, 1)) {
    const missing = SEAT_NUMBERS.filter((seat) => t.seats[seat] === 0);
    list.add({ code: "seat-missing", game, field: "seat", seats: missing });
  }

  if (t.samePlayer) {
    const named = rows.filter((row) => row.player.key !== "");
    for (const at of groupBy(named, (row) => row.player.key).values()) {
      if (at.length < 2) continue;
      const name = at[0]?.player.name ?? "";
      list.add({
        code: "player-twice",
        game,
        field: "player",
        name,
        rows: at.map((row) => rowNumber(row.index)),
      });
    }
  }

  if (t.everyRole) {
    for (const role of ROLES) {
      const count = t.roles[role];
      const expected = ROLE_COUNTS[role];
      if (count !== expected)
        list.add({ code: "role-count", game, field: "role", role, count, expected });
    }
  }

  if (t.killed > 1) {
    const killed = rowsWhere((row) => row.marks.firstKilled);
    list.add({ code: "first-killed-many", game, field: "firstKilled", rows: killed });
  }

  for (const row of rows) {
    const code = bestMoveProblem(row);
    if (code !== null) list.add({ code, game, row: rowNumber(row.index), field: "bestMove" });
  }
  // A valid game keeps no list of its own: every Game of a season holds its issues.
  const issues = list.issues.length > 0 ? list.issues : NO_ISSUES;
  return { issues, unlisted: list.unlisted };
}

/**
 * RULES.md, "Best move": a best move other than «named nobody» belongs to a red player killed
 * first night, and never names the player's own seat.
 */
function bestMoveProblem(row: SeatRow): "best-move-not-allowed" | "best-move-own-seat" | null {
  const move = row.marks.bestMove;
  if (move === null || (move.kind === "count" && move.count === 0)) return null;
  if (!row.marks.firstKilled || row.role === null || teamOf(row.role) !== "red") {
    return "best-move-not-allowed";
  }
  if (move.kind === "seats" && row.seat !== null && move.seats.includes(row.seat)) {
    return "best-move-own-seat";
  }
  return null;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
