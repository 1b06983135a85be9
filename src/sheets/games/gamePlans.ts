/**
 * What saving, deleting or loading a game does to the Games sheet, decided on the values of
 * one read — pure, so the store's Apps Script part is a few calls and these rules are tested
 * directly. The game itself is judged by the engine exactly as the sheet will be.
 */
import {
  describeIssue,
  gameKey,
  gameLabel,
  HEADERS,
  isEmptyCell,
  isRecordedBestMove,
  PLACE_HEADERS,
  REQUIRED_FIELDS,
  SEASON_HEADERS,
  renumberRows,
  scoreGameAlone,
  TABLE_SIZE,
  type Field,
  type Game,
  type Issue,
  type IssueCode,
  type Lang,
  type Role,
  type SeatRow,
} from "../../engine";
import type { GamePayload, GamePlaceArgument, SeatPayload } from "../../protocol/gamePayload";
import {
  payloadToRows,
  STORED_COLUMNS,
  type SheetCell,
  type StoredColumn,
} from "../../protocol/gameRows";
import {
  gameIdCell,
  isDate,
  literalText,
  safeCell,
  type WritableCell,
} from "../platform/cellSafety";
import { nextNumericId, type GamesTable } from "./gamesTable";
import { TEXTS } from "../platform/messages";

export type Planned<T> =
  | { readonly ok: true; readonly plan: T }
  | {
      readonly ok: false;
      readonly head: string;
      readonly problems: readonly string[];
      readonly advice?: string;
    };

/** A run of consecutive sheet rows. */
export interface RowRun {
  readonly start: number;
  readonly count: number;
}

/**
 * One setValues of the ten rows: a run of adjacent Games columns. Columns of the organiser's own
 * between them (a «Клуб» of VLOOKUPs) are never written, so their formulas stay.
 */
export interface ColumnWrite {
  /** 1-based sheet column of the run's first cell. */
  readonly column: number;
  /** The ten rows as setValues takes them: user text escaped, the date left for Sheets to parse. */
  readonly values: WritableCell[][];
  /** What those cells held before, to put back if the save cannot be finished. */
  readonly before: WritableCell[][];
}

/** Rows of the replaced game to delete, with their values in case they must be put back. */
export interface DeleteRun extends RowRun {
  readonly values: WritableCell[][];
}

export interface SavePlan {
  readonly id: string;
  /** The game's round and table as stored, on a sheet that numbers games per table. */
  readonly place: GamePlaceArgument;
  /** Sheet row of the first of the ten rows written. */
  readonly targetRow: number;
  /** One write per run of adjacent Games columns: exactly one on the sheet the add-on creates. */
  readonly writes: readonly ColumnWrite[];
  /**
   * Rows of the replaced game to delete after the write
   * (bottom first); empty when overwritten in place.
   */
  readonly deleteRuns: readonly DeleteRun[];
  /** Where the game stands once everything is done. */
  readonly rows: readonly [number, number];
  readonly points: readonly number[];
  /** The Games values after the save, so the standings refresh without reading again. */
  readonly valuesAfter: unknown[][];
}

function refuse<T>(head: string, problems: readonly string[], advice?: string): Planned<T> {
  return advice === undefined
    ? { ok: false, head, problems }
    : { ok: false, head, problems, advice };
}

/** What the form cannot hold: correcting such a game there would drop or invent rows. */
const SHAPE_PROBLEMS: ReadonlySet<IssueCode> = new Set([
  "winner-conflict",
  "row-count",
  "seat-twice",
  "seat-missing",
]);

/**
 * The place that tells apart games of one id on a sheet that numbers games per table (it has a
 * «Стол» column): the table, and the round when the sheet has a «Тур» column, trimmed; blank
 * ones left out. Nothing on a sheet without a «Стол» column. On a sheet with a «Турнир» column,
 * the tournament too (SERIES.md): ids restart in every tournament.
 */
function placeOn(table: GamesTable, place: GamePlaceArgument | undefined): GamePlaceArgument {
  const tournament = table.columns.tournament < 0 ? "" : (place?.tournament ?? "").trim();
  const inSeason = tournament !== "" ? { tournament } : {};
  if (table.columns.table < 0) return inSeason;
  const round = table.columns.round < 0 ? "" : (place?.round ?? "").trim();
  const at = (place?.table ?? "").trim();
  return { ...(round !== "" ? { round } : {}), ...(at !== "" ? { table: at } : {}), ...inSeason };
}

