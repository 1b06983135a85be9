/**
 * Tables as club secretaries type them: rows shifted by an unquoted comma, columns that carry
 * points under other names, files that are no games table, per-player results, short words, and
 * the messages they get. Expected points worked out by hand from RULES.md.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  describeInProgress,
  describeIssue,
  describeIssues,
  describeWarnings,
  evaluate,
  gamesInProgress,
  parseRulesRange,
  type Evaluation,
} from "../../src/engine";
import { gameRows, RU_HEADER, seasonArb, seatPoints, standingOf, tableError } from "./helpers";

const RED = "Красные";

/** The game's rows with one cell of seat `seat`'s row split in the CSV way: «2,6,9» → 2 | 6 | 9. */
function splitCell(rows: unknown[][], seat: number, column: number): unknown[][] {
  return rows.map((row, i) => {
    if (i !== seat - 1) return row;
    const parts = String(row[column]).split(",");
    return [...row.slice(0, column), ...parts, ...row.slice(column + 1)];
  });
}

const pointsOfSeats = (evaluation: Evaluation, id: string): number[] =>
  Array.from({ length: 10 }, (_, i) => seatPoints(evaluation, id, i + 1));

describe("a row with more cells than the header", () => {
  it("a best move «2,6,9» without quotes: the row is refused, naming it and the likely cause", () => {
    const rows = gameRows(1, RED, { 1: { firstKilled: true, bestMove: "2,6,9" } });
    const evaluation = evaluate([RU_HEADER, ...splitCell(rows, 1, 6)]);
    expect(evaluation.games[0]?.status).toBe("invalid");
    expect(evaluation.issues).toEqual([{ code: "extra-cells", game: "1", row: 2, value: "false" }]);
    expect(describeIssues(evaluation.issues, "ru")).toBe(
      'Ошибки в протоколе игр:\nИгра 1, строка 2: в строке есть значения правее последнего столбца заголовка (false); похоже, значение с запятой не взято в кавычки — например, лучший ход «2,6,9» или доп. баллы «0,5» — и сдвинуло строку; возьмите его в кавычки ("2,6,9") или пишите через пробел, а если это отдельный столбец — дайте ему заголовок',
    );
  });

  it("a decimal comma «0,5» without quotes in «Доп. баллы», the last column", () => {
    const rows = gameRows(1, RED).map((row, i) => [...row, i === 3 ? "0,5" : ""]);
    const evaluation = evaluate([[...RU_HEADER, "Доп. баллы"], ...splitCell(rows, 4, 11)]);
    expect(evaluation.issues).toEqual([{ code: "extra-cells", game: "1", row: 5, value: "5" }]);
    expect(evaluation.standings).toHaveLength(0);
  });

  it("«2,6» without quotes in a row whose last cells are blank: one cell more than every other row", () => {
    // Without the refusal seat 2 would score 3 + 1 (a count of 2 in «Лучший ход») + 6 (six
    // correct picks from the «6»), with nothing said.
    const rows = gameRows(1, RED).map((row, i) =>
      i === 1 ? [...row.slice(0, 5), true, "2", "6", "", "", "", ""] : row,
    );
    const evaluation = evaluate([RU_HEADER, ...rows]);
    expect(evaluation.issues).toEqual([{ code: "extra-cells", game: "1", row: 3, value: "" }]);
    expect(describeIssues(evaluation.issues, "ru")).toMatch(
      /^Ошибки в протоколе игр:\nИгра 1, строка 3: в строке больше ячеек, чем в заголовке и в других строках; похоже, значение с запятой не взято в кавычки/,
    );
  });

  it("trailing empty cells are fine: the standings are those of the table without them", () => {
    // Every row padded, as some exports do, or one row one blank cell longer than the header
    // where a header cell is blank too.
    const rows = gameRows(1, RED).map((row) => [...row, "", " ", null]);
    const evaluation = evaluate([RU_HEADER, ...rows]);
    expect(evaluation.issues).toEqual([]);
    const one = gameRows(1, RED).map((row, i) => (i === 4 ? [...row, ""] : row));
    expect(evaluate([[...RU_HEADER, ""], ...one]).issues).toEqual([]);
    // Red win: Civilians 3, the Sheriff 4, the Mafia 0, the Don −1.
    expect(pointsOfSeats(evaluation, "1")).toEqual([3, 3, 4, 3, 0, 3, -1, 3, 0, 3]);
  });

  it("a value right of the header on a row without a game id is refused, not skipped", () => {
    const stray = ["", "", "", "", "", false, "", "", false, "", false, "7"];
    const evaluation = evaluate([RU_HEADER, ...gameRows(1, RED), stray]);
    expect(evaluation.issues).toEqual([{ code: "extra-cells", row: 12, value: "7" }]);
  });

  it("property: a valid season with a value split by an unquoted comma in any row is refused, naming that row", () => {
    fc.assert(
      fc.property(
        seasonArb(4),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        (rows, pick, column, digit) => {
          expect(evaluate([RU_HEADER, ...rows]).issues).toEqual([]);
          const index = pick % rows.length;
          const split = rows.map((row, i) =>
            i === index
              ? [...row.slice(0, column), row[column], String(digit), ...row.slice(column + 1)]
              : row,
          );
          const evaluation = evaluate([RU_HEADER, ...split]);
          const named = evaluation.issues.filter((issue) => issue.code === "extra-cells");
          expect(named.map((issue) => issue.row)).toEqual([index + 2]);
          const game = evaluation.games.find((g) => g.rows.some((r) => r.index === index + 1));
          expect(game?.status).toBe("invalid");
        },
      ),
    );
  });
});

