/**
 * The rating (STATS.md, "Rating"): an Elo-style rating as MafiaRatings computes it. Every
 * player starts at 0, with a red and a black rating at 0 too; the finished games are taken in the
 * order of their first row, and each moves the ratings of its ten players by how unexpected its
 * result was, from the side ratings as they stood before it. Stage weights do not apply.
 */
import { sameFigure } from "./figures";
import type { Game, ScoredGame } from "./model";
import type { ScoringSystem } from "./system";
import { sideOf, type Side } from "./terms";

export interface PlayerRating {
  readonly key: string;
  readonly name: string;
  readonly rating: number;
  /** The part of the rating earned as a red (Civilian, Sheriff) or black (Mafia, Don) player. */
  readonly red: number;
  readonly black: number;
  /** Finished games rated. */
  readonly games: number;
  /**
   * The rating after each of the player's games, in order — kept for the players asked about
   * (`historyOf`), empty for the others.
   */
  readonly history: readonly number[];
  /** The number (1, 2, …, in rating order) of each of those games among all the games rated. */
  readonly gameNumbers: readonly number[];
}

export interface Ratings {
  /** Every rated player, by identity. */
  readonly players: ReadonlyMap<string, PlayerRating>;
  /** The games rated, in order: what `gameNumbers` count. */
  readonly games: readonly ScoredGame[];
}

/** The expected score of the red side: p = 1 / (1 + 10^((b − r) / 400)). */
export function redExpectation(redMean: number, blackMean: number): number {
  return 1 / (1 + Math.pow(10, (blackMean - redMean) / 400));
}

/**
 * What each player of a game earns: W·(1 − p) for a red winner, −L·p for a red loser, W·p for a
 * black winner, −L·(1 − p) for a black loser (W, L: the K of a win and of a loss).
 */
export function ratingChange(
  side: Side,
  winner: Side,
  p: number,
  kWin: number,
  kLoss: number,
): number {
  if (side === "red") return winner === "red" ? kWin * (1 - p) : -kLoss * p;
  return winner === "black" ? kWin * p : -kLoss * (1 - p);
}

type Line = { -readonly [K in keyof PlayerRating]: PlayerRating[K] } & {
  history: number[];
  gameNumbers: number[];
};

/**
 * The ratings after the finished games of `games`, taken in the order given. The history of each
 * player's rating is kept for the players `historyOf` names ("all": everyone): a season's 100,000
 * entries that no table shows would cost as much as the rating itself.
 */
export function rateGames(
  games: readonly Game[],
  system: ScoringSystem,
  names: ReadonlyMap<string, string>,
  historyOf: ReadonlySet<string> | "all" = "all",
): Ratings {
  const lines = new Map<string, Line>();
  const lineOf = (key: string, fallback: string): Line => {
    let line = lines.get(key);
    if (line === undefined) {
      const name = names.get(key) ?? fallback;
      line = { key, name, rating: 0, red: 0, black: 0, games: 0, history: [], gameNumbers: [] };
      lines.set(key, line);
    }
    return line;
  };
  const rated = games.filter((game): game is ScoredGame => game.status === "finished");
  const { ratingKWin: kWin, ratingKLoss: kLoss } = system;
  const keepsHistory = (key: string): boolean =>
    historyOf === "all" || (historyOf.size > 0 && historyOf.has(key));
  rated.forEach((game, g) => {
    const players = game.rows.map((row) => lineOf(row.playerKey, row.player));
    const sides = game.rows.map((row) => (row.role === null ? "black" : sideOf(row.role)));
    // Both means from the ratings as they stood before the game.
    let redSum = 0;
    let redCount = 0;
    let blackSum = 0;
    players.forEach((line, i) => {
      if (sides[i] === "red") {
        redSum += line.red;
        redCount++;
      } else blackSum += line.black;
    });
    const p = redExpectation(redSum / redCount, blackSum / (players.length - redCount));
    const redChange = ratingChange("red", game.winner, p, kWin, kLoss);
    const blackChange = ratingChange("black", game.winner, p, kWin, kLoss);
    players.forEach((line, i) => {
      const red = sides[i] === "red";
      const change = red ? redChange : blackChange;
      line.rating += change;
      if (red) line.red += change;
      else line.black += change;
      line.games++;
      if (keepsHistory(line.key)) {
        line.history.push(line.rating);
        line.gameNumbers.push(g + 1);
      }
    });
  });
  return { players: lines, games: rated };
}

/**
 * The players by rating, higher first, each with a place (STATS.md, view «рейтинг»). Equal
 * ratings (`sameFigure`: sums of fractions are not exact in binary) go by more games, then by
 * name; equal rating and equal games share the place.
 */
export function ratingOrder(ratings: Ratings): { place: number; rating: PlayerRating }[] {
  const compare = (a: PlayerRating, b: PlayerRating): number =>
    sameFigure(a.rating, b.rating) ? b.games - a.games : b.rating - a.rating;
  const byKey = (a: PlayerRating, b: PlayerRating): number =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  const sorted = [...ratings.players.values()].sort((a, b) => compare(a, b) || byKey(a, b));
  const order: { place: number; rating: PlayerRating }[] = [];
  sorted.forEach((rating, index) => {
    const previous = order[index - 1];
    const shared = previous !== undefined && compare(previous.rating, rating) === 0;
    order.push({ place: shared ? previous.place : index + 1, rating });
  });
  return order;
}