/**
 * The game of an id as the engine groups the sheet's rows («01» finds game 1): on a sheet with a
 * «Стол» column, the game of that id at that round and table (gameKey with a place).
 */
export function findGame(table: GamesTable, id: string, place?: GamePlaceArgument) {
  const at = placeOn(table, place);
  const key = gameKey(id, undefined, {
    ...(table.columns.table < 0 ? {} : { round: at.round ?? "", table: at.table ?? "" }),
    ...(table.columns.tournament < 0 ? {} : { tournament: at.tournament ?? "" }),
  });
  return table.evaluation.games.find((game) => game.key === key);
}

/** A game as messages name it («1 (тур 2, стол 1)»): the engine's own label of id and place. */
function labelOf(id: string, place: GamePlaceArgument, lang: Lang): string {
  return gameLabel({ label: id, ...place }, lang);
}

/**
 * What stops a save, a load or a deletion before the game is looked for: a place on a sheet that
 * does not number games per table (it would be dropped), no table on one that does (the id alone
 * does not say which game), a round on such a sheet without a «Тур» column.
 */
function placeProblems(table: GamesTable, place: GamePlaceArgument, lang: Lang): string[] {
  const texts = TEXTS[lang];
  const given = (text: string | undefined): boolean => (text ?? "").trim() !== "";
  if (table.columns.table < 0)
    return given(place.table) || given(place.round)
      ? [texts.missingColumn(PLACE_HEADERS.table[lang])]
      : [];
  const problems: string[] = [];
  if (!given(place.table)) problems.push(texts.needTable);
  if (given(place.round) && table.columns.round < 0)
    problems.push(texts.missingColumn(PLACE_HEADERS.round[lang]));
  return problems;
}

/** The sheet rows of a game's rows, in order. */
function sheetRows(table: GamesTable, rows: readonly SeatRow[]): number[] {
  return rows.map((row) => row.row).sort((a, b) => a - b);
}

/** `lang` is the user's language, for refusals; rows are written in the table's own language. */
export function planSave(table: GamesTable, payload: GamePayload, lang: Lang): Planned<SavePlan> {
  const texts = TEXTS[lang];
  const id = (payload.game ?? "").trim() || nextNumericId(table.evaluation);
  const place = placeOn(table, payload);
  const head = texts.notSaved(labelOf(id, place, lang));
  const misplaced = [
    ...placeProblems(table, payload, lang),
    ...((payload.tournament ?? "").trim() !== "" && table.columns.tournament < 0
      ? [texts.missingColumn(SEASON_HEADERS.tournament[lang])]
      : []),
  ];
  if (misplaced.length > 0) return refuse(head, misplaced);
  const existing = findGame(table, id, place);
  const existingRows = existing ? sheetRows(table, existing.rows) : [];
  if (existing && !payload.replace) {
    return refuse(head, [
      texts.exists(
        gameLabel(existing, lang),
        existingRows[0] as number,
        existingRows[existingRows.length - 1] as number,
      ),
    ]);
  }

  const { columns } = table;
  const logical = payloadToRows(payload, id, table.lang, STORED_COLUMNS);
  // A column the sheet lacks is fine while the game leaves it at its default (blank, no, 0).
  const missing = STORED_COLUMNS.filter(
    (c, k) =>
      c !== "date" &&
      columns[c] < 0 &&
      (REQUIRED_FIELDS.includes(c as Field) ||
        logical.some((cells) => ![false, 0, ""].includes(cells[k] as never))),
  );
  if (missing.length > 0)
    return refuse(
      head,
      missing.map((c) =>
        texts.missingColumn(
          c === "round" || c === "table"
            ? PLACE_HEADERS[c][lang]
            : c === "tournament"
              ? SEASON_HEADERS[c][lang]
              : HEADERS[c as Field][lang],
        ),
      ),
    );

  const judged = judgePayloadRows(table, logical, lang);
  if (!judged.ok)
    return refuse(
      head,
      judged.problems.map((p) => describeForForm(p, payload, lang)),
    );

  const inPlace =
    existingRows.length === TABLE_SIZE &&
    (existingRows[TABLE_SIZE - 1] as number) - (existingRows[0] as number) === TABLE_SIZE - 1;
  const targetRow = inPlace ? (existingRows[0] as number) : table.lastDataRow + 1;
  const deleteRuns = inPlace
    ? []
    : runsOf(existingRows).map((run) => ({ ...run, values: rowsBefore(table, run) }));

  const at = (row: number, col: number): unknown => table.values[row - 1]?.[col] ?? "";
  // Only the Games columns the sheet has are written (a sheet without a date column simply
  // keeps no date: the engine never reads it); the organiser's own columns are left alone.
  const writes: ColumnWrite[] = columnRuns(columns).map((run) => {
    const values: WritableCell[][] = [];
    const before: WritableCell[][] = [];
    logical.forEach((cells, i) => {
      const row: WritableCell[] = [];
      const old: WritableCell[] = [];
      for (const column of run) {
        row.push(sheetValue(column, cells[STORED_COLUMNS.indexOf(column)] as SheetCell, id));
        old.push(safeCell(at(targetRow + i, columns[column])));
      }
      values.push(row);
      before.push(old);
    });
    return { column: columns[run[0] as StoredColumn] + 1, values, before };
  });

  const width = Math.max(...STORED_COLUMNS.map((c) => columns[c])) + 1;
  const after: unknown[][] = table.values.slice() as unknown[][];
  logical.forEach((cells, i) => {
    const row = targetRow + i;
    const kept: unknown[] = [];
    for (let col = 0; col < width; col++) kept.push(at(row, col));
    STORED_COLUMNS.forEach((column, k) => {
      if (columns[column] >= 0) kept[columns[column]] = cells[k];
    });
    while (after.length < row - 1) after.push([]);
    after[row - 1] = kept;
  });
  let deletedAbove = 0;
  for (const run of deleteRuns) {
    after.splice(run.start - 1, run.count);
    if (run.start < targetRow) deletedAbove += run.count;
  }
  const first = targetRow - deletedAbove;
  return {
    ok: true,
    plan: {
      id,
      place,
      targetRow,
      writes,
      deleteRuns,
      rows: [first, first + TABLE_SIZE - 1],
      points: judged.points,
      valuesAfter: after,
    },
  };
}

