import { normalizeText, TABLE_SIZE } from "../engine";
import { type Seating } from "./model";

/**
 * How even a seating is: the figures the command line, the bench, the sheet and the README show.
 */
export interface SeatingBalance {
  /**
   * Σ over players and seats of (times in that seat − G/10)²;
   * 0 when every seat comes equally often.
   */
  readonly seat: number;
  /**
   * Σ over pairs of players of (games together − pairTarget)²;
   * teammates, who never meet, are left out.
   */
  readonly pair: number;
  /** The mean games together per pair, 9·G/(P − 1); with teams, per pair that may meet. */
  readonly pairTarget: number;
  /** Pairs of players who never play together (teammates not counted). */
  readonly neverMeet: number;
  /** The fewest games one pair plays together (teammates not counted; 0 when some never meet). */
  readonly fewestMeetings: number;
  /** The most games one pair plays together. */
  readonly mostMeetings: number;
  /** Per player: times in seats 1–10, and the fewest and most games with any one other player. */
  readonly players: readonly PlayerBalance[];
}

export interface PlayerBalance {
  readonly seats: readonly number[];
  readonly fewestMeetings: number;
  readonly mostMeetings: number;
}

/**
 * The mean games together of the pairs that may meet: the seats of all games make 45 pairs a
 * game, shared by all pairs but teammates. Without teams it is 9·G/(P − 1).
 */
export function pairTarget(
  tablesPerRound: readonly number[],
  playerCount: number,
  teamOf: readonly number[],
): number {
  const games = tablesPerRound.reduce((sum, k) => sum + k, 0);
  const teamSizes = new Map<number, number>();
  for (const team of teamOf) if (team !== -1) teamSizes.set(team, (teamSizes.get(team) ?? 0) + 1);
  const teammatePairs = [...teamSizes.values()].reduce((sum, n) => sum + (n * (n - 1)) / 2, 0);
  const pairs = (playerCount * (playerCount - 1)) / 2 - teammatePairs;
  return pairs > 0 ? (games * ((TABLE_SIZE * (TABLE_SIZE - 1)) / 2)) / pairs : 0;
}

/**
 * The balance of any schedule of games of ten seats: ours, or a peer's read from its file.
 * @param teams each player's team ("" for none); teammates never meet by design, so their
 *   pairs count neither in the pair balance nor as pairs that never meet
 */
export function scheduleBalance(
  games: readonly (readonly number[])[],
  playerCount: number,
  gamesPerPlayer: number,
  teams: readonly string[] = [],
): SeatingBalance {
  const P = playerCount;
  const teamKeys = teams.map(normalizeText);
  const teammates = (a: number, b: number): boolean =>
    (teamKeys[a] ?? "") !== "" && teamKeys[a] === teamKeys[b];
  const seatCounts = Array.from({ length: P }, () => new Array<number>(TABLE_SIZE).fill(0));
  const meetings = new Int32Array(P * P);
  for (const seats of games) {
    seats.forEach((player, seat) => {
      (seatCounts[player] as number[])[seat] =
        ((seatCounts[player] as number[])[seat] as number) + 1;
      for (const other of seats)
        if (other !== player)
          meetings[player * P + other] = (meetings[player * P + other] as number) + 1;
    });
  }
  const seatMean = gamesPerPlayer / TABLE_SIZE;
  const teamIds = new Map<string, number>();
  const teamOf = Array.from({ length: P }, (_, p) => {
    const key = teamKeys[p] ?? "";
    if (key === "") return -1;
    if (!teamIds.has(key)) teamIds.set(key, teamIds.size);
    return teamIds.get(key) as number;
  });
  // The target of a schedule of whole games: (games × 45) / pairs, i.e. 9·G/(P − 1) without teams.
  const target = pairTarget([(playerCount * gamesPerPlayer) / TABLE_SIZE], P, teamOf);
  let seat = 0;
  for (const counts of seatCounts) for (const count of counts) seat += (count - seatMean) ** 2;
  let pair = 0;
  let neverMeet = 0;
  let fewestMeetings = Infinity;
  let mostMeetings = 0;
  const players = seatCounts.map((seats, a) => {
    let fewest = Infinity;
    let most = 0;
    for (let b = 0; b < P; b++) {
      if (b === a) continue;
      const count = meetings[a * P + b] as number;
      fewest = Math.min(fewest, count);
      most = Math.max(most, count);
      if (b > a && !teammates(a, b)) {
        pair += (count - target) ** 2;
        if (count === 0) neverMeet++;
        fewestMeetings = Math.min(fewestMeetings, count);
      }
    }
    mostMeetings = Math.max(mostMeetings, most);
    return { seats, fewestMeetings: fewest === Infinity ? 0 : fewest, mostMeetings: most };
  });
  return {
    seat: tidy(seat),
    pair: tidy(pair),
    pairTarget: tidy(target),
    neverMeet,
    fewestMeetings: fewestMeetings === Infinity ? 0 : fewestMeetings,
    mostMeetings,
    players,
  };
}

export function seatingBalance(seating: Seating): SeatingBalance {
  const games = seating.rounds.flatMap((round) => round.games.map((game) => game.seats));
  return scheduleBalance(
    games,
    seating.players.length,
    seating.gamesPerPlayer,
    seating.players.map((p) => p.team),
  );
}

/** Sums of squares of fractions pick up float noise (80.00000000000031): keep six decimals. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
