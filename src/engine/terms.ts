/**
 * The engine's basic terms: languages, roles and sides, stages, the columns of the Games table
 * and a seat's marks. Everything else of the engine is built on these; this module imports none
 * of it.
 */
export { EXTRA_LIMIT, extraPointsOf, MAX_COUNT, MAX_TOURNAMENT_WEIGHT, TABLE_SIZE } from "./limits";

export type Lang = "ru" | "en";
/** The roles at the table, Civilians first (tuples: a schema at the edge lists them too). */
export const ROLES = ["civilian", "sheriff", "mafia", "don"] as const;
export type Role = (typeof ROLES)[number];
export const SIDES = ["red", "black"] as const;
export type Side = (typeof SIDES)[number];
/** A player's own result written in the winner column (a per-player «Победа»): won or lost. */
export type SeatResult = "won" | "lost";
/** The stages a game may belong to (STAGES.md): the main stage, a semi-final or the final. */
export const STAGES = ["main", "semi", "final"] as const;
export type Stage = (typeof STAGES)[number];

/** The side a role plays on (RULES.md): Civilians and the Sheriff are red, the Mafia black. */
export function sideOf(role: Role): Side {
  return role === "civilian" || role === "sheriff" ? "red" : "black";
}

/** The roles of a side: red the Civilians and the Sheriff, black the Mafia and the Don. */
export function rolesOf(side: Side): readonly Role[] {
  return ROLES.filter((role) => sideOf(role) === side);
}

/**
 * Whether a seat of `role` won a game `winner` won: its role is on the winning side. A seat
 * without a role, or a game without a winner, won nothing (a finished game has both).
 */
export function roleWon(role: Role | null, winner: Side | null): boolean {
  return role !== null && winner !== null && sideOf(role) === winner;
}

/** The cards dealt at a table (RULES.md, "Validity of a finished game"). */
export const ROLE_COUNTS: Readonly<Record<Role, number>> = {
  civilian: 6,
  sheriff: 1,
  mafia: 2,
  don: 1,
};

/** A best move as recorded: the count of black players named, or the seats named. */
export type BestMove =
  | { readonly kind: "count"; readonly count: number }
  | { readonly kind: "seats"; readonly seats: readonly number[] };

/**
 * Whether a seat has a best move recorded (RULES.md, "Best move"): a count of 0 («named
 * nobody») is none, as a blank cell is.
 */
export function isRecordedBestMove(move: BestMove | null): move is BestMove {
  return move !== null && !(move.kind === "count" && move.count === 0);
}

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

/** The judge's marks of a seat, in the order of the Games table. */
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
 * without a recognised header (docs/games-table.md); «Доп. баллы», «Этап» and «Команда» are read
 * by their header only. «Команда» (`team`, AWARDS.md) is the player's team of a team tournament,
 * not the side of a role (`Side`): it changes no standings, only the team view reads it.
 */
export const FIELDS = [
  "game",
  "seat",
  "player",
  "role",
  "winner",
  ...SEAT_MARKS,
  "stage",
  "team",
] as const;
export type Field = (typeof FIELDS)[number];
export const POSITIONAL_FIELDS: readonly Field[] = FIELDS.slice(0, 11);

/**
 * The columns a Games table must have (docs/games-table.md): what a game row is made of. The
 * marks may be left out, their cells then read as blank.
 */
export const REQUIRED_FIELDS: readonly Field[] = ["game", "seat", "player", "role", "winner"];

/**
 * The columns that place a game, read when games are numbered per table (vocabulary.ts,
 * PLACE_HEADERS): its round («Тур») and its table («Стол»). Not scored, not among `FIELDS`.
 */
export type PlaceField = "round" | "table";

/**
 * The columns of a season of tournaments (SERIES.md), read when the table has a «Турнир» column:
 * the tournament a game belongs to, and the tournament's weight in the series. Not scored, not
 * among `FIELDS`.
 */
export type SeasonField = "tournament" | "weight";
