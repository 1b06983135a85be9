/**
 * Every row of the points table of RULES.md, for every role, on a win and on a loss.
 * Expected numbers are written by hand from the table, never computed by the engine.
 * Default seating (helpers.ts): 1 Civilian, 3 Sheriff, 5 Mafia, 7 Don, 9 Mafia;
 * other seats Civilians.
 */
import { describe, expect, it } from "vitest";
import { evaluate } from "../../src/engine";
import { findGame, gameRows, pointsIn, pointsOf, ruTable, seatPoints, SEAT_OF } from "./helpers";

const RED = "Красные";
const BLACK = "Чёрные";

describe("win and loss", () => {
  // role, seat, points when its side wins, points when its side loses
  const table = [
    ["Civilian", SEAT_OF.civilian, 3, 0],
    ["Sheriff", SEAT_OF.sheriff, 4, -1],
    ["Mafia", SEAT_OF.mafia, 4, 0],
    ["Don", SEAT_OF.don, 5, -1],
  ] as const;
  for (const [role, seat, win, loss] of table) {
    const ownTeam = role === "Civilian" || role === "Sheriff" ? RED : BLACK;
    const otherTeam = ownTeam === RED ? BLACK : RED;
    it(`${role}: win ${win}, loss ${loss}`, () => {
      expect(pointsIn(ownTeam, seat, {})).toBe(win);
      expect(pointsIn(otherTeam, seat, {})).toBe(loss);
    });
  }

  it("scores a whole red win and a whole black win seat by seat", () => {
    const evaluation = evaluate(ruTable(gameRows("R", RED), gameRows("B", BLACK)));
    expect(pointsOf(findGame(evaluation, "R"))).toEqual([3, 3, 4, 3, 0, 3, -1, 3, 0, 3]);
    expect(pointsOf(findGame(evaluation, "B"))).toEqual([0, 0, -1, 0, 4, 0, 5, 0, 4, 0]);
  });
});

describe("bonuses and penalties, each role, win and loss", () => {
  const seats = [
    ["Civilian", SEAT_OF.civilian, 3, 0],
    ["Sheriff", SEAT_OF.sheriff, 4, -1],
    ["Mafia", SEAT_OF.mafia, 4, 0],
    ["Don", SEAT_OF.don, 5, -1],
  ] as const;
  for (const [role, seat, win, loss] of seats) {
    const ownTeam = role === "Civilian" || role === "Sheriff" ? RED : BLACK;
    const otherTeam = ownTeam === RED ? BLACK : RED;
    it(`${role}: correct picks +1 each`, () => {
      expect(pointsIn(ownTeam, seat, { correct: 1 })).toBe(win + 1);
      expect(pointsIn(otherTeam, seat, { correct: 2 })).toBe(loss + 2);
      expect(pointsIn(otherTeam, seat, { correct: "3" })).toBe(loss + 3);
    });
    it(`${role}: best player +2`, () => {
      expect(pointsIn(ownTeam, seat, { bestPlayer: true })).toBe(win + 2);
      expect(pointsIn(otherTeam, seat, { bestPlayer: "TRUE" })).toBe(loss + 2);
    });
    it(`${role}: remark −0.5 each`, () => {
      expect(pointsIn(ownTeam, seat, { remarks: 1 })).toBe(win - 0.5);
      expect(pointsIn(otherTeam, seat, { remarks: "3" })).toBe(loss - 1.5);
    });
    it(`${role}: removal −1`, () => {
      expect(pointsIn(ownTeam, seat, { removed: true })).toBe(win - 1);
      expect(pointsIn(otherTeam, seat, { removed: "TRUE" })).toBe(loss - 1);
    });
  }

  it("adds everything up: Don win + best player + correct pick + 2 remarks + removal", () => {
    // 5 + 2 + 1 − 0.5 − 0.5 − 1 = 6
    expect(
      pointsIn(BLACK, SEAT_OF.don, { bestPlayer: true, correct: 1, remarks: 2, removed: true }),
    ).toBe(6);
  });
  it("can go below zero: Sheriff loss, 2 remarks, removal", () => {
    // −1 − 1 − 1 = −3
    expect(pointsIn(BLACK, SEAT_OF.sheriff, { remarks: 2, removed: true })).toBe(-3);
  });
  it("takes TRUE as 1 in a count column (a checkbox used for correct pick)", () => {
    expect(pointsIn(RED, SEAT_OF.civilian, { correct: true })).toBe(4);
    expect(pointsIn(RED, SEAT_OF.civilian, { correct: "TRUE" })).toBe(4);
    expect(pointsIn(RED, SEAT_OF.civilian, { correct: false })).toBe(3);
    expect(pointsIn(RED, SEAT_OF.civilian, { remarks: true })).toBe(2.5);
  });
  it("takes blank counts as 0 and numeric text as numbers", () => {
    expect(pointsIn(RED, SEAT_OF.civilian, { correct: "", remarks: "" })).toBe(3);
    expect(pointsIn(RED, SEAT_OF.civilian, { correct: " 2 ", remarks: "1" })).toBe(4.5);
  });
  it("counts up to 99, as the judges' form takes them", () => {
    expect(pointsIn(RED, SEAT_OF.civilian, { correct: 99 })).toBe(102);
    expect(pointsIn(RED, SEAT_OF.civilian, { correct: "20", remarks: 99 })).toBe(3 + 20 - 49.5);
  });
  it("accepts the yes/no spellings of the issue", () => {
    for (const yes of [true, 1, "TRUE", "true", "1", "да", "Да", "yes", "YES"]) {
      expect(pointsIn(RED, SEAT_OF.civilian, { bestPlayer: yes })).toBe(5);
    }
    for (const no of [false, 0, "FALSE", "0", "нет", "no", ""]) {
      expect(pointsIn(RED, SEAT_OF.civilian, { bestPlayer: no })).toBe(3);
    }
  });
});

