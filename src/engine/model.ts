/** The typed vocabulary of the engine: everything inside it works on these, never on raw cells. */

export type Lang = "ru" | "en";
export type Role = "civilian" | "sheriff" | "mafia" | "don";
export type Team = "red" | "black";

export const ROLES: readonly Role[] = ["civilian", "sheriff", "mafia", "don"];

export function teamOf(role: Role): Team {
  return role === "civilian" || role === "sheriff" ? "red" : "black";
}

/** Role codes in the engine's typed arrays: the index in ROLES. */
export const CIVILIAN = 0;
export const SHERIFF = 1;
export const MAFIA = 2;
export const DON = 3;

export { EXTRA_LIMIT, MAX_COUNT, TABLE_SIZE } from "./limits";

/** Team code of each role code: 1 red, 2 black, as a game's winner is stored. */
export const TEAM_CODE: readonly number[] = ROLES.map((role) => (teamOf(role) === "red" ? 1 : 2));

/** The cards dealt at a table (RULES.md, "Validity of a finished game"). */
export const ROLE_COUNTS: Readonly<Record<Role, number>> = {
  civilian: 6,
  sheriff: 1,
  mafia: 2,
  don: 1,
};

/**
 * The columns of the Games table. The first eleven are also the positional order of a table
 * without a recognised header (README, "The Games table"); «Доп. баллы» is read by its header only.
 */
export const FIELDS = [
  "game",
  "seat",
  "player",
  "role",
  "winner",
  "firstKilled",
  "bestMove",
  "correct",
  "bestPlayer",
  "remarks",
  "removed",
  "extra",
] as const;
export type Field = (typeof FIELDS)[number];
export const POSITIONAL_FIELDS: readonly Field[] = FIELDS.slice(0, 11);

/** A best move as recorded: the count of black players named, or the seats named. */
export type BestMove =
  | { readonly kind: "count"; readonly count: number }
  | { readonly kind: "seats"; readonly seats: readonly number[] };

/** One player-seat of one game, parsed from a row of the table. */
export interface SeatRow {
  /** 1-based row number in the table as the user sees it (the header is row 1). */
  readonly row: number;
  readonly gameLabel: string;
  readonly seat: number | null;
  readonly player: string;
  readonly playerKey: string;
  readonly role: Role | null;
  readonly winner: Team | null;
  readonly firstKilled: boolean;
  readonly bestMove: BestMove | null;
  readonly correct: number;
  readonly bestPlayer: boolean;
  readonly remarks: number;
  readonly removed: boolean;
  /** Judges' extra points («Доп. баллы»), 0 when blank. */
  readonly extra: number;
  /** Problems with single cells; they matter only once the game is finished. */
  readonly cellIssues: readonly Issue[];
}

export type IssueCode =
  | "missing-column"
  | "unknown-header"
  | "sheet-error"
  | "bad-extra"
  | "no-game"
  | "bad-seat"
  | "no-player"
  | "bad-role"
  | "no-role"
  | "bad-winner"
  | "winner-conflict"
  | "bad-yes-no"
  | "bad-count"
  | "bad-best-move"
  | "best-move-own-seat"
  | "best-move-not-allowed"
  | "date-in-cell"
  | "row-count"
  | "seat-twice"
  | "seat-missing"
  | "player-twice"
  | "role-count"
  | "first-killed-many"
  | "rules-argument"
  | "rules-unknown-preset"
  | "rules-unknown-setting"
  | "rules-twice"
  | "rules-not-number"
  | "rules-negative-ci"
  | "rules-bad-earners"
  | "rules-unknown-tie-break"
  | "rules-tie-break-twice";

/** A problem the product reports; rendered into words by `messages.ts` in the table's language. */
export interface Issue {
  readonly code: IssueCode;
  readonly game?: string;
  readonly row?: number;
  readonly field?: Field;
  /** Row of the rules range, for a problem with the scoring system. */
  readonly rulesRow?: number;
  readonly value?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type GameStatus = "in-progress" | "finished" | "invalid";

export interface Game {
  readonly key: string;
  readonly label: string;
  readonly rows: readonly SeatRow[];
  readonly winner: Team | null;
  readonly status: GameStatus;
  readonly issues: readonly Issue[];
  /** Points of each row, in the order of `rows`; empty unless the game is finished and valid. */
  readonly points: readonly number[];
}

/** A player's totals over the finished games: the figures the tie-breaks compare. */
export interface PlayerTotals {
  readonly key: string;
  readonly name: string;
  points: number;
  games: number;
  wins: number;
  losses: number;
  bestPlayer: number;
  donWins: number;
  sheriffWins: number;
  mafiaWins: number;
  firstKilled: number;
  civilianWins: number;
  sheriffDonWins: number;
  /** Points but the win or loss points and Ci (SYSTEMS.md, "Bonus points"). */
  bonus: number;
  ci: number;
}

export interface Standing extends PlayerTotals {
  place: number;
}
