/** The letter of a sheet column (1 → A, 21 → U), for messages and formulas that point at it. */
export function columnLetter(column: number): string {
  let letters = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The A1 notation of `width` cells of `row` from `column` («AM15:AP15»). */
export function rowBandA1(row: number, column: number, width: number): string {
  return `${columnLetter(column)}${row}:${columnLetter(column + width - 1)}${row}`;
}
