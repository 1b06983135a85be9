/**
 * `mafia-standings rating`: the rating (STATS.md) over several tournaments. Each file is
 * evaluated on its own, under the same rules, and its problems reported naming it; the finished
 * games of all of them are then rated as one list, file after file, each file's games in the
 * order of their first row. Players are matched by name as in one table (case, spaces, ё/е:
 * the engine's player keys), under the first file's spelling; a game belongs to its file, so
 * equal game ids in two files are two games.
 */
import {
  rateGames,
  ratingGrid,
  tableLang,
  type Evaluation,
  type Lang,
  type Ratings,
  type ScoringSystem,
} from "../engine";
import { OUTPUT_USAGE, parseFileCommand, WIDE_USAGE } from "./args";
import type { CsvTable } from "./csvTable";
import { readTable } from "./inputFile";
import { excelFile, headerKeys, renderView } from "./render";
import { print, type Terminal } from "./terminal";
import {
  evaluateTable,
  printInProgress,
  readSystem,
  usageOutcome,
  type Failure,
} from "./tournament";

// Every line fits in 100 columns (a test checks it).
const RATING_USAGE = `Рейтинг / Rating:
  mafia-standings rating FILE.csv [FILE2.csv …] [--rules NAME|RULES.csv] [--format table|csv|json]

  FILE.csv …      турниры по порядку: игры каждого — в порядке их первых строк
                  the tournaments in order: each one's games in the order of their first rows
  --rules, -r     система подсчёта для всех файлов (K рейтинга):
                  Клуб (по умолчанию), ФИИМ или CSV-файл правил
                  scoring system of every file (the rating's K):
                  Club (default), FIIM or a rules CSV file
${OUTPUT_USAGE}
${WIDE_USAGE}`;

/** Runs the subcommand with the arguments after `rating`; returns the exit code. */
export function runRating(argv: readonly string[], terminal: Terminal): number {
  const parsed = parseFileCommand(argv, {}, "some", RATING_USAGE);
  if (parsed.kind !== "run") return usageOutcome(parsed, RATING_USAGE, terminal);
  const { files, format, wide, rules } = parsed.command;

  // Every file is read and checked before the rating is printed: the problems of all of them,
  // file by file, and no rating while any file has one.
  let status = 0;
  const fail = (failure: Failure): void => {
    print(terminal.stderr, failure.message);
    status = Math.max(status, failure.status);
  };
  let system: ScoringSystem | undefined;
  const evaluations: Evaluation[] = [];
  const evaluatedFiles: string[] = [];
  for (const file of files) {
    const read = readTable(terminal, file);
    if (!read.ok) {
      fail(read);
      continue;
    }
    if (system === undefined) {
      // The rules are read once, their messages in the language of the first table read.
      const rulesRead = readSystem(terminal, rules, read.table.rows);
      if (!rulesRead.ok) {
        fail(rulesRead);
        return status;
      }
      system = rulesRead.system;
    }
    const evaluated = evaluateTable(terminal, read.table, system);
    if (evaluated.ok) {
      evaluations.push(evaluated.evaluation);
      evaluatedFiles.push(file);
    } else fail({ ...evaluated, message: `${fileLine(file, read.table)}\n${evaluated.message}` });
  }
  if (status !== 0 || system === undefined) return status;

  const ratings = rateTournaments(evaluations, system);
  const lang = (evaluations[0] as Evaluation).layout.lang;
  print(
    terminal.stdout,
    excelFile(
      renderView(
        ratingGrid(ratings, lang),
        headerKeys(ratingGrid(ratings, "en")[0] ?? []),
        format,
        {
          lang,
          wide,
        },
      ),
      format,
    ),
  );
  if (format === "table") print(terminal.stdout, summary(files.length, ratings, lang));
  evaluations.forEach((evaluation, i) =>
    printInProgress(terminal, evaluation, evaluatedFiles[i] ?? ""),
  );
  return 0;
}

/** The finished games of the evaluations, one file after another, rated as one list. */
function rateTournaments(evaluations: readonly Evaluation[], system: ScoringSystem): Ratings {
  // Each player under their first spelling: the first file that names them decides it.
  const names = new Map<string, string>();
  for (const evaluation of evaluations) {
    for (const [key, name] of evaluation.playerNames) if (!names.has(key)) names.set(key, name);
  }
  return rateGames(
    evaluations.flatMap((evaluation) => evaluation.games),
    system,
    names,
  );
}

/** The line above a file's problems: which of the files they are in. */
function fileLine(file: string, table: CsvTable): string {
  return tableLang(table.rows) === "ru" ? `«${file}»:` : `“${file}”:`;
}

function summary(files: number, ratings: Ratings, lang: Lang): string {
  const games = ratings.games.length;
  const players = ratings.players.size;
  return lang === "ru"
    ? `Турниров: ${files}, игр: ${games}, игроков: ${players}.\n`
    : `Tournaments: ${files}, games: ${games}, players: ${players}.\n`;
}
