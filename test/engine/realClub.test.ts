/**
 * A real club's season (examples/club-342) scored by its rules range must give what the
 * club's own "3-4-2" formula gives, seat by seat. The formula is restated here from the club's
 * code: win 3 (red) or 4 (black), loss 0, best move 0 / 0 / 0.5 / 1 by black players named,
 * plus the judges' extra points; nothing else counts.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { evaluate, parseRules } from "../../src/engine";
import { pointsOf } from "./helpers";

const read = (name: string): string[][] =>
  parse(readFileSync(new URL(`../../examples/club-342/${name}`, import.meta.url), "utf8"), {
    bom: true,
  });

function clubFormula(row: string[], column: (name: string) => number): number {
  const role = row[column("Роль")]!;
  const black = role === "Мафия" || role === "Дон";
  const redWon = row[column("Победили")] === "Красные";
  const win = black ? (redWon ? 0 : 4) : redWon ? 3 : 0;
  const move = row[column("Лучший ход")] === "" ? 0 : Number(row[column("Лучший ход")]);
  const extra =
    row[column("Доп. баллы")] === "" ? 0 : Number(row[column("Доп. баллы")]!.replace(",", "."));
  return win + [0, 0, 0.5, 1][move]! + extra;
}

describe("examples/club-342: the club's season under its own formula", () => {
  const [header, ...rows] = read("club-2013-2014.csv");
  const column = (name: string) => header!.indexOf(name);
  const rules = parseRules(read("club-342-rules.csv"));
  if (!rules.ok) throw new Error(JSON.stringify(rules.issues));
  const evaluation = evaluate([header!, ...rows], { system: rules.system });

  it("reads all 23 games as finished and valid", () => {
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.games.map((game) => game.status)).toEqual(new Array(23).fill("finished"));
  });

  it("every seat's points equal the club's formula", () => {
    const byRow = new Map(
      evaluation.games.flatMap((game) =>
        pointsOf(game).map((points, i) => [game.rows[i]!.row, points] as const),
      ),
    );
    rows.forEach((row, i) =>
      expect(byRow.get(i + 2), `line ${i + 2}`).toBeCloseTo(clubFormula(row, column), 9),
    );
  });

  it("every player's total is the sum of the formula over their games", () => {
    const sums = new Map<string, number>();
    for (const row of rows)
      sums.set(
        row[column("Игрок")]!,
        (sums.get(row[column("Игрок")]!) ?? 0) + clubFormula(row, column),
      );
    expect(evaluation.standings).toHaveLength(sums.size);
    for (const standing of evaluation.standings)
      expect(standing.points, standing.name).toBeCloseTo(sums.get(standing.name)!, 9);
  });
});
