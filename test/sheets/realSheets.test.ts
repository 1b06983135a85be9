/**
 * Where real Sheets may be less kind than the fake used to be (issue 21): each undocumented
 * behaviour is an option of the fake (SheetsQuirks), and the add-on is right either way.
 */
import { describe, expect, it } from "vitest";
import type { GamePayload, SaveResult } from "../../src/protocol/gamePayload";
import { callServer, QUIRK_VALUES, type FakeSheet } from "../fakes/spreadsheet";
import {
  type Tournament,
  fireEdit,
  deleteAsSidebar,
  saveAsSidebar,
  standingsRows,
  topLine,
  tournament,
  validGame,
  value,
} from "./helpers";

const seatOf = (row: unknown[]): number => Number(row[1]);

describe("the stale marker: a change no refresh followed", () => {
  it("says «Таблица не обновлена» after a sort or a delete by hand, until the next refresh", () => {
    const t = tournament(6);
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 6 — /);
    // Game 1's rows deleted by hand.
    t.games.deleteRows(2, 10);
    expect(topLine(t)).toMatch(/^⚠ Таблица не обновлена: «Игры» или «Правила» изменены/);
    fireEdit(t, t.games, "C2");
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 6 — /);
    // Data › Sort range by seat: no edit event, but the marker sees the seat-1 rows move.
    t.games.sortAsUser(2, (a, b) => seatOf(a) - seatOf(b));
    expect(topLine(t)).toBe(
      "⚠ Таблица не обновлена: «Игры» или «Правила» изменены после неё — " +
        "выберите «Пересчитать таблицу».",
    );
    t.ctx.recalculateStandings();
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры \d+ — /);
  });

  it("is not set off by the add-on's own saves and deletions", () => {
    const t = tournament(3, { spare: 0 });
    value(saveAsSidebar(t, validGame(4)));
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 4 — /);
    value(deleteAsSidebar(t, "2"));
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 4 — /);
  });

  it("names the games in progress in the status", () => {
    const t = tournament(3);
    t.games.getRange("E12:E21").setValues(Array.from({ length: 10 }, () => [""]));
    fireEdit(t, t.games, "E12");
    expect(t.standings.value(2, 1)).toBe("Игроков: 16, игр: 2. В процессе: 2.");
  });

  it("names at most ten games in progress, then counts the others", () => {
    const t = tournament(13);
    // Every game but the first loses its winner (column E).
    t.games.getRange("E12:E131").setValues(Array.from({ length: 120 }, () => [""]));
    fireEdit(t, t.games, "E12");
    expect(t.standings.value(2, 1)).toBe(
      "Игроков: 10, игр: 1. В процессе: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 …и ещё 2.",
    );
  });
});

describe("an edit that cannot have the lock", () => {
  it("is never dropped silently: the sheet says so, and the lock's holder counts the edit", () => {
    const t = tournament(4);
    const holder = t.env.lock.newLock();
    expect(holder.tryLock(0)).toBe(true);
    t.games.getRange("C2").setValue("Новичок");
    fireEdit(t, t.games, "C2");
    expect(topLine(t)).toMatch(/^⚠ Таблица не обновлена: правка не учтена/);
    expect(standingsRows(t).map((row) => row[1])).not.toContain("Новичок");
    holder.releaseLock();
    // The next refresh under the lock (here a save) sees the note and reads the sheet again.
    value(saveAsSidebar(t, validGame(5)));
    expect(topLine(t)).toMatch(/^Таблица обновлена после игры 5/);
    expect(standingsRows(t).map((row) => row[1])).toContain("Новичок");
  });
});

describe("creating a sheet never moves the judge", () => {
  it("puts back the active sheet and the selection after a save makes «Статистика»", () => {
    const t = tournament(2);
    t.env.spreadsheet.deleteSheet(t.env.spreadsheet.sheet("Статистика"));
    t.env.spreadsheet.select(t.games.getRange("C7"));
    value(saveAsSidebar(t, validGame(3)));
    expect(t.env.spreadsheet.sheetNames()).toContain("Статистика");
    expect(t.env.spreadsheet.where()).toEqual({ sheet: "Игры", range: "C7" });
  });
});

