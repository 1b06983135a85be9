import { describe, expect, it } from "vitest";
import { HEADERS, ROLE_NAMES, STANDINGS_HEADERS, SIDE_NAMES } from "../../src/engine";
import { gamesHeader } from "../../src/protocol/gameRows";
import {
  createFakeEnvironment,
  loadBundle,
  sheetSnapshot,
  type FakeSheet,
} from "../fakes/spreadsheet";
import { TABLE_ROW, tournamentRows } from "./helpers";

const MARK = "mafia-standings.sheet";

/** The add-on's marks on a sheet: its kind and the id of the sheet it was put on. */
function markOf(sheet: FakeSheet): (string | null)[] {
  return sheet.metadata
    .filter((m) => m.key === MARK)
    .map((m) =>
      m.value === `${m.value?.split("@")[0]}@${sheet.id}` ? m.value.split("@")[0]! : m.value,
    );
}

function validationAt(sheet: FakeSheet, row: number, column: number) {
  return sheet.format(row, column).validation ?? null;
}

describe("setupTournament", () => {
  it("creates the Russian Games and Standings sheets with header, frozen row, validation, widths, marks and a chart", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    loadBundle(env).setupTournament();
    // The new spreadsheet's empty «Лист1» is gone; the judge lands on «Игры».
    expect(env.spreadsheet.sheetNames()).toEqual(["Игры", "Таблица", "Правила"]);
    expect(env.spreadsheet.getActiveSheetUncounted().getName()).toBe("Игры");
    const games = env.spreadsheet.sheet("Игры");
    expect(games.table()).toEqual([gamesHeader("ru")]);
    expect(games.frozenRows).toBe(1);
    expect(games.format(1, 1).fontWeight).toBe("bold");
    expect(markOf(games)).toEqual(["games"]);
    // Columns in the documented order: A game … K removed, L date, M extra points, N stage, O team.
    for (const column of [6, 9, 11]) {
      expect(validationAt(games, 2, column)?.criteria).toBe("CHECKBOX");
      expect(validationAt(games, 1000, column)?.criteria).toBe("CHECKBOX");
    }
    expect(validationAt(games, 1, 6)).toBeNull();
    const seat = validationAt(games, 2, 2);
    expect([seat?.criteria, seat?.args, seat?.allowInvalid]).toEqual([
      "NUMBER_BETWEEN",
      [1, 10],
      false,
    ]);
    expect(validationAt(games, 2, 4)?.args).toEqual([
      Object.values(ROLE_NAMES).map((n) => n.ru),
      true,
    ]);
    expect(validationAt(games, 2, 5)?.args).toEqual([
      Object.values(SIDE_NAMES).map((n) => n.ru),
      true,
    ]);
    expect(validationAt(games, 2, 8)?.criteria).toBe("NUMBER_BETWEEN");
    expect(games.format(2, 12).numberFormat).toBe("yyyy-mm-dd");
    // Seat and counts Automatic (a forced "0" shows 1.5 as «2»); the best move plain text.
    for (const column of [2, 8, 10]) expect(games.format(2, column).numberFormat).toBeUndefined();
    expect(games.format(2, 7).numberFormat).toBe("@");
    expect(games.format(1000, 7).numberFormat).toBe("@");
    // What a judge types there stays the seats typed: not 3.7, not a date.
    games.getRange("G2").setValue("3,7");
    games.getRange("G3").setValue("3/7/9");
    games.getRange("G4").setValue("29.11.2026");
    expect([games.value(2, 7), games.value(3, 7), games.value(4, 7)]).toEqual([
      "3,7",
      "3/7/9",
      "29.11.2026",
    ]);
    expect(games.widths.get(3)).toBeGreaterThan(games.widths.get(1) ?? 0);
    expect(games.widths.size).toBe(15);

    const standings = env.spreadsheet.sheet("Таблица");
    expect(markOf(standings)).toEqual(["standings"]);
    expect(standings.table()[TABLE_ROW - 1]?.slice(0, 11)).toEqual([...STANDINGS_HEADERS.ru]);
    // The status rows and the header stay in view.
    expect(standings.frozenRows).toBe(TABLE_ROW);
    expect(standings.charts).toHaveLength(1);
    expect(standings.charts[0]?.type).toBe("BAR");
    expect(standings.charts[0]?.ranges).toEqual(["B4:C14"]);
    expect(env.toasts.at(-1)?.message).toMatch(/готовы/);
  });

  it("speaks English in an English spreadsheet", () => {
    const env = createFakeEnvironment({ locale: "en_US" });
    loadBundle(env).setupTournament();
    expect(env.spreadsheet.sheetNames()).toEqual(["Games", "Standings", "Rules"]);
    expect(env.spreadsheet.sheet("Games").table()).toEqual([gamesHeader("en")]);
    expect(validationAt(env.spreadsheet.sheet("Games"), 5, 4)?.args).toEqual([
      ["Civilian", "Sheriff", "Mafia", "Don"],
      true,
    ]);
    expect(env.spreadsheet.sheet("Standings").table()[TABLE_ROW - 1]?.slice(0, 11)).toEqual([
      ...STANDINGS_HEADERS.en,
    ]);
  });

  it("run again, repairs formatting and keeps every value, formula and sheet where it was", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.setupTournament();
    const games = env.spreadsheet.sheet("Игры");
    games.load(tournamentRows(3).slice(1), 2);
    games.getRange("O2").setValue("=A2*2");
    games.getRange("O3").setValue("заметка судьи");
    // The organiser breaks the formatting.
    games.setFrozenRows(0);
    games.getRange("A:L").clearDataValidations();
    games.getRange("A1:L1").setFontWeight(null);
    const values = JSON.stringify(games.table());
    const formulas = JSON.stringify(games.getRange("A1:O40").getFormulas());

    ctx.setupTournament();
    expect(env.spreadsheet.sheetNames()).toEqual(["Игры", "Таблица", "Правила"]);
    expect(JSON.stringify(games.table())).toBe(values);
    expect(JSON.stringify(games.getRange("A1:O40").getFormulas())).toBe(formulas);
    expect(games.frozenRows).toBe(1);
    expect(games.format(1, 1).fontWeight).toBe("bold");
    expect(validationAt(games, 7, 6)?.criteria).toBe("CHECKBOX");
    expect(markOf(games)).toEqual(["games"]);
    expect(env.spreadsheet.sheet("Таблица").charts).toHaveLength(1);
    // And the standings were brought up to date with the games typed in meanwhile.
    expect(env.spreadsheet.sheet("Таблица").table().length).toBeGreaterThan(10);
  });

  it("follows the header when the organiser moved columns", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.setupTournament();
    const games = env.spreadsheet.sheet("Игры");
    const header = gamesHeader("ru");
    // Swap «Роль» (D) and «Убит в первую ночь» (F).
    [header[3], header[5]] = [header[5] as string, header[3] as string];
    games.getRange(1, 1, 1, header.length).setValues([header]);
    ctx.setupTournament();
    expect(validationAt(games, 2, 4)?.criteria).toBe("CHECKBOX");
    expect(validationAt(games, 2, 6)?.criteria).toBe("VALUE_IN_LIST");
  });

  it("leaves a same-named sheet it did not create untouched, and tells the user", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const foreign = env.spreadsheet.insertSheet("Игры");
    foreign.getRange("A1:B2").setValues([
      ["Моя таблица", "=1+1"],
      ["данные", 5],
    ]);
    foreign.setFrozenRows(0);
    const before = sheetSnapshot(foreign);
    const ctx = loadBundle(env);
    ctx.setupTournament();
    expect(sheetSnapshot(foreign)).toBe(before);
    expect(markOf(foreign)).toEqual([]);
    expect(env.spreadsheet.sheetNames()).toEqual(["Лист1", "Игры", "Таблица", "Правила"]);
    expect(env.ui.alerts.at(-1)?.prompt).toMatch(/Лист «Игры» создан не надстройкой/);
    // Nothing else will write to it either.
    ctx.recalculateStandings();
    expect(env.ui.alerts.at(-1)?.prompt).toMatch(/Нет листа игр/);
    expect(sheetSnapshot(foreign)).toBe(before);
  });

  it("leaves a stranger's Standings sheet alone too", () => {
    const env = createFakeEnvironment({ locale: "en_US" });
    const foreign = env.spreadsheet.insertSheet("Standings");
    foreign.getRange("A1").setValue("league table");
    const before = sheetSnapshot(foreign);
    const ctx = loadBundle(env);
    ctx.setupTournament();
    ctx.recalculateStandings();
    expect(sheetSnapshot(foreign)).toBe(before);
    expect(env.ui.alerts.map((a) => a.prompt).join("\n")).toMatch(
      /“Standings” was not created by the add-on/,
    );
  });

  it("does not stamp checkboxes on a first row it does not recognise", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.setupTournament();
    const games = env.spreadsheet.sheet("Игры");
    games.getRange("A:L").clearDataValidations();
    games.getRange(1, 1, 1, 3).setValues([["Турнир", "весна", "2026"]]);
    games.getRange(1, 4, 1, 12).clearContent();
    ctx.setupTournament();
    expect(validationAt(games, 2, 6)).toBeNull();
    expect(env.ui.alerts.at(-1)?.prompt).toMatch(/не заголовок таблицы игр/);
    expect(games.table()[0]).toEqual(["Турнир", "весна", 2026]);
  });

  it("finds its sheets after the organiser renamed them", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.setupTournament();
    env.spreadsheet.sheet("Игры").name = "Протокол";
    env.spreadsheet.sheet("Протокол").load(tournamentRows(2).slice(1), 2);
    ctx.setupTournament();
    expect(env.spreadsheet.sheetNames()).toEqual(["Протокол", "Таблица", "Правила"]);
    expect(env.spreadsheet.sheet("Таблица").table()[TABLE_ROW]?.[0]).toBe(1);
    expect(HEADERS.game.ru).toBe("Игра");
  });
});

