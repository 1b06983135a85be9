import { CellReader, Failure, gameKeyOf, isSheetError } from "./cells";
import { FIELDS, ROLES, type BestMove, type Field, type Issue, type IssueCode } from "./model";
import { cellText, isEmptyCell } from "./text";
import { yesNoFromText } from "./vocabulary";
import type { TableLayout } from "./table";

/**
 * The seat rows of a table, column by column. A season is 100,000 rows and every custom-function
 * call reads all of them, so a row is a slot in typed arrays rather than an object; row objects
 * (`SeatRow`) are built only for the callers that ask for them.
 */
export interface SeatTable {
  readonly count: number;
  /** Per table row: ROW_HEADER, ROW_BLANK, ROW_SEAT or ROW_STRAY. */
  readonly rowKind: Int8Array;
  /** Index in the table's values of each seat row. */
  readonly tableIndex: Int32Array;
  /** Game index of each seat row. */
  readonly game: Int32Array;
  readonly gameCount: number;
  /** The game id compared: «12», 12 and «012» are one game. */
  gameKey(g: number): string;
  /** The game id as the user first wrote it. */
  gameLabel(g: number): string;
  /** Seat 1–10; 0 when blank or unreadable. */
  readonly seat: Int8Array;
  /** Player index (into `playerKeys`/`playerNames`); -1 when blank or unreadable. */
  readonly player: Int32Array;
  readonly playerKeys: readonly string[];
  /** The first spelling met of each player (RULES.md, "Players"). */
  readonly playerNames: readonly string[];
  /** The player's text as typed, by seat row index, where it differs from the first spelling. */
  readonly playerText: ReadonlyMap<number, string>;
  /** Index into ROLES; -1 when blank or unreadable. */
  readonly role: Int8Array;
  /** 0 blank, 1 red, 2 black, WINNER_UNREADABLE for a cell that could not be read. */
  readonly winner: Int8Array;
  readonly firstKilled: Uint8Array;
  readonly bestPlayer: Uint8Array;
  readonly removed: Uint8Array;
  /** Counts are 0–99 (MAX_COUNT): a byte each. */
  readonly correct: Uint8Array;
  readonly remarks: Uint8Array;
  /** Judges' extra points in hundredths (−500…500): exact, and a quarter of a Float64Array. */
  readonly extraHundredths: Int16Array;
  /** Best moves by seat row index: most rows have none. */
  readonly bestMoves: ReadonlyMap<number, BestMove>;
  /** 1 where a cell of the seat row could not be read. */
  readonly unreadable: Uint8Array;
  /** The problems with single cells, by seat row index (the first few of each game). */
  readonly cellIssues: ReadonlyMap<number, readonly Issue[]>;
  /** Cell problems not kept as issues (past a game's or the table's budget): counted in problem totals. */
  readonly unlistedCellIssues: number;
  /** Rows with data but no game id, by table row: reported, never counted (the first MAX_LISTED of them). */
  readonly strays: readonly { readonly index: number; readonly issue: Issue }[];
  /** How many such rows there are in all. */
  readonly strayCount: number;
}

export const WINNER_UNREADABLE = 3;
export const ROW_HEADER = 0;
export const ROW_BLANK = 1;
export const ROW_SEAT = 2;
export const ROW_STRAY = 3;

/**
 * Problems kept per game and stray rows listed: enough to act on. A file of junk lines is one
 * game of millions of rows; an object per problem would take gigabytes to say the same thing.
 */
export const MAX_LISTED = 50;
/**
 * Cell problems kept in all: a file of junk rows, each its own game, would otherwise keep one
 * object per bad cell. Past this a bad cell is only counted (`unlistedCellIssues`), but for the
 * first of each game.
 */
export const MAX_CELL_ISSUES = 5000;

