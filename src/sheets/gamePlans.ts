/**
 * What saving, deleting or loading a game does to the Games sheet, decided on the values of
 * one read — pure, so the store's Apps Script part is a few calls and these rules are tested
 * directly. The game itself is judged by the engine exactly as the sheet will be.
 */
import { describeIssue, evaluate, HEADERS, normalizeText, TableError, type Field, type Issue, type Lang, type SeatRow } from "../engine";
import type { GamePayload, SeatPayload } from "../protocol/gamePayload";
import { GAMES_COLUMNS, payloadToRows, type GamesColumn, type SheetCell } from "../protocol/gameRows";
import { gameIdCell, literalText, safeCell, type WritableCell } from "./cellSafety";
import { nextNumericId, type GamesTable } from "./gamesTable";
import { TEXTS } from "./messages";

export type Planned<T> = { readonly ok: true; readonly plan: T } | { readonly ok: false; readonly head: string; readonly problems: readonly string[] };

/** A run of consecutive sheet rows. */
export interface RowRun {
  readonly start: number;
  readonly count: number;
}

export interface SavePlan {
  readonly id: string;
  /** Sheet row of the first of the ten rows written, and how many columns from A. */
  readonly targetRow: number;
  readonly width: number;
  /** The ten rows as setValues takes them: user text escaped, the date left for Sheets to parse. */
  readonly block: WritableCell[][];
  /** Rows of the replaced game to delete after the write (bottom first); empty when overwritten in place. */
  readonly deleteRuns: readonly RowRun[];
  /** Where the game stands once everything is done. */
  readonly rows: readonly [number, number];
  readonly points: readonly number[];
  /** The Games values after the save, so the standings refresh without reading again. */
  readonly valuesAfter: unknown[][];
}

const REQUIRED: readonly Field[] = ["game", "seat", "player", "role", "winner"];


function refuse<T>(head: string, problems: readonly string[]): Planned<T> {
  return { ok: false, head, problems };
}

export function findGame(table: GamesTable, id: string) {
  const key = normalizeText(id);
  return table.evaluation.games.find((game) => game.key === key);
}

/** `lang` is the user's language, for refusals; rows are written in the table's own language. */
export function planSave(table: GamesTable, payload: GamePayload, lang: Lang): Planned<SavePlan> {
  const texts = TEXTS[lang];
  const id = (payload.game ?? "").trim() || nextNumericId(table.evaluation);
  const head = texts.notSaved(id);
  const existing = findGame(table, id);
  const existingRows = existing ? existing.rows.map((row) => row.row).sort((a, b) => a - b) : [];
  if (existing && !payload.replace) {
    return refuse(head, [texts.exists(existing.label, existingRows[0] as number, existingRows[existingRows.length - 1] as number)]);
  }

  const { columns } = table;
  const logical = payloadToRows(payload, id, table.lang);
  // A column the sheet lacks is fine while the game leaves it at its default (blank, no, 0).
  const missing = GAMES_COLUMNS.filter(
    (c, k) => c !== "date" && columns[c] < 0 && (REQUIRED.includes(c as Field) || logical.some((cells) => ![false, 0, ""].includes(cells[k] as never))),
  );
  if (missing.length > 0) return refuse(head, missing.map((c) => texts.missingColumn(HEADERS[c as Field][lang])));

  // A date needs its column; without one the game is still saved (the engine never reads it).
  const used = GAMES_COLUMNS.filter((c) => columns[c] >= 0);
  const width = Math.max(...used.map((c) => columns[c])) + 1;

  const judged = judgePayloadRows(table, logical, lang);
  if (!judged.ok) return refuse(head, judged.problems.map((p) => describeForForm(p, payload, lang)));

  const inPlace = existingRows.length === 10 && (existingRows[9] as number) - (existingRows[0] as number) === 9;
  const targetRow = inPlace ? (existingRows[0] as number) : table.lastDataRow + 1;
  const deleteRuns = inPlace ? [] : runsOf(existingRows);

  const block: WritableCell[][] = [];
  const after: unknown[][] = table.values.slice() as unknown[][];
  logical.forEach((cells, i) => {
    const base = (table.values[targetRow - 1 + i] ?? []) as readonly unknown[];
    const written: WritableCell[] = [];
    const kept: unknown[] = [];
    for (let col = 0; col < width; col++) {
      written.push(safeCell(base[col] ?? ""));
      kept.push(base[col] ?? "");
    }
    GAMES_COLUMNS.forEach((column, k) => {
      const col = columns[column];
      if (col < 0) return;
      const value = cells[k] as SheetCell;
      written[col] = sheetValue(column, value, id);
      kept[col] = value;
    });
    block.push(written);
    while (after.length < targetRow - 1 + i) after.push([]);
    after[targetRow - 1 + i] = kept;
  });
  let deletedAbove = 0;
  for (const run of deleteRuns) {
    after.splice(run.start - 1, run.count);
    if (run.start < targetRow) deletedAbove += run.count;
  }
  const first = targetRow - deletedAbove;
  return {
    ok: true,
    plan: { id, targetRow, width, block, deleteRuns, rows: [first, first + 9], points: judged.points, valuesAfter: after },
  };
}

