/**
 * A season of tournaments (SERIES.md), worked out by hand. Each tournament here is one game
 * (seasonHelpers.ts, placedGame) whose ten players take places 1 to 10 in the order given.
 */
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  describeIssues,
  evaluate,
  parseRules,
  seriesGrid,
  seriesOf,
  type ScoringSystem,
} from "../../src/engine";
import { gameRows, ruTable } from "./helpers";
import { placedGame, seasonTable, ten } from "./seasonHelpers";

function systemOf(rules: unknown[][]): ScoringSystem {
  const parsed = parseRules(rules);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.system;
}

function series(table: unknown[][], rules: unknown[][] = []) {
  const evaluation = evaluate(table, { system: systemOf(rules) });
  expect(evaluation.issues).toEqual([]);
  return seriesOf(evaluation);
}

/** Each line as [place, name, points, tournaments, dropped]. */
function summary(table: unknown[][], rules: unknown[][] = []) {
  return series(table, rules).lines.map((l) => [
    l.place,
    l.name,
    l.points,
    l.tournaments,
    l.dropped,
  ]);
}

const P = ten("P");

describe("series points", () => {
  it("by field: place p of N earns N − p + 1; equal on points and countback share, first rows first", () => {
    // Кубок: P0 10, P1 9, … P9 1. Лига: P1 10, P0 9, P2 8, … P9 1.
    // P0 and P1 both 19 with a first and a second place: they share place 1, and P1 comes
    // first, its first row (seat 1 of the first game: place 2) standing above P0's (seat 3).
    const table = seasonTable(
      placedGame(1, "Кубок", P),
      placedGame(1, "Лига", [P[1], P[0], ...P.slice(2)] as string[]),
    );
    expect(seriesGrid(series(table), "ru")).toEqual([
      ["Место", "Игрок", "Очки", "Турниров", "Отброшено", "Кубок", "Лига"],
      [1, "P1", 19, 2, 0, 9, 10],
      [1, "P0", 19, 2, 0, 10, 9],
      [3, "P2", 16, 2, 0, 8, 8],
      [4, "P3", 14, 2, 0, 7, 7],
      [5, "P4", 12, 2, 0, 6, 6],
      [6, "P5", 10, 2, 0, 5, 5],
      [7, "P6", 8, 2, 0, 4, 4],
      [8, "P7", 6, 2, 0, 3, 3],
      [9, "P8", 4, 2, 0, 2, 2],
      [10, "P9", 2, 2, 0, 1, 1],
    ]);
  });

  it("a list: place p earns the p-th number, 0 past its end; English headers", () => {
    const table = seasonTable(placedGame(1, "Cup", P));
    const grid = seriesGrid(series(table, [["Series: points by place", "25; 18,5; 15"]]), "en");
    expect(grid.slice(0, 5)).toEqual([
      ["Place", "Player", "Points", "Tournaments", "Dropped", "Cup"],
      [1, "P0", 25, 1, 0, 25],
      [2, "P1", 18.5, 1, 0, 18.5],
      [3, "P2", 15, 1, 0, 15],
      [4, "P3", 0, 1, 0, 0],
    ]);
    // Seven players with 0 points: the countback (a 4th place before a 5th) still orders them.
    expect(grid.slice(4).map((row) => row[0])).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it("players sharing a place each earn the mean of the places they cover", () => {
    // A0 first (10); A1 and A2 share place 2: (9 + 8) / 2 = 8.5 each; A3 fourth (7).
    const lines = series(seasonTable(placedGame(1, "Кубок", ten("A"), { tie: true }))).lines;
    expect(lines.slice(0, 4).map((l) => [l.place, l.name, l.points])).toEqual([
      [1, "A0", 10],
      [2, "A1", 8.5],
      [2, "A2", 8.5],
      [4, "A3", 7],
    ]);
    expect(lines[1]?.results.get("кубок")).toEqual({ place: 2, points: 8.5 });
  });

  it("the tournament weight multiplies its points; a blank weight is 1", () => {
    // Кубок weighs 2: P0 20, P1 18, … P9 2. Лига reversed, weight 1: P9 10, … P0 1.
    const reversed = [...P].reverse();
    const table = seasonTable(
      placedGame(1, "Кубок", P, { weight: 2 }),
      placedGame(1, "Лига", reversed),
    );
    expect(summary(table).slice(0, 3)).toEqual([
      [1, "P0", 21, 2, 0],
      [2, "P1", 20, 2, 0],
      [3, "P2", 19, 2, 0],
    ]);
    expect(summary(table).at(-1)).toEqual([10, "P9", 12, 2, 0]);
  });

  it("best N: the highest results count, equal ones alike, the rest are dropped", () => {
    // Three tournaments, the same order: every player has three equal results; best 2.
    const table = seasonTable(
      placedGame(1, "Т1", P),
      placedGame(1, "Т2", P),
      placedGame(1, "Т3", [P[9], ...P.slice(0, 9)] as string[]),
    );
    // P0: 10, 10, 9 → 20 counted, 9 dropped; P1 9, 9, 8 → 18; … P4 6, 6, 5 → 12; P5 10.
    // P9: 1, 1, 10 → 11 counted (10 and one of the equal 1s), 1 dropped: between P4 and P5.
    const rows = summary(table, [["Серия: лучших турниров", 2]]);
    expect(rows.slice(4, 7)).toEqual([
      [5, "P4", 12, 3, 5],
      [6, "P9", 11, 3, 1],
      [7, "P5", 10, 3, 4],
    ]);
    expect(rows[0]).toEqual([1, "P0", 20, 3, 9]);
    expect(rows.at(-1)).toEqual([10, "P8", 4, 3, 1]);
  });

  it("the minimum of tournaments: players placed in fewer come last, without a place", () => {
    const Z = [...P.slice(0, 9), "Z"];
    const rows = summary(seasonTable(placedGame(1, "Т1", P), placedGame(1, "Т2", Z)), [
      ["Серия: минимум турниров", 2],
    ]);
    expect(rows.slice(0, 2)).toEqual([
      [1, "P0", 20, 2, 0],
      [2, "P1", 18, 2, 0],
    ]);
    // P9 (1 point, one tournament) and Z (1 point) last, P9's first row first.
    expect(rows.slice(-2)).toEqual([
      [null, "P9", 1, 1, 0],
      [null, "Z", 1, 1, 0],
    ]);
  });

  it("countback: equal points, more first places first, then more second places", () => {
    // List 4; 2; 2. Т1: X 4, Y 2, F1 2. Т2: F9 4, Y 2, G1 2. X, F9 and Y all have 4 points:
    // X and F9 a first place each (shared place 1, X's rows first), Y two second places (3rd).
    const filler = (letter: string) => ten(letter).slice(1, 9);
    const table = seasonTable(
      placedGame(1, "Т1", ["X", "Y", ...filler("F")]),
      placedGame(1, "Т2", ["F9", "Y", ...filler("G")]),
    );
    const rows = summary(table, [["Серия: очки за места", "4; 2; 2"]]);
    expect(rows.slice(0, 5)).toEqual([
      [1, "X", 4, 1, 0],
      [1, "F9", 4, 1, 0],
      [3, "Y", 4, 2, 0],
      [4, "F1", 2, 1, 0],
      [4, "G1", 2, 1, 0],
    ]);
  });

  it("only placed players earn points: «Минимум игр» leaves some without a place, N counts the others", () => {
    // Кубок has two games; P0…P9 play both, Q0…Q9 only the second: with «Минимум игр» 2 only
    // P0…P9 are placed there (N = 10).
    const table = seasonTable(placedGame(1, "Кубок", P), placedGame(2, "Кубок", ten("Q")));
    const lines = series(table, [["Минимум игр", 1]]).lines;
    expect(lines.length).toBe(20);
    const strict = series(seasonTable(placedGame(1, "Кубок", P), placedGame(2, "Кубок", P)), [
      ["Минимум игр", 2],
    ]).lines;
    expect(strict.map((l) => l.points)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const short = evaluate(table, { system: systemOf([["Минимум игр", 2]]) });
    expect(seriesOf(short).lines).toEqual([]);
  });
});

describe("the «Турнир» column", () => {
  it("ids restart in every tournament: game 1 of one is not game 1 of another", () => {
    const evaluation = evaluate(
      seasonTable(placedGame(1, "Кубок", P), placedGame(1, " кубок ", ten("Q"))),
    );
    // « кубок » is «Кубок» written another way: one tournament, so game 1 twice.
    expect(evaluation.issues.map((i) => i.code)).toEqual(["games-share-id"]);
    const apart = evaluate(seasonTable(placedGame(1, "Кубок", P), placedGame(1, "Лига", P)));
    expect(apart.problemCount).toBe(0);
    expect(apart.games.map((g) => [g.label, g.tournament])).toEqual([
      ["1", "Кубок"],
      ["1", "Лига"],
    ]);
    // MAFIA_STANDINGS counts every tournament together: P0 4 + 4.
    expect(apart.standings[0]).toMatchObject({ name: "P0", points: 8, games: 2 });
    expect(apart.tournaments).toEqual([
      { key: "кубок", name: "Кубок", weight: 1 },
      { key: "лига", name: "Лига", weight: 1 },
    ]);
  });

  it("a finished game whose rows name different tournaments, or none, is invalid naming the rows", () => {
    const game = placedGame(1, "Кубок", P);
    (game[3] as unknown[])[11] = "Кубак";
    (game[6] as unknown[])[11] = "";
    const evaluation = evaluate(seasonTable(game));
    expect(describeIssues(evaluation.issues, "ru")).toBe(
      [
        "Ошибки в протоколе игр:",
        "Игра 1 (турнир «Кубок»): не указан турнир (строка 8); впишите его в столбец «Турнир»",
        "Игра 1 (турнир «Кубок»): строки игры называют разные турниры: «Кубок» в строках 2, 3, 4, 6, 7, 9, 10, 11; «Кубак» в строках 5",
      ].join("\n"),
    );
  });

  it("rows of a tournament giving different weights (a blank beside a 2) make its finished games invalid", () => {
    const game = placedGame(1, "Кубок", P, { weight: 2 });
    (game[4] as unknown[])[12] = "";
    const other = placedGame(1, "Лига", P, { weight: "abc" });
    const evaluation = evaluate(seasonTable(game, other));
    expect(evaluation.games.map((g) => g.status)).toEqual(["invalid", "invalid"]);
    const text = describeIssues(evaluation.issues, "ru", evaluation.problemCount, 3);
    expect(text.split("\n").slice(0, 3)).toEqual([
      "Ошибки в протоколе игр:",
      "Игра 1 (турнир «Кубок»): в строках турнира разный «Вес турнира» (пустая ячейка — 1): 2 в строках 2, 3, 4, 5, 7, 8, 9, 10, 11; 1 в строках 6; укажите один вес во всех строках турнира",
      "Игра 1 (турнир «Лига»), строка 12: «Вес турнира»: «abc» — нужно число больше 0 и не больше 10",
    ]);
  });

  it("a table without the column is read as always: one season, no tournaments", () => {
    const plain = evaluate(ruTable(gameRows(1, "Красные")));
    expect(plain.tournaments).toEqual([]);
    expect(plain.layout.season).toEqual({ tournament: -1, weight: -1 });
    // A weight without a tournament column is an unknown header, ignored as before.
    const weighed = evaluate([
      [...ruTable()[0]!, "Вес турнира"],
      ...gameRows(1, "Красные").map((row) => [...row, 2]),
    ]);
    expect(weighed.warnings).toEqual([{ code: "ignored-header", value: "Вес турнира" }]);
    expect(weighed.problemCount).toBe(0);
  });

  it("is read under its other names, a blank tournament row outside a game is not a stray", () => {
    const table = [
      [...ruTable()[0]!, "Название турнира"],
      ...placedGame(1, "Кубок", P).map((row) => row.slice(0, 12)),
      ["", "", "", "", "", false, "", "", false, "", false, "Кубок"],
    ];
    const evaluation = evaluate(table);
    expect(evaluation.layout.season.tournament).toBe(11);
    expect(evaluation.problemCount).toBe(0);
  });
});

describe("the series settings", () => {
  it("are read in either language, and their defaults change nothing", () => {
    expect(CLUB_SYSTEM).toMatchObject({ seriesPoints: "field", seriesBest: 0, seriesMinimum: 0 });
    expect(
      systemOf([
        ["Серия: очки за места", "25; 18; 15\n12 10"],
        ["Series: best tournaments", 10],
        ["серия: минимум турниров", "3"],
      ]),
    ).toMatchObject({ seriesPoints: [25, 18, 15, 12, 10], seriesBest: 10, seriesMinimum: 3 });
    expect(systemOf([["Series: points by place", "By field"]]).seriesPoints).toBe("field");
    expect(systemOf([["Серия: очки за места", 5]]).seriesPoints).toEqual([5]);
  });

  it("are refused like every setting, naming the row", () => {
    const refused = (value: unknown) =>
      parseRules([["Серия: очки за места", value]]) as { ok: false; issues: unknown[] };
    for (const value of ["10; 12", "10; x", "10001", "-1", ";"]) {
      expect(refused(value).issues).toEqual([
        { code: "rules-bad-series-points", rulesRow: 1, value },
      ]);
    }
    const out = parseRules([["Серия: лучших турниров", 1.5]]);
    expect(out.ok ? [] : describeIssues(out.issues, "ru")).toBe(
      "Ошибки в правилах:\nПравила, строка 1: «Серия: лучших турниров»: «1.5» — нужно целое число от 0 до 1000",
    );
  });

  it("a typo of a setting's name is refused naming the nearest setting", () => {
    const typo = parseRules([
      ["Серия: лучших турнирв", 2],
      ["Series: minimum tournament", 2],
      ["Правила клуба «Сова»", ""],
    ]);
    expect(typo.ok ? "" : describeIssues(typo.issues, "ru")).toBe(
      [
        "Ошибки в правилах:",
        "Правила, строка 1: «Серия: лучших турнирв» — неизвестная настройка; может быть, «Серия: лучших турниров»?",
        "Правила, строка 2: «Series: minimum tournament» — неизвестная настройка; может быть, «Series: minimum tournaments»?",
        "Правила, строка 3: «Правила клуба «Сова»» — неизвестная настройка",
      ].join("\n"),
    );
  });
});
