/** Messages name the game, the row and the column, in the table's language. */
import { describe, expect, it } from "vitest";
import {
  describeIssue,
  describeIssues,
  evaluate,
  gameList,
  MAX_NAMED_GAMES,
  renumberRows,
  type Issue,
  type IssueCode,
  type IssueOf,
} from "../../src/engine";
import { EN_HEADER, gameRows, ruTable } from "./helpers";

const RED = "Красные";

function messages(table: unknown[][]): string[] {
  const evaluation = evaluate(table);
  return evaluation.issues.map((issue) => describeIssue(issue, evaluation.layout.lang));
}

describe("in a Russian table", () => {
  it("a bad role: game, row, column and the value", () => {
    expect(messages(ruTable(gameRows(3, RED, { 4: { role: "Мирняк" } })))).toEqual([
      "Игра 3, строка 5, «Роль»: «Мирняк» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); может быть, «Мирный»?",
    ]);
  });
  it("a fractional count", () => {
    expect(messages(ruTable(gameRows(3, RED, { 2: { remarks: "1,5" } })))).toEqual([
      "Игра 3, строка 3, «Замечания»: «1,5» — нужно целое число от 0 до 99",
    ]);
  });
  it("a seat twice, a role count, two first-night kills, a best move for a mafia", () => {
    const rows = gameRows("Финал", RED, {
      2: { role: "Мафия", firstKilled: true, bestMove: "5 7 9" },
      4: { firstKilled: true },
    });
    rows[5]![1] = 5; // seat 6 written as 5
    expect(messages(ruTable(rows))).toEqual([
      "Игра Финал, «Место»: место 5 записано дважды (строки 6, 7)",
      "Игра Финал, «Место»: нет места 6",
      "Игра Финал, «Роль»: роль «Мирный» у 5 игроков, а нужно у 6",
      "Игра Финал, «Роль»: роль «Мафия» у 3 игроков (строки 3, 6, 10), а нужно у 2",
      "Игра Финал, «Убит в первую ночь»: убитых в первую ночь больше одного (строки 3, 5)",
      "Игра Финал, строка 3, «Лучший ход»: лучший ход бывает только у красного игрока, убитого в первую ночь",
    ]);
  });
  it("a game with nine rows and a stray row", () => {
    const table = ruTable(gameRows(12, RED).slice(0, 9), [
      ["", "", "Кеша", "", "", false, "", "", false, "", false],
    ]);
    // seat 10 (a Civilian) is missing, so the roles do not add up either
    expect(messages(table)).toEqual([
      "Игра 12: в игре 9 строк, а нужно 10",
      "Игра 12, «Место»: нет места 10",
      "Игра 12, «Роль»: роль «Мирный» у 5 игроков, а нужно у 6",
      "строка 11, «Игра»: не указан номер игры",
    ]);
  });
  it("plural forms of Russian", () => {
    const m = (count: number) =>
      describeIssue({ code: "row-count", game: "1", count, expected: 10 }, "ru");
    expect(m(1)).toBe("Игра 1: в игре 1 строка, а нужно 10");
    expect(m(3)).toBe("Игра 1: в игре 3 строки, а нужно 10");
    expect(m(11)).toBe("Игра 1: в игре 11 строк, а нужно 10");
    expect(m(21)).toBe("Игра 1: в игре 21 строка, а нужно 10");
  });
  it("describeIssues: a heading and one line per problem", () => {
    const evaluation = evaluate(
      ruTable(gameRows(3, RED, { 4: { role: "Мирняк" }, 5: { remarks: -1 } })),
    );
    expect(describeIssues(evaluation.issues, "ru").split("\n")).toEqual([
      "Ошибки в протоколе игр:",
      "Игра 3, строка 5, «Роль»: «Мирняк» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); может быть, «Мирный»?",
      "Игра 3, строка 6, «Замечания»: «-1» — нужно целое число от 0 до 99",
    ]);
  });
});

