/**
 * `--players FILE`: the organiser's roster, as the sheet's «Участники» is. Each player of the
 * games missing from it is warned on standard error with the closest roster name (the engine's
 * rosterWarnings, the sheet's own check); a warning never changes the standings or the exit code.
 */
import {
  describeRosterWarning,
  moreProblems,
  rosterFromRows,
  rosterWarnings,
  type Evaluation,
} from "../engine";
import { readTable } from "./inputFile";
import type { Terminal } from "./terminal";
import type { Failure } from "./tournament";

/** A wrong file given as the roster would warn of every player: the first ones, then how many. */
const MAX_PRINTED_WARNINGS = 100;

/**
 * The roster file's warnings for `evaluation`, one a line ("" when every player is on it), or
 * why the file cannot be a roster: unreadable (exit 2), not text or without a single name (1).
 */
export function rosterReport(
  terminal: Terminal,
  file: string,
  evaluation: Evaluation,
): { ok: true; text: string } | Failure {
  const read = readTable(terminal, file);
  if (!read.ok) return read;
  const names = rosterFromRows(read.table.rows).map((entry) => entry.name);
  if (names.length === 0) {
    return {
      ok: false,
      status: 1,
      message: `В «${file}» нет ни одного имени игрока / “${file}” lists no player names\n`,
    };
  }
  const lang = evaluation.layout.lang;
  const warnings = rosterWarnings(evaluation, names);
  const lines = warnings
    .slice(0, MAX_PRINTED_WARNINGS)
    .map((warning) => describeRosterWarning(warning, lang));
  if (warnings.length > MAX_PRINTED_WARNINGS)
    lines.push(moreProblems(warnings.length - MAX_PRINTED_WARNINGS, lang));
  return { ok: true, text: lines.map((line) => `${line}\n`).join("") };
}
