import Table from "cli-table3";
import { stringify } from "csv-stringify/sync";
import { columnKey, type Cell, type Lang } from "../engine";
import type { Format } from "./args";
import { fitGrid, type FitOptions } from "./fit";
import type { TableBreak } from "./groups";
import { showControls } from "./terminalText";

/**
 * Prints a grid whose first row is its header, as an aligned table or as CSV. The table writes
 * numbers as `lang` does (13,5 in Russian: a secretary pastes it into a Russian sheet); a CSV
 * keeps its own format whatever the language.
 */
export function renderGrid(
  grid: readonly (readonly Cell[])[],
  format: "table" | "csv" | "excel",
  lang: Lang,
): string {
  const [header = [], ...rows] = grid;
  if (format === "csv") return stringify([header, ...rows].map((row) => row.map(csvSafe)));
  if (format === "excel") return excelCsv([header, ...rows]);
  const table = new Table({
    head: header.map((cell) => showControls(String(cell))),
    style: { head: [], border: [], compact: true },
    chars: { mid: "", "left-mid": "", "mid-mid": "", "right-mid": "" },
  });
  // Escaped before layout as well as on the way out (main.ts): cli-table3 measures a cell
  // without its escape sequences, so a raw ESC would leave the columns misaligned once shown.
  for (const row of rows) {
    table.push(
      row.map((cell) =>
        typeof cell === "number"
          ? { content: numberText(cell, lang), hAlign: "right" as const }
          : showControls(cell),
      ),
    );
  }
  return `${table.toString()}\n`;
}

/**
 * The grid as the table format prints it: every column under its full header when `wide`, else
 * fitted to the terminal (fit.ts) with its notes under it; `breaks` draw lines across it.
 */
export function renderTable(
  grid: readonly (readonly Cell[])[],
  lang: Lang,
  wide: boolean,
  breaks: readonly TableBreak[] = [],
  fit: FitOptions = {},
): string {
  const fitted = wide ? { grid, notes: [] } : fitGrid(grid, lang, fit);
  const table = withBreaks(renderGrid(fitted.grid, "table", lang), fitted.grid.slice(1), breaks);
  return table + fitted.notes.map((line) => `${line}\n`).join("");
}

/**
 * Lines across a drawn table before the data rows the breaks name: a rule, or a rule, a heading
 * across the table and a rule. A row takes as many lines as its tallest cell.
 */
function withBreaks(
  table: string,
  rows: readonly (readonly Cell[])[],
  breaks: readonly TableBreak[],
): string {
  if (breaks.length === 0) return table;
  const lines = table.split("\n");
  const top = lines[0] ?? "";
  const rule = (cross: string) => `├${top.slice(1, -1).replaceAll("┬", cross)}┤`;
  // Line 0 is the top border, line 1 the header (its cells are single words).
  const starts: number[] = [];
  let line = 2;
  for (const row of rows) {
    starts.push(line);
    line += Math.max(1, ...row.map((cell) => String(cell).split("\n").length));
  }
  const width = [...top].length;
  for (const { before, heading } of [...breaks].sort((a, b) => b.before - a.before)) {
    const at = starts[before];
    if (at === undefined) continue;
    const inserted =
      heading === undefined
        ? [rule("┼")]
        : [rule("┴"), `│ ${showControls(heading).padEnd(width - 4)} │`, rule("┬")];
    lines.splice(at, 0, ...inserted);
  }
  return lines.join("\n");
}

/**
 * The machine format: an array of objects whose keys are the same English words whatever the
 * language of the table, so a script reading it never depends on the organiser's headers.
 */
export function renderJson(records: readonly object[] | object): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}

/**
 * A grid's rows as JSON objects: `keys` name its columns (the English headers in camelCase of
 * the statistics), and an empty cell — a ratio with nothing to divide by — is null.
 */
export function gridRecords(
  rows: readonly (readonly Cell[])[],
  keys: readonly string[],
): Record<string, Cell | null>[] {
  return rows.map((row) =>
    Object.fromEntries(keys.map((key, i) => [key, row[i] === "" ? null : (row[i] ?? null)])),
  );
}

/**
 * A CSV is often opened in a spreadsheet again, which runs any text starting with = + - @ as a
 * formula: a player named «=HYPERLINK(…)» must come out as text. The apostrophe is the usual
 * spreadsheet escape; numbers are left as they are.
 */
function csvSafe(cell: Cell): Cell {
  return typeof cell === "string" && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * `--excel`: the CSV that Excel in a Russian locale opens as columns, without asking: «;» between
 * cells and a decimal comma (Excel reads a bare line feed as a line end). The file's byte order
 * mark, which makes Excel read UTF-8, is `excelFile`'s: an output may hold several grids.
 */
function excelCsv(grid: readonly (readonly Cell[])[]): string {
  const cells = grid.map((row) =>
    row.map((cell) => (typeof cell === "number" ? String(cell).replace(".", ",") : csvSafe(cell))),
  );
  return stringify(cells, { delimiter: ";" });
}

/** The byte order mark that starts an `--excel` output: Excel reads the file as UTF-8. */
export function excelFile(text: string, format: Format): string {
  return format === "excel" ? `\uFEFF${text}` : text;
}

/** A number as the table shows it: a decimal comma in Russian («13,5»), a point in English. */
function numberText(value: number, lang: Lang): string {
  return lang === "ru" ? String(value).replace(".", ",") : String(value);
}

/** JSON keys for a table's columns: its English header in camelCase («Red rating» → redRating). */
export function headerKeys(english: readonly Cell[]): string[] {
  return english.map((header) => columnKey({ ru: String(header), en: String(header) }));
}

/**
 * A table of the statistics in the format asked for: in JSON one object per row, keyed by
 * `keys`; as a table, `fit` says how it is narrowed to the terminal (unless `wide`).
 */
export function renderView(
  grid: readonly (readonly Cell[])[],
  keys: readonly string[],
  format: Format,
  table: { readonly lang: Lang; readonly wide: boolean; readonly fit?: FitOptions },
): string {
  if (format === "table") return renderTable(grid, table.lang, table.wide, [], table.fit);
  if (format !== "json") return renderGrid(grid, format, table.lang);
  return renderJson(gridRecords(grid.slice(1), keys));
}
