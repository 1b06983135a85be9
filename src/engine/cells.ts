/**
 * Parsers of single cells, as Sheets hands them to a custom function (strings, numbers,
 * booleans, Dates, "" for blank) or a CSV file gives them (strings). Each returns the value or a
 * Failure saying why the cell could not be read.
 */
import {
  EXTRA_LIMIT,
  MAX_COUNT,
  TABLE_SIZE,
  type BestMove,
  type PlayerName,
  type Role,
  type Stage,
  type Team,
} from "./model";
import {
  isDateValue,
  isEmptyCell,
  noonUtcDay,
  normalizeText,
  typedText,
  type DayOfDate,
} from "./text";
import { roleFromText, stageFromText, teamFromText, yesNoFromText } from "./vocabulary";

/**
 * Why a cell could not be read: a wrong value, a date Sheets made of it, or a Sheets error value.
 */
export class Failure {
  constructor(readonly why: "bad" | "date" | "error") {}
}
const BAD = new Failure("bad");
const DATE = new Failure("date");
const SHEET_ERROR = new Failure("error");

/**
 * The error values Sheets hands a custom function for a broken formula
 * (a player from a failed lookup).
 */
const SHEET_ERRORS: ReadonlySet<string> = new Set([
  "#N/A",
  "#REF!",
  "#VALUE!",
  "#DIV/0!",
  "#NAME?",
  "#NUM!",
  "#NULL!",
  "#ERROR!",
]);

export function isSheetError(value: unknown): boolean {
  return typeof value === "string" && SHEET_ERRORS.has(value.trim().toUpperCase());
}

/** The failure for a value no parser accepted. */
function unreadable(value: unknown): Failure {
  if (isDateValue(value)) return DATE;
  return isSheetError(value) ? SHEET_ERROR : BAD;
}

/** A blank cell, an unticked box or a 0: what every prepared protocol is full of. */
export function isUnmarked(cell: unknown): boolean {
  return cell === false || cell === 0 || isEmptyCell(cell);
}

/** Seat 1–10; null when blank. */
export function readSeat(value: unknown): number | null | Failure {
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= TABLE_SIZE) {
    return value; // what Sheets hands over
  }
  if (isEmptyCell(value)) return null;
  return wholeNumber(value, 1, TABLE_SIZE);
}

/** Yes or no: a checkbox, TRUE/FALSE, 1/0, да/нет…; blank is no. */
export function readYesNo(value: unknown): boolean | Failure {
  if (value === true || value === false) return value;
  if (isEmptyCell(value)) return false;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return unreadable(value);
  return yesNoFromText(value) ?? unreadable(value);
}

/** A whole count 0–99: blank is 0, a ticked box (or «да») 1. */
export function readCount(value: unknown): number | Failure {
  if (value === true || value === false) return value ? 1 : 0;
  if (isEmptyCell(value)) return 0;
  const yes = typeof value === "string" ? yesNoFromText(value) : undefined;
  if (yes !== undefined) return yes ? 1 : 0;
  return wholeNumber(value, 0, MAX_COUNT);
}

/** Extra points: a number from −5 to 5 with at most two decimals; blank is 0. */
export function readExtra(value: unknown): number | Failure {
  if (isEmptyCell(value)) return 0;
  const n = toNumber(value);
  if (n === undefined) return unreadable(value);
  // Two decimals at most: a typed 0.1 is 0.1000000000000000055…, so compare in hundredths.
  const hundredths = Math.round(n * 100);
  const twoDecimals = Math.abs(n * 100 - hundredths) < 1e-6;
  return Math.abs(n) <= EXTRA_LIMIT && twoDecimals ? hundredths / 100 : BAD;
}

