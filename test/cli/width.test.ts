/**
 * The default table fits a terminal of 100 columns (short headers, then the columns that fit,
 * the rest named by count), and `--wide` prints every column under its full header.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { columnGroups, fitGrid, TABLE_WIDTH } from "../../src/cli/fit";
import { renderGrid } from "../../src/cli/render";
import { PLAYER_COLUMNS } from "../../src/engine";
import { RU_STANDINGS_HEADER } from "../contract";
import { cli } from "./run";

/** Code points: «ё» and «…» take one column each. */
const tooWide = (text: string) => text.split("\n").filter((line) => [...line].length > TABLE_WIDTH);
const headerCells = (text: string) =>
  (text.split("\n").find((line) => line.startsWith("│")) ?? "")
    .split("│")
    .slice(1, -1)
    .map((cell) => cell.trim());

const FINAL = ["examples/fiim-final.csv", "--rules", "examples/fiim-final-rules.csv"];

describe("the default table fits 100 columns", () => {
  it.each([
    ["the example tournament", ["examples/tournament.csv"]],
    ["an English table", ["examples/tournament-en.csv"]],
    ["a final under FIIM, with the stage columns", FINAL],
    ["--points", ["examples/tournament.csv", "--points"]],
    // No example has teams: a teams view of them is refused (test/cli/awards.test.ts).
    ...["игроки", "места", "итоги", "рейтинг", "номинации"].map((view) => [
      `stats --view ${view}`,
      ["stats", "examples/tournament.csv", "--view", view],
    ]),
    ["stats of a final", ["stats", ...FINAL]],
    ["rating", ["rating", "examples/rating-autumn.csv", "examples/rating-winter.csv"]],
  ] as [string, string[]][])("%s", (_, args) => {
    const { status, stdout } = cli(...args);
    expect(status).toBe(0);
    expect(stdout.split("\n").length).toBeGreaterThan(4);
    expect(tooWide(stdout)).toEqual([]);
  });

  it("short headers, explained under the table; every column shown when they fit", () => {
    const { stdout } = cli("examples/tournament.csv");
    expect(headerCells(stdout)).toEqual([
      "Место",
      "Игрок",
      "Очки",
      "Игры",
      "Поб",
      "Пор",
      "ЛИ",
      "Дон",
      "Шер",
      "Маф",
      "ПУ",
    ]);
    expect(stdout).toContain("Сокращения: Поб — Победы, Пор — Поражения, ЛИ — Лучший игрок,");
    expect(stdout).toContain("ПУ — Убит в первую ночь.");
    expect(stdout).not.toContain("--wide");
    expect(headerCells(cli("examples/tournament-en.csv").stdout).slice(0, 5)).toEqual([
      "Place",
      "Player",
      "Pts",
      "G",
      "W",
    ]);
  });

  it("columns that do not fit are left out from the right and counted, never silently", () => {
    const { stdout } = cli(...FINAL);
    const shown = headerCells(stdout);
    expect(shown.slice(0, 3)).toEqual(["Место", "Игрок", "Очки"]);
    expect(shown.length).toBeLessThan(16);
    expect(stdout).toContain(
      `Не поместились ещё ${16 - shown.length} столбца: все столбцы — с --wide.`,
    );
    const stats = cli("stats", "examples/tournament-en.csv").stdout;
    expect(stats).toMatch(/\n\d+ more columns did not fit: --wide shows every column\.\n/);
  });

  it("stats: the columns a secretary reads first, under their short headers; --wide for the rest", () => {
    const { stdout } = cli("stats", "examples/tournament.csv");
    // «Клуб» has no compensation: Ci, always 0, is not among the first columns.
    const first = PLAYER_COLUMNS.filter((c) => c.first && c.key !== "ci").map((c) => c.short.ru);
    const shown = headerCells(stdout);
    expect(shown).toEqual(first.slice(0, shown.length));
    expect(shown).toEqual(expect.arrayContaining(["Место", "Игрок", "Очки", "Доп", "Рейт"]));
    const fiim = cli("stats", "examples/fiim-tournament.csv", "--rules", "examples/fiim-rules.csv");
    expect(headerCells(fiim.stdout)).toEqual(expect.arrayContaining(["Доп", "Ci", "Рейт"]));
    expect(stdout).toMatch(/Не поместились ещё \d+ столбц\S*: все столбцы — с --wide\.\n$/);
    expect(headerCells(cli("stats", "examples/tournament.csv", "--wide").stdout)).toEqual(
      PLAYER_COLUMNS.map((c) => c.header.ru),
    );
  });

  it("--wide: every column under its full header, and no notes", () => {
    const { stdout } = cli("examples/tournament.csv", "--wide");
    expect(headerCells(stdout)).toEqual(RU_STANDINGS_HEADER);
    expect(stdout).not.toContain("Сокращения");
    expect(headerCells(cli(...FINAL, "--wide").stdout)).toHaveLength(16);
  });
});

describe("fitGrid", () => {
  const cell = fc.oneof(fc.string({ maxLength: 30 }), fc.integer({ min: -999, max: 99999 }));
  const grid = fc.integer({ min: 2, max: 30 }).chain((width) =>
    fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
      minLength: 1,
      maxLength: 8,
    }),
  );

  it("keeps the first columns, fits 100 columns unless only two are left, counts the rest", () => {
    fc.assert(
      fc.property(grid, (rows) => {
        const fitted = fitGrid(rows, "ru");
        const shown = fitted.grid[0]!.length;
        expect(shown).toBeGreaterThanOrEqual(2);
        fitted.grid.slice(1).forEach((row, r) => expect(row).toEqual(rows[r + 1]!.slice(0, shown)));
        const lines = renderGrid(fitted.grid, "table", "ru").split("\n");
        if (shown > 2) expect(lines.filter((line) => [...line].length > TABLE_WIDTH)).toEqual([]);
        const left = rows[0]!.length - shown;
        expect(fitted.notes.some((note) => note.includes(`ещё ${left} `))).toBe(left > 0);
      }),
    );
  });
});

describe("columnGroups", () => {
  it("keeps every column once and in order, each group within 100 columns unless it holds one", () => {
    const widths = fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 20 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), widths, (first, columns) => {
        const groups = columnGroups(first, columns);
        expect(groups.flat()).toEqual(columns.map((_, c) => c));
        for (const group of groups) {
          // A table of a first column and the group's, each drawn with a space either side.
          const grid = [[".".repeat(first), ...group.map((c) => ".".repeat(columns[c]!))]];
          const drawn = renderGrid(grid, "table", "ru").split("\n")[0]!;
          if (group.length > 1) expect([...drawn].length).toBeLessThanOrEqual(TABLE_WIDTH);
          expect(group.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
