/**
 * `mafia-standings series FILE…` and the standings over several files, as a user runs them
 * (SERIES.md, "Command line"). The season is worked out by hand (test/engine/seasonHelpers.ts:
 * each tournament one game whose players take places 1 to 10 in the order given).
 */
import { describe, expect, it } from "vitest";
import { placedGame, SEASON_HEADER, ten } from "../engine/seasonHelpers";
import { cli, scratchFolder } from "./statsFixtures";

const scratchFile = scratchFolder("mafia-series-");
const csv = (rows: unknown[][]) =>
  rows
    .map((row) => row.map((cell) => (cell === false ? "FALSE" : String(cell))).join(","))
    .join("\n") + "\n";
/** The header and rows without «Турнир» and «Вес турнира». */
const plain = (rows: unknown[][]) =>
  csv([SEASON_HEADER.slice(0, 11), ...rows.map((r) => r.slice(0, 11))]);

const P = ten("P");
const CUP = placedGame(1, "Кубок", P);
const LEAGUE = placedGame(1, "Лига", [P[1], P[0], ...P.slice(2)] as string[]);
/** Кубок: P0 10 … P9 1; Лига: P1 10, P0 9, P2 8 … P9 1 (by field). */
const EXPECTED = [
  "Место,Игрок,Очки,Турниров,Отброшено,Кубок,Лига",
  "1,P1,19,2,0,9,10",
  "1,P0,19,2,0,10,9",
  "3,P2,16,2,0,8,8",
];

describe("mafia-standings series", () => {
  it("one file with a «Турнир» column is the season", () => {
    const file = scratchFile(csv([SEASON_HEADER, ...CUP, ...LEAGUE]));
    const { status, stdout, stderr } = cli("series", file, "--format", "csv");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout.split("\n").slice(0, 4)).toEqual(EXPECTED);
  });

  it("several files without the column: each a tournament named after its file, in order", () => {
    const cup = scratchFile(plain(CUP), "Кубок.csv");
    const league = scratchFile(plain(LEAGUE), "Лига.csv");
    const { status, stdout } = cli("series", cup, league, "--format", "csv");
    expect(status).toBe(0);
    expect(stdout.split("\n").slice(0, 4)).toEqual(EXPECTED);
    const reversed = cli("series", league, cup, "-f", "csv").stdout.split("\n");
    expect(reversed[0]).toBe("Место,Игрок,Очки,Турниров,Отброшено,Лига,Кубок");
  });

  it("several files with the column give their rows together; a file without it is refused", () => {
    const cup = scratchFile(csv([SEASON_HEADER, ...CUP]));
    const league = scratchFile(csv([SEASON_HEADER, ...LEAGUE]));
    expect(cli("series", cup, league, "-f", "csv").stdout.split("\n").slice(0, 4)).toEqual(
      EXPECTED,
    );
    const bare = scratchFile(plain(LEAGUE), "bare.csv");
    const refused = cli("series", cup, bare);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("есть столбец «Турнир», а в «");
  });

  it("JSON: place, player, points, tournaments, dropped and results by tournament", () => {
    const file = scratchFile(csv([SEASON_HEADER, ...CUP, ...LEAGUE]));
    const rules = scratchFile("Серия: лучших турниров,1\n", "rules.csv");
    const records = JSON.parse(cli("series", file, "-f", "json", "-r", rules).stdout) as unknown[];
    // Best 1: P1 10 (9 dropped), P0 10 (9 dropped): equal, one first place each, P1's rows first.
    expect(records.slice(0, 2)).toEqual([
      {
        place: 1,
        player: "P1",
        points: 10,
        tournaments: 2,
        dropped: 9,
        results: { Кубок: 9, Лига: 10 },
      },
      {
        place: 1,
        player: "P0",
        points: 10,
        tournaments: 2,
        dropped: 9,
        results: { Кубок: 10, Лига: 9 },
      },
    ]);
  });

  it("the table fits 100 columns, as many tournaments as fit; --wide shows every one", () => {
    const names = Array.from({ length: 12 }, (_, i) => `Турнир номер ${i + 1}`);
    const file = scratchFile(
      csv([SEASON_HEADER, ...names.flatMap((name) => placedGame(1, name, P))]),
    );
    const table = cli("series", file);
    expect(table.status).toBe(0);
    const lines = table.stdout.split("\n");
    expect(Math.max(...lines.map((line) => [...line].length))).toBeLessThanOrEqual(100);
    expect(table.stdout).toContain("Турнир номер 1 ");
    expect(table.stdout).not.toContain("Турнир номер 12");
    expect(table.stdout).toMatch(/Не поместились ещё \d+ столбц\S*: все столбцы — с --wide\./);
    expect(table.stdout).toContain("Турниров: 12, игроков: 10.");
    expect(cli("series", file, "--wide").stdout).toContain("Турнир номер 12");
  });

  it("a finished game's problem names its tournament, which for a file is the file's name", () => {
    const broken = CUP.map((row) => [...row]);
    broken[0]![3] = "Шериф";
    const file = scratchFile(plain(broken), "Кубок.csv");
    const { status, stderr } = cli("series", file, scratchFile(plain(LEAGUE), "Лига.csv"));
    expect(status).toBe(1);
    expect(stderr).toContain("Игра 1 (турнир «Кубок»)");
  });
});

describe("the standings over several files", () => {
  it("read as one table, each file's games apart though their ids repeat", () => {
    const cup = scratchFile(plain(CUP), "a.csv");
    const league = scratchFile(plain(LEAGUE), "b.csv");
    const { status, stdout, stderr } = cli(cup, league, "--format", "csv");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    // P0: the Sheriff's win in the first (4) and a Civilian's win in the second (3).
    expect(stdout.split("\n")[1]).toMatch(/^1,P0,7,2,2,0,/);
    const one = cli(cup, "--format", "csv").stdout.split("\n")[1];
    expect(one).toMatch(/^1,P0,4,1,1,0,/);
  });
});
