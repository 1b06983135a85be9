import { CellReader, countMove, type Parsed } from "./cells";
import { FIELDS, ROLES, type BestMove, type Field, type Issue } from "./model";
import { cellText, isEmptyCell } from "./text";
import type { TableLayout } from "./table";

/**
 * The seat rows of a table, column by column in typed arrays. A season is 100,000 rows and
 * every custom-function call reads all of them, so the hot loop allocates nothing per row;
 * row objects (`SeatRow`) are built only for the callers that ask for them.
 */
export interface SeatTable {
  readonly count: number;
  /**
   * Index in the table's values of each seat row. Built on first use, as is `game`: the custom
   * functions need neither for a valid season, and each is 400 KB of fresh memory per call.
   */
  readonly tableIndex: Int32Array;
  /** Game index of each seat row (built on first use). */
  readonly game: Int32Array;
  readonly gameCount: number;
  /** The game id as the user wrote it (first spelling met). */
  gameLabel(g: number): string;
  /** The game id compared: «12», 12 and « 12 » are one game. */
  gameKey(g: number): string;
  /** Seat 1–10; 0 when blank or unreadable. */
  readonly seat: Int8Array;
  /** Player index (into `playerKeys`/`playerNames`); -1 when blank. */
  readonly player: Int32Array;
  readonly playerKeys: readonly string[];
  /** The first spelling met of each player (RULES.md, "Players"). */
  readonly playerNames: readonly string[];
  /** Index into ROLES; -1 when blank or unreadable. */
  readonly role: Int8Array;
  /** 0 blank, 1 red, 2 black; a winner cell that could not be read is 0 with a cell issue. */
  readonly winner: Int8Array;
  readonly firstKilled: Uint8Array;
  readonly bestPlayer: Uint8Array;
  readonly removed: Uint8Array;
  /**
   * Counts fit a byte in any real protocol: a Uint8Array, or an Int32Array for a table with a
   * count above 255 (6 bytes a row fewer to allocate and zero on every call).
   */
  readonly correct: Uint8Array | Int32Array;
  readonly remarks: Uint8Array | Int32Array;
  /** The best move of a seat row, or null (most rows have none). */
  bestMoveAt(s: number): BestMove | null;
  /** 1 where the row has a best move: the judge's loops test this instead of the map. */
  readonly hasBestMove: Uint8Array;
  /**
   * Where `hasBestMove`: the number of black players named when the move was recorded as a
   * count (0–3), or -1 when it names seats (`bestMoveSeats`). A season records a best move in
   * every tenth row, mostly as a count: arrays cost the hot loop less than a map.
   */
  readonly bestMoveCount: Int8Array;
  /** Best moves recorded as seats, by seat row index. */
  readonly bestMoveSeats: ReadonlyMap<number, BestMove>;
  /**
   * Where each game's rows begin in the seat table when every game's rows stand together, the
   * usual case: game g is seat rows gameStart[g] .. gameStart[g + 1]. Null when some game's rows
   * are scattered over the table: the judge then sorts them by game.
   */
  readonly gameStart: Int32Array | null;
  /** The player's text as typed, by seat row index, where it differs from the first spelling. */
  readonly playerText: ReadonlyMap<number, string>;
  /** Problems with single cells, by seat row index; they matter once the game is finished. */
  readonly cellIssues: ReadonlyMap<number, Issue[]>;
  /** Rows with data but no game id: reported, never counted. */
  readonly strays: readonly { readonly index: number; readonly issue: Issue }[];
  /** Per table row: 0 header, 1 blank, 2 seat, 3 stray. */
  readonly rowKind: Int8Array;
}

export const ROW_HEADER = 0;
export const ROW_BLANK = 1;
export const ROW_SEAT = 2;
export const ROW_STRAY = 3;

/**
 * The seat row at position k of seat rows grouped by game: `order[k]`, or k itself when
 * `order` is null because each game's rows stand together (see `gameStart`).
 */
