import { describe, expect, it } from "vitest";
import { describeIssue, evaluate } from "../../src/engine";

const HEADER = ["Игра", "Место", "Игрок", "Роль", "Победили"];

/** A role cell that Sheets turned into a date at midnight in the spreadsheet's time zone. */
function roleDateMessage(midnightUtc: string): string {
  const rows: unknown[][] = [HEADER];
  for (let seat = 1; seat <= 10; seat++)
    rows.push([1, seat, `Игрок ${seat}`, seat === 1 ? new Date(midnightUtc) : "Мирный", "Красные"]);
  const issue = evaluate(rows).issues.find((i) => i.code === "date-in-cell");
  return issue ? describeIssue(issue, "ru") : "";
}

describe("dates in messages name the calendar day the user typed, whatever the time zones", () => {
  it.each([
    ["Vladivostok (UTC+10)", "2026-03-06T14:00:00Z"],
    ["Moscow (UTC+3)", "2026-03-06T21:00:00Z"],
    ["UTC", "2026-03-07T00:00:00Z"],
    ["New York (UTC−5)", "2026-03-07T05:00:00Z"],
  ])("%s", (_, instant) => {
    expect(roleDateMessage(instant)).toBe(
      "Игра 1, строка 2, «Роль»: «2026-03-07» — Таблицы превратили значение в дату; задайте столбцу формат «Обычный текст»",
    );
  });
});
