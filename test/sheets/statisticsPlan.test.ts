/**
 * The statistics sheet's plan with more teams than rows above the rating's history: the side
 * tables grow down past it, and the history, written after them, stands whole.
 */
import { describe, expect, it } from "vitest";
import { evaluate } from "../../src/engine";
import { planStatistics, STATS_LAYOUT } from "../../src/sheets/standings/statisticsPlan";
import { gameRows, ruTable } from "../engine/helpers";

describe("the statistics plan", () => {
  it("writes the side tables, then the history over what thirty teams pushed below row 21", () => {
    // Three games of ten one-game players «G<game>-<seat>», each their own team: thirty teams.
    const table = ruTable(gameRows(1, "Красные"), gameRows(2, "Чёрные"), gameRows(3, "Красные"));
    const teamed = table.map((row, i) => [...row, i === 0 ? "Команда" : `T${String(row[2])}`]);
    const plan = planStatistics(evaluate(teamed), { players: 0, history: 0, awards: 0 });
    // The sheet as the writer leaves it: each block in order, one over another.
    const sheet: unknown[][] = [];
    for (const { row, column, values } of plan.blocks)
      values.forEach((cells, r) =>
        cells.forEach((cell, c) => {
          (sheet[row - 1 + r] ??= [])[column - 1 + c] = cell;
        }),
      );
    const at = (row: number, column: number): unknown => sheet[row - 1]?.[column - 1];
    const { side, historyRow, teams } = STATS_LAYOUT;
    expect(plan.heights.awards).toBe(31);
    expect(at(1, teams)).toBe("Место");
    expect(at(31, teams + 1)).toMatch(/TG\d-\d+$/);
    // The history: its header and a row per game, under everything the side tables blanked.
    expect(at(historyRow, side)).toBe("Игра №");
    expect([1, 2, 3].map((g) => at(historyRow + g, side))).toEqual([1, 2, 3]);
    // A shorter table next time blanks the thirty teams' rows.
    const next = planStatistics(evaluate(table), plan.heights);
    expect(next.blocks[1]?.values).toHaveLength(31);
    expect(next.blocks[1]?.values[30]?.[teams - side + 1]).toBe("");
  });
});