describe.each(QUIRK_VALUES.duplicateMetadata)("a duplicated «Игры» (metadata %s)", (mode) => {
  it("is not a second games sheet: edits of it change nothing, «Игры» still counts", () => {
    const t = tournament(3, { quirks: { duplicateMetadata: mode } });
    const copy: FakeSheet = t.env.spreadsheet.duplicateAsUser(t.games);
    copy.getRange("C2").setValue("Чужой");
    const before = JSON.stringify(standingsRows(t));
    fireEdit(t, copy, "C2");
    expect(JSON.stringify(standingsRows(t))).toBe(before);
    value(callServer(t.ctx, "saveGame", validGame(4)));
    expect(t.games.value(32, 1)).toBe(4);
    expect(copy.lastRow()).toBe(31);
  });
});

describe.each(QUIRK_VALUES.plainTextApostrophe)("a plain-text cell (apostrophe %s)", (mode) => {
  /** The best-move cells of the game at `first` that hold something, as the sheet has them. */
  const moves = (t: Tournament, first: number): unknown[] => {
    const column = (t.games.table()[0] ?? []).indexOf("Лучший ход") + 1;
    return Array.from({ length: 10 }, (_, i) => t.games.value(first + i, column)).filter(
      (cell) => cell !== "",
    );
  };
  const bestMove = (t: Tournament, id: string): number[] =>
    value<GamePayload>(callServer(t.ctx, "loadGame", id)).seats.flatMap((s) => s.bestMove ?? []);

  it("holds the best move as entered once the sidebar's refresh has run, read as seats all along", () => {
    const t = tournament(2, { quirks: { plainTextApostrophe: mode } });
    const saved = value<SaveResult>(callServer(t.ctx, "saveGame", validGame(3)));
    // The template makes the column plain text; game 3's best move names seats 5, 6 and 7.
    const column = (t.games.table()[0] ?? []).indexOf("Лучший ход") + 1;
    expect(t.games.getRange(saved.rows[0], column, 10, 1).getNumberFormats().flat()).toEqual(
      new Array(10).fill("@"),
    );
    expect(bestMove(t, "3")).toEqual([5, 6, 7]);
    value(callServer(t.ctx, "refreshAfterSave"));
    expect(moves(t, saved.rows[0])).toEqual(["5 6 7"]);
    expect(bestMove(t, "3")).toEqual([5, 6, 7]);
  });

  it("is settled by the menu's refresh when the sidebar's never came, a cell changed since left alone", () => {
    const { t, third, sixth } = twoSavesThenRetyped(mode);
    t.ctx.recalculateStandings();
    expect(moves(t, third.rows[0])).toEqual(["5 6 7"]);
    expect(moves(t, sixth.rows[0])).toEqual(["1 2 9"]);
    // The standings are those of the games as entered, whichever way the cells took the text.
    const other = twoSavesThenRetyped(mode === "kept" ? "stripped" : "kept").t;
    other.ctx.recalculateStandings();
    expect(standingsRows(t)).toEqual(standingsRows(other));
  });
});

/** Games 3 and 6 saved with no refresh after, then game 6's best move retyped «1 2 9». */
function twoSavesThenRetyped(mode: "kept" | "stripped") {
  const t = tournament(2, { quirks: { plainTextApostrophe: mode } });
  const third = value<SaveResult>(callServer(t.ctx, "saveGame", validGame(3)));
  const sixth = value<SaveResult>(callServer(t.ctx, "saveGame", validGame(6)));
  const column = (t.games.table()[0] ?? []).indexOf("Лучший ход") + 1;
  const rows = Array.from({ length: 10 }, (_, i) => sixth.rows[0] + i);
  const row = rows.find((r) => t.games.value(r, column) !== "") ?? 0;
  t.games.getRange(row, column).setValue("1 2 9");
  return { t, third, sixth };
}