/** A count of black players named (0–3), or two or three seats such as «3 7 9»; null when blank. */
export function readBestMove(value: unknown): BestMove | null | Failure {
  if (isEmptyCell(value) || value === false) return null;
  if (typeof value === "number") return countMove(value);
  if (typeof value !== "string") return unreadable(value);
  const seats = splitBestMove(typedText(value));
  if (seats === null) return unreadable(value);
  if (seats.length === 1) return countMove(seats[0] ?? -1);
  const inRange = seats.every((seat) => seat >= 1 && seat <= TABLE_SIZE);
  if (seats.length > 3 || !inRange || new Set(seats).size !== seats.length) return BAD;
  return { kind: "seats", seats };
}

/** A stage (STAGES.md): blank is the main stage. */
export function readStage(value: unknown): Stage | Failure {
  if (isEmptyCell(value)) return "main";
  if (typeof value !== "string") return unreadable(value);
  return stageFromText(value) ?? unreadable(value);
}

/** A name cell read: its player, and whether it holds a Sheets error value (#N/A from a lookup). */
interface PlayerCell extends PlayerName {
  readonly error: boolean;
}

function readPlayer(value: unknown, dayOf: DayOfDate): PlayerCell {
  const text = typedText(value, dayOf);
  const error = isSheetError(value);
  return { name: text, key: text === "" || error ? "" : normalizeText(text), error };
}

/**
 * The word cells of one table read. A season repeats a few role and winner words and a few
 * hundred names on 100,000 rows: each distinct text is read once and remembered.
 */
export class WordReader {
  private readonly roles = new Map<string, Role | Failure>();
  private readonly teams = new Map<string, Team | Failure>();
  private readonly players = new Map<string, PlayerCell>();
  /** The first spelling met of each player's name (RULES.md, "Players"), by identity. */
  readonly names = new Map<string, string>();

  constructor(private readonly dayOf: DayOfDate = noonUtcDay) {}

  role(value: unknown): Role | null | Failure {
    if (isEmptyCell(value)) return null;
    if (typeof value !== "string") return unreadable(value);
    return (
      this.roles.get(value) ?? remember(this.roles, value, roleFromText(value) ?? unreadable(value))
    );
  }

  winner(value: unknown): Team | null | Failure {
    if (isEmptyCell(value)) return null;
    if (typeof value !== "string") return unreadable(value);
    return (
      this.teams.get(value) ?? remember(this.teams, value, teamFromText(value) ?? unreadable(value))
    );
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

function remember<T>(memory: Map<string, T>, text: string, value: T): T {
  memory.set(text, value);
  return value;
}

function countMove(count: number): BestMove | Failure {
  return Number.isInteger(count) && count >= 0 && count <= 3 ? { kind: "count", count } : BAD;
}

function wholeNumber(value: unknown, min: number, max: number): number | Failure {
  const n = toNumber(value);
  if (n === undefined) return unreadable(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : BAD;
}

/**
 * The numbers of a best move typed as text: «3 7 9», «3, 7, 9», «2/5». Null when it holds
 * anything else. The sidebar and the game store read best moves with this same function.
 */
export function splitBestMove(text: string): number[] | null {
  const parts = text
    .trim()
    .split(/[\s,;/]+/)
    .filter((part) => part !== "");
  if (parts.length === 0 || !parts.every((part) => /^\d+$/.test(part))) return null;
  return parts.map(Number);
}

/** A number cell, or a text such as «0,5», «-1» or «−1» (the minus sign of printed tables). */
function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/^[−–]/, "-").replace(",", ".");
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/**
 * The identity of a game id: «12», 12, « 12 », «012» and «12.0» are the number 12 («1,5» and
 * 1.5 are 1.5); any other text compares as names do.
 */
export function gameKey(value: unknown, dayOf: DayOfDate = noonUtcDay): string {
  if (typeof value === "number") return String(value);
  const text = typedText(value, dayOf);
  if (/^\+?\d{1,15}([.,]\d+)?$/.test(text)) return String(Number(text.replace(",", ".")));
  return normalizeText(text);
}
