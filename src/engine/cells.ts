/**
 * Parsers of single cells, as Sheets hands them to a custom function (strings, numbers,
 * booleans, Dates, "" for blank) or a CSV file gives them (strings). Each returns the value, or
 * undefined when the cell cannot be read (`unreadableCode` says why). Each first takes the value
 * a checkbox or number column holds as it is, before reading any text.
 */
import { extraPointsOf } from "./limits";
import {
  MAX_COUNT,
  MAX_TOURNAMENT_WEIGHT,
  TABLE_SIZE,
  type BestMove,
  type Role,
  type SeatResult,
  type Stage,
  type Side,
} from "./terms";
import { playerKey } from "./identity";
import {
  isDateValue,
  isEmptyCell,
  isSheetError,
  noonUtcDay,
  typedText,
  type DayOfDate,
} from "./text";
import type { CellCode } from "./issues";
import {
  resultFromText,
  roleFromText,
  stageFromText,
  sideFromText,
  yesNoFromText,
} from "./wordMatch";

/**
 * Why a cell no parser accepted could not be read: a date Sheets made of it, a Sheets error
 * value, or else a wrong value for its column (`bad`: «bad-seat» for a seat…).
 */
export function unreadableCode(value: unknown, bad: CellCode): CellCode {
  if (isDateValue(value)) return "date-in-cell";
  return isSheetError(value) ? "sheet-error" : bad;
}

/** A blank cell, an unticked box or a 0: what every prepared protocol is full of. */
export function isUnmarked(cell: unknown): boolean {
  return cell === false || cell === 0 || isEmptyCell(cell);
}

/**
 * A number: a number cell, or a text such as «5», «0,5», «+1», «-1» or «−1» (the minus sign of
 * printed tables); the decimal point may stand first or last («.5», «5.»). The Games table and
 * the rules range read numbers with this one function (docs/games-table.md, "Values").
 */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/^[−–]/, "-").replace(",", ".");
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : undefined;
}

/*
 * Each reader below first takes the cell a number or checkbox column holds as it is (a number, a
 * boolean, ""), in a line of its own, and reads anything else in the function after it: a
 * season is a million such cells.
 */

/** Seat 1–10; null when blank. */
export function readSeat(value: unknown): number | null | undefined {
  return typeof value === "number" && isWhole(value, 1, TABLE_SIZE) ? value : seatOf(value);
}

function seatOf(value: unknown): number | null | undefined {
  return isEmptyCell(value) ? null : wholeNumber(value, 1, TABLE_SIZE);
}

/** Yes or no: a checkbox, TRUE/FALSE, 1/0, да/нет…; blank is no. */
export function readYesNo(value: unknown): boolean | undefined {
  return value === true || value === false ? value : yesNoOf(value);
}

function yesNoOf(value: unknown): boolean | undefined {
  if (value === 1 || value === 0) return value === 1;
  if (isEmptyCell(value)) return false;
  return typeof value === "string" ? yesNoFromText(value) : undefined;
}

/** A whole count 0–99: blank is 0, a ticked box (or «да») 1. */
export function readCount(value: unknown): number | undefined {
  return typeof value === "number" && isWhole(value, 0, MAX_COUNT) ? value : countOf(value);
}

function countOf(value: unknown): number | undefined {
  if (value === true || value === false) return value ? 1 : 0;
  if (isEmptyCell(value)) return 0;
  const yes = typeof value === "string" ? yesNoFromText(value) : undefined;
  if (yes !== undefined) return yes ? 1 : 0;
  return wholeNumber(value, 0, MAX_COUNT);
}

/** Extra points: a number from −5 to 5 with at most two decimals; blank is 0. */
export function readExtra(value: unknown): number | undefined {
  return value === "" || value === 0 ? 0 : extraOf(value);
}

function extraOf(value: unknown): number | undefined {
  if (isEmptyCell(value)) return 0;
  const n = numberOf(value);
  return n === undefined ? undefined : extraPointsOf(n);
}

/** A count of black players named (0–3), or two or three seats such as «3 7 9»; null when blank. */
function readBestMove(value: unknown): BestMove | null | undefined {
  return value === "" || value === false ? null : bestMoveOf(value);
}

function bestMoveOf(value: unknown): BestMove | null | undefined {
  if (isEmptyCell(value)) return null;
  if (typeof value === "number") return countMove(value) ?? bestMoveOf(String(value));
  if (typeof value !== "string") return undefined;
  const seats = splitBestMove(typedText(value));
  if (seats === null) return undefined;
  if (seats.length === 1) return countMove(seats[0] ?? -1);
  const inRange = seats.every((seat) => seat >= 1 && seat <= TABLE_SIZE);
  if (seats.length > 3 || !inRange || new Set(seats).size !== seats.length) return undefined;
  return { kind: "seats", seats };
}

/** A stage (STAGES.md): blank is the main stage. */
export function readStage(value: unknown): Stage | undefined {
  return value === "" ? "main" : stageOf(value);
}

function stageOf(value: unknown): Stage | undefined {
  if (isEmptyCell(value)) return "main";
  return typeof value === "string" ? stageFromText(value) : undefined;
}

/** A name cell read: the name as typed, the player's identity, and whether it is a Sheets error. */
export interface PlayerCell {
  readonly name: string;
  readonly key: string;
  readonly error: boolean;
}

/**
 * A player's cell. The name is kept in Unicode NFC, so every surface prints a decomposed «ё»
 * (an «е» and a combining diaeresis, as some keyboards give it) as the one letter «ё».
 */