describe("in an English table", () => {
  const enTable = (...rows: unknown[][][]) => [EN_HEADER, ...rows.flat()];
  it("the same problems in English, with English column names", () => {
    const rows = gameRows(3, "Red", {
      4: { role: "Mirnyak" },
      2: { remarks: "1,5" },
      6: { winner: "Black" },
    });
    // a problem of the whole game stands at the game's first row
    expect(messages(enTable(rows))).toEqual([
      "Game 3, “Winner”: rows 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 record different winners",
      "Game 3, row 3, “Remarks”: “1,5” is not a whole number from 0 to 99",
      "Game 3, row 5, “Role”: “Mirnyak” is not a role (expected Civilian, Sheriff, Mafia or Don)",
    ]);
  });
  it("role counts name the role in English", () => {
    expect(messages(enTable(gameRows(1, "Red", { 9: { role: "Civilian" } })))).toEqual([
      "Game 1, “Role”: 7 × Civilian (rows 2, 3, 5, 7, 9, 10, 11), expected 6",
      "Game 1, “Role”: 1 × Mafia, expected 2",
    ]);
  });
  it("a Date in the role column", () => {
    expect(
      messages(enTable(gameRows(1, "Red", { 2: { role: new Date(Date.UTC(2025, 2, 7)) } }))),
    ).toEqual([
      "Game 1, row 3, “Role”: “2025-03-07” was turned into a date by Sheets; format the column as plain text",
    ]);
  });
  it("describeIssues heading", () => {
    expect(describeIssues([], "en")).toBe("The games table has errors:");
  });
});

