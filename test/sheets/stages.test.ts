/**
 * Stages in the spreadsheet (issue 14, STAGES.md): the Rules sheet's eight new rows and their
 * dropdowns, the Games sheet's «Этап» column on new and older tournaments, the game store with a
 * stage (and a hidden final it must still see), and the standings sheet's groups and its line
 * when the final is hidden. dist/Code.js on the in-memory Sheets fake.
 */
import { describe, expect, it } from "vitest";
import { rounded } from "../../src/engine";
import type { GamePayload } from "../../src/protocol/gamePayload";
import { gamesHeader } from "../../src/protocol/gameRows";
import { callServer, createFakeEnvironment, loadBundle, toContext } from "../fakes/spreadsheet";
import {
  gameOf,
  refusal,
  runTop,
  rulesRow,
  setRule,
  tournament,
  tournamentRows,
  validGame,
  value,
  type Tournament,
  standingsRows as tableRows,
  TABLE_ROW,
  deleteAsSidebar,
  saveAsSidebar,
} from "./helpers";

const MARK = "mafia-standings.sheet";

interface Saved {
  game: string;
  rows: [number, number];
  points: number[];
}

/** The words of the dropdown in column B of a rules row, or null. */
function dropdown(t: Tournament, row: number, sheet = "Правила"): unknown {
  const rule = t.env.spreadsheet.sheet(sheet).format(row, 2).validation;
  return rule ? [rule.criteria, rule.args, rule.allowInvalid] : null;
}

/** MAFIA_STANDINGS of the bundle on the Games sheet's values and the Rules sheet's A:B. */
function formulaStandings(t: Tournament): unknown[][] {
  const games = t.games
    .getDataRange()
    .getValues()
    .map((row) => row.map((v) => (v instanceof Date ? "" : v)));
  const rules = t.env.spreadsheet
    .sheet("Правила")
    .table()
    .map((row) => [row[0], row[1]]);
  const standings = (games: unknown, rules: unknown) =>
    runTop(t.ctx, "MAFIA_STANDINGS", games, rules) as unknown[][];
  const grid = standings(toContext(t.ctx, games), toContext(t.ctx, rules));
  return (JSON.parse(JSON.stringify(grid)) as unknown[][]).map(pad);
}

/** The Standings sheet's rows A–S that hold anything. */
function standingsRows(t: Tournament): unknown[][] {
  return tableRows(t)
    .map((row) => row.slice(0, 19))
    .filter((row) => row.some((v) => v !== ""));
}

/** Column U's first cell: the status line. */
const statusLine = (t: Tournament): unknown => t.standings.value(1, 21);

