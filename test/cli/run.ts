/**
 * The command line as a user runs it, in the test's own process: `runCli` with the arguments
 * after the program's name, from the project's folder, its output collected.
 * (test/cli/smoke.test.ts runs the built program itself.)
 *
 * runCli is src/cli/index.ts as the build bundles it (build/runCli.mjs, made by the global
 * setup before any test): Vitest's transform of each module of src/ turns every call across
 * modules into a property read, which made the seating search several times slower.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as Cli from "../../src/cli";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const bundle = pathToFileURL(path.join(root, "build/runCli.mjs")).href;
const { runCli } = (await import(bundle)) as typeof Cli;

export interface CliResult {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function cli(...args: string[]): CliResult {
  return cliWithInput("", ...args);
}

/** The command line with `input` on its standard input. */
export function cliWithInput(input: string | Uint8Array, ...args: string[]): CliResult {
  let stdout = "";
  let stderr = "";
  const status = runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    stdin: () => (typeof input === "string" ? Buffer.from(input) : input),
    cwd: root,
  });
  return { status, stdout, stderr };
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
