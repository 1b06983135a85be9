/**
 * The roster on the Sheets fake (issue 20): a name of «Игры» missing from «Участники» is listed
 * as a warning with the closest roster name, and the standings are still written.
 */
import { describe, expect, it } from "vitest";
import { callServer, QUIRK_VALUES } from "../fakes/spreadsheet";
import { fireEdit, NAMES, standingsRows, tournament, value, type Tournament } from "./helpers";

const PROBLEMS_COLUMN = 21; // U

function problemColumn(t: Tournament): string[] {
  return t.standings
    .table()
    .map((row) => String(row[PROBLEMS_COLUMN - 1] ?? ""))
    .filter((v) => v !== "");
}

/** The «Участники» sheet as the organiser keeps it: a header, then one name a row. */
function addRoster(t: Tournament, names: readonly string[], title = "Участники") {
  const sheet = t.env.spreadsheet.insertSheet(title);
  sheet
    .getRange(1, 1, names.length + 1, 2)
    .setValues([["Игрок", "Команда"], ...names.map((name) => [name, ""])]);
  return sheet;
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

  // Between two refreshes the organiser may make, rename or delete the roster, by hand, with no
  // event the add-on sees: each refresh finds it as it is then (the add-on keeps only where it
  // was found last), whether Sheets' own lookup by name minds the case or not.
  it.each(QUIRK_VALUES.sheetNameCase)(
    "is found as it is at each refresh: made as «участники», renamed away and back, deleted (getSheetByName %s)",
    (sheetNameCase) => {
      const t = tournament(4, { quirks: { sheetNameCase } });
      const zoya = NAMES.map((name) => (name === "Зоя" ? "Зоя Петрова" : name));
      const clean = ["Ошибок в протоколе нет"];
      const warned = (rows: string[]) =>
        rows.length === 2 && /игрока «Зоя» нет в списке участников/.test(rows[1] ?? "");
      t.ctx.recalculateStandings();
      expect(problemColumn(t)).toEqual(clean);

      // Made in lower case, then an edit's refresh.
      const roster = addRoster(t, zoya, "участники");
      fireEdit(t, t.games, "C2");
      expect(warned(problemColumn(t))).toBe(true);

      // Renamed away: no roster any more (the menu's refresh).
      roster.setName("Участники 2025");
      t.ctx.recalculateStandings();
      expect(problemColumn(t)).toEqual(clean);

      // Renamed back with spaces and capitals (the refresh after a save).
      roster.setName(" УЧАСТНИКИ ");
      value(callServer(t.ctx, "refreshAfterSave"));
      expect(warned(problemColumn(t))).toBe(true);

      // Another sheet takes the name: that one is the roster now.
      roster.setName("Старый список");
      addRoster(t, NAMES, "Участники");
      fireEdit(t, t.games, "C2");
      expect(problemColumn(t)).toEqual(clean);

      // Deleted: no roster, no warning.
      t.env.spreadsheet.deleteSheet(t.env.spreadsheet.sheet("Участники"));
      roster.setName("участники");
      fireEdit(t, t.games, "C2");
      expect(warned(problemColumn(t))).toBe(true);
      t.env.spreadsheet.deleteSheet(roster);
      t.ctx.recalculateStandings();
      expect(problemColumn(t)).toEqual(clean);
    },
  );

  // An edit's refresh, with no roster last time, does not ask every sheet's name again while the
  // spreadsheet has as many sheets: a new sheet is found at once, one renamed into the roster at
  // the next save's or menu's refresh.
  it("is looked for by an edit only when a sheet was added or removed, with none last time", () => {
    const t = tournament(4);
    const zoya = NAMES.map((name) => (name === "Зоя" ? "Зоя Петрова" : name));
    const warned = () => /игрока «Зоя» нет в списке участников/.test(problemColumn(t).join("\n"));
    const other = t.env.spreadsheet.insertSheet("Заметки");
    t.ctx.recalculateStandings();
    t.env.calls.reset();
    fireEdit(t, t.games, "C2");
    expect(t.env.calls.count("Spreadsheet.getSheets")).toBe(0);
    expect(t.env.calls.count("Spreadsheet.getNumSheets")).toBe(1);

    // The organiser's own sheet renamed and filled as the roster: an edit does not see it yet,
    // the refresh after a save does.
    other.setName("участники");
    other.getRange(1, 1, zoya.length + 1, 1).setValues([["Игрок"], ...zoya.map((name) => [name])]);
    fireEdit(t, t.games, "C2");
    expect(warned()).toBe(false);
    value(callServer(t.ctx, "refreshAfterSave"));
    expect(warned()).toBe(true);

    // Gone, then made anew: the next edit finds it.
    t.env.spreadsheet.deleteSheet(other);
    t.ctx.recalculateStandings();
    expect(warned()).toBe(false);
    addRoster(t, zoya, "Участники");
    fireEdit(t, t.games, "C2");
    expect(warned()).toBe(true);
  });
});
