/**
 * The sidebar's payload refused field by field: each problem names the seat and the field and
 * says what that field takes, in the spreadsheet's language. Every message is written out by
 * hand (issue 13: an extra of 0.125 used to be reported as "expected two or three seats").
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "../../src/engine";
import { checkPayload } from "../../src/sheets/games/payloadCheck";
import { validGame } from "./helpers";

/** validGame(1) with one seat's fields changed (index 3 is seat 4). */
function withSeat(index: number, change: Record<string, unknown>): unknown {
  const game = validGame(1);
  return { ...game, seats: game.seats.map((s, i) => (i === index ? { ...s, ...change } : s)) };
}

/** validGame(1) without one field of one seat. */
function withoutSeatField(index: number, field: string): unknown {
  const game = validGame(1);
  return {
    ...game,
    seats: game.seats.map((s, i) =>
      i === index ? Object.fromEntries(Object.entries(s).filter(([key]) => key !== field)) : s,
    ),
  };
}

const problems = (input: unknown, lang: Lang): string[] => {
  const checked = checkPayload(input, lang);
  if (checked.ok) throw new Error("expected a refusal");
  return checked.problems;
};

type Case = readonly [title: string, input: unknown, ru: string[], en: string[]];

const EXTRA_RU = "нужно число от −5 до 5, не больше двух знаков после запятой";
const EXTRA_EN = "expected a number from −5 to 5 with at most two decimals";
const BEST_MOVE_RU = "нужно два или три места от 1 до 10";
const BEST_MOVE_EN = "expected two or three seats from 1 to 10";

const ROWS_RU = "нужно номера первой и последней строк игры на листе";
const ROWS_EN = "expected the numbers of the game's first and last rows";

const RULES_RU =
  "нужно строки листа «Правила» по две ячейки (текст до 1000 знаков, число или да/нет), не больше 1000";
const RULES_EN =
  "expected the Rules sheet's rows of two cells (text up to 1000 characters, a number or yes/no), at most 1000";

