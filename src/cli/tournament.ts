/**
 * What the commands over games files share: the way out to the terminal, the rules, a games
 * file read and evaluated, its problems in words. The standings (main.ts), `stats` and `rating`
 * refuse a file in exactly the same words.
 */
import {
  describeInProgress,
  describeIssues,
  describeWarnings,
  evaluate,
  parseRules,
  quote,
  TableError,
  tableLang,
  type Evaluation,
  type Issue,
  type Lang,
  type ScoringSystem,
} from "../engine";
import type { ParsedCommand } from "./args";
import type { CsvTable } from "./csvTable";
import { readTable } from "./inputFile";
import { print, type Terminal } from "./terminal";

/** Why a command stops: the message for standard error and the exit code. */
export interface Failure {
  readonly ok: false;
  readonly status: number;
  readonly message: string;
}

/** Thousands of problems help no one: the first ones, then how many more. */
const MAX_PRINTED_PROBLEMS = 100;

/** The problems of the table (their rows are the file's lines), the first hundred in full. */
function problemReport(issues: readonly Issue[], lang: Lang, total = issues.length): string {
  return `${describeIssues(issues, lang, total, MAX_PRINTED_PROBLEMS)}\n`;
}

/**
 * `--rules NAME|FILE.csv`: a preset name, or a CSV of a rules range (SYSTEMS.md), read like the
 * games file (encodings, binary files). A problem comes back as the message to print, in the
 * language of `games`.
 */
export function readSystem(
  terminal: Terminal,
  rules: string | undefined,
  games: readonly (readonly unknown[])[],
): { ok: true; system: ScoringSystem } | Failure {
  let argument: unknown = rules;
  if (rules !== undefined && /\.(csv|tsv|txt)$/i.test(rules)) {
    const read = readTable(terminal, rules);
    if (!read.ok) return read;
    argument = read.table.rows;
  }
  const parsed = parseRules(argument);
  return parsed.ok
    ? { ok: true, system: parsed.system }
    : { ok: false, status: 1, message: `${describeIssues(parsed.issues, tableLang(games))}\n` };
}

/**
 * A file's table evaluated; a table that cannot be read, or with problems, is its report (exit 1).
 * The evaluation's warnings (headers ignored) go to standard error, after the problems if there
 * are any: they never change the exit code.
 */
export function evaluateTable(
  terminal: Terminal,
  table: CsvTable,
  system: ScoringSystem,
): { ok: true; evaluation: Evaluation } | Failure {
  let evaluation: Evaluation;
  try {
    evaluation = evaluate(table.rows, { system, rowNumbers: table.lines });
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    return { ok: false, status: 1, message: problemReport(error.issues, error.lang) };
  }
  const { issues, layout, problemCount, warnings } = evaluation;
  const warned = warnings.length > 0 ? `${describeWarnings(warnings, layout.lang)}\n` : "";
  if (problemCount > 0) {
    const message = problemReport(issues, layout.lang, problemCount) + warned;
    return { ok: false, status: 1, message };
  }
  if (warned !== "") print(terminal.stderr, warned);
  return { ok: true, evaluation };
}

/**
 * The games without a winner, which no figure counts, named in one line on standard error after
 * the output («В процессе, не учтены: игры 4, 7»): every output format says so, a CSV or JSON as
 * much as the table. Nothing when every game is finished. `file` names the file the games are
 * of, where a command reads several.
 */
export function printInProgress(terminal: Terminal, evaluation: Evaluation, file?: string): void {
  const lang = evaluation.layout.lang;
  const line = describeInProgress(evaluation, lang);
  if (line === "") return;
  const where = file === undefined ? "" : `${quote(file, lang)}: `;
  print(terminal.stderr, `${where}${line.charAt(0).toUpperCase()}${line.slice(1)}\n`);
}

/** One games file under `--rules`, read and evaluated: what the standings and `stats` show. */
export function loadTournament(
  terminal: Terminal,
  file: string,
  rules: string | undefined,
): { ok: true; evaluation: Evaluation; table: CsvTable } | Failure {
  const read = readTable(terminal, file);
  if (!read.ok) return read;
  const system = readSystem(terminal, rules, read.table.rows);
  if (!system.ok) return system;
  const evaluated = evaluateTable(terminal, read.table, system.system);
  return evaluated.ok ? { ...evaluated, table: read.table } : evaluated;
}

/** `--help` or a usage mistake of a subcommand: its usage or the mistake printed; the exit code. */
export function usageOutcome(
  parsed: Exclude<ParsedCommand, { kind: "run" }>,
  usage: string,
  terminal: Terminal,
): number {
  if (parsed.kind === "error") {
    print(terminal.stderr, `${parsed.message}\n`);
    return 2;
  }
  print(terminal.stdout, `${usage}\n`);
  return 0;
}
