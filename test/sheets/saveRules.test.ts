/**
 * A save reports its seats' points under the rules the form scored with (the payload's `rules`:
 * the Rules sheet's cells as the sidebar last received them), so it need not read the Rules
 * sheet; a caller that sends none has the sheet's. What is stored never depends on them: the
 * standings always score with the Rules sheet.
 */
import { describe, expect, it } from "vitest";
import type { SaveResult } from "../../src/protocol/gamePayload";
import { callServer } from "../fakes/spreadsheet";
import { refusal, tournament, validGame, value } from "./helpers";

// Game 13, won by black; seats 5–7 the Mafia and the Don. By hand, under «Клуб» (store.test.ts
// explains each); under «ФИИМ» a win is 1, every game 0.3, and picks, the best player and
// remarks earn nothing (SYSTEMS.md).
const CLUB = [-0.5, 0, 0, 2, 4, 4, 5, 0.5, 0, 0];
const FIIM = [0.3, 0.3, 0.3, 0.3, 1.3, 1.3, 1.3, 0.3, 0.3, 0.3];

const seats = validGame(13).seats;
/** Game `n` with game 13's seats, so its points are game 13's. */
const sameSeats = (n: number) => ({ ...validGame(n), winner: "black" as const, seats });

describe("a save's points", () => {
  it("are the form's under the rules it sends, with the Rules sheet not read; the sheet's when it sends none", () => {
    const t = tournament(12);
    const save = (payload: unknown) =>
      value<SaveResult>(callServer(t.ctx, "saveGame", payload)).points;
    // The sheet says «Клуб»; the form scored under «ФИИМ».
    expect(save({ ...sameSeats(13), rules: [["Система", "ФИИМ"]] })).toEqual(FIIM);
    expect(t.env.calls.valuesReads("Правила")).toBe(0);
    // null: the form had no Rules sheet, hence «Клуб» whatever the sheet says now.
    t.env.spreadsheet.sheet("Правила").getRange("B2").setValue("ФИИМ");
    expect(save({ ...sameSeats(14), rules: null })).toEqual(CLUB);
    expect(t.env.calls.valuesReads("Правила")).toBe(0);
    // None sent: the Rules sheet's «ФИИМ», read once.
    expect(save(sameSeats(15))).toEqual(FIIM);
    expect(t.env.calls.valuesReads("Правила")).toBe(1);
    // The three games' rows are the same but for the id and the date.
    const rows = (first: number) =>
      t.games
        .table()
        .slice(first - 1, first + 9)
        .map((row) => row.slice(1, 11));
    expect(rows(132)).toEqual(rows(122));
    expect(rows(142)).toEqual(rows(122));
  });

  it("are none under rules with a problem, and the game is saved all the same", () => {
    const t = tournament(12);
    const rules = [["Победа мирного", "три"]];
    const saved = value<SaveResult>(callServer(t.ctx, "saveGame", { ...sameSeats(13), rules }));
    expect(saved).toMatchObject({ game: "13", rows: [122, 131], points: [] });
    expect(t.games.value(122, 1)).toBe(13);
  });

  it("refuse rules cells of another shape, naming them, with nothing written", () => {
    const t = tournament(12);
    const before = JSON.stringify(t.games.table());
    for (const rules of [[["Система", "ФИИМ", "лишнее"]], "ФИИМ", [["x".repeat(1001)]], [[{}]]])
      expect(refusal(callServer(t.ctx, "saveGame", { ...sameSeats(13), rules }))).toMatch(
        /^Игра 13 не сохранена[^]*«Правила»/,
      );
    expect(JSON.stringify(t.games.table())).toBe(before);
  });
});
