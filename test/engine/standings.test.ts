/**
 * The tie-breaks of RULES.md, each level deciding a pair that every earlier level ties, both
 * on the ranking itself (synthetic totals) and end to end from games (evaluate).
 */
import { describe, expect, it } from "vitest";
import { CLUB_SYSTEM, evaluate, type PlayerTotals } from "../../src/engine";
import { rankPlayers } from "../../src/engine/standings";
import { gameRows, ruTable, standingOf } from "./helpers";

const RED = "Красные";
const BLACK = "Чёрные";

function totals(name: string, figures: Partial<PlayerTotals> = {}): PlayerTotals {
  return {
    key: name.toLowerCase(),
    name,
    points: 10,
    games: 5,
    wins: 2,
    losses: 3,
    bestPlayer: 1,
    donWins: 0,
    sheriffWins: 0,
    mafiaWins: 0,
    firstKilled: 0,
    civilianWins: 0,
    sheriffDonWins: 0,
    bonus: 0,
    ci: 0,
    finalGames: 0,
    mainPoints: 0,
    semiPoints: 0,
    finalPoints: 0,
    pointsPerGame: 2,
    ...figures,
  };
}

describe("each level decides what the earlier levels tie (synthetic totals)", () => {
  // The loser of each pair is named «А…» so that alphabetical order alone would put it first.
  const cases: [string, Partial<PlayerTotals>, Partial<PlayerTotals>][] = [
    ["1 points", { points: 10.5 }, { points: 10 }],
    ["2 wins", { wins: 3, games: 6, losses: 3 }, { wins: 2, games: 5, losses: 3 }],
    ["3 fewer losses", { games: 4, wins: 2, losses: 2 }, { games: 5, wins: 2, losses: 3 }],
    ["4 best player", { bestPlayer: 2 }, { bestPlayer: 1 }],
    ["5 Don wins", { donWins: 1, mafiaWins: 0 }, { donWins: 0, mafiaWins: 1 }],
    ["6 Sheriff wins", { sheriffWins: 1 }, { sheriffWins: 0, mafiaWins: 1 }],
    ["7 Mafia wins", { mafiaWins: 1 }, { mafiaWins: 0, firstKilled: 3 }],
    ["8 killed first night", { firstKilled: 2 }, { firstKilled: 1 }],
  ];
  for (const [level, better, worse] of cases) {
    it(`level ${level}`, () => {
      const ranked = rankPlayers(CLUB_SYSTEM, [totals("Аркадий", worse), totals("Яна", better)]);
      expect(ranked.map((s) => [s.place, s.name])).toEqual([
        [1, "Яна"],
        [2, "Аркадий"],
      ]);
    });
  }

  it("a later figure never outweighs an earlier one", () => {
    const ranked = rankPlayers(CLUB_SYSTEM, [
      totals("Б", {
        wins: 2,
        bestPlayer: 9,
        donWins: 9,
        sheriffWins: 9,
        mafiaWins: 9,
        firstKilled: 9,
      }),
      totals("А", { wins: 3, losses: 2, bestPlayer: 0 }),
    ]);
    expect(ranked.map((s) => s.name)).toEqual(["А", "Б"]);
  });

  it("full ties share the place (1, 2, 2, 4) and are listed alphabetically", () => {
    const ranked = rankPlayers(CLUB_SYSTEM, [
      totals("Шторм", { points: 1 }),
      totals("Ёлка", { key: "елка" }),
      totals("Вишня"),
      totals("Барон", { points: 20 }),
    ]);
    expect(ranked.map((s) => [s.place, s.name])).toEqual([
      [1, "Барон"],
      [2, "Вишня"],
      [2, "Ёлка"],
      [4, "Шторм"],
    ]);
  });

  it("three tied and one more: 1, 1, 1, 4", () => {
    const ranked = rankPlayers(CLUB_SYSTEM, [
      totals("В"),
      totals("Б"),
      totals("Г", { points: 0 }),
      totals("А"),
    ]);
    expect(ranked.map((s) => [s.place, s.name])).toEqual([
      [1, "А"],
      [1, "Б"],
      [1, "В"],
      [4, "Г"],
    ]);
  });
});

