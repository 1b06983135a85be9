/**
 * The standings sheet's top line says «Таблица не обновлена…» by itself when rows of the Games
 * sheet are inserted, deleted or sorted: Sheets fires no edit event for those, so the add-on
 * cannot refresh, but a formula it leaves in A1 can notice.
 *
 * At each refresh the add-on writes the Games sheet's fingerprint as a formula — its number of
 * rows and where the seat-1 rows stand (a sort moves them) — reads back what Sheets computed,
 * and leaves in A1 a formula that is 0 while the fingerprint is still that value and 1 once it is
 * not. A1's number format shows the up-to-date line for 0 and the warning for 1. Sheets computes
 * both sides, so no JavaScript imitation of its arithmetic can differ from it.
 *
 * The formulas have no argument separators (one-argument functions and operators only), so they
 * read the same whether Apps Script parses them in English or in the spreadsheet's locale (which
 * Google does not say); function names are Sheets' own English ones, which every locale accepts.
 */
import { columnLetter } from "../platform/a1";

/** A sheet name as a formula reference writes it: quoted, quotes doubled. */
function sheetReference(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/** A string literal of a formula. */
function formulaString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The fingerprint of the Games sheet's rows, as an expression of one text value. */
export function fingerprintExpression(gamesSheet: string, seatColumn: number): string {
  const letter = columnLetter(seatColumn);
  const column = `${sheetReference(gamesSheet)}!${letter}:${letter}`;
  return `ROWS(${column})&"/"&SUMPRODUCT(ROW(${column})*(${column}=1))`;
}

/** A1's formula: 0 while the fingerprint is `value`, 1 once the rows have changed. */
export function headlineFormula(expression: string, value: string): string {
  return `=N((${expression})<>${formulaString(value)})`;
}

/** Text inside a number format's quotes: a straight quote would end it. */
function formatText(text: string): string {
  return `"${text.replace(/"/g, "”")}"`;
}

/** A1's number format: the warning for 1 (and, never met, for a negative), the line for 0. */
export function headlineFormat(upToDate: string, stale: string): string {
  return `${formatText(stale)};${formatText(stale)};${formatText(upToDate)}`;
}
