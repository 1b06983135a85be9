/**
 * The game payload exchanged by the sidebar and the game store: plain JSON, no
 * Dates. Types, limits and plain checks only here,
 * so the sidebar can import them without pulling zod into the page.
 */
import type { Role, Stage, Side } from "../engine";
import type { RulesCells } from "./sidebarPage";

export interface SeatPayload {
  readonly seat: number;
  readonly player: string;
  readonly role: Role;
  readonly firstKilled?: boolean;
  /** Seats named by the best move («3 7 9»); only for a red player killed first night. */
  readonly bestMove?: readonly number[];
  readonly correct?: number;
  readonly bestPlayer?: boolean;
  readonly remarks?: number;
  readonly removed?: boolean;
  /** Judges' extra points, −5 to 5 with at most two decimals («Доп. баллы»). */
  readonly extra?: number;
  /**
   * The player's team of a team tournament («Команда», AWARDS.md), as typed; absent or "" for
   * none. It changes no points.
   */
  readonly team?: string;
}

export interface GamePayload {
  /** Game id; when missing the store takes `nextGameId()`. */
  readonly game?: string;
  /**
   * Where the game was played, for a Games sheet that numbers games per table (it has a «Стол»
   * column): its round («Тур», only with such a column) and its table, as typed (at most 40
   * characters each, trimmed by the store). Absent or blank on a sheet without a «Стол» column;
   * on a sheet with one, the table is required (docs/games-table.md).
   */
  readonly round?: string;
  readonly table?: string;
  /**
   * The tournament of a season (SERIES.md), for a Games sheet with a «Турнир» column, as typed
   * (at most 100 characters, trimmed by the store): the id is then the game's in that tournament.
   */
  readonly tournament?: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date?: string;
  readonly winner: Side;
  /**
   * The game's stage (STAGES.md), stored in «Этап»; absent is the main stage (loadGame omits it).
   */
  readonly stage?: Stage;
  /** Overwrite an existing game of this id (a correction). */
  readonly replace?: boolean;
  /**
   * The game's first and last sheet rows, [first, last]. loadGame gives where the game stands;
   * a correction (`replace`) sends them back, and the store then reads those rows (with the
   * header) rather than searching the sheet, and writes the game there if they still hold
   * exactly it, ten rows in a row; otherwise it searches as for any save. They never say where
   * a game goes.
   */
  readonly rows?: readonly number[];
  readonly seats: readonly SeatPayload[];
  /**
   * The rules the form scored the game with: the Rules sheet's cells as the page last received
   * them (null: there was no Rules sheet). The store then reports the game's points under them,
   * the very points the judge saw, and need not read the Rules sheet; without them it reads it.
   * They change nothing stored: the standings always score with the Rules sheet.
   */
  readonly rules?: RulesCells | null;
}

/** The most rows a payload's `rules` may have, and characters in one of its cells. */
export const RULES_CELLS_LIMITS = { rows: 1000, text: 1000 } as const;

/**
 * Whether `cells` are Rules cells a save may carry: a list of at most RULES_CELLS_LIMITS.rows
 * rows of at most two cells, each text (within RULES_CELLS_LIMITS.text), a finite number or
 * yes/no. The page sends only such cells (rulesToSend), and the store's schema accepts only them.
 */
export function isRulesCells(cells: unknown): cells is RulesCells {
  const cell = (value: unknown): boolean =>
    (typeof value === "string" && value.length <= RULES_CELLS_LIMITS.text) ||
    (typeof value === "number" && Number.isFinite(value)) ||
    typeof value === "boolean";
  return (
    Array.isArray(cells) &&
    cells.length <= RULES_CELLS_LIMITS.rows &&
    cells.every((row) => Array.isArray(row) && row.length <= 2 && row.every(cell))
  );
}

/**
 * Rules cells as a save carries them, or null for no Rules sheet; anything else is not sent
 * (undefined), and the store reads the Rules sheet.
 */
export function rulesToSend(cells: unknown): RulesCells | null | undefined {
  if (cells === null) return null;
  return isRulesCells(cells) ? cells : undefined;
}

/**
 * Which game of an id `loadGame` and `deleteGame` mean on a Games sheet with a «Стол» column:
 * its round and table, as the payload carries them. Ignored on a sheet without one.
 */
export interface GamePlaceArgument {
  readonly round?: string;
  readonly table?: string;
  /** The game's tournament, on a sheet with a «Турнир» column; ignored on one without. */
  readonly tournament?: string;
}

export interface SaveResult {
  readonly game: string;
  /** The game's round and table, as stored, when the Games sheet numbers games per table. */
  readonly round?: string;
  readonly table?: string;
  /** The game's tournament, as stored, when the Games sheet has a «Турнир» column. */
  readonly tournament?: string;
  /** First and last sheet row written. */
  readonly rows: readonly [number, number];
  /**
   * Points of the ten seats, in the order of `seats`, under the payload's `rules` (the form's),
   * else the Rules sheet's, and weighted by the game's stage (without Ci, which depends on the
   * whole table); empty while those rules have a problem.
   */
  readonly points: readonly number[];
}

/**
 * The standings, statistics and charts brought up to date after a save or a deletion
 * (refreshAfterSave): `updated` when the standings now count every game, else `message` says why
 * not (the problems of the Games sheet, where they are listed).
 */
export interface RefreshResult {
  readonly updated: boolean;
  readonly message: string;
  /**
   * What the form needs for the next game, from the same reads, so that after a save or a
   * deletion the sidebar asks the server nothing more. Absent when the Games sheet cannot be
   * read, or while the standings hide the final (their reading leaves its games out).
   */
  readonly next?: NextGame;
}

/** The form's start for a new game: what nextGameId, listPlayers and rulesCells answer. */
export interface NextGame {
  readonly game: string;
  readonly players: readonly string[];
  readonly rules: RulesCells | null;
}

/**
 * A deletion's answer, given as soon as the game's rows are deleted and flushed: the standings
 * are not refreshed yet, the sidebar asks for them with refreshAfterSave as after a save.
 */
export interface DeleteResult {
  readonly game: string;
  /** The deleted game's round and table, when the Games sheet numbers games per table. */
  readonly round?: string;
  readonly table?: string;
  /** The deleted game's tournament, when the Games sheet has a «Турнир» column. */
  readonly tournament?: string;
  readonly deletedRows: number;
}

/** The server functions the sidebar may call, as the sidebar sees them. */
export interface GameStoreApi {
  /** Stores the game's rows and returns at once; the standings follow with refreshAfterSave. */
  saveGame(game: GamePayload): SaveResult;
  /**
   * The standings, statistics and charts refreshed from the sheets, as after an edit; asked for
   * after a save and after a deletion.
   */
  refreshAfterSave(): RefreshResult;
  /** The stored game of this id (and place, on a sheet with a «Стол» column) as a payload. */
  loadGame(id: string, place?: GamePlaceArgument): GamePayload;
  /**
   * Deletes that game's rows and returns at once; the standings follow with refreshAfterSave.
   * `rows`: where loadGame found it, read first (as a correction's `rows`).
   */
  deleteGame(id: string, place?: GamePlaceArgument, rows?: readonly number[]): DeleteResult;
  listPlayers(): string[];
  nextGameId(): string;
  /** The Rules sheet's setting and value cells, null without a Rules sheet (then «Клуб»). */
  rulesCells(): RulesCells | null;
}
