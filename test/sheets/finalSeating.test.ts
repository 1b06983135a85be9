/**
 * «Рассадка финала…» (issue 14, STAGES.md "Seating the final") on the Sheets fake: the menu's
 * dialog, and writeFinalSeating — the finalists from the standings over the main stage and the
 * semi-finals, ids after the last in use, «Финал» in the Seating sheet's «Этап», nobody twice in
 * one seat within ten games — and each refusal: the question before replacing played games, a
 * shared place at the cut, «Финалистов» other than 10, too few placed, problems, a bad request.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ScheduledGame } from "../../src/protocol/seatingSchedule";
import { finalSeats, WILLIAMS_ROW } from "../../src/seating/final";
import { callServer } from "../fakes/spreadsheet";
import {
  gameOf,
  refusal,
  runTop,
  setRule,
  tournament,
  validGame,
  value,
  type Tournament,
} from "./helpers";

type Answer = { status: "written" | "confirm"; message: string };

const seat = (t: Tournament, request: unknown): Answer =>
  value<Answer>(callServer(t.ctx, "writeFinalSeating", request));

/** The standings of tournament(12), best first: ten different places before Маша's 11th. */
const TOP_TEN = ["Даша", "Петя", "Игорь", "Жанна", "Вика", "Лёва", "Нина", "Зоя", "Кира", "Гена"];

/** The Seating sheet's game rows: id, the ten players, the stage. */
function seatingGames(t: Tournament): { game: unknown; players: string[]; stage: unknown }[] {
  const rows = t.env.spreadsheet.sheet("Рассадка").table();
  const end = rows.findIndex((row, i) => i > 0 && row.every((cell) => cell === ""));
  return rows.slice(1, end).map((row) => ({
    game: row[2],
    players: row.slice(3, 13) as string[],
    stage: row[13],
  }));
}