/**
 * The Games columns the sheet has («Тур» and «Стол» among them on a sheet that numbers games per
 * table), in sheet order, grouped into runs of adjacent columns.
 */
export function columnRuns(columns: Readonly<Record<StoredColumn, number>>): StoredColumn[][] {
  const present = STORED_COLUMNS.filter((c) => columns[c] >= 0).sort(
    (a, b) => columns[a] - columns[b],
  );
  const runs: StoredColumn[][] = [];
  for (const column of present) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last !== undefined && columns[last] + 1 === columns[column]) run.push(column);
    else runs.push([column]);
  }
  return runs;
}

/** The values of rows about to be deleted, as setValues would put them back (a rectangle). */
function rowsBefore(table: GamesTable, run: RowRun): WritableCell[][] {
  const rows = table.values.slice(run.start - 1, run.start - 1 + run.count);
  const width = Math.max(1, ...rows.map((row) => row.length));
  return Array.from({ length: run.count }, (_, i) =>
    Array.from({ length: width }, (_, c) => safeCell(rows[i]?.[c] ?? "")),
  );
}

/** How a Games cell is handed to setValues. */
function sheetValue(column: StoredColumn, value: SheetCell, id: string): WritableCell {
  if (column === "game") return gameIdCell(id);
  // A round or a table is written as an id is: «2» a number, anything else literal text.
  if (column === "round" || column === "table")
    return typeof value === "string" && value !== "" ? gameIdCell(value) : "";
  // The date is meant to become a Sheets date:
  // written bare, after the schema proved it is YYYY-MM-DD.
  if (column === "date") return typeof value === "string" ? value : "";
  if (column === "tournament") return typeof value === "string" ? literalText(value) : "";
  return typeof value === "string" ? literalText(value) : value;
}

type Judged = { ok: true; points: readonly number[] } | { ok: false; problems: Issue[] };

/**
 * The engine's verdict on the ten rows alone, under the sheet's own header: rows are numbered
 * 1–10 in the order of the payload's seats, so each problem can name its seat. Points without
 * Ci, as the sidebar previews them (scoreGameAlone).
 */
