/**
 * A recalculation, an edit and a save judge the whole Games sheet each time: 100,000 rows in a
 * season. The shell's steps must judge it once per read and reuse that evaluation, never run
 * the engine over the whole sheet again; a save judges only its own ten rows on top.
 */
import { describe, expect, it, vi } from "vitest";
import type * as Engine from "../../src/engine";
import { payloadOf, planDelete, planSave } from "../../src/sheets/games/gamePlans";
import {
  nextNumericId,
  playersByFrequency,
  readGamesTable,
} from "../../src/sheets/games/gamesTable";
import { planStandings } from "../../src/sheets/standings/standingsPlan";
import { tournamentRows, validGame } from "./helpers";

/** The number of rows of each table the engine was asked to evaluate. */
const evaluated: number[] = [];

vi.mock("../../src/engine", async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  return {
    ...engine,
    evaluate: (...args: Parameters<typeof engine.evaluate>) => {
      evaluated.push(args[0].length);
      return engine.evaluate(...args);
    },
    scoreGameAlone: (...args: Parameters<typeof engine.scoreGameAlone>) => {
      evaluated.push(args[0].length);
      return engine.scoreGameAlone(...args);
    },
  };
});

describe("the shell's hot paths", () => {
  it("judge the sheet once per read, and a saved game's ten rows once more", () => {
    const values = tournamentRows(50);
    // Blank rows below the data, as a prepared sheet has: the last data row is found past them.
    for (let i = 0; i < 20; i++)
      values.push(["", "", "", "", "", false, "", "", false, "", false, ""]);
    evaluated.length = 0;
    const result = readGamesTable(values);
    if (!result.ok) throw new Error("table");
    expect(evaluated).toEqual([values.length]);

    expect(result.table.lastDataRow).toBe(501);
    expect(planStandings(result, 0).kind).toBe("standings");
    expect(playersByFrequency(result.table.evaluation)).toHaveLength(16);
    expect(nextNumericId(result.table.evaluation)).toBe("51");
    expect(planDelete(result.table, "7", "ru").ok).toBe(true);
    const loaded = payloadOf(result.table, "7", "ru", (cell) =>
      typeof cell === "string" ? cell : undefined,
    );
    expect(loaded.ok).toBe(true);
    expect(evaluated).toEqual([values.length]);

    const saved = planSave(result.table, validGame(51), "ru");
    expect(saved.ok && saved.plan.rows).toEqual([502, 511]);
    expect(planSave(result.table, { ...validGame(7), replace: true }, "ru").ok).toBe(true);
    // The header and the ten rows of each game saved: the sheet itself is not judged again.
    expect(evaluated).toEqual([values.length, 11, 11]);
  });
});
