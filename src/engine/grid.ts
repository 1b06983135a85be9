import { columnValue, standingsColumns } from "./columns";
import type { Evaluation } from "./evaluate";
import type { Lang, Stage } from "./terms";

/** A cell of a table the product hands out (a custom function's result, a sheet, the CLI). */
export type Cell = string | number;
export type Grid = Cell[][];

/** The stages of an evaluation's finished games, in the order main, semi-final, final. */
export function finishedStages(evaluation: Pick<Evaluation, "games">): Stage[] {
  const stages = new Set(
    evaluation.games.filter((g) => g.status === "finished").map((g) => g.stage),
  );
  return (["main", "semi", "final"] as const).filter((stage) => stages.has(stage));
}

/**
 * The standings as MAFIA_STANDINGS shows them: the system's columns (SYSTEMS.md, "Standings
 * columns") and the stages' (STAGES.md); a player without a place has an empty place cell.
 */
export function standingsGrid(
  evaluation: Pick<Evaluation, "games" | "standings" | "system">,
  lang: Lang,
): Grid {
  const columns = standingsColumns(evaluation.system, finishedStages(evaluation));
  return [
    columns.map((column) => column.header[lang]),
    ...evaluation.standings.map((s) => columns.map((column) => columnValue(s, column))),
  ];
}
