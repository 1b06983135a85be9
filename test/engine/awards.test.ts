/**
 * Nominations (AWARDS.md): worked examples with figures counted by hand, and the rule restated
 * independently over the seats' points for random seasons.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  awardsGrid,
  CLUB_SYSTEM,
  decideAwards,
  evaluate,
  viewGrid,
  type ScoringSystem,
} from "../../src/engine";
import { gameRows, ruTable, seasonArb } from "./helpers";

/**
 * Three games (Club points). Game 1, red win: Лис, Сова, Пчёлка (a remark) Civilians, Кеша
 * Sheriff, Барон and Граф Mafia, Док Don. Game 2, black win: the same seats, Граф a correct
 * pick. Game 3, black win: Лис Don.
 *   Лис: Civilian 3 + 0, Don 5 — 8 in 3 games.   Сова: Civilian 3 + 0 — 3 in 2.
 *   Пчёлка: Civilian 2.5 + 0 in 2.   Кеша: Sheriff 4 − 1 = 3 in 2.
 *   Барон: Mafia 0 + 4 = 4 in 2.   Граф: Mafia 0 + 4 + 1 = 5 in 2 (bonus 1).   Док: Don −1 + 5 = 4.
 * Every other seat is a one-game player «G<game>-<seat>».
 */
function season(): unknown[][] {
  const seats = {
    1: { player: "Лис" },
    2: { player: "Сова" },
    3: { player: "Кеша" },
    4: { player: "Пчёлка" },
    5: { player: "Барон" },
    7: { player: "Док" },
    9: { player: "Граф" },
  };
  return ruTable(
    gameRows(1, "Красные", { ...seats, 4: { player: "Пчёлка", remarks: 1 } }),
    gameRows(2, "Чёрные", { ...seats, 9: { player: "Граф", correct: 1 } }),
    gameRows(3, "Чёрные", { 7: { player: "Лис" } }),
  );
}

const grid = (system: Partial<ScoringSystem>, lang: "ru" | "en" = "ru") => {
  const result = viewGrid(
    evaluate(season(), { system: { ...CLUB_SYSTEM, ...system } }),
    "awards",
    lang,
  );
  if (!result.ok) throw new Error("no awards");
  return result.grid;
};

describe("nominations", () => {
  it("with a minimum of two games: one contender wins, two go to the lower listed, three to nobody", () => {
    expect(grid({ awardsMinGames: 2 })).toEqual([
      ["Номинация", "Игрок", "Очки", "Игры", "Претендентов"],
      ["Лучший игрок", "Лис", 8, 3, 1],
      // Лис and Сова: 3 points in 2 games each; Сова is listed lower (3 against 8).
      ["Лучший мирный", "Сова", 3, 2, 2],
      ["Лучший шериф", "Кеша", 3, 2, 1],
      // Лис, Сова and Кеша: 3 in 2 each.
      ["Лучший красный", "", 3, 2, 3],
      ["Лучшая мафия", "Граф", 5, 2, 1],
      ["Лучший дон", "Док", 4, 2, 1],
      ["Лучший чёрный", "Граф", 5, 2, 1],
    ]);
  });

  it("equal points in fewer games are better: Лис's one Don game beats Граф's two", () => {
    const rows = grid({});
    // Game 1's one-game Civilians (seats 6, 8, 10: 3 in 1) beat Лис and Сова (3 in 2).
    expect(rows[2]).toEqual(["Лучший мирный", "", 3, 1, 3]);
    expect(rows[6]).toEqual(["Лучший дон", "Лис", 5, 1, 1]);
    expect(rows[7]).toEqual(["Лучший чёрный", "Лис", 5, 1, 1]);
  });

  it("by bonus points: a seat's points without the win or loss points", () => {
    const rows = grid({ awardsBy: "bonus", awardsMinGames: 2 }, "en");
    expect(rows[0]).toEqual(["Award", "Player", "Points", "Games", "Contenders"]);
    expect(rows[1]).toEqual(["Best player", "Граф", 1, 2, 1]);
    // Пчёлка's remark: −0.5; Лис and Сова have 0 in 2, and Сова is listed lower.
    expect(rows[2]).toEqual(["Best civilian", "Сова", 0, 2, 2]);
  });

  it("with no candidate the row is empty but its name and a 0", () => {
    expect(grid({ awardsMinGames: 3 })).toEqual([
      ["Номинация", "Игрок", "Очки", "Игры", "Претендентов"],
      ["Лучший игрок", "Лис", 8, 3, 1],
      ["Лучший мирный", "", "", "", 0],
      ["Лучший шериф", "", "", "", 0],
      ["Лучший красный", "", "", "", 0],
      ["Лучшая мафия", "", "", "", 0],
      ["Лучший дон", "", "", "", 0],
      ["Лучший чёрный", "", "", "", 0],
    ]);
  });

  it("a player without a place counts as listed below every placed player", () => {
    // «Минимум игр» 3: only Лис has a place; of Лис and Сова, Сова (no place) is listed lower.
    const evaluation = evaluate(season(), {
      system: { ...CLUB_SYSTEM, minGames: 3, awardsMinGames: 2 },
    });
    expect(evaluation.standings.find((s) => s.name === "Сова")?.place).toBeNull();
    expect(decideAwards(evaluation)[1]?.winner?.name).toBe("Сова");
  });

  it("the empty table has seven empty nominations", () => {
    const empty = evaluate(ruTable());
    expect(
      awardsGrid(decideAwards(empty), "en")
        .slice(1)
        .map((row) => row.slice(1)),
    ).toEqual(Array.from({ length: 7 }, () => ["", "", "", 0]));
  });
});

