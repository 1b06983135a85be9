/**
 * Validity of a finished game (RULES.md): every kind of judge's mistake makes the game invalid,
 * is reported with its game, row and field, and keeps the game out of the standings.
 * In a one-game table the header is row 1 and seat N stands on row N + 1.
 */
import { describe, expect, it } from "vitest";
import { evaluate, type Issue } from "../../src/engine";
import { findGame, gameRows, pointsOf, ruTable, type SeatSpec } from "./helpers";

const RED = "Красные";
const BLACK = "Чёрные";

function invalid(rows: unknown[][], game = "7"): readonly Issue[] {
  const evaluation = evaluate(ruTable(rows));
  const judged = findGame(evaluation, game);
  expect(judged.status).toBe("invalid");
  expect(pointsOf(judged)).toEqual([]);
  expect(evaluation.issues.length).toBeGreaterThan(0);
  expect(evaluation.standings).toEqual([]);
  for (const issue of evaluation.issues) expect(issue.game).toBe(game);
  return evaluation.issues;
}
const game7 = (seats: Readonly<Record<number, SeatSpec>> = {}, winner: unknown = RED) =>
  gameRows(7, winner, seats);

describe("a valid game", () => {
  it("is finished, has no issues and ten points", () => {
    const evaluation = evaluate(ruTable(game7()));
    expect(evaluation.issues).toEqual([]);
    expect(findGame(evaluation, "7").status).toBe("finished");
    expect(evaluation.standings).toHaveLength(10);
  });
  it("may have its rows anywhere in the table, mixed with other games", () => {
    const a = gameRows(1, RED);
    const b = gameRows(2, BLACK);
    const mixed = a.flatMap((row, i) => [row, b[i] as unknown[]]).reverse();
    const evaluation = evaluate(ruTable(mixed));
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.games.map((g) => g.status)).toEqual(["finished", "finished"]);
  });
  it("may leave the winner blank on some rows when the others agree", () => {
    const evaluation = evaluate(ruTable(game7({ 3: { winner: "" }, 4: { winner: "" } })));
    expect(findGame(evaluation, "7").status).toBe("finished");
  });
  it("takes words in either language whatever the header language", () => {
    const evaluation = evaluate(
      ruTable(
        game7({
          1: { role: "Civilian" },
          5: { role: "мафиози" },
          7: { role: "DON", winner: "red" },
          3: { role: "шериф" },
        }),
      ),
    );
    expect(evaluation.issues).toEqual([]);
  });
  it("takes «Черные», «чёрные», «Black» as the same winner", () => {
    const rows = game7(
      { 1: { winner: "Черные" }, 2: { winner: " чёрные " }, 3: { winner: "Black" } },
      "Чёрные",
    );
    expect(findGame(evaluate(ruTable(rows)), "7").winner).toBe("black");
  });
});

