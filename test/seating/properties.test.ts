/**
 * The seating's hard rules and balance, checked with counting code written here (not the
 * engine's balance function) on many random configurations.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeSeating, numberedPlayers, type Seating } from "../../src/seating";

/** Per player: games played, times in each seat, rounds played; and meetings per pair. */
function count(seating: Seating) {
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

/** Players, tables and games per player that make a whole number of games. */
const config = fc
  .record({
    tables: fc.integer({ min: 1, max: 3 }),
    extra: fc.integer({ min: 0, max: 12 }),
    games: fc.integer({ min: 1, max: 12 }),
    seed: fc.nat(),
  })
  .map(({ tables, extra, games, seed }) => {
    const players = 10 * tables + extra;
    // Smallest G ≥ the drawn one with players × G divisible by 10.
    let g = games;
    while ((players * g) % 10 !== 0) g++;
    return { players, tables, games: g, seed };
  });

describe("seating: hard rules on random configurations", () => {
  it("everyone plays exactly G games, never twice in a round, each seat ⌊G/10⌋ or ⌈G/10⌉ times; rounds and game ids as laid out", () => {
    fc.assert(
      fc.property(config, ({ players, tables, games, seed }) => {
        const seating = makeSeating({
          players: numberedPlayers(players),
          tables,
          games,
          seed,
          iterations: 3000,
        });
        const totalGames = (players * games) / 10;
        const rounds = Math.ceil(totalGames / tables);
        expect(seating.rounds).toHaveLength(rounds);
        const ids: number[] = [];
        seating.rounds.forEach((round, r) => {
          expect(round.round).toBe(r + 1);
          expect(round.games.length).toBe(
            r < rounds - 1 ? tables : totalGames - tables * (rounds - 1),
          );
          round.games.forEach((game, t) => {
            expect(game.table).toBe(t + 1);
            expect(game.round).toBe(r + 1);
            expect(game.seats).toHaveLength(10);
            ids.push(game.game);
          });
        });
        expect(ids).toEqual(Array.from({ length: totalGames }, (_, i) => i + 1));
        const counted = count(seating);
        expect(counted.twiceInARound).toBe(false);
        expect(counted.games.every((n) => n === games)).toBe(true);
        const low = Math.floor(games / 10);
        const high = Math.ceil(games / 10);
        for (const seats of counted.seats)
          for (const n of seats) expect(n === low || n === high).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("the same input and seed give the same seating; another seed another one", () => {
    fc.assert(
      fc.property(config, ({ players, tables, games, seed }) => {
        const request = { players: numberedPlayers(players), tables, games, iterations: 2000 };
        const a = makeSeating({ ...request, seed });
        expect(makeSeating({ ...request, seed })).toEqual(a);
        if (players > 10)
          expect(makeSeating({ ...request, seed: seed + 1 }).rounds).not.toEqual(a.rounds);
      }),
      { numRuns: 20 },
    );
  });
});

/** Σ(meetings − t)² over pairs, and pairs that never meet: counted here, not by the engine. */
function pairFigures(seating: Seating) {
  const { meetings } = count(seating);
  const P = seating.players.length;
  const t = (9 * seating.gamesPerPlayer) / (P - 1);
  let pair = 0;
  let never = 0;
  for (let a = 0; a < P; a++) {
    for (let b = a + 1; b < P; b++) {
      pair += (meetings[a]![b]! - t) ** 2;
      if (meetings[a]![b] === 0) never++;
    }
  }
  return { pair, never };
}

describe("seating: balance beats the peer's published schedules (seed 1, the default budget)", () => {
  // MafPlacement's figures for the same configurations: ../shared/seating/README.md.
  it.each([
    [20, 2, 252.8],
    [21, 2, 266.5],
    [36, 3, 490.3],
  ])(
    "%i players, %i tables, 10 games each: every seat exactly once, every pair meets, pair Σ² below %f",
    (players, tables, peer) => {
      const seating = makeSeating({
        players: numberedPlayers(players),
        tables,
        games: 10,
        seed: 1,
      });
      const { seats } = count(seating);
      for (const row of seats) expect(row).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      const { pair, never } = pairFigures(seating);
      expect(never).toBe(0);
      expect(pair).toBeLessThan(peer);
    },
  );

  it("20 players at 2 tables reach the optimum 236.8 (a Hadamard design: Σ of squares of the split vectors' products ≥ 1000)", () => {
    const { pair } = pairFigures(
      makeSeating({ players: numberedPlayers(20), tables: 2, games: 10, seed: 1 }),
    );
    expect(pair).toBeCloseTo(236.84, 1);
  });

  it("50 players, 5 tables, 12 games: no pair left unmet, seats 1 or 2 times each", () => {
    const seating = makeSeating({ players: numberedPlayers(50), tables: 5, games: 12, seed: 3 });
    expect(pairFigures(seating).never).toBe(0);
    for (const row of count(seating).seats) {
      expect(row.filter((n) => n === 2)).toHaveLength(2);
      expect(row.filter((n) => n === 1)).toHaveLength(8);
    }
  });
});