describe("every issue code", () => {
  // One issue per code, all at the same place; each whole message written by hand.
  // Records over IssueCode: a new code does not type-check until its messages are written here.
  const at = { game: "7", row: 9, field: "role" } as const;
  const x = { ...at, value: "x" };
  const ISSUES: { readonly [C in IssueCode]: IssueOf<C> } = {
    "missing-column": { ...at, code: "missing-column" },
    "no-game": { ...at, code: "no-game" },
    "bad-seat": { ...x, code: "bad-seat" },
    "no-player": { ...at, code: "no-player" },
    "bad-role": { ...x, code: "bad-role" },
    "no-role": { ...at, code: "no-role" },
    "bad-winner": { ...x, code: "bad-winner" },
    "winner-conflict": { ...at, code: "winner-conflict", rows: [2, 3] },
    "bad-yes-no": { ...x, code: "bad-yes-no" },
    "bad-count": { ...x, code: "bad-count" },
    "bad-best-move": { ...x, code: "bad-best-move" },
    "best-move-own-seat": { ...at, code: "best-move-own-seat" },
    "best-move-not-allowed": { ...at, code: "best-move-not-allowed" },
    "date-in-cell": { ...x, code: "date-in-cell" },
    "row-count": { ...at, code: "row-count", count: 2, expected: 1 },
    "games-share-id": { ...at, code: "games-share-id", count: 20, perTable: false },
    "seat-twice": { ...at, code: "seat-twice", seat: 4, rows: [2, 3] },
    "seat-missing": { ...at, code: "seat-missing", seats: [4, 5] },
    "player-twice": { ...at, code: "player-twice", name: "Kesha", rows: [2, 3] },
    "role-count": { ...at, code: "role-count", role: "sheriff", count: 2, expected: 1 },
    "first-killed-many": { ...at, code: "first-killed-many", rows: [2, 3] },
    "not-games-table": { code: "not-games-table", headers: ["Игрок", "Клуб"], kind: "players" },
    "scoring-header": { code: "scoring-header", value: "Фолов", column: "remarks", header: "Зам." },
    "penalty-column": { code: "penalty-column", value: "Штраф" },
    "extra-cells": { game: "7", row: 9, code: "extra-cells", value: "9" },
    "result-conflict": { ...at, code: "result-conflict", rows: [2, 3, 4], winner: "red" },
    "renamed-column": { ...x, code: "renamed-column", column: "remarks" },
    "column-twice": { ...x, code: "column-twice", column: "player" },
    "ignored-header": { ...x, code: "ignored-header" },
    "unscored-header": { ...x, code: "unscored-header" },
    "look-alike-name": {
      ...at,
      code: "look-alike-name",
      name: "Зoя",
      other: "Зоя",
      latin: ["o"],
    },
    "sheet-error": { ...x, code: "sheet-error" },
    "bad-extra": { ...x, code: "bad-extra" },
    "rules-argument": { ...x, code: "rules-argument" },
    "rules-unknown-preset": { ...x, code: "rules-unknown-preset" },
    "rules-unknown-setting": { ...x, code: "rules-unknown-setting" },
    "rules-twice": { ...x, code: "rules-twice", firstRow: 3 },
    "rules-not-number": {
      ...x,
      code: "rules-not-number",
      setting: { ru: "Победа мирного", en: "Civilian win" },
    },
    "rules-negative-ci": { ...x, code: "rules-negative-ci" },
    "rules-bad-earners": { ...x, code: "rules-bad-earners" },
    "rules-unknown-tie-break": { ...x, code: "rules-unknown-tie-break" },
    "rules-tie-break-twice": { ...x, code: "rules-tie-break-twice" },
    "bad-stage": { ...x, code: "bad-stage" },
    "stats-view": { ...x, code: "stats-view" },
    "team-conflict": {
      ...at,
      code: "team-conflict",
      name: "Лис",
      teams: [
        { team: "Акулы", row: 3 },
        { team: "Ёжики", row: 25 },
      ],
    },
    "stage-conflict": {
      ...at,
      code: "stage-conflict",
      stages: [
        { stage: "main", rows: [2, 3] },
        { stage: "final", rows: [4] },
      ],
    },
    "rules-out-of-range": {
      ...x,
      code: "rules-out-of-range",
      setting: { ru: "Вес финала", en: "Final weight" },
      range: { min: 0, max: 10, aboveMin: true },
    },
    "no-tournament": { ...at, code: "no-tournament", rows: [2, 3] },
    "tournament-conflict": {
      ...at,
      code: "tournament-conflict",
      tournaments: [
        { name: "Кубок", rows: [2] },
        { name: "Лига", rows: [3] },
      ],
    },
    "bad-weight": { ...x, code: "bad-weight" },
    "weight-conflict": {
      ...at,
      code: "weight-conflict",
      weights: [
        { weight: 1, rows: [2] },
        { weight: 2, rows: [3, 4] },
      ],
    },
    "series-no-tournament-column": { ...at, code: "series-no-tournament-column" },
    "rules-bad-series-points": { ...x, code: "rules-bad-series-points" },
    "rules-not-yes-no": {
      ...x,
      code: "rules-not-yes-no",
      setting: { ru: "Скрыть финал", en: "Hide the final" },
    },
    "rules-bad-choice": {
      ...x,
      code: "rules-bad-choice",
      setting: { ru: "Зачёт по", en: "Ranked by" },
      choices: [
        { ru: "сумме", en: "total" },
        { ru: "среднему", en: "average" },
      ],
    },
  };
  const EXPECTED: Readonly<Record<IssueCode, { readonly ru: string; readonly en: string }>> = {
    "missing-column": {
      ru: "Игра 7, строка 9, «Роль»: в заголовке нет этого столбца",
      en: "Game 7, row 9, “Role”: the header has no such column",
    },
    "no-game": {
      ru: "Игра 7, строка 9, «Роль»: не указан номер игры",
      en: "Game 7, row 9, “Role”: the game is empty",
    },
    "bad-seat": {
      ru: "Игра 7, строка 9, «Роль»: «x» — не место за столом (нужно число от 1 до 10)",
      en: "Game 7, row 9, “Role”: “x” is not a seat (expected a number from 1 to 10)",
    },
    "no-player": {
      ru: "Игра 7, строка 9, «Роль»: не указан игрок",
      en: "Game 7, row 9, “Role”: the player is empty",
    },
    "bad-role": {
      ru: "Игра 7, строка 9, «Роль»: «x» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон)",
      en: "Game 7, row 9, “Role”: “x” is not a role (expected Civilian, Sheriff, Mafia or Don)",
    },
    "no-role": {
      ru: "Игра 7, строка 9, «Роль»: не указана роль",
      en: "Game 7, row 9, “Role”: the role is empty",
    },
    "bad-winner": {
      ru: "Игра 7, строка 9, «Роль»: «x» — непонятно, кто победил (нужно Красные или Чёрные, или у каждого игрока: победа — 1, да, +; поражение — 0, нет, −)",
      en: "Game 7, row 9, “Role”: “x” is not a winner (expected Red or Black, or each player's result: won — 1, yes, +; lost — 0, no, −)",
    },
    "winner-conflict": {
      ru: "Игра 7, строка 9, «Роль»: в строках 2, 3 записаны разные победители",
      en: "Game 7, row 9, “Role”: rows 2, 3 record different winners",
    },
    "bad-yes-no": {
      ru: "Игра 7, строка 9, «Роль»: «x» — нужно да или нет (галочка, TRUE/FALSE, 1/0)",
      en: "Game 7, row 9, “Role”: “x” is not yes or no (a checkbox, TRUE/FALSE, 1/0)",
    },
    "bad-count": {
      ru: "Игра 7, строка 9, «Роль»: «x» — нужно целое число от 0 до 99",
      en: "Game 7, row 9, “Role”: “x” is not a whole number from 0 to 99",
    },
    "bad-best-move": {
      ru: "Игра 7, строка 9, «Роль»: «x» — нужно число чёрных от 0 до 3 или два-три разных места, например «3 7 9»",
      en: "Game 7, row 9, “Role”: “x” is neither a count of black players 0–3 nor two or three different seats such as “3 7 9”",
    },
    "best-move-own-seat": {
      ru: "Игра 7, строка 9, «Роль»: лучший ход называет место самого игрока",
      en: "Game 7, row 9, “Role”: the best move names the player's own seat",
    },
    "best-move-not-allowed": {
      ru: "Игра 7, строка 9, «Роль»: лучший ход бывает только у красного игрока, убитого в первую ночь",
      en: "Game 7, row 9, “Role”: only a red player killed first night has a best move",
    },
    "date-in-cell": {
      ru: "Игра 7, строка 9, «Роль»: «x» — Таблицы превратили значение в дату; задайте столбцу формат «Обычный текст»",
      en: "Game 7, row 9, “Role”: “x” was turned into a date by Sheets; format the column as plain text",
    },
    "row-count": {
      ru: "Игра 7, строка 9, «Роль»: в игре 2 строки, а нужно 1",
      en: "Game 7, row 9, “Role”: the game has 2 rows, expected 1",
    },
    "games-share-id": {
      ru: "Игра 7, строка 9, «Роль»: в игре 20 строк и места повторяются — похоже, у двух игр один номер; дайте каждой игре свой номер или добавьте столбец «Стол» (тогда игру определяют тур, стол и номер)",
      en: "Game 7, row 9, “Role”: the game has 20 rows and its seats repeat: two games seem to share the id; give each game an id of its own, or add a “Table” column (a game is then its round, table and id)",
    },
    "seat-twice": {
      ru: "Игра 7, строка 9, «Роль»: место 4 записано дважды (строки 2, 3)",
      en: "Game 7, row 9, “Role”: seat 4 is recorded twice (rows 2, 3)",
    },
    "seat-missing": {
      ru: "Игра 7, строка 9, «Роль»: нет мест 4, 5",
      en: "Game 7, row 9, “Role”: no seats 4, 5",
    },
    "player-twice": {
      ru: "Игра 7, строка 9, «Роль»: игрок «Kesha» записан дважды (строки 2, 3)",
      en: "Game 7, row 9, “Role”: player “Kesha” is recorded twice (rows 2, 3)",
    },
    "role-count": {
      ru: "Игра 7, строка 9, «Роль»: роль «Шериф» у 2 игроков, а нужно у 1",
      en: "Game 7, row 9, “Role”: 2 × Sheriff, expected 1",
    },
    "not-games-table": {
      ru: "это не протокол игр: в протоколе по строке на каждого игрока каждой игры, со столбцами «Игра», «Место», «Игрок», «Роль», «Победили»; похоже, это список игроков (столбцы «Игрок», «Клуб»)",
      en: "this is not a games table: a games table has a row for each player of each game, with columns “Game”, “Seat”, “Player”, “Role”, “Winner”; it seems to be a players list (columns “Игрок”, “Клуб”)",
    },
    "scoring-header": {
      ru: "столбец «Фолов» не распознан, а по названию он может менять очки, как «Зам.» (Замечания); перенесите его значения в «Зам.» или переименуйте его",
      en: "column “Фолов” is not recognised, and its name says it may change the points, as “Зам.” (Remarks) does; move its values into “Зам.” or rename it",
    },
    "penalty-column": {
      ru: "столбец «Штраф» не распознан: непонятно, число это замечаний или штрафные баллы; число замечаний (−0,5 за каждое) запишите в столбец «Замечания», а штрафные баллы — со знаком минус в «Доп. баллы»",
      en: "column “Штраф” is not recognised: it is unclear whether it holds remarks or penalty points; put the count of remarks (−0.5 each) in a “Remarks” column, and penalty points, with a minus, in “Extra points”",
    },
    "extra-cells": {
      ru: 'Игра 7, строка 9: в строке есть значения правее последнего столбца заголовка (9); похоже, значение с запятой не взято в кавычки — например, лучший ход «2,6,9» или доп. баллы «0,5» — и сдвинуло строку; возьмите его в кавычки ("2,6,9") или пишите через пробел, а если это отдельный столбец — дайте ему заголовок',
      en: 'Game 7, row 9: the row has values right of the header\'s last column (9); most likely a value with a comma is not quoted — a best move “2,6,9” or extra points “0,5” — and shifted the row; quote it ("2,6,9") or use spaces, or, if it is a column of its own, give it a header',
    },
    "result-conflict": {
      ru: "Игра 7, строка 9, «Роль»: отметки результата в строках 2–4 противоречат ролям: по остальным отметкам победили Красные",
      en: "Game 7, row 9, “Role”: the results in rows 2–4 contradict the roles: the other marks say Red won",
    },
    "first-killed-many": {
      ru: "Игра 7, строка 9, «Роль»: убитых в первую ночь больше одного (строки 2, 3)",
      en: "Game 7, row 9, “Role”: more than one player killed first night (rows 2, 3)",
    },
    "renamed-column": {
      ru: "Игра 7, строка 9, «Роль»: столбец «x» похож на «Замечания», а столбца «Замечания» нет; назовите его «Замечания», а если это другой столбец — дайте ему непохожее название",
      en: "Game 7, row 9, “Role”: column “x” looks like “Remarks”, which the table lacks; name it “Remarks”, or, if it is another column, give it a name unlike it",
    },
    "column-twice": {
      ru: "Игра 7, строка 9, «Роль»: столбец «Игрок» в заголовке дважды (второй — «x»); оставьте один или переименуйте второй",
      en: "Game 7, row 9, “Role”: the header has column “Player” twice (the second is “x”); keep one or rename the other",
    },
    "look-alike-name": {
      ru: "Игра 7, строка 9, «Роль»: «Зoя» (латинская «o») и «Зоя» считаются разными игроками; если это один человек, перепечатайте имя русскими буквами",
      en: "Game 7, row 9, “Role”: “Зoя” (Latin “o”) and “Зоя” count as two players; if they are one person, retype the name in Cyrillic letters",
    },
    "ignored-header": {
      ru: "Игра 7, строка 9, «Роль»: столбец «x» не распознан и не учитывается",
      en: "Game 7, row 9, “Role”: column “x” is not recognised and is left out",
    },
    "unscored-header": {
      ru: "Игра 7, строка 9, «Роль»: столбец «x» на очки не влияет и не учитывается",
      en: "Game 7, row 9, “Role”: column “x” scores nothing and is left out",
    },
    "sheet-error": {
      ru: "Игра 7, строка 9, «Роль»: «x» — ошибка формулы в ячейке; исправьте формулу или впишите значение",
      en: "Game 7, row 9, “Role”: “x” is a formula error; fix the formula or type the value",
    },
    "bad-extra": {
      ru: "Игра 7, строка 9, «Роль»: «x» — нужно число от −5 до 5, не больше двух знаков после запятой",
      en: "Game 7, row 9, “Role”: “x” is not a number from −5 to 5 with at most two decimals",
    },
    "rules-argument": {
      ru: "Игра 7, строка 9, «Роль»: «x» — правила задаются названием системы («Клуб» или «ФИИМ») или диапазоном из двух столбцов",
      en: "Game 7, row 9, “Role”: “x”: give the rules as a system name (“Club” or “FIIM”) or a two-column range",
    },
    "rules-unknown-preset": {
      ru: "Игра 7, строка 9, «Роль»: «x» — неизвестная система; нужно «Клуб» или «ФИИМ»",
      en: "Game 7, row 9, “Role”: “x” is not a scoring system; expected “Club” or “FIIM”",
    },
    "rules-unknown-setting": {
      ru: "Игра 7, строка 9, «Роль»: «x» — неизвестная настройка",
      en: "Game 7, row 9, “Role”: “x” is not a setting",
    },
    "no-tournament": {
      ru: "Игра 7, строка 9, «Роль»: не указан турнир (строки 2, 3); впишите его в столбец «Турнир»",
      en: "Game 7, row 9, “Role”: no tournament (rows 2, 3); write it in the “Tournament” column",
    },
    "tournament-conflict": {
      ru: "Игра 7, строка 9, «Роль»: строки игры называют разные турниры: «Кубок» в строках 2; «Лига» в строках 3",
      en: "Game 7, row 9, “Role”: the game's rows name different tournaments: “Кубок” in the rows 2; “Лига” in the rows 3",
    },
    "bad-weight": {
      ru: "Игра 7, строка 9, «Роль»: «Вес турнира»: «x» — нужно число больше 0 и не больше 10",
      en: "Game 7, row 9, “Role”: “Tournament weight”: “x” is not a number above 0 and at most 10",
    },
    "weight-conflict": {
      ru: "Игра 7, строка 9, «Роль»: в строках турнира разный «Вес турнира» (пустая ячейка — 1): 1 в строках 2; 2 в строках 3, 4; укажите один вес во всех строках турнира",
      en: "Game 7, row 9, “Role”: the tournament's rows give different “Tournament weight” (blank is 1): 1 in the rows 2; 2 in the rows 3, 4; give one weight on every row of the tournament",
    },
    "series-no-tournament-column": {
      ru: "Игра 7, строка 9, «Роль»: для серии нужен столбец «Турнир»: в нём каждая строка называет турнир своей игры",
      en: "Game 7, row 9, “Role”: a series needs a “Tournament” column, in which every row names its game's tournament",
    },
    "rules-bad-series-points": {
      ru: "Игра 7, строка 9, «Роль»: «Серия: очки за места»: «x» — нужно «по участникам» или список чисел от 0 до 10000 через «;», не возрастающих, например «25; 18; 15; 12»",
      en: "Game 7, row 9, “Role”: “Series: points by place”: “x”: expected “by field” or a list of numbers from 0 to 10000 separated by “;”, not increasing, such as “25; 18; 15; 12”",
    },
    "rules-twice": {
      ru: "Игра 7, строка 9, «Роль»: настройка «x» уже задана в строке 3",
      en: "Game 7, row 9, “Role”: setting “x” is already given in row 3",
    },
    "rules-not-number": {
      ru: "Игра 7, строка 9, «Роль»: «Победа мирного»: «x» — не число",
      en: "Game 7, row 9, “Role”: “Civilian win”: “x” is not a number",
    },
    "rules-negative-ci": {
      ru: "Игра 7, строка 9, «Роль»: «x» — компенсация Ci не может быть меньше 0",
      en: "Game 7, row 9, “Role”: “x”: the compensation Ci cannot be below 0",
    },
    "rules-bad-earners": {
      ru: "Игра 7, строка 9, «Роль»: «x» — лучший ход получает «мирный» или «красные»",
      en: "Game 7, row 9, “Role”: “x”: the best move is earned by “civilian” or “red”",
    },
    "rules-unknown-tie-break": {
      ru: "Игра 7, строка 9, «Роль»: «x» — неизвестный показатель; можно: победы, поражения, лучший игрок, победы доном, победы шерифом, победы мафией, победы мирным, победы шерифом и доном, убит в первую ночь, доп. баллы, ci",
      en: "Game 7, row 9, “Role”: “x” is not a tie-break; use: wins, losses, best player, don wins, sheriff wins, mafia wins, civilian wins, sheriff and don wins, killed first night, bonus points, ci",
    },
    "rules-tie-break-twice": {
      ru: "Игра 7, строка 9, «Роль»: показатель «x» указан дважды",
      en: "Game 7, row 9, “Role”: tie-break “x” is given twice",
    },
    "stats-view": {
      ru: "Игра 7, строка 9, «Роль»: «x» — неизвестный вид статистики; нужно «игроки», «места», «итоги», «рейтинг», «номинации» или «команды»",
      en: "Game 7, row 9, “Role”: “x” is not a statistics view; expected “players”, “seats”, “summary”, “rating”, “awards” or “teams”",
    },
    "team-conflict": {
      ru: "Игра 7, строка 9, «Роль»: игрок «Лис» записан в разных командах: «Акулы» (строка 3) и «Ёжики» (строка 25)",
      en: "Game 7, row 9, “Role”: player “Лис” is written in different teams: “Акулы” (row 3) and “Ёжики” (row 25)",
    },
    "bad-stage": {
      ru: "Игра 7, строка 9, «Роль»: «x» — неизвестный этап (нужно Основной, Полуфинал или Финал)",
      en: "Game 7, row 9, “Role”: “x” is not a stage (expected Main, Semi-final or Final)",
    },
    "stage-conflict": {
      ru: "Игра 7, строка 9, «Роль»: в строках записаны разные этапы: «Основной» — строки 2, 3; «Финал» — строка 4",
      en: "Game 7, row 9, “Role”: the rows record different stages: “Main” in rows 2, 3; “Final” in row 4",
    },
    "rules-out-of-range": {
      ru: "Игра 7, строка 9, «Роль»: «Вес финала»: «x» — нужно число больше 0 и не больше 10",
      en: "Game 7, row 9, “Role”: “Final weight”: “x” is not a number above 0 and at most 10",
    },
    "rules-not-yes-no": {
      ru: "Игра 7, строка 9, «Роль»: «Скрыть финал»: «x» — нужно да или нет",
      en: "Game 7, row 9, “Role”: “Hide the final”: “x” is not yes or no",
    },
    "rules-bad-choice": {
      ru: "Игра 7, строка 9, «Роль»: «Зачёт по»: «x» — нужно «сумме» или «среднему»",
      en: "Game 7, row 9, “Role”: “Ranked by”: “x”: expected “total” or “average”",
    },
  };
  for (const [code, expected] of Object.entries(EXPECTED) as [
    IssueCode,
    { ru: string; en: string },
  ][]) {
    it(`${code}, in Russian and in English`, () => {
      const issue: Issue = ISSUES[code];
      expect(describeIssue(issue, "ru")).toBe(expected.ru);
      expect(describeIssue(issue, "en")).toBe(expected.en);
    });
  }
  it("a single missing seat, and a place given only in part", () => {
    expect(
      describeIssue({ code: "seat-missing", game: "7", field: "seat", seats: [6] }, "ru"),
    ).toBe("Игра 7, «Место»: нет места 6");
    expect(
      describeIssue({ code: "seat-missing", game: "7", field: "seat", seats: [6] }, "en"),
    ).toBe("Game 7, “Seat”: no seat 6");
    expect(describeIssue({ code: "no-game", row: 4, field: "game" }, "ru")).toBe(
      "строка 4, «Игра»: не указан номер игры",
    );
    expect(describeIssue({ code: "no-game", row: 4, field: "game" }, "en")).toBe(
      "row 4, “Game”: the game is empty",
    );
    expect(describeIssue({ code: "missing-column", field: "player" }, "en")).toBe(
      "“Player”: the header has no such column",
    );
  });
});