describe("invalid finished games", () => {
  it("nine rows", () => {
    const issues = invalid(game7().slice(0, 9));
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "row-count", count: 9, expected: 10 }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ code: "seat-missing", seats: [10] }));
  });
  it("eleven rows", () => {
    const rows = game7();
    rows.push([7, 10, "Лишний", "Мирный", RED, false, "", "", false, "", false]);
    const issues = invalid(rows);
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "row-count", count: 11, expected: 10 }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "seat-twice", seat: 10, rows: [11, 12] }),
    );
  });
  it("a seat twice and a seat missing", () => {
    const issues = invalid(
      game7({ 4: { player: "Кеша" } }).map((row, i) => (i === 3 ? [7, 3, ...row.slice(2)] : row)),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: "seat-twice",
        field: "seat",
        seat: 3,
        rows: [4, 5],
      }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ code: "seat-missing", seats: [4] }));
  });
  it("a seat that is not 1–10", () => {
    for (const seat of [0, 11, "11", "3.5", "три", -1]) {
      const rows = game7();
      (rows[2] as unknown[])[1] = seat;
      expect(invalid(rows)).toContainEqual(
        expect.objectContaining({ code: "bad-seat", row: 4, field: "seat", value: String(seat) }),
      );
    }
  });
  it("the same player twice, also written with ё/е, another case or extra spaces", () => {
    for (const [first, second] of [
      ["Алёна", "Алёна"],
      ["Алёна", "алена"],
      ["Серый Кардинал", "  серый   КАРДИНАЛ "],
    ]) {
      const issues = invalid(game7({ 2: { player: first }, 6: { player: second } }));
      expect(issues).toContainEqual(
        expect.objectContaining({
          code: "player-twice",
          field: "player",
          name: first,
          rows: [3, 7],
        }),
      );
    }
  });
  it("a player left blank", () => {
    expect(invalid(game7({ 6: { player: "" } }))).toContainEqual(
      expect.objectContaining({ code: "no-player", row: 7, field: "player" }),
    );
  });
  it("seven Civilians", () => {
    const issues = invalid(game7({ 9: { role: "Мирный" } }));
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: "role-count",
        field: "role",
        role: "civilian",
        count: 7,
        expected: 6,
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: "role-count",
        role: "mafia",
        count: 1,
        expected: 2,
      }),
    );
  });
  it("two Sheriffs, no Don", () => {
    const issues = invalid(game7({ 7: { role: "Шериф" } }));
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: "role-count",
        role: "sheriff",
        count: 2,
        expected: 1,
      }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: "role-count",
        role: "don",
        count: 0,
        expected: 1,
      }),
    );
  });
  it("an unknown role («Мирняк») and a blank role", () => {
    expect(invalid(game7({ 2: { role: "Мирняк" } }))).toContainEqual(
      expect.objectContaining({ code: "bad-role", row: 3, field: "role", value: "Мирняк" }),
    );
    expect(invalid(game7({ 2: { role: "" } }))).toContainEqual(
      expect.objectContaining({ code: "no-role", row: 3, field: "role" }),
    );
  });
  it("a Date in the role column (Sheets turned the text into a date)", () => {
    const issues = invalid(game7({ 2: { role: new Date(Date.UTC(2025, 2, 1)) } }));
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "date-in-cell", row: 3, field: "role", value: "2025-03-01" }),
    );
  });
  it("a Date in a count or yes/no column", () => {
    const date = new Date(Date.UTC(2025, 0, 2));
    expect(invalid(game7({ 2: { remarks: date } }))).toContainEqual(
      expect.objectContaining({ code: "date-in-cell", field: "remarks" }),
    );
    expect(invalid(game7({ 2: { bestPlayer: date } }))).toContainEqual(
      expect.objectContaining({ code: "date-in-cell", field: "bestPlayer" }),
    );
  });
  it("winners that conflict", () => {
    const issues = invalid(game7({ 4: { winner: BLACK } }));
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "winner-conflict", field: "winner" }),
    );
  });
  it("a winner that is no team", () => {
    expect(invalid(game7({}, "Ничья"))).toContainEqual(
      expect.objectContaining({ code: "bad-winner", row: 2, field: "winner", value: "Ничья" }),
    );
    // one bad cell among good ones: the game is still finished, and invalid
    expect(invalid(game7({ 5: { winner: "?" } }))).toContainEqual(
      expect.objectContaining({ code: "bad-winner", row: 6 }),
    );
  });
  it("two players killed first night", () => {
    const issues = invalid(game7({ 2: { firstKilled: true }, 8: { firstKilled: "TRUE" } }));
    expect(issues).toContainEqual(
      expect.objectContaining({
        code: "first-killed-many",
        field: "firstKilled",
        rows: [3, 9],
      }),
    );
  });
  it("yes/no cells that are neither", () => {
    for (const [field, value] of [
      ["firstKilled", "может"],
      ["bestPlayer", 2],
      ["removed", "1,5"],
    ] as const) {
      const issues = invalid(game7({ 4: { [field]: value } }));
      expect(issues).toContainEqual(
        expect.objectContaining({ code: "bad-yes-no", row: 5, field, value: String(value) }),
      );
    }
  });
  it("negative or fractional counts", () => {
    for (const [field, value] of [
      ["correct", -1],
      ["correct", "-1"],
      ["remarks", "1,5"],
      ["remarks", 0.5],
      ["correct", "много"],
    ] as const) {
      const issues = invalid(game7({ 4: { [field]: value } }));
      expect(issues).toContainEqual(
        expect.objectContaining({ code: "bad-count", row: 5, field, value: String(value) }),
      );
    }
  });
  it("a count above 99 (a typing slip: 111 for 11) is an error, not a number wrapped round", () => {
    for (const value of [100, "111", 1e10, "10000000000", 2 ** 31]) {
      expect(invalid(game7({ 4: { correct: value } }))).toContainEqual(
        expect.objectContaining({ code: "bad-count", row: 5, field: "correct" }),
      );
      expect(invalid(game7({ 4: { remarks: value } }))).toContainEqual(
        expect.objectContaining({ code: "bad-count", row: 5, field: "remarks" }),
      );
    }
  });
  it("reports every problem of a game, not only the first", () => {
    const issues = invalid(
      game7({
        2: { role: "Мирняк", remarks: "-2" },
        3: { firstKilled: true },
        4: { firstKilled: true },
      }),
    );
    expect(issues.map((i) => i.code).sort()).toEqual([
      "bad-count",
      "bad-role",
      "first-killed-many",
    ]);
  });
  it("an invalid game does not stop the other games from being scored", () => {
    const evaluation = evaluate(ruTable(gameRows(1, RED), game7({ 2: { role: "Мирняк" } })));
    expect(evaluation.games.map((g) => g.status)).toEqual(["finished", "invalid"]);
    expect(evaluation.standings).toHaveLength(10);
    expect(evaluation.issues.every((i) => i.game === "7")).toBe(true);
  });
  it("issues come in table order", () => {
    const evaluation = evaluate(
      ruTable(gameRows(1, RED, { 9: { remarks: -1 } }), gameRows(2, RED, { 2: { remarks: -2 } })),
    );
    expect(evaluation.issues.map((i) => i.row)).toEqual([10, 13]);
  });
  it("counts rows from options.firstRow", () => {
    const evaluation = evaluate(ruTable(game7({ 2: { remarks: -1 } })), { firstRow: 5 });
    expect(evaluation.issues).toContainEqual(
      expect.objectContaining({ code: "bad-count", row: 7 }),
    );
  });
});