export function seatAt(order: Int32Array | null, k: number): number {
  return order === null ? k : (order[k] as number);
}

const KEY_FIELDS: readonly Field[] = ["game", "seat", "player", "role", "winner"];
const OTHER_FIELDS: readonly Field[] = FIELDS.filter((field) => !KEY_FIELDS.includes(field));
const UNREADABLE = -2;
/**
 * Player codes of the texts met: a player index p is coded p where the text is the player's
 * first spelling, OTHER_SPELLING - p where it spells them otherwise; NO_PLAYER for a blank.
 */
const NO_PLAYER = -1;
const OTHER_SPELLING = -2;

export function readSeats(values: readonly (readonly unknown[])[], layout: TableLayout, firstRow: number): SeatTable {
  const reader = new CellReader();
  const n = values.length;
  const c = layout.columns;
  const cGame = c.game, cSeat = c.seat, cPlayer = c.player, cRole = c.role, cWinner = c.winner;
  const cFirst = c.firstKilled, cMove = c.bestMove, cCorrect = c.correct, cBest = c.bestPlayer, cRemarks = c.remarks, cRemoved = c.removed;

  const seat = new Int8Array(n);
  const player = new Int32Array(n);
  const role = new Int8Array(n);
  const winner = new Int8Array(n);
  const firstKilled = new Uint8Array(n);
  const bestPlayer = new Uint8Array(n);
  const removed = new Uint8Array(n);
  const correct = new Uint8Array(n);
  const remarks = new Uint8Array(n);
  const rowKind = new Int8Array(n);
  const hasBestMove = new Uint8Array(n);
  const bestMoveCount = new Int8Array(n);
  const bestMoveSeats = new Map<number, BestMove>();
  const playerText = new Map<number, string>();
  const cellIssues = new Map<number, Issue[]>();
  const strays: { index: number; issue: Issue }[] = [];

  // Game ids: numbers (and texts that are plain numbers) by array index, others by key.
  const gameIds: (number | string)[] = [];
  const gameTexts: (string | undefined)[] = [];
  const gameByNumber: number[] = [];
  const gameByKey = new Map<string, number>();
  const playerKeys: string[] = [];
  const playerNames: string[] = [];
  // Player code of each text met: see NO_PLAYER and OTHER_SPELLING.
  const playerByRaw = new Map<string, number>();
  const playerByKey = new Map<string, number>();

  const gameIndex = (raw: unknown): number => {
    let id: number | string;
    let text: string | undefined;
    if (typeof raw === "number" && raw >= 0 && raw < 1e6 && raw % 1 === 0) id = raw;
    else {
      text = cellText(raw);
      id = /^(0|[1-9]\d{0,5})$/.test(text) ? Number(text) : reader.key(text);
    }
    let index = typeof id === "number" ? gameByNumber[id] : gameByKey.get(id);
    if (index === undefined) {
      index = gameIds.length;
      gameIds.push(id);
      gameTexts.push(text);
      if (typeof id === "number") gameByNumber[id] = index;
      else gameByKey.set(id, index);
    }
    return index;
  };
  const playerIndex = (text: string): number => {
    const key = reader.key(text);
    if (key === "") return -1;
    let index = playerByKey.get(key);
    if (index === undefined) {
      index = playerKeys.length;
      playerKeys.push(key);
      playerNames.push(text);
      playerByKey.set(key, index);
    }
    return index;
  };
  const state: SlowState = {
    reader,
    cellIssues,
    gameLabel: (g) => gameTexts[g] ?? String(gameIds[g]),
    currentGame: -1,
    firstRow,
    hasBestMove,
    bestMoveCount,
    bestMoveSeats,
    bigCounts: { correct: new Map(), remarks: new Map() },
  };
  let count = 0;
  let lastGameRaw: unknown = EMPTY_ROW; // a value no cell holds
  let lastGame = -1;
  // First seat row of each run of rows of one game, and its game: the games' bounds when no
  // game has two runs, and each seat row's game when asked for.
  const runStarts: number[] = [];
  const runGames: number[] = [];
  const roleSeen: unknown[] = [];
  const roleCode: number[] = [];
  let lastWinnerRaw: unknown = EMPTY_ROW;
  let lastWinner = 0;
  // The hot loop: each column's common case (the types Sheets hands over) is written inline;
  // anything else goes to a slow path that parses, caches and reports.
  if (layout.hasHeader && n > 0) rowKind[0] = ROW_HEADER;
  for (let i = layout.hasHeader ? 1 : 0; i < n; i++) {
    const cells = values[i] ?? EMPTY_ROW;
    const gameCell = cGame < 0 ? "" : cells[cGame];
    // Rows of one game usually stand together: skip the checks and lookup while the id repeats.
    if (gameCell !== lastGameRaw) {
      if (isEmptyCell(gameCell)) {
        if (isBlankRow(cells, c)) rowKind[i] = ROW_BLANK;
        else {
          rowKind[i] = ROW_STRAY;
          strays.push({ index: i, issue: { code: "no-game", row: i + firstRow, field: "game" } });
        }
        continue;
      }
      const g = gameIndex(gameCell);
      if (g !== lastGame) {
        runStarts.push(count);
        runGames.push(g);
        state.currentGame = g;
      }
      lastGame = g;
      lastGameRaw = gameCell;
    }
    rowKind[i] = ROW_SEAT;
    const s = count++;

    const seatCell = cSeat < 0 ? "" : cells[cSeat];
    if (typeof seatCell === "number" && seatCell >= 1 && seatCell <= 10 && seatCell % 1 === 0) seat[s] = seatCell;
    else seat[s] = slowSeat(state, s, i, seatCell);

    const playerCell = cPlayer < 0 ? "" : cells[cPlayer];
    // Each text is looked up once, and its code says whether it is the player's first spelling,
    // so the common row compares no strings.
    let code = typeof playerCell === "string" ? playerByRaw.get(playerCell) : undefined;
    if (code === undefined) {
      const text = cellText(playerCell);
      const p = playerIndex(text);
      code = p < 0 ? NO_PLAYER : text === playerNames[p] ? p : OTHER_SPELLING - p;
      if (typeof playerCell === "string") playerByRaw.set(playerCell, code);
    }
    if (code >= 0) player[s] = code;
    else if (code === NO_PLAYER) {
      player[s] = -1;
      report(state, s, i, "player", "no-player", playerCell, false);
    } else {
      player[s] = OTHER_SPELLING - code;
      playerText.set(s, cellText(playerCell));
    }

    const roleCell = cRole < 0 ? "" : cells[cRole];
    // A table spells its roles a handful of ways: a short list beats hashing every cell.
    let r: number | undefined;
    for (let k = 0; k < roleSeen.length; k++) {
      if (roleSeen[k] === roleCell) {
        r = roleCode[k];
        break;
      }
    }
    if (r === undefined) {
      r = slowRole(state, roleCell);
      if (roleSeen.length < 12) {
        roleSeen.push(roleCell);
        roleCode.push(r);
      }
    }
    role[s] = r < 0 ? -1 : r;
    if (r < 0) {
      if (r === -1) report(state, s, i, "role", "no-role", roleCell, false);
      else bad(state, s, i, "role", "bad-role", roleCell, whyOf(reader.role(roleCell)));
    }

    const winnerCell = cWinner < 0 ? "" : cells[cWinner];
    if (winnerCell !== lastWinnerRaw) {
      lastWinnerRaw = winnerCell;
      lastWinner = slowWinner(state, winnerCell);
    }
    if (lastWinner >= 0) winner[s] = lastWinner;
    else bad(state, s, i, "winner", "bad-winner", winnerCell, whyOf(reader.winner(winnerCell)));

    const firstCell = cFirst < 0 ? "" : cells[cFirst];
    firstKilled[s] = firstCell === false || firstCell === "" ? 0 : firstCell === true ? 1 : slowFlag(state, s, i, firstCell, "firstKilled");
    const bestCell = cBest < 0 ? "" : cells[cBest];
    bestPlayer[s] = bestCell === false || bestCell === "" ? 0 : bestCell === true ? 1 : slowFlag(state, s, i, bestCell, "bestPlayer");
    const removedCell = cRemoved < 0 ? "" : cells[cRemoved];
    removed[s] = removedCell === false || removedCell === "" ? 0 : removedCell === true ? 1 : slowFlag(state, s, i, removedCell, "removed");
    const correctCell = cCorrect < 0 ? "" : cells[cCorrect];
    correct[s] = typeof correctCell === "number" && correctCell >= 0 && correctCell <= 255 && correctCell % 1 === 0 ? correctCell : slowCount(state, s, i, correctCell, "correct");
    const remarksCell = cRemarks < 0 ? "" : cells[cRemarks];
    remarks[s] = typeof remarksCell === "number" && remarksCell >= 0 && remarksCell <= 255 && remarksCell % 1 === 0 ? remarksCell : slowCount(state, s, i, remarksCell, "remarks");

    const moveCell = cMove < 0 ? "" : cells[cMove];
    if (moveCell !== "" && moveCell !== false && moveCell !== null && moveCell !== undefined) {
      if (typeof moveCell === "number" && moveCell >= 0 && moveCell <= 3 && moveCell % 1 === 0) {
        hasBestMove[s] = 1;
        bestMoveCount[s] = moveCell;
      } else slowBestMove(state, s, i, moveCell);
    }
  }

  // Games appear in index order, so when there are as many runs as games each game is one run.
  runStarts.push(count);
  const gameStart = runGames.length === gameIds.length ? Int32Array.from(runStarts) : null;

  return new Seats({
    count,
    runStarts,
    runGames,
    gameCount: gameIds.length,
    gameLabel: (g) => gameTexts[g] ?? String(gameIds[g]),
    gameKey: (g) => String(gameIds[g]),
    seat,
    player,
    playerKeys,
    playerNames,
    role,
    winner,
    firstKilled,
    bestPlayer,
    removed,
    correct: widen(correct, state.bigCounts.correct),
    remarks: widen(remarks, state.bigCounts.remarks),
    // A function, not a getter: an accessor made per table would give every table its own
    // hidden class, and the judge's loops would read the columns through megamorphic lookups.
    bestMoveAt: (s) => {
      if (!hasBestMove[s]) return null;
      const named = bestMoveCount[s] as number;
      return named >= 0 ? countMove(named) : (bestMoveSeats.get(s) as BestMove);
    },
    hasBestMove,
    bestMoveCount,
    bestMoveSeats,
    gameStart,
    playerText,
    cellIssues,
    strays,
    rowKind,
  });
}

