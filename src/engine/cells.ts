import type { BestMove, Role, Team } from "./model";
import { isDateValue, isEmptyCell, normalizeText } from "./text";
import { roleFromText, teamFromText, yesNoFromText } from "./vocabulary";

/** A parsed cell: the value, or why the cell could not be read. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: "bad" | "date" };

const bad = { ok: false, why: "bad" } as const;
const date = { ok: false, why: "date" } as const;
function ok<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

/**
 * Parsers of single cells. Each is memoised on the raw text for the length of one table read:
 * a season repeats the same few role, winner and yes/no words on every row.
 */
export class CellReader {
  private readonly roles = new Map<string, Parsed<Role | null>>();
  private readonly teams = new Map<string, Parsed<Team | null>>();
  private readonly names = new Map<string, string>();

  seat(value: unknown): Parsed<number | null> {
    if (isEmptyCell(value)) return ok(null);
    const n = toNumber(value);
    if (n === undefined) return isDateValue(value) ? date : bad;
    return Number.isInteger(n) && n >= 1 && n <= 10 ? ok(n) : bad;
  }

  role(value: unknown): Parsed<Role | null> {
    if (isEmptyCell(value)) return ok(null);
    if (typeof value !== "string") return isDateValue(value) ? date : bad;
    let parsed = this.roles.get(value);
    if (parsed === undefined) {
      const role = roleFromText(value);
      parsed = role === undefined ? bad : ok(role);
      this.roles.set(value, parsed);
    }
    return parsed;
  }

  winner(value: unknown): Parsed<Team | null> {
    if (isEmptyCell(value)) return ok(null);
    if (typeof value !== "string") return isDateValue(value) ? date : bad;
    let parsed = this.teams.get(value);
    if (parsed === undefined) {
      const team = teamFromText(value);
      parsed = team === undefined ? bad : ok(team);
      this.teams.set(value, parsed);
    }
    return parsed;
  }

  /** The identity key of a name or game id (RULES.md, "Players"). */
  key(name: string): string {
    let key = this.names.get(name);
    if (key === undefined) {
      key = normalizeText(name);
      this.names.set(name, key);
    }
    return key;
  }

  yesNo(value: unknown): Parsed<boolean> {
    if (value === true || value === false) return ok(value);
    if (isEmptyCell(value)) return ok(false);
    if (value === 1 || value === 0) return ok(value === 1);
    if (typeof value !== "string") return isDateValue(value) ? date : bad;
    const parsed = yesNoFromText(value);
    return parsed === undefined ? bad : ok(parsed);
  }

  /** A whole, non-negative count: blank is 0, a ticked box 1. */
  count(value: unknown): Parsed<number> {
    if (value === true) return ok(1);
    if (value === false || isEmptyCell(value)) return ok(0);
    const n = toNumber(value);
    if (n === undefined) {
      const yes = typeof value === "string" ? yesNoFromText(value) : undefined;
      if (yes !== undefined) return ok(yes ? 1 : 0);
      return isDateValue(value) ? date : bad;
    }
    return Number.isInteger(n) && n >= 0 && n <= MAX_COUNT ? ok(n) : bad;
  }

  /** A count of black players named (0–3), or two or three seats such as «3 7 9». */
  bestMove(value: unknown): Parsed<BestMove | null> {
    if (isEmptyCell(value) || value === false) return ok(null);
    if (typeof value === "number") return COUNT_MOVES[value] ?? bad;
    if (typeof value !== "string") return isDateValue(value) ? date : bad;
    const parts = value.trim().split(/[\s,;/]+/).filter((part) => part !== "");
    if (!parts.every((part) => /^\d+$/.test(part))) return bad;
    const numbers = parts.map(Number);
    if (numbers.length === 1) return COUNT_MOVES[numbers[0] as number] ?? bad;
    if (numbers.length > 3) return bad;
    if (numbers.some((seat) => seat < 1 || seat > 10)) return bad;
    if (new Set(numbers).size !== numbers.length) return bad;
    return ok({ kind: "seats", seats: numbers });
  }
}

/**
 * The largest count read: a column with a count above 255 is kept in an Int32Array
 * (seatTable.ts), where a bigger one would wrap round silently.
 */
export const MAX_COUNT = 0x7fffffff;

/** A best move recorded as a count is one of four values: shared, not allocated per cell. */
const COUNT_MOVE_VALUES: readonly BestMove[] = [0, 1, 2, 3].map((count) => ({ kind: "count", count }));
const COUNT_MOVES: readonly Parsed<BestMove>[] = COUNT_MOVE_VALUES.map(ok);

/** The shared best move recorded as a count of 0–3 black players named. */
export function countMove(count: number): BestMove {
  return COUNT_MOVE_VALUES[count] as BestMove;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(",", ".");
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}
