/** The typed vocabulary of the engine: everything inside it works on these, never on raw cells. */
import type { Issue } from "./issues";

export { EXTRA_LIMIT, MAX_COUNT, TABLE_SIZE } from "./limits";

export type Lang = "ru" | "en";
export type Role = "civilian" | "sheriff" | "mafia" | "don";
export type Team = "red" | "black";
/** The stage a game belongs to (STAGES.md): the main stage, a semi-final or the final. */
export type Stage = "main" | "semi" | "final";

export const STAGES: readonly Stage[] = ["main", "semi", "final"];

export const ROLES: readonly Role[] = ["civilian", "sheriff", "mafia", "don"];

export function teamOf(role: Role): Team {
  return role === "civilian" || role === "sheriff" ? "red" : "black";
}

/** The cards dealt at a table (RULES.md, "Validity of a finished game"). */
export const ROLE_COUNTS: Readonly<Record<Role, number>> = {
  civilian: 6,
  sheriff: 1,
  mafia: 2,
  don: 1,
};

/** The judge's marks of a seat (`SeatMarks`), in the order of the Games table. */
export const SEAT_MARKS = [
  "firstKilled",
  "bestMove",
  "correct",
  "bestPlayer",
  "remarks",
  "removed",
  "extra",
] as const satisfies readonly (keyof SeatMarks)[];
export type SeatMark = (typeof SEAT_MARKS)[number];

/**
 * The columns of the Games table. The first eleven are also the positional order of a table
 * without a recognised header (docs/games-table.md); «Доп. баллы» and «Этап» are read by their
 * header only.
 */
export const FIELDS = ["game", "seat", "player", "role", "winner", ...SEAT_MARKS, "stage"] as const;
export type Field = (typeof FIELDS)[number];
export const POSITIONAL_FIELDS: readonly Field[] = FIELDS.slice(0, 11);

/** A best move as recorded: the count of black players named, or the seats named. */
export type BestMove =
  | { readonly kind: "count"; readonly count: number }
  | { readonly kind: "seats"; readonly seats: readonly number[] };

/**
 * The judge's marks of a seat (RULES.md, "Points of one player in one game"): a blank cell is no,
 * 0 or none.
 */
export interface SeatMarks {
  readonly firstKilled: boolean;
  readonly bestMove: BestMove | null;
  readonly correct: number;
  readonly bestPlayer: boolean;
  readonly remarks: number;
  readonly removed: boolean;
  /** Judges' extra points («Доп. баллы»), 0 when blank. */
  readonly extra: number;
}

/** A name cell read (RULES.md, "Players"). */
export interface PlayerName {
  /** The name as typed (trimmed). */
  readonly name: string;
  /** The player's identity; "" when the cell is blank or a Sheets error value. */
  readonly key: string;
}

/** One player-seat of one game, parsed from a row of the table. */
export interface SeatRow {
  /**
   * Index of the row in the table's values (the header is index 0). The row number the user sees
   * (the sheet row, the file line) is the evaluation's `rowNumber(index)`.
   */
  readonly index: number;
  readonly seat: number | null;
  /** The player named, shared with every row that names them the same way. */
  readonly player: PlayerName;
  readonly role: Role | null;
  /** The winner cell: "unreadable" when it holds no team (its problem is in `cellIssues`). */
  readonly winner: Team | "unreadable" | null;
  /** The judge's marks, shared with every row that has the same ones. */
  readonly marks: SeatMarks;
  /** The stage («Этап»): blank is the main stage; null when the cell could not be read. */
  readonly stage: Stage | null;
}

/**
 * One game's seat rows as read: what is the same for all of them is kept once, here. (A season is
 * 100,000 seat rows, and each field of a row is a megabyte the engine allocates and keeps: the
 * bench's MAFIA_STANDINGS figure is mostly that.)
 */
export interface GameRows {
  /** The game id compared: «12», 12 and «012» are one game. */
  readonly key: string;
  /** The game id as the user first wrote it. */
  readonly label: string;
  /** The game's rows in table order. */
  readonly rows: readonly SeatRow[];
  /** How many cells of the rows could not be read; they matter once the game is finished. */
  readonly cellProblems: number;
  /** The problems of those cells in row order, as far as the table's problem budget lists them. */
  readonly cellIssues: readonly Issue[];
}

export type GameStatus = "in-progress" | "finished" | "invalid";

/**
 * What each seat of a finished, valid game earned (SYSTEMS.md, "A seat's points"), in the order
 * of the game's rows: the points, and the parts the tie-breaks compare.
 */
export interface GameScores {
  /** Everything each seat earned, Ci included. */
  readonly points: readonly number[];
  /** The win or loss points of each seat's role. */
  readonly outcomes: readonly number[];
  /** The compensation Ci of each seat (0 without one). */
  readonly ci: readonly number[];
}

export interface Game extends GameRows, GameScores {
  /** The winner the rows agree on; null while none is written, or when they disagree. */
  readonly winner: Team | null;
  /** The stage the rows name (the first one read, when they disagree). */
  readonly stage: Stage;
  readonly status: GameStatus;
  /** What is wrong with a finished game (the first ones, within the problem budget). */
  readonly issues: readonly Issue[];
  // The scores (`points`, `outcomes`, `ci`) are in the order of `rows`, and empty unless the
  // game is finished and valid.
}

/** A player's totals over the finished games: the figures the tie-breaks compare. */
export interface PlayerTotals {
  readonly key: string;
  readonly name: string;
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly bestPlayer: number;
  readonly donWins: number;
  readonly sheriffWins: number;
  readonly mafiaWins: number;
  readonly firstKilled: number;
  readonly civilianWins: number;
  readonly sheriffDonWins: number;
  /** Points but the win or loss points and Ci (SYSTEMS.md, "Bonus points"). */
  readonly bonus: number;
  readonly ci: number;
  /** Finished final games: a player with one is a finalist (STAGES.md). */
  readonly finalGames: number;
  /** The (weighted) points of each stage. */
  readonly mainPoints: number;
  readonly semiPoints: number;
  readonly finalPoints: number;
  /** Points per game over all stages (STAGES.md, «Зачёт по: среднему»). */
  readonly pointsPerGame: number;
}

/**
 * The groups of the standings (STAGES.md, "Order of the standings"), listed in this order:
 * finalists first, then everyone else with enough games, then those with too few (no place).
 */
export type StandingGroup = "finalists" | "ranked" | "too-few";

export interface Standing extends PlayerTotals {
  /** The place, shared by players equal on everything; null for too few games. */
  readonly place: number | null;
  readonly group: StandingGroup;
}