/** What `Seats` is made of: the seat table but the columns it derives on first use. */
interface SeatColumns extends Omit<SeatTable, "tableIndex" | "game"> {
  /** First seat row of each run of rows of one game (and the count at the end), and its game. */
  readonly runStarts: readonly number[];
  readonly runGames: readonly number[];
}

/**
 * The seat table: the columns read, and the two derived on first use. The fields are assigned
 * one by one in the constructor, so every table has one hidden class with fast fields (a getter
 * per table object, or Object.assign of this many fields, made the judge's loops slow lookups).
 */
class Seats implements SeatTable {
  readonly count: SeatColumns["count"];
  readonly runStarts: SeatColumns["runStarts"];
  readonly runGames: SeatColumns["runGames"];
  readonly gameCount: SeatColumns["gameCount"];
  readonly gameLabel: SeatColumns["gameLabel"];
  readonly gameKey: SeatColumns["gameKey"];
  readonly seat: SeatColumns["seat"];
  readonly player: SeatColumns["player"];
  readonly playerKeys: SeatColumns["playerKeys"];
  readonly playerNames: SeatColumns["playerNames"];
  readonly role: SeatColumns["role"];
  readonly winner: SeatColumns["winner"];
  readonly firstKilled: SeatColumns["firstKilled"];
  readonly bestPlayer: SeatColumns["bestPlayer"];
  readonly removed: SeatColumns["removed"];
  readonly correct: SeatColumns["correct"];
  readonly remarks: SeatColumns["remarks"];
  readonly bestMoveAt: SeatColumns["bestMoveAt"];
  readonly hasBestMove: SeatColumns["hasBestMove"];
  readonly bestMoveCount: SeatColumns["bestMoveCount"];
  readonly bestMoveSeats: SeatColumns["bestMoveSeats"];
  readonly gameStart: SeatColumns["gameStart"];
  readonly playerText: SeatColumns["playerText"];
  readonly cellIssues: SeatColumns["cellIssues"];
  readonly strays: SeatColumns["strays"];
  readonly rowKind: SeatColumns["rowKind"];
  private tableIndexCache: Int32Array | undefined;
  private gameCache: Int32Array | undefined;

