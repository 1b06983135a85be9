/**
 * `mafia-standings seating … --by-player` (issue 22): each player's round, table, seat and game,
 * in every format. One search per format (a search takes seconds on a loaded machine): the JSON
 * is checked against what a seating must be, the CSV and the table against the JSON.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { cli } from "./run";

interface JsonSchedule {
  players: {
    player: string;
    games: { round: number; table: number; seat: number; game: number }[];
  }[];
}

const scratch = mkdtempSync(path.join(tmpdir(), "mafia-by-player-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Twenty players, one named like a formula and one with a control character. */
const NAMES = [
  "=HYPERLINK(1)",
  "Ёж\u001b[31m",
  ...Array.from({ length: 18 }, (_, i) => `Игрок ${i + 3}`),
];
const players = path.join(scratch, "players.txt");
writeFileSync(players, NAMES.join("\n"));
const ARGS = ["--players", players, "--tables", "2", "--games", "2", "--seed", "4", "--by-player"];

let jsonOut: ReturnType<typeof cli> | undefined;
/** `--format json`'s output, run once for the file. */
const jsonOutput = (): ReturnType<typeof cli> =>
  (jsonOut ??= cli("seating", ...ARGS, "--format", "json"));

/** The same seed gives the same seating: the JSON's rows, as CSV and the table show them. */
function jsonRows(): string[][] {
  const json = JSON.parse(jsonOutput().stdout) as JsonSchedule;
  return json.players.flatMap((p) =>
    p.games.map((g) => [p.player, ...[g.round, g.table, g.seat, g.game].map(String)]),
  );
}

describe("cli seating --by-player", () => {
  it("--format json: { players: [{ player, games: [{ round, table, seat, game }] }] }, a real seating", () => {
    const out = jsonOutput();
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    expect(out.stdout).not.toContain("\u001b");
    const json = JSON.parse(out.stdout) as JsonSchedule;
    expect(Object.keys(json)).toEqual(["players"]);
    // By name: «Игрок 3» … «Игрок 20» with digits as numbers; every player twice.
    const names = json.players.map((p) => p.player);
    expect(names.filter((n) => n.startsWith("Игрок"))).toEqual(
      Array.from({ length: 18 }, (_, i) => `Игрок ${i + 3}`),
    );
    expect(names).toHaveLength(20);
    expect(json.players.every((p) => p.games.length === 2)).toBe(true);
    // Each game: one round, one table, seats 1–10 once each; a player once a round.
    const games = new Map<number, { where: string; seats: number[] }>();
    for (const p of json.players) {
      expect(new Set(p.games.map((g) => g.round)).size).toBe(p.games.length);
      for (const g of p.games) {
        const game = games.get(g.game) ?? { where: `${g.round}/${g.table}`, seats: [] };
        expect(game.where).toBe(`${g.round}/${g.table}`);
        game.seats.push(g.seat);
        games.set(g.game, game);
      }
    }
    expect([...games.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    for (const { seats } of games.values())
      expect(seats.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("--format csv: one row a game, Игрок, Тур, Стол, Место, Игра; a formula-like name as text", () => {
    const csv = cli("seating", ...ARGS, "--format", "csv");
    expect(csv.status).toBe(0);
    expect(csv.stdout).not.toContain("\u001b");
    const rows = parse(csv.stdout);
    expect(rows[0]).toEqual(["Игрок", "Тур", "Стол", "Место", "Игра"]);
    expect(rows).toHaveLength(1 + 20 * 2);
    expect(rows.map((row) => row[0])).toContain("'=HYPERLINK(1)");
    const plain = rows.slice(1).filter((row) => row[0]?.startsWith("Игрок"));
    expect(plain).toEqual(jsonRows().filter((row) => row[0]?.startsWith("Игрок")));
  });

  it("--format table (the default): the same rows, aligned, control characters escaped", () => {
    const table = cli("seating", ...ARGS);
    expect(table.status).toBe(0);
    expect(table.stdout).not.toContain("\u001b");
    expect(table.stdout).toContain("\\u001b");
    const lines = table.stdout
      .split("\n")
      .filter((l) => /Игрок \d/.test(l))
      .map((l) =>
        l
          .split("│")
          .map((c) => c.trim())
          .slice(1, 6),
      );
    expect(lines).toHaveLength(18 * 2);
    expect(lines[0]?.[0]).toBe("Игрок 3");
    expect(cli("seating", "--help").stdout).toContain("--by-player");
  });
});
