/** How the engine's figures are compared and handed out. */

/**
 * Sums of tenths and of Ci are not exact in binary: 0.1 + 0.2 is 0.30000000000000004. Figures
 * closer than this are equal (SYSTEMS.md, "Tie-break order"); real differences are 0.01 or more.
 */
const TIE_TOLERANCE = 1e-9;

/** Whether two figures are equal for a tie: the standings' places, the rating's order. */
export function sameFigure(a: number, b: number): boolean {
  return Math.abs(a - b) <= TIE_TOLERANCE;
}

/** Numbers handed out are rounded to 4 decimals: never 0.30000000000000004 in a cell. */
export function rounded(value: number): number {
  const r = Math.round(value * 1e4) / 1e4;
  return r === 0 ? 0 : r; // no −0
}

/** 100 × a ÷ b rounded half up to one decimal, exactly (a, b whole); "" when b is 0. */
export function percent(a: number, b: number): number | "" {
  if (b === 0) return "";
  // Tenths of a percent: 1000a / b, rounded half up in whole numbers.
  return Math.floor((2000 * a + b) / (2 * b)) / 10;
}

/** A ratio to 4 decimals; "" with nothing to divide by. */
export function ratio(a: number, b: number): number | "" {
  return b === 0 ? "" : rounded(a / b);
}

/** Ratings are handed out to 2 decimals (never −0). */
export function roundedRating(value: number): number {
  const r = Math.round(value * 100) / 100;
  return r === 0 ? 0 : r;
}