describe("the final's seating", () => {
  it("the menu item opens the seating page as the final's dialog", () => {
    const t = tournament(0);
    t.env.htmlFiles.set("SeatingDialog", readFileSync("dist/SeatingDialog.html", "utf8"));
    runTop(t.ctx, "showFinalSeatingDialog");
    expect(t.env.ui.alerts).toEqual([]);
    expect(t.env.ui.dialogs.at(-1)?.title).toBe("Рассадка финала");
    expect(t.env.ui.dialogs.at(-1)?.content).toContain(
      '<div id="mafia-standings-dialog" data-dialog="final" hidden></div>',
    );
  });

  it("seats the top ten at one table, «Финал» on every row, ids after the last in use, and the sidebar's schedule says «final»", () => {
    const t = tournament(12);
    // A game in progress (id 20) is in use too.
    value(callServer(t.ctx, "saveGame", { ...validGame(13), game: "20" }));
    t.games.getRange("E122:E131").clearContent();
    const answer = seat(t, { games: 4 });
    expect(answer).toEqual({
      status: "written",
      message: `Рассадка финала записана на лист «Рассадка»: игры 21–24, этап «Финал». Финалисты: ${TOP_TEN.join(", ")}.`,
    });
    const games = seatingGames(t);
    expect(games.map((g) => [g.game, g.stage])).toEqual([
      [21, "Финал"],
      [22, "Финал"],
      [23, "Финал"],
      [24, "Финал"],
    ]);
    const header = t.env.spreadsheet.sheet("Рассадка").table()[0];
    expect(header?.slice(0, 3)).toEqual(["Тур", "Стол", "Игра"]);
    expect(header?.[13]).toBe("Этап");
    // Game 21 by the Williams square's first row: 1st place in seat 1, 2nd in seat 2, 10th in 3, …
    expect(games[0]?.players).toEqual(WILLIAMS_ROW.map((p) => TOP_TEN[p]));
    // Four games: nobody in the same seat twice.
    for (const name of TOP_TEN) {
      const seats = games.map((g) => g.players.indexOf(name));
      expect(new Set(seats).size, name).toBe(4);
    }
    const schedule = value<ScheduledGame[]>(callServer(t.ctx, "seatingSchedule"));
    expect(schedule.map((g) => [g.game, g.stage, g.played])).toEqual([
      ["21", "final", false],
      ["22", "final", false],
      ["23", "final", false],
      ["24", "final", false],
    ]);
  });

  it("ten games give every finalist every seat once; twenty, twice; each finalist has every other on the left once in ten", () => {
    const t = tournament(12);
    seat(t, { games: 20 });
    const games = seatingGames(t);
    expect(games.map((g) => g.game)).toEqual(Array.from({ length: 20 }, (_, k) => 13 + k));
    for (const block of [games.slice(0, 10), games.slice(10)]) {
      for (const name of TOP_TEN) {
        const seats = block.map((g) => g.players.indexOf(name)).sort((a, b) => a - b);
        expect(seats, name).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
      const neighbours = new Set(
        block.flatMap((g) => g.players.slice(1).map((p, s) => `${g.players[s]}→${p}`)),
      );
      expect(neighbours.size).toBe(90);
    }
    // The same square, as the seating module gives it.
    expect(finalSeats(3)).toEqual(WILLIAMS_ROW.map((p) => (p + 3) % 10));
  });

  it("asks before replacing a seating whose games have results; the final's ids then come after the final played", () => {
    const t = tournament(12);
    seat(t, { games: 4 });
    // The judges record game 13 from the seating, a final (the standings hide it: «Скрыть финал»).
    setRule(t, "Скрыть финал", "да");
    const players = seatingGames(t)[0]?.players ?? [];
    value(
      callServer(t.ctx, "saveGame", {
        ...gameOf(13, players),
        stage: "final",
      }),
    );
    const before = t.env.spreadsheet.sheet("Рассадка").table();
    expect(seat(t, { games: 4 })).toEqual({
      status: "confirm",
      message:
        "На листе «Рассадка» — рассадка, у игр которой уже есть результаты (игры 13). Заменить её рассадкой финала? Записанные игры не изменятся.",
    });
    expect(t.env.spreadsheet.sheet("Рассадка").table()).toEqual(before);
    // Agreed: the same finalists (the final's rows left out), ids after game 13.
    const answer = seat(t, { games: 3, replace: true });
    expect(answer.status).toBe("written");
    expect(answer.message).toContain("игры 14–16");
    expect(answer.message).toContain(TOP_TEN.join(", "));
    expect(seatingGames(t).map((g) => g.game)).toEqual([14, 15, 16]);
  });

  it("shortens a long list of played games in the question", () => {
    const t = tournament(12);
    // A seating of the main stage, all of it played.
    const sheet = t.env.spreadsheet.insertSheet("Рассадка");
    sheet.addDeveloperMetadata("mafia-standings.sheet", "seating");
    sheet.load([
      ["Тур", "Стол", "Игра", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      ...Array.from({ length: 12 }, (_, i) => [i + 1, 1, i + 1, ..."ABCDEFGHIJ".split("")]),
    ]);
    // A seating sheet from before stages has no «Этап»: its games are the main stage's.
    const schedule = value<ScheduledGame[]>(callServer(t.ctx, "seatingSchedule"));
    expect(schedule.map((g) => [g.stage, g.played])).toEqual(new Array(12).fill(["main", true]));
    expect(seat(t, { games: 4 }).message).toContain("(игры 1, 2, 3, 4, 5, …, 12)");
  });

  it("names the players sharing the place the cut falls in, and writes nothing", () => {
    const t = tournament(0);
    const nine = ["Алёна", "Борис", "Вика", "Гена", "Даша", "Егор", "Жанна", "Зоя", "Игорь"];
    // Кира and Лёва each play one game as the losing Don: equal on everything, the last place.
    value(callServer(t.ctx, "saveGame", gameOf(1, [...nine, "Кира"])));
    value(callServer(t.ctx, "saveGame", gameOf(2, [...nine, "Лёва"])));
    expect(refusal(callServer(t.ctx, "writeFinalSeating", { games: 4 }))).toBe(
      "Рассадка финала не записана: граница финала проходит внутри общего 10-го места — его делят Кира, Лёва. Решите, кто выходит в финал, и рассадите финал вручную.",
    );
    expect(t.env.spreadsheet.sheetNames()).not.toContain("Рассадка");
  });

  it("says clearly that one table seats ten when «Финалистов» is not 10", () => {
    const t = tournament(12);
    setRule(t, "Финалистов", 8);
    expect(refusal(callServer(t.ctx, "writeFinalSeating", { games: 4 }))).toBe(
      "Рассадка финала не записана: финал — один стол на 10 игроков, а на листе «Правила» «Финалистов»: 8. Поставьте 10 или составьте рассадку нескольких столов через «Составить рассадку…».",
    );
    const en = tournament(12, { locale: "en_US" });
    setRule(en, "Finalists", 12, "Rules");
    expect(refusal(callServer(en.ctx, "writeFinalSeating", { games: 4 }))).toMatch(
      /^Final seating not written: the final is one table of 10 players, but “Finalists” on the “Rules” sheet is 12\./,
    );
  });

  it("refuses too few placed players, problems in the games, broken rules and a bad request", () => {
    const t = tournament(4);
    // Seven players have three games or more.
    setRule(t, "Минимум игр", 3);
    expect(refusal(callServer(t.ctx, "writeFinalSeating", { games: 4 }))).toBe(
      "Рассадка финала не записана: в таблице игроков с местом 7, а финалистов нужно 10.",
    );
    setRule(t, "Минимум игр", 0);
    t.games.getRange("D3").setValue("Комиссар Каттани");
    expect(refusal(callServer(t.ctx, "writeFinalSeating", { games: 4 }))).toMatch(
      /^Рассадка финала не записана — ошибок в протоколе: 1, таблицы пока нет\. Исправьте их \(«Проверить протокол»\) и повторите\.\n• Игра 1, строка 3, «Роль»: «Комиссар Каттани» — неизвестная роль/,
    );
    t.games.getRange("D3").setValue("Мирный");
    setRule(t, "Победа мирного", "три");
    expect(refusal(callServer(t.ctx, "writeFinalSeating", { games: 4 }))).toBe(
      "Рассадка финала не записана: на листе «Правила» ошибка.\n• Правила, строка 3: «Победа мирного»: «три» — не число",
    );
    for (const games of [0, 21, 2.5, "4"])
      expect(refusal(callServer(t.ctx, "writeFinalSeating", { games }))).toBe(
        "Рассадка не записана: неверные данные (games).",
      );
    expect(t.env.spreadsheet.sheetNames()).not.toContain("Рассадка");
  });
});
