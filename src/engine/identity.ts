/**
 * How the product tells games and players apart: every layer compares game ids with `gameKey`
 * and names with `playerKey`, so a game or a player is the same one everywhere.
 */
import { isSheetError, noonUtcDay, normalizeText, typedText, type DayOfDate } from "./text";

/**
 * Where a game was played: for a table that numbers games per table (it has a «Стол» column),
 * the cells of its round («Тур», blank without such a column) and of its table; for a season
 * (a «Турнир» column, SERIES.md), the cell of its tournament. Each is left out without its column.
 */
export interface GamePlace {
  readonly round?: unknown;
  readonly table?: unknown;
  readonly tournament?: unknown;
}

/**
 * Where a game was played as its rows write it: its round and table when games are numbered per
 * table, its tournament in a season; each only when the table has its column (and, for the
 * tournament and the round, when it is not blank). With the id, it names a game unambiguously.
 */
export interface WrittenPlace {
  readonly round?: string;
  readonly table?: string;
  readonly tournament?: string;
}

export function writtenPlace(game: WrittenPlace): WrittenPlace {
  return {
    ...(game.round !== undefined ? { round: game.round } : {}),
    ...(game.table !== undefined ? { table: game.table } : {}),
    ...(game.tournament ? { tournament: game.tournament } : {}),
  };
}

/**
 * The identity of a game. Its id: «12», 12, « 12 », «012» and «12.0» are the number 12 («1,5»
 * and 1.5 are 1.5); any other text compares as names do; a leading apostrophe is no part of an
 * id. With a `place` (games numbered per table), the round, the table and the id together, each
 * compared as an id is: game 1 of table 2 in round 1 is not game 1 of table 1. With a tournament,
 * the tournament too, compared as a name is: game 1 of one tournament is not game 1 of another.
 */
export function gameKey(value: unknown, dayOf: DayOfDate = noonUtcDay, place?: GamePlace): string {
  const id = idKey(value, dayOf);
  const numbered =
    place?.table === undefined
      ? id
      : `${idKey(place.round ?? "", dayOf)}\u0000${idKey(place.table, dayOf)}\u0000${id}`;
  if (place?.tournament === undefined) return numbered;
  return `${playerKey(place.tournament, dayOf)}\u0001${numbered}`;
}

function idKey(value: unknown, dayOf: DayOfDate): string {
  if (typeof value === "number") return String(value);
  const text = typedText(value, dayOf);
  if (/^\+?\d{1,15}([.,]\d+)?$/.test(text)) return String(Number(text.replace(",", ".")));
  return normalizeText(text);
}

/**
 * The identity of a player (RULES.md, "Players"): the name in Unicode NFC (a decomposed «ё» is
 * the letter «ё»), with case, surrounding and repeated spaces and ё/е made not to matter
 * («Алёна» and « алена » are one player), and no leading apostrophe. "" for a blank cell or a
 * Sheets error value (#N/A from a failed lookup), which name nobody.
 */
export function playerKey(name: unknown, dayOf: DayOfDate = noonUtcDay): string {
  if (isSheetError(name)) return "";
  return normalizeText(typedText(name, dayOf));
}

/**
 * JavaScript's white space (`\s`: what normalizeText trims and folds) as a class that RE2 and
 * Java read alike (their `\s` is ASCII only).
 */
export const SPACE = "[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]";
/**
 * The characters normalizeText folds into one that is not their own lower case: «ё», and a few
 * signs Unicode makes letters (the Kelvin sign a «k», «ẞ» an «ß»). A test checks every character.
 */
const IRREGULAR = "ёЁ\u212a\u212b\u1e9e\u037e\u0387\u1fef\u1ffd";

/**
 * A regular expression, anchored and read alike by RE2, Java and JavaScript (a TextFinder's
 * flavour is not documented), matching every cell text whose playerKey is `key`, and maybe a few
 * more: any case, «ё» for «е», a letter and its accent typed apart, spaces of any kind and
 * number, leading apostrophes. Null when it cannot be sure:
 * for a key of characters other than Latin, Cyrillic, digits and punctuation (a test checks
 * every character of these), or one a number (1e+21 too), a date or a checkbox could show
 * otherwise than its value.
 */
export function keyPattern(key: string): string | null {
  if (!/^[ -~¡-ſЀ-ӿ‐-⁞№]*$/.test(key) || /^(true|false|[\d.e+-]*)$/.test(key)) return null;
  const letters = [...key].map((ch) => {
    if (ch === " ") return `${SPACE}+`;
    if (/[\\^$.*+?()[\]{}|]/.test(ch)) return `\\${ch}`;
    const forms = [ch, ch.toUpperCase(), ...IRREGULAR].filter((form) => normalizeText(form) === ch);
    return `(?:${[...new Set(forms.flatMap((form) => [form, form.normalize("NFD")]))].join("|")})`;
  });
  return `^(?:${SPACE}|')*${letters.join("")}${SPACE}*$`;
}
