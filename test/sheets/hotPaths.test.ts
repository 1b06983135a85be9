/**
 * A recalculation, an edit and a save judge the whole Games sheet each time. The engine builds a
 * row object per seat row only when asked (`entries`, `seats`): at 2,000 games that costs more
 * than judging. These paths must never ask.
 */
import { describe, expect, it, vi } from "vitest";
import type { Evaluation } from "../../src/engine";
import { payloadOf, planDelete, planSave } from "../../src/sheets/gamePlans";
import { nextNumericId, playersByFrequency, readGamesTable } from "../../src/sheets/gamesTable";
import { planStandings } from "../../src/sheets/standingsPlan";
import { tournamentRows, validGame } from "./helpers";

const read = new Set<PropertyKey>();

vi.mock("../../src/engine", async (importOriginal) => {
  const engine = await importOriginal<typeof import("../../src/engine")>();
  return {
    ...engine,
    evaluate: (...args: Parameters<typeof engine.evaluate>): Evaluation =>
      new Proxy(engine.evaluate(...args), {
        get(target, property) {
          read.add(property);
          return Reflect.get(target, property, target);
        },
      }),
  };
});

describe("the shell's hot paths", () => {
  it("read the engine's arrays, never the per-row objects", () => {
    const values = tournamentRows(50);
    // Blank rows below the data, as a prepared sheet has: the last data row is found past them.
    for (let i = 0; i < 20; i++)
      values.push(["", "", "", "", "", false, "", "", false, "", false, ""]);
    read.clear();
    const result = readGamesTable(values);
    if (!result.ok) throw new Error("table");
    expect(result.table.lastDataRow).toBe(501);
    planStandings(result, 0);
    expect(playersByFrequency(result.table.evaluation)).toHaveLength(16);
    expect(nextNumericId(result.table.evaluation)).toBe("51");
    const saved = planSave(result.table, validGame(51), "ru");
    expect(saved.ok && saved.plan.rows).toEqual([502, 511]);
    expect(planSave(result.table, { ...validGame(7), replace: true }, "ru").ok).toBe(true);
    expect(planDelete(result.table, "7", "ru").ok).toBe(true);
    expect(
      payloadOf(result.table, "7", "ru", (cell) => (typeof cell === "string" ? cell : undefined))
        .ok,
    ).toBe(true);
    expect(read.has("games")).toBe(true);
    expect([...read].filter((property) => property === "entries" || property === "seats")).toEqual(
      [],
    );
  });
});
