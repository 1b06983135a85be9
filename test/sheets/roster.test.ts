/**
 * The roster on the Sheets fake (issue 20): a name of «Игры» missing from «Участники» is listed
 * as a warning with the closest roster name, and the standings are still written.
 */
import { describe, expect, it } from "vitest";
import { NAMES, standingsRows, tournament, type Tournament } from "./helpers";

const PROBLEMS_COLUMN = 21; // U

function problemColumn(t: Tournament): string[] {
  return t.standings
    .table()
    .map((row) => String(row[PROBLEMS_COLUMN - 1] ?? ""))
    .filter((v) => v !== "");
}

/** The «Участники» sheet as the organiser keeps it: a header, then one name a row. */
function addRoster(t: Tournament, names: readonly string[], title = "Участники"): void {
  const sheet = t.env.spreadsheet.insertSheet(title);
  sheet
    .getRange(1, 1, names.length + 1, 2)
    .setValues([["Игрок", "Команда"], ...names.map((name) => [name, ""])]);
}

/** The sheet row of the first row of «Игры» naming `name`, and its game. */
function firstRowOf(t: Tournament, name: string): { game: unknown; row: number } {
  const index = t.games.table().findIndex((row) => row[2] === name);
  return { game: t.games.table()[index]?.[0], row: index + 1 };
}

/** Four games, and «Участники» listing «Зоя Петрова» where the games say «Зоя». */
function zoyaOffRoster(): Tournament {
  const t = tournament(4);
  addRoster(
    t,
    NAMES.map((name) => (name === "Зоя" ? "Зоя Петрова" : name)),
  );
  return t;
}

describe("the roster", () => {
  it("warns of a name missing from «Участники», naming the closest one, and still writes the standings", () => {
    const t = zoyaOffRoster();
    t.ctx.recalculateStandings();
    const { game, row } = firstRowOf(t, "Зоя");
    expect(row).toBeGreaterThan(1);
    expect(problemColumn(t)).toEqual([
      "Ошибок в протоколе нет",
      `Предупреждение: Игра ${String(game)}, строка ${row}: игрока «Зоя» нет в списке ` +
        "участников; ближе всего — «Зоя Петрова»",
    ]);
    expect(t.standings.display(2, 1)).toMatch(/Предупреждений: 1 — в столбце U/);
    const names = standingsRows(t)
      .slice(1)
      .map((r) => r[1]);
    expect(names).toContain("Зоя");
  });

  it("«Проверить протокол» lists the same warning after its verdict", () => {
    const t = zoyaOffRoster();
    t.ctx.checkProtocol();
    const { game, row } = firstRowOf(t, "Зоя");
    expect((t.env.ui.alerts.at(-1)?.prompt ?? "").split("\n")).toEqual([
      "Ошибок нет. Игр сыграно: 4, не окончено: 0.",
      "",
      `Предупреждение: Игра ${String(game)}, строка ${row}: игрока «Зоя» нет в списке ` +
        "участников; ближе всего — «Зоя Петрова»",
    ]);
  });

  it("says nothing when every name is on it (case and ё/е aside), or when there is no «Участники»", () => {
    const t = tournament(4);
    t.ctx.recalculateStandings();
    expect(problemColumn(t)).toEqual(["Ошибок в протоколе нет"]);
    addRoster(
      t,
      NAMES.map((name) => name.toUpperCase().replace("Ё", "Е")),
    );
    t.ctx.recalculateStandings();
    expect(problemColumn(t)).toEqual(["Ошибок в протоколе нет"]);
  });

  it("reads an English “Players” sheet and warns in the spreadsheet's language", () => {
    const t = tournament(4, { locale: "en_US" });
    addRoster(
      t,
      NAMES.map((name) => (name === "Лёва" ? "Лев" : name)),
      "Players",
    );
    t.ctx.recalculateStandings();
    const { game, row } = firstRowOf(t, "Лёва");
    expect(problemColumn(t).slice(1)).toEqual([
      `Warning: Game ${String(game)}, row ${row}: “Лёва” is not on the players list; ` +
        "the closest name is “Лев”",
    ]);
  });
});
