/** Requests that cannot be seated: one clear reason in Russian and English. */
import { describe, expect, it } from "vitest";
import {
  makeSeating,
  nearestWholeGames,
  numberedPlayers,
  parseRoster,
  SeatingError,
  type SeatingRequest,
} from "../../src/seating";

function reason(request: SeatingRequest): { ru: string; en: string } {
  try {
    makeSeating(request);
  } catch (error) {
    if (error instanceof SeatingError) return error.text;
    throw error;
  }
  throw new Error("no error");
}

describe("seating: impossible requests", () => {
  it("a total of games that is not whole names the nearest G that work", () => {
    expect(reason({ players: numberedPlayers(25), tables: 2, games: 3 })).toEqual({
      ru: "игроков 25, игр на каждого 3: 75 мест не делятся на игры по 10; подойдёт игр на игрока: 2 или 4",
      en: "25 players × 3 games = 75 seats, not a whole number of games of 10; 2 or 4 games per player would work",
    });
    expect(nearestWholeGames(21, 3)).toEqual([10]);
    expect(nearestWholeGames(22, 7)).toEqual([5, 10]);
  });

  it("fewer players than ten a table", () => {
    expect(reason({ players: numberedPlayers(19), tables: 2, games: 10 }).en).toBe(
      "2 table(s) need at least 20 players, there are 19",
    );
  });

  it("a name twice (ignoring case, spaces and ё/е), an empty name, bad numbers", () => {
    const players = [
      ...numberedPlayers(9),
      { name: "Алёна", team: "" },
      { name: " алена ", team: "" },
    ];
    expect(reason({ players, tables: 1, games: 10 }).en).toBe(
      "“ алена ” is listed twice (no. 10 and no. 11)",
    );
    expect(
      reason({ players: [...numberedPlayers(9), { name: " ", team: "" }], tables: 1, games: 1 }).ru,
    ).toBe("у игрока № 10 пустое имя");
    expect(reason({ players: numberedPlayers(10), tables: 0, games: 1 }).en).toContain(
      "tables must be a whole number",
    );
    expect(reason({ players: numberedPlayers(10), tables: 1, games: 1.5 }).en).toContain(
      "games per player must be a whole number",
    );
    expect(reason({ players: numberedPlayers(10), tables: 1, games: 1, seed: -1 }).en).toContain(
      "the seed must be a whole number",
    );
  });
});

describe("seating: the players list", () => {
  it("one a line, a team after ; , or a tab, a header line and blank lines skipped, quotes allowed", () => {
    const text =
      '\uFEFFИгрок;Команда\r\nАлёна; Ладья\n\nБорис,Ладья\nВера\tФерзь\nГлеб\n"Дмитриев, Д.";"Конь"\n';
    expect(parseRoster(text)).toEqual([
      { name: "Алёна", team: "Ладья" },
      { name: "Борис", team: "Ладья" },
      { name: "Вера", team: "Ферзь" },
      { name: "Глеб", team: "" },
      { name: "Дмитриев, Д.", team: "Конь" },
    ]);
  });

  it("a team with no name is an error naming the line", () => {
    expect(() => parseRoster("Алёна\n;Ладья")).toThrow("line 2: no player name before the team");
  });

  it("numbered players when only a count is known", () => {
    expect(numberedPlayers(3).map((p) => p.name)).toEqual(["Игрок 1", "Игрок 2", "Игрок 3"]);
  });
});