describe.each(QUIRK_VALUES.insertedRowFormat)("rows the add-on inserts (formats %s)", (mode) => {
  it("still take a best move as plain text when the sheet grows", () => {
    const t = tournament(2, { spare: 0, quirks: { insertedRowFormat: mode } });
    t.games.maxRows = 21;
    const saved = value<{ rows: [number, number] }>(callServer(t.ctx, "saveGame", validGame(3)));
    const loaded = value<{ seats: { bestMove?: number[] }[] }>(callServer(t.ctx, "loadGame", "3"));
    expect(saved.rows).toEqual([22, 31]);
    expect(loaded.seats.filter((s) => s.bestMove).map((s) => s.bestMove)).toEqual(
      validGame(3)
        .seats.filter((s) => s.bestMove)
        .map((s) => s.bestMove),
    );
  });
});

describe.each(QUIRK_VALUES.sheetNameCase)("sheet names compared %s of case", (mode) => {
  it("leaves a stranger's «игры» alone and says so", () => {
    const t = tournament(0, { quirks: { sheetNameCase: mode } });
    t.env.spreadsheet.deleteSheet(t.games);
    const stranger = t.env.spreadsheet.insertSheet("игры");
    stranger.getRange("A1").setValue("моё");
    t.ctx.setupTournament();
    expect(stranger.value(1, 1)).toBe("моё");
    expect(t.env.ui.alerts.at(-1)?.prompt).toMatch(/Лист «Игры» создан не надстройкой/);
  });
});

describe("charts are the add-on's by id", () => {
  it("a user's chart on «Таблица» never stops the leaders' chart; titles and ranges stay theirs", () => {
    const t = tournament(2);
    t.standings.charts.length = 0;
    t.standings.metadata.length = 0;
    t.standings.addDeveloperMetadata("mafia-standings.sheet", `standings@${t.standings.id}`);
    const mine = t.standings
      .newChart()
      .asPieChart()
      .addRange(t.standings.getRange("A5:A9"))
      .setTitle("Мой")
      .build();
    t.standings.insertChart(mine);
    t.ctx.recalculateStandings();
    expect(t.standings.charts.map((c) => [c.type, c.options.title])).toEqual([
      ["PIE", "Мой"],
      ["BAR", "Лидеры"],
    ]);
    const leaders = t.standings.charts[1]!;
    t.standings.updateChart(
      leaders
        .modify()
        .setTitle("Топ")
        .clearRanges()
        .addRange(t.standings.getRange("B4:C9"))
        .build(),
    );
    t.ctx.recalculateStandings();
    expect(t.standings.charts.map((c) => [c.options.title, c.ranges])).toEqual([
      ["Мой", ["A5:A9"]],
      ["Топ", ["B4:C9"]],
    ]);
  });

  it("a statistics chart whose range the organiser changed is not duplicated", () => {
    const t = tournament(4);
    const sheet = t.env.spreadsheet.sheet("Статистика");
    const pie = sheet.charts[0]!;
    sheet.updateChart(pie.modify().clearRanges().addRange(sheet.getRange("AM18:AN19")).build());
    value(callServer(t.ctx, "saveGame", validGame(5)));
    expect(sheet.charts).toHaveLength(3);
    expect(sheet.charts[0]?.ranges).toEqual(["AM18:AN19"]);
  });
});

describe("date cells are read in the spreadsheet's own time zone", () => {
  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "Europe/Moscow"])(
    "names the day typed, in %s",
    (timeZone) => {
      const t = tournament(2, { timeZone });
      // A count typed as a date: Sheets made it midnight of 29 November in the sheet's zone.
      t.games.getRange("H3").setValue("2026-11-29");
      t.ctx.recalculateStandings();
      expect(String(t.standings.value(2, 21))).toMatch(/«2026-11-29»/);
    },
  );
});
