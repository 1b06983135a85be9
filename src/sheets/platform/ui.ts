/**
 * How a menu command talks to the user: a dialog in the spreadsheet's language, and never an
 * exception (and its stack trace) on the screen.
 */
import type { Lang } from "../../engine";
import { userMessage } from "./errors";
import { langOfLocale } from "./locale";
import { TEXTS } from "./messages";
import type { Services } from "./services";

export function alert(services: Services, lang: Lang, text: string): void {
  const ui = services.spreadsheetApp.getUi();
  ui.alert(TEXTS[lang].addon, text, ui.ButtonSet.OK);
}

/** Runs a menu command; any failure becomes a dialog with a plain message. */
export function command<T>(
  services: Services,
  run: (lang: Lang, ss: GoogleAppsScript.Spreadsheet.Spreadsheet, locale: string) => T,
): T | undefined {
  let lang: Lang = "en";
  try {
    const ss = services.spreadsheetApp.getActive();
    const locale = ss.getSpreadsheetLocale();
    lang = langOfLocale(locale);
    return run(lang, ss, locale);
  } catch (error) {
    alert(services, lang, userMessage(error, lang));
    return undefined;
  }
}
