/**
 * Any file of 10 MB — junk, blank lines, one endless line, a row wider than any sheet, rows
 * wrong in every cell — is answered within 600 MB peak: the CLI as a subprocess, its peak
 * resident memory read from the process itself (resourceUsage().maxRSS) when it exits, with the
 * V8 heap capped as well so that a regression fails here rather than swapping the machine.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "mafia-memory-"));
const PEAK_LIMIT_KB = 600 * 1024;
const TEN_MB = 10 * 1000 * 1000;

beforeAll(() => {
  // Loaded before the CLI: writes the process's peak resident set size on exit.
  writeFileSync(
    path.join(scratch, "peak.cjs"),
    'process.on("exit", () => require("node:fs").writeFileSync(process.env.MAFIA_PEAK_FILE, String(process.resourceUsage().maxRSS)));\n',
  );
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A file of about 10 MB: `line` repeated, or `text` as given. */
function tenMegabytes(name: string, line: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, line.repeat(Math.floor(TEN_MB / Buffer.byteLength(line))));
  return file;
}

function runMeasured(file: string) {
  const peakFile = `${file}.peak`;
  const result = spawnSync(
    process.execPath,
    [
      "--max-old-space-size=600",
      "--require",
      path.join(scratch, "peak.cjs"),
      "build/cli.mjs",
      file,
      "-f",
      "json",
    ],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, MAFIA_PEAK_FILE: peakFile },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    peakKb: Number(readFileSync(peakFile, "utf8")),
  };
}

describe("memory on 10 MB inputs", () => {
  it("five million junk lines (`1`): refused at the row limit, one line, within 600 MB", () => {
    const file = tenMegabytes("ones.csv", "1\n");
    const { status, stdout, stderr, peakKb } = runMeasured(file);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `«${file}»: больше 200000 строк с данными (строка 200001) — это не протокол турнира / “${file}”: more than 200000 rows of data (line 200001): not a tournament's games table\n`,
    );
    expect(peakKb).toBeLessThan(PEAK_LIMIT_KB);
  }, 120_000);

  it("ten million blank lines, or five million of bare commas: an empty file, within 600 MB", () => {
    for (const file of [tenMegabytes("blank.csv", "\n"), tenMegabytes("commas.csv", ",\n")]) {
      const { status, stderr, peakKb } = runMeasured(file);
      expect(status, file).toBe(1);
      expect(stderr, file).toBe(
        `«${file}» — пустой файл, в нём нет ни одной строки / “${file}” is empty: not a single row\n`,
      );
      expect(peakKb, file).toBeLessThan(PEAK_LIMIT_KB);
    }
  }, 120_000);

  it("one line of 10 MB, and one row of five million cells", () => {
    const long = path.join(scratch, "long-line.csv");
    writeFileSync(long, "x".repeat(TEN_MB));
    const wide = path.join(scratch, "wide-row.csv");
    writeFileSync(wide, "1,".repeat(TEN_MB / 2));
    for (const file of [long, wide]) {
      const { status, peakKb } = runMeasured(file);
      expect(status, file).toBe(0); // a table with no finished game: empty standings
      expect(peakKb, file).toBeLessThan(PEAK_LIMIT_KB);
    }
  }, 120_000);

  it("rows wrong in every cell, each its own finished game, up to the row limit: the first hundred problems, within 600 MB", () => {
    const file = path.join(scratch, "all-wrong.csv");
    const rows = Array.from({ length: 199_999 }, (_, i) => `${i + 1},x,,М,К,x,x,x,x,x,x\n`);
    writeFileSync(
      file,
      `Игра,Место,Игрок,Роль,Победили,Убит в первую ночь,Лучший ход,Правильная кандидатура,Лучший игрок,Замечания,Удаление\n${rows.join("")}`,
    );
    const { status, stderr, peakKb } = runMeasured(file);
    expect(status).toBe(1);
    const lines = stderr.trimEnd().split("\n");
    // One mistake repeated on every row is one line naming its rows.
    expect(lines).toHaveLength(102);
    expect(lines[1]).toBe(
      "строки 2–200000, «Место»: «x» — не место за столом (нужно число от 1 до 10)",
    );
    expect(lines[101]).toMatch(/^…и ещё \d+$/);
    expect(peakKb).toBeLessThan(PEAK_LIMIT_KB);
  }, 120_000);

  it("a season of 10,000 real games (100,000 rows, 8 MB) is read in full, within 600 MB", () => {
    const [header, ...body] = readFileSync(
      path.join(root, "examples/tournament.csv"),
      "utf8",
    ).split("\n");
    // The twelve finished games of the example, renumbered 834 times.
    const games = body.filter((line) => /^(?:[1-9]|1[0-2]),/.test(line));
    expect(games).toHaveLength(120);
    const lines = [header];
    for (let copy = 0; copy < 834; copy++) {
      for (const line of games)
        lines.push(line.replace(/^(\d+),/, (_, id: string) => `${copy * 100 + Number(id)},`));
    }
    const file = path.join(scratch, "season.csv");
    writeFileSync(file, `${lines.join("\n")}\n`);
    const { status, stdout, peakKb } = runMeasured(file);
    expect(status).toBe(0);
    const standings = JSON.parse(stdout) as { player: string; games: number }[];
    // Лис plays 10 of the 12 finished games, so 8,340 of the 10,008.
    expect(standings.find((s) => s.player === "Лис")?.games).toBe(8340);
    expect(peakKb).toBeLessThan(PEAK_LIMIT_KB);
  }, 120_000);
});
