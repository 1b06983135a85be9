/**
 * The one test of the program itself: bin/mafia-standings.mjs run as a user runs it, in a
 * process of its own, on the example tournament. Every other test of the command line calls
 * runCli in process (test/cli/run.ts); this one checks what only the real program has: bin
 * finding build/cli.mjs, its arguments, its output streams and its exit code.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, root } from "./run";

function program(...args: string[]) {
  return spawnSync(process.execPath, ["bin/mafia-standings.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
  });
}

describe("the built program", () => {
  it("prints the example tournament's standings exactly as runCli does, exit 0", () => {
    const result = program("examples/tournament.csv");
    expect(result.stderr).toBe("В процессе, не учтены: игра 13\n");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Лис");
    expect(result.stdout).toBe(cli("examples/tournament.csv").stdout);
  });

  it("reads the games from standard input when the file is «-»", () => {
    const input = readFileSync(path.join(root, "examples/tournament.csv"));
    const result = spawnSync(process.execPath, ["bin/mafia-standings.mjs", "-", "-f", "json"], {
      cwd: root,
      encoding: "utf8",
      input,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(cli("examples/tournament.csv", "-f", "json").stdout);
  });

  it("a usage mistake: its message on standard error, exit 2", () => {
    const result = program("examples/tournament.csv", "--format", "xml");
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("xml");
  });
});
