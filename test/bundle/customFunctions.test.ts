import { readFileSync, statSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { dateCell, loadBundle, type SheetsContext } from "./sheetsContext";
import {
  EN_HEADER,
  EN_ROLES,
  gameRows,
  PLAYERS_A,
  PLAYERS_B,
  RU_HEADER,
  simpleSeats,
  type Row,
} from "./tables";
import { RU_STANDINGS_HEADER } from "../contract";

let sheets: SheetsContext;
beforeAll(() => {
  sheets = loadBundle();
});

/** Game 1: red wins; game 2: black wins; points worked out by hand from RULES.md. */
function tournament(): Row[] {
  const a = simpleSeats(PLAYERS_A);
  a[0] = { ...a[0]!, firstKilled: true, bestMove: "3 7 9" }; // Алёна: 3 + 2 (three black named)
  a[1] = { ...a[1]!, correct: 1 }; // Борис: 3 + 1
  a[2] = { ...a[2]!, remarks: 1 }; // Вера (Мафия, lost): 0 − 0.5
  a[3] = { ...a[3]!, bestPlayer: true }; // Глеб: 3 + 2
  a[9] = { ...a[9]!, removed: true }; // Кира: 3 − 1
  const b = simpleSeats(PLAYERS_B);
  b[0] = { ...b[0]!, firstKilled: true, bestMove: 2 }; // Лев (lost): 0 + 1
  b[6] = { ...b[6]!, bestPlayer: true }; // Сева (Дон, won): 5 + 2
  return [RU_HEADER, ...gameRows(1, "Красные", a), ...gameRows(2, "Чёрные", b)];
}

const POINTS_GAME_1 = [5, 4, -0.5, 5, 4, 3, -1, 3, 0, 2];
const POINTS_GAME_2 = [1, 0, 4, 0, -1, 0, 7, 0, 4, 0];

describe("dist/Code.js in a bare V8 context", () => {
  it("loads with no globals and declares the custom functions at top level with their JSDoc", () => {
    const code = readFileSync("dist/Code.js", "utf8");
    for (const name of ["MAFIA_POINTS", "MAFIA_STANDINGS", "MAFIA_RANK"]) {
      const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*function ${name}\\(`).exec(
        code,
      );
      expect(match, name).not.toBeNull();
      const doc = match![1]!;
      expect(doc).toContain("@customfunction");
      expect(doc).toMatch(/@param \{[^}]+\} games [А-Яа-яЁё]/);
      expect(doc).toMatch(/\/ [A-Z][a-z]/); // the English half of each description
    }
    expect(sheets.call("MAFIA_STANDINGS", [RU_HEADER])).toEqual([
      expect.arrayContaining(["Место", "Игрок", "Очки"]),
    ]);
  });

  it("ships the stale marker's MAFIA_FINGERPRINT without @customfunction, so autocomplete does not offer it", () => {
    const code = readFileSync("dist/Code.js", "utf8");
    const stub = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?function MAFIA_FINGERPRINT\(range\)/.exec(
      code,
    );
    expect(stub).not.toBeNull();
    // Sheets offers in autocomplete only the functions whose JSDoc has @customfunction.
    expect(stub?.[1] ?? "").not.toContain("@customfunction");
    // The digest of a range, as the stale marker's formula compares it.
    const digest = sheets.call("MAFIA_FINGERPRINT", [[RU_HEADER[0], 1]]);
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    expect(sheets.call("MAFIA_FINGERPRINT", [[RU_HEADER[0], 1, null], [null]])).toBe(digest);
  });

  it("is at most 400 KB, unminified", () => {
    expect(statSync("dist/Code.js").size).toBeLessThanOrEqual(400 * 1024);
  });

  it("keeps the source's names, so a stack trace in the Apps Script log names real functions", () => {
    let frames: string[] = [];
    try {
      sheets.call("MAFIA_STANDINGS", [["Игра", "Место", "Игрок", "Победили"]]);
    } catch (error) {
      // The context's own error, which the call wraps as this realm's (sheetsContext.ts).
      const stack = String(((error as Error).cause as Error).stack);
      frames = stack.split("\n").flatMap((line) => /^\s+(at \S+)/.exec(line)?.[1] ?? []);
    }
    expect(frames).toContain("at mafiaStandings");
  });
});

/** A call's result, or its error's message, for comparing two contexts. */
function outcome(context: SheetsContext, name: string, args: unknown[]): unknown {
  try {
    return { result: context.call(name, ...args) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Calls that go through every part of the custom functions: rules, dates, errors, messages. */
function tour(): [string, ...unknown[]][] {
  const extra = (rows: Row[]): Row[] =>
    rows.map((row, i) => [...row, i === 0 ? "Доп. баллы" : i % 4 === 0 ? 0.25 : ""]);
  const english = [EN_HEADER, ...gameRows(1, "Red", simpleSeats(PLAYERS_A, EN_ROLES))].map(
    (row, i) => [...row, i === 0 ? "Date" : dateCell("2026-11-29T00:00:00Z")],
  );
  const broken = simpleSeats(PLAYERS_A).map((seat, i) =>
    i === 0 ? { ...seat, role: "Мирнй" } : seat,
  );
  const manyBroken: Row[] = [RU_HEADER];
  for (let g = 1; g <= 40; g++) manyBroken.push(...gameRows(g, "Красные", broken));
  const rules = [
    ["Настройка", "Значение"],
    ["Система", "ФИИМ"],
    ["Победа мирного", "1,5"],
    ["Порядок при равенстве", "доп. баллы, победы мирным, ci"],
  ];
  return [
    ["MAFIA_POINTS", tournament()],
    ["MAFIA_POINTS", extra(tournament()), "ФИИМ"],
    ["MAFIA_POINTS", english],
    ["MAFIA_POINTS", [RU_HEADER, ...gameRows(7, "Красные", broken)]],
    ["MAFIA_STANDINGS", tournament()],
    ["MAFIA_STANDINGS", english],
    ["MAFIA_STANDINGS", extra(tournament()), "FIIM"],
    ["MAFIA_STANDINGS", extra(tournament()), rules],
    [
      "MAFIA_STANDINGS",
      tournament(),
      [
        ["Система", "ФИИМ"],
        ["Победа мирного", "много"],
      ],
    ],
    ["MAFIA_STANDINGS", tournament(), "Лига"],
    ["MAFIA_STANDINGS", manyBroken],
    ["MAFIA_STANDINGS", [["Игра", "Место", "Игрок", "Победили"]]],
    ["MAFIA_STANDINGS", "A1"],
    ["MAFIA_RANK", "  АЛЕНА ", tournament()],
    ["MAFIA_RANK", [["Ника"], ["Незнакомец"], [""]], tournament(), "ФИИМ"],
  ];
}

describe("no globals but ECMAScript's", () => {
  it("loading the bundle and the custom functions look up no Node or Apps Script global", () => {
    const plain = loadBundle();
    const guarded = loadBundle("dist/Code.js", { guarded: true });
    expect(Object.keys(guarded.context)).toEqual(expect.arrayContaining(["MAFIA_POINTS", "Mafia"]));
    let results = 0;
    for (const [name, ...args] of tour()) {
      const expected = outcome(plain, name, args);
      expect(outcome(guarded, name, args), name).toEqual(expected);
      if ("result" in (expected as object)) results++;
    }
    expect(results).toBe(10); // and 5 refusals, each with its message
    expect(guarded.strayGlobals).toEqual([]);
  });

  it("the guard catches a Node or Apps Script global in a bundle-shaped script", () => {
    // A script of the bundle's shape (a `Mafia` namespace and top-level functions), written here so
    // that the guard is tested on code whose stray globals are known, not on the build's text.
    const script = (atLoad: string, inStandings: string, inPoints: string) => `
      var Mafia = (() => {
        "use strict";
        ${atLoad}
        return {
          MAFIA_STANDINGS: (games) => [["Игрок"], ...games.slice(1).map((row) => [row[0]])],
          MAFIA_POINTS: (games) => games.map(() => [0]),
        };
      })();
      function MAFIA_STANDINGS(games) { ${inStandings} return Mafia.MAFIA_STANDINGS(games); }
      function MAFIA_POINTS(games) { ${inPoints} return Mafia.MAFIA_POINTS(games); }`;
    const guarded = (code: string) => loadBundle("", { code, guarded: true });
    const table = [["Игрок"], ["Ника"]];

    const clean = guarded(script("", "", ""));
    expect(clean.call("MAFIA_STANDINGS", table)).toEqual([["Игрок"], ["Ника"]]);
    expect(clean.strayGlobals).toEqual([]);

    // At load, behind a `typeof` that a bare context answers with "undefined" and no error.
    const atLoad = script('if (typeof process !== "undefined") process.env.DEBUG;', "", "");
    expect(() => loadBundle("", { code: atLoad })).not.toThrow();
    expect(() => guarded(atLoad)).toThrow("the bundle looked up the global process");

    // In a custom function, from a strict function.
    const inCall = guarded(
      script("", '(() => { "use strict"; SpreadsheetApp.getActive(); })();', ""),
    );
    expect(inCall.strayGlobals).toEqual([]);
    expect(inCall.call("MAFIA_POINTS", table)).toHaveLength(2);
    expect(() => inCall.call("MAFIA_STANDINGS", table)).toThrow(
      "the bundle looked up the global SpreadsheetApp",
    );
    expect(inCall.strayGlobals).toEqual(["SpreadsheetApp"]);

    // Even when the code catches the error itself.
    const swallowed = guarded(script("", "", "try { Utilities.sleep(0); } catch (e) {}"));
    expect(swallowed.call("MAFIA_POINTS", table)).toHaveLength(2);
    expect(swallowed.strayGlobals).toEqual(["Utilities"]);
  });
});

describe("MAFIA_POINTS", () => {
  it("gives one cell per row: header label, points, blanks for blank rows and unfinished games", () => {
    const table: Row[] = [
      ...tournament(),
      ...gameRows(3, "", simpleSeats(PLAYERS_A)), // in progress: no winner yet
      ["", "", "", "", "", false, "", 0, false, 0, false], // a prepared checkbox row
      ["", "", "", "", "", "FALSE", "", "0", "FALSE", "", "FALSE"],
    ];
    const result = sheets.call("MAFIA_POINTS", table) as unknown[][];
    expect(result).toHaveLength(table.length);
    expect(result.every((row) => row.length === 1)).toBe(true);
    expect(result[0]).toEqual(["Очки"]);
    expect(result.slice(1, 11).map((row) => row[0])).toEqual(POINTS_GAME_1);
    expect(result.slice(11, 21).map((row) => row[0])).toEqual(POINTS_GAME_2);
    expect(result.slice(21).map((row) => row[0])).toEqual(new Array(12).fill(""));
  });

  it("explains, on every row of an invalid finished game, what is wrong instead of a number", () => {
    const broken = simpleSeats(PLAYERS_A);
    broken[1] = { ...broken[1]!, role: "Мирняк" };
    broken[4] = { ...broken[4]!, firstKilled: true };
    broken[5] = { ...broken[5]!, firstKilled: true };
    const table = [RU_HEADER, ...gameRows(7, "Красные", broken)];
    const result = (sheets.call("MAFIA_POINTS", table) as unknown[][]).map((row) => row[0]);
    expect(result[2]).toBe(
      "Игра 7, строка 3, «Роль»: «Мирняк» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); может быть, «Мирный»?",
    );
    expect(result[1]).toMatch(/^Игра 7.*убитых в первую ночь больше одного \(строки 6, 7\)/);
    expect(
      result.slice(1).every((cell) => typeof cell === "string" && cell.startsWith("Игра 7")),
    ).toBe(true);
  });

  it("reads English headers in any order with extra columns, Dates and odd spellings", () => {
    const rows = gameRows(
      "Final 1",
      "black",
      simpleSeats(
        PLAYERS_B,
        EN_ROLES.map((role) => ` ${role.toUpperCase()} `),
      ),
    );
    rows[0]![5] = "yes";
    rows[0]![6] = "3, 7";
    rows[6]![8] = 1;
    // Shuffle: Player, Notes, Role, Seat, Date, Winner, Game, then the rest.
    const order = [2, -1, 3, 1, -2, 4, 0, 5, 6, 7, 8, 9, 10];
    const header = order.map((i) =>
      i === -1 ? "Notes" : i === -2 ? "Date" : ` ${EN_HEADER[i]!.toLowerCase()} `,
    );
    const body = rows.map((row) =>
      order.map((i) =>
        i === -1 ? "comment" : i === -2 ? dateCell("2026-11-29T00:00:00Z") : row[i]!,
      ),
    );
    const result = (sheets.call("MAFIA_POINTS", [header, ...body]) as unknown[][]).map(
      (row) => row[0],
    );
    expect(result).toEqual(["Points", 1, 0, 4, 0, -1, 0, 7, 0, 4, 0]);
  });

  it("takes the documented column order when the header is not recognised, and a table with no header", () => {
    const rows = gameRows(1, "Красные", simpleSeats(PLAYERS_A));
    const withOddHeader = sheets.call("MAFIA_POINTS", [
      ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"],
      ...rows,
    ]) as unknown[][];
    expect(withOddHeader.slice(1).map((row) => row[0])).toEqual([3, 3, 0, 3, 4, 3, -1, 3, 0, 3]);
    const noHeader = sheets.call("MAFIA_POINTS", rows) as unknown[][];
    expect(noHeader.map((row) => row[0])).toEqual([3, 3, 0, 3, 4, 3, -1, 3, 0, 3]);
  });
});

describe("MAFIA_STANDINGS", () => {
  it("ranks by the tie-breaks of RULES.md, tied players sharing the place", () => {
    const result = sheets.call("MAFIA_STANDINGS", tournament()) as unknown[][];
    expect(result[0]).toEqual(RU_STANDINGS_HEADER);
    const places = result.slice(1).map((row) => [row[0], row[1], row[2]]);
    expect(places).toEqual([
      [1, "Сева", 7],
      [2, "Глеб", 5], // equal points with Алёна: more times best player
      [3, "Алёна", 5],
      [4, "Дина", 4], // a Sheriff win beats Mafia wins and a Civilian win
      [5, "Ника", 4],
      [5, "Ульяна", 4],
      [7, "Борис", 4],
      [8, "Егор", 3],
      [8, "Зоя", 3],
      [10, "Кира", 2],
      [11, "Лев", 1],
      [12, "Иван", 0],
      [12, "Мила", 0],
      [12, "Олег", 0],
      [12, "Рита", 0],
      [12, "Таня", 0],
      [12, "Фёдор", 0],
      [18, "Вера", -0.5],
      [19, "Жанна", -1],
      [19, "Пётр", -1],
    ]);
    expect(result[1]).toEqual([1, "Сева", 7, 1, 1, 0, 1, 1, 0, 0, 0]);
    expect(result[11]).toEqual([11, "Лев", 1, 1, 0, 1, 0, 0, 0, 0, 1]);
  });

  it("uses English labels for an English table", () => {
    const table = [EN_HEADER, ...gameRows(1, "Red", simpleSeats(PLAYERS_A, EN_ROLES))];
    const result = sheets.call("MAFIA_STANDINGS", table) as unknown[][];
    expect(result[0]!.slice(0, 3)).toEqual(["Place", "Player", "Points"]);
    expect(result).toHaveLength(11);
  });

  it("throws an error naming every invalid game, row and field", () => {
    const seven = simpleSeats(PLAYERS_A);
    seven[2] = { ...seven[2]!, role: "Мирный" };
    const twice = simpleSeats(PLAYERS_B);
    twice[3] = { ...twice[3]!, player: "лев " };
    const table = [
      RU_HEADER,
      ...tournament().slice(1),
      ...gameRows(5, "Чёрные", seven),
      ...gameRows(6, "Красные", twice),
    ];
    expect(() => sheets.call("MAFIA_STANDINGS", table)).toThrow(
      /Игра 5, «Роль»: роль «Мирный» у 7 игроков \(строки [\d, ]+\), а нужно у 6[\s\S]*Игра 5, «Роль»: роль «Мафия» у 1 игрока, а нужно у 2[\s\S]*Игра 6, «Игрок»: игрок «Лев» записан дважды \(строки 32, 35\)/,
    );
  });

  it("names a missing column", () => {
    expect(() => sheets.call("MAFIA_STANDINGS", [["Игра", "Место", "Игрок", "Победили"]])).toThrow(
      /«Роль»: в заголовке нет этого столбца/,
    );
  });

  it("refuses a single cell with a message in both languages", () => {
    expect(() => sheets.call("MAFIA_STANDINGS", "A1")).toThrow(
      /Укажите диапазон .* \/ Pass the games range/,
    );
  });
});

describe("MAFIA_RANK", () => {
  it("gives the place of a name, of a column of names, and an empty cell for an unknown player", () => {
    const table = tournament();
    expect(sheets.call("MAFIA_RANK", "  АЛЕНА ", table)).toBe(3);
    expect(sheets.call("MAFIA_RANK", [["Ника"], ["Ульяна"], ["Незнакомец"], [""]], table)).toEqual([
      [5],
      [5],
      [""],
      [""],
    ]);
  });
});
