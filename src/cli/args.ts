import { parseArgs } from "node:util";

export type Format = "table" | "csv" | "json";
export interface CliOptions {
  readonly file: string;
  readonly format: Format;
  readonly points: boolean;
  /** A preset name or a rules CSV; undefined is «Клуб». */
  readonly rules: string | undefined;
}
export type Parsed =
  | { kind: "run"; options: CliOptions }
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "error"; message: string };

export const USAGE = `Использование / Usage:
  mafia-standings FILE.csv [--format table|csv|json] [--points] [--rules NAME|RULES.csv]
  mafia-standings seating --players FILE|N --tables T --games G [--seed S] [--format table|csv|json]

  FILE.csv        выгрузка листа игр из Google Таблиц (Файл → Скачать → CSV)
                  a Games sheet exported from Google Sheets (File → Download → CSV)
  --format, -f    table (по умолчанию / default), csv или json
  --points, -p    очки каждого игрока в каждой игре вместо личного зачёта
                  every seat's points instead of the standings
  --rules, -r     система подсчёта: Клуб (по умолчанию), ФИИМ или CSV-файл правил
                  scoring system: Club (default), FIIM or a rules CSV file
  --help, -h      эта справка / this help
  --version, -v   версия / version`;

export function parseCli(argv: readonly string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        format: { type: "string", short: "f", default: "table" },
        points: { type: "boolean", short: "p", default: false },
        rules: { type: "string", short: "r" },
        help: { type: "boolean", short: "h", default: false },
        version: { type: "boolean", short: "v", default: false },
      },
    });
  } catch (error) {
    return { kind: "error", message: `${(error as Error).message}\n\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };
  const format = values.format;
  if (format !== "table" && format !== "csv" && format !== "json") {
    return {
      kind: "error",
      message: `Неизвестный формат «${format}»: нужно table, csv или json / Unknown format “${format}”: use table, csv or json`,
    };
  }
  if (positionals.length !== 1) {
    return {
      kind: "error",
      message: `Укажите один CSV-файл / Give exactly one CSV file\n\n${USAGE}`,
    };
  }
  return {
    kind: "run",
    options: { file: positionals[0] as string, format, points: values.points, rules: values.rules },
  };
}