/** How a Games cell is handed to setValues. */
function sheetValue(column: GamesColumn, value: SheetCell, id: string): WritableCell {
  if (column === "game") return gameIdCell(id);
  // The date is meant to become a Sheets date: written bare, after the schema proved it is YYYY-MM-DD.
  if (column === "date") return typeof value === "string" ? value : "";
  return typeof value === "string" ? literalText(value) : value;
}

type Judged = { ok: true; points: number[] } | { ok: false; problems: Issue[] };

/**
 * The engine's verdict on the ten rows alone, under the sheet's own header: rows are numbered
 * 1–10 in the order of the payload's seats, so each problem can name its seat.
 */
function judgePayloadRows(table: GamesTable, logical: readonly SheetCell[][], lang: Lang): Judged {
  const { columns } = table;
  const width = Math.max(...GAMES_COLUMNS.map((c) => columns[c])) + 1;
  const rows = logical.map((cells) => {
    const row: unknown[] = new Array(width).fill("");
    GAMES_COLUMNS.forEach((column, k) => {
      if (columns[column] >= 0) row[columns[column]] = cells[k];
    });
    return row;
  });
  let evaluation;
  try {
    evaluation = evaluate([table.values[0] ?? [], ...rows], { firstRow: 0, lang });
  } catch (error) {
    if (error instanceof TableError) return { ok: false, problems: [...error.issues] };
    throw error;
  }
  const game = evaluation.games[0];
  if (evaluation.issues.length > 0 || !game || evaluation.games.length !== 1 || game.status !== "finished") {
    return { ok: false, problems: [...evaluation.issues] };
  }
  const points = new Array<number>(logical.length).fill(0);
  game.rows.forEach((row, i) => {
    points[row.row - 1] = game.points[i] as number;
  });
  return { ok: true, points };
}

/** An engine problem of a game from the form: named by seat rather than by sheet row. */
function describeForForm(issue: Issue, payload: GamePayload, lang: Lang): string {
  const text = describeIssue({ ...issue, game: undefined, row: undefined }, lang);
  if (issue.row === undefined) return text;
  const seat = payload.seats[issue.row - 1]?.seat;
  return `${lang === "ru" ? "Место" : "Seat"} ${seat ?? issue.row}, ${text}`;
}

function runsOf(rows: readonly number[]): RowRun[] {
  const runs: RowRun[] = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last.start + last.count === row) runs[runs.length - 1] = { start: last.start, count: last.count + 1 };
    else runs.push({ start: row, count: 1 });
  }
  // Bottom first, so deleting one run leaves the others' row numbers as planned.
  return runs.reverse();
}

export interface DeletePlan {
  readonly id: string;
  readonly runs: readonly RowRun[];
  readonly deletedRows: number;
  readonly valuesAfter: unknown[][];
}

export function planDelete(table: GamesTable, id: string, lang: Lang): Planned<DeletePlan> {
  const game = findGame(table, id.trim());
  if (!game) return refuse(TEXTS[lang].notFound(id.trim()), []);
  const rows = game.rows.map((row) => row.row).sort((a, b) => a - b);
  const runs = runsOf(rows);
  const after = table.values.slice() as unknown[][];
  for (const run of runs) after.splice(run.start - 1, run.count);
  return { ok: true, plan: { id: game.label, runs, deletedRows: rows.length, valuesAfter: after } };
}

/** The payload of a stored game, for correcting it in the form. */
export function payloadOf(table: GamesTable, id: string, lang: Lang, dateOf: (cell: unknown) => string | undefined): Planned<GamePayload> {
  const texts = TEXTS[lang];
  const game = findGame(table, id.trim());
  if (!game) return refuse(texts.notFound(id.trim()), []);
  const problems: string[] = [];
  if (game.winner === null) problems.push(texts.noWinner);
  const rows = [...game.rows].sort((a, b) => (a.seat ?? 99) - (b.seat ?? 99) || a.row - b.row);
  const seats: SeatPayload[] = [];
  for (const row of rows) {
    const seat = seatPayloadOf(row);
    if (row.seat === null) problems.push(texts.unreadable(row.row, HEADERS.seat[lang]));
    if (row.role === null) problems.push(texts.unreadable(row.row, HEADERS.role[lang]));
    if (row.bestMove?.kind === "count" && row.bestMove.count > 0) problems.push(texts.countBestMove(row.row));
    if (seat) seats.push(seat);
  }
  if (problems.length > 0 || game.winner === null) return refuse(texts.cannotLoad(game.label), problems);
  const first = rows.reduce((a, b) => (a.row <= b.row ? a : b));
  const dateColumn = table.columns.date;
  const date = dateColumn >= 0 ? dateOf(table.values[first.row - 1]?.[dateColumn]) : undefined;
  const payload: GamePayload = { game: game.label, ...(date ? { date } : {}), winner: game.winner, seats };
  return { ok: true, plan: payload };
}

function seatPayloadOf(row: SeatRow): SeatPayload | null {
  if (row.seat === null || row.role === null) return null;
  const seat: SeatPayload = {
    seat: row.seat,
    player: row.player,
    role: row.role,
    firstKilled: row.firstKilled,
    correct: row.correct,
    bestPlayer: row.bestPlayer,
    remarks: row.remarks,
    removed: row.removed,
    ...(row.bestMove?.kind === "seats" ? { bestMove: [...row.bestMove.seats] } : {}),
  };
  return seat;
}

