/**
 * A save finds its game with Sheets' search (TextFinder) instead of reading «Игры» whole: the
 * fake's search as Google documents it (what it compares in a plain cell is an option, tested
 * both ways), the pattern that finds every spelling of an id, and saves that meet the game
 * however its cells show it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameKey, HEADERS } from "../../src/engine";
import { idPattern, windowsAround } from "../../src/sheets/games/gameSearch";
import { callServer, createFakeEnvironment, QUIRK_VALUES } from "../fakes/spreadsheet";
import { tournament, validGame, value, refusal } from "./helpers";
import type { GamePayload, RefreshResult } from "../../src/protocol/gamePayload";

describe("the fake's TextFinder", () => {
  for (const textFinderText of QUIRK_VALUES.textFinderText) {
    it(`compares a plain cell by its ${textFinderText} text, a formula by what it shows`, () => {
      const env = createFakeEnvironment({ quirks: { textFinderText } });
      const sheet = env.spreadsheet.insertSheet("S");
      sheet.getRange("A1:A4").setValues([[12], ["Abc"], ["=10+2"], [""]]);
      sheet.getRange("A1").setNumberFormat('"012"');
      const rows = (text: string, set: (f: ReturnType<typeof finder>) => unknown = () => 0) => {
        const f = finder(text);
        set(f);
        return f.findAll().map((cell) => cell.getRow());
      };
      const finder = (text: string) => sheet.getRange("A1:A4").createTextFinder(text);
      expect(rows("012", (f) => f.matchEntireCell(true))).toEqual(
        textFinderText === "displayed" ? [1] : [],
      );
      expect(rows("abc")).toEqual([2]);
      expect(rows("abc", (f) => f.matchCase(true))).toEqual([]);
      expect(rows("^12$", (f) => f.useRegularExpression(true))).toEqual(
        textFinderText === "displayed" ? [3] : [1, 3],
      );
      expect(rows("10+", (f) => f.matchFormulaText(true))).toEqual([3]);
      expect(rows(".*", (f) => f.useRegularExpression(true))).toEqual([1, 2, 3]);
    });
  }
});

describe("the fake's TextFinder over hidden rows", () => {
  for (const textFinderHidden of QUIRK_VALUES.textFinderHidden) {
    it(`${textFinderHidden === "searched" ? "searches" : "passes over"} a row the organiser hid`, () => {
      const env = createFakeEnvironment({ quirks: { textFinderHidden } });
      const sheet = env.spreadsheet.insertSheet("S");
      sheet.getRange("A1:A3").setValues([["12"], ["12"], ["12"]]);
      sheet.hideRows(2);
      expect(sheet.isRowHiddenByUser(2)).toBe(true);
      const rows = () =>
        sheet
          .getRange("A1:A3")
          .createTextFinder("12")
          .findAll()
          .map((cell) => cell.getRow());
      expect(rows()).toEqual(textFinderHidden === "searched" ? [1, 2, 3] : [1, 3]);
      sheet.showRows(2);
      expect(rows()).toEqual([1, 2, 3]);
    });
  }
});

describe("the rows read around the cells found", () => {
  it("cover a game's size either way of each, merged, between the header and the last id", () => {
    const found = fc.uniqueArray(fc.integer({ min: 2, max: 500 }), { maxLength: 12 });
    fc.assert(
      fc.property(found, fc.integer({ min: 0, max: 40 }), (rows, below) => {
        const end = Math.max(2, ...rows) + below;
        const windows = windowsAround(rows, end);
        const covered = new Set(windows.flatMap((w) => range(w.start, w.count)));
        for (const row of rows)
          for (let r = Math.max(2, row - 9); r <= Math.min(end, row + 9); r++)
            expect(covered.has(r)).toBe(true);
        windows.forEach((w, i) => {
          expect(w.start).toBeGreaterThanOrEqual(2);
          expect(w.start + w.count - 1).toBeLessThanOrEqual(end);
          const next = windows[i + 1];
          if (next) expect(next.start).toBeGreaterThan(w.start + w.count);
        });
        expect(covered.size).toBeLessThanOrEqual(rows.length * 19);
      }),
    );
  });
});

function range(start: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => start + i);
}

describe("the pattern a save searches for", () => {
  it("matches every text the engine reads as the same numeric id", () => {
    const spelled = fc.record({
      n: fc.integer({ min: 0, max: 99_999 }),
      zeros: fc.nat(2),
      decimals: fc.constantFrom("", ".0", ",00", "."),
      plus: fc.boolean(),
      pad: fc.constantFrom("", " ", "  "),
    });
    fc.assert(
      fc.property(spelled, ({ n, zeros, decimals, plus, pad }) => {
        const text = `${pad}${plus ? "+" : ""}${"0".repeat(zeros)}${n}${decimals}${pad}`;
        const pattern = new RegExp(idPattern(String(n)) ?? "^$", "i");
        if (gameKey(text) === gameKey(n)) expect(pattern.test(text)).toBe(true);
      }),
    );
  });

  it("matches a grouped number, and leaves text ids to a full read", () => {
    expect(new RegExp(idPattern("1200") ?? "").test("1,200.00")).toBe(true);
    expect(new RegExp(idPattern("1.5") ?? "").test("1,50")).toBe(true);
    expect(idPattern("A-3")).toBeNull();
  });
});

describe("a save that searches for its game", () => {
  for (const textFinderText of QUIRK_VALUES.textFinderText) {
    it(`meets game 12 however its id cells show it (${textFinderText})`, () => {
      const t = tournament(410, { quirks: { textFinderText } });
      // Game 12 is on rows 112–121: its id typed as «012», « 12 », «12.0», and a number shown 12.
      t.games.getRange("A112:A114").setValues([["'012"], ["' 12 "], ["'12.0"]]);
      t.games.getRange("A115").setNumberFormat('"12"');
      t.env.calls.reset();
      expect(refusal(callServer(t.ctx, "saveGame", validGame(12)))).toContain("112–121");
      const reads = t.env.calls.log.filter(
        (c) => c.method === "Range.getValues" && c.sheet === "Игры",
      );
      // The header, then the game's rows and up to a game's size of neighbours either way.
      expect(Math.max(...reads.map((c) => c.rows ?? 0))).toBeLessThanOrEqual(3 * 10);
      const saved = value<{ rows: number[] }>(
        callServer(t.ctx, "saveGame", { ...validGame(12), replace: true, winner: "red" }),
      );
      expect(saved.rows).toEqual([112, 121]);
      expect(t.games.table().length).toBe(4101);
    });
  }

  it("opens a game for correction reading only the rows around it", () => {
    const t = tournament(410);
    const whole = tournament(40);
    t.env.calls.reset();
    const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "12"));
    const reads = t.env.calls.log.filter(
      (c) => c.method === "Range.getValues" && c.sheet === "Игры",
    );
    expect(Math.max(...reads.map((c) => c.rows ?? 0))).toBeLessThanOrEqual(3 * 10);
    // The same game as a small sheet, read whole, gives.
    expect(loaded).toEqual(value<GamePayload>(callServer(whole.ctx, "loadGame", "12")));
  });

  it("deletes a game found by the search, reading only the rows around it", () => {
    const t = tournament(410);
    const rows = t.games.table();
    t.env.calls.reset();
    expect(value(callServer(t.ctx, "deleteGame", "12"))).toEqual({ game: "12", deletedRows: 10 });
    expect(t.games.table()).toEqual([...rows.slice(0, 111), ...rows.slice(121)]);
    const reads = t.env.calls.log.filter(
      (c) => c.method === "Range.getValues" && c.sheet === "Игры",
    );
    expect(Math.max(...reads.map((c) => c.rows ?? 0))).toBeLessThanOrEqual(3 * 10);
  });

  it("puts a new game right under the games, over blank rows the organiser filled with FALSE", () => {
    const t = tournament(410);
    const column = (t.games.table()[0] ?? []).indexOf(HEADERS.firstKilled.ru) + 1;
    t.games.getRange(4102, column, 30, 1).setValues(Array.from({ length: 30 }, () => [false]));
    t.env.calls.reset();
    const saved = value<{ rows: number[] }>(callServer(t.ctx, "saveGame", validGame(411)));
    expect(saved.rows).toEqual([4102, 4111]);
    expect(t.games.value(4102, 1)).toBe(411);
    expect(t.env.calls.count("TextFinder.findAll")).toBe(1);
  });
});

describe("a save on a sheet with hidden rows (whether Sheets' search finds them, tested both ways)", () => {
  for (const textFinderHidden of QUIRK_VALUES.textFinderHidden) {
    it(`meets game 12 partly hidden, and corrects it in place (${textFinderHidden})`, () => {
      const t = tournament(410, { quirks: { textFinderHidden } });
      t.games.hideRows(115, 7);
      const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "12"));
      expect(loaded.seats.map((seat) => seat.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(refusal(callServer(t.ctx, "saveGame", validGame(12)))).toContain("112–121");
      const saved = value<{ rows: number[] }>(
        callServer(t.ctx, "saveGame", { ...validGame(12), replace: true, winner: "red" }),
      );
      expect(saved.rows).toEqual([112, 121]);
      expect(t.games.table().length).toBe(4101);
    });

    it(`never counts game 12 twice when all its rows are hidden (${textFinderHidden})`, () => {
      const t = tournament(410, { quirks: { textFinderHidden } });
      t.games.hideRows(112, 10);
      const reply = callServer(t.ctx, "saveGame", validGame(12));
      if (textFinderHidden === "searched") {
        expect(refusal(reply)).toContain("112–121");
        return;
      }
      // The search passed over the hidden game: the rows are stored, and the refresh that follows
      // refuses game 12, naming it, rather than count it once or twice.
      expect(value<{ rows: number[] }>(reply).rows).toEqual([4102, 4111]);
      const refreshed = value<RefreshResult>(callServer(t.ctx, "refreshAfterSave"));
      expect(refreshed.updated).toBe(false);
      const listed = t.standings
        .table()
        .map((row) => String(row[20] ?? ""))
        .join("\n");
      expect(refreshed.message).toContain("«Таблица»");
      expect(listed).toMatch(/Игра 12: в игре 20 строк/);
      expect(t.games.table().length).toBe(4111);
    });
  }
});
