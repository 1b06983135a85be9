/**
 * How the server tells the sidebar page the spreadsheet's locale without a server call: a
 * hidden element appended to dist/Sidebar.html by showGameForm (HtmlOutput.append), read by the
 * page when it starts. Apps Script drops <meta> tags written in the HTML itself, so it is an
 * element of the body. Shared by both sides; no Apps Script or DOM here.
 */
import { cellText, parseRules, type RulesResult } from "../engine";

export const LOCALE_ELEMENT_ID = "mafia-standings-locale";
export const LOCALE_ATTRIBUTE = "data-locale";

/** Text safe inside a double- or single-quoted HTML attribute value. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * What the server appends to a page: a hidden element `id` whose `attribute` holds `value`,
 * escaped. Every boot value of the pages travels this way.
 */
export function hiddenMarkup(id: string, attribute: string, value: string): string {
  return `<div id="${id}" ${attribute}="${escapeAttribute(value)}" hidden></div>`;
}

/** A boot attribute's JSON as the page reads it back: undefined when it is none. */
export function parseJsonAttribute(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? "null") as unknown;
  } catch {
    return undefined;
  }
}

/** The markup appended to the sidebar page: the locale as an escaped attribute, nothing else. */
export function localeMarkup(locale: string): string {
  return hiddenMarkup(LOCALE_ELEMENT_ID, LOCALE_ATTRIBUTE, locale);
}

/**
 * The Rules sheet's first two columns, handed to the page the same way: the sidebar parses them
 * with the engine's own parseRules, so its live points follow exactly the system the game store
 * scores with. Absent (no Rules sheet), the page scores with «Клуб», as the store does.
 */
export const RULES_ELEMENT_ID = "mafia-standings-rules";
export const RULES_ATTRIBUTE = "data-rules";

/** A rules cell as JSON carries it: text, number or yes/no; a date or anything else as its text. */
function rulesCell(cell: unknown): string | number | boolean {
  if (typeof cell === "string" || typeof cell === "boolean") return cell;
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : String(cell);
  return cellText(cell);
}

/** Setting and value of each row, as JSON carries them (the page and `rulesCells()` send this). */
export type RulesCells = (string | number | boolean)[][];

export function rulesCellsOf(values: readonly (readonly unknown[])[]): RulesCells {
  return values.map((row) => [rulesCell(row[0]), rulesCell(row[1])]);
}

/**
 * The scoring system of rules cells from the server (the page's boot element, `rulesCells()`, a
 * refresh's `next.rules`) or from the form (a save's `rules`): null is no Rules sheet, hence
 * «Клуб»; anything but a list is refused by parseRules like any other rules argument.
 */
export function rulesOfCells(cells: unknown): RulesResult {
  if (cells === null || cells === undefined) return parseRules(undefined);
  return parseRules(Array.isArray(cells) ? cells : JSON.stringify(cells));
}

export function rulesMarkup(values: readonly (readonly unknown[])[]): string {
  return hiddenMarkup(RULES_ELEMENT_ID, RULES_ATTRIBUTE, JSON.stringify(rulesCellsOf(values)));
}

/**
 * The roster («Участники»: the players the organiser registered), handed to the page the same
 * way, so the player fields offer those names and the form asks before saving a name not on it.
 * Absent when the spreadsheet has no roster.
 */
export const ROSTER_ELEMENT_ID = "mafia-standings-roster";
export const ROSTER_ATTRIBUTE = "data-roster";

export function rosterMarkup(names: readonly string[]): string {
  return hiddenMarkup(ROSTER_ELEMENT_ID, ROSTER_ATTRIBUTE, JSON.stringify(names));
}

/** The roster as the page reads it back: the names of a JSON list of text; anything else none. */
export function parseRosterNames(text: string | null | undefined): string[] {
  const data = parseJsonAttribute(text);
  return Array.isArray(data)
    ? data.filter((name): name is string => typeof name === "string" && name.trim() !== "")
    : [];
}

/**
 * Whether the Games sheet numbers games per table (it has a «Стол» column, and maybe a «Тур»
 * one), handed to the page the same way: the form then asks for the game's table (and round)
 * next to its id. Absent when the sheet has no «Стол» column: the form asks for the id alone.
 */
export const PLACE_ELEMENT_ID = "mafia-standings-place";
export const PLACE_ATTRIBUTE = "data-place";

export interface PlaceColumns {
  readonly round: boolean;
  readonly table: boolean;
}

export const NO_PLACE: PlaceColumns = { round: false, table: false };

export function placeMarkup(place: PlaceColumns): string {
  return hiddenMarkup(PLACE_ELEMENT_ID, PLACE_ATTRIBUTE, JSON.stringify(place));
}

/**
 * The tournaments of a season already in the Games sheet, when it has a «Турнир» column
 * (SERIES.md), handed to the page the same way: the form then asks for the game's tournament and
 * offers these names. Absent without the column: the form asks for no tournament.
 */
export const TOURNAMENTS_ELEMENT_ID = "mafia-standings-tournaments";
export const TOURNAMENTS_ATTRIBUTE = "data-tournaments";

export function tournamentsMarkup(names: readonly string[]): string {
  return hiddenMarkup(TOURNAMENTS_ELEMENT_ID, TOURNAMENTS_ATTRIBUTE, JSON.stringify(names));
}

/** The tournaments as the page reads them back: null (no field) unless a JSON list. */
export function parseTournaments(text: string | null | undefined): string[] | null {
  const data = parseJsonAttribute(text);
  if (!Array.isArray(data)) return null;
  return data.filter((name): name is string => typeof name === "string" && name.trim() !== "");
}

/** The place columns as the page reads them back: anything but that JSON is none. */
export function parsePlaceColumns(text: string | null | undefined): PlaceColumns {
  const data = parseJsonAttribute(text);
  if (typeof data !== "object" || data === null) return NO_PLACE;
  const flag = (key: keyof PlaceColumns): boolean =>
    Object.getOwnPropertyDescriptor(data, key)?.value === true;
  const table = flag("table");
  return { round: table && flag("round"), table };
}

/**
 * Whether the tournament has teams (the Games sheet's «Команда» column holds one, or the roster
 * gives players teams), handed to the page the same way: the form then shows a team field under
 * each seat. Absent without teams: the form stays as short as a judge's table needs it.
 */
export const TEAMS_ELEMENT_ID = "mafia-standings-teams";
export const TEAMS_ATTRIBUTE = "data-teams";

export function teamsMarkup(): string {
  return hiddenMarkup(TEAMS_ELEMENT_ID, TEAMS_ATTRIBUTE, "yes");
}

/** The teams flag as the page reads it back: only the server's own value means teams. */
export function parseTeamsFlag(text: string | null | undefined): boolean {
  return text === "yes";
}
