/** Header recognition, column order and the table's language. */
import { describe, expect, it } from "vitest";
import { evaluate, TableError } from "../../src/engine";
import { EN_HEADER, gameRows, RU_HEADER, ruTable, seatPoints } from "./helpers";

const RED = "Красные";

/** Reorders every row of a table by a permutation of column indexes. */
function permute(table: unknown[][], order: readonly number[]): unknown[][] {
  return table.map((row) => order.map((i) => row[i] ?? ""));
}

/** The points of seats 1..10 of game 1: a fingerprint of a correctly read table. */
function fingerprint(table: unknown[][]): number[] {
  const evaluation = evaluate(table);
  expect(evaluation.issues).toEqual([]);
  return Array.from({ length: 10 }, (_, i) => seatPoints(evaluation, "1", i + 1));
}

// Seat 2 killed first night with ЛХ-3, seat 4 best player, seat 6 a remark, seat 8 removed,
// seat 9 (Mafia) a correct pick. Red wins.
const rows = gameRows(1, RED, {
  2: { firstKilled: true, bestMove: "5 7 9" },
  4: { bestPlayer: true },
  6: { remarks: 1 },
  8: { removed: true },
  9: { correct: 1 },
});
const EXPECTED = [3, 5, 4, 5, 0, 2.5, -1, 2, 1, 3];

describe("headers", () => {
  it("Russian header in the documented order", () => {
    expect(fingerprint([RU_HEADER, ...rows])).toEqual(EXPECTED);
    expect(evaluate([RU_HEADER, ...rows]).layout).toMatchObject({ lang: "ru", hasHeader: true });
  });
  it("English header; the table's language becomes English", () => {
    expect(fingerprint([EN_HEADER, ...rows])).toEqual(EXPECTED);
    expect(evaluate([EN_HEADER, ...rows]).layout.lang).toBe("en");
  });
  it("shuffled columns", () => {
    const order = [10, 3, 7, 0, 9, 2, 5, 1, 8, 4, 6];
    expect(fingerprint(permute([RU_HEADER, ...rows], order))).toEqual(EXPECTED);
    expect(fingerprint(permute([EN_HEADER, ...rows], [...order].reverse()))).toEqual(EXPECTED);
  });
  it("extra columns anywhere are ignored", () => {
    const table = [RU_HEADER, ...rows].map((row, i) => [
      i === 0 ? "Судья" : "Анна",
      ...row.slice(0, 4),
      i === 0 ? "Дата" : "2025-03-01",
      ...row.slice(4),
      i === 0 ? "Комментарий" : "ок",
    ]);
    expect(fingerprint(table)).toEqual(EXPECTED);
  });
  it("headers written with ё, another case, extra spaces, or a common alias", () => {
    const header = [
      "  ИГРА",
      "место ",
      "Игрок",
      "РОЛЬ",
      "победили",
      "Убит  в первую   ночь",
      "ЛХ",
      "правильная КАНДИДАТУРА",
      "Лучший игрок",
      "Замечание",
      "Удалён",
    ];
    expect(fingerprint([header, ...rows])).toEqual(EXPECTED);
  });
  it("headers written together, with hyphens, dots or a decomposed ё", () => {
    const header = [
      "Игра",
      "Место.",
      "Игрок",
      "Роль",
      "Победили",
      "Убит-в-первую-ночь",
      "ЛучшийХод",
      "правильная-кандидатура",
      " Лучший  игрок ",
      "Замеч.",
      "Удале\u0308н",
    ];
    expect(fingerprint([header, ...rows])).toEqual(EXPECTED);
    const hyphens = [...header.slice(0, 6), "лучший-ход", ...header.slice(7)];
    expect(fingerprint([hyphens, ...rows])).toEqual(EXPECTED);
  });
  it("English headers in any case", () => {
    const header = EN_HEADER.map((h) => h.toUpperCase());
    expect(fingerprint([header, ...rows])).toEqual(EXPECTED);
    expect(evaluate([header, ...rows]).layout.lang).toBe("en");
  });
  it("optional columns may be missing (their cells count as blank)", () => {
    const table = permute([RU_HEADER, ...rows], [0, 1, 2, 3, 4]);
    expect(fingerprint(table)).toEqual([3, 3, 4, 3, 0, 3, -1, 3, 0, 3]);
  });
  it("a header without a required column is an error naming the column, in the header's language", () => {
    const withoutRole = permute([RU_HEADER, ...rows], [0, 1, 2, 4, 5, 6, 7, 8, 9, 10]);
    expect(() => evaluate(withoutRole)).toThrow(TableError);
    let thrown: unknown;
    try {
      evaluate(permute([EN_HEADER, ...rows], [0, 1, 3, 5]));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TableError);
    const tableError = thrown as TableError;
    expect(tableError.lang).toBe("en");
    expect(tableError.issues.map((i) => [i.code, i.field])).toEqual([
      ["missing-column", "player"],
      ["missing-column", "winner"],
    ]);
  });
  it("forcing a language overrides the header", () => {
    expect(evaluate([RU_HEADER, ...rows], { lang: "en" }).layout.lang).toBe("en");
  });
});

describe("no header", () => {
  it("takes the columns in the documented order when the first row is data", () => {
    const evaluation = evaluate(rows);
    expect(evaluation.layout).toMatchObject({ hasHeader: false, lang: "ru" });
    expect(fingerprint(rows)).toEqual(EXPECTED);
    // row numbers: the first row is row 1
    expect(evaluation.games[0]!.rows[0]!.row).toBe(1);
  });
  it("skips an unknown header row and still reads the columns in order", () => {
    const evaluation = evaluate([["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"], ...rows]);
    expect(evaluation.layout.hasHeader).toBe(true);
    expect(fingerprint([["a", "b", "c"], ...rows])).toEqual(EXPECTED);
  });
  it("numbers from Sheets and numeric text from a CSV read alike", () => {
    const asText = rows.map((row) =>
      row.map((cell) =>
        typeof cell === "number"
          ? String(cell)
          : typeof cell === "boolean"
            ? String(cell).toUpperCase()
            : cell,
      ),
    );
    expect(fingerprint(ruTable(asText))).toEqual(EXPECTED);
  });
});

describe("entries", () => {
  it("classifies every row of the table", () => {
    const evaluation = evaluate([
      ...ruTable(rows),
      ["", "", "", "", "", false, "", "", false, "", false],
    ]);
    expect(evaluation.rowKinds).toEqual(["header", ...Array<string>(10).fill("seat"), "blank"]);
  });
  it("an empty table has no games and no standings", () => {
    expect(evaluate([RU_HEADER]).standings).toEqual([]);
    expect(evaluate([]).games).toEqual([]);
  });
});
