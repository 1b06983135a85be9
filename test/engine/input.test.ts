/**
 * Input that used to vanish or be misread (issue 7): renamed columns, Sheets error values,
 * game ids written several ways, thousands of problems. Expected messages written out in full.
 */
import { describe, expect, it } from "vitest";
import { describeIssues, describeWarnings, evaluate, type Issue } from "../../src/engine";
import { gameRows, RU_HEADER, seatPoints, tableError } from "./helpers";

const RED = "Красные";

describe("an unrecognised header", () => {
  const withHeader = (index: number, header: string): unknown[][] => {
    const head = [...RU_HEADER];
    head[index] = header;
    return [head, ...gameRows(1, RED, { 2: { remarks: 2 } })];
  };

  it("that looks like a missing column is refused as that column renamed, naming both", () => {
    const error = tableError(withHeader(9, "Замечаньки"));
    expect(error.issues).toEqual([
      { code: "renamed-column", value: "Замечаньки", column: "remarks" },
    ]);
    expect(describeIssues(error.issues, error.lang)).toBe(
      "Ошибки в протоколе игр:\nстолбец «Замечаньки» похож на «Замечания», а столбца «Замечания» нет; назовите его «Замечания», а если это другой столбец — дайте ему непохожее название",
    );
    expect(describeIssues(error.issues, "en")).toBe(
      "The games table has errors:\ncolumn “Замечаньки” looks like “Remarks”, which the table lacks; name it “Remarks”, or, if it is another column, give it a name unlike it",
    );
    const renamed: [number, string, string][] = [
      [9, "Фолы за игру", "remarks"],
      [9, "Remarks count", "remarks"],
      [2, "Игроки", "player"],
      [7, "Правильные", "correct"],
      [10, "Удалённые", "removed"],
    ];
    for (const [index, header, column] of renamed) {
      expect(tableError(withHeader(index, header)).issues, header).toEqual([
        { code: "renamed-column", value: header, column },
      ]);
    }
  });

  it("that looks like no missing column is ignored and named in a warning", () => {
    // «Доп. баллы», «Этап» and «Команда» are absent from RU_HEADER: an unrelated column never
    // asks for them.
    for (const header of ["Комментарий судьи", "Рейтинг", "Ставка", "Judge notes"]) {
      const values = [
        [...RU_HEADER, header],
        ...gameRows(1, RED, { 2: { remarks: 2 } }).map((row) => [...row, "что-то"]),
      ];
      const evaluation = evaluate(values);
      expect(evaluation.issues, header).toEqual([]);
      expect(evaluation.warnings, header).toEqual([{ code: "ignored-header", value: header }]);
      expect(evaluation.standings, header).toHaveLength(10);
      expect(seatPoints(evaluation, "1", 2), header).toBe(2);
    }
    const evaluation = evaluate([
      [...RU_HEADER, "Рейтинг", "Комментарий судьи"],
      ...gameRows(1, RED),
    ]);
    expect(describeWarnings(evaluation.warnings, "ru")).toBe(
      "Предупреждения:\nстолбец «Рейтинг» не распознан и не учитывается\nстолбец «Комментарий судьи» не распознан и не учитывается",
    );
    expect(describeWarnings(evaluation.warnings, "en")).toBe(
      "Warnings:\ncolumn “Рейтинг” is not recognised and is left out\ncolumn “Комментарий судьи” is not recognised and is left out",
    );
    expect(describeWarnings([], "ru")).toBe("");
  });

  it("that may carry points beside the column it looks like is refused, naming both", () => {
    // «Фолы за игру» beside «Замечания»: its fouls would be dropped, so it is never ignored.
    for (const [header, column, own] of [
      ["Замечания 2", "remarks", "Замечания"],
      ["Фолы за игру", "remarks", "Замечания"],
      ["Бонус игрока", "extra", "Доп. баллы"],
      ["ЛХ за игру", "bestMove", "Лучший ход"],
      ["Лучший ход 2", "bestMove", "Лучший ход"],
    ] as const) {
      const values = [[...RU_HEADER, "Доп. баллы", header], ...gameRows(1, RED)];
      expect(tableError(values).issues, header).toEqual([
        { code: "scoring-header", value: header, column, header: own },
      ]);
    }
    const error = tableError([[...RU_HEADER, "Фолы за игру"], ...gameRows(1, RED)]);
    expect(describeIssues(error.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nстолбец «Фолы за игру» не распознан, а по названию он может менять очки, как «Замечания» (Замечания); перенесите его значения в «Замечания» или переименуйте его",
    );
  });

  it("«Штраф» is refused: a count of remarks or penalty points, the table must say which", () => {
    for (const header of ["Штраф", "Штрафы", "Штрафные баллы", "Penalty"]) {
      const error = tableError([[...RU_HEADER, header], ...gameRows(1, RED)]);
      expect(error.issues, header).toEqual([{ code: "penalty-column", value: header }]);
    }
    const error = tableError([[...RU_HEADER, "Штраф"], ...gameRows(1, RED)]);
    expect(describeIssues(error.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nстолбец «Штраф» не распознан: непонятно, число это замечаний или штрафные баллы; число замечаний (−0,5 за каждое) запишите в столбец «Замечания», а штрафные баллы — со знаком минус в «Доп. баллы»",
    );
  });

  it("a missing required column is refused, naming the headers not understood and the nearest", () => {
    const values = [
      ["Игра", "Место", "Участник", "Роль", "Победили", "Рейтинг"],
      ...gameRows(1, RED).map((row) => row.slice(0, 5)),
    ];
    expect(tableError(values).issues).toEqual([
      { code: "missing-column", field: "player", unknown: ["Участник", "Рейтинг"] },
    ]);
    const seatless = [
      ["Игра", "№ места", "Игрок", "Роль", "Победили", "Рейтинг"],
      ...gameRows(1, RED).map((row) => row.slice(0, 5)),
    ];
    const error = tableError(seatless);
    expect(describeIssues(error.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\n«Место»: в заголовке нет этого столбца; не распознаны: «№ места», «Рейтинг»; ближе всего — «№ места»",
    );
  });

  it("a known column twice is refused, naming it", () => {
    const error = tableError([[...RU_HEADER, "игрок"], ...gameRows(1, RED)]);
    expect(error.issues).toEqual([
      { code: "column-twice", value: "игрок", column: "player", firstHeader: "Игрок" },
    ]);
    // Both named as the header writes them.
    const head = RU_HEADER.map((cell) => (cell === "Игрок" ? "Ник игрока" : cell));
    expect(describeIssues(tableError([[...head, "Имя"], ...gameRows(1, RED)]).issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nстолбец «Ник игрока» в заголовке дважды (второй — «Имя»); оставьте один или переименуйте второй",
    );
  });

  it("abbreviations organisers use are the columns themselves", () => {
    const cases: [number, string][] = [
      [9, "Замеч."],
      [9, "Фолы"],
      [8, "ЛИ"],
      [8, "Лучший игрок?"],
      [6, "ЛХ"],
      [7, "ПК"],
      [7, "Прав. канд."],
      [5, "ПУ"],
      [10, "Удал."],
    ];
    for (const [index, header] of cases) {
      const evaluation = evaluate(withHeader(index, header));
      expect(
        evaluation.layout.columns[
          index === 9
            ? "remarks"
            : index === 8
              ? "bestPlayer"
              : index === 6
                ? "bestMove"
                : index === 7
                  ? "correct"
                  : index === 5
                    ? "firstKilled"
                    : "removed"
        ],
        header,
      ).toBe(index);
    }
    expect(seatPoints(evaluate(withHeader(9, "Замеч.")), "1", 2)).toBe(2); // 3 − 2 × 0.5
  });

  it("a known non-scoring header is ignored even when scoring columns are missing", () => {
    for (const header of [
      "Дата",
      "Date",
      "Стол",
      "Тур",
      "Round",
      "Судья",
      "Ведущий",
      "Очки",
      "Комментарий",
      "Примечание",
      "Клуб",
      "City",
      "№",
    ]) {
      const values = [
        [...RU_HEADER.slice(0, 9), header],
        ...gameRows(1, RED).map((row) => [...row.slice(0, 9), "x"]),
      ];
      const evaluation = evaluate(values);
      expect(evaluation.layout.columns.remarks, header).toBe(-1);
      expect(evaluation.issues, header).toEqual([]);
      expect(seatPoints(evaluation, "1", 1), header).toBe(3); // a Civilian's win
      expect(seatPoints(evaluation, "1", 3), header).toBe(4); // the Sheriff's
      expect(evaluation.standings, header).toHaveLength(10);
    }
  });

  it("any header is ignored when every scoring column is there", () => {
    const values = [
      [...RU_HEADER, "Доп. баллы", "Фото"],
      ...gameRows(1, RED).map((row) => [...row, "", "ссылка"]),
    ];
    expect(evaluate(values).issues).toEqual([]);
  });
});

describe("Sheets error values", () => {
  const codes = ["#N/A", "#REF!", "#VALUE!", "#DIV/0!", "#NAME?", "#NUM!", "#NULL!", "#ERROR!"];

  it("as a player's name: an error naming game, row and column, never a player", () => {
    for (const code of codes) {
      const evaluation = evaluate([RU_HEADER, ...gameRows(4, RED, { 3: { player: code } })]);
      expect(
        evaluation.issues.map((issue) => [
          issue.code,
          issue.game,
          issue.row,
          issue.field,
          "value" in issue ? issue.value : undefined,
        ]),
        code,
      ).toEqual([["sheet-error", "4", 4, "player", code]]);
      expect(evaluation.standings).toEqual([]);
    }
    const issues = evaluate([RU_HEADER, ...gameRows(4, RED, { 3: { player: "#N/A" } })]).issues;
    expect(describeIssues(issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nИгра 4, строка 4, «Игрок»: «#N/A» — ошибка формулы в ячейке; исправьте формулу или впишите значение",
    );
    expect(describeIssues(issues, "en")).toBe(
      "The games table has errors:\nGame 4, row 4, “Player”: “#N/A” is a formula error; fix the formula or type the value",
    );
  });

  it("in a role, winner, yes/no or count column, and as the game id", () => {
    const issues = (spec: Parameters<typeof gameRows>[2]): readonly Issue[] =>
      evaluate([RU_HEADER, ...gameRows(1, RED, spec)]).issues;
    expect(issues({ 2: { role: "#REF!" } }).map((i) => [i.code, i.field])).toContainEqual([
      "sheet-error",
      "role",
    ]);
    expect(issues({ 2: { remarks: "#DIV/0!" } }).map((i) => [i.code, i.field])).toEqual([
      ["sheet-error", "remarks"],
    ]);
    expect(issues({ 2: { firstKilled: "#VALUE!" } }).map((i) => [i.code, i.field])).toEqual([
      ["sheet-error", "firstKilled"],
    ]);
    const idError = evaluate([
      RU_HEADER,
      ...gameRows(1, RED),
      ["#REF!", 1, "Лис", "Мирный", RED],
    ]).issues;
    expect(idError).toEqual([{ code: "sheet-error", row: 12, field: "game", value: "#REF!" }]);
  });
});

describe("game ids", () => {
  it("1, «01», «1.0», «1,0» and « 1 » are one game", () => {
    const ids = [1, "01", "1.0", "1,0", " 1 ", 1, "1", "001", 1.0, "+1"];
    const rows = gameRows(1, RED).map((row, i) => [ids[i], ...row.slice(1)]);
    const evaluation = evaluate([RU_HEADER, ...rows]);
    expect(evaluation.games.map((game) => [game.key, game.label, game.status])).toEqual([
      ["1", "1", "finished"],
    ]);
  });

  it("«1.5» and 1.5 are one game, «1.5» and «15» are not", () => {
    const rows = gameRows(1, RED).map((row, i) => [i < 5 ? "1.5" : 1.5, ...row.slice(1)]);
    expect(evaluate([RU_HEADER, ...rows]).games.map((game) => game.status)).toEqual(["finished"]);
    const split = gameRows(1, RED).map((row, i) => [i < 5 ? "1.5" : "15", ...row.slice(1)]);
    expect(evaluate([RU_HEADER, ...split]).games.map((game) => game.label)).toEqual(["1.5", "15"]);
  });
});

describe("thousands of problems", () => {
  it("the message lists the first 30 and counts the rest", () => {
    const games = Array.from({ length: 2000 }, (_, g) =>
      gameRows(g + 1, RED, { 1: { role: "Мирнй" } }),
    );
    const evaluation = evaluate([RU_HEADER, ...games.flat()]);
    // Each game: the unknown role (role counts are checked once every role reads) — one
    // mistake, said once for all its rows.
    expect(evaluation.problemCount).toBe(1);
    const message = describeIssues(evaluation.issues, "ru", evaluation.problemCount);
    expect(message).toBe(
      "Ошибки в протоколе игр:\nстроки 2, 12, 22, 32, 42, 52, 62, 72, 82, 92 и ещё 1990, «Роль»: «Мирнй» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); может быть, «Мирный»?",
    );
    const different = Array.from({ length: 2000 }, (_, g) =>
      gameRows(g + 1, RED, { 1: { role: `Роль${g}` } }),
    );
    const many = evaluate([RU_HEADER, ...different.flat()]);
    expect(many.problemCount).toBe(2000);
    const lines = describeIssues(many.issues, "ru", many.problemCount).split("\n");
    expect(lines).toHaveLength(32);
    expect(lines[1]).toBe(
      "Игра 1, строка 2, «Роль»: «Роль0» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон)",
    );
    expect(lines[31]).toBe("…и ещё 1970");
  });

  it("past 5,000 listed problems each further broken game lists its first one; the count stays exact", () => {
    // Each game: seat 1's role unreadable, seat 2's remarks unreadable, seat 3's yes/no unreadable.
    const games = Array.from({ length: 3000 }, (_, g) =>
      gameRows(g + 1, RED, { 1: { role: "?" }, 2: { remarks: "?" }, 3: { removed: "?" } }),
    );
    const evaluation = evaluate([RU_HEADER, ...games.flat()]);
    // Three mistakes, each said once for all its rows; and so many more problems unlisted.
    expect(evaluation.issues).toHaveLength(3);
    const perGame = evaluation.games.map((game) => game.issues.length);
    const listed = perGame.reduce((sum, n) => sum + n, 0);
    expect(evaluation.problemCount).toBe(9000 - (listed - 3));
    // 1,666 × 3 = 4,998 listed in full
    expect(perGame.slice(0, 1666)).toEqual(new Array(1666).fill(3));
    expect(perGame.slice(1667)).toEqual(new Array(3000 - 1667).fill(1));
    expect(evaluation.games[2999]?.issues[0]).toEqual({
      code: "bad-role",
      game: "3000",
      row: 29992,
      field: "role",
      value: "?",
    });
  });

  it("a game of 200,000 junk rows keeps its problems few, the row count among them", () => {
    const junk = Array.from({ length: 200_000 }, () => ["1", "1", "", "", "Красные"]);
    const evaluation = evaluate(junk);
    const issues = evaluation.games[0]?.issues ?? [];
    expect(issues.length).toBeLessThanOrEqual(50);
    expect(issues.some((issue) => issue.code === "row-count")).toBe(true);
  });
});
