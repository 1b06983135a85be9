/**
 * The roster sheet («Участники» / *Players*): the organiser's own list of players, found by name
 * in either language (it is theirs to type, not marked). Column A holds the names under a header
 * row; column B a team.
 *
 * A refresh looks for it with the add-on's registry, which keeps the id of the sheet found last
 * time (or nothing): the sheet is tried there first, and only when it is gone or renamed, or
 * there was none, is every sheet's name asked for (sheetNamedAgain). An edit's refresh, with no
 * roster last time, asks again only when the spreadsheet has gained or lost a sheet since: a
 * sheet renamed into a roster is found by the next save's or the menu's refresh.
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
/** With no roster found, how many sheets the spreadsheet had then. */
const SHEETS_RECORD = "roster.sheets";

/** How a refresh looks for the roster: every time, or, for an edit's, as the file says. */
export type RosterLookup = "thorough" | "quick";

function lastRosterId(registry: Registry): number | undefined {
  const text = registry.record(ROSTER_RECORD) ?? "";
  const id = Number(text);
  return text !== "" && Number.isInteger(id) ? id : undefined;
}

/**
 * The roster sheet under either language's name, in any case, with spaces around or not; with
 * the operation's registry, where it was found last time first, and what is found recorded there.
 */
export function findRosterSheet(
  ss: Spreadsheet,
  registry?: Registry,
  lookup: RosterLookup = "thorough",
): Sheet | null {
  if (!registry) return sheetNamed(ss, ...ROSTER_NAMES);
  const none = registry.record(ROSTER_RECORD) === "";
  const sheets = none ? registry.record(SHEETS_RECORD) : undefined;
  if (lookup === "quick" && sheets !== undefined && sheets === String(ss.getNumSheets()))
    return null;
  const { found, sheetsAsked } = sheetNamedAgain(ss, lastRosterId(registry), ROSTER_NAMES);
  registry.setRecord(ROSTER_RECORD, found ? String(found.id) : "");
  if (!found && sheetsAsked !== undefined) registry.setRecord(SHEETS_RECORD, String(sheetsAsked));
  return found?.sheet ?? null;
}

/**
 * The roster sheet's players under its header, the name in A and the team in B, as typed
 * (cellText); [] when there is no such sheet.
 */
export function readRoster(
  ss: Spreadsheet,
  registry?: Registry,
  lookup?: RosterLookup,
): RosterEntry[] {
  const sheet = findRosterSheet(ss, registry, lookup);
  if (!sheet) return [];
  return sheet
    .getDataRange()
    .getValues()
    .slice(1)
    .map((row) => ({ name: cellText(row[0]), team: cellText(row[1]) }))
    .filter((entry) => entry.name !== "");
}

/** The names of the roster sheet's column A under its header; [] when there is no such sheet. */
export function readRosterNames(
  ss: Spreadsheet,
  registry?: Registry,
  lookup?: RosterLookup,
): string[] {
  return readRoster(ss, registry, lookup).map((entry) => entry.name);
}
