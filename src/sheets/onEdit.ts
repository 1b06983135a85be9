/**
 * Simple onEdit trigger: an edit of the Games sheet or of the Rules sheet refreshes the
 * standings (an edit of the Rules sheet first brings its column C up with «Система»); an edit
 * anywhere else costs a few calls (the sheet's id, the add-on's registry, whether the sheets it
 * names are there) and does nothing. The edited sheet counts only if it is the one sheet of its
 * kind that every other path uses (findOwnSheet): a copy of «Игры» that kept the add-on's mark
 * is not a second games sheet.
 *
 * A simple trigger runs in AuthMode.LIMITED (no dialog, no sidebar) for at most 30 seconds.
 * When the lock stays taken (another judge saving), the edit is not silently dropped: the
 * standings sheet says so at once, and the lock's holder refreshes again (markMissedEdit).
 */
import { langOfLocale } from "./platform/locale";
import { findOwnSheet, ownKindOf, Registry } from "./platform/sheetRegistry";
import type { Services } from "./platform/services";
import {
  readRulesForRefresh,
  readRulesValues,
  refreshReference,
  rulesReadOf,
} from "./rules/rulesSheetWriter";
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
  const ss = event.source ?? services.spreadsheetApp.getActive();
  const lang = langOfLocale(ss.getSpreadsheetLocale());
  // Read before the lock, to leave at once an edit of a sheet that is not the add-on's.
  const registry = Registry.read(ss);
  const kind = ownKindOf(ss, edited, ["games", "rules"], lang, registry);
  if (kind === null) return;
  const lock = services.lockService.getDocumentLock() ?? services.lockService.getScriptLock();
  if (!lock.tryLock(EDIT_LOCK_MS)) {
    markMissedEdit(ss, lang);
    return;
  }
  try {
    // Read again under the lock: a save may have refreshed meanwhile, and the sizes it recorded
    // are what this refresh blanks below its own (a stale size would leave its rows standing).
    // Where the edited sheet is, as found before, is kept.
    const current = Registry.read(ss);
    const editedId = registry.sheetId(kind);
    if (editedId !== undefined) current.setSheetId(kind, editedId);
    const refresh = { ...refreshOf(services, ss, lang, current), rosterLookup: "quick" as const };
    if (kind === "games") {
      const rules = readRulesForRefresh(ss, lang, refresh.registry);
      refreshQuietly(refresh, { games: edited, values: readGamesValues(edited), rules });
    } else {
      const values = readRulesValues(edited);
      refreshReference(edited, values, lang);
      const games = findOwnSheet(ss, "games", lang, refresh.registry);
      const rules = rulesReadOf(edited, values);
      if (games) refreshQuietly(refresh, { games, values: readGamesValues(games), rules });
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
