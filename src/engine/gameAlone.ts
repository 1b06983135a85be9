/**
 * One game scored on its own, as the judges' form previews it and the game store reports it on a
 * save: judged exactly as in a table, weighted by its stage, a final scored even while the rules
 * hide it, and without Ci — a game alone would always earn the full C (SYSTEMS.md).
 */
import { evaluate, type Evaluation } from "./evaluate";
import { rounded } from "./figures";
import type { Issue } from "./issues";
import type { ScoringSystem } from "./system";
import { TableError, type TableValues } from "./table";
import type { Lang } from "./terms";

export type GameAlone =
  /** Each seat's points in the order of the rows, rounded as handed out. */
  | { readonly ok: true; readonly points: readonly number[] }
  /** Why the rows are not one finished, valid game (none listed while it is in progress). */
  | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * `values`: a header and the rows of one game. The header is row 0, so a problem's row is the
 * number of the game's row (1 for the first).
 */
export function scoreGameAlone(values: TableValues, system: ScoringSystem, lang?: Lang): GameAlone {
  let evaluation: Evaluation;
  try {
    evaluation = evaluate(values, {
      firstRow: 0,
      lang,
      system: { ...system, compensation: 0, hideFinal: false },
    });
  } catch (error) {
    if (error instanceof TableError) return { ok: false, issues: error.issues };
    throw error;
  }
  const game = evaluation.games[0];
  if (evaluation.issues.length > 0 || evaluation.games.length !== 1 || game?.status !== "finished")
    return { ok: false, issues: evaluation.issues };
  return { ok: true, points: game.scores.map((score) => rounded(score.points)) };
}
