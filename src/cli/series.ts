/**
 * `mafia-standings series`: the series of a season (SERIES.md). One file with a «Турнир» column
 * is the season; several files without one are each a tournament named after the file, in the
 * order given; several with it give their rows together (season.ts).
 */
import { seriesGrid, seriesOf, seriesRecords, type Lang, type Series } from "../engine";
import { OUTPUT_USAGE, parseFileCommand } from "./args";
import { excelFile, renderGrid, renderJson, renderTable } from "./render";
import { loadSeason } from "./season";
import { print, type Terminal } from "./terminal";
import { usageOutcome } from "./tournament";

// Every line fits in 100 columns (a test checks it).
const SERIES_USAGE = `Серия турниров / Series:
  mafia-standings series FILE.csv [FILE2.csv …] [--rules NAME|RULES.csv] [--format table|csv|json]

  FILE.csv        файл со столбцом «Турнир» — весь сезон; или по файлу на турнир (без столбца),
                  турнир называется по имени файла, турниры по порядку
                  one file with a “Tournament” column is the season; or one file per tournament
                  (without the column), named after the file, in the order given
  --rules, -r     система подсчёта и настройки «Серия: …»: Клуб (по умолчанию), ФИИМ
                  или CSV-файл правил
                  scoring system and the “Series: …” settings: Club (default), FIIM
                  or a rules CSV file
${OUTPUT_USAGE}
  --wide          все столбцы турниров (иначе — сколько помещается в 100 колонок)
                  every tournament's column (else as many as fit in 100 columns)`;

/** Runs the subcommand with the arguments after `series`; returns the exit code. */
export function runSeries(argv: readonly string[], terminal: Terminal): number {
  const parsed = parseFileCommand(argv, {}, "some", SERIES_USAGE);
  if (parsed.kind !== "run") return usageOutcome(parsed, SERIES_USAGE, terminal);
  const { files, format, wide, rules } = parsed.command;
  const loaded = loadSeason(terminal, files, rules, "always");
  if (!loaded.ok) {
    print(terminal.stderr, loaded.message);
    return loaded.status;
  }
  const { evaluation } = loaded;
  const lang = evaluation.layout.lang;
  const series = seriesOf(evaluation);
  if (format === "json") {
    print(terminal.stdout, renderJson(seriesRecords(series)));
    return 0;
  }
  const grid = seriesGrid(series, lang);
  if (format !== "table") {
    print(terminal.stdout, excelFile(renderGrid(grid, format, lang), format));
    return 0;
  }
  print(terminal.stdout, renderTable(grid, lang, wide));
  print(terminal.stdout, summary(series, lang));
  return 0;
}

function summary(series: Series, lang: Lang): string {
  const tournaments = series.tournaments.length;
  const players = series.lines.length;
  return lang === "ru"
    ? `Турниров: ${tournaments}, игроков: ${players}.\n`
    : `Tournaments: ${tournaments}, players: ${players}.\n`;
}
