/**
 * The «Команда» / Team column (AWARDS.md): read by its header, kept with each seat row, and never
 * a reason for a change in the standings or the points.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, pointsByRow } from "../../src/engine";
import { EN_HEADER, gameRows, RU_HEADER, seasonArb } from "./helpers";

/** A table with a team column put at `at` (its header and a cell in every row). */
function withTeamColumn(
  table: readonly (readonly unknown[])[],
  header: string,
  at: number,
  teamOfRow: (row: number) => unknown,
): unknown[][] {
  return table.map((row, i) => {
    const cells = [...row];
    cells.splice(at, 0, i === 0 ? header : teamOfRow(i));
    return cells;
  });
}

describe("the team column", () => {
  it("is read by its header in either language and kept as typed on each seat row", () => {
    const rows = gameRows(1, "Красные", { 1: { player: "Лис" }, 2: { player: "Сова" } });
    const ru = withTeamColumn([RU_HEADER, ...rows], "Команда", 3, (i) =>
      i === 1 ? "  Акулы " : i === 2 ? "'007" : "",
    );
    const game = evaluate(ru).games[0];
    expect(game?.rows.map((row) => row.team).slice(0, 3)).toEqual(["Акулы", "007", ""]);
    const en = withTeamColumn([EN_HEADER, ...rows], "Team", 13, () => "Sharks");
    expect(evaluate(en).games[0]?.rows[9]?.team).toBe("Sharks");
  });

  it("is optional: without it every row's team is blank, and a renamed column still errs", () => {
    expect(evaluate([RU_HEADER, ...gameRows(1, "Красные")]).games[0]?.rows[0]?.team).toBe("");
    const renamed = [[...RU_HEADER.slice(0, 9), "Замечаньки", ...RU_HEADER.slice(10)]];
    expect(() => evaluate(renamed)).toThrow();
  });

  it("alone on a row without a game id leaves the row blank, never a stray", () => {
    const blank = RU_HEADER.map(() => "");
    const table = withTeamColumn(
      [RU_HEADER, ...gameRows(1, "Красные"), blank],
      "Команда",
      2,
      (i) => (i === 11 ? "Акулы" : ""),
    );
    const evaluation = evaluate(table);
    expect(evaluation.problemCount).toBe(0);
    expect(evaluation.rowKinds[11]).toBe("blank");
  });

  it("changes no standings and no points, whatever it holds and wherever it stands", () => {
    const teamCell = fc.oneof(
      fc.constantFrom("", "Акулы", "акулы ", "Ёжики", "Ежики", "#N/A", 7, false),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(
        seasonArb(6),
        fc.integer({ min: 0, max: RU_HEADER.length }),
        fc.array(teamCell, { minLength: 61, maxLength: 61 }),
        fc.constantFrom("Команда", "Team"),
        (rows, at, teams, header) => {
          const plain = evaluate([RU_HEADER, ...rows]);
          const teamed = evaluate(
            withTeamColumn([RU_HEADER, ...rows], header, at, (i) => teams[i] ?? ""),
          );
          expect(teamed.problemCount).toBe(plain.problemCount);
          expect(teamed.standings).toEqual(plain.standings);
          expect(pointsByRow(teamed)).toEqual(pointsByRow(plain));
        },
      ),
    );
  });
});
