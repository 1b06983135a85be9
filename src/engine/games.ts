import type { BestMove, Game, GameStatus, Issue, Role, SeatRow, Team } from "./model";
import { ROLES } from "./model";
import type { SeatTable } from "./seatTable";
import { pointsTable, scoreGame, type PointsTable } from "./points";
import type { ScoringSystem } from "./system";

const TEAMS: readonly (Team | null)[] = [null, "red", "black"];

/** All games of a table, judged (RULES.md, "Validity of a finished game") and scored. */
export interface JudgedGames {
  readonly games: readonly Game[];
  /** Points of every seat row (NaN unless its game is finished and valid). */
  readonly seatPoints: Float64Array;
  /** 1 red, 2 black for each valid finished game; 0 otherwise. */
  readonly gameWinner: Int8Array;
}

export function judgeGames(system: ScoringSystem, table: SeatTable, firstRow: number): JudgedGames {
  const gameCount = table.gameCount;
  // Counting sort of seat rows by game: a game's rows may stand anywhere in the table.
  const start = new Int32Array(gameCount + 1);
  for (let s = 0; s < table.count; s++) start[(table.game[s] as number) + 1]++;
  for (let g = 0; g < gameCount; g++) start[g + 1] += start[g] as number;
  const order = new Int32Array(table.count);
  const fill = start.slice(0, gameCount);
  for (let s = 0; s < table.count; s++) order[fill[table.game[s] as number]++] = s;

  const seatPoints = new Float64Array(table.count).fill(NaN);
  // Per player, a stamp of the last game checked: finds a player seated twice without a Set.
  const seenInGame = new Int32Array(table.playerKeys.length);
  const games: Game[] = new Array(gameCount);
  const gameWinner = new Int8Array(gameCount);
  const points = pointsTable(system);
  const context: JudgeContext = { system, table, firstRow, seatPoints, seenInGame, order, points, gameWinner };
  for (let g = 0; g < gameCount; g++) games[g] = judgeGame(context, g, start[g], start[g + 1]);
  return { games, seatPoints, gameWinner };
}

interface JudgeContext {
  readonly system: ScoringSystem;
  readonly table: SeatTable;
  readonly firstRow: number;
  readonly seatPoints: Float64Array;
  readonly seenInGame: Int32Array;
  /** Seat row indexes grouped by game: game g is order[start[g] .. start[g + 1]). */
  readonly order: Int32Array;
  readonly points: PointsTable;
  /** 1 red, 2 black for each valid finished game; 0 otherwise. */
  readonly gameWinner: Int8Array;
}

function judgeGame(ctx: JudgeContext, g: number, from: number, to: number): Game {
  const { system, table, order, seenInGame } = ctx;
  const anyCellIssues = table.cellIssues.size > 0;
  // One pass gathers everything the fast verdict needs; the words come from describeProblems.
  let winnerMask = 0;
  let problemCells = false;
  let seatMask = 0;
  let seatsOk = to - from === system.seats;
  let civilians = 0, sheriffs = 0, mafia = 0, dons = 0, killed = 0, moves = 0;
  const stamp = from + 1; // unique per game: marks the players already seen in this one
  for (let k = from; k < to; k++) {
    const s = order[k];
    winnerMask |= 1 << table.winner[s];
    if (anyCellIssues && table.cellIssues.has(s)) problemCells = true;
    const seat = table.seat[s];
    if (seat === 0 || seatMask & (1 << seat)) seatsOk = false;
    seatMask |= 1 << seat;
    const p = table.player[s];
    if (p < 0 || seenInGame[p] === stamp) seatsOk = false;
    else seenInGame[p] = stamp;
    const r = table.role[s];
    if (r === 0) civilians++;
    else if (r === 1) sheriffs++;
    else if (r === 2) mafia++;
    else if (r === 3) dons++;
    killed += table.firstKilled[s];
    moves += table.hasBestMove[s];
  }
  if (winnerMask === 1 && !(problemCells && anyWinnerIssue(ctx, from, to))) {
    return new GameView(ctx, g, from, to, "in-progress", null, NO_ISSUES);
  }
  const winner = (winnerMask & 6) === 2 ? "red" : (winnerMask & 6) === 4 ? "black" : null;
  const counts = system.roleCounts;
  const valid =
    winner !== null &&
    !problemCells &&
    seatsOk &&
    civilians === counts.civilian &&
    sheriffs === counts.sheriff &&
    mafia === counts.mafia &&
    dons === counts.don &&
    killed <= 1 &&
    (moves === 0 || bestMovesAllowed(ctx, from, to));
  if (!valid) return new GameView(ctx, g, from, to, "invalid", winner, describeProblems(ctx, g, from, to, winnerMask));
  const code = winner === "red" ? 1 : 2;
  scoreGame(ctx.points, table, order, from, to, code, ctx.seatPoints);
  ctx.gameWinner[g] = code;
  return new GameView(ctx, g, from, to, "finished", winner, NO_ISSUES);
}

const NO_ISSUES: readonly Issue[] = [];

function anyWinnerIssue(ctx: JudgeContext, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (ctx.table.cellIssues.get(ctx.order[k])?.some((issue) => issue.field === "winner")) return true;
  return false;
}

function bestMovesAllowed(ctx: JudgeContext, from: number, to: number): boolean {
  const { table, order } = ctx;
  for (let k = from; k < to; k++) {
    const s = order[k];
    if (table.hasBestMove[s] && bestMoveProblem(ctx, s, table.bestMove.get(s) as BestMove) !== null) return false;
  }
  return true;
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
  const seats = Array.from(order.subarray(from, to));
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
    const move = table.bestMove.get(s);
    const code = move === undefined ? null : bestMoveProblem(ctx, s, move);
    if (code !== null) issues.push({ code, game: label, row: rowOf(s), field: "bestMove" });
  }
  return issues;
}

/** A judged game; its arrays and row objects are built only when a caller asks for them. */
class GameView implements Game {
  private readonly g: number;
  private cachedRows: SeatRow[] | undefined;

  constructor(
    private readonly ctx: JudgeContext,
    g: number,
    private readonly from: number,
    private readonly to: number,
    readonly status: GameStatus,
    readonly winner: Team | null,
    readonly issues: readonly Issue[],
  ) {
    this.g = g;
    this.cachedRows = undefined;
  }

  get key(): string {
    return this.ctx.table.gameKey(this.g);
  }

  get label(): string {
    return this.ctx.table.gameLabel(this.g);
  }

  get seatIndexes(): readonly number[] {
    return Array.from(this.ctx.order.subarray(this.from, this.to));
  }

  get points(): readonly number[] {
    return this.status === "finished" ? this.seatIndexes.map((s) => this.ctx.seatPoints[s] as number) : [];
  }

  get rows(): readonly SeatRow[] {
    this.cachedRows ??= this.seatIndexes.map((s) => seatRowAt(this.ctx.table, s, this.ctx.firstRow));
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
    bestMove: table.bestMove.get(s) ?? null,
    correct: table.correct[s] as number,
    bestPlayer: table.bestPlayer[s] === 1,
    remarks: table.remarks[s] as number,
    removed: table.removed[s] === 1,
    cellIssues: table.cellIssues.get(s) ?? [],
  };
}
