import { EXTRA_LIMIT, MAX_COUNT, TABLE_SIZE, type BestMove, type Role, type Team } from "./model";
import { isDateValue, isEmptyCell, normalizeText } from "./text";
import { roleFromText, teamFromText, yesNoFromText } from "./vocabulary";

/** Why a cell could not be read: a wrong value, a date Sheets made of it, or a Sheets error value. */
export class Failure {
  constructor(readonly why: "bad" | "date" | "error") {}
}
const BAD = new Failure("bad");
const DATE = new Failure("date");
const SHEET_ERROR = new Failure("error");

/** The error values Sheets hands a custom function for a broken formula (a player from a failed lookup). */
const SHEET_ERRORS = new Set([
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

/**
 * Parsers of single cells; each returns the value or a Failure, and allocates nothing for the
 * cells Sheets usually hands over. Words are memoised on the raw text for one table read: a
 * season repeats the same few role and winner words on every row.
 */
export class CellReader {
  private readonly roles = new WordCache<Role | null | Failure>();
  private readonly teams = new WordCache<Team | null | Failure>();
  private readonly names = new Map<string, string>();

  // Each parser tests the cell Sheets usually hands over first and leaves the rest to a
  // function of its own: small enough for V8 to inline into the loop over a season's rows.

  seat(value: unknown): number | null | Failure {
    if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= TABLE_SIZE)
      return value;
    return isEmptyCell(value) ? null : wholeNumber(value, 1, TABLE_SIZE);
  }

  role(value: unknown): Role | null | Failure {
    if (typeof value === "string") return this.roles.get(value, parseRole);
    return isEmptyCell(value) ? null : unreadable(value);
  }

  winner(value: unknown): Team | null | Failure {
    if (typeof value === "string") return this.teams.get(value, parseTeam);
    return isEmptyCell(value) ? null : unreadable(value);
  }

  /** The identity key of a name (RULES.md, "Players"). */
  key(name: string): string {
    let key = this.names.get(name);
    if (key === undefined) {
      key = normalizeText(name);
      this.names.set(name, key);
    }
    return key;
  }

  yesNo(value: unknown): boolean | Failure {
    if (value === true || value === false) return value;
    return value === "" ? false : yesNoOther(value);
  }

  /** A whole, non-negative count: blank is 0, a ticked box 1. */
  count(value: unknown): number | Failure {
    if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT)
      return value;
    return value === "" ? 0 : countOther(value);
  }

  /** Extra points: a number from −5 to 5 with at most two decimals; blank is 0. */
  extra(value: unknown): number | Failure {
    return value === "" ? 0 : extraPoints(value);
  }

  /** A count of black players named (0–3), or two or three seats such as «3 7 9». */
  bestMove(value: unknown): BestMove | null | Failure {
    return value === "" ? null : bestMoveOf(value);
  }
}

function wholeNumber(value: unknown, min: number, max: number): number | Failure {
  const n = toNumber(value);
  if (n === undefined) return unreadable(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : BAD;
}

function yesNoOther(value: unknown): boolean | Failure {
  if (isEmptyCell(value)) return false;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return unreadable(value);
  return yesNoFromText(value) ?? unreadable(value);
}

function countOther(value: unknown): number | Failure {
  if (value === true || value === false) return value ? 1 : 0;
  if (isEmptyCell(value)) return 0;
  const yes = typeof value === "string" ? yesNoFromText(value) : undefined;
  return yes === undefined ? wholeNumber(value, 0, MAX_COUNT) : yes ? 1 : 0;
}

function extraPoints(value: unknown): number | Failure {
  if (isEmptyCell(value)) return 0;
  const n = toNumber(value);
  if (n === undefined) return unreadable(value);
  // Two decimals at most: a typed 0.1 is 0.1000000000000000055…, so compare in hundredths.
  const hundredths = Math.round(n * 100);
  return Math.abs(n) <= EXTRA_LIMIT && Math.abs(n * 100 - hundredths) < 1e-6
    ? hundredths / 100
    : BAD;
}

function bestMoveOf(value: unknown): BestMove | null | Failure {
  if (isEmptyCell(value) || value === false) return null;
  if (typeof value === "number") return COUNT_MOVES[value] ?? BAD;
  if (typeof value !== "string") return unreadable(value);
  const seats = splitBestMove(value);
  if (seats === null) return unreadable(value);
  if (seats.length === 1) return COUNT_MOVES[seats[0]] ?? BAD;
  if (seats.length > 3 || seats.some((seat) => seat < 1 || seat > TABLE_SIZE)) return BAD;
  if (new Set(seats).size !== seats.length) return BAD;
  return { kind: "seats", seats };
}

function parseRole(text: string): Role | null | Failure {
  return isEmptyCell(text) ? null : (roleFromText(text) ?? unreadable(text));
}

function parseTeam(text: string): Team | null | Failure {
  return isEmptyCell(text) ? null : (teamFromText(text) ?? unreadable(text));
}

/**
 * The parsed value of each word a column holds. A role or winner column repeats a handful of
 * words on every row: comparing with the few met so far is cheaper than hashing each cell's
 * text, and a column that holds more (a wrong column) still works, through a Map.
 */
class WordCache<T> {
  private readonly words: string[] = [];
  private readonly values: T[] = [];
  private readonly more = new Map<string, T>();

  get(text: string, parse: (text: string) => T): T {
    for (let k = 0; k < this.words.length; k++) if (this.words[k] === text) return this.values[k];
    let value = this.more.get(text);
    if (value === undefined) {
      value = parse(text);
      if (this.words.length < 16) {
        this.words.push(text);
        this.values.push(value);
      } else this.more.set(text, value);
    }
    return value;
  }
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

/** A best move recorded as a count is one of four values: shared, not allocated per cell. */
const COUNT_MOVES: readonly BestMove[] = [0, 1, 2, 3].map((count) => ({ kind: "count", count }));

function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/^[−–]/, "-").replace(",", ".");
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/**
 * The identity of a game id: «12», 12, « 12 », «012» and «12.0» are the number 12 («1,5» and
 * 1.5 are 1.5); any other text compares as names do. A number key also keeps the lookup of every
 * row cheap.
 */
export function gameKeyOf(value: unknown, reader?: CellReader): number | string {
  if (typeof value === "number") return value;
  const text = typeof value === "string" ? value.trim() : String(value);
  if (/^\+?\d{1,15}([.,]\d+)?$/.test(text)) return Number(text.replace(",", "."));
  return reader ? reader.key(text) : normalizeText(text);
}

/** The key of a game id as `Game.key` holds it: what the shell compares a typed id with. */
export function gameKey(value: unknown): string {
  return String(gameKeyOf(value));
}
