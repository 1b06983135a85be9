/**
 * How the product tells games and players apart: every layer compares game ids with `gameKey`
 * and names with `playerKey`, so a game or a player is the same one everywhere.
 */
import { isSheetError, noonUtcDay, normalizeText, typedText, type DayOfDate } from "./text";

/**
 * The identity of a game id: «12», 12, « 12 », «012» and «12.0» are the number 12 («1,5» and
 * 1.5 are 1.5); any other text compares as names do. A leading apostrophe is no part of an id.
 */
export function gameKey(value: unknown, dayOf: DayOfDate = noonUtcDay): string {
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