describe("games in progress", () => {
  it("a game whose winner is blank on every row is in progress: no points, no standings, no issues", () => {
    const evaluation = evaluate(ruTable(game7({}, "")));
    expect(findGame(evaluation, "7").status).toBe("in-progress");
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.standings).toEqual([]);
  });
  it("is not judged as a whole yet, even when half filled in", () => {
    const rows = game7(
      { 2: { role: "" }, 3: { player: "" }, 4: { firstKilled: true }, 5: { firstKilled: true } },
      "",
    ).slice(0, 6);
    const evaluation = evaluate(ruTable(gameRows(1, RED), rows));
    expect(evaluation.issues).toEqual([]);
    expect(findGame(evaluation, "7").status).toBe("in-progress");
    expect(evaluation.standings.map((s) => s.games)).toEqual(Array(10).fill(1));
  });
  it("has its cells checked as any game's: a value that cannot be read is a problem", () => {
    const rows = game7({ 2: { role: "" }, 3: { remarks: "?" }, 4: { role: "Мирнй" } }, "");
    const evaluation = evaluate(ruTable(gameRows(1, RED), rows));
    expect(evaluation.issues).toEqual([
      { code: "bad-count", game: "7", row: 14, field: "remarks", value: "?" },
      { code: "bad-role", game: "7", row: 15, field: "role", value: "Мирнй", nearest: "civilian" },
    ]);
    expect(findGame(evaluation, "7").status).toBe("invalid");
    // The finished game still stands: the standings are not made while a problem is listed,
    // but game 1 is scored as ever.
    expect(evaluation.standings.map((s) => s.games)).toEqual(Array(10).fill(1));
  });
});

describe("blank rows", () => {
  it("rows of FALSE, 0 and blanks below (or between) the data are skipped", () => {
    const blank = ["", "", "", "", "", false, "", 0, false, "", false];
    const csvBlank = ["", "", "", "", "", "FALSE", "", "0", "FALSE", "", "FALSE"];
    const evaluation = evaluate([
      ...ruTable(gameRows(1, RED)).slice(0, 5),
      blank,
      ...ruTable(gameRows(1, RED)).slice(5),
      blank,
      csvBlank,
      [],
      ["", "", ""],
    ]);
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.rowKinds.filter((kind) => kind === "blank")).toHaveLength(5);
    expect(findGame(evaluation, "1").status).toBe("finished");
  });
  it("text in a column the engine does not read does not make a row a game row", () => {
    const evaluation = evaluate([
      [...ruTable()[0]!, "Комментарий"],
      ...gameRows(1, RED).map((r) => [...r, ""]),
      ["", "", "", "", "", false, "", "", false, "", false, "перерыв"],
    ]);
    expect(evaluation.issues).toEqual([]);
  });
  it("a row with data but no game is reported, not dropped", () => {
    const evaluation = evaluate(
      ruTable(gameRows(1, RED), [["", 3, "Кеша", "Мирный", RED, false, "", "", false, "", false]]),
    );
    expect(evaluation.issues).toEqual([
      expect.objectContaining({ code: "no-game", row: 12, field: "game" }),
    ]);
  });
  it("a stray remark with no game is reported", () => {
    const evaluation = evaluate(
      ruTable(gameRows(1, RED), [["", "", "", "", "", false, "", "", false, 1, false]]),
    );
    expect(evaluation.issues).toEqual([expect.objectContaining({ code: "no-game", row: 12 })]);
  });
});
