import Table from "cli-table3";
import { stringify } from "csv-stringify/sync";
import type { Cell } from "../functions/customFunctions";
import type { Format } from "./args";

/** Prints a grid whose first row is its header, in the chosen format. */
export function renderGrid(grid: readonly (readonly Cell[])[], format: Format): string {
  const [header = [], ...rows] = grid;
  if (format === "csv") return stringify([header, ...rows] as Cell[][]);
  if (format === "json") {
    const objects = rows.map((row) => Object.fromEntries(header.map((name, i) => [String(name), row[i] ?? ""])));
    return `${JSON.stringify(objects, null, 2)}\n`;
  }
  const table = new Table({
    head: header.map(String),
    style: { head: [], border: [], compact: true },
    chars: { mid: "", "left-mid": "", "mid-mid": "", "right-mid": "" },
  });
  for (const row of rows) {
    table.push(row.map((cell) => (typeof cell === "number" ? { content: formatNumber(cell), hAlign: "right" as const } : cell)));
  }
  return `${table.toString()}\n`;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
