/**
 * How a typed role, side, yes/no, result or stage cell is read against the vocabulary's words,
 * and the nearest word or name to one that none of them is.
 */
import { editDistance } from "./roster";
import type { Role, Stage, Side } from "./terms";
import { normalizeText } from "./text";
import { RESULT_WORDS, ROLE_WORDS, STAGE_WORDS, SIDE_WORDS, YES_NO_WORDS } from "./vocabulary";

/** Each word of the lists, in its compared form, to the value it reads as. */
function wordIndex<T extends string>(
  entries: Readonly<Record<T, readonly string[]>>,
): Map<string, T> {
  const index = new Map<string, T>();
  for (const [value, words] of Object.entries(entries) as [T, readonly string[]][]) {
    for (const word of words) index.set(normalizeText(word), value);
  }
  return index;
}

const ROLE_INDEX = wordIndex(ROLE_WORDS);
const RESULT_INDEX = wordIndex(RESULT_WORDS);
const SIDE_INDEX = wordIndex(SIDE_WORDS);
const YES_NO_INDEX = wordIndex(YES_NO_WORDS);

/** How a role, side or yes/no word is compared: as names are, and a closing dot («мирн.») aside. */
function wordKey(text: string): string {
  const normal = normalizeText(text);
  return normal.length > 1 && normal.endsWith(".") ? normal.slice(0, -1).trimEnd() : normal;
}

export function roleFromText(text: string): Role | undefined {
  return ROLE_INDEX.get(wordKey(text));
}
export function sideFromText(text: string): Side | undefined {
  return SIDE_INDEX.get(wordKey(text));
}
export function yesNoFromText(text: string): boolean | undefined {
  const word = YES_NO_INDEX.get(wordKey(text));
  return word === undefined ? undefined : word === "yes";
}

/**
 * The name of `names` nearest a name none of them is (edit distance of the forms `key` compares),
 * in either language; undefined when none is within a third of its letters (two at least).
 */
export function nearestName<N extends { readonly ru: string; readonly en: string }>(
  text: string,
  names: readonly N[],
  key: (text: string) => string,
): N | undefined {
  const typed = key(text);
  let best: { name: N; distance: number } | undefined;
  for (const name of names) {
    for (const written of [name.ru, name.en]) {
      const other = key(written);
      const d = editDistance(typed, other);
      const near = d <= Math.max(2, Math.max(typed.length, other.length) / 3);
      if (near && (best === undefined || d < best.distance)) best = { name, distance: d };
    }
  }
  return best?.name;
}

/** A per-player result mark: a result word or a yes/no word; undefined for anything else. */
export function resultFromText(text: string): "won" | "lost" | undefined {
  const key = wordKey(text);
  const word = RESULT_INDEX.get(key);
  if (word !== undefined) return word;
  const yes = YES_NO_INDEX.get(key);
  return yes === undefined ? undefined : yes === "yes" ? "won" : "lost";
}

/**
 * The word of `words` nearest to a word no list holds (edit distance of the compared forms), as
 * the value it reads as; undefined when none is within a third of the longer word's letters.
 */
export function nearestWord<T extends string>(
  text: string,
  words: Readonly<Record<T, readonly string[]>>,
): T | undefined {
  const typed = wordKey(text);
  let best: { value: T; distance: number } | undefined;
  for (const [value, list] of Object.entries(words) as [T, readonly string[]][]) {
    for (const word of list) {
      if (word.length < 3) continue;
      const d = editDistance(typed, word);
      if (d <= Math.max(typed.length, word.length) / 3 && (best === undefined || d < best.distance))
        best = { value, distance: d };
    }
  }
  return best?.value;
}

/** How a stage is compared: as words are, and spaces and hyphens do not matter («Semi-final»). */
function stageKey(text: string): string {
  return normalizeText(text).replace(/[\s-]/g, "");
}

const STAGE_INDEX: ReadonlyMap<string, Stage> = new Map(
  (Object.entries(STAGE_WORDS) as [Stage, readonly string[]][]).flatMap(([stage, words]) =>
    words.map((word) => [stageKey(word), stage] as const),
  ),
);

export function stageFromText(text: string): Stage | undefined {
  return STAGE_INDEX.get(stageKey(text));
}
