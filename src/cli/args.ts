import { readOptions, type OptionsConfig } from "./options";

/** How a command prints: `excel` is the CSV of `--excel` (render.ts). */
export type Format = "table" | "csv" | "excel" | "json";
export interface CliOptions {
  /** One games file, or several read as one table (season.ts). */
  readonly files: readonly string[];
  readonly format: Format;
  readonly points: boolean;
  /** `--wide`: the table with every column under its full header. */
  readonly wide: boolean;
  /** A preset name or a rules CSV; undefined is «Клуб». */
  readonly rules: string | undefined;
  /** `--players FILE`: the roster the games' names are checked against. */
  readonly players: string | undefined;
}
export type Parsed =
  | { kind: "run"; options: CliOptions }
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "error"; message: string };

/** The output options every command shares, in the usages' words. */
export const OUTPUT_USAGE = `  --format, -f    table (по умолчанию / default), csv или json
  --excel         CSV для Excel: BOM, «;» и десятичная запятая
                  CSV for Russian Excel: a BOM, “;” and decimal commas`;

/** `--wide` as the statistics and the rating read it. */
export const WIDE_USAGE = `  --wide          таблица со всеми столбцами (иначе — в 100 колонок)
                  the table with every column (else it fits 100 columns)`;

// Every line fits in 100 columns: a longer one wraps in a narrow terminal (a test checks it).
export const USAGE = `Использование / Usage:
  mafia-standings FILE.csv [FILE2.csv …] [--format table|csv|json] [--excel] [--wide]
      [--points] [--rules NAME|RULES.csv] [--players PLAYERS.csv]
  mafia-standings stats FILE.csv [--view игроки|места|итоги|рейтинг|номинации|команды]
      [--player ИМЯ/NAME] [--rules …] [--format …]
  mafia-standings rating FILE.csv [FILE2.csv …] [--rules …] [--format …]
  mafia-standings series FILE.csv [FILE2.csv …] [--rules …] [--format …] [--wide]
  mafia-standings seating --players FILE|N --tables T --games G [--seed S] [--format table|csv|json]

  FILE.csv        выгрузка листа игр из Google Таблиц (Файл → Скачать → CSV)
                  a Games sheet exported from Google Sheets (File → Download → CSV)
                  «-» — стандартный ввод / “-” reads standard input
                  несколько файлов — одна таблица, игры каждого файла отдельно
                  several files are one table, each file's games apart
${OUTPUT_USAGE}
  --wide          таблица со всеми столбцами и полными заголовками (иначе — в 100 колонок)
                  the table with every column under full headers (else it fits 100 columns)
  --points        очки каждого игрока в каждой игре вместо личного зачёта
                  every seat's points instead of the standings
  --rules, -r     система подсчёта: Клуб (по умолчанию), ФИИМ или CSV-файл правил
                  scoring system: Club (default), FIIM or a rules CSV file
  --players, -p   список участников (имя в строке или CSV со столбцом «Игрок»): ник не из
                  списка — предупреждение с самым похожим / the roster (one name a line, or a
                  CSV with a “Player” column): a name not on it is warned, with the closest one
  --help, -h      эта справка / this help
  --version, -v   версия / version

  stats           статистика игроков, мест за столом, итоги, рейтинг, номинации или команды
                  players' statistics, seats, the summary, the rating, awards or teams
  rating          рейтинг по нескольким турнирам, файлы по порядку
                  the rating over several tournaments, files in the order given
  series          серия турниров: очки за места, сумма лучших результатов
                  a series of tournaments: points by place, the best results added up
  mafia-standings stats --help, rating --help, series --help, seating --help: их параметры /
      their options`;

/**
 * `--format` (table when not given) and `--excel`, CSV for Russian Excel, which is a CSV
 * itself: the format, or the line saying what is wrong.
 */
export function formatOf(
  value: string | undefined,
  excel: boolean,
): Format | { readonly error: string } {
  const format = value ?? (excel ? "csv" : "table");
  if (format !== "table" && format !== "csv" && format !== "json") {
    return {
      error:
        `Неизвестный формат «${format}»: нужно table, csv или json / ` +
        `Unknown format “${format}”: use table, csv or json`,
    };
  }
  if (!excel) return format;
  return format === "csv"
    ? "excel"
    : {
        error:
          `--excel — это CSV для Excel, с --format ${format} его не совместить / ` +
          `--excel is CSV for Excel: not with --format ${format}`,
      };
}

/** What every command reading games files takes, besides its own options. */
const FILE_OPTIONS = {
  format: { type: "string", short: "f" },
  excel: { type: "boolean", default: false },
  wide: { type: "boolean", default: false },
  rules: { type: "string", short: "r" },
  help: { type: "boolean", short: "h", default: false },
} as const satisfies OptionsConfig;

/** A command's own options as read: a string option's text, a flag's true or false. */
export type OptionValues = Readonly<Record<string, string | boolean | undefined>>;

/** A command over games files, parsed: the files, the format, the rules and its own options. */
export interface FileCommand {
  readonly files: readonly string[];
  readonly format: Format;
  readonly wide: boolean;
  readonly rules: string | undefined;
  readonly values: OptionValues;
}

export type ParsedCommand =
  | { kind: "run"; command: FileCommand }
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "error"; message: string };

/**
 * The arguments of a command over games files (the standings, `stats`, `rating`): `--format`,
 * `--rules`, `--help` and the command's own `options` (`--version` among them, where it has
 * one); `files` says whether it reads exactly one file or any number from one. A mistake comes
 * back as the message, with `usage` where it helps.
 */
export function parseFileCommand(
  argv: readonly string[],
  options: OptionsConfig,
  files: "one" | "some",
  usage: string,
): ParsedCommand {
  const read = readOptions(argv, { ...FILE_OPTIONS, ...options }, true);
  if (!read.ok) return { kind: "error", message: `${read.message}\n\n${usage}` };
  const parsed = read.read;
  const values = parsed.values;
  if (values.help === true) return { kind: "help" };
  if (values.version === true) return { kind: "version" };
  const format = formatOf(
    typeof values.format === "string" ? values.format : undefined,
    values.excel === true,
  );
  if (typeof format !== "string") return { kind: "error", message: format.error };
  const { positionals } = parsed;
  if (files === "one" ? positionals.length !== 1 : positionals.length === 0) {
    const wanted =
      files === "one"
        ? "Укажите один CSV-файл / Give exactly one CSV file"
        : "Укажите хотя бы один CSV-файл / Give at least one CSV file";
    return { kind: "error", message: `${wanted}\n\n${usage}` };
  }
  const rules = typeof values.rules === "string" ? values.rules : undefined;
  return {
    kind: "run",
    command: { files: positionals, format, wide: values.wide === true, rules, values },
  };
}

export function parseCli(argv: readonly string[]): Parsed {
  const parsed = parseFileCommand(
    argv,
    {
      // No short flag: -p is --players here as in seating, and one letter means one thing.
      points: { type: "boolean", default: false },
      players: { type: "string", short: "p" },
      version: { type: "boolean", short: "v", default: false },
    },
    "some",
    USAGE,
  );
  if (parsed.kind !== "run") return parsed;
  const { files, format, wide, rules, values } = parsed.command;
  return {
    kind: "run",
    options: {
      files,
      format,
      points: values.points === true,
      wide,
      rules,
      players: typeof values.players === "string" ? values.players : undefined,
    },
  };
}
