import {
  ROLE_COUNTS,
  ROLES,
  TABLE_SIZE,
  teamOf,
  type BestMove,
  type Issue,
  type IssueCode,
} from "./model";
import { MAX_LISTED, WINNER_UNREADABLE, type RowNumber, type SeatTable } from "./seatTable";

/** Problems of invalid games listed in all before each further game lists only its first. */
const MAX_GAME_ISSUES = 5000;

/** A game's status: 0 (the arrays' default) while it is in progress, then one of these. */
export const GAME_FINISHED = 1;
export const GAME_INVALID = 2;

/** Every game of a table judged (RULES.md, "Validity of a finished game"). */
export interface JudgedGames {
  /** Seat row indexes grouped by game: game g is order[start[g] .. start[g + 1]). */
  readonly order: Int32Array;
  readonly start: Int32Array;
  /** 0 in progress, GAME_FINISHED or GAME_INVALID, by game index. */
  readonly status: Int8Array;
  /** The winner each game names (1 red, 2 black, 0 none or a conflict), valid or not. */
  readonly winner: Int8Array;
  /** The problems of each invalid game, by game index (the first MAX_LISTED of each). */
  readonly problems: Map<number, readonly Issue[]>;
  /** Problems of invalid games not listed in `problems` (past a game's budget): counted only. */
  unlisted: number;
}

export function judgeGames(table: SeatTable, rowNumber: RowNumber): JudgedGames {
  const { order, start } = groupByGame(table);
  const judged: JudgedGames = {
    order,
    start,
    status: new Int8Array(table.gameCount),
    winner: new Int8Array(table.gameCount),
    problems: new Map(),
    unlisted: 0,
  };
  judgeEach(table, rowNumber, judged, bestMoveProblems(table));
  return judged;
}

/**
 * The verdict on every game, written into `judged`. The loop ends the function: V8 compiles a
 * long loop while it runs, before the code after it has ever run, and code reached later with
 * no feedback threw the compiled loop away on every call.
 */
function judgeEach(
  table: SeatTable,
  rowNumber: RowNumber,
  judged: JudgedGames,
  moveProblem: ReadonlyMap<number, IssueCode>,
): void {
  const { order, start, status, winner } = judged;
  const problems = judged.problems;
  const { winner: winnerOf, unreadable, seat: seatOf, player, role, firstKilled } = table;
  const roleCount = new Int32Array(ROLES.length);
  const expectedRoles = ROLES.map((r) => ROLE_COUNTS[r]);
  // Per player, the last game they were seen in: finds a player seated twice without a Set per game.
  const seenInGame = new Int32Array(table.playerKeys.length).fill(-1);
  let listed = 0;
  for (let g = 0; g < table.gameCount; g++) {
    const from = start[g];
    const to = start[g + 1];
    // Bit w set when some row names winner code w (0 blank, 1 red, 2 black, 3 unreadable).
    let winners = 0;
    let seats = 0;
    let seatsOk = to - from === TABLE_SIZE;
    let killed = 0;
    let cellsOk = true;
    roleCount.fill(0);
    for (let k = from; k < to; k++) {
      const s = order[k];
      winners |= 1 << winnerOf[s];
      cellsOk &&= unreadable[s] === 0 && (moveProblem.size === 0 || !moveProblem.has(s));
      const seat = seatOf[s];
      if (seat === 0 || seats & (1 << seat)) seatsOk = false;
      seats |= 1 << seat;
      const p = player[s];
      if (p >= 0 && seenInGame[p] === g) seatsOk = false;
      if (p >= 0) seenInGame[p] = g;
      const r = role[s];
      if (r >= 0) roleCount[r]++;
      killed += firstKilled[s];
    }
    // Nothing written in the winner column yet: the game is still being played.
    if (winners === 1) continue;
    const named = (winners & 6) === 2 ? 1 : (winners & 6) === 4 ? 2 : 0;
    winner[g] = named;
    let rolesOk = true;
    for (let r = 0; r < ROLES.length; r++) if (roleCount[r] !== expectedRoles[r]) rolesOk = false;
    if (
      named !== 0 &&
      !(winners & (1 << WINNER_UNREADABLE)) &&
      cellsOk &&
      seatsOk &&
      rolesOk &&
      killed <= 1
    )
      status[g] = GAME_FINISHED;
    else {
      status[g] = GAME_INVALID;
      // Thousands of broken games: past the table's budget each keeps only its first problem.
      const limit = listed < MAX_GAME_ISSUES ? MAX_LISTED : 1;
      const described = describeProblems(
        table,
        rowNumber,
        order.subarray(from, to),
        g,
        moveProblem,
        limit,
      );
      problems.set(g, described.issues);
      listed += described.issues.length;
      judged.unlisted += described.unlisted;
    }
  }
}

