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
