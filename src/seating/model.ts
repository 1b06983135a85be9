/** The seating's data: players are numbered by their place in the input list. */

export interface SeatingPlayer {
  readonly name: string;
  /** The team as typed, or "" for none. Players of one team never share a table. */
  readonly team: string;
}

export interface SeatingRequest {
  readonly players: readonly SeatingPlayer[];
  readonly tables: number;
  /** Games per player. */
  readonly games: number;
  readonly seed?: number;
  /** Moves of the search; the default suits up to 50 players × 12 games. Tests pass fewer. */
  readonly iterations?: number;
}

export interface SeatedGame {
  readonly round: number;
  readonly table: number;
  /**
   * The game id the Games sheet will use:
   * games are numbered round by round, table by table, from 1.
   */
  readonly game: number;
  /** Ten player numbers (indexes into `players`), seat 1 first. */
  readonly seats: readonly number[];
}

export interface SeatingRound {
  readonly round: number;
  readonly games: readonly SeatedGame[];
}

export interface Seating {
  readonly players: readonly SeatingPlayer[];
  readonly tables: number;
  readonly gamesPerPlayer: number;
  readonly seed: number;
  readonly rounds: readonly SeatingRound[];
}

/** A message in both languages: the command line prints both, the spreadsheet its locale's. */
export interface Bilingual {
  readonly ru: string;
  readonly en: string;
}

/** A seating that cannot be made from this input; `message` says why, in Russian and English. */
export class SeatingError extends Error {
  constructor(readonly text: Bilingual) {
    super(`${text.ru} / ${text.en}`);
    this.name = "SeatingError";
  }
}
