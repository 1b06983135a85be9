/**
 * The players view's table of columns (statsColumns.ts): what the rest of the product relies
 * on — a key and headers of its own for each column, and figures of the column's format for
 * every player of a real season.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  evaluate,
  PLAYER_COLUMNS,
  statistics,
  statsGrid,
  statsRecord,
  type Cell,
  type StatsFormat,
} from "../../src/engine";

const season: string[][] = parse(readFileSync("examples/tournament.csv", "utf8"));
const stats = statistics(evaluate(season));

/** Decimals a figure has, as handed out. */
const decimals = (value: number): number => (String(value).split(".")[1] ?? "").length;

/** Whether a figure is what its format says: the cell rules of STATS.md. */
const OF_FORMAT: Readonly<Record<StatsFormat, (value: Cell) => boolean>> = {
  text: (v) => typeof v === "string" && v !== "",
  count: (v) => v === "" || (Number.isInteger(v) && (v as number) >= 0),
  percent: (v) => v === "" || (typeof v === "number" && v >= 0 && v <= 100 && decimals(v) <= 1),
  points: (v) => typeof v === "number" && decimals(v) <= 4,
  average: (v) => v === "" || (typeof v === "number" && decimals(v) <= 4),
  rating: (v) => typeof v === "number" && decimals(v) <= 2,
};

describe("the players view's columns", () => {
  it("each have a key and, in each language, a full and a short header of their own", () => {
    const distinct = (values: readonly string[]) => new Set(values).size === values.length;
    expect(distinct(PLAYER_COLUMNS.map((c) => c.key))).toBe(true);
    for (const lang of ["ru", "en"] as const) {
      expect(distinct(PLAYER_COLUMNS.map((c) => c.header[lang])), lang).toBe(true);
      expect(distinct(PLAYER_COLUMNS.map((c) => c.short[lang])), lang).toBe(true);
      for (const { short, header } of PLAYER_COLUMNS)
        expect(short[lang].length, header[lang]).toBeLessThanOrEqual(header[lang].length);
    }
    // A key is a JSON name a script can use as it is.
    for (const { key } of PLAYER_COLUMNS) expect(key).toMatch(/^[a-z][A-Za-z]*$/);
  });

  it("give every player of a season figures of their format, the view and the record alike", () => {
    expect(stats.players.length).toBeGreaterThan(10);
    const rows = statsGrid(stats, "players", "en").slice(1);
    stats.players.forEach((player, p) => {
      const record = statsRecord(player);
      PLAYER_COLUMNS.forEach((column, c) => {
        const value = record[column.key];
        expect(OF_FORMAT[column.format](value), `${player.name}: ${column.key} ${value}`).toBe(
          true,
        );
        expect(rows[p]?.[c]).toBe(value);
      });
    });
  });

  it("mark the place, the player and the points among those read first", () => {
    const first = PLAYER_COLUMNS.filter((c) => c.first).map((c) => c.key);
    expect(first).toEqual(expect.arrayContaining(["place", "player", "points"]));
    expect(first.length).toBeLessThan(PLAYER_COLUMNS.length);
  });
});
