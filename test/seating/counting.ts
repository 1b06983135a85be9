/** Counting code written for the seating tests, not the engine's balance function. */
import type { Seating } from "../../src/seating";

/** Per player: games played, times in each seat, rounds played; and meetings per pair. */
export function count(seating: Seating) {
  const P = seating.players.length;
  const games = new Array<number>(P).fill(0);
  const seats = Array.from({ length: P }, () => new Array<number>(10).fill(0));
  const meetings = Array.from({ length: P }, () => new Array<number>(P).fill(0));
  let twiceInARound = false;
  for (const round of seating.rounds) {
    const seen = new Set<number>();
    for (const game of round.games) {
      for (let s = 0; s < game.seats.length; s++) {
        const p = game.seats[s]!;
        if (seen.has(p)) twiceInARound = true;
        seen.add(p);
        games[p] = games[p]! + 1;
        const seatsOf = seats[p]!;
        seatsOf[s] = seatsOf[s]! + 1;
        const met = meetings[p]!;
        for (const q of game.seats) if (q !== p) met[q] = met[q]! + 1;
      }
    }
  }
  return { games, seats, meetings, twiceInARound };
}
