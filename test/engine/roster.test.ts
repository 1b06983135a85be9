/** The roster: names of the games missing from the organiser's list, and the closest one on it. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  closestName,
  describeRosterWarning,
  editDistance,
  evaluate,
  rosterFromRows,
  rosterWarnings,
} from "../../src/engine";
import { gameRows, ruTable } from "./helpers";

const RED = "Красные";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions, one each", () => {
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("зоя", "зоя")).toBe(0);
    expect(editDistance("зоя", "зоях")).toBe(1);
    expect(editDistance("зоя", "зя")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "алёна")).toBe(5);
    // The command line's option names, one edit away (cli/options.ts).
    expect(editDistance("rules", "rule")).toBe(1);
    expect(editDistance("view", "vie w")).toBe(1);
    expect(editDistance("format", "formot")).toBe(1);
  });

  it("is a metric: zero only on equal strings, symmetric, the triangle inequality", () => {
    const word = fc.string({ maxLength: 8, unit: fc.constantFrom("а", "б", "в", "ё", "x") });
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, c)).toBeLessThanOrEqual(editDistance(a, b) + editDistance(b, c));
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
      }),
    );
  });
});

describe("closestName", () => {
  const ROSTER = ["Алёна", "Борис", "Зоя Петрова", "Вика"];

  it("names the roster entry nearest after the players' own matching, as the roster spells it", () => {
    expect(closestName("Алена", ROSTER)).toBe("Алёна"); // ё/е never matter: distance 0
    expect(closestName("  БОРИСС ", ROSTER)).toBe("Борис");
    expect(closestName("Зоя Петр.", ROSTER)).toBe("Зоя Петрова");
    expect(closestName("Вико", ROSTER)).toBe("Вика");
  });

  it("a name cut short, or one word of a longer name, is near that name", () => {
    // By whole names «Зоя» is 3 from «Вика» and 8 from «Зоя Петрова».
    expect(closestName("Зоя", ROSTER)).toBe("Зоя Петрова");
    expect(closestName("петрова", ROSTER)).toBe("Зоя Петрова");
    expect(closestName("Бор", ROSTER)).toBe("Борис");
    // The whole name itself beats a longer name it begins.
    expect(closestName("зоя", ["Зоя Петрова", "Зоя"])).toBe("Зоя");
  });

  it("has none when no roster name is near enough to be a typo of it: a new player", () => {
    expect(closestName("Ваня", ["Маша", "Петя"])).toBeUndefined();
    expect(closestName("Константин", ROSTER)).toBeUndefined();
    // Two edits are near whatever the length; a third of the letters for a longer name.
    expect(closestName("Вкиа", ROSTER)).toBe("Вика");
    expect(closestName("Алексндрр", ["Александр"])).toBe("Александр");
  });

  it("takes the roster's first on a tie, skips blank entries, and has none for an empty roster", () => {
    expect(closestName("Аб", ["Ав", "Аг"])).toBe("Ав");
    expect(closestName("Аб", ["", "  ", "Аг"])).toBe("Аг");
    expect(closestName("Аб", [])).toBeUndefined();
    expect(closestName("Аб", ["", " "])).toBeUndefined();
  });

  it("a name on the roster is its own closest name", () => {
    const name = fc.string({ minLength: 1, maxLength: 6, unit: fc.constantFrom("а", "б", "в") });
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 6 }), fc.nat(), (roster, i) => {
        const pick = roster[i % roster.length] as string;
        expect(closestName(pick.toUpperCase(), roster)).toBe(pick);
      }),
    );
  });
});

describe("rosterWarnings", () => {
  // Game 1's players are G1-1 … G1-10; game 2 swaps seat 4 for «Зоя» and seat 9 for «Лёва».
  const table = ruTable(
    gameRows(1, RED),
    gameRows(2, RED, { 4: { player: "Зоя" }, 9: { player: "лёва" } }),
  );
  const roster = [...Array.from({ length: 10 }, (_, i) => `G1-${i + 1}`), "Зоя П.", "Лёва"];

  it("warns once per missing player, in table order, naming game, row and the closest name", () => {
    const warnings = rosterWarnings(evaluate(table), roster);
    // Game 2's rows are 12–21 (the header is row 1); «лёва» is on the roster in another case.
    expect(warnings.map((w) => [w.name, w.game, w.row, w.closest])).toEqual([
      ["G2-1", "2", 12, "G1-1"],
      ["G2-2", "2", 13, "G1-2"],
      ["G2-3", "2", 14, "G1-3"],
      ["Зоя", "2", 15, "Зоя П."],
      ["G2-5", "2", 16, "G1-5"],
      ["G2-6", "2", 17, "G1-6"],
      ["G2-7", "2", 18, "G1-7"],
      ["G2-8", "2", 19, "G1-8"],
      ["G2-10", "2", 21, "G1-10"],
    ]);
  });

  it("says nothing without a roster, or when every name is on it", () => {
    expect(rosterWarnings(evaluate(table), [])).toEqual([]);
    expect(rosterWarnings(evaluate(table), ["", " "])).toEqual([]);
    const all = [...roster, ...Array.from({ length: 10 }, (_, i) => `g2-${i + 1}`), "Зоя"];
    expect(rosterWarnings(evaluate(table), all)).toEqual([]);
  });

  it("says only that the name is missing when no roster name is near", () => {
    const warning = { name: "Ваня", game: "2", row: 15 };
    expect(describeRosterWarning(warning, "ru")).toBe(
      "Игра 2, строка 15: игрока «Ваня» нет в списке участников",
    );
    expect(describeRosterWarning(warning, "en")).toBe(
      "Game 2, row 15: “Ваня” is not on the players list",
    );
  });

  it("puts the warning in words, in both languages", () => {
    const warning = { name: "Зоя", closest: "Зоя П.", game: "2", row: 15 };
    expect(describeRosterWarning(warning, "ru")).toBe(
      "Игра 2, строка 15: игрока «Зоя» нет в списке участников; ближе всего — «Зоя П.»",
    );
    expect(describeRosterWarning(warning, "en")).toBe(
      "Game 2, row 15: “Зоя” is not on the players list; the closest name is “Зоя П.”",
    );
  });
});

describe("rosterFromRows", () => {
  it("a first row naming the names' column is a header; a «Команда» column gives the teams", () => {
    const rows = [
      ["№", "Команда", "Ник"],
      ["1", "Лисы", " Зоя "],
      ["2", "", "Лис"],
      ["3", "Волки", ""],
    ];
    expect(rosterFromRows(rows)).toEqual([
      { name: "Зоя", team: "Лисы" },
      { name: "Лис", team: "" },
    ]);
    expect(rosterFromRows([["ИГРОК"], ["Зоя"]])).toEqual([{ name: "Зоя", team: "" }]);
  });

  it("without such a header every row is a player, the team beside the name", () => {
    expect(rosterFromRows([["Зоя"], ["Лис", "Лисы"], [""]])).toEqual([
      { name: "Зоя", team: "" },
      { name: "Лис", team: "Лисы" },
    ]);
    expect(rosterFromRows([])).toEqual([]);
  });
});
