/**
 * The program bin runs (build/cli.mjs): the command line on this process. The one file of
 * src/cli that touches `process`.
 */
import { readFileSync } from "node:fs";
import { runCli } from "./index";

process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  // `mafia-standings … | head`: the reader has gone, which is no failure.
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
process.exitCode = runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  // File descriptor 0: standard input, read to its end.
  stdin: () => readFileSync(0),
  cwd: process.cwd(),
});