  constructor(columns: SeatColumns) {
    this.count = columns.count;
    this.runStarts = columns.runStarts;
    this.runGames = columns.runGames;
    this.gameCount = columns.gameCount;
    this.gameLabel = columns.gameLabel;
    this.gameKey = columns.gameKey;
    this.seat = columns.seat;
    this.player = columns.player;
    this.playerKeys = columns.playerKeys;
    this.playerNames = columns.playerNames;
    this.role = columns.role;
    this.winner = columns.winner;
    this.firstKilled = columns.firstKilled;
    this.bestPlayer = columns.bestPlayer;
    this.removed = columns.removed;
    this.correct = columns.correct;
    this.remarks = columns.remarks;
    this.bestMoveAt = columns.bestMoveAt;
    this.hasBestMove = columns.hasBestMove;
    this.bestMoveCount = columns.bestMoveCount;
    this.bestMoveSeats = columns.bestMoveSeats;
    this.gameStart = columns.gameStart;
    this.playerText = columns.playerText;
    this.cellIssues = columns.cellIssues;
    this.strays = columns.strays;
    this.rowKind = columns.rowKind;
    this.tableIndexCache = undefined;
    this.gameCache = undefined;
  }

  get tableIndex(): Int32Array {
    if (this.tableIndexCache === undefined) {
      const index = new Int32Array(this.count);
      const kinds = this.rowKind;
      let s = 0;
      for (let i = 0; i < kinds.length; i++) if (kinds[i] === ROW_SEAT) index[s++] = i;
      this.tableIndexCache = index;
    }
    return this.tableIndexCache;
  }

