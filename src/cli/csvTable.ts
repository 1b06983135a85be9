import { parse } from "csv-parse/sync";

/**
 * More seat rows than any tournament has: 20,000 games, twice the 10,000-game season the bench
 * measures, and more than a 10 MB export of real games holds (about 130,000 rows). A 10 MB file
 * of junk lines is five million rows: past this the file is refused at once. The engine keeps
 * its problem lists within a budget, so 200,000 rows wrong in every cell stay near 400 MB.
 */
export const MAX_ROWS = 200_000;

/** The rows of a CSV file with data in them, and the file line each of them starts on. */
export interface CsvTable {
  readonly rows: string[][];
  /** `lines[i]` is the file's line number (from 1) where `rows[i]` starts. */
  readonly lines: readonly number[];
}

export type CsvRead =
  | { readonly ok: true; readonly table: CsvTable }
  | { readonly ok: false; readonly reason: "not-csv"; readonly detail: string }
  | { readonly ok: false; readonly reason: "too-many-rows"; readonly line: number };

class TooManyRows extends Error {
  constructor(readonly line: number) {
    super("too many rows");
  }
}

const LF = 0x0a;
const CR = 0x0d;
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Reads decoded CSV text. Blank records (empty lines, lines of bare delimiters or spaces) are
 * dropped — the engine skips blank rows anyway, and a file of empty lines must not cost a row each
 * — so each kept row carries the line it starts on: a quoted cell holding a line break makes one
 * row of several lines, and messages must still name the line the user sees in an editor.
 */
export function readCsvTable(text: string): CsvRead {
  // csv-parse reports where each record ends as a byte offset: count line breaks in those bytes.
  const bytes = Buffer.from(text, "utf8");
  const rows: string[][] = [];
  const lines: number[] = [];
  let offset = 0;
  let line = 1; // the line `offset` is on
  try {
    parse(bytes, {
      relax_column_count: true,
      delimiter: delimiterOf(text),
      // Any line end, even mixed in one file; csv-parse's own detection also takes seconds on a
      // long line without one.
      record_delimiter: ["\r\n", "\n", "\r"],
      // Blank records never reach on_record: a file of ten million of them costs no time.
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      on_record: (record, context) => {
        // The record ends at context.bytes, after its own line end if it has one; its first
        // line is as many lines up as its quoted cells hold line breaks.
        line += lineBreaks(bytes, offset, context.bytes);
        offset = context.bytes;
        const last = bytes[offset - 1] === LF || bytes[offset - 1] === CR ? line - 1 : line;
        const first =
          last - record.reduce((sum, cell) => sum + (cell.match(LINE_BREAK)?.length ?? 0), 0);
        if (rows.length === MAX_ROWS) throw new TooManyRows(first);
        rows.push(record);
        lines.push(first);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof TooManyRows)
      return { ok: false, reason: "too-many-rows", line: error.line };
    return {
      ok: false,
      reason: "not-csv",
      detail: error instanceof Error ? error.message : String(error),
    };
  }
  return { ok: true, table: { rows, lines } };
}

/** Line breaks in bytes[from, to): CRLF, LF or a lone CR each count once. */
function lineBreaks(bytes: Uint8Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const byte = bytes[i];
    if (byte === LF || (byte === CR && bytes[i + 1] !== LF)) count++;
  }
  return count;
}

/**
 * Google Sheets exports commas; a CSV saved by a spreadsheet in a Russian locale uses
 * semicolons, and a copied range tabs. Read as commas, such a file is one column and every
 * game looks unfinished: the standings would be silently empty. The header line decides.
 */
function delimiterOf(text: string): string {
  const end = text.search(/\r?\n/);
  // A quoted cell's own «;» («Серия: очки за места,"25; 18; 15"») separates nothing.
  const firstLine = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, "");
  const count = (d: string) => firstLine.split(d).length - 1;
  const best = [";", "\t"].find((d) => count(d) > count(","));
  return best ?? ",";
}
