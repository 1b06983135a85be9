/**
 * The bundled examples as inputs with answers worked out by hand: the standings `npm start`
 * shows, tie-break by tie-break; an English table read by its header; each typical mistake of
 * a broken protocol found.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { evaluate, type Standing } from "../../src/engine";
import { pointsOf } from "./helpers";

const load = (name: string): string[][] =>
  parse(readFileSync(new URL(`../../examples/${name}`, import.meta.url), "utf8"), {
    bom: true,
    relax_column_count: true,
  });

/**
 * RULES.md's tie-breaks in order (levels 1–8), by hand: the total compared and which way is better.
 */
const LEVELS: readonly (readonly [
  (
    | "points"
    | "wins"
    | "losses"
    | "bestPlayer"
    | "donWins"
    | "sheriffWins"
    | "mafiaWins"
    | "firstKilled"
  ),
  "more" | "fewer",
])[] = [
  ["points", "more"],
  ["wins", "more"],
  ["losses", "fewer"],
  ["bestPlayer", "more"],
  ["donWins", "more"],
  ["sheriffWins", "more"],
  ["mafiaWins", "more"],
  ["firstKilled", "more"],
];

/**
 * The standings of tournament.csv, top to bottom, each player with the level (1–9, 9 = a full
 * tie, then the alphabet) that puts them below the one before — worked out by hand from the
 * protocol (the totals are in test/cli/cli.test.ts).
 */
const ORDER: readonly (readonly [string, number])[] = [
  ["Лис", 0],
  ["Док", 1], // 28.5 → 21 points
  ["Маэстро", 4], // best player 2 → 1
  ["Серый Кардинал", 6], // Sheriff wins 2 → 0
  ["Кеша", 3], // losses 3 → 4
  ["Фараон", 4], // best player 2 → 1
  ["Пчёлка", 8], // killed first night 1 → 0
  ["Бродяга", 1], // 21 → 18
  ["Граф", 2], // wins 5 → 3
  ["Ассоль", 1],
  ["Тайга", 1],
  ["Шторм", 9], // equal on everything: shares 11th place, after Тайга alphabetically
  ["Барон", 5], // Don wins 1 → 0
  ["Сова", 8], // killed first night 1 → 0
  ["Кнопка", 1],
  ["Вишня", 7], // Mafia wins 1 → 0
];

describe("examples/tournament.csv", () => {
  const table = load("tournament.csv");
  const evaluation = evaluate(table);

  it("is read as 12 finished games and 1 in progress, 16 players, no problem", () => {
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.games.filter((g) => g.status === "finished")).toHaveLength(12);
    expect(evaluation.games.filter((g) => g.status === "in-progress")).toHaveLength(1);
    expect(evaluation.standings).toHaveLength(16);
  });

  it("writes one player with ё and with е, another case and extra spaces, and counts him once", () => {
    const spellings = new Set(
      table
        .slice(1)
        .map((row) => row[2])
        .filter((name) => name?.replace(/ё/g, "е").trim().toLowerCase() === "пчелка"),
    );
    expect(spellings).toEqual(new Set(["Пчёлка", "Пчелка", "пчёлка "]));
    expect(evaluation.standings.find((s) => s.key === "пчелка")).toMatchObject({
      name: "Пчёлка",
      games: 9,
    });
    expect(table.slice(1).some((row) => row[2] === "Серый  кардинал")).toBe(true);
    expect(evaluation.standings.find((s) => s.key === "серый кардинал")).toMatchObject({
      name: "Серый Кардинал",
      games: 8,
    });
  });

  it("orders the players as worked out by hand, each neighbour decided by the tie-break named", () => {
    const standings = evaluation.standings;
    expect(standings.map((s) => s.name)).toEqual(ORDER.map(([name]) => name));
    for (let i = 1; i < ORDER.length; i++) {
      const [upper, lower] = [standings[i - 1] as Standing, standings[i] as Standing];
      const level = ORDER[i]![1];
      const pair = `${upper.name} / ${lower.name}`;
      // Equal on every earlier level…
      for (const [total] of LEVELS.slice(0, level - 1))
        expect(upper[total], `${pair}: ${total}`).toBe(lower[total]);
      if (level === 9) {
        expect(upper.place, pair).toBe(lower.place);
        expect(upper.name.localeCompare(lower.name, "ru"), pair).toBeLessThan(0);
        continue;
      }
      // …and better, the right way round, on this one.
      const [total, better] = LEVELS[level - 1]!;
      if (better === "more")
        expect(upper[total], `${pair}: ${total}`).toBeGreaterThan(lower[total]);
      else expect(upper[total], `${pair}: ${total}`).toBeLessThan(lower[total]);
      expect(upper.place, pair).toBeLessThan(lower.place!);
    }
    // The example exercises every level.
    expect(new Set(ORDER.slice(1).map(([, level]) => level))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
  });
});

describe("examples/tournament-en.csv", () => {
  const table = load("tournament-en.csv");
  const evaluation = evaluate(table);
  it("is read by its English header, whatever the columns' order", () => {
    expect(evaluation.layout.lang).toBe("en");
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.games.map((g) => g.status)).toEqual([
      "finished",
      "finished",
      "finished",
      "finished",
      "in-progress",
    ]);
    // The same table with its columns in reverse order scores the same seats the same way.
    const reversed = evaluate(table.map((row) => [...row].reverse()));
    expect(reversed.standings).toEqual(evaluation.standings);
    expect(reversed.games.map(pointsOf)).toEqual(evaluation.games.map(pointsOf));
  });
});

describe("examples/broken.csv", () => {
  const evaluation = evaluate(load("broken.csv"));
  it("has one valid game and one typical mistake in each other game", () => {
    expect(evaluation.games.map((g) => g.status)).toEqual([
      "finished",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
    ]);
    const codes = (game: string) =>
      evaluation.issues.filter((i) => i.game === game).map((i) => i.code);
    expect(codes("2")).toEqual(["role-count", "role-count"]); // 7 Civilians, 1 Mafia
    expect(codes("3")).toEqual(["seat-twice", "seat-missing"]);
    expect(codes("4")).toEqual(["first-killed-many"]);
    expect(codes("5")).toEqual(["best-move-not-allowed"]); // written on a Mafia's row
    expect(codes("6")).toEqual(["bad-role"]); // «Мирняк»
    expect(codes("7")).toEqual(["bad-count"]); // «1,5» remarks
  });
});
