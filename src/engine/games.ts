/**
 * The one function that says what is wrong with a game (RULES.md, "Validity of a finished game"). A
 * game is in progress while no row names a winner; once one does, it is finished exactly when
 * nothing is wrong with it.
 */
import type { Issue } from "./issues";
import type { GameRows, SeatRow } from "./model";
import { whereOf } from "./rows";
import { cellProblemsShown, gameProblemLimit, MAX_LISTED } from "./problemLimits";
import { tournamentProblems } from "./season";
import {
  isRecordedBestMove,
  ROLE_COUNTS,
  ROLES,
  STAGES,
  TABLE_SIZE,
  teamOf,
  type Role,
  type Stage,
  type Team,
} from "./terms";

/** A game judged: its status, the winner its rows agree on, and what is wrong with it. */
export type Verdict = ScoredVerdict | UnscoredVerdict;

interface VerdictBase {
  /** The stage the rows name (the first one read, when they disagree). */
  readonly stage: Stage;
  /** The problems listed (problemLimits.ts). */
  readonly issues: readonly Issue[];
  /** Problems found beyond those listed: counted only. */
  readonly unlisted: number;
}

/** Finished, and nothing is wrong: the game is scored. */
interface ScoredVerdict extends VerdictBase {
  readonly status: "finished";
  readonly winner: Team;
}

/** In progress, or finished with something wrong. */
interface UnscoredVerdict extends VerdictBase {
  readonly status: "in-progress" | "invalid";
  readonly winner: Team | null;
}

const NO_ISSUES: readonly Issue[] = [];

/** A cell problem that is a value that cannot be read, not a name or role still blank. */
function isBadCell(issue: Issue): boolean {
  return issue.code !== "no-player" && issue.code !== "no-role";
}

/**
 * Judges one game's rows; `listedBefore` is how many problems the games judged before it have
 * listed, which decides how many of its own it lists (problemLimits.ts).
 */
export function judgeGame(game: GameRows, listedBefore = 0, perTable = false): Verdict {
  const t = tally(game.rows);
  const stage = t.stage ?? "main";
  // Nothing written in the winner column yet: the game is still being played. Only its cells
  // that cannot be read are problems already (a blank name or role may still be filled in).
  if (!t.winnerWritten) {
    if (game.badCells === 0)
      return { status: "in-progress", winner: null, stage, issues: NO_ISSUES, unlisted: 0 };
    const limit = cellProblemsShown(gameProblemLimit(listedBefore));
    const issues = game.cellIssues.filter(isBadCell).slice(0, limit);
    return {
      status: "invalid",
      winner: null,
      stage,
      issues,
      unlisted: game.badCells - issues.length,
    };
  }
  const winner = t.red === t.black ? null : t.red ? "red" : "black";
  const season = tournamentProblems(game);
  if (winner !== null && isFlawless(game, t) && season.length === 0) {
    return { status: "finished", winner, stage, issues: NO_ISSUES, unlisted: 0 };
  }
  if (sharesId(game, t)) {
    const count = game.rows.length;
    const issues: Issue[] = [{ code: "games-share-id", ...whereOf(game), count, perTable }];
    return { status: "invalid", winner, stage, issues, unlisted: 0 };
  }
  const { issues, unlisted } = gameProblems(game, t, gameProblemLimit(listedBefore), season);
  return { status: "invalid", winner, stage, issues, unlisted };
}

/**
 * Whether a game's rows seem to be two games or more under one id (games numbered per table
 * without a «Стол» column, or a copied game kept its id): more rows than seats, and at least half
 * the seat numbers on two rows or more. Such a game is one problem that says so, not a wall of
 * seats, roles and winners that disagree. One row too many (a seat typed twice) is not.
 */