describe("the Rules sheet's stage settings", () => {
  it("lists the eight settings with the preset's values in C, and a dropdown for each yes/no and list setting", () => {
    const t = tournament(0);
    const rules = t.env.spreadsheet.sheet("Правила").table();
    expect(rules.slice(21, 29).map((row) => row.slice(0, 3))).toEqual([
      ["Вес полуфинала", "", 1],
      ["Вес финала", "", 1],
      ["Ci в финале", "", "отдельно"],
      ["Финалисты выше", "", "да"],
      ["Финалистов", "", 10],
      ["Минимум игр", "", 0],
      ["Зачёт по", "", "сумме"],
      ["Скрыть финал", "", "нет"],
    ]);
    const list = (words: string[]) => ["VALUE_IN_LIST", [words, true], true];
    expect(dropdown(t, rulesRow(t, "Система"))).toEqual(list(["Клуб", "ФИИМ"]));
    expect(dropdown(t, rulesRow(t, "Лучший ход получает"))).toEqual(list(["мирный", "красные"]));
    expect(dropdown(t, rulesRow(t, "Ci в финале"))).toEqual(list(["отдельно", "вместе", "нет"]));
    expect(dropdown(t, rulesRow(t, "Финалисты выше"))).toEqual(list(["да", "нет"]));
    expect(dropdown(t, rulesRow(t, "Зачёт по"))).toEqual(list(["сумме", "среднему"]));
    expect(dropdown(t, rulesRow(t, "Скрыть финал"))).toEqual(list(["да", "нет"]));
    // Numbers and the tie-break order are typed: no dropdown.
    for (const name of [
      "Победа мирного",
      "Порядок при равенстве",
      "Вес полуфинала",
      "Вес финала",
      "Финалистов",
      "Минимум игр",
    ])
      expect(dropdown(t, rulesRow(t, name)), name).toBeNull();
  });

  it("offers the English words in an English spreadsheet", () => {
    const t = tournament(0, { locale: "en_US" });
    const list = (words: string[]) => ["VALUE_IN_LIST", [words, true], true];
    const at = (name: string) => dropdown(t, rulesRow(t, name, "Rules"), "Rules");
    expect(at("Best move earned by")).toEqual(list(["civilian", "red"]));
    expect(at("Ci in the final")).toEqual(list(["separately", "together", "no"]));
    expect(at("Finalists first")).toEqual(list(["yes", "no"]));
    expect(at("Ranked by")).toEqual(list(["total", "average"]));
    expect(at("Hide the final")).toEqual(list(["yes", "no"]));
  });

  it("repairing an older Rules sheet appends the missing rows, keeps the organiser's rows and values, and dresses each row where it stands", () => {
    const t = tournament(2);
    const rules = t.env.spreadsheet.sheet("Правила");
    const before = rules.table();
    // The sheet as issue 8 made it: the header, «Система» and the nineteen settings.
    rules.getRange(`A22:D${before.length}`).clear();
    expect(rules.table()).toEqual(before.slice(0, 21));
    // The organiser's own value and a row moved: «Лучший ход получает» typed in English in B.
    rules.getRange("B14").setValue("red");
    runTop(t.ctx, "setupTournament");
    const after = rules.table();
    expect(after.slice(0, 21).map((row) => row.slice(0, 2))).toEqual([
      ...before.slice(0, 13).map((row) => row.slice(0, 2)),
      ["Лучший ход получает", "red"],
      ...before.slice(14, 21).map((row) => row.slice(0, 2)),
    ]);
    expect(after.slice(21)).toEqual(before.slice(21));
    expect(dropdown(t, 29)).toEqual(["VALUE_IN_LIST", [["да", "нет"], true], true]);
    // Run again: nothing more.
    runTop(t.ctx, "setupTournament");
    expect(rules.table()).toHaveLength(before.length);
  });

  it("the engine reads the values in either language: «yes» hides the final, «среднему» adds «Очки за игру»", () => {
    const t = tournament(3);
    setRule(t, "Зачёт по", "среднему");
    expect(standingsRows(t)[0]?.[11]).toBe("Очки за игру");
    setRule(t, "Скрыть финал", "yes");
    expect(statusLine(t)).toBe("Финал скрыт (Правила: «Скрыть финал»). Ошибок в протоколе нет");
    setRule(t, "Скрыть финал", "нет");
    expect(statusLine(t)).toBe("Ошибок в протоколе нет");
    // A value outside the list is the engine's problem, listed like any broken rule.
    setRule(t, "Ci в финале", "иногда");
    expect(String(t.standings.value(2, 21))).toMatch(/^Правила, строка 24: /);
  });
});

