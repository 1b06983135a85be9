/**
 * Range.setValues parses strings the way Sheets parses typing: "=…" becomes a formula, "+1" the
 * number 1, "2026-11-29" a date, "TRUE" a boolean. User text (names, game ids, anything read back
 * from the Games sheet) must come back exactly as written, so it goes through here first. A
 * leading apostrophe makes Sheets store the rest as plain text and is not part of the value.
 */

/** Characters that start a formula, a signed number, an error literal, or an apostrophe escape. */
const RISKY_START = /^[=+\-@'#\s]/;
/** Booleans in the spreadsheet locales the product supports (others hold digits anyway). */
const BOOLEAN_WORD = /^\s*(true|false|истина|ложь)\s*$/i;

/** True when Sheets could store `text` as something other than this very text. */
export function needsEscape(text: string): boolean {
  // Anything with a digit may read as a number, date, time, percentage, currency or fraction,
  // whatever the locale: escaping a harmless one costs nothing, missing one corrupts a name.
  return (
    text !== "" &&
    (RISKY_START.test(text) || /\d/.test(text) || BOOLEAN_WORD.test(text) || /\s$/.test(text))
  );
}

/** A string that Range.setValues stores as exactly `text`. */
export function literalText(text: string): string {
  return needsEscape(text) ? `'${text}` : text;
}

/**
 * A value for a cell formatted as plain text ("@"), where Sheets stores a string as it is: the
 * apostrophe literalText adds is left out, since Sheets does not say whether such a cell drops it
 * or keeps it as part of the text. Before "=" it stays: whether setValues makes a formula even in
 * a plain-text cell is not documented either (the engine reads a leading apostrophe as nothing).
 */
export function plainTextCell(value: WritableCell): WritableCell {
  return typeof value === "string" && value.startsWith("'") && !/^'[='\s]/.test(value)
    ? value.slice(1)
    : value;
}

export type WritableCell = string | number | boolean | Date;

/**
 * A value ready for setValues: strings become literal text, finite numbers and booleans stay
 * (they are typed values, not parsed), anything else (NaN, objects) becomes an empty cell —
 * never "NaN" or "[object Object]" in a sheet.
 */
export function safeCell(value: unknown): WritableCell {
  if (typeof value === "string") return literalText(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : "";
  if (typeof value === "boolean") return value;
  if (isDate(value)) return value;
  return "";
}

/** Date objects may come from another realm (Apps Script, a vm context): no instanceof. */
export function isDate(value: unknown): value is Date {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.prototype.toString.call(value) === "[object Date]"
  );
}

/**
 * A game id as the Games sheet keeps it: a plain number stays a number (as typed ids are), so
 * ids sort and filter like the organiser's own; any other id is literal text.
 */
export function gameIdCell(id: string): string | number {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : literalText(id);
}
