import { describe, expect, it } from "vitest";
import { sheetSnapshot } from "../fakes/spreadsheet";
import {
  customOnGames,
  fireEdit,
  REFRESH_WRITES,
  standingsRows,
  TABLE_ROW,
  topLine,
  tournament,
  type Tournament,
} from "./helpers";

/** MAFIA_STANDINGS of the bundle itself, on the Games sheet's values. */
function customStandings(t: Tournament): unknown[][] {
  return customOnGames(t, "MAFIA_STANDINGS");
}

function standingsBlock(t: Tournament): unknown[][] {
  return standingsRows(t)
    .map((row) => row.slice(0, 11))
    .filter((row) => row.some((v) => v !== ""));
}

function problemColumn(t: Tournament): string[] {
  // Column U: clear of the widest table any system makes (A–S).
  return t.standings
    .table()
    .map((row) => String(row[20] ?? ""))
    .filter((v) => v !== "");
}

describe("recalculateStandings", () => {
  it("is one values read of Games, one of Rules and a handful of writes, and equals MAFIA_STANDINGS", () => {
    const t = tournament(30);
    t.ctx.recalculateStandings();
    expect(t.env.calls.valuesReads("Игры")).toBe(1);
    expect(t.env.calls.valuesReads("Правила")).toBe(1);
    // The stale marker is written with the values, its digests taken from the values read.
    expect(t.env.calls.valuesReads()).toBe(2);
    // The standings, and the statistics of the same evaluation (STATS.md): a handful of writes.
    expect(t.env.calls.valuesWrites()).toBeLessThanOrEqual(REFRESH_WRITES);
    expect(t.env.calls.count("Range.getValues", "Таблица")).toBe(0);
    const expected = customStandings(t);
    expect(expected.length).toBeGreaterThan(10);
    expect(standingsBlock(t)).toEqual(JSON.parse(JSON.stringify(expected)));
    // Only the top line is a formula: the stale marker.
    expect(
      t.standings
        .getRange("A1:U40")
        .getFormulas()
        .flat()
        .filter((f) => f !== ""),
    ).toEqual([
      expect.stringMatching(
        /^=1-N\(IFERROR\(MAFIA_FINGERPRINT\('Игры'!A:O\)&"\|"&MAFIA_FINGERPRINT\('Правила'!A:B\)="[0-9a-f]{16}\|[0-9a-f]{16}"\)\)$/,
      ),
    ]);
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 30 — \d\d\.\d\d\.\d{4} \d\d:\d\d\.$/);
    expect(t.standings.value(2, 1)).toBe("Игроков: 16, игр: 30.");
    expect(t.env.toasts.at(-1)?.message).toMatch(/Таблица обновлена: игроков 16, игр 30/);
    expect(problemColumn(t)).toEqual(["Ошибок в протоколе нет"]);
  });

  it("colours the top three places and clears the rest", () => {
    const t = tournament(20);
    const block = standingsBlock(t);
    for (let r = 2; r <= block.length; r++) {
      const place = block[r - 1]?.[0] as number;
      const row = TABLE_ROW + r - 1;
      const colour = t.standings.format(row, 1).background;
      if (place <= 3) expect(colour, `row ${r}, place ${place}`).toMatch(/^#/);
      else expect(colour ?? null).toBeNull();
      expect(t.standings.format(row, 11).background).toBe(colour);
    }
    expect(t.standings.format(TABLE_ROW + 1, 1).background).not.toBe(
      t.standings.format(TABLE_ROW + block.findIndex((row) => row[0] === 3), 1).background,
    );
  });

  it("keeps the leaders' chart (created once, reading the table's B:C, header and ten players)", () => {
    const t = tournament(5);
    t.ctx.recalculateStandings();
    t.ctx.recalculateStandings();
    expect(t.standings.charts).toHaveLength(1);
    expect(t.standings.charts[0]?.ranges).toEqual(["B4:C14"]);
    expect(t.env.calls.count("Sheet.insertChart")).toBe(0);
    t.standings.charts.length = 0;
    t.ctx.recalculateStandings();
    expect(t.standings.charts).toHaveLength(1);
  });

  it("with an invalid finished game keeps the last good standings, lists every problem, toasts, and changes nothing typed", () => {
    const t = tournament(12);
    const good = standingsBlock(t);
    // Game 4 occupies rows 32–41: a role nobody knows, and a second player killed first night.
    t.games.getRange("D33").setValue("Комиссар Каттани");
    t.games.getRange("F35:F36").setValues([[true], [true]]);
    const typed = sheetSnapshot(t.games);
    t.env.calls.reset();
    t.ctx.recalculateStandings();
    expect(sheetSnapshot(t.games)).toBe(typed);
    expect(standingsBlock(t)).toEqual(good);
    const problems = problemColumn(t);
    expect(problems[0]).toMatch(/^⚠ Ошибок в протоколе: \d+/);
    expect(problems.join("\n")).toMatch(
      /Игра 4, строка 33, «Роль»: «Комиссар Каттани» — неизвестная роль/,
    );
    expect(problems.join("\n")).toMatch(
      /Игра 4.*убитых в первую ночь больше одного \(строки 35, 36\)/,
    );
    expect(t.standings.format(1, 21).background).toMatch(/^#/);
    // The top line says so, where nobody has to scroll to it.
    expect(topLine(t)).toMatch(
      /^⚠ Таблица не обновлена: ошибок в протоколе — \d+, список — в столбце U\.$/,
    );
    expect(t.standings.format(1, 1).background).toMatch(/^#/);
    expect(t.env.toasts.at(-1)?.message).toMatch(
      /Ошибок в протоколе: \d+ — список — на листе «Таблица», столбец U/,
    );
    // The status rows and the problem column: the table below them is left as it was.
    expect(t.env.calls.writes("Таблица").map((w) => w.a1)).toEqual([
      "A1:T3",
      expect.stringMatching(/^U1:U/),
    ]);

    // Fixed: the standings move on and the problem list empties.
    t.games.getRange("D33").setValue("Мирный");
    t.games.getRange("F36").setValue(false);
    t.ctx.recalculateStandings();
    expect(problemColumn(t)).toEqual(["Ошибок в протоколе нет"]);
    expect(t.standings.format(1, 21).background ?? null).toBeNull();
    expect(t.standings.format(1, 1).background ?? null).toBeNull();
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 12/);
  });

  it("reports a header it cannot use instead of failing", () => {
    const t = tournament(3);
    t.games.getRange("D1").setValue("Что-то ещё");
    t.ctx.recalculateStandings();
    expect(problemColumn(t).join("\n")).toMatch(/«Роль»: в заголовке нет этого столбца/);
    expect(t.env.ui.alerts).toEqual([]);
  });

  it("lists an unknown column as a warning and still writes the standings", () => {
    const t = tournament(3);
    const good = standingsBlock(t);
    const last = t.games.getLastColumn();
    t.games.getRange(1, last + 1).setValue("Комментарий судьи");
    t.games.getRange(2, last + 1).setValue("Север");
    t.ctx.recalculateStandings();
    expect(standingsBlock(t)).toEqual(good);
    expect(problemColumn(t)).toEqual([
      "Ошибок в протоколе нет",
      "Предупреждение: столбец «Комментарий судьи» не распознан и не учитывается",
    ]);
    expect(t.standings.value(2, 1)).toBe("Игроков: 16, игр: 3. Предупреждений: 1 — в столбце U.");
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 3/);
    t.ctx.checkProtocol();
    expect(t.env.ui.alerts.at(-1)?.prompt).toBe(
      "Ошибок нет. Игр сыграно: 3, не окончено: 0.\n\n" +
        "Предупреждение: столбец «Комментарий судьи» не распознан и не учитывается",
    );
  });

  it("names a column that scores nothing («Судья») as not counted; the template's «Дата» is silent", () => {
    const t = tournament(3);
    const good = standingsBlock(t);
    const last = t.games.getLastColumn();
    t.games.getRange(1, last + 1).setValue("Судья");
    t.games.getRange(2, last + 1).setValue("Иван");
    t.ctx.recalculateStandings();
    expect(standingsBlock(t)).toEqual(good);
    // The sheet the add-on made has «Дата»: it is no warning.
    expect(t.games.getRange(1, 1, 1, last).getValues()[0]).toContain("Дата");
    expect(problemColumn(t)).toEqual([
      "Ошибок в протоколе нет",
      "Предупреждение: столбец «Судья» на очки не влияет и не учитывается",
    ]);
    expect(t.standings.value(2, 1)).toBe("Игроков: 16, игр: 3. Предупреждений: 1 — в столбце U.");
  });

  it("blanks rows left over from a longer table, and caps a flood of problems", () => {
    const t = tournament(12);
    expect(standingsBlock(t).length).toBe(17);
    t.games.deleteRows(12, 110);
    t.ctx.recalculateStandings();
    expect(standingsBlock(t).length).toBe(11);
    expect(t.standings.getLastRow()).toBeLessThanOrEqual(TABLE_ROW + 16);
    // A whole column of different nonsense: one problem per row, listed up to the cap.
    const t2 = tournament(60);
    t2.games.getRange(2, 4, 600, 1).setValues(Array.from({ length: 600 }, (_, i) => [`?${i}`]));
    t2.ctx.recalculateStandings();
    const problems = problemColumn(t2);
    expect(problems.length).toBe(501);
    expect(problems.at(-1)).toMatch(/^…и ещё \d+$/);
  });

  it("one mistake repeated on sixty rows is one line naming the value and the rows", () => {
    const t = tournament(6);
    t.games.getRange(2, 4, 60, 1).setValues(Array.from({ length: 60 }, () => ["Мирнй"]));
    t.ctx.recalculateStandings();
    expect(problemColumn(t).slice(1)).toEqual([
      "строки 2–61, «Роль»: «Мирнй» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); " +
        "может быть, «Мирный»?",
    ]);
  });

  it("shows hostile names exactly as typed, never as formulas", () => {
    const t = tournament(2);
    // What the organiser typed with a leading apostrophe is text in the Games sheet.
    t.games
      .getRange("C2:C5")
      .setValues([['\'=IMPORTXML("http://x", "//a")'], ["'+1"], ["'-1"], ["'@x"]]);
    t.ctx.recalculateStandings();
    const names = standingsBlock(t).map((row) => row[1]);
    expect(names).toEqual(
      expect.arrayContaining(['=IMPORTXML("http://x", "//a")', "+1", "-1", "@x"]),
    );
    expect(
      t.standings
        .getRange("A2:Q30")
        .getFormulas()
        .flat()
        .every((f) => f === ""),
    ).toBe(true);
  });

  it("speaks English in an English spreadsheet", () => {
    const t = tournament(4, { locale: "en_US" });
    expect(standingsBlock(t)[0]?.[0]).toBe("Place");
    t.ctx.checkProtocol();
    expect(t.env.ui.alerts.at(-1)?.prompt).toBe("No problems. 4 games finished, 0 in progress.");
  });
});

