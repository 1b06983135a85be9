/**
 * How the server tells the sidebar page the spreadsheet's locale without a server call: a
 * hidden element appended to dist/Sidebar.html by showGameForm (HtmlOutput.append), read by the
 * page when it starts. Apps Script drops <meta> tags written in the HTML itself, so it is an
 * element of the body. Shared by both sides; no Apps Script or DOM here.
 */
export const LOCALE_ELEMENT_ID = "mafia-standings-locale";
export const LOCALE_ATTRIBUTE = "data-locale";

/** Text safe inside a double- or single-quoted HTML attribute value. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The markup appended to the sidebar page: the locale as an escaped attribute, nothing else. */
export function localeMarkup(locale: string): string {
  return `<div id="${LOCALE_ELEMENT_ID}" ${LOCALE_ATTRIBUTE}="${escapeAttribute(locale)}" hidden></div>`;
}
