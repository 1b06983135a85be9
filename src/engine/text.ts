/**
 * How the product compares words and names: case, surrounding and repeated spaces and the
 * difference between «ё» and «е» never matter (RULES.md, "Players").
 */
export function normalizeText(value: string): string {
  // Most names and ids are already in normal form; the test is cheaper than the rewrite.
  if (ALREADY_NORMAL.test(value)) return value;
  return value.trim().replace(/\s+/g, " ").toLowerCase().replace(/ё/g, "е");
}
const ALREADY_NORMAL = /^[a-z0-9а-дж-я]+(?: [a-z0-9а-дж-я]+)*$/;

/** True for the values Sheets and CSV exports use for an empty cell. */
export function isEmptyCell(value: unknown): boolean {
  return value === "" || value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** The text of a cell as the user typed it, for messages and display. */
export function cellText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  if (value === null || value === undefined) return "";
  if (value instanceof Date || Object.prototype.toString.call(value) === "[object Date]") {
    // The local calendar date: Sheets makes dates at midnight in the script's time zone.
    const date = value as Date;
    if (isNaN(date.getTime())) return "";
    const pad = (n: number): string => String(n).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  return String(value).trim();
}

export function isDateValue(value: unknown): boolean {
  return typeof value === "object" && value !== null && Object.prototype.toString.call(value) === "[object Date]";
}
