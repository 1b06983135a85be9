/**
 * What showGameForm appends to the sidebar's page (src/protocol/sidebarPage.ts), read once at
 * the start.
 */
import {
  LOCALE_ATTRIBUTE,
  LOCALE_ELEMENT_ID,
  parsePlaceColumns,
  parseTournaments,
  TOURNAMENTS_ATTRIBUTE,
  TOURNAMENTS_ELEMENT_ID,
  parseRosterNames,
  parseTeamsFlag,
  PLACE_ATTRIBUTE,
  PLACE_ELEMENT_ID,
  ROSTER_ATTRIBUTE,
  ROSTER_ELEMENT_ID,
  RULES_ATTRIBUTE,
  RULES_ELEMENT_ID,
  TEAMS_ATTRIBUTE,
  TEAMS_ELEMENT_ID,
  type PlaceColumns,
} from "../../protocol/sidebarPage";

/**
 * The spreadsheet's locale, as showGameForm appends it to the page (src/protocol/sidebarPage.ts);
 * null when the page was served without it.
 */
export function pageLocale(): string | null {
  return document.getElementById(LOCALE_ELEMENT_ID)?.getAttribute(LOCALE_ATTRIBUTE) || null;
}

/**
 * The Rules sheet's cells as showGameForm appends them: null without the element (no Rules sheet,
 * hence «Клуб»); text that is not JSON stays text, for the engine to refuse (rulesOfCells).
 */
export function pageRulesCells(): unknown {
  const text = document.getElementById(RULES_ELEMENT_ID)?.getAttribute(RULES_ATTRIBUTE);
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Whether the Games sheet numbers games per table, as showGameForm appends it; none without. */
export function pagePlace(): PlaceColumns {
  return parsePlaceColumns(
    document.getElementById(PLACE_ELEMENT_ID)?.getAttribute(PLACE_ATTRIBUTE),
  );
}

/** The tournaments as showGameForm appends them; null (no field) without the element. */
export function pageTournaments(): string[] | null {
  return parseTournaments(
    document.getElementById(TOURNAMENTS_ELEMENT_ID)?.getAttribute(TOURNAMENTS_ATTRIBUTE),
  );
}

/** The roster as showGameForm appends it; none without the element. */
export function pageRoster(): string[] {
  return parseRosterNames(
    document.getElementById(ROSTER_ELEMENT_ID)?.getAttribute(ROSTER_ATTRIBUTE),
  );
}

/** Whether the tournament has teams, as showGameForm appends it; none without the element. */
export function pageTeams(): boolean {
  return parseTeamsFlag(document.getElementById(TEAMS_ELEMENT_ID)?.getAttribute(TEAMS_ATTRIBUTE));
}