describe("the Games sheet's «Этап» column", () => {
  const STAGE_LIST = (words: string[]) => ["VALUE_IN_LIST", [words, true], true];

  it("is column N of a new tournament, with a dropdown of the stages (blank is the main stage)", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    runTop(loadBundle(env), "setupTournament");
    const games = env.spreadsheet.sheet("Игры");
    expect(games.table()[0]).toEqual(gamesHeader("ru"));
    expect(games.value(1, 14)).toBe("Этап");
    for (const row of [2, 1000]) {
      const rule = games.format(row, 14).validation;
      expect([rule?.criteria, rule?.args, rule?.allowInvalid]).toEqual(
        STAGE_LIST(["Основной", "Полуфинал", "Финал"]),
      );
    }
    const en = createFakeEnvironment({ locale: "en_US" });
    runTop(loadBundle(en), "setupTournament");
    const rule = en.spreadsheet.sheet("Games").format(2, 14).validation;
    expect([rule?.criteria, rule?.args, rule?.allowInvalid]).toEqual(
      STAGE_LIST(["Main", "Semi-final", "Final"]),
    );
  });

  it("is added to an older tournament after everything the sheet holds, moving nothing", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    // A tournament from before stages: thirteen columns, a judge's note in N3, a formula in O2.
    const games = env.spreadsheet.insertSheet("Игры");
    games.addDeveloperMetadata(MARK, "games");
    games.load(tournamentRows(2).map((row) => row.slice(0, 13)));
    games.getRange("N3").setValue("заметка судьи");
    games.getRange("O2").setValue("=A2*2");
    const cells = JSON.stringify(games.getRange("A1:O30").getValues());
    const formulas = JSON.stringify(games.getRange("A1:O30").getFormulas());
    runTop(ctx, "setupTournament");
    expect(JSON.stringify(games.getRange("A1:O30").getValues())).toBe(cells);
    expect(JSON.stringify(games.getRange("A1:O30").getFormulas())).toBe(formulas);
    expect(games.value(1, 16)).toBe("Этап");
    expect(games.format(2, 16).validation?.args).toEqual([
      ["Основной", "Полуфинал", "Финал"],
      true,
    ]);
    // The note is not read as a stage: the standings are there.
    expect(env.spreadsheet.sheet("Таблица").table()[TABLE_ROW]?.[0]).toBe(1);
    runTop(ctx, "setupTournament");
    expect(games.table()[0]?.filter((cell) => cell === "Этап")).toHaveLength(1);
  });

  it("is added after «Доп. баллы» (and «Команда» after it) to a tournament from before both", () => {
    const env = createFakeEnvironment({ locale: "en_US" });
    const ctx = loadBundle(env);
    const games = env.spreadsheet.insertSheet("Games");
    games.addDeveloperMetadata(MARK, "games");
    games.load(tournamentRows(1, "en").map((row) => row.slice(0, 12)));
    runTop(ctx, "setupTournament");
    expect(games.table()[0]?.slice(11)).toEqual(["Date", "Extra points", "Stage", "Team"]);
    expect(games.format(2, 14).validation?.args).toEqual([["Main", "Semi-final", "Final"], true]);
  });
});

