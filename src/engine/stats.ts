/**
 * Statistics (STATS.md) from the same evaluation as the standings: the same rules, the same
 * finished games. Counts and sums only: ratios are made when the figures are handed out.
 */
import type { Evaluation } from "./evaluate";
import { blackNamed } from "./points";
import { rateGames, type PlayerRating, type Ratings } from "./rating";
import type { ScoredGame, SeatScore, Standing } from "./model";
import { isRecordedBestMove, roleWon, TABLE_SIZE, sideOf, type Role, type Side } from "./terms";

/** Games played and won, in a role or on a side. */
export interface Record2 {
  readonly games: number;
  readonly wins: number;
}

/** A player's row of the players view (STATS.md, "Players"). */
export interface PlayerStats {
  readonly key: string;
  readonly name: string;
  /** The standings place; null where the standings have none. */
  readonly place: number | null;
  readonly games: number;
  readonly wins: number;
  readonly roles: Readonly<Record<Role, Record2>>;
  readonly sides: Readonly<Record<Side, Record2>>;
  /** As in the standings: weighted. */
  readonly points: number;
  readonly bestPlayer: number;
  readonly firstKilled: number;
  /** Seats with a best move recorded (a count of 0 is none). */
  readonly bestMoves: number;
  /** Black players those best moves named. */
  readonly blackNamed: number;
  readonly correct: number;
  readonly remarks: number;
  readonly removals: number;
  /** The extra-points column's sum, not weighted. */
  readonly extra: number;
  /** The seats' Ci, weighted. */
  readonly ci: number;
  readonly rating: PlayerRating;
}

/** One seat number's row of the seats view (STATS.md, "Seats"). */
export interface SeatStats {
  readonly games: number;
  readonly sheriff: number;
  readonly don: number;
  readonly mafia: number;
  readonly firstKilled: number;
  readonly wins: number;
  /** The seat's weighted points, summed. */
  readonly points: number;
}

export interface Summary {
  readonly games: number;
  readonly redWins: number;
  readonly blackWins: number;
}

export interface Statistics {
  /** In standings order. */
  readonly players: readonly PlayerStats[];
  /** Seats 1–10. */
  readonly seats: readonly SeatStats[];
  /** The ten seats added up; `games` is the number of finished games. */
  readonly seatTotal: SeatStats;
  readonly summary: Summary;
  readonly ratings: Ratings;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Counts = Omit<
  Mutable<PlayerStats>,
  "key" | "name" | "place" | "rating" | "roles" | "sides"
> & {
  roles: Record<Role, Mutable<Record2>>;
  sides: Record<Side, Mutable<Record2>>;
};

/**
 * The statistics of an evaluation's finished games; the rating's history after each game is kept
 * for the players `historyOf` names (none by default: the players view shows final ratings).
 */
export function statistics(
  evaluation: Evaluation,
  historyOf: ReadonlySet<string> | "all" = new Set(),
): Statistics {
  const finished = evaluation.games.filter(
    (game): game is ScoredGame => game.status === "finished",
  );
  const counts = new Map<string, Counts>();
  const seats = Array.from({ length: TABLE_SIZE }, emptySeat);
  const summary = { games: finished.length, redWins: 0, blackWins: 0 };
  for (const game of finished) {
    if (game.winner === "red") summary.redWins++;
    else summary.blackWins++;
    for (const score of game.scores) {
      const key = score.row.playerKey;
      let c = counts.get(key);
      if (c === undefined) {
        c = emptyCounts();
        counts.set(key, c);
      }
      addSeat(c, score, game);
      const seat = seats[(score.row.seat ?? 1) - 1];
      if (seat !== undefined) addSeatNumber(seat, score, game);
    }
  }
  const ratings = rateGames(evaluation.games, evaluation.system, evaluation.playerNames, historyOf);
  const players = evaluation.standings.flatMap((standing): PlayerStats[] => {
    const c = counts.get(standing.key);
    const rating = ratings.players.get(standing.key);
    if (c === undefined || rating === undefined) return [];
    return [playerStatsOf(standing, c, rating)];
  });
  const seatTotal = seats.reduce(
    (total, seat) => ({
      games: total.games,
      sheriff: total.sheriff + seat.sheriff,
      don: total.don + seat.don,
      mafia: total.mafia + seat.mafia,
      firstKilled: total.firstKilled + seat.firstKilled,
      wins: total.wins + seat.wins,
      points: total.points + seat.points,
    }),
    { ...emptySeat(), games: finished.length },
  );
  return { players, seats, seatTotal, summary, ratings };
}

/** A player's statistics: each figure copied by name (as `standingOf` in standings.ts). */
function playerStatsOf(standing: Standing, c: Counts, rating: PlayerRating): PlayerStats {
  return {
    key: standing.key,
    name: standing.name,
    place: standing.place,
    games: c.games,
    wins: c.wins,
    roles: c.roles,
    sides: c.sides,
    points: c.points,
    bestPlayer: c.bestPlayer,
    firstKilled: c.firstKilled,
    bestMoves: c.bestMoves,
    blackNamed: c.blackNamed,
    correct: c.correct,
    remarks: c.remarks,
    removals: c.removals,
    extra: c.extra,
    ci: c.ci,
    rating,
  };
}

/** A seat of a finished game added to its player's counts (a finished game has every role). */
function addSeat(c: Counts, { row, points, ci }: SeatScore, game: ScoredGame): void {
  c.games++;
  c.points += points;
  c.ci += ci;
  if (row.role !== null) {
    const side = sideOf(row.role);
    const won = roleWon(row.role, game.winner);
    const inRole = c.roles[row.role];
    const onSide = c.sides[side];
    inRole.games++;
    onSide.games++;
    if (won) {
      c.wins++;
      inRole.wins++;
      onSide.wins++;
    }
  }
  if (row.bestPlayer) c.bestPlayer++;
  if (row.firstKilled) c.firstKilled++;
  if (isRecordedBestMove(row.bestMove)) {
    c.bestMoves++;
    c.blackNamed += blackNamed(row, game.rows);
  }
  c.correct += row.correct;
  c.remarks += row.remarks;
  if (row.removed) c.removals++;
  c.extra += row.extra;
}

function addSeatNumber(
  seat: Mutable<SeatStats>,
  { row, points }: SeatScore,
  game: ScoredGame,
): void {
  seat.games++;
  if (row.role === "sheriff") seat.sheriff++;
  else if (row.role === "don") seat.don++;
  else if (row.role === "mafia") seat.mafia++;
  if (row.firstKilled) seat.firstKilled++;
  if (roleWon(row.role, game.winner)) seat.wins++;
  seat.points += points;
}

function emptySeat(): Mutable<SeatStats> {
  return { games: 0, sheriff: 0, don: 0, mafia: 0, firstKilled: 0, wins: 0, points: 0 };
}

function emptyCounts(): Counts {
  const record = (): Mutable<Record2> => ({ games: 0, wins: 0 });
  return {
    games: 0,
    wins: 0,
    roles: { civilian: record(), sheriff: record(), mafia: record(), don: record() },
    sides: { red: record(), black: record() },
    points: 0,
    bestPlayer: 0,
    firstKilled: 0,
    bestMoves: 0,
    blackNamed: 0,
    correct: 0,
    remarks: 0,
    removals: 0,
    extra: 0,
    ci: 0,
  };
}