describe("headers that may carry points", () => {
  const header = (from: string, to: string): string[] =>
    RU_HEADER.map((cell) => (cell === from ? to : cell));

  it("«Бонус» is the extra points: a Civilian of the red team with 1 scores 3 + 1 = 4", () => {
    const rows = gameRows(1, RED).map((row, i) => [...row, i === 0 ? "1" : ""]);
    const evaluation = evaluate([[...RU_HEADER, "Бонус"], ...rows]);
    expect(evaluation.warnings).toEqual([]);
    expect(seatPoints(evaluation, "1", 1)).toBe(4);
  });

  it("«Фолов», «Кол. фолов», «Кол-во фолов», «Количество фолов» are the remarks", () => {
    for (const name of ["Фолов", "Кол. фолов", "Кол-во фолов", "Количество фолов", "Фолы (шт.)"]) {
      const rows = gameRows(1, RED, { 2: { remarks: 2 } });
      const evaluation = evaluate([header("Замечания", name), ...rows]);
      // Seat 2, a Civilian of the winning side: 3 − 2 × 0.5 = 2.
      expect(seatPoints(evaluation, "1", 2), name).toBe(2);
    }
  });

  it("«Кто победил», «Ник игрока», «Лучший ход (ЛХ)», «ПУ (первый убитый)» are read", () => {
    const head = RU_HEADER.map(
      (cell) =>
        ({
          Победили: "Кто победил",
          Игрок: "Ник игрока",
          "Лучший ход": "Лучший ход (ЛХ)",
          "Убит в первую ночь": "ПУ (первый убитый)",
        })[cell] ?? cell,
    );
    const rows = gameRows(1, RED, { 2: { firstKilled: true, bestMove: "5 7 9" } });
    const evaluation = evaluate([head, ...rows]);
    // Seat 2 killed first night names the three black seats: 3 + 2 = 5.
    expect(seatPoints(evaluation, "1", 2)).toBe(5);
  });

  it("an unrelated column («Комментарий», «Клуб», «Судья», «Телефон») does not stop the standings", () => {
    const rows = gameRows(1, RED).map((row) => [...row, "к", "Сова", "Иван", "+7"]);
    const evaluation = evaluate([
      [...RU_HEADER, "Комментарий", "Клуб", "Судья", "Телефон"],
      ...rows,
    ]);
    expect(evaluation.issues).toEqual([]);
    // Each is named, so the organiser knows it is not counted: the unknown one first.
    expect(evaluation.warnings).toEqual([
      { code: "ignored-header", value: "Телефон" },
      { code: "unscored-header", value: "Комментарий" },
      { code: "unscored-header", value: "Клуб" },
      { code: "unscored-header", value: "Судья" },
    ]);
    expect(describeWarnings(evaluation.warnings, "ru")).toBe(
      "Предупреждения:\n" +
        "столбец «Телефон» не распознан и не учитывается\n" +
        "столбец «Комментарий» на очки не влияет и не учитывается\n" +
        "столбец «Клуб» на очки не влияет и не учитывается\n" +
        "столбец «Судья» на очки не влияет и не учитывается",
    );
    expect(describeWarnings(evaluation.warnings, "en")).toBe(
      "Warnings:\n" +
        "column “Телефон” is not recognised and is left out\n" +
        "column “Комментарий” scores nothing and is left out\n" +
        "column “Клуб” scores nothing and is left out\n" +
        "column “Судья” scores nothing and is left out",
    );
    // Red wins («Клуб»): sheriff 4, six civilians 3; two mafia 0, the don −1.
    expect(evaluation.standings.map((line) => line.points)).toEqual([
      4, 3, 3, 3, 3, 3, 3, 0, 0, -1,
    ]);
  });

  it("the add-on's own unscored columns («Дата», «Очки» of MAFIA_POINTS) pass without a word", () => {
    const rows = gameRows(1, RED).map((row) => [...row, "2026-11-29", 3]);
    for (const head of [
      [...RU_HEADER, "Дата", "Очки"],
      [...RU_HEADER, " дата ", "ОЧКИ"],
      [...RU_HEADER, "Date", "Points"],
    ]) {
      const evaluation = evaluate([head, ...rows]);
      expect(evaluation.issues, head.join()).toEqual([]);
      expect(evaluation.warnings, head.join()).toEqual([]);
    }
  });
});

