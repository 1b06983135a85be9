/** The balance figures on a schedule small enough to count by hand. */
import { describe, expect, it } from "vitest";
import { balanceWords, scheduleBalance } from "../../src/seating";

describe("seating: balance figures", () => {
  it("11 players, 1 table, 2 rounds: player 10 sits out round 1, player 0 round 2", () => {
    // Round 1: players 0–9 in seats 1–10.
    // Round 2: player 10 in seat 1, players 1–9 again in seats 2–10.
    const games = [
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    ];
    // G would be 20/11 per player;
    // the figures take the G they are given: say G = 2 for players 1–9.
    const b = scheduleBalance(games, 11, 2);
    // Seats, mean 0.2: players 1–9 sit in the same seat twice → (2 − 0.2)² + 9·0.2² = 3.6 each,
    //   32.4; players 0 and 10 one seat once → 0.8² + 9·0.2² = 1.0 each. Total 34.4.
    expect(b.seat).toBeCloseTo(34.4, 6);
    // Pairs, t = 9·2/10 = 1.8: among 1–9 (36 pairs) 2 games → 0.04 each = 1.44; 0 or 10 with 1–9
    //   (18 pairs) 1 game → 0.64 each = 11.52; 0 with 10 never → 3.24. Total 16.2.
    expect(b.pairTarget).toBeCloseTo(1.8, 6);
    expect(b.pair).toBeCloseTo(16.2, 6);
    expect(b.neverMeet).toBe(1);
    expect(b.fewestMeetings).toBe(0);
    expect(b.mostMeetings).toBe(2);
    // In words: players 1–9 twice in one seat, nobody in a seat he never had; 0 and 10 never meet.
    expect(balanceWords(b, "ru")).toEqual([
      "Места: каждый игрок сидит на каждом месте 0–2 раза",
      "Пары: каждая пара игроков встречается за столом 0–2 раза",
      "Не встречаются ни разу: 1 пара",
    ]);
    expect(balanceWords(b, "en")).toEqual([
      "Seats: each player sits in each seat 0–2 times",
      "Pairs: each pair of players meets at a table 0–2 times",
      "Never meet: 1 pair",
    ]);
    expect(b.players[0]).toEqual({
      seats: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      fewestMeetings: 0,
      mostMeetings: 1,
    });
    expect(b.players[9]!.seats).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it("teammates, who never meet by design, are no pair that never meets", () => {
    // Players 0 and 1 are teammates: one plays each game; players 2–10 play both.
    const teams = ["Ладья", "Ладья", "", "", "", "", "", "", "", "", ""];
    const b = scheduleBalance(
      [
        [0, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      ],
      11,
      2,
      teams,
    );
    // 0 or 1 with each of 2–10 once, 2–10 with each other twice; 0 and 1 are not counted.
    expect(b.neverMeet).toBe(0);
    expect(b.fewestMeetings).toBe(1);
    expect(b.mostMeetings).toBe(2);
    expect(balanceWords(b, "ru")[1]).toBe(
      "Пары: каждая пара игроков встречается за столом 1–2 раза",
    );
  });
});
