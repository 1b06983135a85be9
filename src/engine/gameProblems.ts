/**
 * Every reason a finished game's rows are not a valid game, each a typed Issue naming its rows,
 * within the game's limit of problems listed (problemLimits.ts).
 */
import { bestMoveProblem, type Tally } from "./gameTally";
import type { Issue } from "./issues";
import type { GameRows, SeatRow } from "./model";
import { whereOf } from "./rows";
import { cellProblemsShown, MAX_LISTED } from "./problemLimits";
import { ROLE_COUNTS, ROLES, STAGES, TABLE_SIZE } from "./terms";

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
export function gameProblems(
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