describe("a file that is not a games table", () => {
  it("a players list: one message saying what a games table needs and what the file seems to be", () => {
    const error = tableError([
      ["Игрок", "Клуб", "Телефон"],
      ["Лис", "Сова", "+7 900"],
      ["Кеша", "Сова", "+7 901"],
    ]);
    expect(error.issues).toEqual([
      { code: "not-games-table", headers: ["Игрок", "Клуб", "Телефон"], kind: "players" },
    ]);
    expect(describeIssues(error.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nэто не протокол игр: в протоколе по строке на каждого игрока каждой игры, со столбцами «Игра», «Место», «Игрок», «Роль», «Победили»; похоже, это список игроков (столбцы «Игрок», «Клуб», «Телефон»)",
    );
  });

  it("a budget, a list of names, the standings", () => {
    const budget = [
      ["Дата", "Статья", "Сумма"],
      ["2025-03-01", "Аренда", "5000"],
    ];
    expect(tableError(budget).issues).toEqual([
      { code: "not-games-table", headers: ["Дата", "Статья", "Сумма"], kind: "other" },
    ]);
    const names = [["Лис"], ["Кеша"], ["Сова"]];
    expect(tableError(names).issues).toEqual([
      { code: "not-games-table", headers: ["Лис"], kind: "names" },
    ]);
    const standings = [
      ["Место", "Игрок", "Очки"],
      [1, "Лис", 12],
    ];
    expect(tableError(standings).issues).toEqual([
      { code: "not-games-table", headers: ["Место", "Игрок", "Очки"], kind: "standings" },
    ]);
  });

  it("an empty range is no error: empty standings", () => {
    expect(evaluate([[""]]).standings).toEqual([]);
    expect(evaluate([]).standings).toEqual([]);
  });
});

describe("words organisers type", () => {
  it("short roles and winners: «мир», «мирн.», «шер», «маф», «дон»; «Победа мафии»", () => {
    const roles = [
      "мир",
      "мирн",
      "шер",
      "мирн.",
      "маф",
      "Мирный житель",
      "Дон",
      "мир",
      "МАФ",
      "мирн",
    ];
    const rows = gameRows(
      1,
      "Победа мафии",
      Object.fromEntries(roles.map((role, i) => [i + 1, { role }])),
    );
    const evaluation = evaluate([RU_HEADER, ...rows]);
    expect(evaluation.issues).toEqual([]);
    // Black win: Mafia 4, Don 5, Civilians 0, the Sheriff −1.
    expect(pointsOfSeats(evaluation, "1")).toEqual([0, 0, -1, 0, 4, 0, 5, 0, 4, 0]);
  });

  it("winners «красн», «кр», «черн», «мирные жители», «Победа красных»; «ком» is the Sheriff", () => {
    for (const [winner, sheriff] of [
      ["красн", 4],
      ["кр", 4],
      ["мирные жители", 4],
      ["Победа красных", 4],
      ["черн", -1],
      ["Чёрн.", -1],
    ] as const) {
      const evaluation = evaluate([RU_HEADER, ...gameRows(1, winner, { 3: { role: "ком" } })]);
      expect(seatPoints(evaluation, "1", 3), winner).toBe(sheriff);
    }
  });

  it("best moves «3-7-9», «3.7.9», «3/7/9», «3,7,9» (quoted) and «379»: +2 for three black", () => {
    for (const move of ["5-7-9", "5.7.9", "5/7/9", "5,7,9", "579", 579, "5 – 7 – 9"]) {
      const rows = gameRows(1, RED, { 2: { firstKilled: true, bestMove: move } });
      expect(seatPoints(evaluate([RU_HEADER, ...rows]), "1", 2), String(move)).toBe(5);
    }
    // «57» names two black seats: +1; «10» holds a 0 and is no seat run together.
    const two = gameRows(1, RED, { 2: { firstKilled: true, bestMove: "57" } });
    expect(seatPoints(evaluate([RU_HEADER, ...two]), "1", 2)).toBe(4);
    const ten = gameRows(1, RED, { 2: { firstKilled: true, bestMove: "5710" } });
    expect(evaluate([RU_HEADER, ...ten]).issues).toContainEqual(
      expect.objectContaining({ code: "bad-best-move", row: 3 }),
    );
  });

  it("yes/no short forms: «д», «н», «+», «−», «Да.»", () => {
    const rows = gameRows(1, RED, {
      2: { bestPlayer: "д" },
      3: { bestPlayer: "−" },
      4: { bestPlayer: "Да." },
      5: { removed: "н" },
    });
    const evaluation = evaluate([RU_HEADER, ...rows]);
    expect(evaluation.issues).toEqual([]);
    // Best player +2: seats 2 and 4 (Civilians of the winning side) 3 + 2 = 5; the Don −1.
    expect(pointsOfSeats(evaluation, "1")).toEqual([3, 5, 4, 5, 0, 3, -1, 3, 0, 3]);
  });
});

describe("a per-player result column", () => {
  const marks = (won: unknown, lost: unknown, blackWins: boolean): unknown[][] =>
    gameRows(
      1,
      "",
      Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => {
          const black = [5, 7, 9].includes(i + 1);
          return [i + 1, { winner: black === blackWins ? won : lost }];
        }),
      ),
    );

  it("1/0, TRUE/FALSE, «да»/«нет», «+»/«−», «Победа»/«Поражение»: the side marked won won", () => {
    const head = RU_HEADER.map((cell) => (cell === "Победили" ? "Победа" : cell));
    for (const [won, lost] of [
      [1, 0],
      ["1", "0"],
      [true, false],
      ["TRUE", "FALSE"],
      ["да", "нет"],
      ["+", "−"],
      ["Победа", "Поражение"],
    ]) {
      const black = evaluate([head, ...marks(won, lost, true)]);
      expect(black.issues, String(won)).toEqual([]);
      expect(pointsOfSeats(black, "1"), String(won)).toEqual([0, 0, -1, 0, 4, 0, 5, 0, 4, 0]);
      const red = evaluate([head, ...marks(won, lost, false)]);
      expect(pointsOfSeats(red, "1"), String(won)).toEqual([3, 3, 4, 3, 0, 3, -1, 3, 0, 3]);
    }
  });

  it("marks that contradict the roles are a problem naming the rows", () => {
    const rows = marks(1, 0, true);
    (rows[1] as unknown[])[4] = 1; // seat 2, a Civilian, marked won beside the black side
    const evaluation = evaluate([RU_HEADER, ...rows]);
    expect(evaluation.issues).toEqual([
      { code: "result-conflict", game: "1", field: "winner", rows: [3], winner: "black" },
    ]);
    expect(describeIssues(evaluation.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nИгра 1, «Победили»: отметки результата в строке 3 противоречат ролям: по остальным отметкам победили Чёрные",
    );
  });

  it("a game marked lost on every row (an unticked column) is still in progress", () => {
    const rows = marks(false, false, true);
    const evaluation = evaluate([RU_HEADER, ...gameRows(2, RED), ...rows]);
    expect(evaluation.issues).toEqual([]);
    expect(gamesInProgress(evaluation).map((game) => game.label)).toEqual(["1"]);
  });
});

