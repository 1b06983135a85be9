/**
 * Simple onEdit trigger: an edit of the Games sheet or of the Rules sheet refreshes the
 * standings (an edit of the Rules sheet first brings its column C up with «Система»); an edit
 * anywhere else costs two calls (which sheet, whose is it) and does nothing.
 */
import { langOfLocale } from "./platform/locale";
import { findOwnSheet, kindOf } from "./platform/sheetRegistry";
import type { Services } from "./platform/services";
import { readRules, readRulesValues, refreshReference } from "./rules/rulesSheetWriter";
import { rulesOfValues } from "./rules/rulesSheet";
import { readGamesValues, refreshQuietly } from "./standings/standingsWriter";

/** The part of the edit event this reads. */
export interface EditEvent {
  readonly range?: GoogleAppsScript.Spreadsheet.Range;
  readonly source?: GoogleAppsScript.Spreadsheet.Spreadsheet;
}

/** Shorter than the simple trigger's 30-second limit; a save holding the lock refreshes anyway. */
const EDIT_LOCK_MS = 10_000;

export function handleEdit(services: Services, event: EditEvent | undefined): void {
  const range = event?.range;
  if (!range) return;
  const edited = range.getSheet();
  const kind = kindOf(edited);
  if (kind !== "games" && kind !== "rules") return;
  const ss = event.source ?? services.spreadsheetApp.getActive();
  const lang = langOfLocale(ss.getSpreadsheetLocale());
  const lock = services.lockService.getDocumentLock() ?? services.lockService.getScriptLock();
  if (!lock.tryLock(EDIT_LOCK_MS)) return;
  try {
    if (kind === "games") {
      refreshQuietly(ss, lang, readGamesValues(edited), readRules(ss, lang));
    } else {
      const values = readRulesValues(edited);
      refreshReference(edited, values, lang);
      const games = findOwnSheet(ss, "games", lang);
      if (games) refreshQuietly(ss, lang, readGamesValues(games), rulesOfValues(values));
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
