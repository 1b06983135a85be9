/** The command line as a user runs it: build/cli.mjs as a subprocess, from the project's folder. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ["build/cli.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The JSON keys of the eleven columns every system's standings start with. */
export const STANDINGS_KEYS = [
  "place",
  "player",
  "points",
  "games",
  "wins",
  "losses",
  "bestPlayer",
  "donWins",
  "sheriffWins",
  "mafiaWins",
  "firstKilled",
];
