/**
 * The command line as a function: `runCli(argv, terminal)` reads the arguments after the
 * program's name, writes to the terminal and returns the exit code. bin runs it on the process
 * (main.ts); the tests run it in their own process.
 */
import { parseCli, USAGE } from "./args";
import { runRating } from "./rating";
import { runSeating } from "./seating";
import { runSeries } from "./series";
import { runStandings } from "./standings";
import { runStats } from "./stats";
import { print, type Terminal } from "./terminal";

export type { Terminal } from "./terminal";

const VERSION = "0.1.0";

/** Each subcommand in its own module: it reads its arguments and returns the exit code. */
const SUBCOMMANDS: ReadonlyMap<string, (argv: readonly string[], terminal: Terminal) => number> =
  new Map([
    ["seating", runSeating],
    ["stats", runStats],
    ["rating", runRating],
    ["series", runSeries],
  ]);

export function runCli(argv: readonly string[], terminal: Terminal): number {
  const subcommand = SUBCOMMANDS.get(argv[0] ?? "");
  if (subcommand !== undefined) return subcommand(argv.slice(1), terminal);
  const parsed = parseCli(argv);
  switch (parsed.kind) {
    case "help":
      print(terminal.stdout, `${USAGE}\n`);
      return 0;
    case "version":
      print(terminal.stdout, `${VERSION}\n`);
      return 0;
    case "error":
      print(terminal.stderr, `${parsed.message}\n`);
      return 2;
    case "run":
      return runStandings(parsed.options, terminal);
  }
}