const KEY_FIELDS: readonly Field[] = ["game", "seat", "player", "role", "winner"];
const OTHER_FIELDS: readonly Field[] = FIELDS.filter((field) => !KEY_FIELDS.includes(field));
const BAD_CODE: Readonly<Record<Field, IssueCode>> = {
  game: "no-game",
  seat: "bad-seat",
  player: "no-player",
  role: "bad-role",
  winner: "bad-winner",
  firstKilled: "bad-yes-no",
  bestMove: "bad-best-move",
  correct: "bad-count",
  bestPlayer: "bad-yes-no",
  remarks: "bad-count",
  removed: "bad-yes-no",
  extra: "bad-extra",
};
const EMPTY_ROW: readonly unknown[] = [];
/**
 * Codes of the player texts met, so that a row compares no strings once its text is known: a
 * player index p where the text is the player's first spelling (RULES.md, "Players"),
 * OTHER_SPELLING − p where it spells them otherwise, NO_PLAYER for a blank or an error value.
 */
const NO_PLAYER = -1;
const OTHER_SPELLING = -2;

/** The cell of a field in a row: "" when the table has no such column. */
function at(cells: readonly unknown[], column: number): unknown {
  return column < 0 ? "" : cells[column];
}

/** `rowNumber(i)`: the row number messages give the table row `i` (the sheet row, the file line). */
export type RowNumber = (index: number) => number;

