import type { BestMove, Game, GameStatus, Issue, Role, SeatRow, Team } from "./model";
import { CIVILIAN, DON, MAFIA, ROLES, SHERIFF } from "./model";
import { seatAt, type SeatTable } from "./seatTable";
import { pointsTable, scoreGames } from "./points";
import type { ScoringSystem } from "./system";

const TEAMS: readonly (Team | null)[] = [null, "red", "black"];

export const GAME_IN_PROGRESS = 0;
export const GAME_FINISHED = 1;
export const GAME_INVALID = 2;
const STATUSES: readonly GameStatus[] = ["in-progress", "finished", "invalid"];

/**
 * All games of a table, judged (RULES.md, "Validity of a finished game") and scored. The
 * verdicts are kept in arrays: `Game` objects are built only for the callers that ask for them.
 */
export interface JudgedGames {
  /** Points of every seat row (NaN unless its game is finished and valid). */
  readonly seatPoints: Float64Array;
  /** 1 red, 2 black for each valid finished game; 0 otherwise. */
  readonly gameWinner: Int8Array;
  /** GAME_IN_PROGRESS, GAME_FINISHED or GAME_INVALID, by game index. */
  readonly status: Int8Array;
  /** The winner each game names (1 red, 2 black, 0 none or a conflict), valid or not. */
  readonly named: Int8Array;
  /** The problems of each invalid game, by game index, in game order. */
  readonly problems: ReadonlyMap<number, readonly Issue[]>;
  /**
   * Seat row indexes grouped by game: game g is order[start[g] .. start[g + 1]). Null when
   * each game's rows stand together (the usual case): game g is then seat rows
   * start[g] .. start[g + 1] themselves, and a season saves an array and a load per row.
   */
  readonly order: Int32Array | null;
  readonly start: Int32Array;
}

/** The seat rows of positions from .. to of the grouping, as an array. */
function seatsBetween(order: Int32Array | null, from: number, to: number): number[] {
  const seats: number[] = [];
  for (let k = from; k < to; k++) seats.push(seatAt(order, k));
  return seats;
}

export function judgeGames(system: ScoringSystem, table: SeatTable, firstRow: number): JudgedGames {
  const gameCount = table.gameCount;
  const start = table.gameStart ?? new Int32Array(gameCount + 1);
  const order = table.gameStart === null ? groupByGame(table, start) : null;
  const problems = new Map<number, Issue[]>();
  const judged: JudgedGames = {
    seatPoints: new Float64Array(table.count),
    gameWinner: new Int8Array(gameCount),
    status: new Int8Array(gameCount),
    named: new Int8Array(gameCount),
    problems,
    order,
    start,
  };
  judgeEach(system, table, firstRow, judged, problems);
  scoreGames(pointsTable(system), table, order, start, judged.gameWinner, judged.seatPoints);
  return judged;
}

/*
 * The loops over the whole table sit in functions that end with the loop. The functions run
 * once per evaluation, so V8 optimises them mid-loop, the first time round; code after the loop
 * that had not yet run when they were compiled then threw that code away, call after call.
 */

/**
 * The verdict on every game: one loop with the common case inline, as a call per game costs
 * more than the judging itself. The words for an invalid game come from describeProblems.
 */