describe("the game store with stages", () => {
  it("refuses a semi-final or a final on a sheet without «Этап», and stores a main game there", () => {
    const t = tournament(0);
    t.games.getRange("N1").clearContent();
    expect(refusal(saveAsSidebar(t, validGame(1, { stage: "semi" })))).toBe(
      "Игра 1 не сохранена:\n• на листе игр нет столбца «Этап»",
    );
    expect(refusal(saveAsSidebar(t, validGame(1, { stage: "final" })))).toBe(
      "Игра 1 не сохранена:\n• на листе игр нет столбца «Этап»",
    );
    expect(value<Saved>(saveAsSidebar(t, validGame(1, { stage: "main" }))).rows).toEqual([2, 11]);
  });

  it("names a stage the payload cannot have, like any field", () => {
    const t = tournament(0);
    expect(refusal(saveAsSidebar(t, { ...validGame(1), stage: "quarter" }))).toBe(
      "Игра 1 не сохранена:\n• «Этап»: «quarter» — нужно main, semi, final",
    );
    expect(t.games.lastRow()).toBe(1);
  });

  it("writes the stage in the sheet's words, loads it back, and replies with the stage's weighted points", () => {
    const t = tournament(2, { locale: "en_US" });
    setRule(t, "Semi-final weight", "1,5", "Rules");
    const main = tournament(2, { locale: "en_US" });
    const plain = value<Saved>(saveAsSidebar(main, validGame(3)));
    const saved = value<Saved>(saveAsSidebar(t, validGame(3, { stage: "semi" })));
    expect(saved.points).toEqual(plain.points.map((p) => rounded(p * 1.5)));
    expect(
      t.games
        .table()
        .slice(21, 31)
        .map((row) => row[13]),
    ).toEqual(new Array(10).fill("Semi-final"));
    // A main game leaves «Этап» blank, and loads without a stage, as it was sent.
    expect(main.games.value(22, 14)).toBe("");
    expect(value<GamePayload>(callServer(main.ctx, "loadGame", "3")).stage).toBeUndefined();
    const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "3"));
    // With the rows the save put it at.
    const rows = saved.rows;
    expect(loaded).toEqual({ ...validGame(3, { stage: "semi" }), seats: loaded.seats, rows });
    // The standings show the semi-final apart (STAGES.md, "Standings columns").
    expect(standingsRows(t)[0]?.slice(11, 13)).toEqual(["Main stage", "Semi-final"]);
  });

  it("with «Скрыть финал» on: saves, loads, corrects and deletes a final game the standings do not show, and never overwrites it", () => {
    const t = tournament(3);
    setRule(t, "Вес финала", 2);
    setRule(t, "Скрыть финал", "да");
    const shown = standingsRows(t);
    expect(statusLine(t)).toBe("Финал скрыт (Правила: «Скрыть финал»). Ошибок в протоколе нет");

    const final = validGame(4, { stage: "final" });
    const saved = value<Saved>(saveAsSidebar(t, final));
    expect(saved.rows).toEqual([32, 41]);
    // The reply's points are the final's, weighted, though the standings hide it.
    const main = tournament(3);
    const plain = value<Saved>(saveAsSidebar(main, validGame(4)));
    expect(saved.points).toEqual(plain.points.map((p) => rounded(p * 2)));
    expect(
      t.games
        .table()
        .slice(31, 41)
        .map((row) => row[13]),
    ).toEqual(new Array(10).fill("Финал"));
    // The standings and the formula both leave it out, and say so.
    expect(standingsRows(t)).toEqual(shown);
    expect(standingsRows(t)).toEqual(formulaStandings(t));
    expect(statusLine(t)).toMatch(/^Финал скрыт/);

    // The store sees it: no second game 4, the next id after it, its players suggested.
    expect(refusal(saveAsSidebar(t, final))).toMatch(/игра 4 уже есть \(строки 32–41\)/);
    expect(value<string>(callServer(t.ctx, "nextGameId"))).toBe("5");
    expect(value<string[]>(callServer(t.ctx, "listPlayers")).sort()).toEqual(
      [
        ...new Set(
          tournamentRows(4)
            .slice(1)
            .map((row) => row[2] as string),
        ),
      ].sort(),
    );
    // A new game goes below it; nothing of the final is overwritten.
    expect(value<Saved>(saveAsSidebar(t, validGame(5))).rows).toEqual([42, 51]);
    expect(
      t.games
        .table()
        .slice(31, 41)
        .every((row) => row[0] === 4),
    ).toBe(true);

    // Loaded as a final, corrected in place, deleted.
    const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "4"));
    expect(loaded.stage).toBe("final");
    const corrected = value<Saved>(
      saveAsSidebar(t, {
        ...loaded,
        winner: loaded.winner === "red" ? "black" : "red",
        replace: true,
      }),
    );
    expect(corrected.rows).toEqual([32, 41]);
    const again = value<GamePayload>(callServer(t.ctx, "loadGame", "4"));
    expect([again.winner, again.stage]).toEqual([
      loaded.winner === "red" ? "black" : "red",
      "final",
    ]);
    expect(t.games.table().filter((row) => row[0] === 4)).toHaveLength(10);
    runTop(t.ctx, "checkProtocol");
    expect(t.env.ui.alerts.at(-1)?.prompt).toBe("Ошибок нет. Игр сыграно: 5, не окончено: 0.");
    expect(value<{ deletedRows: number }>(callServer(t.ctx, "deleteGame", "4")).deletedRows).toBe(
      10,
    );
    expect(t.games.table().filter((row) => row[0] === 4)).toHaveLength(0);
    expect(value<string>(callServer(t.ctx, "nextGameId"))).toBe("6");
  });

  it("lists a hidden final's problems in «Проверить протокол» while the standings stay as they are", () => {
    const t = tournament(3);
    setRule(t, "Скрыть финал", "да");
    value(saveAsSidebar(t, validGame(4, { stage: "final" })));
    const shown = standingsRows(t);
    t.games.getRange("D33").setValue("Комиссар Каттани");
    runTop(t.ctx, "recalculateStandings");
    expect(standingsRows(t)).toEqual(shown);
    runTop(t.ctx, "checkProtocol");
    expect(t.env.ui.alerts.at(-1)?.prompt).toMatch(
      /Игра 4, строка 33, «Роль»: «Комиссар Каттани» — неизвестная роль/,
    );
  });
});

