/**
 * A digest of a range's values: the same text whether the values come from Range.getValues or
 * are handed to a custom function, so a formula can tell whether a sheet still holds what a
 * refresh read (the stale marker of the standings' status line). What the two ways may differ
 * in, undocumented, does not count: a blank cell as "" or null, and blank cells and rows after
 * the last value (a range open at the bottom arrives with every row of the sheet or only down
 * to its last value). Everything else does: the type of each value (the number 1 is not the
 * text "1"), its text, a Date's instant, and where each value stands.
 *
 * Two 32-bit FNV-1a hashes of the values' text over different starting states, as 16 hex
 * digits: a change goes unnoticed with odds of about one in 10^19, and no row or cell is kept.
 */

/** FNV-1a's offset basis, and a second start for the other hash. */
const STARTS = [0x811c9dc5, 0x1b873593] as const;
const PRIME = 0x01000193;
/** Between cells and between rows: codes no cell's own text is read as. */
const CELL_END = 0x1f;
const ROW_END = 0x1e;

function isBlank(value: unknown): boolean {
  return value === "" || value === null || value === undefined;
}

function isDateValue(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === "[object Date]";
}

/** A cell as typed text: its kind's letter, then its value. */
function typedText(value: unknown): string {
  if (typeof value === "number") return `n${value}`;
  if (typeof value === "boolean") return value ? "b1" : "b0";
  if (isDateValue(value)) return `d${value.getTime()}`;
  return `s${String(value)}`;
}

/** The cells of a row up to its last value. */
function filledLength(row: readonly unknown[]): number {
  let end = row.length;
  while (end > 0 && isBlank(row[end - 1])) end--;
  return end;
}

/** The digest of a range's values (a 2D array, or one cell's bare value). */
export function valuesDigest(values: unknown): string {
  const rows: readonly unknown[] = Array.isArray(values) ? values : [[values]];
  let last = rows.length;
  while (last > 0) {
    const row = rows[last - 1];
    if (Array.isArray(row) ? filledLength(row) > 0 : !isBlank(row)) break;
    last--;
  }
  // Two running hashes, each code mixed into both (FNV-1a: xor, then multiply).
  let first: number = STARTS[0];
  let second: number = STARTS[1];
  const add = (code: number): void => {
    first = Math.imul(first ^ code, PRIME);
    second = Math.imul(second ^ code, PRIME);
  };
  for (let r = 0; r < last; r++) {
    const row = rows[r];
    const cells: readonly unknown[] = Array.isArray(row) ? row : [row];
    const end = filledLength(cells);
    for (let c = 0; c < end; c++) {
      const value = cells[c];
      if (!isBlank(value)) {
        const text = typedText(value);
        for (let i = 0; i < text.length; i++) add(text.charCodeAt(i));
      }
      add(CELL_END);
    }
    add(ROW_END);
  }
  return [first, second].map((h) => (h >>> 0).toString(16).padStart(8, "0")).join("");
}
