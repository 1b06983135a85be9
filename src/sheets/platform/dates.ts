import type { DayOfDate } from "../../engine";
import { isDate } from "./cellSafety";
import type { Services } from "./services";

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (the schema only checks the shape). */
export function isIsoDate(text: string): boolean {
  const m = ISO.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export type FormatDate = (date: Date, timeZone: string, pattern: string) => string;

/**
 * The ISO day of a Date cell. Sheets turns "2026-11-29" into midnight of that day in the
 * spreadsheet's time zone, so the day is read back in that same zone: in UTC or the script's
 * zone it would be the 28th east of Greenwich. A cell kept as text is returned as it is.
 */
export function isoDateOfCell(
  value: unknown,
  timeZone: string,
  formatDate: FormatDate,
): string | undefined {
  if (isDate(value))
    return isNaN(value.getTime()) ? undefined : formatDate(value, timeZone, "yyyy-MM-dd");
  if (typeof value === "string" && isIsoDate(value.trim())) return value.trim();
  return undefined;
}

/**
 * The engine's day of a Date cell (DayOfDate), read in the spreadsheet's time zone: one
 * Utilities.formatDate per distinct date met (a season has a few hundred), none without dates;
 * the zone is asked for at the first date, so a table without any costs no call.
 */
export function dayOfDateIn(services: Services, timeZone: () => string): DayOfDate {
  const days = new Map<number, string>();
  let zone: string | undefined;
  return (date) => {
    const time = date.getTime();
    let day = days.get(time);
    if (day === undefined) {
      zone ??= timeZone();
      day = services.utilities.formatDate(date, zone, "yyyy-MM-dd");
      days.set(time, day);
    }
    return day;
  };
}
