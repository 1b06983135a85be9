/**
 * `mafia-standings seating … --by-player` (issue 22): each player's round, table, seat and game,
 * in every format, checked against the seating itself (`--format json` of the same seed).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { cli } from "./run";

interface JsonSeating {
  rounds: { round: number; tables: { table: number; game: number; seats: string[] }[] }[];
}
interface JsonSchedule {
  players: {
    player: string;
    games: { round: number; table: number; seat: number; game: number }[];
  }[];
}

const scratch = mkdtempSync(path.join(tmpdir(), "mafia-by-player-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ARGS = ["--players", "20", "--tables", "2", "--games", "3", "--seed", "4"];

/** Every player's games, worked out here from the seating's own JSON. */
function expected(): Map<string, string[]> {
  const seating = JSON.parse(cli("seating", ...ARGS, "--format", "json").stdout) as JsonSeating;
  const by = new Map<string, string[]>();
  for (const round of seating.rounds)
    for (const table of round.tables)
      table.seats.forEach((name, s) => {
        const games = by.get(name) ?? [];
        games.push(`${round.round}/${table.table}/${s + 1}/${table.game}`);
        by.set(name, games);
      });
  return by;
}

describe("cli seating --by-player", () => {
  it("--format json: { players: [{ player, games: [{ round, table, seat, game }] }] }, by name", () => {
    const out = cli("seating", ...ARGS, "--by-player", "--format", "json");
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    const json = JSON.parse(out.stdout) as JsonSchedule;
    expect(Object.keys(json)).toEqual(["players"]);
    expect(json.players.map((p) => p.player)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Игрок ${i + 1}`),
    );
    const worked = expected();
    for (const { player, games } of json.players)
      expect(games.map((g) => `${g.round}/${g.table}/${g.seat}/${g.game}`)).toEqual(
        worked.get(player),
      );
  });

  it("--format csv and table: one row a game, Игрок, Тур, Стол, Место, Игра", () => {
    const worked = expected();
    const csv = cli("seating", ...ARGS, "--by-player", "--format", "csv");
    expect(csv.status).toBe(0);
    const rows = parse(csv.stdout);
    expect(rows[0]).toEqual(["Игрок", "Тур", "Стол", "Место", "Игра"]);
    expect(rows).toHaveLength(1 + 20 * 3);
    const fromCsv = new Map<string, string[]>();
    for (const [player = "", ...rest] of rows.slice(1))
      fromCsv.set(player, [...(fromCsv.get(player) ?? []), rest.join("/")]);
    expect(fromCsv).toEqual(worked);
    const table = cli("seating", ...ARGS, "--by-player");
    expect(table.status).toBe(0);
    const lines = table.stdout.split("\n").filter((l) => /Игрок \d/.test(l));
    expect(lines).toHaveLength(20 * 3);
    const [first = ""] = worked.get("Игрок 1") ?? [];
    expect(
      lines[0]
        ?.split("│")
        .map((c) => c.trim())
        .slice(1, 6),
    ).toEqual(["Игрок 1", ...first.split("/")]);
  });

  it("keeps a formula-like name as text in CSV and a control character escaped everywhere", () => {
    const names = [
      "=HYPERLINK(1)",
      "Ёж\u001b[31m",
      ...Array.from({ length: 8 }, (_, i) => `И${i}`),
    ];
    const players = path.join(scratch, "players.txt");
    writeFileSync(players, names.join("\n"));
    const args = ["--players", players, "--tables", "1", "--games", "1", "--by-player"];
    for (const format of ["table", "csv", "json"]) {
      const out = cli("seating", ...args, "--format", format);
      expect(out.status, format).toBe(0);
      expect(out.stdout, format).not.toContain("\u001b");
    }
    const csv = parse(cli("seating", ...args, "--format", "csv").stdout);
    expect(csv.map((row) => row[0])).toContain("'=HYPERLINK(1)");
    expect(cli("seating", "--help").stdout).toContain("--by-player");
  });
});
