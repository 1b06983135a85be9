/**
 * How the product compares words and names: case, surrounding and repeated spaces and the
 * difference between «ё» and «е» never matter (RULES.md, "Players").
 */
export function normalizeText(value: string): string {
  const lower = value.toLowerCase();
  // Most names, once lower-cased, have no spaces or «ё» to mend: the test is cheaper than the rewrite.
  if (ALREADY_NORMAL.test(lower)) return lower;
  return lower.trim().replace(/\s+/g, " ").replace(/ё/g, "е");
}
const ALREADY_NORMAL = /^[a-z0-9а-дж-я]+(?: [a-z0-9а-дж-я]+)*$/;

/** True for the values Sheets and CSV exports use for an empty cell. */
export function isEmptyCell(value: unknown): boolean {
  return (
    value === "" ||
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "")
  );
}

/** The text of a cell as the user typed it, for messages and display. */
export function cellText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  if (value === null || value === undefined) return "";
  if (value instanceof Date || Object.prototype.toString.call(value) === "[object Date]") {
    // Sheets makes a date at midnight in the spreadsheet's time zone, which the engine does not
    // know; midnight anywhere from UTC−11 to UTC+12 is the same calendar day at noon UTC.
    const time = (value as Date).getTime();
    if (isNaN(time)) return "";
    return new Date(time + 12 * 3600 * 1000).toISOString().slice(0, 10);
  }
  return String(value).trim();
}

export function isDateValue(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.prototype.toString.call(value) === "[object Date]"
  );
}