describe("gameList: the games a status line names", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

  it("names up to ten games, in the order given", () => {
    expect(gameList(["13"], "ru")).toBe("13");
    expect(gameList(["7", "3"], "en")).toBe("7, 3");
    expect(gameList(ids(MAX_NAMED_GAMES), "ru")).toBe("1, 2, 3, 4, 5, 6, 7, 8, 9, 10");
  });

  it("past ten, the first ten and how many more, in the language asked for", () => {
    expect(gameList(ids(12), "ru")).toBe("1, 2, 3, 4, 5, 6, 7, 8, 9, 10 …и ещё 2");
    expect(gameList(ids(25), "en")).toBe("1, 2, 3, 4, 5, 6, 7, 8, 9, 10 …and 15 more");
  });
});

describe("a ten-seat form's problems, named by seat", () => {
  const SEAT_LISTS: readonly Issue[] = [
    { code: "player-twice", name: "Зоя", rows: [1, 8] },
    { code: "first-killed-many", rows: [3, 6] },
    { code: "seat-twice", seat: 4, rows: [4, 5] },
    { code: "winner-conflict", rows: [2, 9] },
    {
      code: "stage-conflict",
      stages: [
        { stage: "main", rows: [1, 2] },
        { stage: "final", rows: [3] },
      ],
    },
  ];
  it("says «места» and “seats”, never «строки» or “rows”", () => {
    const ru = SEAT_LISTS.map((issue) => describeIssue(issue, "ru", "seat"));
    const en = SEAT_LISTS.map((issue) => describeIssue(issue, "en", "seat"));
    expect(ru).toEqual([
      "игрок «Зоя» записан дважды (места 1, 8)",
      "убитых в первую ночь больше одного (места 3, 6)",
      "место 4 записано дважды (места 4, 5)",
      "на местах 2, 9 записаны разные победители",
      "на местах записаны разные этапы: «Основной» — места 1, 2; «Финал» — место 3",
    ]);
    expect(en).toEqual([
      "player “Зоя” is recorded twice (seats 1, 8)",
      "more than one player killed first night (seats 3, 6)",
      "seat 4 is recorded twice (seats 4, 5)",
      "seats 2, 9 record different winners",
      "the seats record different stages: “Main” in seats 1, 2; “Final” in seat 3",
    ]);
    expect(describeIssue({ code: "no-player", row: 4, field: "player" }, "ru", "seat")).toBe(
      "место 4, «Игрок»: не указан игрок",
    );
  });
  it("renumbers a problem's rows, its row and each stage's rows", () => {
    const seatOf = (row: number): number => 11 - row;
    expect(renumberRows({ code: "player-twice", name: "Зоя", rows: [1, 8] }, seatOf)).toEqual({
      code: "player-twice",
      name: "Зоя",
      rows: [10, 3],
    });
    expect(renumberRows({ code: "no-player", row: 2, field: "player" }, seatOf)).toEqual({
      code: "no-player",
      row: 9,
      field: "player",
    });
    expect(renumberRows(SEAT_LISTS[4] as Issue, seatOf)).toEqual({
      code: "stage-conflict",
      stages: [
        { stage: "main", rows: [10, 9] },
        { stage: "final", rows: [8] },
      ],
    });
  });
});
