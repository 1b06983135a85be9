/**
 * =MAFIA_SERIES in the built bundle (SERIES.md), called as Sheets calls it: a 2D Games range
 * with a «Турнир» column and an optional rules range. The figures are worked out by hand in
 * the comments (seasonHelpers.ts: each tournament one game, its players placed in order).
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { placedGame, seasonTable, ten } from "../engine/seasonHelpers";
import { RU_HEADER } from "./tables";
import { loadBundle, type SheetsContext } from "./sheetsContext";

let sheets: SheetsContext;
beforeAll(() => {
  sheets = loadBundle();
});

const P = ten("P");
/** Кубок: P0…P9 in order; Лига: P1 first, P0 second, then P2…P9; Осень: P9 first, then P0…P8. */
const SEASON = seasonTable(
  placedGame(1, "Кубок", P),
  placedGame(1, "Лига", [P[1], P[0], ...P.slice(2)] as string[]),
  placedGame(1, "Осень", [P[9], ...P.slice(0, 9)] as string[]),
);

describe("=MAFIA_SERIES in dist/Code.js", () => {
  it("is a top-level custom function with its JSDoc in both languages", () => {
    const code = readFileSync("dist/Code.js", "utf8");
    const match = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*function MAFIA_SERIES\(games, rules\)/.exec(
      code,
    );
    expect(match).not.toBeNull();
    expect(match?.[1]).toContain("@customfunction");
    expect(match?.[1]).toMatch(/@param \{[^}]+\} games Таблица игр .* \/ The games table/);
  });

  it("ranks a season by field: each tournament's places, the sums, countback", () => {
    // By field, N = 10. P0: 10 + 9 + 9 = 28; P1: 9 + 10 + 8 = 27; P2: 8 + 8 + 7 = 23;
    // P5: 5 + 5 + 4 = 14; P9: 1 + 1 + 10 = 12; P6: 4 + 4 + 3 = 11.
    const grid = sheets.call("MAFIA_SERIES", SEASON) as unknown[][];
    expect(grid.slice(0, 4)).toEqual([
      ["Место", "Игрок", "Очки", "Турниров", "Отброшено", "Кубок", "Лига", "Осень"],
      [1, "P0", 28, 3, 0, 10, 9, 9],
      [2, "P1", 27, 3, 0, 9, 10, 8],
      [3, "P2", 23, 3, 0, 8, 8, 7],
    ]);
    expect(grid.slice(6, 9)).toEqual([
      [6, "P5", 14, 3, 0, 5, 5, 4],
      [7, "P9", 12, 3, 0, 1, 1, 10],
      [8, "P6", 11, 3, 0, 4, 4, 3],
    ]);
  });

  it("takes a rules range: a list of points and the best results", () => {
    // 25; 18; 15, best 2. P0: 25, 18, 18 → 43, 18 dropped; P1: 18, 25, 15 → 43, 15 dropped;
    // equal points, one first place each, P0 a second place more: P0 first. P2: 15, 15, 0 → 30.
    const rules = [
      ["Настройка", "Значение"],
      ["Серия: очки за места", "25; 18; 15"],
      ["Серия: лучших турниров", 2],
    ];
    const grid = sheets.call("MAFIA_SERIES", SEASON, rules) as unknown[][];
    expect(grid.slice(1, 4)).toEqual([
      [1, "P0", 43, 3, 18, 25, 18, 18],
      [2, "P1", 43, 3, 15, 18, 25, 15],
      [3, "P2", 30, 3, 0, 15, 15, 0],
    ]);
  });

  it("refuses a range without a «Турнир» column, saying the column is needed", () => {
    const plain = [RU_HEADER, ...placedGame(1, "", P).map((row) => row.slice(0, 11))];
    expect(() => sheets.call("MAFIA_SERIES", plain)).toThrow(
      "для серии нужен столбец «Турнир»: в нём каждая строка называет турнир своей игры",
    );
  });

  it("shows the problems while a finished game of any tournament is invalid", () => {
    const broken = SEASON.map((row) => [...row]);
    broken[15]![11] = "";
    expect(() => sheets.call("MAFIA_SERIES", broken)).toThrow(
      "Ошибки в протоколе игр:\nИгра 1 (турнир «Лига»): не указан турнир (строка 16); впишите его в столбец «Турнир»",
    );
  });

  it("MAFIA_STANDINGS over the same range counts every tournament together", () => {
    // P0: places 1, 2, 2 of the three games: 4 + 3 + 3 points.
    const grid = sheets.call("MAFIA_STANDINGS", SEASON) as unknown[][];
    expect(grid[1]?.slice(0, 4)).toEqual([1, "P0", 10, 3]);
  });
});
