import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { describeIssues, evaluate, HEADERS, parseRules, POINTS_HEADER, ROLE_NAMES, rounded, standingsColumns, TableError, tableLang, type Evaluation, type ScoringSystem, type SeatRow } from "../engine";
import { standingsGrid, type Cell } from "../functions/customFunctions";
import { parseCli, USAGE, type CliOptions } from "./args";
import { renderGrid, renderJson } from "./render";
import { runSeating } from "./seating";

const VERSION = "0.1.0";

/** Every seat row with its points (null until its game is finished), grouped by game in order of first row. */
function seatsWithPoints(evaluation: Evaluation): { row: SeatRow; points: number | null }[] {
  return evaluation.games.flatMap((game) =>
    game.rows.map((row, i) => ({ row, points: game.status === "finished" ? (game.points[i] as number) : null })),
  );
}

/** The `--points` table, headed in the table's language. */
function pointsGrid(evaluation: Evaluation): Cell[][] {
  const lang = evaluation.layout.lang;
  const grid: Cell[][] = [[HEADERS.game[lang], HEADERS.seat[lang], HEADERS.player[lang], HEADERS.role[lang], POINTS_HEADER[lang]]];
  for (const { row, points } of seatsWithPoints(evaluation)) {
    grid.push([row.gameLabel, row.seat ?? "", row.player, row.role ? ROLE_NAMES[row.role][lang] : "", points ?? ""]);
  }
  return grid;
}

/** `--format json` of the standings: stable English keys, numbers as numbers. */
function standingsRecords(evaluation: Evaluation): object[] {
  const columns = standingsColumns(evaluation.system);
  return evaluation.standings.map((s) => Object.fromEntries(columns.map((column) => [column.json, column.value(s)])));
}

/** `--format json --points`: one object per seat row; `points` is null for a game in progress. */
function pointsRecords(evaluation: Evaluation): object[] {
  return seatsWithPoints(evaluation).map(({ row, points }) => ({ game: row.gameLabel, seat: row.seat, player: row.player, role: row.role, points }));
}

/**
 * Google Sheets exports commas; a CSV saved by a spreadsheet in a Russian locale uses
 * semicolons, and a copied range tabs. Read as commas, such a file is one column and every
 * game looks unfinished: the standings would be silently empty. The header line decides.
 */
function delimiterOf(text: string): string {
  const end = text.search(/\r?\n/);
  const firstLine = end < 0 ? text : text.slice(0, end);
  const count = (d: string) => firstLine.split(d).length - 1;
  const best = [";", "\t"].find((d) => count(d) > count(","));
  return best ?? ",";
}

function summary(evaluation: Evaluation): string {
  const finished = evaluation.games.filter((game) => game.status === "finished").length;
  const open = evaluation.games.filter((game) => game.status === "in-progress").length;
  const players = evaluation.standings.length;
  return evaluation.layout.lang === "ru"
    ? `Сыграно игр: ${finished}, игроков: ${players}${open ? `, игр в процессе (не учтены): ${open}` : ""}.\n`
    : `Finished games: ${finished}, players: ${players}${open ? `, games in progress (not counted): ${open}` : ""}.\n`;
}

/**
 * `--rules NAME|FILE.csv`: a preset name, or a CSV of a rules range (SYSTEMS.md). A problem
 * comes back as the message to print, in the language of the games table.
 */
async function readSystem(rules: string | undefined, games: readonly (readonly unknown[])[]): Promise<ScoringSystem | string> {
  const lang = tableLang(games);
  let argument: unknown = rules;
  if (rules !== undefined && /\.(csv|tsv|txt)$/i.test(rules)) {
    try {
      const text = await readFile(rules, "utf8");
      argument = parse(text, { bom: true, relax_column_count: true, delimiter: delimiterOf(text) });
    } catch (error) {
      return `Не удалось прочитать правила «${rules}» / Cannot read the rules “${rules}”: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`;
    }
    if ((argument as unknown[]).length === 0) return `Файл правил «${rules}» пуст / The rules file “${rules}” is empty\n`;
  }
  const parsed = parseRules(argument);
  return parsed.ok ? parsed.system : `${describeIssues(parsed.issues, lang)}\n`;
}

async function run(options: CliOptions): Promise<number> {
  let text: string;
  try {
    text = await readFile(options.file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "нет такого файла / no such file"
        : code === "EISDIR"
          ? "это папка, а не файл / it is a folder, not a file"
          : code === "EACCES"
            ? "нет доступа / permission denied"
            : (code ?? (error as Error).message);
    process.stderr.write(`Не удалось прочитать «${options.file}» / Cannot read “${options.file}”: ${why}\n`);
    return 2;
  }
  let rows: string[][];
  try {
    // Empty lines are kept (as blank rows) so that messages name the line the user sees.
    rows = parse(text, { bom: true, relax_column_count: true, delimiter: delimiterOf(text) });
  } catch (error) {
    process.stderr.write(`«${options.file}» — не CSV / “${options.file}” is not valid CSV: ${(error as Error).message}\n`);
    return 1;
  }
  const system = await readSystem(options.rules, rows);
  if (typeof system === "string") {
    process.stderr.write(system);
    return 1;
  }
  let evaluation: Evaluation;
  try {
    evaluation = evaluate(rows, { system });
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    process.stderr.write(`${describeIssues(error.issues, error.lang)}\n`);
    return 1;
  }
  if (evaluation.problemCount > 0) {
    process.stderr.write(`${describeIssues(evaluation.issues, evaluation.layout.lang, evaluation.problemCount)}\n`);
    return 1;
  }
  if (options.format === "json") {
    process.stdout.write(renderJson(options.points ? pointsRecords(evaluation) : standingsRecords(evaluation)));
    return 0;
  }
  const grid = options.points ? pointsGrid(evaluation) : standingsGrid(evaluation.standings, evaluation.layout.lang, evaluation.system);
  process.stdout.write(renderGrid(grid, options.format));
  if (options.format === "table") process.stdout.write(summary(evaluation));
  return 0;
}

async function main(): Promise<void> {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  if (process.argv[2] === "seating") {
    process.exitCode = await runSeating(process.argv.slice(3));
    return;
  }
  const parsed = parseCli(process.argv.slice(2));
  switch (parsed.kind) {
    case "help":
      process.stdout.write(`${USAGE}\n`);
      return;
    case "version":
      process.stdout.write(`${VERSION}\n`);
      return;
    case "error":
      process.stderr.write(`${parsed.message}\n`);
      process.exitCode = 2;
      return;
    case "run":
      process.exitCode = await run(parsed.options);
  }
}

await main();
