/**
 * Names typed with Latin letters that look Cyrillic («Зoя» with a Latin «o»): RULES.md keeps them
 * two players (names are compared as typed), but when the all-Cyrillic spelling is another
 * player's, the organiser is warned, naming both spellings, the letters and where the first is.
 */
import type { IssueOf } from "./issues";
import type { GameRows } from "./model";
import { whereOf } from "./rows";

/** The Latin letters (in a name's compared form: lower case) that look like Cyrillic ones. */
const CYRILLIC_OF: Readonly<Record<string, string>> = {
  a: "а",
  b: "в",
  c: "с",
  e: "е",
  h: "н",
  k: "к",
  m: "м",
  o: "о",
  p: "р",
  t: "т",
  x: "х",
  y: "у",
};
const LATIN = /[a-z]/;
const CYRILLIC = /[а-я]/;

/**
 * A warning for each player whose name mixes Cyrillic letters with Latin look-alikes when the
 * name with those letters made Cyrillic is another player's; `names` is the first spelling of
 * each player by identity (playerKey), `games` the games as read.
 */
export function lookAlikeWarnings(
  names: ReadonlyMap<string, string>,
  games: readonly GameRows[],
): IssueOf<"look-alike-name">[] {
  const warnings: IssueOf<"look-alike-name">[] = [];
  for (const [key, name] of names) {
    if (!LATIN.test(key) || !CYRILLIC.test(key)) continue;
    const latin = [...new Set([...key].filter((ch) => CYRILLIC_OF[ch] !== undefined))];
    if (latin.length === 0) continue;
    const other = names.get([...key].map((ch) => CYRILLIC_OF[ch] ?? ch).join(""));
    if (other === undefined) continue;
    warnings.push({ code: "look-alike-name", ...firstRow(key, games), name, other, latin });
  }
  return warnings;
}

/** Where a player is first met: the game and row, for the warning to point at. */
function firstRow(key: string, games: readonly GameRows[]) {
  let first: { game: GameRows; row: number } | null = null;
  for (const game of games) {
    const row = game.rows.find((r) => r.playerKey === key);
    if (row !== undefined && (first === null || row.row < first.row))
      first = { game, row: row.row };
  }
  return first === null ? {} : { ...whereOf(first.game), row: first.row, field: "player" as const };
}
