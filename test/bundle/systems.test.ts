/**
 * The rules argument of the custom functions, called on dist/Code.js the way Sheets calls them:
 * a preset name, a rules range as a 2D array, or nothing. Figures worked out by hand.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadBundle, type SheetsContext } from "./sheetsContext";
import { gameRows, PLAYERS_A, PLAYERS_B, RU_HEADER, simpleSeats, type Row } from "./tables";
import { RU_STANDINGS_HEADER } from "../contract";

let sheets: SheetsContext;
beforeAll(() => {
  sheets = loadBundle();
});

const HEADER = [...RU_HEADER, "Доп. баллы"];
const withExtra = (rows: Row[], extra: Record<number, number | string> = {}): Row[] =>
  rows.map((row, i) => [...row, extra[i + 1] ?? ""]);

/**
 * Game 1 (red wins): Алёна (seat 1, Civilian) killed first night names 3 7 9 — three black.
 * Game 2 (black wins): Лев (seat 1, Civilian) killed first night; Пётр (seat 5, Sheriff) has a
 * judge's extra 0.25.
 */
function tournament(): Row[] {
  const a = simpleSeats(PLAYERS_A);
  a[0] = { ...a[0]!, firstKilled: true, bestMove: "3 7 9" };
  const b = simpleSeats(PLAYERS_B);
  b[0] = { ...b[0]!, firstKilled: true };
  return [
    HEADER,
    ...withExtra(gameRows(1, "Красные", a)),
    ...withExtra(gameRows(2, "Чёрные", b), { 5: 0.25 }),
  ];
}

const FIIM_HEADER = [...RU_STANDINGS_HEADER, "Доп. баллы", "Победы шерифом и доном", "Ci"];

