/**
 * Whether a sheet still holds exactly what the add-on last wrote there: a short fingerprint of
 * its cells' text, kept in the sheet's developer metadata when the add-on writes it and compared
 * with the cells when it is about to replace them. Pure but for the two metadata calls.
 */
import { cellText } from "../../engine";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const KEY = "mafia-standings.content";

/**
 * The cells as text, trailing blank rows and cells dropped. A string the add-on wrote with a
 * leading apostrophe (cellSafety.ts) is stored without it, so `written` cells drop it too.
 */
function texts(values: readonly (readonly unknown[])[], written: boolean): string[][] {
  const rows = values.map((cells) => {
    const row = cells.map((cell) =>
      written && typeof cell === "string" && cell.startsWith("'")
        ? cell.slice(1).trim()
        : cellText(cell),
    );
    while (row.length > 0 && row[row.length - 1] === "") row.pop();
    return row;
  });
  while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
  return rows;
}

/** FNV-1a (32 bits) of the cells' text: equal content, equal fingerprint. */
export function fingerprint(values: readonly (readonly unknown[])[], written = false): string {
  const text = JSON.stringify(texts(values, written));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** True when the cells hold nothing at all. */
export function isBlankSheet(values: readonly (readonly unknown[])[]): boolean {
  return texts(values, false).length === 0;
}

/** The fingerprint the add-on kept when it last wrote the sheet; null if it never did. */
export function keptFingerprint(sheet: Sheet): string | null {
  const found = sheet.getDeveloperMetadata().find((m) => m.getKey() === KEY);
  return found ? found.getValue() : null;
}

/** Keeps the fingerprint of what was just written (the grid as given to setValues). */
export function keepFingerprint(sheet: Sheet, written: readonly (readonly unknown[])[]): void {
  const value = fingerprint(written, true);
  const found = sheet.getDeveloperMetadata().find((m) => m.getKey() === KEY);
  if (found) found.setValue(value);
  else sheet.addDeveloperMetadata(KEY, value);
}
