/** `mafia-standings seating …` as a user runs it, in process (test/cli/run.ts). */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { cli } from "./run";

const scratch = mkdtempSync(path.join(tmpdir(), "mafia-seating-cli-"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const seating = (...args: string[]) => cli("seating", ...args);

function file(name: string, text: string): string {
  const at = path.join(scratch, name);
  writeFileSync(at, text);
  return at;
}

interface JsonSeating {
  rounds: { round: number; tables: { table: number; game: number; seats: string[] }[] }[];
  balance: Record<string, number>;
}

describe("cli seating", () => {
  it("shows a control character in a name escaped, in every format", () => {
    const names = Array.from({ length: 10 }, (_, i) => (i === 0 ? "Ёж\u001b[31m" : `Игрок ${i}`));
    const players = file("control.txt", names.join("\n"));
    for (const format of ["table", "csv", "json"]) {
      const { status, stdout } = seating(
        "--players",
        players,
        "--tables",
        "1",
        "--games",
        "1",
        "--format",
        format,
      );
      expect(status, format).toBe(0);
      expect(stdout, format).not.toContain("\u001b");
      expect(stdout, format).toContain("\\u001b");
    }
  });

  it("--format json: the public shape, every player 10 games, each seat once, teams apart", () => {
    const names = Array.from({ length: 21 }, (_, i) => `Игрок-${String.fromCharCode(1040 + i)}`);
    const players = file(
      "players.txt",
      names.map((n, i) => (i < 2 ? `${n};Ладья` : i === 2 ? `${n}\tФерзь` : n)).join("\n"),
    );
    const out = seating("--players", players, "--tables", "2", "--games", "10", "--format", "json");
    expect(out.stderr).toBe("");
    expect(out.status).toBe(0);
    const json = JSON.parse(out.stdout) as JsonSeating;
    expect(Object.keys(json)).toEqual(["rounds", "balance"]);
    expect(Object.keys(json.balance)).toEqual([
      "seat",
      "pair",
      "pairTarget",
      "neverMeet",
      "mostMeetings",
    ]);
    expect(json.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(json.rounds[10]!.tables).toHaveLength(1);
    const games = json.rounds.flatMap((r) => r.tables);
    expect(games.map((g) => g.game)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(Object.keys(games[0]!)).toEqual(["table", "game", "seats"]);
    for (const name of names) {
      const seatsOf = games
        .map((g) => g.seats.indexOf(name))
        .filter((s) => s >= 0)
        .sort((a, b) => a - b);
      expect(seatsOf).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
    for (const game of games)
      expect(game.seats.includes(names[0]!) && game.seats.includes(names[1]!)).toBe(false);
    expect(json.balance.seat).toBe(0);
    expect(json.balance.neverMeet).toBe(0);
    // Teammates never meet: 21 × 10 / 10 = 21 games × 45 pairs = 945 meetings
    // over 210 − 1 pairs that may meet.
    expect(json.balance.pairTarget).toBeCloseTo(945 / 209, 5);
    expect(json.balance.pair).toBeLessThan(266.5);
  });

  it("a number of players: «Игрок 1» … «Игрок N»; the same seed, the same seating; --seed changes it", () => {
    const a = seating("--players", "20", "--tables", "2", "--games", "2", "--format", "json");
    const names = new Set(
      (JSON.parse(a.stdout) as JsonSeating).rounds.flatMap((r) => r.tables.flatMap((t) => t.seats)),
    );
    expect([...names].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `Игрок ${i + 1}`).sort(),
    );
    expect(seating("-p", "20", "-t", "2", "-g", "2", "-f", "json").stdout).toBe(a.stdout);
    expect(seating("-p", "20", "-t", "2", "-g", "2", "-f", "json", "--seed", "7").stdout).not.toBe(
      a.stdout,
    );
  });

  it("--format csv: Тур, Стол, Игра, 1 … 10, one row per game and nothing else; the balance on stderr; names safe from formulas", () => {
    const players = file(
      "formula.txt",
      ['=HYPERLINK("x")', ...Array.from({ length: 9 }, (_, i) => `P${i}`)].join("\n"),
    );
    const out = seating("--players", players, "--tables", "1", "--games", "1", "--format", "csv");
    expect(out.status).toBe(0);
    const rows: string[][] = parse(out.stdout);
    expect(rows[0]).toEqual([
      "Тур",
      "Стол",
      "Игра",
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
    ]);
    expect(rows[1]!.slice(0, 3)).toEqual(["1", "1", "1"]);
    expect(rows[1]).toContain('\'=HYPERLINK("x")');
    expect(rows).toHaveLength(2);
    // One game of 10 players: each player once in one seat and never in the nine others; every
    // pair meets once.
    expect(out.stderr).toBe(
      "Места: каждый игрок сидит на каждом месте 0–1 раз\n" +
        "Пары: каждая пара игроков встречается за столом 1 раз\n",
    );
    const excel = seating("-p", players, "-t", "1", "-g", "1", "--excel");
    expect(excel.stdout.split("\r\n").length + excel.stdout.split("\n").length).toBeLessThan(8);
    expect(excel.stderr).toBe(out.stderr);
  });

  it("--format table: each round a table of seats by tables, as many side by side as fit in 100 columns", () => {
    // 60 players at 6 tables, names of 20 letters: a column takes 23 characters with its rules,
    // so three tables fit beside «Место» (1 + 8 + 3 × 23 = 78; a fourth would make 101).
    const names = Array.from(
      { length: 60 },
      (_, i) => `Участник ${String(i + 1).padStart(2, "0")}`,
    );
    const long = names.map((name) => name.padEnd(20, "ь")).join("\n");
    const out = seating("--players", file("long.txt", long), "--tables", "6", "--games", "1");
    expect(out.status).toBe(0);
    const lines = out.stdout.trimEnd().split("\n");
    expect(lines.filter((line) => [...line].length > 100)).toEqual([]);
    expect(lines.filter((line) => line.startsWith("Тур"))).toEqual(["Тур 1", "Тур 1"]);
    const headers = lines
      .filter((line) => line.startsWith("│ Место"))
      .map((line) =>
        line
          .split("│")
          .slice(2, -1)
          .map((cell) => cell.trim()),
      );
    expect(headers).toEqual([
      ["Стол 1 · игра 1", "Стол 2 · игра 2", "Стол 3 · игра 3"],
      ["Стол 4 · игра 4", "Стол 5 · игра 5", "Стол 6 · игра 6"],
    ]);
    // Every player once, in the rows of seats 1 to 10.
    const seatRows = lines.filter((line) => /^│\s+\d+ │/.test(line));
    expect(seatRows.map((line) => Number(line.split("│")[1]))).toEqual([
      ...Array.from({ length: 10 }, (_, s) => s + 1),
      ...Array.from({ length: 10 }, (_, s) => s + 1),
    ]);
    const seated = seatRows.flatMap((line) =>
      line
        .split("│")
        .slice(2, -1)
        .map((c) => c.trim()),
    );
    expect([...seated].sort()).toEqual(names.map((name) => name.padEnd(20, "ь")).sort());
    // 60 players, one game each: 6 games of 45 pairs meet once, the other 1770 − 270 never.
    expect(lines.slice(-3)).toEqual([
      "Места: каждый игрок сидит на каждом месте 0–1 раз",
      "Пары: каждая пара игроков встречается за столом 0–1 раз",
      "Не встречаются ни разу: 1500 пар",
    ]);
  });

  it("--wide: a header and one line per game, the balance in words under it", () => {
    const out = seating("--players", "10", "--tables", "1", "--games", "2", "--wide");
    expect(out.status).toBe(0);
    const lines = out.stdout.trimEnd().split("\n");
    expect(lines[1]).toMatch(/Тур\s*│\s*Стол\s*│\s*Игра\s*│\s*1\s*│/);
    expect(lines.filter((l) => /^│\s+[12] │\s+1 │\s+[12] │/.test(l))).toHaveLength(2);
    // Ten players, two games of one table: every pair meets twice; the search seats no one twice
    // in one seat (the seat balance 0.8² · 2 + 0.2² · 8 = 1.6 a player is the least there is).
    expect(lines.slice(-2)).toEqual([
      "Места: каждый игрок сидит на каждом месте 0–1 раз",
      "Пары: каждая пара игроков встречается за столом 2 раза",
    ]);
  });

  it("errors: exit 1 and one line in Russian and English", () => {
    const notWhole = seating("--players", "25", "--tables", "2", "--games", "3");
    expect(notWhole.status).toBe(1);
    expect(notWhole.stdout).toBe("");
    expect(notWhole.stderr).toBe(
      "Рассадку составить нельзя: игроков 25, игр на каждого 3: 75 мест не делятся на игры по 10; подойдёт игр на игрока: 2 или 4 / No seating: 25 players × 3 games = 75 seats, not a whole number of games of 10; 2 or 4 games per player would work\n",
    );
    const few = seating("--players", "15", "--tables", "2", "--games", "2");
    expect(few.status).toBe(1);
    expect(few.stderr).toContain("2 table(s) need at least 20 players, there are 15");
    const missing = seating(
      "--players",
      path.join(scratch, "nope.txt"),
      "--tables",
      "1",
      "--games",
      "1",
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /^Не удалось прочитать «.*nope\.txt» \/ Cannot read “.*nope\.txt”: нет такого файла \/ no such file\n$/,
    );
    const team = seating(
      "--players",
      file("team.txt", "A;x\nB;x\nC;x\n" + "D\nE\nF\nG\nH\nI\nJ\nK\nL\nM\nN\nO\nP\nQ\nR\nS\nT\n"),
      "--tables",
      "2",
      "--games",
      "10",
    );
    expect(team.status).toBe(1);
    expect(team.stderr).toContain("team “x”: 3 players × 10 games need 30 places");
    const twice = seating(
      "--players",
      file("twice.txt", "Алёна\nалена\n"),
      "--tables",
      "1",
      "--games",
      "10",
    );
    expect(twice.stderr).toContain("is listed twice (no. 1 and no. 2)");
    const badNumber = seating("--players", "20", "--tables", "two", "--games", "10");
    expect(badNumber.status).toBe(1);
    expect(badNumber.stderr).toBe(
      "--tables: «two» — не целое число / “two” is not a whole number\n",
    );
  });

  it("usage mistakes: exit 2 with the usage, like the standings command", () => {
    const out = seating("-p", "20", "-t", "2");
    expect(out.status).toBe(2);
    expect(out.stderr.split("\n")[0]).toBe("Нужен --games / --games is missing");
    expect(seating("-p", "20").stderr.split("\n")[0]).toBe(
      "Нужны --tables и --games / --tables and --games are missing",
    );
    expect(seating("-f", "csv").stderr.split("\n")[0]).toBe(
      "Нужны --players, --tables и --games / --players, --tables and --games are missing",
    );
    expect(out.stderr).toContain("mafia-standings seating --players FILE|N");
    expect(
      seating("--players", "20", "--tables", "2", "--games", "2", "--format", "xml").status,
    ).toBe(2);
    expect(seating("--help").stdout).toContain("--players, -p");
  });
});
