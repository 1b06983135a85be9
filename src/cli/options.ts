/**
 * The options of a command read as node:util's parseArgs reads them, with every mistake said in
 * Russian and English: an unknown option names the nearest valid one («--rule» → «--rules»), a
 * missing value names its option. parseArgs' own messages are English and name no alternative.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { editDistance } from "../engine";

export type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export interface ReadOptions {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

/** The options and positionals of `argv`, or the mistake in both languages. */
export function readOptions(
  argv: readonly string[],
  options: OptionsConfig,
  allowPositionals: boolean,
): { ok: true; read: ReadOptions } | { ok: false; message: string } {
  const mistake = firstMistake(argv, options, allowPositionals);
  if (mistake !== undefined) return { ok: false, message: mistake };
  try {
    const parsed = parseArgs({ args: [...argv], options, allowPositionals, strict: true });
    return { ok: true, read: parsed as ReadOptions };
  } catch (error) {
    // firstMistake reads argv as parseArgs does, so this is a case it does not know yet.
    const detail = (error as Error).message.split("\n")[0] ?? "";
    return { ok: false, message: `Ошибка в параметрах / Invalid arguments: ${detail}` };
  }
}

/** argv walked as parseArgs walks it: the first option it would refuse, in words. */
function firstMistake(
  argv: readonly string[],
  options: OptionsConfig,
  allowPositionals: boolean,
): string | undefined {
  const byShort = new Map(
    Object.entries(options).flatMap(([name, o]) => (o.short ? [[o.short, name] as const] : [])),
  );
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      // Everything after «--» is a positional argument.
      const next = argv[i + 1];
      return allowPositionals || next === undefined ? undefined : positional(next);
    }
    if (arg.startsWith("--")) {
      const [name = "", value] = splitOnce(arg.slice(2));
      const option = options[name];
      if (option === undefined) return unknownOption(`--${name}`, options);
      if (option.type === "boolean" && value !== undefined) return noValue(`--${name}`);
      if (option.type === "string" && value === undefined) {
        if (!hasValue(argv[i + 1])) return missingValue(`--${name}`);
        i++;
      }
    } else if (arg.startsWith("-") && arg.length > 1) {
      for (let c = 1; c < arg.length; c++) {
        const name = byShort.get(arg[c] as string);
        if (name === undefined) return unknownOption(`-${arg[c]}`, options);
        if (options[name]?.type !== "string") continue;
        // A short string option takes the rest of its argument, or the next one.
        if (c === arg.length - 1) {
          if (!hasValue(argv[i + 1])) return missingValue(`-${arg[c]}`);
          i++;
        }
        break;
      }
    } else if (!allowPositionals) {
      return positional(arg);
    }
  }
  return undefined;
}

function splitOnce(text: string): [string, string | undefined] {
  const at = text.indexOf("=");
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** parseArgs reads an argument starting with «-» as no value (`--rules=-x` gives one). */
const hasValue = (next: string | undefined): boolean =>
  next !== undefined && (next === "-" || !next.startsWith("-"));

function unknownOption(given: string, options: OptionsConfig): string {
  const nearest = nearestOption(given, options);
  if (nearest !== undefined) {
    return (
      `Нет параметра «${given}» — может быть, «${nearest}»? / ` +
      `Unknown option “${given}”: did you mean “${nearest}”?`
    );
  }
  const all = Object.keys(options)
    .map((name) => `--${name}`)
    .join(", ");
  // Two lines: the list makes one line of both languages too wide for a terminal.
  return `Нет параметра «${given}»; есть: ${all}\nUnknown option “${given}”; the options: ${all}`;
}

/**
 * The valid option closest to a mistyped one: a long name within a third of its length in
 * edits (at least 2), or the only long name it starts; for a short flag, the same letter in the
 * other case, or the only long name starting with its letter.
 */
export function nearestOption(given: string, options: OptionsConfig): string | undefined {
  const typed = given.replace(/^-+/, "");
  if (given.startsWith("--") || typed.length > 1) {
    const names = Object.keys(options);
    const starting = names.filter((name) => name.startsWith(typed));
    if (starting.length === 1) return `--${starting[0]}`;
    const scored = names
      .map((name) => ({ name, distance: editDistance(typed, name) }))
      .sort((a, b) => a.distance - b.distance);
    const best = scored[0];
    if (best !== undefined && best.distance <= Math.max(2, Math.floor(best.name.length / 3)))
      return `--${best.name}`;
    return undefined;
  }
  // «-P» for «-p»: the same letter in the other case; else the one long name starting with it
  // («-w» is --wide).
  const other = Object.entries(options).find(
    ([, o]) => o.short !== undefined && o.short.toLowerCase() === typed.toLowerCase(),
  );
  if (other !== undefined) return `-${other[1].short}`;
  const starting = Object.keys(options).filter((name) => name.startsWith(typed.toLowerCase()));
  return starting.length === 1 ? `--${starting[0]}` : undefined;
}

const missingValue = (option: string): string =>
  `После ${option} нужно значение / ${option} needs a value`;

const noValue = (option: string): string =>
  `${option} — флаг без значения / ${option} takes no value`;

const positional = (arg: string): string =>
  `Лишний аргумент «${arg}»: у этой команды нет файлов / ` +
  `Unexpected argument “${arg}”: this command takes no file`;
