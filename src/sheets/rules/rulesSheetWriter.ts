/**
 * The Rules sheet in Apps Script: found, read once per operation (one values read of its cells),
 * created or repaired by «Создать листы турнира», its column C kept up with «Система» and its
 * column D («Пояснение») filled where empty.
 */
import { CLUB_SYSTEM, type Lang, type RulesResult } from "../../engine";
import type { SheetValues } from "../games/gamesTable";
import {
  ensureOwnSheet,
  findOwnSheet,
  type EnsuredSheet,
  type Registry,
} from "../platform/sheetRegistry";
import { markerSource, type MarkerSource } from "../standings/staleMarker";
import { HEADER_BACKGROUND } from "../standings/standingsPlan";
import {
  explanationRuns,
  hasRulesHeader,
  missingRows,
  referenceColumn,
  rowChoices,
  rulesOfValues,
  rulesTemplate,
  RULES_WIDTH,
} from "./rulesSheet";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type SpreadsheetApp = GoogleAppsScript.Spreadsheet.SpreadsheetApp;

const WIDTHS = [300, 200, 300, 420];

/**
 * Every cell the organiser filled: header, «Система», settings
 * (and anything else, ignored by the engine beyond B).
 */
export function readRulesValues(sheet: Sheet): SheetValues {
  return sheet.getDataRange().getValues();
}

/** The spreadsheet's scoring system: the Rules sheet's, or «Клуб» when the add-on has made none. */
export function readRules(ss: Spreadsheet, lang: Lang, registry?: Registry): RulesResult {
  const sheet = findOwnSheet(ss, "rules", lang, registry);
  return sheet ? rulesOfValues(readRulesValues(sheet)) : { ok: true, system: CLUB_SYSTEM };
}

/**
 * The rules as a refresh reads them, with what the stale marker compares of the sheet: its
 * columns A:B (the engine reads no other; the add-on itself rewrites C). No marker without a
 * Rules sheet.
 */
export interface RulesRead {
  readonly rules: RulesResult;
  readonly marker: MarkerSource | null;
  /** The sheet's values as read; null without a Rules sheet. */
  readonly values: SheetValues | null;
}

/** The Rules sheet's values read as a refresh uses them. */
export function rulesReadOf(sheet: Sheet, values: SheetValues): RulesRead {
  return {
    rules: rulesOfValues(values),
    marker: markerSource(sheet.getName(), values, 2),
    values,
  };
}

/** readRules with the stale marker's part: one values read of the Rules sheet, or none. */
export function readRulesForRefresh(ss: Spreadsheet, lang: Lang, registry?: Registry): RulesRead {
  const sheet = findOwnSheet(ss, "rules", lang, registry);
  return sheet
    ? rulesReadOf(sheet, readRulesValues(sheet))
    : { rules: { ok: true, system: CLUB_SYSTEM }, marker: null, values: null };
}

/** Column C rewritten where «Система» says otherwise: one values write, or none. */
export function refreshReference(sheet: Sheet, values: SheetValues, lang: Lang): void {
  const column = referenceColumn(values, lang);
  if (column) sheet.getRange(1, 3, column.length, 1).setValues(column);
}

/**
 * Created: the whole sheet in one write. Existing: the rows it lacks appended below the last
 * one, column C brought up to date; A and B of the organiser's rows are never written.
 */
export function setupRulesSheet(app: SpreadsheetApp, ss: Spreadsheet, lang: Lang): EnsuredSheet {
  const ensured = ensureOwnSheet(ss, "rules", lang);
  if (ensured.status === "foreign") return ensured;
  const sheet = ensured.sheet;
  let values: SheetValues;
  if (ensured.status === "created") {
    values = rulesTemplate(lang);
    sheet.getRange(1, 1, values.length, RULES_WIDTH).setValues(values as unknown[][]);
  } else {
    const read = readRulesValues(sheet);
    // A sheet with nothing in it reads as one empty cell: the template goes in at the top.
    const empty =
      read.length === 1 && (read[0] ?? []).every((cell) => cell === "" || cell === null);
    const added = empty ? rulesTemplate(lang) : missingRows(read, lang);
    const at = empty ? 1 : read.length + 1;
    if (added.length > 0) {
      const max = sheet.getMaxRows();
      if (at + added.length - 1 > max) sheet.insertRowsAfter(max, at + added.length - 1 - max);
      sheet.getRange(at, 1, added.length, RULES_WIDTH).setValues(added as unknown[][]);
    }
    values = empty
      ? added
      : [...read.map((row) => [row[0], row[1], row[2] ?? "", row[3] ?? ""]), ...added];
    refreshReference(sheet, values, lang);
    for (const run of explanationRuns(values, lang))
      sheet.getRange(run.row, 4, run.cells.length, 1).setValues(run.cells);
  }
  formatRulesSheet(app, sheet, lang, values);
  return ensured;
}

/**
 * A first row of the organiser's that is not the header is not dressed as one (nor frozen).
 * Column B of «Система» and of each yes/no or list setting gets a dropdown of its words: one
 * call per such row, a fixed handful (the settings, not the games, set the count).
 */
function formatRulesSheet(
  app: SpreadsheetApp,
  sheet: Sheet,
  lang: Lang,
  values: SheetValues,
): void {
  if (hasRulesHeader(values)) {
    sheet.setFrozenRows(1);
    sheet
      .getRange(1, 1, 1, RULES_WIDTH)
      .setFontWeight("bold")
      .setBackground(HEADER_BACKGROUND)
      .setWrap(true);
  }
  WIDTHS.forEach((width, i) => sheet.setColumnWidth(i + 1, width));
  // The explanations are sentences: wrapped in their column rather than spilling over.
  sheet.getRange(1, RULES_WIDTH, Math.max(values.length, 1), 1).setWrap(true);
  for (const { row, words } of rowChoices(values, lang)) {
    // Other spellings (the other language's words, «1», TRUE) are fine by the engine: warn, never
    // reject. A dropdown, not a checkbox: blank must stay «the system's value» (column C).
    const rule = app
      .newDataValidation()
      .requireValueInList(words, true)
      .setAllowInvalid(true)
      .build();
    sheet.getRange(row, 2).setDataValidation(rule);
  }
}