describe("the standings sheet's groups", () => {
  it("draws a line under the last finalist, in one call, and clears it when the final goes", () => {
    const t = tournament(3);
    value(saveAsSidebar(t, validGame(4, { stage: "final" })));
    const rows = standingsRows(t);
    expect(rows).toEqual(formulaStandings(t));
    // Ten finalists first (places 1–10), then the other six from 11.
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      ...Array.from({ length: 10 }, (_, i) => i + 1),
      ...rows.slice(11).map((row) => row[0]),
    ]);
    expect(rows.slice(11).every((row) => (row[0] as number) >= 11)).toBe(true);
    expect(rows[0]?.slice(11, 14)).toEqual(["Основной этап", "Финал", ""]);
    const line = (row: number, column: number) =>
      t.standings.format(TABLE_ROW - 1 + row, column).borderBottom ?? false;
    expect([line(11, 1), line(11, 13), line(11, 14), line(10, 1), line(12, 1)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    t.env.calls.reset();
    runTop(t.ctx, "recalculateStandings");
    expect(t.env.calls.count("Range.setBorder")).toBe(2);
    value(deleteAsSidebar(t, "4"));
    expect(line(11, 1)).toBe(false);
    t.env.calls.reset();
    runTop(t.ctx, "recalculateStandings");
    expect(t.env.calls.count("Range.setBorder")).toBe(1);
  });

  it("lists the players with too few games under a heading, without places", () => {
    const t = tournament(3);
    // Game counts: six players have one game, the other ten two or three.
    setRule(t, "Минимум игр", 2);
    const rows = standingsRows(t);
    const formula = formulaStandings(t);
    expect(rows[11]).toEqual(pad(["Меньше 2 игр — без места"]));
    expect(rows.slice(0, 11)).toEqual(formula.slice(0, 11));
    expect(rows.slice(12)).toEqual(formula.slice(11));
    expect(rows.slice(12).map((row) => [row[0], row[3]])).toEqual(new Array(6).fill(["", 1]));
    expect(t.standings.format(TABLE_ROW + 11, 1).background).toBe("#efefef");
    expect(t.standings.format(TABLE_ROW + 12, 1).background ?? null).toBeNull();
    // In English; with nobody placed, the heading comes right under the header (the Sheriff first).
    const en = tournament(0, { locale: "en_US" });
    value(saveAsSidebar(en, gameOf(1, ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"])));
    setRule(en, "Minimum games", 2, "Rules");
    expect(
      en.standings
        .table()
        .slice(TABLE_ROW, TABLE_ROW + 2)
        .map((row) => row.slice(0, 4)),
    ).toEqual([
      ["Fewer than 2 games — no place", "", "", ""],
      ["", "G", 4, 1],
    ]);
  });

  it("costs the same calls at 20 and 200 games with a final and a minimum", () => {
    const measure = (games: number) => {
      const t = tournament(games);
      setRule(t, "Минимум игр", 3);
      value(saveAsSidebar(t, validGame(games + 1, { stage: "final" })));
      t.env.calls.reset();
      runTop(t.ctx, "recalculateStandings");
      return t.env.calls.byMethod();
    };
    expect(measure(200)).toEqual(measure(20));
  });

  it("«Создать листы турнира» moves the leaders' chart of an older tournament off the problem list, now in U", () => {
    const t = tournament(3);
    expect(t.standings.charts[0]?.position).toEqual([2, 23, 0, 0]);
    // As sheets made before stages placed it: beside the old column Q.
    const chart = t.standings
      .newChart()
      .asBarChart()
      .addRange(t.standings.getRange(1, 2, 11, 2))
      .setPosition(2, 19, 0, 0)
      .build();
    t.standings.charts.length = 0;
    t.standings.insertChart(chart);
    runTop(t.ctx, "setupTournament");
    expect(t.standings.charts).toHaveLength(1);
    expect(t.standings.charts[0]?.position).toEqual([2, 23, 0, 0]);
    // Adopted as the add-on's chart, it reads the table where it now starts, under the status.
    expect(t.standings.charts[0]?.ranges).toEqual(["B4:C14"]);
    // One the organiser placed elsewhere stays where it is.
    t.standings.updateChart(chart.modify().setPosition(30, 2, 0, 0).build());
    runTop(t.ctx, "setupTournament");
    expect(t.standings.charts[0]?.position).toEqual([30, 2, 0, 0]);
  });

  it("says in the toast of a recalculation that the final is hidden", () => {
    const t = tournament(2);
    setRule(t, "Скрыть финал", "да");
    runTop(t.ctx, "recalculateStandings");
    expect(t.env.toasts.at(-1)?.message).toBe(
      "Таблица обновлена: игроков 13, игр 2. Финал скрыт (Правила: «Скрыть финал»).",
    );
    expect(t.standings.format(1, 21).background).toMatch(/^#/);
  });
});

/** A formula's row as the sheet holds it: the widest table's columns, blanks after. */
function pad(row: readonly unknown[]): unknown[] {
  return Array.from({ length: 19 }, (_, c) => row[c] ?? "");
}