describe("best move", () => {
  // Black seats of the default game: 5, 7, 9.
  const killed = (bestMove: unknown) => ({ firstKilled: true, bestMove });
  it("as a count: 3 black → +2, 2 → +1, 1 or 0 → nothing", () => {
    expect(pointsIn(BLACK, 1, killed(3))).toBe(2);
    expect(pointsIn(BLACK, 1, killed("3"))).toBe(2);
    expect(pointsIn(BLACK, 1, killed(2))).toBe(1);
    expect(pointsIn(BLACK, 1, killed("2"))).toBe(1);
    expect(pointsIn(BLACK, 1, killed(1))).toBe(0);
    expect(pointsIn(BLACK, 1, killed(0))).toBe(0);
    expect(pointsIn(BLACK, 1, killed(""))).toBe(0);
  });
  it("adds to a win as well as to a loss", () => {
    expect(pointsIn(RED, 1, killed(3))).toBe(5);
    expect(pointsIn(RED, 1, killed("2"))).toBe(4);
  });
  it("as seats: the count is worked out from the roles of the game", () => {
    expect(pointsIn(BLACK, 1, killed("5 7 9"))).toBe(2);
    expect(pointsIn(BLACK, 1, killed("5, 7, 9"))).toBe(2);
    expect(pointsIn(BLACK, 1, killed("9 5 7"))).toBe(2);
    expect(pointsIn(BLACK, 1, killed("3 7 9"))).toBe(1); // Sheriff, Don, Mafia
    expect(pointsIn(BLACK, 1, killed("2, 5"))).toBe(0); // one black
    expect(pointsIn(BLACK, 1, killed("5, 9"))).toBe(1); // two seats, both black
    expect(pointsIn(BLACK, 1, killed("5;7"))).toBe(1);
    expect(pointsIn(BLACK, 1, killed("2 4 6"))).toBe(0);
    expect(pointsIn(BLACK, 1, killed("2 4 5"))).toBe(0);
  });
  it("counts seats against the roles of this very game", () => {
    // Same names, other seating: here seats 2, 4 and 6 are the black ones.
    const rows = gameRows(1, BLACK, {
      1: { firstKilled: true, bestMove: "2 4 6" },
      2: { role: "Мафия" },
      4: { role: "Дон" },
      6: { role: "Мафия" },
      5: { role: "Мирный" },
      7: { role: "Мирный" },
      9: { role: "Мирный" },
    });
    expect(seatPoints(evaluate(ruTable(rows)), "1", 1)).toBe(2);
  });
  it("Sheriff killed first night: 0 instead of −1 on a loss, and no best-move points", () => {
    expect(pointsIn(BLACK, SEAT_OF.sheriff, { firstKilled: true })).toBe(0);
    expect(pointsIn(BLACK, SEAT_OF.sheriff, { firstKilled: true, bestMove: 3 })).toBe(0);
    expect(pointsIn(BLACK, SEAT_OF.sheriff, { firstKilled: true, bestMove: "5 7 9" })).toBe(0);
    expect(pointsIn(RED, SEAT_OF.sheriff, { firstKilled: true, bestMove: "5 7 9" })).toBe(4);
    // his other bonuses and penalties still count
    expect(pointsIn(BLACK, SEAT_OF.sheriff, { firstKilled: true, correct: 1, remarks: 1 })).toBe(
      0.5,
    );
  });
  it("a Civilian killed first night keeps his normal loss (0) and win (3)", () => {
    expect(pointsIn(BLACK, SEAT_OF.civilian, { firstKilled: true })).toBe(0);
    expect(pointsIn(RED, SEAT_OF.civilian, { firstKilled: true })).toBe(3);
  });
  it("is an error for a red player not killed first night", () => {
    const evaluation = evaluate(ruTable(gameRows(1, BLACK, { 1: { bestMove: 3 } })));
    const game = findGame(evaluation, "1");
    expect(game.status).toBe("invalid");
    expect(game.issues).toContainEqual(
      expect.objectContaining({
        code: "best-move-not-allowed",
        game: "1",
        row: 2,
        field: "bestMove",
      }),
    );
  });
  it("is an error for a black player, even one killed first night", () => {
    for (const seat of [SEAT_OF.mafia, SEAT_OF.don]) {
      for (const firstKilled of [true, false]) {
        const evaluation = evaluate(
          ruTable(gameRows(1, RED, { [seat]: { firstKilled, bestMove: "2 4 6" } })),
        );
        expect(findGame(evaluation, "1").issues).toContainEqual(
          expect.objectContaining({
            code: "best-move-not-allowed",
            row: seat + 1,
            field: "bestMove",
          }),
        );
      }
    }
  });
  it("is an error when it names the player's own seat", () => {
    const evaluation = evaluate(
      ruTable(gameRows(1, RED, { 1: { firstKilled: true, bestMove: "1 5 7" } })),
    );
    expect(findGame(evaluation, "1").issues).toContainEqual(
      expect.objectContaining({ code: "best-move-own-seat", row: 2 }),
    );
  });
  it("rejects counts above 3, more than three seats, repeated or impossible seats, words", () => {
    for (const bad of [4, "4", "1 2 3 4", "5 5 7", "0 5 7", "5 7 11", "три", 2.25, "-3", "1010"]) {
      const evaluation = evaluate(
        ruTable(gameRows(1, RED, { 1: { firstKilled: true, bestMove: bad } })),
      );
      const game = findGame(evaluation, "1");
      expect(game.status, String(bad)).toBe("invalid");
      expect(game.issues).toContainEqual(
        expect.objectContaining({ code: "bad-best-move", row: 2, field: "bestMove" }),
      );
    }
  });
});

describe("a removal and remarks in one game", () => {
  it("a removed Mafia with two remarks on a black win: 4 − 1 − 1 = 2", () => {
    expect(pointsIn(BLACK, SEAT_OF.mafia, { remarks: 2, removed: true })).toBe(2);
  });
  it("halves add up across games", () => {
    const evaluation = evaluate(
      ruTable(
        gameRows(1, RED, { 1: { player: "Сова", remarks: 1 } }),
        gameRows(2, RED, { 2: { player: "Сова", remarks: 1 } }),
        gameRows(3, RED, { 4: { player: "Сова", remarks: 1 } }),
      ),
    );
    // 2.5 + 2.5 + 2.5
    expect(evaluation.standings.find((s) => s.name === "Сова")?.points).toBe(7.5);
  });
});
