/**
 * A Games table read row by row: each row is the header, blank, a seat of a game, or a stray row
 * (data but no game id). A seat row becomes a `SeatRow` record; every cell that cannot be read
 * becomes a problem of that row, named by game, row and column.
 */
import {
  Failure,
  gameKey,
  isSheetError,
  isUnmarked,
  readBestMove,
  readCount,
  readExtra,
  readSeat as readSeatNumber,
  readStage,
  readYesNo,
  WordReader,
} from "./cells";
import type { CellCode, Issue } from "./issues";
import {
  EXTRA_LIMIT,
  FIELDS,
  MAX_COUNT,
  type BestMove,
  type Field,
  type GameRows,
  type SeatMarks,
  type SeatRow,
} from "./model";
import type { TableLayout, TableValues } from "./table";
import { cellText, isEmptyCell, noonUtcDay, typedText, type DayOfDate } from "./text";
import { yesNoFromText } from "./vocabulary";

export type RowKind = "header" | "blank" | "seat" | "stray";

/** A row with data but no game id: reported, never counted. */
export interface StrayRow {
  readonly index: number;
  readonly issue: Issue;
}

export interface TableRows {
  /** What each row of the table is, by its index in the values. */
  readonly kinds: readonly RowKind[];
  /** The seat rows grouped by game id, in the order of each game's first row. */
  readonly games: readonly GameRows[];
  /** The first spelling met of each player's name (RULES.md, "Players"), by identity. */
  readonly names: ReadonlyMap<string, string>;
  /** The first MAX_LISTED stray rows. */
  readonly strays: readonly StrayRow[];
  /** How many stray rows there are in all. */
  readonly strayCount: number;
}

/**
 * `rowNumber(i)`: the row number messages give the table row `i` (the sheet row, the file line).
 */
export type RowNumber = (index: number) => number;

/**
 * Problems kept per game, and stray rows listed: enough to act on. A file of junk lines is one
 * game of millions of rows; an object per problem would take gigabytes to say the same thing.
 */
export const MAX_LISTED = 50;
/**
 * Cell problems kept in all: a file of junk rows, each its own game, would otherwise keep one
 * object per bad cell. Past this a game lists only its first cell problem; the rest are counted.
 */
const MAX_CELL_ISSUES = 5000;

const KEY_FIELDS: readonly Field[] = ["game", "seat", "player", "role", "winner"];
const MARK_FIELDS: readonly Field[] = FIELDS.filter((field) => !KEY_FIELDS.includes(field));

/** The columns read by a parser (a game id and a name are any text). */
type ParsedField = Exclude<Field, "game" | "player">;

/** The code of a cell no parser accepted in a column, when it is simply a wrong value. */
const BAD_VALUE: Readonly<Record<ParsedField, CellCode>> = {
  seat: "bad-seat",
  role: "bad-role",
  winner: "bad-winner",
  firstKilled: "bad-yes-no",
  bestMove: "bad-best-move",
  correct: "bad-count",
  bestPlayer: "bad-yes-no",
  remarks: "bad-count",
  removed: "bad-yes-no",
  extra: "bad-extra",
  stage: "bad-stage",
};

export function readRows(
  values: TableValues,
  layout: TableLayout,
  rowNumber: RowNumber,
  dayOf: DayOfDate = noonUtcDay,
): TableRows {
  const reader = new WordReader(dayOf);
  const problems = new CellProblems(dayOf);
  // The marks the table's rows share (readMarks), by marksKey.
  const sharedMarks = new Map<number, SeatMarks>();
  const kinds: RowKind[] = new Array<RowKind>(values.length);
  const strays: StrayRow[] = [];
  let strayCount = 0;
  const games = new Map<string, GameBeingRead>();
  // The rows of one game usually stand together: the id is read again only when its cell changes.
  let lastGameCell: unknown = undefined;
  let game = newGame("", "");
  const first = layout.hasHeader ? 1 : 0;
  if (first === 1 && values.length > 0) kinds[0] = "header";
  for (let index = first; index < values.length; index++) {
    const cells = values[index] ?? [];
    const gameCell = cellAt(cells, layout.columns.game);
    if (isEmptyCell(gameCell) || isSheetError(gameCell)) {
      if (isBlankRow(cells, layout.columns)) {
        kinds[index] = "blank";
      } else {
        kinds[index] = "stray";
        if (strayCount++ < MAX_LISTED) {
          strays.push({ index, issue: strayIssue(gameCell, rowNumber(index)) });
        }
      }
      continue;
    }
    if (gameCell !== lastGameCell) {
      lastGameCell = gameCell;
      const key = gameKey(gameCell, dayOf);
      if (key !== game.key) {
        const known = games.get(key);
        if (known) game = known;
        else {
          game = newGame(key, typedText(gameCell, dayOf));
          games.set(key, game);
        }
      }
    }
    kinds[index] = "seat";
    problems.start(game, rowNumber(index));
    game.rows.push(readSeat(cells, index, layout.columns, reader, problems, sharedMarks));
  }
  return { kinds, games: [...games.values()], names: reader.names, strays, strayCount };
}