const CASES: readonly Case[] = [
  [
    "rules with a number JSON cannot carry (a script's call)",
    { ...validGame(1), rules: [["Система", Infinity]] },
    [`«Правила»: «[["Система",null]]» — ${RULES_RU}`],
    [`“Rules”: “[["Система",null]]” — ${RULES_EN}`],
  ],
  [
    "a correction's rows the wrong way round",
    { ...validGame(1), replace: true, rows: [12, 3] },
    [`«Строки игры»: «[12,3]» — ${ROWS_RU}`],
    [`“Game rows”: “[12,3]” — ${ROWS_EN}`],
  ],
  [
    "a correction's rows from row 0",
    { ...validGame(1), replace: true, rows: [0, 9] },
    [`«Строки игры»: «[0,9]» — ${ROWS_RU}`],
    [`“Game rows”: “[0,9]” — ${ROWS_EN}`],
  ],
  [
    "a correction's rows as text",
    { ...validGame(1), replace: true, rows: "2–11" },
    [`«Строки игры»: «2–11» — ${ROWS_RU}`],
    [`“Game rows”: “2–11” — ${ROWS_EN}`],
  ],
  [
    "a table of 41 characters",
    { ...validGame(1), table: "x".repeat(41) },
    ["«Стол»: длиннее 40"],
    ["“Table”: longer than 40"],
  ],
  [
    "a round that is a number, not text",
    { ...validGame(1), round: 2 },
    ["«Тур»: «2» — нужно текст"],
    ["“Round”: “2” — expected text"],
  ],
  [
    "extra with three decimals",
    withSeat(3, { extra: 0.125 }),
    [`Место 4, «Доп. баллы»: «0.125» — ${EXTRA_RU}`],
    [`Seat 4, “Extra points”: “0.125” — ${EXTRA_EN}`],
  ],
  [
    "extra above 5",
    withSeat(3, { extra: 7 }),
    [`Место 4, «Доп. баллы»: «7» — ${EXTRA_RU}`],
    [`Seat 4, “Extra points”: “7” — ${EXTRA_EN}`],
  ],
  [
    "extra below −5",
    withSeat(0, { extra: -5.5 }),
    [`Место 1, «Доп. баллы»: «-5.5» — ${EXTRA_RU}`],
    [`Seat 1, “Extra points”: “-5.5” — ${EXTRA_EN}`],
  ],
  [
    "a best move of one seat",
    withSeat(0, { firstKilled: true, bestMove: [3] }),
    [`Место 1, «Лучший ход»: «[3]» — ${BEST_MOVE_RU}`],
    [`Seat 1, “Best move”: “[3]” — ${BEST_MOVE_EN}`],
  ],
  [
    "a best move of four seats",
    withSeat(0, { firstKilled: true, bestMove: [2, 3, 4, 5] }),
    [`Место 1, «Лучший ход»: «[2,3,4,5]» — ${BEST_MOVE_RU}`],
    [`Seat 1, “Best move”: “[2,3,4,5]” — ${BEST_MOVE_EN}`],
  ],
  [
    "a best move with a seat out of range",
    withSeat(0, { firstKilled: true, bestMove: [3, 11] }),
    [`Место 1, «Лучший ход»: «[3,11]» — ${BEST_MOVE_RU}`],
    [`Seat 1, “Best move”: “[3,11]” — ${BEST_MOVE_EN}`],
  ],
  [
    "a best move with three seats at fault: one line",
    withSeat(0, { firstKilled: true, bestMove: [0, 11, 2.5] }),
    [`Место 1, «Лучший ход»: «[0,11,2.5]» — ${BEST_MOVE_RU}`],
    [`Seat 1, “Best move”: “[0,11,2.5]” — ${BEST_MOVE_EN}`],
  ],
  [
    "each seat's field its own wording",
    (() => {
      const game = validGame(1);
      const seats = game.seats.map((s, i) =>
        i === 1 ? { ...s, extra: 0.125 } : i === 4 ? { ...s, bestMove: [3] } : s,
      );
      return { ...game, seats };
    })(),
    [
      `Место 2, «Доп. баллы»: «0.125» — ${EXTRA_RU}`,
      `Место 5, «Лучший ход»: «[3]» — ${BEST_MOVE_RU}`,
    ],
    [
      `Seat 2, “Extra points”: “0.125” — ${EXTRA_EN}`,
      `Seat 5, “Best move”: “[3]” — ${BEST_MOVE_EN}`,
    ],
  ],
  // A wrong type, field by field.
  [
    "game: a number",
    { ...validGame(1), game: 12 },
    ["«Игра»: «12» — нужно текст"],
    ["“Game”: “12” — expected text"],
  ],
  [
    "date: a number",
    { ...validGame(1), date: 20261114 },
    ["«Дата»: «20261114» — нужно ГГГГ-ММ-ДД (настоящая дата)"],
    ["“Date”: “20261114” — expected YYYY-MM-DD (a real date)"],
  ],
  [
    "winner: a number",
    { ...validGame(1), winner: 1 },
    ["«Победили»: «1» — нужно red, black"],
    ["“Winner”: “1” — expected red, black"],
  ],
  [
    "replace: text",
    { ...validGame(1), replace: "yes" },
    ["«Замена»: «yes» — нужно да/нет"],
    ["“Replace”: “yes” — expected true/false"],
  ],
  [
    "seats: text",
    { ...validGame(1), seats: "1-10" },
    ["«Состав»: «1-10» — нужно ровно 10 мест"],
    ["“Seats”: “1-10” — expected exactly 10 seats"],
  ],
  [
    "a seat entry: text",
    { ...validGame(1), seats: validGame(1).seats.map((s, i) => (i === 2 ? "x" : s)) },
    ["Запись 3 состава: «x» — нужно запись"],
    ["Seat entry 3: “x” — expected a record"],
  ],
  [
    "seat: text",
    withSeat(2, { seat: "3" }),
    ["Запись 3 состава, «Место»: «3» — нужно целое число"],
    ["Seat entry 3, “Seat”: “3” — expected a whole number"],
  ],
  [
    "seat: a fraction",
    withSeat(2, { seat: 2.5 }),
    ["Запись 3 состава, «Место»: «2.5» — нужно целое число"],
    ["Seat entry 3, “Seat”: “2.5” — expected a whole number"],
  ],
  [
    "player: a number",
    withSeat(3, { player: 5 }),
    ["Место 4, «Игрок»: «5» — нужно текст"],
    ["Seat 4, “Player”: “5” — expected text"],
  ],
  [
    "role: a number",
    withSeat(3, { role: 5 }),
    ["Место 4, «Роль»: «5» — нужно civilian, sheriff, mafia, don"],
    ["Seat 4, “Role”: “5” — expected civilian, sheriff, mafia, don"],
  ],
  [
    "firstKilled: text",
    withSeat(3, { firstKilled: "yes" }),
    ["Место 4, «Убит в первую ночь»: «yes» — нужно да/нет"],
    ["Seat 4, “Killed first night”: “yes” — expected true/false"],
  ],
  [
    "bestMove: text",
    withSeat(3, { bestMove: "3 7" }),
    [`Место 4, «Лучший ход»: «3 7» — ${BEST_MOVE_RU}`],
    [`Seat 4, “Best move”: “3 7” — ${BEST_MOVE_EN}`],
  ],
  [
    "correct: text",
    withSeat(3, { correct: "1" }),
    ["Место 4, «Правильная кандидатура»: «1» — нужно целое число"],
    ["Seat 4, “Correct pick”: “1” — expected a whole number"],
  ],
  [
    "bestPlayer: a number",
    withSeat(3, { bestPlayer: 1 }),
    ["Место 4, «Лучший игрок»: «1» — нужно да/нет"],
    ["Seat 4, “Best player”: “1” — expected true/false"],
  ],
  [
    "remarks: a fraction",
    withSeat(3, { remarks: 0.5 }),
    ["Место 4, «Замечания»: «0.5» — нужно целое число"],
    ["Seat 4, “Remarks”: “0.5” — expected a whole number"],
  ],
  [
    "removed: text",
    withSeat(3, { removed: "no" }),
    ["Место 4, «Удаление»: «no» — нужно да/нет"],
    ["Seat 4, “Removed”: “no” — expected true/false"],
  ],
  [
    "extra: text with a decimal comma",
    withSeat(3, { extra: "0,5" }),
    [`Место 4, «Доп. баллы»: «0,5» — ${EXTRA_RU}`],
    [`Seat 4, “Extra points”: “0,5” — ${EXTRA_EN}`],
  ],
  // Missing seats, and missing fields of a seat.
  [
    "no seats at all",
    Object.fromEntries(Object.entries(validGame(1)).filter(([key]) => key !== "seats")),
    ["«Состав»: не указано — нужно ровно 10 мест"],
    ["“Seats”: missing — expected exactly 10 seats"],
  ],
  [
    "an empty seats list",
    { ...validGame(1), seats: [] },
    ["«Состав»: «[]» — нужно ровно 10 мест"],
    ["“Seats”: “[]” — expected exactly 10 seats"],
  ],
  [
    "a seat without its number",
    withoutSeatField(2, "seat"),
    ["Запись 3 состава, «Место»: не указано — нужно целое число"],
    ["Seat entry 3, “Seat”: missing — expected a whole number"],
  ],
  [
    "a seat without its role",
    withoutSeatField(3, "role"),
    ["Место 4, «Роль»: не указано — нужно civilian, sheriff, mafia, don"],
    ["Seat 4, “Role”: missing — expected civilian, sheriff, mafia, don"],
  ],
  // The day itself.
  [
    "30 February",
    { ...validGame(1), date: "2026-02-30" },
    ["«Дата»: «2026-02-30» — нужно ГГГГ-ММ-ДД (настоящая дата)"],
    ["“Date”: “2026-02-30” — expected YYYY-MM-DD (a real date)"],
  ],
  [
    "month 13",
    { ...validGame(1), date: "2026-13-01" },
    ["«Дата»: «2026-13-01» — нужно ГГГГ-ММ-ДД (настоящая дата)"],
    ["“Date”: “2026-13-01” — expected YYYY-MM-DD (a real date)"],
  ],
  [
    "a day written the Russian way",
    { ...validGame(1), date: "29.11.2026" },
    ["«Дата»: «29.11.2026» — нужно ГГГГ-ММ-ДД (настоящая дата)"],
    ["“Date”: “29.11.2026” — expected YYYY-MM-DD (a real date)"],
  ],
  ["no payload", null, ["данные игры не переданы"], ["no game data was sent"]],
];

describe("checkPayload: each field's problem in that field's words", () => {
  it.each(CASES)("%s", (_title, input, ru, en) => {
    expect(problems(input, "ru")).toEqual(ru);
    expect(problems(input, "en")).toEqual(en);
  });

  it("takes the valid game, with a best move and extra points to two decimals", () => {
    const game = withSeat(0, { firstKilled: true, bestMove: [3, 7, 9], extra: -0.25 });
    expect(checkPayload(game, "ru")).toMatchObject({ ok: true });
    expect(checkPayload(withSeat(0, { extra: 5 }), "en")).toMatchObject({ ok: true });
  });
});