describe("each level end to end, from games", () => {
  // Correct picks change only points, so they balance points between the two players.
  const rank = (...games: unknown[][][]) => evaluate(ruTable(...games));
  const expectOrder = (evaluation: ReturnType<typeof evaluate>, first: string, second: string) => {
    expect(evaluation.issues).toEqual([]);
    const a = standingOf(evaluation, first);
    const b = standingOf(evaluation, second);
    expect(a.place).toBeLessThan(b.place!);
    expect(a.points).toBe(b.points);
  };

  it("2: equal points, more wins", () => {
    // Яна: Civilian on a red win, 3. Аким: Civilian on a black win with 3 correct picks, 3.
    const e = rank(
      gameRows(1, RED, { 2: { player: "Яна" } }),
      gameRows(2, BLACK, { 2: { player: "Аким", correct: 3 } }),
    );
    expectOrder(e, "Яна", "Аким");
    expect([standingOf(e, "Яна").wins, standingOf(e, "Аким").wins]).toEqual([1, 0]);
  });

  it("3: equal points and wins, fewer losses", () => {
    // Яна: one red win, 3. Аким: one red win (3) and one black win as Civilian (0), 3.
    const e = rank(
      gameRows(1, RED, { 2: { player: "Яна" }, 4: { player: "Аким" } }),
      gameRows(2, BLACK, { 4: { player: "Аким" } }),
    );
    expectOrder(e, "Яна", "Аким");
    expect(standingOf(e, "Яна")).toMatchObject({ points: 3, wins: 1, losses: 0 });
    expect(standingOf(e, "Аким")).toMatchObject({ points: 3, wins: 1, losses: 1 });
  });

  it("4: equal points, wins, losses; more times best player", () => {
    // Яна: Civilian win + best player, 5. Аким: Civilian win + 2 correct picks, 5.
    const e = rank(
      gameRows(1, RED, {
        2: { player: "Яна", bestPlayer: true },
        4: { player: "Аким", correct: 2 },
      }),
    );
    expectOrder(e, "Яна", "Аким");
  });

  it("5: … more wins as Don", () => {
    // Яна: Don on a black win, 5. Аким: Mafia on the same win + 1 correct pick, 5.
    const e = rank(gameRows(1, BLACK, { 7: { player: "Яна" }, 5: { player: "Аким", correct: 1 } }));
    expectOrder(e, "Яна", "Аким");
    expect(standingOf(e, "Аким").mafiaWins).toBe(1);
  });

  it("6: … more wins as Sheriff", () => {
    // Яна: Sheriff on a red win, 4. Аким: Civilian on the same win + 1 correct pick, 4.
    const e = rank(gameRows(1, RED, { 3: { player: "Яна" }, 2: { player: "Аким", correct: 1 } }));
    expectOrder(e, "Яна", "Аким");
  });

  it("7: … more wins as Mafia", () => {
    // Яна: Mafia on a black win, 4. Аким: Civilian on a red win + 1 correct pick, 4.
    const e = rank(
      gameRows(1, BLACK, { 5: { player: "Яна" } }),
      gameRows(2, RED, { 2: { player: "Аким", correct: 1 } }),
    );
    expectOrder(e, "Яна", "Аким");
  });

  it("8: … more times killed first night", () => {
    // Both Civilians on a black win, 0; Яна was killed first night.
    const e = rank(
      gameRows(1, BLACK, { 2: { player: "Яна", firstKilled: true }, 4: { player: "Аким" } }),
    );
    expectOrder(e, "Яна", "Аким");
  });

  it("9: still equal — the same place, alphabetical order", () => {
    const e = rank(gameRows(1, BLACK, { 2: { player: "Яна" }, 4: { player: "Аким" } }));
    const a = standingOf(e, "Аким");
    const b = standingOf(e, "Яна");
    expect(a.place).toBe(b.place);
    const names = e.standings.map((s) => s.name);
    expect(names.indexOf("Аким")).toBe(names.indexOf("Яна") - 1);
  });

  it("places follow standard competition ranking from games: 1, 2, 2, 4", () => {
    // Лидер: Don win + best player, 7. Вика and Боря: Civilians on a loss, 0 each, equal in all.
    // Гоша: Sheriff on a loss, −1. The others of the game are left out of the check.
    const e = rank(
      gameRows(1, BLACK, {
        7: { player: "Лидер", bestPlayer: true },
        2: { player: "Вика" },
        4: { player: "Боря" },
        3: { player: "Гоша" },
      }),
    );
    const shown = e.standings
      .filter((s) => ["Лидер", "Вика", "Боря", "Гоша"].includes(s.name))
      .map((s) => [s.name, s.points]);
    expect(shown).toEqual([
      ["Лидер", 7],
      ["Боря", 0],
      ["Вика", 0],
      ["Гоша", -1],
    ]);
    expect(standingOf(e, "Лидер").place).toBe(1);
    expect(standingOf(e, "Боря").place).toBe(standingOf(e, "Вика").place);
  });
});

describe("totals", () => {
  it("counts games, wins, losses and the role wins", () => {
    const e = evaluate(
      ruTable(
        gameRows(1, BLACK, { 7: { player: "Лис", bestPlayer: true } }), // Don win, 7
        gameRows(2, RED, { 3: { player: "Лис" } }), // Sheriff win, 4
        gameRows(3, BLACK, { 5: { player: "Лис" } }), // Mafia win, 4
        gameRows(4, RED, { 9: { player: "Лис", remarks: 1 } }), // Mafia loss, −0.5
        gameRows(5, BLACK, { 1: { player: "Лис", firstKilled: true, bestMove: "5 7 9" } }), // Civilian loss + ЛХ-3, 2
      ),
    );
    expect(standingOf(e, "Лис")).toMatchObject({
      points: 16.5,
      games: 5,
      wins: 3,
      losses: 2,
      bestPlayer: 1,
      donWins: 1,
      sheriffWins: 1,
      mafiaWins: 1,
      firstKilled: 1,
    });
  });
});