/** A game whose rows are still being read. */
interface GameBeingRead extends GameRows {
  readonly rows: SeatRow[];
  cellProblems: number;
  readonly cellIssues: Issue[];
}

function newGame(key: string, label: string): GameBeingRead {
  return { key, label, rows: [], cellProblems: 0, cellIssues: [] };
}

/** The cell of a field in a row: "" when the table has no such column. */
function cellAt(cells: readonly unknown[], column: number): unknown {
  return column < 0 ? "" : cells[column];
}

function readSeat(
  cells: readonly unknown[],
  index: number,
  columns: Readonly<Record<Field, number>>,
  reader: WordReader,
  problems: CellProblems,
  sharedMarks: Map<number, SeatMarks>,
): SeatRow {
  const seatCell = cellAt(cells, columns.seat);
  const seat = problems.take("seat", seatCell, readSeatNumber(seatCell), null);

  const player = reader.player(cellAt(cells, columns.player));
  if (player.error) problems.cell("player", "sheet-error", player.name);
  else if (player.name === "") problems.missing("player", "no-player");

  const roleCell = cellAt(cells, columns.role);
  const role = problems.take("role", roleCell, reader.role(roleCell), null);
  if (role === null && isEmptyCell(roleCell)) problems.missing("role", "no-role");

  const winnerCell = cellAt(cells, columns.winner);
  const winner = problems.take("winner", winnerCell, reader.winner(winnerCell), "unreadable");

  const marks = readMarks(cells, columns, problems, sharedMarks);
  const stageCell = cellAt(cells, columns.stage);
  const stage = problems.take("stage", stageCell, readStage(stageCell), null);

  return {
    index,
    seat,
    player,
    role,
    winner,
    marks,
    stage,
  };
}

/**
 * A row's marks, as one record shared by every row with the same marks. A season's 100,000 rows
 * hold a few hundred different ones (a pick, a remark, a tenth of extra points), and each field
 * the engine keeps on every row costs about 1 ms of MAFIA_STANDINGS on that season. Sharing the
 * seven marks and the player's name took 12–15% off its time, each build timed in a process of
 * its own (docs/speed.md, "Where a season's time goes").
 */
function readMarks(
  cells: readonly unknown[],
  columns: Readonly<Record<Field, number>>,
  problems: CellProblems,
  shared: Map<number, SeatMarks>,
): SeatMarks {
  // The marks of a seat are mostly blank, FALSE or 0 (RULES.md, "Blank rows").
  const firstKilled = problems.flagMark("firstKilled", cellAt(cells, columns.firstKilled));
  const bestMove = problems.bestMoveMark(cellAt(cells, columns.bestMove));
  const correct = problems.countMark("correct", cellAt(cells, columns.correct));
  const bestPlayer = problems.flagMark("bestPlayer", cellAt(cells, columns.bestPlayer));
  const remarks = problems.countMark("remarks", cellAt(cells, columns.remarks));
  const removed = problems.flagMark("removed", cellAt(cells, columns.removed));
  const extra = problems.extraMark(cellAt(cells, columns.extra));
  // A best move (a count or the seats named) is rare: marks with one are kept as read.
  const key =
    bestMove === null
      ? marksKey(firstKilled, correct, bestPlayer, remarks, removed, extra)
      : undefined;
  const same = key === undefined ? undefined : shared.get(key);
  if (same !== undefined) return same;
  const marks = { firstKilled, bestMove, correct, bestPlayer, remarks, removed, extra };
  if (key !== undefined) shared.set(key, marks);
  return marks;
}

/**
 * A number that tells apart marks without a best move: each figure in places of its own (counts
 * are 0–99, extra points −5 to 5 in hundredths, three yes/no marks). It is only ever a key of the
 * table's shared marks: a text key costs more than the shared fields save (measured).
 */
