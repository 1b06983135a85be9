/**
 * The roster sheet («Участники» / *Players*): the organiser's own list of players, found by name
 * in either language (it is theirs to type, not marked). Column A holds the names under a header
 * row; column B a team.
 */
import { cellText, type RosterEntry } from "../../engine";
import { LANGS } from "../platform/locale";
import { sheetNamed } from "../platform/sheetNames";
import { SEATING_TEXTS } from "./seatingMessages";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The roster sheet under either language's name, in any case, with spaces around or not. */
export function findRosterSheet(ss: Spreadsheet): Sheet | null {
  return sheetNamed(ss, ...LANGS.map((l) => SEATING_TEXTS[l].playersSheet));
}

/**
 * The roster sheet's players under its header, the name in A and the team in B, as typed
 * (cellText); [] when there is no such sheet.
 */
export function readRoster(ss: Spreadsheet): RosterEntry[] {
  const sheet = findRosterSheet(ss);
  if (!sheet) return [];
  return sheet
    .getDataRange()
    .getValues()
    .slice(1)
    .map((row) => ({ name: cellText(row[0]), team: cellText(row[1]) }))
    .filter((entry) => entry.name !== "");
}

/** The names of the roster sheet's column A under its header; [] when there is no such sheet. */
export function readRosterNames(ss: Spreadsheet): string[] {
  return readRoster(ss).map((entry) => entry.name);
}
