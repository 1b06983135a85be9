/**
 * Each player's schedule (playerSchedules): every seat of every game belongs to exactly one
 * player's list, in game order; spellings of one name are one player; blank seats are nobody's.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playerSchedules, type ScheduledSeats } from "../../src/seating";

const NAMES = ["Алёна", "Борис", "Вика", "Гена", "Даша", "Егор", "Жанна", "Зоя", "Игорь", "Кира"];

describe("playerSchedules", () => {
  it("merges one player's spellings (case, ё/е, spaces), skips blank seats, sorts by name", () => {
    const games: ScheduledSeats[] = [
      { round: "1", table: "1", game: "1", players: ["Игрок 10", "алена", "", "Игрок 2"] },
      { round: "2", table: "3", game: "4", players: ["Игрок 2", " Алёна ", "Борис"] },
    ];
    const { rounds, players } = playerSchedules(games);
    expect(rounds).toEqual(["1", "2"]);
    expect(players.map((p) => p.name)).toEqual(["алена", "Борис", "Игрок 2", "Игрок 10"]);
    expect(players[0]?.seats).toEqual([
      { round: "1", table: "1", game: "1", seat: 2 },
      { round: "2", table: "3", game: "4", seat: 2 },
    ]);
    expect(players[2]?.seats.map((s) => s.seat)).toEqual([4, 1]);
  });

  it("gives every seat of every game to exactly one player (property)", () => {
    const game = fc.record({
      round: fc.constantFrom("1", "2", "3"),
      table: fc.constantFrom("1", "2"),
      players: fc.array(fc.constantFrom(...NAMES, ""), { minLength: 10, maxLength: 10 }),
    });
    fc.assert(
      fc.property(fc.array(game, { maxLength: 8 }), (drawn) => {
        const games = drawn.map((g, i) => ({ ...g, game: String(i + 1) }));
        const { players, rounds } = playerSchedules(games);
        const listed = players.flatMap((p) => p.seats.map((s) => `${s.game}/${s.seat}`));
        const filled = games.flatMap((g) =>
          g.players.flatMap((name, s) => (name === "" ? [] : [`${g.game}/${s + 1}`])),
        );
        expect([...listed].sort()).toEqual([...filled].sort());
        for (const p of players) {
          const order = p.seats.map((s) => Number(s.game));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          for (const s of p.seats)
            expect(games[Number(s.game) - 1]?.players[s.seat - 1]).toBe(p.name);
        }
        expect(new Set(rounds).size).toBe(rounds.length);
      }),
    );
  });
});
