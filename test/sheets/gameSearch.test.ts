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
import {
  corrected,
  restartingTournament,
  tournament,
  validGame,
  value,
  refusal,
  type Tournament,
} from "./helpers";
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
  it("cover a game's size either way of each, merged when close, between the header and the last id", () => {
    const found = fc.uniqueArray(fc.integer({ min: 2, max: 1500 }), { maxLength: 12 });
    const gap = fc.constantFrom(0, 40, 300);
    fc.assert(
      fc.property(found, fc.integer({ min: 0, max: 40 }), gap, (rows, below, apart) => {
        const end = Math.max(2, ...rows) + below;
        const windows = windowsAround(rows, end, apart);
        const covered = new Set(windows.flatMap((w) => range(w.start, w.count)));
        for (const row of rows)
          for (let r = Math.max(2, row - 9); r <= Math.min(end, row + 9); r++)
            expect(covered.has(r)).toBe(true);
        windows.forEach((w, i) => {
          expect(w.start).toBeGreaterThanOrEqual(2);
          expect(w.start + w.count - 1).toBeLessThanOrEqual(end);
          // Each window starts at a found row's and ends at one's: no row read for nothing.
          expect(rows.some((row) => Math.max(2, row - 9) === w.start)).toBe(true);
          expect(rows.some((row) => Math.min(end, row + 9) === w.start + w.count - 1)).toBe(true);
          const next = windows[i + 1];
          if (next) expect(next.start).toBeGreaterThan(w.start + w.count + apart);
        });
        if (apart === 0) expect(covered.size).toBeLessThanOrEqual(rows.length * 19);
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

/** Reads of «Игры» a call made, by their rows. */
function gamesReads(t: ReturnType<typeof tournament>): number[] {
  return t.env.calls.log
    .filter((c) => c.method === "Range.getValues" && c.sheet === "Игры")
    .map((c) => c.rows ?? 0);
}

describe("a save on a sheet that numbers games at each table, searched", () => {
  // 41 rounds at ten tables: game r of round r at each, the round's games together.
  const perTable = (quirks = {}) =>
    restartingTournament(
      ["Тур", "Стол"],
      410,
      (n) => {
        const round = Math.ceil(n / 10);
        return { id: round, cells: [round, ((n - 1) % 10) + 1] };
      },
      { quirks },
    );
  const at = (table: number) => ({ game: "12", round: "12", table: String(table) });

  for (const textFinderHidden of QUIRK_VALUES.textFinderHidden) {
    it(`finds game 12 at table 3 among the twelves of ten tables, reading their round (${textFinderHidden})`, () => {
      const t = perTable({ textFinderHidden });
      // Game 12 at table 3 is the 113th: rows 1122–1131, three of them hidden.
      t.games.hideRows(1125, 3);
      expect(refusal(callServer(t.ctx, "saveGame", validGame(113, at(3))))).toContain("1122–1131");
      expect(Math.max(...gamesReads(t))).toBeLessThanOrEqual(100 + 2 * 9);
      const corrected = callServer(t.ctx, "saveGame", {
        ...validGame(113, at(3)),
        winner: "red",
        replace: true,
      });
      expect(value<{ rows: number[] }>(corrected).rows).toEqual([1122, 1131]);
      const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "12", at(3)));
      expect(loaded.seats.map((seat) => seat.player)).toEqual(
        validGame(113).seats.map((seat) => seat.player),
      );
      expect(loaded.winner).toBe("red");
      const rows = t.games.table();
      t.env.calls.reset();
      expect(value(callServer(t.ctx, "deleteGame", "12", at(3)))).toMatchObject({
        deletedRows: 10,
      });
      expect(t.games.table()).toEqual([...rows.slice(0, 1121), ...rows.slice(1131)]);
      expect(Math.max(...gamesReads(t))).toBeLessThanOrEqual(100 + 2 * 9);
      // Game 12 at an eleventh table is none of the nine left: a new game under the others.
      const saved = callServer(t.ctx, "saveGame", validGame(411, at(11)));
      expect(value<{ rows: number[] }>(saved).rows).toEqual([4092, 4101]);
    });
  }
});

describe("a save in a season whose tournaments number their games from 1, searched", () => {
  // Four stages of 90 games, then «Кубок 2026», the current tournament, of 50.
  const names = (n: number) => (n > 360 ? "Кубок 2026" : `Этап ${Math.ceil(n / 90)}`);
  const stages = (quirks = {}, name = names) =>
    restartingTournament(
      ["Турнир"],
      410,
      (n) => ({ id: n > 360 ? n - 360 : ((n - 1) % 90) + 1, cells: [name(n)] }),
      { quirks },
    );
  const cup = (game: number, tournament = "Кубок 2026") => ({ game: String(game), tournament });

  it("finds game 37 of its own tournament, however the tournament is typed, and no other's", () => {
    const t = stages();
    // Game 37 of «Кубок 2026» is the 397th: rows 3962–3971. «Этап 2» has a 37 on 1262–1271.
    expect(refusal(callServer(t.ctx, "saveGame", validGame(397, cup(37))))).toContain("3962–3971");
    expect(t.env.calls.count("TextFinder.findAll")).toBe(2);
    expect(Math.max(...gamesReads(t))).toBeLessThanOrEqual(10 + 2 * 9);
    expect(refusal(callServer(t.ctx, "saveGame", validGame(127, cup(37, "Этап 2"))))).toContain(
      "1262–1271",
    );
    const typed = { ...validGame(397, cup(37, "кубок  2026 ")), winner: "red", replace: true };
    expect(value<{ rows: number[] }>(callServer(t.ctx, "saveGame", typed)).rows).toEqual([
      3962, 3971,
    ]);
    // Game 60: the four stages have one, the cup not yet.
    t.env.calls.reset();
    const saved = callServer(t.ctx, "saveGame", validGame(411, cup(60)));
    expect(value<{ rows: number[] }>(saved).rows).toEqual([4102, 4111]);
    expect(Math.max(...gamesReads(t))).toBeLessThanOrEqual(1);
  });

  it("opens and deletes game 37 of the tournament asked for, reading only around it", () => {
    const t = stages();
    const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "37", cup(37, "КУБОК 2026")));
    expect(loaded.seats.map((seat) => seat.player)).toEqual(
      validGame(397).seats.map((seat) => seat.player),
    );
    expect(loaded.tournament).toBe("Кубок 2026");
    const rows = t.games.table();
    t.env.calls.reset();
    expect(value(callServer(t.ctx, "deleteGame", "37", { tournament: " Кубок 2026" }))).toEqual({
      game: "37",
      tournament: "Кубок 2026",
      deletedRows: 10,
    });
    expect(t.games.table()).toEqual([...rows.slice(0, 3961), ...rows.slice(3971)]);
    expect(Math.max(...gamesReads(t))).toBeLessThanOrEqual(10 + 2 * 9);
  });

  it("reads the whole sheet when the tournament's rows do not stand together", () => {
    // The cup's games every ninth, the stage's between; ids that do not restart.
    const t = restartingTournament(["Турнир"], 410, (n) => ({
      id: n,
      cells: [n % 9 === 0 ? "Кубок 2026" : "Этап 1"],
    }));
    expect(refusal(callServer(t.ctx, "saveGame", validGame(45, cup(45))))).toContain("442–451");
    expect(Math.max(...gamesReads(t))).toBe(4101);
  });

  for (const textFinderHidden of QUIRK_VALUES.textFinderHidden) {
    it(`corrects a game among hidden rows of its tournament (${textFinderHidden})`, () => {
      const t = stages({ textFinderHidden });
      // Rows of the cup's games 35–38 hidden: passed over, they split the cup's rows found in two.
      t.games.hideRows(3942, 40);
      const reply = callServer(t.ctx, "saveGame", {
        ...validGame(397, cup(37)),
        winner: "red",
        replace: true,
      });
      expect(value<{ rows: number[] }>(reply).rows).toEqual([3962, 3971]);
      const whole = Math.max(...gamesReads(t)) === 4101;
      expect(whole).toBe(textFinderHidden === "skipped");
      expect(t.games.table().length).toBe(4101);
    });
  }
});

describe("a correction or a deletion that sends the rows the game stood at when loaded", () => {
  it("reads the header and those rows only, and writes the game there", () => {
    const t = tournament(410);
    const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "12"));
    expect(loaded.rows).toEqual([112, 121]);
    t.env.calls.reset();
    const saved = value<{ rows: number[] }>(callServer(t.ctx, "saveGame", corrected(loaded)));
    expect(saved.rows).toEqual([112, 121]);
    expect(t.env.calls.count("TextFinder.findAll")).toBe(0);
    const reads = t.env.calls.log.filter(
      (c) => c.method === "Range.getValues" && c.sheet === "Игры",
    );
    // The header, then the ten rows and a game's size either way.
    expect(reads.map((c) => c.rows)).toEqual([1, 10 + 2 * 9]);
    expect(t.games.value(112, 1)).toBe(12);
    expect(t.games.table().length).toBe(4101);
  });

  it("finds the game by the search when the rows moved since, and writes it where it is", () => {
    const t = tournament(410);
    const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "12"));
    // Three rows typed in above the game while the judge corrected it.
    t.games.insertRowsBefore(50, 3);
    t.env.calls.reset();
    const saved = value<{ rows: number[] }>(callServer(t.ctx, "saveGame", corrected(loaded)));
    expect(saved.rows).toEqual([115, 124]);
    expect(t.env.calls.count("TextFinder.findAll")).toBe(1);
  });

  it("corrects only the rows loaded when the game was pasted elsewhere since: the refresh names it", () => {
    const t = tournament(410);
    const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "12"));
    // A copy of the game's ten rows pasted far below while the judge corrected it.
    const copy = t.games.table().slice(111, 121);
    t.games.load(copy, 4102);
    const saved = value<{ rows: number[] }>(callServer(t.ctx, "saveGame", corrected(loaded)));
    expect(saved.rows).toEqual([112, 121]);
    expect(t.games.table().slice(4101)).toEqual(copy);
    // Not current: the standings say the game has twenty rows.
    expect(value<RefreshResult>(callServer(t.ctx, "refreshAfterSave")).updated).toBe(false);
    const problems = t.standings.table().map((row) => String(row[20] ?? ""));
    expect(problems.some((text) => text.startsWith("Игра 12: в игре 20 строк"))).toBe(true);
  });

  it("deletes the game there too, reading the header and those rows only", () => {
    const t = tournament(410);
    const rows = t.games.table();
    const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "12"));
    t.env.calls.reset();
    expect(value(callServer(t.ctx, "deleteGame", "12", null, loaded.rows))).toEqual({
      game: "12",
      deletedRows: 10,
    });
    expect(t.games.table()).toEqual([...rows.slice(0, 111), ...rows.slice(121)]);
    expect(t.env.calls.count("TextFinder.findAll")).toBe(0);
    expect(t.env.calls.valuesReads("Игры")).toBe(2);
  });

  it("refuses rows that are not a game's first and last, deleting nothing", () => {
    const t = tournament(4);
    const rows = t.games.table();
    for (const sent of [[12, 3], "2–11", [2], [0, 9]])
      expect(refusal(callServer(t.ctx, "deleteGame", "2", null, sent))).toBe(
        "Строки игры — номера первой и последней её строк на листе.",
      );
    expect(t.games.table()).toEqual(rows);
  });

  /**
   * Sheets of 310 games (searched: over 3,000 rows), the standings not made (only the store is
   * compared): numbered from 1, or per table, round by round, game 5 at ten tables side by side.
   */
  const layouts = {
    "numbered from 1": {
      sheet: () => tournament(310, { standings: false }),
      game: (n: number) => ({ id: String(n), place: null }),
    },
    "numbered per table": {
      sheet: () =>
        restartingTournament(["Тур", "Стол"], 310, (n) => ({ id: roundOf(n), cells: at(n) }), {
          standings: false,
        }),
      game: (n: number) => {
        const [round, table] = at(n);
        return { id: String(round), place: { round: String(round), table: String(table) } };
      },
    },
  };
  const roundOf = (n: number) => Math.ceil(n / 10);
  const at = (n: number) => [roundOf(n), ((n - 1) % 10) + 1];

  for (const [name, layout] of Object.entries(layouts))
    it(`does what the same change without rows does, whatever happened meanwhile (${name})`, () => {
      type Change =
        | { kind: "none" }
        | { kind: "insert" | "delete"; row: number; count: number }
        | { kind: "swap"; other: number };
      const change: fc.Arbitrary<Change> = fc.oneof(
        fc.constant({ kind: "none" as const }),
        fc.record({
          kind: fc.constantFrom("insert" as const, "delete" as const),
          row: fc.integer({ min: 2, max: 3101 }),
          count: fc.integer({ min: 1, max: 15 }),
        }),
        fc.record({ kind: fc.constant("swap" as const), other: fc.integer({ min: 1, max: 310 }) }),
      );
      // The rows sent: the loaded game's, or any others a script might send.
      const sent = (loaded: [number, number]): fc.Arbitrary<[number, number]> =>
        fc.oneof(
          fc.constant(loaded),
          fc.integer({ min: 1, max: 3200 }).map((row): [number, number] => [row, row + 9]),
          fc
            .tuple(fc.integer({ min: 1, max: 3200 }), fc.integer({ min: 0, max: 40 }))
            .map(([row, more]): [number, number] => [row, row + more]),
        );
      const apply = (t: Tournament, game: number, what: Change) => {
        if (what.kind === "insert") t.games.insertRowsBefore(what.row, what.count);
        if (what.kind === "delete") t.games.deleteRows(what.row, what.count);
        if (what.kind === "swap") {
          // Two games' blocks exchanged, as a sort by hand would move them.
          const block = (n: number) => t.games.table().slice(n * 10 - 9, n * 10 + 1);
          const [mine, theirs] = [block(game), block(what.other)];
          t.games.load(theirs, game * 10 - 8);
          t.games.load(mine, what.other * 10 - 8);
        }
      };
      fc.assert(
        fc.property(
          fc
            .integer({ min: 1, max: 310 })
            .chain((game) =>
              fc.tuple(
                fc.constant(game),
                change,
                sent([game * 10 - 8, game * 10 + 1]),
                fc.constantFrom("correct", "delete"),
              ),
            ),
          ([game, what, rows, how]) => {
            const [hinted, searched] = [layout.sheet(), layout.sheet()];
            const { id, place } = layout.game(game);
            const loaded = value<GamePayload>(callServer(hinted.ctx, "loadGame", id, place));
            for (const t of [hinted, searched]) apply(t, game, what);
            const { rows: _loadedRows, ...withoutRows } = corrected(loaded);
            const replies =
              how === "correct"
                ? [
                    callServer(hinted.ctx, "saveGame", { ...withoutRows, rows }),
                    callServer(searched.ctx, "saveGame", withoutRows),
                  ]
                : [
                    callServer(hinted.ctx, "deleteGame", id, place, rows),
                    callServer(searched.ctx, "deleteGame", id, place),
                  ];
            expect(replies[0]).toEqual(replies[1]);
            expect(hinted.games.table()).toEqual(searched.games.table());
          },
        ),
        { numRuns: 15 },
      );
    }, 120_000);
});