function readPlayer(value: unknown, dayOf: DayOfDate): PlayerCell {
  const name = typedText(value, dayOf).normalize("NFC");
  return { name, key: playerKey(value, dayOf), error: isSheetError(value) };
}

/**
 * The word cells of one table read. A season repeats a few role and winner words and a few
 * hundred names on 100,000 rows: each distinct text is read once, and what it says looked up
 * by the text itself after that.
 */
export class WordReader {
  private readonly roles = new Map<string, Role>();
  private readonly winners = new Map<string, Side | SeatResult>();
  private readonly players = new Map<string, PlayerCell>();
  private readonly bestMoves = new Map<string, BestMove | null>();
  /** The first spelling met of each player's name (RULES.md, "Players"), by identity. */
  readonly names = new Map<string, string>();

  constructor(private readonly dayOf: DayOfDate = noonUtcDay) {}

  /** A role; null when blank. */
  role(value: unknown): Role | null | undefined {
    if (typeof value !== "string") return isEmptyCell(value) ? null : undefined;
    return this.roles.get(value) ?? this.read(this.roles, value, roleFromText);
  }

  /** The winning side, or the player's own result (won, lost); null when blank. */
  winner(value: unknown): Side | SeatResult | null | undefined {
    if (typeof value !== "string") return resultOf(value);
    return this.winners.get(value) ?? this.read(this.winners, value, winnerFromText);
  }

  /** A best move (`readBestMove`): a text such as «4 5 6» is read once for the whole table. */
  bestMove(value: unknown): BestMove | null | undefined {
    if (typeof value !== "string" || value === "") return readBestMove(value);
    const known = this.bestMoves.get(value);
    if (known !== undefined) return known;
    const move = readBestMove(value);
    if (move !== undefined) this.bestMoves.set(value, move);
    return move;
  }

  /** A word not met before: read, and remembered when it is one. */
  private read<T>(
    memory: Map<string, T>,
    text: string,
    fromText: (text: string) => T | undefined,
  ): T | null | undefined {
    if (isEmptyCell(text)) return null;
    const word = fromText(text);
    if (word !== undefined) memory.set(text, word);
    return word;
  }

  /** A player's cell: the name as typed, its identity (RULES.md, "Players"), or a Sheets error. */
  player(value: unknown): PlayerCell {
    if (typeof value !== "string") return this.newPlayer(value);
    return this.players.get(value) ?? remember(this.players, value, this.newPlayer(value));
  }

  private newPlayer(value: unknown): PlayerCell {
    const cell = readPlayer(value, this.dayOf);
    if (cell.key !== "" && !this.names.has(cell.key)) this.names.set(cell.key, cell.name);
    return cell;
  }
}

/** A winner cell that is no text: a ticked or unticked box, 1 or 0; null when blank. */
function resultOf(value: unknown): SeatResult | null | undefined {
  if (value === true || value === 1) return "won";
  if (value === false || value === 0) return "lost";
  return isEmptyCell(value) ? null : undefined;
}

/** A winner word: a side, else a player's result. */
function winnerFromText(text: string): Side | SeatResult | undefined {
  return sideFromText(text) ?? resultFromText(text);
}

function remember<T>(memory: Map<string, T>, text: string, value: T): T {
  memory.set(text, value);
  return value;
}

/** The four counts a best move may name, each one record for every row (they are read-only). */
const COUNT_MOVES: readonly BestMove[] = [0, 1, 2, 3].map((count) => ({ kind: "count", count }));

function countMove(count: number): BestMove | undefined {
  return Number.isInteger(count) ? COUNT_MOVES[count] : undefined;
}

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const n = numberOf(value);
  return n !== undefined && isWhole(n, min, max) ? n : undefined;
}

function isWhole(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

/**
 * The numbers of a best move typed as text: «3 7 9», «3, 7, 9», «3-7-9», «3.7.9», «2/5», or the
 * seats run together, «379», when none is 10 (two or three digits, no 0). Null when it holds
 * anything else. The sidebar and the game store read best moves with this same function.
 */
export function splitBestMove(text: string): number[] | null {
  const trimmed = text.trim();
  if (/^[-.\u2010-\u2015]/.test(trimmed)) return null;
  const parts = trimmed.split(/[\s,;/.\-\u2010-\u2015]+/).filter((part) => part !== "");
  if (parts.length === 0 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const only = parts.length === 1 ? (parts[0] ?? "") : "";
  if (/^[1-9]{2,3}$/.test(only)) return [...only].map(Number);
  return parts.map(Number);
}

/** A «Турнир» cell: its text as typed and its identity; a Sheets error names no tournament. */
export function readTournament(
  cell: unknown,
  dayOf: DayOfDate,
): { readonly name: string; readonly key: string } {
  if (isEmptyCell(cell) || isSheetError(cell)) return NO_TOURNAMENT;
  const name = typedText(cell, dayOf);
  return { name, key: playerKey(name, dayOf) };
}
const NO_TOURNAMENT = { name: "", key: "" } as const;

/** A «Вес турнира» cell: null when blank, undefined when not a weight (above 0, at most 10). */
export function readWeight(cell: unknown): number | null | undefined {
  if (isEmptyCell(cell)) return null;
  const n = numberOf(cell);
  return n !== undefined && n > 0 && n <= MAX_TOURNAMENT_WEIGHT ? n : undefined;
}