function marksKey(
  firstKilled: boolean,
  correct: number,
  bestPlayer: boolean,
  remarks: number,
  removed: boolean,
  extra: number,
): number {
  const flags = (firstKilled ? 1 : 0) + (bestPlayer ? 2 : 0) + (removed ? 4 : 0);
  const extraPlace = Math.round(extra * 100) + 100 * EXTRA_LIMIT; // 0–1000
  return ((extraPlace * (MAX_COUNT + 1) + correct) * (MAX_COUNT + 1) + remarks) * 8 + flags;
}

/**
 * The cell problems of the row being read, kept with its game within the table's budget: each
 * game lists at most MAX_LISTED, and past MAX_CELL_ISSUES in all a game lists only its first. The
 * rest are counted.
 */
class CellProblems {
  private listed = 0;
  private game = newGame("", "");
  /** The row being read. */
  row = 0;

  constructor(private readonly dayOf: DayOfDate) {}

  start(game: GameBeingRead, row: number): void {
    this.game = game;
    this.row = row;
  }

  /** The parsed value of a cell, or `fallback` once the cell is reported. */
  take<T>(field: ParsedField, raw: unknown, parsed: T | Failure, fallback: T): T {
    if (!(parsed instanceof Failure)) return parsed;
    const why = parsed.why;
    const code =
      why === "date" ? "date-in-cell" : why === "error" ? "sheet-error" : BAD_VALUE[field];
    this.cell(field, code, cellText(raw, this.dayOf));
    return fallback;
  }

  /** A yes/no mark of a seat. */
  flagMark(field: ParsedField, cell: unknown): boolean {
    return isUnmarked(cell) ? false : this.take(field, cell, readYesNo(cell), false);
  }

  /** A count of a seat (correct picks, remarks). */
  countMark(field: ParsedField, cell: unknown): number {
    return isUnmarked(cell) ? 0 : this.take(field, cell, readCount(cell), 0);
  }

  bestMoveMark(cell: unknown): BestMove | null {
    return isUnmarked(cell) ? null : this.take("bestMove", cell, readBestMove(cell), null);
  }

  extraMark(cell: unknown): number {
    return isUnmarked(cell) ? 0 : this.take("extra", cell, readExtra(cell), 0);
  }

  /** A cell no parser accepted, and the text found in it. */
  cell(field: Field, code: CellCode, value: string): void {
    this.add(field, () => ({ code, value }));
  }

  /** A cell that must not be blank. */
  missing(field: Field, code: "no-player" | "no-role"): void {
    this.add(field, () => ({ code }));
  }

  private add(field: Field, what: () => Issue): void {
    const game = this.game;
    game.cellProblems++;
    const inGame = game.cellIssues.length;
    // Every game keeps its first problem, so each invalid game can say what is wrong with it.
    if (inGame >= MAX_LISTED || (this.listed >= MAX_CELL_ISSUES && inGame > 0)) return;
    this.listed++;
    game.cellIssues.push({ ...what(), game: game.label, row: this.row, field });
  }
}

function strayIssue(gameCell: unknown, row: number): Issue {
  return isSheetError(gameCell)
    ? { code: "sheet-error", row, field: "game", value: cellText(gameCell) }
    : { code: "no-game", row, field: "game" };
}

/**
 * RULES.md, "Blank rows": a prepared protocol has FALSE in every checkbox cell below the data.
 * Only the engine's own columns count: a comment in an extra column is not a game row.
 */
function isBlankRow(cells: readonly unknown[], columns: Readonly<Record<Field, number>>): boolean {
  if (KEY_FIELDS.some((field) => !isEmptyCell(cellAt(cells, columns[field])))) return false;
  return MARK_FIELDS.every((field) => {
    const value = cellAt(cells, columns[field]);
    // A «no» written out (FALSE, ЛОЖЬ, нет, 0) is as blank as an unticked box.
    return isUnmarked(value) || (typeof value === "string" && yesNoFromText(value) === false);
  });
}

/**
 * STAGES.md, "Hiding the final": the final's games read as blank rows. A game is the final's when
 * every row of it says so; a game whose rows disagree stays, to be reported as it is.
 */
export function withoutFinal(rows: TableRows): TableRows {
  const isFinal = (game: GameRows): boolean => game.rows.every((row) => row.stage === "final");
  const hidden = rows.games.filter(isFinal);
  if (hidden.length === 0) return rows;
  const kinds = [...rows.kinds];
  for (const game of hidden) for (const row of game.rows) kinds[row.index] = "blank";
  return { ...rows, kinds, games: rows.games.filter((game) => !isFinal(game)) };
}