  get game(): Int32Array {
    if (this.gameCache === undefined) {
      const game = new Int32Array(this.count);
      for (let r = 0; r < this.runGames.length; r++) game.fill(this.runGames[r] as number, this.runStarts[r], this.runStarts[r + 1]);
      this.gameCache = game;
    }
    return this.gameCache;
  }
}

const EMPTY_ROW: readonly unknown[] = [];

/** What the slow paths need: kept out of the hot loop, which stays small enough to optimise. */
interface SlowState {
  readonly reader: CellReader;
  readonly cellIssues: Map<number, Issue[]>;
  gameLabel(g: number): string;
  /** The game of the row being read. */
  currentGame: number;
  readonly firstRow: number;
  readonly hasBestMove: Uint8Array;
  readonly bestMoveCount: Int8Array;
  readonly bestMoveSeats: Map<number, BestMove>;
  /** Counts above 255 by seat row index, put into the column once the loop is done. */
  readonly bigCounts: { readonly correct: Map<number, number>; readonly remarks: Map<number, number> };
}

function report(state: SlowState, s: number, i: number, field: Field, code: Issue["code"], raw: unknown, withValue: boolean): void {
  const where = { code, game: state.gameLabel(state.currentGame), row: i + state.firstRow, field };
  const issue: Issue = withValue ? { ...where, value: cellText(raw) } : where;
  const list = state.cellIssues.get(s);
  if (list) list.push(issue);
  else state.cellIssues.set(s, [issue]);
}

