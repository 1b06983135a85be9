/**
 * The seating's hard rules and balance, checked with counting code written here (not the
 * engine's balance function) on many random configurations.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeSeating, numberedPlayers } from "../../src/seating";
import { count } from "./counting";

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