export function readSeats(
  values: readonly (readonly unknown[])[],
  layout: TableLayout,
  rowNumber: RowNumber,
): SeatTable {
  const reader = new CellReader();
  const n = values.length;
  const columns = layout.columns;
  const seat = new Int8Array(n);
  const player = new Int32Array(n);
  const role = new Int8Array(n);
  const winner = new Int8Array(n);
  const firstKilled = new Uint8Array(n);
  const bestPlayer = new Uint8Array(n);
  const removed = new Uint8Array(n);
  const correct = new Uint8Array(n);
  const remarks = new Uint8Array(n);
  const extraHundredths = new Int16Array(n);
  const unreadable = new Uint8Array(n);
  const game = new Int32Array(n);
  const tableIndex = new Int32Array(n);
  const rowKind = new Int8Array(n);
  const bestMoves = new Map<number, BestMove>();
  const playerText = new Map<number, string>();
  const cellIssues = new Map<number, Issue[]>();
  const strays: { index: number; issue: Issue }[] = [];
  let strayCount = 0;

  // Per game, its key and the cell that first named it: texts are made only for the games asked about.
  const gameKeys: (number | string)[] = [];
  const gameCells: unknown[] = [];
  const gameLabel = (g: number): string => cellText(gameCells[g]);
  const gameByKey = new Map<number | string, number>();
  const listedInGame: number[] = [];
  const playerKeys: string[] = [];
  const playerNames: string[] = [];
  const playerByKey = new Map<string, number>();
  // Each raw text is looked up once: a season spells the same few hundred names 100,000 times.
  const playerByRaw = new Map<string, number>();
  const gameIndex = (cell: unknown): number => {
    const key = gameKeyOf(cell, reader);
    let index = gameByKey.get(key);
    if (index === undefined) {
      index = gameKeys.length;
      gameKeys.push(key);
      gameCells.push(cell);
      listedInGame.push(0);
      gameByKey.set(key, index);
    }
    return index;
  };
  /** The code of a player's text: see NO_PLAYER and OTHER_SPELLING. */
  const playerCode = (text: string): number => {
    if (text === "" || isSheetError(text)) return NO_PLAYER;
    const key = reader.key(text);
    let index = playerByKey.get(key);
    if (index === undefined) {
      index = playerKeys.length;
      playerKeys.push(key);
      playerNames.push(text);
      playerByKey.set(key, index);
    }
    return text === playerNames[index] ? index : OTHER_SPELLING - index;
  };
  const problems: Problems = {
    unreadable,
    cellIssues,
    listedInGame,
    gameLabel,
    rowNumber,
    s: 0,
    i: 0,
    g: -1,
    listed: 0,
    unlisted: 0,
  };
  let count = 0;
  let g = -1;
  let lastGameCell: unknown = EMPTY_ROW; // a value no cell holds
  if (layout.hasHeader && n > 0) rowKind[0] = ROW_HEADER;
  for (let i = layout.hasHeader ? 1 : 0; i < n; i++) {
    const cells = values[i] ?? EMPTY_ROW;
    const gameCell = at(cells, columns.game);
    // The rows of one game usually stand together: no lookup while the id repeats.
    if (gameCell !== lastGameCell) {
      lastGameCell = EMPTY_ROW;
      if (isEmptyCell(gameCell) || isSheetError(gameCell)) {
        if (isBlankRow(cells, columns)) rowKind[i] = ROW_BLANK;
        else {
          rowKind[i] = ROW_STRAY;
          if (strayCount++ < MAX_LISTED)
            strays.push({ index: i, issue: strayIssue(gameCell, rowNumber(i)) });
        }
        continue;
      }
      g = gameIndex(gameCell);
      lastGameCell = gameCell;
    }
    rowKind[i] = ROW_SEAT;
    const s = count++;
    game[s] = g;
    tableIndex[s] = i;
    problems.s = s;
    problems.i = i;
    problems.g = g;

    const seatCell = at(cells, columns.seat);
    const seatValue = reader.seat(seatCell);
    seat[s] =
      typeof seatValue === "number"
        ? seatValue
        : seatValue === null
          ? 0
          : fail(problems, "seat", seatCell, seatValue, 0);

    const playerCell = at(cells, columns.player);
    let code = typeof playerCell === "string" ? playerByRaw.get(playerCell) : undefined;
    if (code === undefined) {
      code = playerCode(cellText(playerCell));
      if (typeof playerCell === "string") playerByRaw.set(playerCell, code);
    }
    player[s] = code === NO_PLAYER ? -1 : code >= 0 ? code : OTHER_SPELLING - code;
    if (code === NO_PLAYER) {
      if (isSheetError(playerCell)) report(problems, "player", "sheet-error", playerCell);
      else report(problems, "player", "no-player", undefined);
    } else if (code < 0) playerText.set(s, cellText(playerCell));

    const roleCell = at(cells, columns.role);
    const r = reader.role(roleCell);
    role[s] = typeof r === "string" ? ROLES.indexOf(r) : -1;
    if (r === null) report(problems, "role", "no-role", undefined);
    else if (r instanceof Failure) fail(problems, "role", roleCell, r, 0);

    const winnerCell = at(cells, columns.winner);
    const team = reader.winner(winnerCell);
    winner[s] =
      team === null
        ? 0
        : team === "red"
          ? 1
          : team === "black"
            ? 2
            : fail(problems, "winner", winnerCell, team, WINNER_UNREADABLE);

    // The marks of a seat are mostly blank, FALSE or 0 (RULES.md, "Blank rows"): only the
    // others are parsed. The columns start zeroed, and a best move of 0 is no best move.
    const firstCell = at(cells, columns.firstKilled);
    if (isMarked(firstCell)) firstKilled[s] = flag(reader, problems, "firstKilled", firstCell);
    const bestCell = at(cells, columns.bestPlayer);
    if (isMarked(bestCell)) bestPlayer[s] = flag(reader, problems, "bestPlayer", bestCell);
    const removedCell = at(cells, columns.removed);
    if (isMarked(removedCell)) removed[s] = flag(reader, problems, "removed", removedCell);
    const correctCell = at(cells, columns.correct);
    if (isMarked(correctCell)) correct[s] = countOf(reader, problems, "correct", correctCell);
    const remarksCell = at(cells, columns.remarks);
    if (isMarked(remarksCell)) remarks[s] = countOf(reader, problems, "remarks", remarksCell);
    const extraCell = at(cells, columns.extra);
    if (isMarked(extraCell)) {
      const extraValue = reader.extra(extraCell);
      extraHundredths[s] =
        typeof extraValue === "number"
          ? Math.round(extraValue * 100)
          : fail(problems, "extra", extraCell, extraValue, 0);
    }
    const moveCell = at(cells, columns.bestMove);
    if (isMarked(moveCell)) {
      const move = reader.bestMove(moveCell);
      if (move instanceof Failure) fail(problems, "bestMove", moveCell, move, 0);
      else if (move !== null) bestMoves.set(s, move);
    }
  }

  return {
    count,
    rowKind,
    tableIndex: tableIndex.subarray(0, count),
    game: game.subarray(0, count),
    gameCount: gameKeys.length,
    gameKey: (g) => String(gameKeys[g]),
    gameLabel,
    seat,
    player,
    playerKeys,
    playerNames,
    playerText,
    role,
    winner,
    firstKilled,
    bestPlayer,
    removed,
    correct,
    remarks,
    extraHundredths,
    bestMoves,
    unreadable,
    cellIssues,
    strays,
    strayCount,
    unlistedCellIssues: problems.unlisted,
  };
}