function sharesId(game: GameRows, t: Tally): boolean {
  if (game.rows.length <= TABLE_SIZE) return false;
  let repeated = 0;
  for (let seat = 1; seat <= TABLE_SIZE; seat++) if ((t.seats[seat] ?? 0) > 1) repeated++;
  return repeated >= TABLE_SIZE / 2;
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
  /** Some row's winner cell names a team, marks a win, or cannot be read. */
  readonly winnerWritten: boolean;
  /**
   * Per-player results against the side most of them give the win to (`resultWinner`; null
   * when they are even): the rows whose marks disagree, or null when none does.
   */
  readonly resultRows: readonly SeatRow[] | null;
  readonly resultWinner: Team | null;
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

/** Nothing is wrong with the game: each of its problems below is decided by the tally. */
function isFlawless(game: GameRows, t: Tally): boolean {
  return (
    game.cellProblems === 0 &&
    !(t.red && t.black) &&
    t.resultRows === null &&
    !t.stagesDiffer &&
    game.rows.length === TABLE_SIZE &&
    !t.seatTwice &&
    !t.seatMissing &&
    !t.samePlayer &&
    !t.rolesWrong &&
    t.killed <= 1 &&
    !t.bestMoveWrong
  );
}

function tally(rows: readonly SeatRow[]): Tally {
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
  winner: Team | null;
  against: readonly SeatRow[] | null;
} {
  const forRed: SeatRow[] = [];
  const forBlack: SeatRow[] = [];
  for (const row of rows) {
    if (row.role === null || (row.winner !== "won" && row.winner !== "lost")) continue;
    const side = teamOf(row.role);
    const wonBy = row.winner === "won" ? side : side === "red" ? "black" : "red";
    (wonBy === "red" ? forRed : forBlack).push(row);
  }
  if (forRed.length === forBlack.length) return { winner: null, against: [...forRed, ...forBlack] };
  const winner: Team = forRed.length > forBlack.length ? "red" : "black";
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

const SEAT_NUMBERS: readonly number[] = Array.from({ length: TABLE_SIZE }, (_, i) => i + 1);

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
  read: GameRows,
  t: Tally,
  limit: number,
  season: readonly Issue[],
): { issues: readonly Issue[]; unlisted: number } {
  const { rows, cellProblems, cellIssues } = read;
  const at = whereOf(read);
  const list = new ProblemList(limit);
  /** The row numbers of the rows that pass a test (the first MAX_LISTED). */
  const rowsWhere = (test: (row: SeatRow) => boolean): number[] =>
    rows
      .filter(test)
      .slice(0, MAX_LISTED)
      .map((row) => row.row);

  if (cellProblems > 0) {
    const listed = cellIssues.slice(0, cellProblemsShown(limit));
    list.issues.push(...listed);
    list.unlisted += cellProblems - listed.length;
  }

  if (t.red && t.black && t.resultRows === null) {
    const written = rowsWhere((row) => row.winner !== null);
    list.add({ code: "winner-conflict", ...at, field: "winner", rows: written });
  }
  if (t.resultRows !== null) {
    const against = t.resultRows.slice(0, MAX_LISTED).map((row) => row.row);
    list.add({
      code: "result-conflict",
      ...at,
      field: "winner",
      rows: against.sort((a, b) => a - b),
      winner: t.resultWinner,
    });
  }

  if (t.stagesDiffer) {
    const stages = STAGES.flatMap((stage) => {
      const at = rowsWhere((row) => row.stage === stage);
      return at.length > 0 ? [{ stage, rows: at }] : [];
    });
    list.add({ code: "stage-conflict", ...at, field: "stage", stages });
  }

  if (rows.length !== TABLE_SIZE) {
    list.add({ code: "row-count", ...at, count: rows.length, expected: TABLE_SIZE });
  }
  if (t.seatTwice) {
    for (const seat of SEAT_NUMBERS) {
      if ((t.seats[seat] ?? 0) < 2) continue;
      const seated = rowsWhere((row) => row.seat === seat);
      list.add({ code: "seat-twice", ...at, field: "seat", seat, rows: seated });
    }
  }
  // A seat that cannot be read is a problem of its own, not a seat missing too.
  if (t.seatMissing && !cellIssues.some((issue) => issue.field === "seat")) {
    const missing = SEAT_NUMBERS.filter((seat) => t.seats[seat] === 0);
    list.add({ code: "seat-missing", ...at, field: "seat", seats: missing });
  }

  if (t.samePlayer) {
    const named = rows.filter((row) => row.playerKey !== "");
    for (const same of groupBy(named, (row) => row.playerKey).values()) {
      if (same.length < 2) continue;
      const name = same[0]?.player ?? "";
      list.add({
        code: "player-twice",
        ...at,
        field: "player",
        name,
        rows: same.map((row) => row.row),
      });
    }
  }

  if (t.rolesWrong) {
    for (const role of ROLES) {
      const count = t.roles[role];
      const expected = ROLE_COUNTS[role];
      if (count === expected) continue;
      const issue = { code: "role-count", ...at, field: "role", role, count, expected } as const;
      list.add(
        count > expected ? { ...issue, rows: rowsWhere((row) => row.role === role) } : issue,
      );
    }
  }

  if (t.killed > 1) {
    const killed = rowsWhere((row) => row.firstKilled);
    list.add({ code: "first-killed-many", ...at, field: "firstKilled", rows: killed });
  }

  if (t.bestMoveWrong) {
    // A row with a cell that cannot be read has its problem already: a role or a first-night
    // mark unread says nothing about its best move.
    const unread = new Set(cellIssues.map((issue) => issue.row));
    for (const row of rows) {
      if (unread.has(row.row)) continue;
      const code = bestMoveProblem(row);
      if (code !== null) list.add({ code, ...at, row: row.row, field: "bestMove" });
    }
  }
  for (const issue of season) list.add(issue);
  return { issues: list.issues, unlisted: list.unlisted };
}

/**
 * RULES.md, "Best move": a best move other than «named nobody» belongs to a red player killed
 * first night, and never names the player's own seat.
 */
function bestMoveProblem(row: SeatRow): "best-move-not-allowed" | "best-move-own-seat" | null {
  const move = row.bestMove;
  // No role: that is the row's problem, and says nothing about its best move.
  if (!isRecordedBestMove(move) || row.role === null) return null;
  if (!row.firstKilled || teamOf(row.role) !== "red") {
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
