/**
 * The roster sheet («Участники» / *Players*): the organiser's own list of players, found by name
 * in either language (it is theirs to type, not marked). Column A holds the names under a header
 * row; column B a team.
 *
 * A refresh looks for it with the add-on's registry, which keeps the id of the sheet found last
 * time (or nothing): the sheet is tried there first, and only when it is gone or renamed, or
 * there was none, is every sheet's name asked for (sheetNamedAgain).
 */
import { cellText, type RosterEntry } from "../../engine";
import { LANGS } from "../platform/locale";
import { sheetNamed, sheetNamedAgain } from "../platform/sheetNames";
import type { Registry } from "../platform/sheetRegistry";
import { SEATING_TEXTS } from "./seatingMessages";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

const ROSTER_NAMES = LANGS.map((l) => SEATING_TEXTS[l].playersSheet);

/** The registry's record of the roster: the id of the sheet found last time, "" for none. */
const ROSTER_RECORD = "roster";

function lastRosterId(registry: Registry): number | undefined {
  const text = registry.record(ROSTER_RECORD) ?? "";
  const id = Number(text);
  return text !== "" && Number.isInteger(id) ? id : undefined;
}

/**
 * The roster sheet under either language's name, in any case, with spaces around or not; with
 * the operation's registry, where it was found last time first, and what is found recorded there.
 */
export function findRosterSheet(ss: Spreadsheet, registry?: Registry): Sheet | null {
  if (!registry) return sheetNamed(ss, ...ROSTER_NAMES);
  const found = sheetNamedAgain(ss, lastRosterId(registry), ROSTER_NAMES);
  registry.setRecord(ROSTER_RECORD, found ? String(found.id) : "");
  return found?.sheet ?? null;
}

/**
 * The roster sheet's players under its header, the name in A and the team in B, as typed
 * (cellText); [] when there is no such sheet.
 */
export function readRoster(ss: Spreadsheet, registry?: Registry): RosterEntry[] {
  const sheet = findRosterSheet(ss, registry);
  if (!sheet) return [];
  return sheet
    .getDataRange()
    .getValues()
    .slice(1)
    .map((row) => ({ name: cellText(row[0]), team: cellText(row[1]) }))
    .filter((entry) => entry.name !== "");
}

/** The names of the roster sheet's column A under its header; [] when there is no such sheet. */
export function readRosterNames(ss: Spreadsheet, registry?: Registry): string[] {
  return readRoster(ss, registry).map((entry) => entry.name);
}
