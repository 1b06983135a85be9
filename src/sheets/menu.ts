/**
 * The add-on menu. onOpen may run in AuthMode.NONE (the add-on is installed but not yet used in
 * this file): then only the menu may be built and the document cannot be read — not even its
 * locale — so the menu's language comes from the user's own locale (Session.getActiveUserLocale
 * needs no authorisation). In LIMITED and FULL modes the spreadsheet's locale decides.
 */
import type { Lang } from "../engine";
import { langOfLocale } from "./platform/locale";
import { TEXTS } from "./platform/messages";
import type { Services } from "./platform/services";

/** What onOpen/onInstall receive; only authMode is read. */
export interface OpenEvent {
  readonly authMode?: unknown;
}

/** Apps Script enum values print as their names (ScriptApp.AuthMode.NONE → "NONE"). */
function isAuthModeNone(event: OpenEvent | undefined): boolean {
  // An Apps Script enum value is an object whose string is its name.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return event?.authMode != null && String(event.authMode) === "NONE";
}

function menuLang(services: Services, event: OpenEvent | undefined): Lang {
  if (!isAuthModeNone(event)) {
    try {
      return langOfLocale(services.spreadsheetApp.getActive().getSpreadsheetLocale());
    } catch {
      // Not allowed or not available: the user's locale still is.
    }
  }
  try {
    return langOfLocale(services.session.getActiveUserLocale());
  } catch {
    return "en";
  }
}

/** The items call top-level functions of Code.js by name (see src/main.ts). */
function buildMenu(ui: GoogleAppsScript.Base.Ui, lang: Lang): void {
  const t = TEXTS[lang].menu;
  ui.createAddonMenu()
    .addItem(t.enterGame, "showGameForm")
    .addSeparator()
    .addItem(t.setup, "setupTournament")
    .addItem(t.recalc, "recalculateStandings")
    .addItem(t.check, "checkProtocol")
    .addSeparator()
    .addItem(t.seating, "showSeatingDialog")
    .addItem(t.finalSeating, "showFinalSeatingDialog")
    .addItem(t.judgeSheets, "writeJudgeSheets")
    .addItem(t.playerCard, "showPlayerCard")
    .addSeparator()
    .addItem(t.help, "showHelp")
    .addItem(t.diagnostics, "runDiagnostics")
    .addToUi();
}

export function onOpen(services: Services, event: OpenEvent | undefined): void {
  buildMenu(services.spreadsheetApp.getUi(), menuLang(services, event));
}