function bad(state: SlowState, s: number, i: number, field: Field, code: Issue["code"], raw: unknown, why: "bad" | "date"): void {
  report(state, s, i, field, why === "date" ? "date-in-cell" : code, raw, true);
}

function slowSeat(state: SlowState, s: number, i: number, value: unknown): number {
  const parsed = state.reader.seat(value);
  if (parsed.ok) return parsed.value ?? 0;
  bad(state, s, i, "seat", "bad-seat", value, parsed.why);
  return 0;
}

/** A role's index in ROLES, -1 for a blank cell, UNREADABLE for anything else. */
function slowRole(state: SlowState, value: unknown): number {
  const parsed = state.reader.role(value);
  if (!parsed.ok) return UNREADABLE;
  return parsed.value === null ? -1 : ROLES.indexOf(parsed.value);
}

/** 0 blank, 1 red, 2 black, -1 unreadable. */
function slowWinner(state: SlowState, value: unknown): number {
  const parsed = state.reader.winner(value);
  if (!parsed.ok) return -1;
  return parsed.value === null ? 0 : parsed.value === "red" ? 1 : 2;
}

function slowFlag(state: SlowState, s: number, i: number, value: unknown, field: Field): number {
  const parsed = state.reader.yesNo(value);
  if (parsed.ok) return parsed.value ? 1 : 0;
  bad(state, s, i, field, "bad-yes-no", value, parsed.why);
  return 0;
}

/** A count's value for its byte column: one above 255 is kept aside for `widen`. */
function slowCount(state: SlowState, s: number, i: number, value: unknown, field: "correct" | "remarks"): number {
  const parsed = state.reader.count(value);
  if (!parsed.ok) {
    bad(state, s, i, field, "bad-count", value, parsed.why);
    return 0;
  }
  if (parsed.value <= 255) return parsed.value;
  state.bigCounts[field].set(s, parsed.value);
  return 0;
}

/** The byte column as is, or as an Int32Array holding the counts above 255 too. */
function widen(counts: Uint8Array, big: ReadonlyMap<number, number>): Uint8Array | Int32Array {
  if (big.size === 0) return counts;
  const wide = Int32Array.from(counts);
  for (const [s, count] of big) wide[s] = count;
  return wide;
}

function slowBestMove(state: SlowState, s: number, i: number, value: unknown): void {
  const parsed = state.reader.bestMove(value);
  if (!parsed.ok) bad(state, s, i, "bestMove", "bad-best-move", value, parsed.why);
  else if (parsed.value !== null) {
    state.hasBestMove[s] = 1;
    if (parsed.value.kind === "count") state.bestMoveCount[s] = parsed.value.count;
    else {
      state.bestMoveCount[s] = -1;
      state.bestMoveSeats.set(s, parsed.value);
    }
  }
}

function whyOf(parsed: Parsed<unknown>): "bad" | "date" {
  return parsed.ok ? "bad" : parsed.why;
}

function at(cells: readonly unknown[], column: number): unknown {
  return column < 0 ? "" : cells[column];
}

/**
 * RULES.md, "Blank rows": a prepared protocol has FALSE in every checkbox cell below the data.
 * Only the engine's own columns count: a comment in an extra column is not a game row.
 */
export function isBlankRow(cells: readonly unknown[], columns: Readonly<Record<Field, number>>): boolean {
  for (const field of KEY_FIELDS) if (!isEmptyCell(at(cells, columns[field]))) return false;
  for (const field of OTHER_FIELDS) {
    const value = at(cells, columns[field]);
    if (isEmptyCell(value) || value === false || value === 0) continue;
    if (typeof value === "string" && /^\s*(false|ложь|0)\s*$/i.test(value)) continue;
    return false;
  }
  return true;
}
