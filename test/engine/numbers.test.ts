/**
 * Numbers are read alike in the Games table and the rules range (docs/games-table.md, "Values"):
 * a number cell, or a text with a decimal point or comma, a sign or the printed minus, the point
 * first or last.
 */
import { describe, expect, it } from "vitest";
import { evaluate, parseRules } from "../../src/engine";
import { gameRows, pointsIn, RU_HEADER, ruTable } from "./helpers";

const RED = "Красные";

/** Seat 1 (a red Civilian) of a game the red side won, with extra points: 3 + extra (Клуб). */
function pointsWithExtra(extra: unknown): number | string {
  const rows = gameRows(1, RED).map((row, i) => [...row, i === 0 ? extra : ""]);
  const evaluation = evaluate([[...RU_HEADER, "Доп. баллы"], ...rows]);
  const game = evaluation.games[0];
  if (game?.status !== "finished") return evaluation.issues.map((issue) => issue.code).join();
  return game.scores[0]?.points ?? NaN;
}

/** The win of a Civilian under a rules range that sets it to `text`, or the problem's code. */
function civilianWin(text: unknown): number | string {
  const rules = parseRules([["Победа мирного", text]]);
  return rules.ok ? rules.system.civilianWin : rules.issues.map((issue) => issue.code).join();
}

describe("numbers", () => {
  it("a count is the same number typed as a number or as text, with a point or a comma", () => {
    // A red Civilian's win is 3, each correct pick 1 (Клуб).
    for (const correct of [2, "2", " 2 ", "+2", "2.", "2.0", "2,0"]) {
      expect(pointsIn(RED, 1, { correct }), String(correct)).toBe(5);
    }
  });

  it("extra points and the rules range read «.5», «5.», «0,5» and «−1» alike", () => {
    const texts: [string, number][] = [
      [".5", 0.5],
      ["5.", 5],
      ["0,5", 0.5],
      ["−1", -1],
      ["-0,25", -0.25],
      ["+2", 2],
    ];
    for (const [text, value] of texts) {
      expect(pointsWithExtra(text), text).toBe(3 + value);
      expect(civilianWin(text), text).toBe(value);
    }
  });

  it("anything else is no number, in the table and in the rules", () => {
    for (const text of [".", "1e1", "1 000", "5..", "0x10", "½", "1,5,0"]) {
      expect(pointsWithExtra(text), text).toBe("bad-extra");
      expect(civilianWin(text), text).toBe("rules-not-number");
      expect(
        evaluate(ruTable(gameRows(1, RED, { 1: { correct: text } }))).issues.map((i) => i.code),
        text,
      ).toEqual(["bad-count"]);
    }
  });
});
