/**
 * The «Серия» / Series sheet (SERIES.md): written with every recalculation when the Games sheet
 * has a «Турнир» column, the same table as MAFIA_SERIES over it; kept as the last good one,
 * marked, while a game is invalid; never made without the column.
 */
import { describe, expect, it } from "vitest";
import { HEADER_BACKGROUND, PROBLEM_BACKGROUND } from "../../src/sheets/standings/standingsPlan";
import { customOnGames, tournament, type Tournament } from "./helpers";

/** A «Турнир» column after the Games sheet's own: games 1–3 «Кубок», the rest `other`. */
function addTournaments(t: Tournament, other = "Лига"): number {
  const values = t.games.getDataRange().getValues();
  const column = (values[0]?.length ?? 0) + 1;
  const cells = values.map((row, i) => [
    i === 0 ? "Турнир" : Number(row[0]) <= 3 ? "Кубок" : other,
  ]);
  t.games.getRange(1, column, cells.length, 1).setValues(cells);
  return column;
}

const HEADER = ["Место", "Игрок", "Очки", "Турниров", "Отброшено", "Кубок"];

/** The sheet's rows from the table's header (row 4) on, trailing blanks cut. */
function seriesRows(t: Tournament, width: number): unknown[][] {
  return t.env.spreadsheet
    .sheet("Серия")
    .table()
    .slice(3)
    .map((row) => row.slice(0, width))
    .filter((row) => row.some((cell) => cell !== "" && cell !== undefined));
}

describe("the series sheet", () => {
  it("is not made, and nothing else changes, without a «Турнир» column", () => {
    const t = tournament(6);
    t.ctx.recalculateStandings();
    expect(t.env.spreadsheet.getSheetByName("Серия")).toBeNull();
  });

  it("is the table of MAFIA_SERIES, written with every recalculation", () => {
    const t = tournament(6);
    addTournaments(t);
    t.ctx.recalculateStandings();
    const expected = customOnGames(t, "MAFIA_SERIES");
    expect(expected[0]).toEqual([
      "Место",
      "Игрок",
      "Очки",
      "Турниров",
      "Отброшено",
      "Кубок",
      "Лига",
    ]);
    expect(seriesRows(t, 7)).toEqual(expected);
    const sheet = t.env.spreadsheet.sheet("Серия");
    expect(sheet.display(1, 1)).toMatch(/^Серия обновлена /);
    expect(sheet.display(2, 1)).toBe(`Турниров: 2, игроков: ${expected.length - 1}.`);
  });

  it("keeps the last good series, marked, while a game is invalid; a fixed game brings it up to date", () => {
    const t = tournament(6);
    addTournaments(t);
    t.ctx.recalculateStandings();
    const good = seriesRows(t, 7);
    // Game 5's first row names no tournament: it is invalid.
    const values = t.games.getDataRange().getValues();
    const row = values.findIndex((cells) => cells[0] === 5) + 1;
    t.games.getRange(row, 8 + 0).getValue();
    const column = values[0]?.length ?? 0;
    t.games.getRange(row, column).setValue("");
    t.ctx.recalculateStandings();
    const sheet = t.env.spreadsheet.sheet("Серия");
    expect(sheet.display(1, 1)).toBe(
      "⚠ Серия не обновлена: ошибок в протоколе — 1, список — на листе «Таблица», столбец U.",
    );
    expect(sheet.display(2, 1)).toBe("Ниже — последняя верная серия.");
    expect(seriesRows(t, 7)).toEqual(good);
    expect(sheet.format(1, 1).background).toBe(PROBLEM_BACKGROUND);
    t.games.getRange(row, column).setValue("Лига");
    t.ctx.recalculateStandings();
    expect(sheet.display(1, 1)).toMatch(/^Серия обновлена /);
    // The warning's colour goes with it; the header keeps its own.
    expect(sheet.format(1, 1).background ?? null).toBeNull();
    expect(sheet.format(4, 1).background).toBe(HEADER_BACKGROUND);
  });

  it("writes a tournament named like a formula as text, and blanks the columns of a tournament gone", () => {
    const t = tournament(6);
    const column = addTournaments(t, "'=1+1");
    t.ctx.recalculateStandings();
    // The name as text: a formula would show 2.
    expect(seriesRows(t, 7)[0]).toEqual([...HEADER, "=1+1"]);
    // Every game in «Кубок»: its one column left, the old second one blank.
    const rows = t.games.getDataRange().getValues().length;
    t.games
      .getRange(2, column, rows - 1, 1)
      .setValues(Array.from({ length: rows - 1 }, () => ["Кубок"]));
    t.ctx.recalculateStandings();
    expect(seriesRows(t, 7)[0]).toEqual(HEADER);
    expect(t.env.spreadsheet.sheet("Серия").display(4, 7)).toBe("");
  });

  it("says by itself that it is not up to date once «Игры» changed with no refresh", () => {
    const t = tournament(6);
    addTournaments(t);
    t.ctx.recalculateStandings();
    const sheet = t.env.spreadsheet.sheet("Серия");
    expect(sheet.display(1, 1)).toMatch(/^Серия обновлена /);
    // A player renamed by a script: no edit event, no refresh.
    t.games.getRange("C2").setValue("Новичок");
    (t.env.globals.SpreadsheetApp as { flush(): void }).flush();
    expect(sheet.display(1, 1)).toMatch(/^⚠ Серия не обновлена: «Игры» или «Правила» изменены/);
    t.ctx.recalculateStandings();
    expect(sheet.display(1, 1)).toMatch(/^Серия обновлена /);
  });
});