/** The seat rows grouped by game (a counting sort: the rows of a game may stand anywhere). */
function groupByGame(table: SeatTable): { order: Int32Array; start: Int32Array } {
  const gameCount = table.gameCount;
  const start = new Int32Array(gameCount + 1);
  const order = new Int32Array(table.count);
  for (let s = 0; s < table.count; s++) start[table.game[s] + 1]++;
  for (let g = 0; g < gameCount; g++) start[g + 1] += start[g];
  const fill = start.slice(0, gameCount);
  for (let s = 0; s < table.count; s++) order[fill[table.game[s]]++] = s;
  return { order, start };
}

/**
 * RULES.md, "Best move": a best move other than «named nobody» belongs to a red player killed
 * first night, and never names the player's own seat. By seat row index.
 */
function bestMoveProblems(table: SeatTable): Map<number, IssueCode> {
  const problems = new Map<number, IssueCode>();
  for (const [s, move] of table.bestMoves) {
    const code = bestMoveProblem(table, s, move);
    if (code !== null) problems.set(s, code);
  }
  return problems;
}

function bestMoveProblem(table: SeatTable, s: number, move: BestMove): IssueCode | null {
  if (move.kind === "count" && move.count === 0) return null;
  const r = table.role[s];
  if (!table.firstKilled[s] || r < 0 || teamOf(ROLES[r]) !== "red") return "best-move-not-allowed";
  if (move.kind === "seats" && move.seats.includes(table.seat[s])) return "best-move-own-seat";
  return null;
}

/** Every reason a finished game is invalid, in words the user can act on. */
function describeProblems(
  table: SeatTable,
  rowNumber: RowNumber,
  rows: Int32Array,
  g: number,
  moveProblem: ReadonlyMap<number, IssueCode>,
  limit: number,
): { issues: Issue[]; unlisted: number } {
  const label = table.gameLabel(g);
  const seatRows = Array.from(rows);
  const rowOf = (s: number): number => rowNumber(table.tableIndex[s]);
  const issues: Issue[] = [];
  let unlisted = 0;
  const add = (issue: Issue): void => {
    if (issues.length < limit) issues.push(issue);
    else unlisted++;
  };
  const rowsWhere = (test: (s: number) => boolean): string =>
    seatRows.filter(test).slice(0, MAX_LISTED).map(rowOf).join(", ");
  // The cells' problems first, as the judge reads the rows, leaving room for the game's own.
  const cellIssues = seatRows.flatMap((s) => table.cellIssues.get(s) ?? []);
  const cellsShown = Math.max(1, limit - 10);
  issues.push(...cellIssues.slice(0, cellsShown));
  unlisted += Math.max(0, cellIssues.length - cellsShown);
  const winners = new Set(seatRows.map((s) => table.winner[s]).filter((w) => w === 1 || w === 2));
  if (winners.size > 1)
    add({
      code: "winner-conflict",
      game: label,
      field: "winner",
      params: { rows: rowsWhere((s) => table.winner[s] !== 0) },
    });
  if (seatRows.length !== TABLE_SIZE)
    add({
      code: "row-count",
      game: label,
      params: { count: seatRows.length, expected: TABLE_SIZE },
    });
  for (let seat = 1; seat <= TABLE_SIZE; seat++) {
    const at = seatRows.filter((s) => table.seat[s] === seat);
    if (at.length > 1)
      add({
        code: "seat-twice",
        game: label,
        field: "seat",
        params: { seat, rows: at.slice(0, MAX_LISTED).map(rowOf).join(", ") },
      });
  }
  if (seatRows.length <= TABLE_SIZE) {
    const missing: number[] = [];
    for (let seat = 1; seat <= TABLE_SIZE; seat++)
      if (!seatRows.some((s) => table.seat[s] === seat)) missing.push(seat);
    if (missing.length > 0)
      add({
        code: "seat-missing",
        game: label,
        field: "seat",
        params: { seats: missing.join(", ") },
      });
  }
  const players = [...new Set(seatRows.map((s) => table.player[s]).filter((p) => p >= 0))];
  for (const p of players) {
    const at = seatRows.filter((s) => table.player[s] === p);
    if (at.length > 1) {
      add({
        code: "player-twice",
        game: label,
        field: "player",
        params: { name: table.playerNames[p], rows: at.map(rowOf).join(", ") },
      });
    }
  }
  if (seatRows.every((s) => table.role[s] >= 0)) {
    ROLES.forEach((role, r) => {
      const count = seatRows.filter((s) => table.role[s] === r).length;
      if (count !== ROLE_COUNTS[role])
        add({
          code: "role-count",
          game: label,
          field: "role",
          params: { role, count, expected: ROLE_COUNTS[role] },
        });
    });
  }
  if (seatRows.filter((s) => table.firstKilled[s] === 1).length > 1) {
    add({
      code: "first-killed-many",
      game: label,
      field: "firstKilled",
      params: { rows: rowsWhere((s) => table.firstKilled[s] === 1) },
    });
  }
  for (const s of seatRows) {
    const code = moveProblem.get(s);
    if (code !== undefined) add({ code, game: label, row: rowOf(s), field: "bestMove" });
  }
  return { issues, unlisted };
}
