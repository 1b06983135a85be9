/**
 * The player card (STATS.md "The player card"): what `playerCard(name)` answers across
 * google.script.run, and the players list `showPlayerCard` appends to the page (a hidden element,
 * escaped, like the locale) so that the picker needs no server call to open. Shared by the page
 * and the shell; no Apps Script or DOM here.
 */
import type { AwardKey, Role, Stage, StatsKey } from "../engine";
import { hiddenMarkup, parseJsonAttribute } from "./sidebarPage";

/** The HtmlService file of the card (dist/PlayerCard.html). */
export const PLAYER_CARD_FILE = "PlayerCard";

/** The keys of the players view's columns (the engine's PLAYER_COLUMNS), as the card's JSON. */
export { STATS_KEYS, type StatsKey } from "../engine";

/**
 * A figure of the players view as MAFIA_STATS hands it out: a number (percentages to one
 * decimal, ratings to two, other ratios and sums to four), or "" exactly where the view has an
 * empty cell — a ratio with nothing to divide by (no game in a role, no best move) and the
 * place of a player the standings do not place. Never null, NaN or 0 in its stead.
 */
export type StatsFigure = number | "";

/** The player's row of the players view, keyed as STATS_KEYS. */
export type PlayerCardStats = { readonly player: string } & {
  readonly [K in Exclude<StatsKey, "player">]: StatsFigure;
};

/** One finished game of the player. */
export interface PlayerCardGame {
  /** The game id as the table writes it. */
  readonly game: string;
  /**
   * Where it was played, as the table writes it, where the table has the column: the tournament
   * of a season, the round and table of games numbered per table. With the id, they name the game.
   */
  readonly tournament?: string;
  readonly round?: string;
  readonly table?: string;
  /** The game's date, ISO YYYY-MM-DD in the spreadsheet's time zone; "" when its row has none. */
  readonly date: string;
  readonly stage: Stage;
  readonly seat: number;
  readonly role: Role;
  readonly won: boolean;
  /** The seat's points, weighted as in the standings, to 4 decimals. */
  readonly points: number;
}

/** What `playerCard(name)` answers. */
export interface PlayerCard {
  readonly stats: PlayerCardStats;
  /** Newest (lowest in the table) first. */
  readonly games: readonly PlayerCardGame[];
  /** The rating after each of the player's games, to 2 decimals, oldest first. */
  readonly ratingHistory: readonly number[];
  /** The nominations the player holds (AWARDS.md), in its order; none is an empty list. */
  readonly awards: readonly AwardKey[];
  /**
   * The rating's scale under the spreadsheet's rules (STATS.md "Rating"): everyone starts at 0,
   * a game earns at most `win` («Рейтинг: K победы») and costs at most `loss` (K поражения).
   */
  readonly ratingScale: { readonly win: number; readonly loss: number };
  /**
   * Whether the rules compensate with Ci («Компенсация Ci» above 0, SYSTEMS.md): the card shows
   * Ci only then; under «Клуб» it would always be 0.
   */
  readonly hasCi: boolean;
  /**
   * The player's series results, when the Games sheet has a «Турнир» column and the player a
   * place in one of its tournaments; null otherwise.
   */
  readonly series: PlayerCardSeries | null;
}

/** The player's line of the season's series (SERIES.md). */
export interface PlayerCardSeries {
  /** The series place; null below «Серия: минимум турниров». */
  readonly place: number | null;
  readonly points: number;
  readonly dropped: number;
  /** Each tournament where the player has a place, in the order of the tournaments. */
  readonly results: readonly {
    readonly tournament: string;
    readonly place: number;
    readonly points: number;
  }[];
}

export interface PlayerCardApi {
  playerCard(name: string): PlayerCard;
}

/** What the card's page opens with, from the one read of the Games sheet `showPlayerCard` makes. */
export interface PlayerCardBoot {
  /** Every player with a finished game, in standings order, each under the standings' spelling. */
  readonly players: readonly string[];
  /**
   * Why there are no statistics right now (no Games sheet, errors in the games or the rules), in
   * the user's words, as `playerCard` would refuse; null when the card can be shown.
   */
  readonly problem: string | null;
}

export const PLAYERS_ELEMENT_ID = "mafia-standings-players";
export const PLAYERS_ATTRIBUTE = "data-players";

/** The markup appended to the card's page: the boot data as escaped JSON in an attribute. */
export function playersMarkup(boot: PlayerCardBoot): string {
  return hiddenMarkup(PLAYERS_ELEMENT_ID, PLAYERS_ATTRIBUTE, JSON.stringify(boot));
}

/** The boot data as the page reads it back; anything malformed is an empty list, never a throw. */
export function parsePlayersBoot(text: string | null | undefined): PlayerCardBoot {
  const data = parseJsonAttribute(text);
  const field = (name: string): unknown =>
    typeof data === "object" && data !== null
      ? Object.getOwnPropertyDescriptor(data, name)?.value
      : undefined;
  const players = field("players");
  const problem = field("problem");
  return {
    players: Array.isArray(players)
      ? players.filter((name): name is string => typeof name === "string")
      : [],
    problem: typeof problem === "string" ? problem : null,
  };
}