function judgeEach(system: ScoringSystem, table: SeatTable, firstRow: number, judged: JudgedGames, problems: Map<number, Issue[]>): void {
  const { seatPoints, gameWinner, status, named, order, start } = judged;
  const gameCount = table.gameCount;
  const counts = system.roleCounts;
  const bestMoveAllowed = ROLES.map((role) => system.bestMove.allowedFor.includes(role));
  const anyCellIssues = table.cellIssues.size > 0;
  const { winner: winnerOf, seat: seatOf, player: playerOf, role: roleOf, firstKilled, hasBestMove, bestMoveCount } = table;
  const context: JudgeContext = { system, table, firstRow, order };
  // Per player, a stamp of the last game checked: finds a player seated twice without a Set.
  const seenInGame = new Int32Array(table.playerKeys.length);
  for (let g = 0; g < gameCount; g++) {
    const from = start[g] as number;
    const to = start[g + 1] as number;
    let winnerMask = 0;
    let problemCells = false;
    let seatMask = 0;
    let seatsOk = to - from === system.seats;
    let civilians = 0, sheriffs = 0, mafia = 0, dons = 0, killed = 0;
    let movesOk = true;
    const stamp = g + 1; // unique per game: marks the players already seen in this one
    for (let k = from; k < to; k++) {
      const s = order === null ? k : (order[k] as number);
      winnerMask |= 1 << (winnerOf[s] as number);
      if (anyCellIssues && table.cellIssues.has(s)) problemCells = true;
      const seat = seatOf[s] as number;
      if (seat === 0 || seatMask & (1 << seat)) seatsOk = false;
      seatMask |= 1 << seat;
      const p = playerOf[s] as number;
      if (p < 0 || seenInGame[p] === stamp) seatsOk = false;
      else seenInGame[p] = stamp;
      const r = roleOf[s] as number;
      if (r === CIVILIAN) civilians++;
      else if (r === SHERIFF) sheriffs++;
      else if (r === MAFIA) mafia++;
      else if (r === DON) dons++;
      killed += firstKilled[s] as number;
      // RULES.md: a best move (other than «named nobody») belongs to a red player killed first night.
      if (hasBestMove[s] && bestMoveCount[s] !== 0) {
        if (bestMoveCount[s] === -1) movesOk &&= bestMoveProblem(context, s, table.bestMoveSeats.get(s) as BestMove) === null;
        else if (!firstKilled[s] || r < 0 || !bestMoveAllowed[r]) movesOk = false;
      }
    }
    if (winnerMask === 1 && !(problemCells && anyWinnerIssue(table, order, from, to))) {
      for (let k = from; k < to; k++) seatPoints[seatAt(order, k)] = NaN;
      continue;
    }
    const code = (winnerMask & 6) === 2 ? 1 : (winnerMask & 6) === 4 ? 2 : 0;
    named[g] = code;
    const valid =
      code !== 0 &&
      !problemCells &&
      seatsOk &&
      civilians === counts.civilian &&
      sheriffs === counts.sheriff &&
      mafia === counts.mafia &&
      dons === counts.don &&
      killed <= 1 &&
      movesOk;
    if (!valid) {
      status[g] = GAME_INVALID;
      problems.set(g, describeProblems(context, g, from, to, winnerMask));
      for (let k = from; k < to; k++) seatPoints[seatAt(order, k)] = NaN;
      continue;
    }
    status[g] = GAME_FINISHED;
    gameWinner[g] = code;
  }
}

/**
 * The seat rows grouped by game, by a counting sort, for a table where some game's rows are
 * scattered: the order is returned and `start` (zeros) filled in.
 */
function groupByGame(table: SeatTable, start: Int32Array): Int32Array {
  const count = table.count;
  const gameCount = table.gameCount;
  const game = table.game;
  const order = new Int32Array(count);
  const fill = new Int32Array(gameCount);
  for (let s = 0; s < count; s++) start[(game[s] as number) + 1]++;
  for (let g = 0; g < gameCount; g++) {
    start[g + 1] += start[g] as number;
    fill[g] = start[g] as number;
  }
  for (let s = 0; s < count; s++) order[fill[game[s] as number]++] = s;
  return order;
}

/** The games as objects, for the callers that want them (the sheets shell, the sidebar, the CLI). */
export function gameViews(judged: JudgedGames, table: SeatTable, firstRow: number): Game[] {
  const games: Game[] = new Array(table.gameCount);
  for (let g = 0; g < table.gameCount; g++) games[g] = new GameView(judged, table, firstRow, g);
  return games;
}

interface JudgeContext {
  readonly system: ScoringSystem;
  readonly table: SeatTable;
  readonly firstRow: number;
  /** Seat row indexes grouped by game (`JudgedGames.order`). */
  readonly order: Int32Array | null;
}

const NO_ISSUES: readonly Issue[] = [];

function anyWinnerIssue(table: SeatTable, order: Int32Array | null, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (table.cellIssues.get(seatAt(order, k))?.some((issue) => issue.field === "winner")) return true;
  return false;
}

function bestMoveProblem(ctx: JudgeContext, s: number, move: BestMove): Issue["code"] | null {
  const { system, table } = ctx;
  if (move.kind === "count" && move.count === 0) return null;
  const r = table.role[s];
  if (!table.firstKilled[s] || r < 0 || !system.bestMove.allowedFor.includes(ROLES[r] as Role)) return "best-move-not-allowed";
  if (move.kind === "seats" && move.seats.includes(table.seat[s])) return "best-move-own-seat";
  return null;
}