function judgePayloadRows(table: GamesTable, logical: readonly SheetCell[][], lang: Lang): Judged {
  const { columns } = table;
  const width = Math.max(...STORED_COLUMNS.map((c) => columns[c])) + 1;
  const rows = logical.map((cells) => {
    const row: unknown[] = new Array(width).fill("");
    STORED_COLUMNS.forEach((column, k) => {
      if (columns[column] >= 0) row[columns[column]] = cells[k];
    });
    return row;
  });
  const alone = scoreGameAlone([table.values[0] ?? [], ...rows], table.evaluation.system, lang);
  if (!alone.ok) return { ok: false, problems: [...alone.issues] };
  // Seat points under rules that cannot be read would be made up: none are reported.
  return { ok: true, points: table.rulesIssues.length > 0 ? [] : alone.points };
}

/** An engine problem of a game from the form: named by seat rather than by sheet row. */
function describeForForm(issue: Issue, payload: GamePayload, lang: Lang): string {
  const bySeat = renumberRows(issue, (row) => payload.seats[row - 1]?.seat ?? row);
  const text = describeIssue({ ...bySeat, game: undefined, row: undefined }, lang, "seat");
  // A mistake on several seats names them itself («места 1–3»).
  if (bySeat.row === undefined || bySeat.sameRows !== undefined) return text;
  return `${HEADERS.seat[lang]} ${bySeat.row}, ${text}`;
}

function runsOf(rows: readonly number[]): RowRun[] {
  const runs: RowRun[] = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last.start + last.count === row)
      runs[runs.length - 1] = { start: last.start, count: last.count + 1 };
    else runs.push({ start: row, count: 1 });
  }
  // Bottom first, so deleting one run leaves the others' row numbers as planned.
  return runs.reverse();
}

export interface DeletePlan {
  readonly id: string;
  /** The deleted game's round and table as written, on a sheet that numbers games per table. */
  readonly place: GamePlaceArgument;
  readonly runs: readonly RowRun[];
  readonly deletedRows: number;
  readonly valuesAfter: unknown[][];
}

/**
 * The game of an id (and place) that a deletion or a load means, or the refusal under `head`:
 * a place the sheet cannot hold or lacks (placeProblems), or no such game.
 */
function gameToFind(
  table: GamesTable,
  id: string,
  place: GamePlaceArgument | undefined,
  lang: Lang,
  head: (label: string) => string,
): { ok: true; game: Game } | { ok: false; refusal: Planned<never> } {
  const label = labelOf(id.trim(), placeOn(table, place), lang);
  // A sheet without a «Стол» column finds a game by its id alone, whatever place is asked for.
  const misplaced = table.columns.table < 0 ? [] : placeProblems(table, place ?? {}, lang);
  if (misplaced.length > 0) return { ok: false, refusal: refuse(head(label), misplaced) };
  const game = findGame(table, id.trim(), place);
  if (!game) return { ok: false, refusal: refuse(TEXTS[lang].notFound(label), []) };
  return { ok: true, game };
}

/**
 * A game's round and table (and tournament, in a season) as written, for the answer of a save, a
 * deletion or a load.
 */
function placeOf(game: Game): GamePlaceArgument {
  return {
    ...(game.round !== undefined ? { round: game.round } : {}),
    ...(game.table !== undefined ? { table: game.table } : {}),
    ...(game.tournament ? { tournament: game.tournament } : {}),
  };
}

export function planDelete(
  table: GamesTable,
  id: string,
  lang: Lang,
  place?: GamePlaceArgument,
): Planned<DeletePlan> {
  const found = gameToFind(table, id, place, lang, TEXTS[lang].notDeleted);
  if (!found.ok) return found.refusal;
  const game = found.game;
  const rows = sheetRows(table, game.rows);
  const runs = runsOf(rows);
  const after = table.values.slice() as unknown[][];
  for (const run of runs) after.splice(run.start - 1, run.count);
  return {
    ok: true,
    plan: {
      id: game.label,
      place: placeOf(game),
      runs,
      deletedRows: rows.length,
      valuesAfter: after,
    },
  };
}

/**
 * The payload of a stored game, for correcting it in the form. The form holds exactly ten seats
 * and saving it rewrites every row of the game, so a game the form cannot show as it is stored
 * (a seat twice or missing, a cell that cannot be read, a date that is not one) is refused with
 * every problem named: loading it would quietly replace what the judge cannot see.
 */
