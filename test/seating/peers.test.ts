/**
 * The seating at its default budget against the peer's published schedules
 * (../shared/seating/README.md), with counting code written here. A file of its own: it is the
 * suite's longest, and vitest runs files side by side.
 */
import { describe, expect, it } from "vitest";
import { makeSeating, numberedPlayers, type Seating } from "../../src/seating";
import { count } from "./counting";

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

/** A seating at seed 1, 10 games each; the 20-player one is asked for twice, and made once. */
const made = new Map<string, Seating>();
function seatingOf(players: number, tables: number): Seating {
  const key = `${players}/${tables}`;
  const seating =
    made.get(key) ?? makeSeating({ players: numberedPlayers(players), tables, games: 10, seed: 1 });
  made.set(key, seating);
  return seating;
}

// Each search takes up to 20 s on a quiet 2-core machine; the bound is for failing, not a delay.
describe(
  "seating: balance beats the peer's published schedules (seed 1, the default budget)",
  { timeout: 120_000 },
  () => {
    // MafPlacement's figures for the same configurations: ../shared/seating/README.md.
    it.each([
      [20, 2, 252.8],
      [21, 2, 266.5],
      [36, 3, 490.3],
    ])(
      "%i players, %i tables, 10 games each: every seat exactly once, every pair meets, pair Σ² below %f",
      (players, tables, peer) => {
        const seating = seatingOf(players, tables);
        const { seats } = count(seating);
        for (const row of seats) expect(row).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
        const { pair, never } = pairFigures(seating);
        expect(never).toBe(0);
        expect(pair).toBeLessThan(peer);
      },
    );

    it("20 players at 2 tables reach the optimum 236.8 (a Hadamard design: Σ of squares of the split vectors' products ≥ 1000)", () => {
      const { pair } = pairFigures(seatingOf(20, 2));
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
  },
);
