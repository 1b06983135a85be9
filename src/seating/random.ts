/**
 * The seeded pseudo-random generator of the seating search (mulberry32). The schedule must be
 * the same for the same seed on every machine and in Apps Script, so the search never touches
 * Math.random or the clock; four lines of integer arithmetic keep that true without adding a
 * dependency to the Apps Script bundle.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: (n) => Math.floor(next() * n) };
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    const item = items[i] as T;
    items[i] = items[j] as T;
    items[j] = item;
  }
  return items;
}

/**
 * e^x for x ≤ 0 from + − × ÷ only. IEEE 754 rounds those the same in every engine, while
 * Math.exp may differ in the last bit between browsers and Node, and one different bit in an
 * acceptance test of the search would give another seating for the same seed.
 */
export function portableExp(x: number): number {
  if (x < -700) return 0;
  let halvings = 0;
  let y = x;
  while (y < -0.5) {
    y /= 2;
    halvings++;
  }
  // Taylor series: for |y| ≤ 0.5, sixteen terms are exact to the last bit of a double.
  let term = 1;
  let sum = 1;
  for (let n = 1; n <= 16; n++) {
    term = (term * y) / n;
    sum += term;
  }
  for (; halvings > 0; halvings--) sum *= sum;
  return sum;
}
