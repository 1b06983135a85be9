/**
 * The roster sheet («Участники» / *Players*): the organiser's own list of players, found by name
 * in either language (it is theirs to type, not marked). Column A holds the names under a header
 * row; column B a team.
 */
import { cellText } from "../../engine";
import { LANGS } from "../platform/locale";
import { SEATING_TEXTS } from "./seatingMessages";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function findRosterSheet(ss: Spreadsheet): Sheet | null {
  for (const l of LANGS) {
    const sheet = ss.getSheetByName(SEATING_TEXTS[l].playersSheet);
    if (sheet) return sheet;
  }
  return null;
}

/** The names of the roster sheet's column A under its header; [] when there is no such sheet. */
export function readRosterNames(ss: Spreadsheet): string[] {
  const sheet = findRosterSheet(ss);
  if (!sheet) return [];
  return sheet
    .getDataRange()
    .getValues()
    .slice(1)
    .map((row) => cellText(row[0]).trim())
    .filter((name) => name !== "");
}