describe("the new spreadsheet's empty first sheet", () => {
  const setUp = (
    locale: string,
    prepare: (env: ReturnType<typeof createFakeEnvironment>) => void,
  ) => {
    const env = createFakeEnvironment({ locale });
    prepare(env);
    loadBundle(env).setupTournament();
    return env.spreadsheet.sheetNames();
  };

  it("is kept when anything is on it: a value far off, a formula, a chart", () => {
    expect(
      setUp("ru_RU", (env) => env.spreadsheet.sheet("Лист1").getRange("Z900").setValue("x")),
    ).toEqual(["Лист1", "Игры", "Таблица", "Правила"]);
    expect(
      setUp("ru_RU", (env) => env.spreadsheet.sheet("Лист1").getRange("C3").setFormula("=1+1")),
    ).toEqual(["Лист1", "Игры", "Таблица", "Правила"]);
    const withChart = setUp("en_US", (env) => {
      const sheet = env.spreadsheet.sheet("Sheet1");
      sheet.insertChart(sheet.newChart().asBarChart().addRange(sheet.getRange("A1:B2")).build());
    });
    expect(withChart).toEqual(["Sheet1", "Games", "Standings", "Rules"]);
  });

  it("is kept beside another sheet of the organiser's, or under a name of its own", () => {
    const beside = setUp("ru_RU", (env) =>
      env.spreadsheet.insertSheet("Участники").getRange("A1").setValue("Алёна"),
    );
    expect(beside).toEqual(["Лист1", "Участники", "Игры", "Таблица", "Правила"]);
    const named = setUp("ru_RU", (env) => env.spreadsheet.sheet("Лист1").setName("Заметки"));
    expect(named).toEqual(["Заметки", "Игры", "Таблица", "Правила"]);
  });

  it("is removed only when the tournament's sheets are new: an empty sheet added later stays", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.setupTournament();
    env.spreadsheet.insertSheet("Лист2");
    ctx.setupTournament();
    expect(env.spreadsheet.sheetNames()).toEqual(["Игры", "Таблица", "Правила", "Лист2"]);
  });
});