/** Where the read stands, for the problems it reports: kept out of the row loop's own variables. */
interface Problems {
  readonly unreadable: Uint8Array;
  readonly cellIssues: Map<number, Issue[]>;
  readonly listedInGame: number[];
  gameLabel(g: number): string;
  readonly rowNumber: RowNumber;
  /** The seat row, table row and game being read. */
  s: number;
  i: number;
  g: number;
  /** Cell problems kept, and those only counted. */
  listed: number;
  unlisted: number;
}

/** Marks the current seat row unreadable and keeps its issue, within the game's budget. */
function report(at: Problems, field: Field, code: IssueCode, raw: unknown): void {
  at.unreadable[at.s] = 1;
  // Every game keeps its first problem, so each invalid game can say what is wrong with it.
  if (
    at.listedInGame[at.g] >= MAX_LISTED ||
    (at.listed >= MAX_CELL_ISSUES && at.listedInGame[at.g] > 0)
  ) {
    at.unlisted++;
    return;
  }
  at.listedInGame[at.g]++;
  at.listed++;
  const where = { code, game: at.gameLabel(at.g), row: at.rowNumber(at.i), field };
  const issue: Issue = raw === undefined ? where : { ...where, value: cellText(raw) };
  const list = at.cellIssues.get(at.s);
  if (list) list.push(issue);
  else at.cellIssues.set(at.s, [issue]);
}

/** Reports a cell no parser accepted and gives the value its column keeps instead. */
function fail<T>(at: Problems, field: Field, raw: unknown, failure: Failure, fallback: T): T {
  report(
    at,
    field,
    failure.why === "date"
      ? "date-in-cell"
      : failure.why === "error"
        ? "sheet-error"
        : BAD_CODE[field],
    raw,
  );
  return fallback;
}

/** A cell other than the blank, FALSE or 0 that every prepared protocol is full of. */
function isMarked(cell: unknown): boolean {
  return cell !== "" && cell !== false && cell !== 0;
}

function countOf(reader: CellReader, at: Problems, field: Field, cell: unknown): number {
  const value = reader.count(cell);
  return typeof value === "number" ? value : fail(at, field, cell, value, 0);
}

function flag(reader: CellReader, at: Problems, field: Field, cell: unknown): number {
  const value = reader.yesNo(cell);
  return value === true ? 1 : value === false ? 0 : fail(at, field, cell, value, 0);
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
export function isBlankRow(
  cells: readonly unknown[],
  columns: Readonly<Record<Field, number>>,
): boolean {
  for (const field of KEY_FIELDS) if (!isEmptyCell(at(cells, columns[field]))) return false;
  for (const field of OTHER_FIELDS) {
    const value = at(cells, columns[field]);
    if (isEmptyCell(value) || value === false || value === 0) continue;
    // A «no» written out (FALSE, ЛОЖЬ, нет, 0) is as blank as an unticked box.
    if (typeof value === "string" && yesNoFromText(value) === false) continue;
    return false;
  }
  return true;
}
