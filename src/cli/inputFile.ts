import { readFileSync, statSync } from "node:fs";
import { MAX_ROWS, readCsvTable, type CsvTable } from "./csvTable";
import { decodeCsv } from "./decode";
import { located, type Terminal } from "./terminal";

/**
 * The file named on the command line, as rows — or the one line saying why not, in both
 * languages, with the exit status: 2 when it cannot be read at all, 1 when it is not a games table.
 */
export type InputFile = { readonly ok: true; readonly table: CsvTable } | InputFailure;

/** Why a file cannot be read, in both languages, and the exit status. */
export interface InputFailure {
  readonly ok: false;
  readonly status: number;
  readonly message: string;
}

/** Past this a file is no games table; refusing before reading keeps memory bounded. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

function readFailure(file: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === "ENOENT"
      ? "нет такого файла / no such file"
      : code === "EISDIR"
        ? "это папка, а не файл / it is a folder, not a file"
        : code === "EACCES"
          ? "нет доступа / permission denied"
          : (code ?? (error as Error).message);
  return `Не удалось прочитать «${file}» / Cannot read “${file}”: ${why}\n`;
}

/** The file named «-»: what the terminal's standard input holds (`… | mafia-standings -`). */
export const STDIN = "-";

function tooLarge(file: string): InputFailure {
  const mb = MAX_FILE_BYTES / 1024 / 1024;
  return {
    ok: false,
    status: 1,
    message:
      `«${file}» больше ${mb} МБ — это не протокол игр / ` +
      `“${file}” is larger than ${mb} MB: not a games table\n`,
  };
}

/** The file's bytes, or why they cannot be read; a file too large is refused unread. */
function readBytes(terminal: Terminal, file: string): Uint8Array | InputFailure {
  try {
    if (file === STDIN) {
      const bytes = terminal.stdin();
      return bytes.length > MAX_FILE_BYTES ? tooLarge(file) : bytes;
    }
    const at = located(terminal, file);
    return statSync(at).size > MAX_FILE_BYTES ? tooLarge(file) : readFileSync(at);
  } catch (error) {
    return { ok: false, status: 2, message: readFailure(file, error) };
  }
}

/** A file's text, or why it cannot be read: the size cap and the encoding check of every input. */
export type InputText = { readonly ok: true; readonly text: string } | InputFailure;

/** The file's text, decoded as a CSV is (UTF-8 or Windows-1251), or why it cannot be read. */
export function readText(terminal: Terminal, file: string): InputText {
  const bytes = readBytes(terminal, file);
  if (!(bytes instanceof Uint8Array)) return bytes;
  const decoded = decodeCsv(bytes);
  if (!decoded.ok) {
    const message =
      decoded.reason === "binary"
        ? `«${file}» — не текстовый CSV (двоичный файл: архив, xlsx?); скачайте лист как CSV / ` +
          `“${file}” is not a CSV text file (binary data: ` +
          `an archive, an xlsx?); download the sheet as CSV\n`
        : `«${file}» — неизвестная кодировка; сохраните файл как CSV в UTF-8 / ` +
          `“${file}” has an unknown text encoding; save it as CSV UTF-8\n`;
    return { ok: false, status: 1, message };
  }
  return { ok: true, text: decoded.text };
}

/** The file's rows, or the one line that says why it cannot be read. */
export function readTable(terminal: Terminal, file: string): InputFile {
  const decoded = readText(terminal, file);
  if (!decoded.ok) return decoded;
  const read = readCsvTable(decoded.text);
  if (read.ok && read.table.rows.length === 0) {
    return {
      ok: false,
      status: 1,
      message:
        `«${file}» — пустой файл, в нём нет ни одной строки / ` +
        `“${file}” is empty: not a single row\n`,
    };
  }
  if (read.ok) return read;
  const message =
    read.reason === "too-many-rows"
      ? `«${file}»: больше ${MAX_ROWS} строк с данными (строка ` +
        `${read.line}) — это не протокол турнира / “${file}”: ` +
        `more than ${MAX_ROWS} rows of data (line ${read.line}): not a tournament's games table\n`
      : `«${file}» — не CSV / “${file}” is not valid CSV: ${read.detail}\n`;
  return { ok: false, status: 1, message };
}
