/**
 * The seating's «already recorded» marks on a season's Games sheet (SERIES.md): the seating is
 * the tournament being recorded, the last one the sheet reaches, whose games restart at 1.
 */
import { describe, expect, it } from "vitest";
import { evaluate, gameKey } from "../../src/engine";
import { recordedGamesOf } from "../../src/sheets/seating/seatingSheet";
import { placedGame, seasonTable, ten } from "../engine/seasonHelpers";

describe("the games a seating finds recorded in a season", () => {
  it("are the last tournament's, by id", () => {
    const P = ten("P");
    const evaluation = evaluate(
      seasonTable(placedGame(1, "Кубок", P), placedGame(2, "Кубок", P), placedGame(1, "Лига", P)),
    );
    const recorded = recordedGamesOf(evaluation);
    expect([...recorded.keys]).toEqual([gameKey(1)]);
    expect(recorded.keys.has(gameKey(2))).toBe(false);
  });
});
