import type { Game, Issue, Role, SeatRow, Team } from "./model";
import { ROLES, teamOf } from "./model";
import { seatPoints } from "./points";
import type { ScoringSystem } from "./system";

/** Gathers the rows of each game (they may stand anywhere in the table), in order of first row. */
export function groupGames(seats: readonly SeatRow[]): SeatRow[][] {
  const byKey = new Map<string, SeatRow[]>();
  for (const seat of seats) {
    const rows = byKey.get(seat.gameKey);
    if (rows) rows.push(seat);
    else byKey.set(seat.gameKey, [seat]);
  }
  return [...byKey.values()];
}

/** Validates one game (RULES.md, "Validity of a finished game") and scores it if valid. */
export function judgeGame(system: ScoringSystem, rows: readonly SeatRow[]): Game {
  const first = rows[0] as SeatRow;
  const base = { key: first.gameKey, label: first.gameLabel, rows };
  const winners = new Set<Team>();
  for (const row of rows) if (row.winner !== null) winners.add(row.winner);
  const winnerCellsBlank = rows.every((row) => row.winner === null && !row.cellIssues.some((i) => i.field === "winner"));
  if (winnerCellsBlank) return { ...base, winner: null, status: "in-progress", issues: [], points: [] };

  const game = first.gameLabel;
  const issues: Issue[] = [];
  for (const row of rows) issues.push(...row.cellIssues);
  if (winners.size > 1) {
    issues.push({ code: "winner-conflict", game, field: "winner", params: { rows: rowList(rows.filter((r) => r.winner !== null)) } });
  }
  if (rows.length !== system.seats) issues.push({ code: "row-count", game, params: { count: rows.length, expected: system.seats } });

  const bySeat = new Map<number, SeatRow[]>();
  for (const row of rows) if (row.seat !== null) pushTo(bySeat, row.seat, row);
  for (const [seat, same] of bySeat) {
    if (same.length > 1) issues.push({ code: "seat-twice", game, field: "seat", params: { seat, rows: rowList(same) } });
  }
  const missingSeats: number[] = [];
  for (let seat = 1; seat <= system.seats; seat++) if (!bySeat.has(seat)) missingSeats.push(seat);
  if (missingSeats.length > 0 && rows.length <= system.seats) {
    issues.push({ code: "seat-missing", game, field: "seat", params: { seats: missingSeats.join(", ") } });
  }

  const byPlayer = new Map<string, SeatRow[]>();
  for (const row of rows) if (row.playerKey !== "") pushTo(byPlayer, row.playerKey, row);
  for (const same of byPlayer.values()) {
    if (same.length > 1) {
      issues.push({ code: "player-twice", game, field: "player", params: { name: (same[0] as SeatRow).player, rows: rowList(same) } });
    }
  }

  if (rows.every((row) => row.role !== null)) {
    for (const role of ROLES) {
      const count = rows.filter((row) => row.role === role).length;
      const expected = system.roleCounts[role];
      if (count !== expected) issues.push({ code: "role-count", game, field: "role", params: { role, count, expected } });
    }
  }

  const killed = rows.filter((row) => row.firstKilled);
  if (killed.length > 1) issues.push({ code: "first-killed-many", game, field: "firstKilled", params: { rows: rowList(killed) } });

  for (const row of rows) {
    const move = row.bestMove;
    if (move === null || (move.kind === "count" && move.count === 0)) continue;
    if (!row.firstKilled || row.role === null || !system.bestMove.allowedFor.includes(row.role)) {
      issues.push({ code: "best-move-not-allowed", game, row: row.row, field: "bestMove" });
    } else if (move.kind === "seats" && row.seat !== null && move.seats.includes(row.seat)) {
      issues.push({ code: "best-move-own-seat", game, row: row.row, field: "bestMove" });
    }
  }

  const winner = [...winners][0];
  if (issues.length > 0 || winner === undefined) {
    return { ...base, winner: winner ?? null, status: "invalid", issues, points: [] };
  }
  const roleAtSeat = new Map<number, Role>();
  for (const row of rows) roleAtSeat.set(row.seat as number, row.role as Role);
  const blackNamed = (row: SeatRow): number => {
    const move = row.bestMove;
    if (move === null) return 0;
    if (move.kind === "count") return move.count;
    return move.seats.filter((seat) => teamOf(roleAtSeat.get(seat) as Role) === "black").length;
  };
  const points = rows.map((row) => seatPoints(system, row, winner, blackNamed(row)));
  return { ...base, winner, status: "finished", issues: [], points };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function rowList(rows: readonly SeatRow[]): string {
  return rows.map((row) => row.row).join(", ");
}