/** Every reason a finished game is invalid, in words the user can act on. */
function describeProblems(ctx: JudgeContext, g: number, from: number, to: number, winnerMask: number): Issue[] {
  const { system, table, order } = ctx;
  const label = table.gameLabel(g);
  const seats = seatsBetween(order, from, to);
  const rowOf = (s: number): number => table.tableIndex[s] + ctx.firstRow;
  const rowsWhere = (test: (s: number) => boolean): string => seats.filter(test).map(rowOf).join(", ");
  const issues: Issue[] = [];
  for (const s of seats) issues.push(...(table.cellIssues.get(s) ?? []));
  if ((winnerMask & 6) === 6) {
    issues.push({ code: "winner-conflict", game: label, field: "winner", params: { rows: rowsWhere((s) => table.winner[s] !== 0) } });
  }
  if (seats.length !== system.seats) issues.push({ code: "row-count", game: label, params: { count: seats.length, expected: system.seats } });

  for (let seat = 1; seat <= system.seats; seat++) {
    const at = seats.filter((s) => table.seat[s] === seat);
    if (at.length > 1) issues.push({ code: "seat-twice", game: label, field: "seat", params: { seat, rows: at.map(rowOf).join(", ") } });
  }
  if (seats.length <= system.seats) {
    const missing: number[] = [];
    for (let seat = 1; seat <= system.seats; seat++) if (!seats.some((s) => table.seat[s] === seat)) missing.push(seat);
    if (missing.length > 0) issues.push({ code: "seat-missing", game: label, field: "seat", params: { seats: missing.join(", ") } });
  }

  const players = [...new Set(seats.map((s) => table.player[s]).filter((p) => p >= 0))];
  for (const p of players) {
    const at = seats.filter((s) => table.player[s] === p);
    if (at.length > 1) {
      issues.push({ code: "player-twice", game: label, field: "player", params: { name: table.playerNames[p] as string, rows: at.map(rowOf).join(", ") } });
    }
  }

  if (seats.every((s) => table.role[s] >= 0)) {
    ROLES.forEach((role, r) => {
      const count = seats.filter((s) => table.role[s] === r).length;
      const expected = system.roleCounts[role];
      if (count !== expected) issues.push({ code: "role-count", game: label, field: "role", params: { role, count, expected } });
    });
  }
  if (seats.filter((s) => table.firstKilled[s] === 1).length > 1) {
    issues.push({ code: "first-killed-many", game: label, field: "firstKilled", params: { rows: rowsWhere((s) => table.firstKilled[s] === 1) } });
  }
  for (const s of seats) {
    const move = table.bestMoveAt(s);
    const code = move === null ? null : bestMoveProblem(ctx, s, move);
    if (code !== null) issues.push({ code, game: label, row: rowOf(s), field: "bestMove" });
  }
  return issues;
}

/** A judged game; its arrays and row objects are built only when a caller asks for them. */
class GameView implements Game {
  private cachedRows: SeatRow[] | undefined;

  constructor(
    private readonly judged: JudgedGames,
    private readonly table: SeatTable,
    private readonly firstRow: number,
    private readonly g: number,
  ) {
    this.cachedRows = undefined;
  }

  get key(): string {
    return this.table.gameKey(this.g);
  }

  get label(): string {
    return this.table.gameLabel(this.g);
  }

  get status(): GameStatus {
    return STATUSES[this.judged.status[this.g] as number] as GameStatus;
  }

  get winner(): Team | null {
    return TEAMS[this.judged.named[this.g] as number] ?? null;
  }

  get issues(): readonly Issue[] {
    return this.judged.problems.get(this.g) ?? NO_ISSUES;
  }

  get seatIndexes(): readonly number[] {
    const { order, start } = this.judged;
    return seatsBetween(order, start[this.g] as number, start[this.g + 1] as number);
  }

  get points(): readonly number[] {
    return this.judged.status[this.g] === GAME_FINISHED ? this.seatIndexes.map((s) => this.judged.seatPoints[s] as number) : [];
  }

  get rows(): readonly SeatRow[] {
    this.cachedRows ??= this.seatIndexes.map((s) => seatRowAt(this.table, s, this.firstRow));
    return this.cachedRows;
  }
}

export function seatRowAt(table: SeatTable, s: number, firstRow: number): SeatRow {
  const p = table.player[s] as number;
  const r = table.role[s] as number;
  const g = table.game[s] as number;
  return {
    row: (table.tableIndex[s] as number) + firstRow,
    gameKey: table.gameKey(g),
    gameLabel: table.gameLabel(g),
    seat: table.seat[s] === 0 ? null : (table.seat[s] as number),
    player: table.playerText.get(s) ?? (p < 0 ? "" : (table.playerNames[p] as string)),
    playerKey: p < 0 ? "" : (table.playerKeys[p] as string),
    role: r < 0 ? null : (ROLES[r] as Role),
    winner: TEAMS[table.winner[s] as number] ?? null,
    firstKilled: table.firstKilled[s] === 1,
    bestMove: table.bestMoveAt(s),
    correct: table.correct[s] as number,
    bestPlayer: table.bestPlayer[s] === 1,
    remarks: table.remarks[s] as number,
    removed: table.removed[s] === 1,
    cellIssues: table.cellIssues.get(s) ?? [],
  };
}
