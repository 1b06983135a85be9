/**
 * The judges' sheets' layout (AWARDS.md, "The judges' sheets"), worked by hand: what goes in
 * which cell of «Бланки» and «Расписание» for a small seating.
 */
import { describe, expect, it } from "vitest";
import {
  BLOCK_ROWS,
  FIRST_BLOCK_ROW,
  scheduleLayout,
  scoreSheetsLayout,
} from "../../src/sheets/seating/judgeSheets";
import type { SeatingSheetGame } from "../../src/sheets/seating/seatingSheet";

const TEN = ["Алёна", "Борис", "Вика", "Гена", "Даша", "Егор", "Жанна", "Зоя", "Игорь", "Кира"];

/** Two rounds of one table each: round 2 seats the same ten in reverse; game 3 is the final. */
const GAMES: SeatingSheetGame[] = [
  { round: "1", table: "1", game: "1", players: TEN, stage: "main" },
  { round: "2", table: "1", game: "2", players: [...TEN].reverse(), stage: "main" },
];

describe("«Бланки»: one block per game", () => {
  it("a page title, a blank row, then title, header, ten seats, «Победили» and a blank row", () => {
    const { values, blocks } = scoreSheetsLayout(GAMES, "Кубок", "ru");
    expect(values[0]).toEqual(["Кубок — бланки судей", "", "", "", "", ""]);
    expect(values[1]).toEqual(["", "", "", "", "", ""]);
    expect(values[2]).toEqual(["'Игра 1 · тур 1 · стол 1", "", "", "", "", ""]);
    expect(values[3]).toEqual(["Место", "Игрок", "Роль", "Фолы", "Лучший ход", "Доп. баллы"]);
    expect(values[4]).toEqual([1, "Алёна", "", "", "", ""]);
    expect(values[13]).toEqual([10, "Кира", "", "", "", ""]);
    expect(values[14]).toEqual(["Победили", "", "", "", "", ""]);
    expect(values[15]).toEqual(["", "", "", "", "", ""]);
    // The second game's block starts right after: seat 1 is Кира now.
    expect(values[16]?.[0]).toBe("'Игра 2 · тур 2 · стол 1");
    expect(values[18]).toEqual([1, "Кира", "", "", "", ""]);
    expect(values).toHaveLength(2 + 2 * BLOCK_ROWS);
    expect(blocks).toEqual([
      { title: FIRST_BLOCK_ROW, header: 4, winner: 15 },
      { title: 17, header: 18, winner: 29 },
    ]);
    expect(values.every((row) => row.length === 6)).toBe(true);
  });

  it("names the stage of a final, leaves out a blank round or table, and speaks English", () => {
    const final: SeatingSheetGame = {
      round: "",
      table: "",
      game: "7",
      players: TEN,
      stage: "final",
    };
    expect(scoreSheetsLayout([final], "Cup", "ru").values[2]?.[0]).toBe("'Игра 7 · Финал");
    const { values } = scoreSheetsLayout(GAMES, "Cup", "en");
    expect(values[0]?.[0]).toBe("Cup — judges' score sheets");
    expect(values[2]?.[0]).toBe("'Game 1 · round 1 · table 1");
    expect(values[3]).toEqual(["Seat", "Player", "Role", "Fouls", "Best move", "Extra points"]);
    expect(values[14]?.[0]).toBe("Winner");
  });

  it("keeps a name as text (a formula-like or numeric name is escaped) and an empty seat empty", () => {
    const players = ["=1+1", "007", ...TEN.slice(2, 9), ""];
    const { values } = scoreSheetsLayout(
      [{ round: "1", table: "2", game: "5", players, stage: "main" }],
      "=HYPERLINK()",
      "ru",
    );
    expect(values[0]?.[0]).toBe("'=HYPERLINK() — бланки судей");
    expect(values[4]?.[1]).toBe("'=1+1");
    expect(values[5]?.[1]).toBe("'007");
    expect(values[13]).toEqual([10, "", "", "", "", ""]);
  });
});

describe("«Расписание»: each player's table and seat in every round", () => {
  it("one row per player by name, a column per round", () => {
    const tables: SeatingSheetGame[] = [
      { round: "1", table: "1", game: "1", players: TEN, stage: "main" },
      {
        round: "1",
        table: "2",
        game: "2",
        players: [
          "Лёва",
          "Маша",
          "Нина",
          "Олег",
          "Петя",
          "Рита",
          "Саша",
          "Таня",
          "Ульяна",
          "Фёдор",
        ],
        stage: "main",
      },
      { round: "2", table: "2", game: "3", players: [...TEN].reverse(), stage: "main" },
    ];
    const { values, players } = scheduleLayout(tables, "ru");
    expect(players).toBe(20);
    expect(values[0]).toEqual(["Игрок", "'Тур 1", "'Тур 2"]);
    // Алёна: seat 1 at table 1, then seat 10 at table 2; Лёва plays round 1 only.
    expect(values[1]).toEqual(["Алёна", "'Стол 1 · место 1", "'Стол 2 · место 10"]);
    expect(values[2]).toEqual(["Борис", "'Стол 1 · место 2", "'Стол 2 · место 9"]);
    const leva = values.find((row) => row[0] === "Лёва");
    expect(leva).toEqual(["Лёва", "'Стол 2 · место 1", ""]);
    expect(values.map((row) => row[0]).slice(1, 4)).toEqual(["Алёна", "Борис", "Вика"]);
    expect(scheduleLayout(tables, "en").values[1]).toEqual([
      "Алёна",
      "'Table 1 · seat 1",
      "'Table 2 · seat 10",
    ]);
  });
});
