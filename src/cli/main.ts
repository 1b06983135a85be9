import {
  describeIssues,
  evaluate,
  HEADERS,
  parseRules,
  POINTS_HEADER,
  ROLE_NAMES,
  rounded,
  standingsColumns,
  columnValue,
  finishedStages,
  TableError,
  tableLang,
  type Evaluation,
  type Issue,
  type Lang,
  type ScoringSystem,
  type SeatRow,
} from "../engine";
import { standingsGrid, type Cell } from "../engine";
import { parseCli, USAGE, type CliOptions } from "./args";
import { readTable } from "./inputFile";
import { renderGrid, renderJson } from "./render";
import { runSeating } from "./seating";
import { showControls } from "./terminalText";

/** The one way out to the terminal: whatever the text holds, control characters arrive escaped. */
function print(stream: NodeJS.WriteStream, text: string): void {
  stream.write(showControls(text));
}

const VERSION = "0.1.0";

/** Every seat row with its points (null until its game is finished), grouped by game in order of first row. */
function seatsWithPoints(evaluation: Evaluation): { row: SeatRow; points: number | null }[] {
  return evaluation.games.flatMap((game) =>
    game.rows.map((row, i) => ({
      row,
      points: game.status === "finished" ? rounded(game.points[i] as number) : null,
    })),
  );
}

/** The `--points` table, headed in the table's language. */
function pointsGrid(evaluation: Evaluation): Cell[][] {
  const lang = evaluation.layout.lang;
  const grid: Cell[][] = [
    [
      HEADERS.game[lang],
      HEADERS.seat[lang],
      HEADERS.player[lang],
      HEADERS.role[lang],
      POINTS_HEADER[lang],
    ],
  ];
  for (const { row, points } of seatsWithPoints(evaluation)) {
    grid.push([
      row.gameLabel,
      row.seat ?? "",
      row.player,
      row.role ? ROLE_NAMES[row.role][lang] : "",
      points ?? "",
    ]);
  }
  return grid;
}

/** The JSON keys that are not the engine's own names of the figures. */
const JSON_KEYS: Readonly<Partial<Record<string, string>>> = {
  name: "player",
  bonus: "bonusPoints",
};

/**
 * `--format json` of the standings: stable English keys, numbers as numbers, the system's and
 * the stages' columns; `place` is null for a player with too few games (STAGES.md), as `points`
 * is for a game in progress with `--points`.
 */
function standingsRecords(evaluation: Evaluation): object[] {
  const columns = standingsColumns(evaluation.system, finishedStages(evaluation));
  return evaluation.standings.map((s) =>
    Object.fromEntries(
      columns.map((column) => [
        JSON_KEYS[column.key] ?? column.key,
        s[column.key] === null ? null : columnValue(s, column),
      ]),
    ),
  );
}

/** `--format json --points`: one object per seat row; `points` is null for a game in progress. */
function pointsRecords(evaluation: Evaluation): object[] {
  return seatsWithPoints(evaluation).map(({ row, points }) => ({
    game: row.gameLabel,
    seat: row.seat,
    player: row.player,
    role: row.role,
    points,
  }));
}

function summary(evaluation: Evaluation): string {
  const finished = evaluation.games.filter((game) => game.status === "finished").length;
  const open = evaluation.games.filter((game) => game.status === "in-progress").length;
  const players = evaluation.standings.length;
  return evaluation.layout.lang === "ru"
    ? `Сыграно игр: ${finished}, игроков: ${players}${open ? `, игр в процессе (не учтены): ${open}` : ""}.\n`
    : `Finished games: ${finished}, players: ${players}${open ? `, games in progress (not counted): ${open}` : ""}.\n`;
}

/** Thousands of problems help no one: the first ones, then how many more. */
const MAX_PRINTED_PROBLEMS = 100;

/** The problems of the table (their rows are the file's lines), the first hundred in full. */
function problemReport(issues: readonly Issue[], lang: Lang, total = issues.length): string {
  return `${describeIssues(issues, lang, total, MAX_PRINTED_PROBLEMS)}\n`;
}

/**
 * `--rules NAME|FILE.csv`: a preset name, or a CSV of a rules range (SYSTEMS.md), read like the
 * games file (encodings, binary files). A problem comes back as the message to print.
 */
async function readSystem(
  rules: string | undefined,
  games: readonly (readonly unknown[])[],
): Promise<{ ok: true; system: ScoringSystem } | { ok: false; status: number; message: string }> {
  let argument: unknown = rules;
  if (rules !== undefined && /\.(csv|tsv|txt)$/i.test(rules)) {
    const read = await readTable(rules);
    if (!read.ok) return read;
    argument = read.table.rows;
  }
  const parsed = parseRules(argument);
  return parsed.ok
    ? { ok: true, system: parsed.system }
    : { ok: false, status: 1, message: `${describeIssues(parsed.issues, tableLang(games))}\n` };
}

async function run(options: CliOptions): Promise<number> {
  const read = await readTable(options.file);
  if (!read.ok) {
    print(process.stderr, read.message);
    return read.status;
  }
  const { rows, lines } = read.table;
  const rules = await readSystem(options.rules, rows);
  if (!rules.ok) {
    print(process.stderr, rules.message);
    return rules.status;
  }
  let evaluation: Evaluation;
  try {
    evaluation = evaluate(rows, { system: rules.system, rowNumbers: lines });
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    print(process.stderr, problemReport(error.issues, error.lang));
    return 1;
  }
  if (evaluation.problemCount > 0) {
    print(
      process.stderr,
      problemReport(evaluation.issues, evaluation.layout.lang, evaluation.problemCount),
    );
    return 1;
  }
  if (options.format === "json") {
    print(
      process.stdout,
      renderJson(options.points ? pointsRecords(evaluation) : standingsRecords(evaluation)),
    );
    return 0;
  }
  const grid = options.points
    ? pointsGrid(evaluation)
    : standingsGrid(evaluation, evaluation.layout.lang);
  print(process.stdout, renderGrid(grid, options.format));
  if (options.format === "table") print(process.stdout, summary(evaluation));
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
      print(process.stdout, `${USAGE}\n`);
      return;
    case "version":
      print(process.stdout, `${VERSION}\n`);
      return;
    case "error":
      print(process.stderr, `${parsed.message}\n`);
      process.exitCode = 2;
      return;
    case "run":
      process.exitCode = await run(parsed.options);
  }
}

await main();
