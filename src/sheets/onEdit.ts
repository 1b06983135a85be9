/**
 * Simple onEdit trigger: an edit of the Games sheet refreshes the standings; an edit anywhere
 * else costs two calls (which sheet, is it ours) and does nothing.
 */
import { langOfLocale } from "./locale";
import type { Services } from "./services";
import { isMarked } from "./sheetRegistry";
import { readGamesValues, refreshQuietly } from "./standingsWriter";

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
  const games = range.getSheet();
  if (!isMarked(games, "games")) return;
  const ss = event.source ?? services.spreadsheetApp.getActive();
  const lang = langOfLocale(ss.getSpreadsheetLocale());
  const lock = services.lockService.getDocumentLock() ?? services.lockService.getScriptLock();
  if (!lock.tryLock(EDIT_LOCK_MS)) return;
  try {
    refreshQuietly(ss, lang, readGamesValues(games));
  } finally {
    // As in lock.ts: a flush that throws must not keep the lock from the next judge.
    try {
      services.spreadsheetApp.flush();
    } finally {
      lock.releaseLock();
    }
  }
}