describe("messages in the organiser's words", () => {
  it("name the column as the table's header writes it", () => {
    const head = RU_HEADER.map((cell) => (cell === "Лучший ход" ? "ЛХ" : cell));
    const rows = gameRows(1, RED, { 2: { firstKilled: true, bestMove: "пять" } });
    expect(describeIssues(evaluate([head, ...rows]).issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nИгра 1, строка 3, «ЛХ»: «пять» — нужно число чёрных от 0 до 3 или два-три разных места, например «3 7 9»",
    );
  });

  it("one mistake on many rows is one message naming the value and the rows; different ones stay apart", () => {
    const games = [1, 2, 3, 4, 5, 6].map((id) =>
      gameRows(id, RED, { 1: { removed: "?" }, 2: { removed: "?" } }),
    );
    const evaluation = evaluate([
      RU_HEADER,
      ...games.flat(),
      ...gameRows(7, RED, { 3: { removed: "!" } }),
    ]);
    expect(describeIssues(evaluation.issues, "ru", evaluation.problemCount)).toBe(
      [
        "Ошибки в протоколе игр:",
        "строки 2, 3, 12, 13, 22, 23, 32, 33, 42, 43 и ещё 2, «Удаление»: «?» — нужно да или нет (галочка, TRUE/FALSE, 1/0)",
        "Игра 7, строка 64, «Удаление»: «!» — нужно да или нет (галочка, TRUE/FALSE, 1/0)",
      ].join("\n"),
    );
  });

  it("an unknown role is one message: no best-move error follows from it", () => {
    const rows = gameRows(1, RED, { 2: { role: "Мирнй", firstKilled: true, bestMove: "5 7 9" } });
    expect(describeIssues(evaluate([RU_HEADER, ...rows]).issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nИгра 1, строка 3, «Роль»: «Мирнй» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); может быть, «Мирный»?",
    );
  });

  it("a mistyped winner, rules setting and statistics view get the nearest word", () => {
    const rows = gameRows(1, "Красыне");
    expect(describeIssues(evaluate([RU_HEADER, ...rows]).issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nИгра 1, строки 2–11, «Победили»: «Красыне» — непонятно, кто победил (нужно Красные или Чёрные, или у каждого игрока: победа — 1, да, +; поражение — 0, нет, −); может быть, «Красные»?",
    );
    expect(describeIssue({ code: "stats-view", value: "итог" }, "ru")).toBe(
      "«итог» — неизвестный вид статистики; нужно «игроки», «места», «итоги», «рейтинг», «номинации» или «команды»; может быть, «итоги»?",
    );
    const rules = parseRulesRange([["Победа мирнго", 3]]);
    expect(rules.ok ? [] : describeIssues(rules.issues, "ru").split("\n")).toEqual([
      "Ошибки в правилах:",
      "Правила, строка 1: «Победа мирнго» — неизвестная настройка; может быть, «Победа мирного»?",
    ]);
  });
});

describe("games in progress", () => {
  it("are listed for every surface to name: «в процессе, не учтены: игры 4, 7»", () => {
    const evaluation = evaluate([
      RU_HEADER,
      ...gameRows(1, RED),
      ...gameRows(4, ""),
      ...gameRows(7, "").slice(0, 3),
    ]);
    expect(gamesInProgress(evaluation).map((game) => game.label)).toEqual(["4", "7"]);
    expect(describeInProgress(evaluation, "ru")).toBe("в процессе, не учтены: игры 4, 7");
    expect(describeInProgress(evaluation, "en")).toBe("in progress, not counted: games 4, 7");
    const one = evaluate([RU_HEADER, ...gameRows(1, RED), ...gameRows(4, "")]);
    expect(describeInProgress(one, "ru")).toBe("в процессе, не учтены: игра 4");
    expect(describeInProgress(evaluate([RU_HEADER, ...gameRows(1, RED)]), "ru")).toBe("");
    expect(standingOf(evaluation, "G1-1")?.games).toBe(1);
  });

  it("a bad cell in one is a problem named by game, row and column", () => {
    const evaluation = evaluate([
      RU_HEADER,
      ...gameRows(1, RED),
      ...gameRows(4, "", { 2: { remarks: "?" } }),
    ]);
    expect(describeIssues(evaluation.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nИгра 4, строка 13, «Замечания»: «?» — нужно целое число от 0 до 99",
    );
    expect(gamesInProgress(evaluation)).toEqual([]);
  });
});
