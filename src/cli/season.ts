/**
 * Several games files read as one table (SERIES.md, "Command line"): a season kept as one file
 * per evening or per tournament. Columns are joined by what their headers name, whatever each
 * file calls them or where it puts them; each row keeps the line of its own file. Files without
 * a «Турнир» column are each one tournament, named after the file: their games stay apart, so
 * game ids may repeat between files. Files with the column give their rows as they are.
 */
import path from "node:path";
import {
  cellText,
  headerMeaning,
  SEASON_HEADERS,
  tableLang,
  type Evaluation,
  type Lang,
} from "../engine";
import type { CsvTable } from "./csvTable";
import { readTable, STDIN } from "./inputFile";
import { print, type Terminal } from "./terminal";
import { evaluateTable, readSystem, type Failure } from "./tournament";

/** A file's name as a tournament's: without its folder and extension. */
export function tournamentName(file: string): string {
  if (file === STDIN) return file;
  return path.basename(file).replace(/\.(csv|tsv|txt)$/i, "");
}

/** The tables of files joined into one, its header the first file's language. */
export function joinTables(
  parts: readonly { readonly file: string; readonly table: CsvTable }[],
): { ok: true; table: CsvTable } | Failure {
  const header: string[] = [];
  const columnOf = new Map<string, number>();
  const maps = parts.map(({ table }) =>
    (table.rows[0] ?? []).map((cell) => {
      const text = cellText(cell);
      if (text === "") return -1;
      const meaning = headerMeaning(text);
      let column = columnOf.get(meaning);
      if (column === undefined) {
        column = header.length;
        columnOf.set(meaning, column);
        header.push(text);
      }
      return column;
    }),
  );
  const withColumn = parts.filter((_, i) => hasTournament(parts[i]?.table));
  if (withColumn.length > 0 && withColumn.length < parts.length) {
    const lacking = parts.find(({ table }) => !hasTournament(table))?.file ?? "";
    const having = withColumn[0]?.file ?? "";
    return {
      ok: false,
      status: 1,
      message:
        `В «${having}» есть столбец «Турнир», а в «${lacking}» нет: добавьте его во все файлы ` +
        `или уберите из всех / “${having}” has a “Tournament” column and “${lacking}” has not: ` +
        `add it to every file or to none\n`,
    };
  }
  const named = withColumn.length === 0;
  const lang: Lang = tableLang(parts[0]?.table.rows ?? []);
  if (named) header.push(SEASON_HEADERS.tournament[lang]);
  const rows: string[][] = [header];
  const lines: number[] = [parts[0]?.table.lines[0] ?? 1];
  parts.forEach(({ file, table }, p) => {
    const map = maps[p] ?? [];
    const name = tournamentName(file);
    table.rows.slice(1).forEach((cells, r) => {
      const row = new Array<string>(header.length).fill("");
      cells.forEach((cell, c) => {
        const column = map[c] ?? -1;
        if (column >= 0) row[column] = cell;
      });
      if (named) row[header.length - 1] = name;
      rows.push(row);
      lines.push(table.lines[r + 1] ?? 0);
    });
  });
  return { ok: true, table: { rows, lines } };
}

function hasTournament(table: CsvTable | undefined): boolean {
  return (table?.rows[0] ?? []).some((cell) => headerMeaning(cell) === "tournament");
}

/**
 * Games files under `--rules`, read, joined and evaluated as one table; the rules' messages in
 * the first file's language. Any file that cannot be read is said, each one, before stopping.
 */
export function loadSeason(
  terminal: Terminal,
  files: readonly string[],
  rules: string | undefined,
  join: "always" | "several",
): { ok: true; evaluation: Evaluation } | Failure {
  const parts: { file: string; table: CsvTable }[] = [];
  let failed: Failure | undefined;
  for (const file of files) {
    const read = readTable(terminal, file);
    if (read.ok) parts.push({ file, table: read.table });
    else {
      if (failed !== undefined) print(terminal.stderr, failed.message);
      failed = read;
    }
  }
  if (failed !== undefined) return failed;
  const first = parts[0]?.table.rows ?? [];
  const system = readSystem(terminal, rules, first);
  if (!system.ok) return system;
  const single = parts.length === 1 && join === "several";
  const joined = single ? { ok: true as const, table: parts[0]?.table } : joinTables(parts);
  if (!joined.ok) return joined;
  return evaluateTable(terminal, joined.table ?? { rows: [], lines: [] }, system.system);
}
