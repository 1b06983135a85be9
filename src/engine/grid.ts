import { columnValue, standingsColumns } from "./columns";
import type { Lang, Standing } from "./model";
import type { ScoringSystem } from "./system";

/** A cell of a table the product hands out (a custom function's result, a sheet, the CLI). */
export type Cell = string | number;
export type Grid = Cell[][];

/** The standings as MAFIA_STANDINGS shows them: the system's columns (SYSTEMS.md, "Standings columns"). */
export function standingsGrid(
  standings: readonly Standing[],
  lang: Lang,
  system: ScoringSystem,
): Grid {
  const columns = standingsColumns(system);
  return [
    columns.map((column) => column.header[lang]),
    ...standings.map((s) => columns.map((column) => columnValue(s, column))),
  ];
}