describe("checkProtocol", () => {
  it("lists the problems in a dialog and writes nothing", () => {
    const t = tournament(5);
    t.games.getRange("B12").setValue(11);
    const before = sheetSnapshot(t.standings);
    t.env.calls.reset();
    t.ctx.checkProtocol();
    expect(t.env.ui.alerts.at(-1)?.prompt).toMatch(
      /Ошибок в протоколе: \d+[\s\S]*Игра 2, строка 12, «Место»: «11» — не место за столом/,
    );
    expect(t.env.calls.valuesWrites()).toBe(0);
    expect(sheetSnapshot(t.standings)).toBe(before);
  });
});

describe("onEdit", () => {
  it("refreshes the standings after an edit of the Games sheet: one read of each of Games and Rules, a handful of writes", () => {
    const t = tournament(8);
    t.games.getRange("C2").setValue("Новичок");
    t.env.calls.reset();
    fireEdit(t, t.games, "C2");
    expect(t.env.calls.valuesReads("Игры")).toBe(1);
    expect(t.env.calls.valuesReads("Правила")).toBe(1);
    expect(t.env.calls.valuesWrites()).toBeLessThanOrEqual(REFRESH_WRITES);
    expect(standingsBlock(t).map((r) => r[1])).toContain("Новичок");
  });

  it("does nothing, cheaply, for edits of other sheets", () => {
    const t = tournament(8);
    const other = t.env.spreadsheet.insertSheet("Заметки");
    const before = sheetSnapshot(t.standings);
    t.env.calls.reset();
    const range = other.getRange("A1");
    t.env.calls.reset();
    t.env.setAuthMode("LIMITED");
    t.ctx.onEdit(t.env.event({ range, source: t.env.spreadsheet }));
    // The edited sheet, its id, the add-on's registry and whether the games and rules sheets it
    // names are still there.
    expect(t.env.calls.total()).toBeLessThanOrEqual(8);
    expect(t.env.calls.valuesReads() + t.env.calls.valuesWrites()).toBe(0);
    t.ctx.onEdit(t.env.event({ range: t.standings.getRange("A1"), source: t.env.spreadsheet }));
    t.ctx.onEdit(t.env.event({}));
    expect(t.env.calls.valuesReads() + t.env.calls.valuesWrites()).toBe(0);
    expect(sheetSnapshot(t.standings)).toBe(before);
  });

  it("releases the lock even when the flush after the refresh throws", () => {
    const t = tournament(3);
    t.env.failOn("SpreadsheetApp.flush");
    expect(() => fireEdit(t, t.games, "C2")).toThrow(/flush failed/);
    expect(t.env.calls.count("Lock.releaseLock")).toBe(1);
    expect(t.env.lock.holder).toBeNull();
  });

  it("toasts when the edit leaves a finished game invalid", () => {
    const t = tournament(3);
    t.games.getRange("E2").setValue("Красные");
    fireEdit(t, t.games, "E2");
    expect(t.env.toasts.at(-1)?.message).toMatch(/Ошибок в протоколе/);
  });
});