describe("MAFIA_STANDINGS(games; rules)", () => {
  it("«ФИИМ»: the FIIM columns; points to 4 decimals at most", () => {
    const grid = sheets.call("MAFIA_STANDINGS", tournament(), "ФИИМ") as unknown[][];
    expect(grid[0]).toEqual(FIIM_HEADER);
    const row = (name: string) => grid.find((r) => r[1] === name);
    // Алёна: win 1 + 0.3 + best move 3 black 0.7 = 2.0; bonus 1.0.
    expect(row("Алёна")).toEqual([1, "Алёна", 2, 1, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0]);
    // Лев: loss 0 + 0.3 + Ci 0.5 (one game: R = 0) = 0.8; bonus 0.3.
    expect(row("Лев")).toEqual([
      expect.any(Number),
      "Лев",
      0.8,
      1,
      0,
      1,
      0,
      0,
      0,
      0,
      1,
      0.3,
      0,
      0.5,
    ]);
    // Сева (Don, won): 1 + 0.3 = 1.3, a sheriff-and-don win.
    expect(row("Сева")?.slice(2)).toEqual([1.3, 1, 1, 0, 0, 1, 0, 0, 0, 0.3, 1, 0]);
    // Пётр (Sheriff, lost): 0 + 0.3 + 0.25 = 0.55.
    expect(row("Пётр")?.[2]).toBe(0.55);
    for (const r of grid.slice(1))
      for (const cell of r)
        if (typeof cell === "number") expect(Math.round(cell * 1e4) / 1e4).toBe(cell);
  });

  it("a rules range: FIIM with the Sheriff's win raised and bonus points first", () => {
    const rules = [
      ["Настройка", "Значение", "Значение системы"],
      ["Система", "ФИИМ", ""],
      ["Победа мирного", "1,5", 1],
      ["Порядок при равенстве", "победы мирным", ""],
    ];
    const grid = sheets.call("MAFIA_STANDINGS", tournament(), rules) as unknown[][];
    expect(grid[0]).toEqual([...FIIM_HEADER.slice(0, 11), "Победы мирным", "Ci"]);
    // Алёна: 1.5 + 0.3 + 0.7 = 2.5; one civilian win.
    expect(grid[1]).toEqual([1, "Алёна", 2.5, 1, 1, 0, 0, 0, 0, 0, 1, 1, 0]);
  });

  it("a rules range as organisers keep it: the header below a note, a note beside a blank row", () => {
    const kept = [
      ["", "", "сезон 2026"],
      ["Настройка", "Значение", "Значение системы"],
      ["Система", "ФИИМ", ""],
      ["", "", "дальше — наши правки"],
      ["Победа мирного", "1,5", 1],
      ["Порядок при равенстве", "победы мирным", ""],
    ];
    const grid = sheets.call("MAFIA_STANDINGS", tournament(), kept) as unknown[][];
    expect(grid[1]).toEqual([1, "Алёна", 2.5, 1, 1, 0, 0, 0, 0, 0, 1, 1, 0]);
  });

  it("«Клуб» by name, by an empty range and by a range restating its values equals no argument", () => {
    const plain = sheets.call("MAFIA_STANDINGS", tournament());
    expect((plain as unknown[][])[0]).toHaveLength(11);
    expect(sheets.call("MAFIA_STANDINGS", tournament(), "Клуб")).toEqual(plain);
    expect(sheets.call("MAFIA_STANDINGS", tournament(), [[""], [""]])).toEqual(plain);
    const restated = [
      ["Система", "Клуб"],
      ["Победа мирного", 3],
      ["Победа шерифа", 4],
      ["Победа мафии", 4],
      ["Победа дона", 5],
      ["Поражение мирного", 0],
      ["Поражение шерифа", -1],
      ["Поражение мафии", 0],
      ["Поражение дона", -1],
      ["Поражение шерифа, убитого в первую ночь", 0],
      ["Лучший ход: 2 чёрных", 1],
      ["Лучший ход: 3 чёрных", 2],
      ["Лучший ход получает", "мирный"],
      ["Правильная кандидатура", 1],
      ["Лучший игрок", 2],
      ["Замечание", "-0,5"],
      ["Удаление", -1],
      ["За каждую игру", 0],
      ["Компенсация Ci", 0],
      [
        "Порядок при равенстве",
        "победы, поражения, лучший игрок, победы доном, победы шерифом, победы мафией, убит в первую ночь",
      ],
    ];
    expect(sheets.call("MAFIA_STANDINGS", tournament(), restated)).toEqual(plain);
  });

  it("a broken rules range: an error naming its row and text, in the table's language", () => {
    expect(() =>
      sheets.call("MAFIA_STANDINGS", tournament(), [
        ["Система", "ФИИМ"],
        ["Победа мирного", "много"],
      ]),
    ).toThrow("Ошибки в правилах:\nПравила, строка 2: «Победа мирного»: «много» — не число");
    expect(() => sheets.call("MAFIA_POINTS", tournament(), "Лига")).toThrow(
      "«Лига» — неизвестная система; нужно «Клуб» или «ФИИМ»",
    );
  });
});

describe("MAFIA_POINTS and MAFIA_RANK with rules", () => {
  it("MAFIA_POINTS follows the system, Ci included, rounded to 4 decimals", () => {
    const points = (sheets.call("MAFIA_POINTS", tournament(), "FIIM") as unknown[][]).map(
      (row) => row[0],
    );
    expect(points.slice(0, 3)).toEqual(["Очки", 2, 1.3]);
    expect(points[11]).toBe(0.8); // Лев: 0.3 + Ci 0.5
    expect(points[15]).toBe(0.55); // Пётр
  });

  it("MAFIA_RANK takes the rules as its third argument", () => {
    expect(sheets.call("MAFIA_RANK", "Алёна", tournament(), "ФИИМ")).toBe(1);
    expect(sheets.call("MAFIA_RANK", "Лев", tournament())).toBe(
      sheets.call("MAFIA_RANK", "Лев", tournament(), "Клуб"),
    );
  });
});

describe("message size", () => {
  it("thousands of broken games, each its own mistake: the first problems, then how many more", () => {
    const rows: Row[] = [RU_HEADER];
    for (let g = 1; g <= 3000; g++)
      rows.push(
        ...gameRows(
          g,
          "Красные",
          simpleSeats(PLAYERS_A).map((seat, i) =>
            i === 0 ? { ...seat, role: `Роль ${g}` } : seat,
          ),
        ),
      );
    let message = "";
    try {
      sheets.call("MAFIA_STANDINGS", rows);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toHaveLength(32);
    expect(message.split("\n")[31]).toBe("…и ещё 2970");
    expect(message.length).toBeLessThan(5000);
  });
});
