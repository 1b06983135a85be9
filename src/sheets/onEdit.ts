/**
 * Simple onEdit trigger: an edit of the Games sheet or of the Rules sheet refreshes the
 * standings (an edit of the Rules sheet first brings its column C up with «Система»); an edit
 * anywhere else costs two calls (which sheet, whose is it) and does nothing. The edited sheet
 * counts only if it is the one sheet of its kind that every other path uses (findOwnSheet): a
 * copy of «Игры» that kept the add-on's mark is not a second games sheet.
 *
 * A simple trigger runs in AuthMode.LIMITED (no dialog, no sidebar) for at most 30 seconds.
 * When the lock stays taken (another judge saving), the edit is not silently dropped: the
 * standings sheet says so at once, and the lock's holder refreshes again (markMissedEdit).
 */
import { langOfLocale } from "./platform/locale";
import { findOwnSheet, isOwnSheet, kindOf } from "./platform/sheetRegistry";
import type { Services } from "./platform/services";
import { readRules, readRulesValues, refreshReference } from "./rules/rulesSheetWriter";
import { rulesOfValues } from "./rules/rulesSheet";
import {
  markMissedEdit,
  readGamesValues,
  refreshOf,
  refreshQuietly,
} from "./standings/standingsWriter";

/** The part of the edit event this reads. */
export interface EditEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
  readonly source?: GoogleAppsScript.Spreadsheet.Spreadsheet;
}

/**
 * Well inside the simple trigger's 30 seconds together with a refresh (under 10 s at 10,000
 * games by the cost model of the tests); a save holding the lock refreshes anyway.
 */
const EDIT_LOCK_MS = 10_000;

export function handleEdit(services: Services, event: EditEvent | undefined): void {
  const range = event?.range;
  if (!range) return;
  const edited = range.getSheet();
  const kind = kindOf(edited);
  if (kind !== "games" && kind !== "rules") return;
  const ss = event.source ?? services.spreadsheetApp.getActive();
  const lang = langOfLocale(ss.getSpreadsheetLocale());
  if (!isOwnSheet(ss, edited, kind, lang)) return;
  const lock = services.lockService.getDocumentLock() ?? services.lockService.getScriptLock();
  if (!lock.tryLock(EDIT_LOCK_MS)) {
    markMissedEdit(ss, lang);
    return;
  }
  try {
    const refresh = refreshOf(services, ss, lang);
    if (kind === "games") {
      refreshQuietly(refresh, edited, readGamesValues(edited), readRules(ss, lang));
    } else {
      const values = readRulesValues(edited);
      refreshReference(edited, values, lang);
      const games = findOwnSheet(ss, "games", lang);
      if (games) refreshQuietly(refresh, games, readGamesValues(games), rulesOfValues(values));
    }
  } finally {
    // As in lock.ts: a flush that throws must not keep the lock from the next judge.
    try {
      services.spreadsheetApp.flush();
    } finally {
      lock.releaseLock();
    }
  }
}
