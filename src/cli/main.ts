import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { describeIssues, evaluate, HEADERS, POINTS_HEADER, ROLE_NAMES, TableError, type Evaluation } from "../engine";
import { standingsGrid, type Cell } from "../functions/customFunctions";
import { parseCli, USAGE, type CliOptions } from "./args";
import { renderGrid } from "./render";

const VERSION = "0.1.0";

/** Every seat row with its points, in table order (the CLI's `--points`). */
function pointsGrid(evaluation: Evaluation): Cell[][] {
  const lang = evaluation.layout.lang;
  const grid: Cell[][] = [[HEADERS.game[lang], HEADERS.seat[lang], HEADERS.player[lang], HEADERS.role[lang], POINTS_HEADER[lang]]];
  for (const game of evaluation.games) {
    game.rows.forEach((row, i) => {
      const points = game.status === "finished" ? (game.points[i] as number) : "";
      grid.push([row.gameLabel, row.seat ?? "", row.player, row.role ? ROLE_NAMES[row.role][lang] : "", points]);
    });
  }
  return grid;
}

function summary(evaluation: Evaluation): string {
  const finished = evaluation.games.filter((game) => game.status === "finished").length;
  const open = evaluation.games.filter((game) => game.status === "in-progress").length;
  const players = evaluation.standings.length;
  return evaluation.layout.lang === "ru"
    ? `Сыграно игр: ${finished}, игроков: ${players}${open ? `, игр в процессе (не учтены): ${open}` : ""}.\n`
    : `Finished games: ${finished}, players: ${players}${open ? `, games in progress (not counted): ${open}` : ""}.\n`;
}

async function run(options: CliOptions): Promise<number> {
  let text: string;
  try {
    text = await readFile(options.file, "utf8");
  } catch (error) {
    process.stderr.write(`Не удалось прочитать «${options.file}» / Cannot read “${options.file}”: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    return 2;
  }
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    process.stderr.write(`«${options.file}» — не CSV / “${options.file}” is not valid CSV: ${(error as Error).message}\n`);
    return 1;
  }
  let evaluation: Evaluation;
  try {
    evaluation = evaluate(rows);
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    process.stderr.write(`${describeIssues(error.issues, error.lang)}\n`);
    return 1;
  }
  if (evaluation.issues.length > 0) {
    process.stderr.write(`${describeIssues(evaluation.issues, evaluation.layout.lang)}\n`);
    return 1;
  }
  const grid = options.points ? pointsGrid(evaluation) : standingsGrid(evaluation.standings, evaluation.layout.lang);
  process.stdout.write(renderGrid(grid, options.format));
  if (options.format === "table") process.stdout.write(summary(evaluation));
  return 0;
}

async function main(): Promise<void> {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
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