describe("the notes on the Games headers", () => {
  const notesOf = (sheet: FakeSheet): string[] =>
    Array.from({ length: 15 }, (_, i) => sheet.format(1, i + 1).note ?? "");

  it("say what to type under every header, in the spreadsheet's language", () => {
    const ru = createFakeEnvironment({ locale: "ru_RU" });
    loadBundle(ru).setupTournament();
    const notes = notesOf(ru.spreadsheet.sheet("Игры"));
    expect(notes.every((note) => note.length > 20)).toBe(true);
    expect(new Set(notes).size).toBe(15);
    // G is «Лучший ход», D «Роль», M «Доп. баллы», O «Команда».
    expect(notes[6]).toMatch(/«3 7 9»/);
    expect(notes[3]).toMatch(/Мирный, Шериф, Мафия, Дон/);
    expect(notes[12]).toMatch(/от −5 до 5/);
    expect(notes[14]).toMatch(/На очки в таблице не влияет/);
    expect(ru.spreadsheet.sheet("Игры").format(1, 16).note ?? "").toBe("");

    const en = createFakeEnvironment({ locale: "en_US" });
    loadBundle(en).setupTournament();
    const english = notesOf(en.spreadsheet.sheet("Games"));
    expect(english[6]).toMatch(/“3 7 9”/);
    expect(english[3]).toMatch(/Civilian, Sheriff, Mafia, Don/);
    expect(english.filter((note) => /[а-я]{3}/i.test(note))).toEqual([]);
  });

  it("are repaired on a later run, an organiser's own note kept, in one read and one write", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.setupTournament();
    const games = env.spreadsheet.sheet("Игры");
    const made = notesOf(games);
    games.getRange("C1").setNote("Ники — как в заявке клуба");
    games.getRange("G1").setNote("");
    env.calls.reset();
    ctx.setupTournament();
    expect(notesOf(games)).toEqual(
      made.map((note, i) => (i === 2 ? "Ники — как в заявке клуба" : note)),
    );
    expect([env.calls.count("Range.getNotes"), env.calls.count("Range.setNotes")]).toEqual([1, 1]);
    env.calls.reset();
    ctx.setupTournament();
    expect(env.calls.count("Range.setNotes")).toBe(0);
  });
});
