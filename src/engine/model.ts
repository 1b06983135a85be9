/**
 * The engine's records: a seat row as read, a game's rows, a game judged and scored, a player's
 * totals and place. Everything inside the engine works on these, never on raw cells.
 */
import type { Issue } from "./issues";
import type { SeatMarks, SeatResult, Role, Stage, Side } from "./terms";

export * from "./terms";

/** One player-seat of one game, parsed from a row of the table. */
export interface SeatRow extends SeatMarks {
  /** Index of the row in the table's values (the header is index 0). */
  readonly index: number;
  /** The row number the user sees, that messages name (the sheet row, the file line). */
  readonly row: number;
  readonly seat: number | null;
  /** The player's name as typed (trimmed). */
  readonly player: string;
  /** The player's identity (`playerKey`); "" when the cell is blank or a Sheets error value. */
  readonly playerKey: string;
  readonly role: Role | null;
  /**
   * The winner cell: a side, or the player's own result («Победа»: 1/0, да/нет, +/−) the
   * game's winner is worked out from (games.ts); "unreadable" when it holds neither (its problem
   * is in `cellIssues`).
   */
  readonly winner: Side | SeatResult | "unreadable" | null;
  /** The stage («Этап»): blank is the main stage; null when the cell could not be read. */
  readonly stage: Stage | null;
  /**
   * The player's team («Команда», AWARDS.md) as typed (trimmed); "" when blank, absent or a
   * Sheets error. Any text is a team: it is never a problem of the row.
   */
  readonly team: string;
  /**
   * The tournament («Турнир», SERIES.md) as typed (trimmed) and its identity (as a player's
   * name is compared); "" when blank or without the column.
   */
  readonly tournament: string;
  readonly tournamentKey: string;
  /**
   * «Вес турнира»: null when blank or without the column; "unreadable" when it holds no weight
   * (its problem is in the game's `cellIssues`).
   */
  readonly weight: number | null | "unreadable";
}

/** One game's seat rows as read: what is the same for all of them is kept once, here. */
export interface GameRows {
  /** The game id compared (`gameKey`): «12», 12 and «012» are one game. */
  readonly key: string;
  /** The game id as the user first wrote it. */
  readonly label: string;
  /**
   * Where the game was played, as written, when games are numbered per table (the table has a
   * «Стол» column): its table, and its round when there is a «Тур» column and it is not blank.
   */
  readonly table?: string;
  readonly round?: string;
  /**
   * The tournament the game belongs to, with a «Турнир» column (SERIES.md): its name as the
   * game's rows first write it, and its identity ("" while every row leaves it blank).
   */
  readonly tournament?: string;
  readonly tournamentKey?: string;
  /** The game's rows in table order. */
  readonly rows: readonly SeatRow[];
  /** How many cells of the rows could not be read; they matter once the game is finished. */
  readonly cellProblems: number;
  /**
   * How many of them are values that cannot be read (not a blank name or role): checked in a
   * game in progress too.
   */
  readonly badCells: number;
  /** The problems of those cells in row order, as far as the table's problem budget lists them. */
  readonly cellIssues: readonly Issue[];
}

export type GameStatus = "in-progress" | "finished" | "invalid";

/**
 * What one seat of a finished, valid game earned (SYSTEMS.md, "A seat's points"): its points and
 * the parts the tie-breaks compare, each weighted by the game's stage (STAGES.md).
 */
export interface SeatScore {
  readonly row: SeatRow;
  /** Everything the seat earned, Ci included. */
  readonly points: number;
  /** The win or loss points of the seat's role. */
  readonly outcome: number;
  /** The compensation Ci (0 without one). */
  readonly ci: number;
  /** The points but the outcome and Ci (SYSTEMS.md, "Bonus points"). */
  readonly bonus: number;
}

/** A game judged: what every game has, scored or not. */
interface JudgedGame extends GameRows {
  /** The stage the rows name (the first one read, when they disagree). */
  readonly stage: Stage;
  /** What is wrong with a finished game (the first ones, within the problem budget). */
  readonly issues: readonly Issue[];
}

/** A finished, valid game (RULES.md): the only kind that is scored and counts. */
export interface ScoredGame extends JudgedGame {
  readonly status: "finished";
  readonly winner: Side;
  /** What each seat earned, in the order of `rows`. */
  readonly scores: readonly SeatScore[];
}

/** A game still being played (no winner written), or a finished one with something wrong. */
export interface UnscoredGame extends JudgedGame {
  readonly status: "in-progress" | "invalid";
  /** The winner the rows agree on; null while none is written, or when they disagree. */
  readonly winner: Side | null;
}

export type Game = ScoredGame | UnscoredGame;

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