export function payloadOf(
  table: GamesTable,
  id: string,
  lang: Lang,
  dateOf: (cell: unknown) => string | undefined,
  place?: GamePlaceArgument,
): Planned<GamePayload> {
  const texts = TEXTS[lang];
  const found = gameToFind(table, id, place, lang, texts.cannotLoad);
  if (!found.ok) return found.refusal;
  const game = found.game;
  // By seat, a row without one after the ten, then as the sheet has them.
  const seatOrder = (row: SeatRow): number => row.seat ?? TABLE_SIZE + 1;
  const rows = [...game.rows].sort((a, b) => seatOrder(a) - seatOrder(b) || a.index - b.index);
  const problems: string[] = [];
  const engine = (issue: Issue): string => describeIssue({ ...issue, game: undefined }, lang);

  // The engine's verdict on the game's shape (a finished game's: one in progress has only its
  // cells read); the form holds ten seats 1–10 once each and one winner.
  if (game.status === "in-progress") problems.push(texts.noWinner);
  for (const issue of game.issues)
    if (issue.row === undefined && SHAPE_PROBLEMS.has(issue.code))
      problems.push(engine({ ...issue, field: undefined }));

  const dateColumn = table.columns.date;
  const dates = new Map<string, number[]>();
  for (const row of [...rows].sort((a, b) => a.index - b.index)) {
    const sheetRow = row.row;
    const issues = game.cellIssues.filter((issue) => issue.row === sheetRow);
    if (row.seat === null && !issues.some((issue) => issue.field === "seat"))
      problems.push(texts.noSeat(sheetRow));
    for (const issue of issues) problems.push(engine(issue));
    // The form names a best move's seats: one recorded as a count of black named cannot load.
    if (isRecordedBestMove(row.bestMove) && row.bestMove.kind === "count")
      problems.push(texts.countBestMove(sheetRow));
    const cell = dateColumn >= 0 ? table.values[row.index]?.[dateColumn] : undefined;
    if (isEmptyCell(cell)) continue;
    const date = dateOf(cell);
    if (date === undefined) problems.push(texts.badDate(sheetRow, shownValue(cell)));
    else dates.set(date, [...(dates.get(date) ?? []), sheetRow]);
  }
  // One row of each date is enough to point at the difference.
  if (dates.size > 1)
    problems.push(texts.datesDiffer([...dates.values()].map((at) => at[0] as number).join(", ")));

  const winner = game.winner;
  if (problems.length > 0 || winner === null)
    return refuse(texts.cannotLoad(gameLabel(game, lang)), problems, texts.fixRowsFirst);
  const extraColumn = table.columns.extra;
  // An extra of 0 typed in the sheet stays 0
  // (and a blank stays blank) when the game is saved again.
  const seats = rows.map((row) =>
    seatPayloadOf(row, extraColumn >= 0 && !isEmptyCell(table.values[row.index]?.[extraColumn])),
  );
  const date = [...dates.keys()][0];
  // The main stage is no stage, as the payload leaves it (and a blank «Этап» cell).
  const plan = {
    game: game.label,
    ...placeOf(game),
    ...(date ? { date } : {}),
    winner,
    ...(game.stage !== "main" ? { stage: game.stage } : {}),
    seats,
  };
  return { ok: true, plan };
}

/** A cell as the judge sees it, for a message. */
function shownValue(value: unknown): string {
  if (isDate(value)) return "";
  return typeof value === "string" ? value.trim() : String(value);
}

/** A row the checks above passed: its seat and role are known. */
function seatPayloadOf(row: SeatRow, hasExtra: boolean): SeatPayload {
  const seat: SeatPayload = {
    seat: row.seat as number,
    player: row.player,
    role: row.role as Role,
    firstKilled: row.firstKilled,
    correct: row.correct,
    bestPlayer: row.bestPlayer,
    remarks: row.remarks,
    removed: row.removed,
    ...(row.bestMove?.kind === "seats" ? { bestMove: [...row.bestMove.seats] } : {}),
    ...(hasExtra ? { extra: row.extra } : {}),
    ...(row.team !== "" ? { team: row.team } : {}),
  };
  return seat;
}
