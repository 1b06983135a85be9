/**
 * MAFIA_STATS's views «номинации» / awards and «команды» / teams through the built bundle, called
 * as Sheets calls a custom function: the wiring, headers and errors (the figures are the
 * engine's, tested there).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadBundle, type SheetsContext } from "./sheetsContext";
import { gameRows, PLAYERS_A, PLAYERS_B, RU_HEADER, simpleSeats, type Row } from "./tables";

let sheets: SheetsContext;
beforeAll(() => {
  sheets = loadBundle();
});

/**
 * Game 1, red wins: Алёна, Борис, Глеб, Егор, Зоя, Кира Civilians (3 each), Дина Sheriff (4), Вера
 * and Иван Mafia (0), Жанна Don (−1); seats 1–5 team «Север», 6–10 «Юг». Game 2, black wins:
 * Ника and Ульяна Mafia (4), Сева Don (5), Пётр Sheriff (−1), the rest Civilians (0), no team.
 */
function tournament(
  teamOfGame1: (seat: number) => string = (seat) => (seat <= 5 ? "Север" : "Юг"),
): Row[] {
  const one = gameRows(1, "Красные", simpleSeats(PLAYERS_A)).map((row, i) => [
    ...row,
    teamOfGame1(i + 1),
  ]);
  const two = gameRows(2, "Чёрные", simpleSeats(PLAYERS_B)).map((row) => [...row, ""]);
  return [[...RU_HEADER, "Команда"], ...one, ...two];
}

describe("MAFIA_STATS «номинации»", () => {
  it("gives the seven nominations under their header, in the table's language", () => {
    expect(sheets.call("MAFIA_STATS", tournament(), "", "Номинации")).toEqual([
      ["Номинация", "Игрок", "Очки", "Игры", "Претендентов"],
      ["Лучший игрок", "Сева", 5, 1, 1],
      ["Лучший мирный", "", 3, 1, 6],
      ["Лучший шериф", "Дина", 4, 1, 1],
      ["Лучший красный", "Дина", 4, 1, 1],
      // Ника and Ульяна: 4 in 1, equal on everything; Ульяна is listed lower.
      ["Лучшая мафия", "Ульяна", 4, 1, 2],
      ["Лучший дон", "Сева", 5, 1, 1],
      ["Лучший чёрный", "Сева", 5, 1, 1],
    ]);
  });

  it("reads its settings from a rules range, and names a wrong one with its rules row", () => {
    const rules = [
      ["Номинации по", "допам"],
      ["Номинации: минимум игр", 2],
    ];
    const grid = sheets.call("MAFIA_STATS", tournament(), rules, "awards") as unknown[][];
    expect(grid.slice(1).map((row) => row.slice(1))).toEqual(
      Array.from({ length: 7 }, () => ["", "", "", 0]),
    );
    expect(() =>
      sheets.call("MAFIA_STATS", tournament(), [["Номинации по", "баллам"]], "awards"),
    ).toThrow("Правила, строка 1: «Номинации по»: «баллам» — нужно «очкам» или «допам»");
  });
});

describe("MAFIA_STATS «команды»", () => {
  it("ranks the teams by their best members' points", () => {
    expect(sheets.call("MAFIA_STATS", tournament(), [["Team: best", 2]], "teams")).toEqual([
      ["Место", "Команда", "Очки", "Игроки", "Игры", "Победы"],
      [1, "Север", 7, 5, 5, 4],
      [2, "Юг", 6, 5, 5, 3],
    ]);
  });

  it("is its header alone without teams, and an error naming a player in two teams", () => {
    expect(
      sheets.call(
        "MAFIA_STATS",
        tournament(() => ""),
        "",
        "команды",
      ),
    ).toEqual([["Место", "Команда", "Очки", "Игроки", "Игры", "Победы"]]);
    const twice = tournament((seat) => (seat === 1 ? "Север" : "Юг"));
    twice.push(...gameRows(3, "Красные", simpleSeats(PLAYERS_A)).map((row) => [...row, "Юг"]));
    expect(() => sheets.call("MAFIA_STATS", twice, "", "команды")).toThrow(
      "игрок «Алёна» записан в разных командах: «Север» (строка 2) и «Юг» (строка 22)",
    );
    // The other views are not affected.
    expect(sheets.call("MAFIA_STATS", twice, "", "номинации")).toHaveLength(8);
  });
});