// ---------------------------------------------------------------------------------------------
// The rule restated over the seats' points, for random seasons.

const ROLES_OF: Record<string, readonly string[]> = {
  player: ["Мирный", "Шериф", "Мафия", "Дон"],
  civilian: ["Мирный"],
  sheriff: ["Шериф"],
  red: ["Мирный", "Шериф"],
  mafia: ["Мафия"],
  don: ["Дон"],
  black: ["Мафия", "Дон"],
};

describe("nomination properties", () => {
  it("the winner and contenders are those the rule names, over the seats' own points", () => {
    fc.assert(
      fc.property(
        seasonArb(8),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom("points", "bonus"),
        (rows, minGames, by) => {
          const table = ruTable(rows);
          const system = { ...CLUB_SYSTEM, awardsMinGames: minGames, awardsBy: by } as const;
          const evaluation = evaluate(table, { system });
          const order = evaluation.standings.map((s) => s.key);
          for (const award of decideAwards(evaluation)) {
            const roles = ROLES_OF[award.key]!;
            const figures = new Map<string, { points: number; games: number }>();
            for (const game of evaluation.games) {
              if (game.status !== "finished") continue;
              for (const score of game.scores) {
                const roleIndex = ["civilian", "sheriff", "mafia", "don"].indexOf(score.row.role!);
                if (!roles.includes(ROLES_OF.player![roleIndex]!)) continue;
                const f = figures.get(score.row.playerKey) ?? { points: 0, games: 0 };
                f.points += by === "bonus" ? score.points - score.outcome - score.ci : score.points;
                f.games++;
                figures.set(score.row.playerKey, f);
              }
            }
            const candidates = [...figures].filter(([, f]) => f.games >= minGames);
            const beats = (a: { points: number; games: number }, b: typeof a) =>
              a.points > b.points + 1e-9 ||
              (Math.abs(a.points - b.points) <= 1e-9 && a.games < b.games);
            const contenders = candidates
              .filter(([, c]) => !candidates.some(([, d]) => beats(d, c)))
              .map(([key]) => key)
              .sort((a, b) => order.indexOf(a) - order.indexOf(b));
            expect(award.contenders.map((c) => c.key)).toEqual(contenders);
            const expected = contenders.length <= 2 ? contenders.at(-1) : undefined;
            expect(award.winner?.key).toBe(expected);
            if (award.winner !== null) {
              expect(award.winner.games).toBeGreaterThanOrEqual(minGames);
              const top = Math.max(...candidates.map(([, c]) => c.points));
              expect(award.winner.points).toBeCloseTo(top, 9);
            }
          }
        },
      ),
    );
  });
});
