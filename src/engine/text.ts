/**
 * How the product compares words and names: case, surrounding and repeated spaces and the
 * difference between «ё» and «е» never matter (RULES.md, "Players"). Text is first put in
 * Unicode NFC: a «ё» typed as «е» and a combining diaeresis (as some keyboards and pasted text
 * give it) is the same letter as «ё» typed as one.
 */
export function normalizeText(value: string): string {
  return value.normalize("NFC").toLowerCase().trim().replace(/\s+/g, " ").replace(/ё/g, "е");
}

/**
 * The error values Sheets hands a custom function for a broken formula
 * (a player from a failed lookup).
 */
const SHEET_ERRORS: ReadonlySet<string> = new Set([
  "#N/A",
  "#REF!",
  "#VALUE!",
  "#DIV/0!",
  "#NAME?",
  "#NUM!",
  "#NULL!",
  "#ERROR!",
]);

export function isSheetError(value: unknown): boolean {
  return typeof value === "string" && SHEET_ERRORS.has(value.trim().toUpperCase());
}

/** True for the values Sheets and CSV exports use for an empty cell. */
export function isEmptyCell(value: unknown): boolean {
  return (
    value === "" ||
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "")
  );
}

/** Date objects may come from another realm (Apps Script, a vm context): no instanceof. */
export function isDateValue(value: unknown): value is Date {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.prototype.toString.call(value) === "[object Date]"
  );
}

/**
 * The calendar day of a Date cell as YYYY-MM-DD. Sheets makes a typed date midnight in the
 * spreadsheet's time zone, which only the shells know: the sheets shell reads the day in that
 * zone (Utilities.formatDate). Without a shell's answer, noon UTC is taken: midnight anywhere
 * from UTC−11 to UTC+12 falls on the same calendar day at noon UTC (wrong only east of UTC+12).
 */
export type DayOfDate = (date: Date) => string;

export const noonUtcDay: DayOfDate = (date) => {
  const time = date.getTime();
  return isNaN(time) ? "" : new Date(time + 12 * 3600 * 1000).toISOString().slice(0, 10);
};

/**
 * The text of a best-move, game-id or name cell. A leading apostrophe is how Sheets is told to
 * keep typing as text; should a cell keep it as part of the value (Sheets does not say whether a
 * plain-text cell does), it is still not part of the move, the id or the name.
 */
export function typedText(value: unknown, dayOf: DayOfDate = noonUtcDay): string {
  const text = cellText(value, dayOf);
  return text.startsWith("'") ? text.slice(1).trim() : text;
}

/** The text of a cell as the user typed it, for messages and display. */
export function cellText(value: unknown, dayOf: DayOfDate = noonUtcDay): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  if (value === null || value === undefined) return "";
  if (isDateValue(value)) return isNaN(value.getTime()) ? "" : dayOf(value);
  // A boolean, or anything stranger a host hands over, as JavaScript writes it.
  return (
    typeof value === "boolean" ? String(value) : Object.prototype.toString.call(value)
  ).trim();
}
