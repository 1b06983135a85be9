/**
 * Games numbered per table (issue 20): with a «Стол» / Table column a game is its round (with a
 * «Тур» / Round column), its table and its id; without one, an id shared by two games is one
 * short message. Expected messages written out in full.
 */
import { describe, expect, it } from "vitest";
import { describeIssues, evaluate, gameKey, type Evaluation } from "../../src/engine";
import { gameRows, RU_HEADER } from "./helpers";

const RED = "Красные";
const BLACK = "Чёрные";

/** A game's ten rows with its round and table in front. */
function placed(round: unknown, table: unknown, rows: unknown[][]): unknown[][] {
  return rows.map((row) => [round, table, ...row]);
}

/** An evaluation's problems in words, as `MAFIA_STANDINGS` says them, in both languages. */
function messages(evaluation: Evaluation): { ru: string; en: string } {
  return {
    ru: describeIssues(evaluation.issues, "ru"),
    en: describeIssues(evaluation.issues, "en"),
  };
}

/** Two games played at once in round 1, both numbered 1: table 1 and table 2. */
function roundOne(): unknown[][] {
  const first = gameRows(1, RED, { 1: { player: "Лис" } });
  const second = gameRows(1, BLACK, { 1: { player: "Сова" } }).map((row) => [
    ...row.slice(0, 2),
    `T2-${String(row[1])}`,
    ...row.slice(3),
  ]);
  return [...placed(1, 1, first), ...placed(1, 2, second)];
}

describe("a «Стол» column", () => {
  it("makes a game its round, its table and its id", () => {
    const evaluation = evaluate([["Тур", "Стол", ...RU_HEADER], ...roundOne()]);
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.games.map((g) => [g.label, g.round, g.table, g.status])).toEqual([
      ["1", "1", "1", "finished"],
      ["1", "1", "2", "finished"],
    ]);
    expect(evaluation.standings).toHaveLength(20);
    expect(evaluation.layout.place).toEqual({ round: 0, table: 1 });
  });

  it("is read under its aliases, and without a «Тур» column", () => {
    const rows = roundOne().map((row) => row.slice(1));
    for (const header of ["Стол", "Table", "№ стола", "номер-стола"]) {
      const evaluation = evaluate([[header, ...RU_HEADER], ...rows]);
      expect(
        evaluation.games.map((g) => [g.round, g.table]),
        header,
      ).toEqual([
        [undefined, "1"],
        [undefined, "2"],
      ]);
    }
  });

  it("names a game's problems by round, table and id", () => {
    const rows = roundOne();
    rows[13]![2 + 3] = "Комиссар Каттани"; // table 2, seat 4's role
    expect(messages(evaluate([["Тур", "Стол", ...RU_HEADER], ...rows]))).toEqual({
      ru:
        "Ошибки в протоколе игр:\n" +
        "Игра 1 (тур 1, стол 2), строка 15, «Роль»: «Комиссар Каттани» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон)",
      en:
        "The games table has errors:\n" +
        "Game 1 (round 1, table 2), row 15, “Role”: “Комиссар Каттани” is not a role (expected Civilian, Sheriff, Mafia or Don)",
    });
  });

  it("keeps one game's rows together wherever they stand, as ids do", () => {
    const rows = roundOne();
    const mixed = rows.flatMap((_, i) => (i < 10 ? [rows[i]!, rows[i + 10]!] : []));
    const evaluation = evaluate([["Тур", "Стол", ...RU_HEADER], ...mixed]);
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.games).toHaveLength(2);
  });

  it("is the identity every layer compares: gameKey with a place", () => {
    expect(gameKey(1, undefined, { round: 1, table: 2 })).toBe(
      gameKey("01", undefined, { round: " 1 ", table: "2.0" }),
    );
    expect(gameKey(1, undefined, { round: 1, table: 2 })).not.toBe(
      gameKey(1, undefined, { round: 1, table: 1 }),
    );
    expect(gameKey(1, undefined, { round: 2, table: 1 })).not.toBe(
      gameKey(1, undefined, { round: 1, table: 1 }),
    );
    expect(gameKey(1)).toBe("1");
  });
});

describe("two games sharing an id without a «Стол» column", () => {
  it("are one short message saying so and how to fix it", () => {
    const rows = roundOne().map((row) => row.slice(2));
    const evaluation = evaluate([RU_HEADER, ...rows]);
    expect(evaluation.problemCount).toBe(1);
    expect(messages(evaluation)).toEqual({
      ru:
        "Ошибки в протоколе игр:\n" +
        "Игра 1: в игре 20 строк и места повторяются — похоже, у двух игр один номер; дайте каждой игре свой номер или добавьте столбец «Стол» (тогда игру определяют тур, стол и номер)",
      en:
        "The games table has errors:\n" +
        "Game 1: the game has 20 rows and its seats repeat: two games seem to share the id; give each game an id of its own, or add a “Table” column (a game is then its round, table and id)",
    });
  });

  it("with a «Стол» column, two games of one table sharing an id are told apart by id only", () => {
    const rows = roundOne().map((row) => [row[0], 1, ...row.slice(2)]);
    const evaluation = evaluate([["Тур", "Стол", ...RU_HEADER], ...rows]);
    expect(describeIssues(evaluation.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\n" +
        "Игра 1 (тур 1, стол 1): в игре 20 строк и места повторяются — похоже, у двух игр этого стола один номер; дайте каждой игре свой номер",
    );
  });

  it("one row too many is still the game's own problems, not a shared id", () => {
    const rows = gameRows(1, RED);
    const evaluation = evaluate([
      RU_HEADER,
      ...rows,
      rows[3]!.map((c, i) => (i === 2 ? "Гость" : c)),
    ]);
    expect(evaluation.issues.map((issue) => issue.code)).toEqual([
      "row-count",
      "seat-twice",
      "role-count",
    ]);
  });
});
