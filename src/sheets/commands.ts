/**
 * The menu's commands. Each talks to the user through a toast or a dialog in the spreadsheet's
 * language and never lets an exception (and its stack trace) reach the screen.
 */
import { cellText, headerMeaning, type Lang } from "../engine";
import {
  localeMarkup,
  placeMarkup,
  rosterMarkup,
  rulesMarkup,
  teamsMarkup,
  tournamentsMarkup,
} from "../protocol/sidebarPage";
import { placeColumnsOf, readGamesTable } from "./games/gamesTable";
import { dayOfDateIn } from "./platform/dates";
import { withDocumentLock } from "./platform/lock";
import { TEXTS } from "./platform/messages";
import { alert, command } from "./platform/ui";
import type { Services } from "./platform/services";
import { findOwnSheet } from "./platform/sheetRegistry";
import { readRules, readRulesForRefresh, readRulesValues } from "./rules/rulesSheetWriter";
import { readRoster } from "./seating/rosterSheet";
import { problemLines } from "./standings/standingsPlan";
import {
  markerOf,
  readGamesValues,
  recalculate,
  refreshOf,
  refreshStandings,
  rosterLines,
  type RecalcOutcome,
} from "./standings/standingsWriter";
import { setupSheets, type SetupReport } from "./template";

const DIALOG_LINES = 25;

export function setupTournament(services: Services): SetupReport | undefined {
  return command(services, (lang, ss) => {
    const report = withDocumentLock(services, lang, () => {
      const done = setupSheets(services.spreadsheetApp, ss, lang);
      if (
        done.games.status !== "foreign" &&
        done.standings.status !== "foreign" &&
        !done.headerUnknown
      ) {
        const refresh = refreshOf(services, ss, lang);
        const games = done.games.sheet;
        const values = readGamesValues(games);
        const rules = readRulesForRefresh(ss, lang);
        const result = readGamesTable(values, rules.rules, "standings", refresh.dayOfDate);
        refreshStandings(
          done.standings.sheet,
          result,
          markerOf({ games, values, rules }),
          refresh.when,
          rosterLines(ss, result),
        );
      }
      return done;
    });
    const strangers =
      [report.games, report.standings, report.rules].some((s) => s.status === "foreign") ||
      report.headerUnknown;
    // A stranger's sheet needs the user to act: a dialog, not a toast that fades away.
    if (strangers) alert(services, lang, report.messages.join("\n\n"));
    else ss.toast(report.messages.join(" "), TEXTS[lang].addon, 8);
    return report;
  });
}

export function recalculateStandings(services: Services): RecalcOutcome | undefined {
  return command(services, (lang, ss) => {
    const outcome = withDocumentLock(services, lang, () =>
      recalculate(refreshOf(services, ss, lang)),
    );
    if (outcome.plan === null) alert(services, lang, outcome.message);
    else ss.toast(outcome.message, TEXTS[lang].addon, 8);
    return outcome;
  });
}

/** Reads and reports; writes nothing. */
export function checkProtocol(services: Services): string[] | undefined {
  return command(services, (lang, ss) => {
    const texts = TEXTS[lang];
    const games = findOwnSheet(ss, "games", lang);
    if (!games) {
      alert(services, lang, texts.noGamesSheet);
      return [];
    }
    const dayOfDate = dayOfDateIn(services, () => ss.getSpreadsheetTimeZone());
    const read = readGamesTable(readGamesValues(games), readRules(ss, lang), "store", dayOfDate);
    const { lines, warnings: found } = problemLines(read);
    const warnings = [...found, ...rosterLines(ss, read)];
    // The warnings after the verdict, marked as such (they never stop the standings).
    const warned = warnings.slice(0, DIALOG_LINES).map((w) => texts.status.warning(w));
    const after = warned.length > 0 ? ["", ...warned] : [];
    if (lines.length === 0 && read.ok) {
      const finished = read.table.evaluation.games.filter((g) => g.status === "finished").length;
      const inProgress = read.table.evaluation.games.filter(
        (g) => g.status === "in-progress",
      ).length;
      alert(services, lang, [texts.checkOk(finished, inProgress), ...after].join("\n"));
    } else {
      const shown = lines.slice(0, DIALOG_LINES);
      if (lines.length > shown.length) shown.push(texts.more(lines.length - shown.length));
      alert(services, lang, [texts.problems(lines.length), "", ...shown, ...after].join("\n"));
    }
    return lines;
  });
}

export function showHelp(services: Services): void {
  command(services, (lang) => alert(services, lang, TEXTS[lang].help));
}

/**
 * Whether the Games sheet numbers games per table, from its header row (one values read of one
 * row): the form asks for the table then; whether its «Команда» column holds any team: the form
 * shows the team fields then. With a «Турнир» column (SERIES.md), the tournaments already in the
 * sheet, which the form offers, and the teams, from one values read of the sheet; without, null
 * and the team column's values alone.
 */
function gamesFormColumns(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  lang: Lang,
): {
  place: { round: boolean; table: boolean };
  teams: boolean;
  tournaments: string[] | null;
} {
  const games = findOwnSheet(ss, "games", lang);
  const width = games?.getLastColumn() ?? 0;
  if (!games || width < 1)
    return { place: { round: false, table: false }, teams: false, tournaments: null };
  const header = games.getRange(1, 1, 1, width).getValues()[0] ?? [];
  const { round, table, team } = placeColumnsOf(header);
  const place = { round, table };
  const holdsTeam = (rows: readonly (readonly unknown[])[], column: number): boolean =>
    team >= 0 && rows.some((row) => cellText(row[column]) !== "");
  if (!header.some((cell) => typeof cell === "string" && headerMeaning(cell) === "tournament")) {
    const last = games.getLastRow();
    const teamCells =
      team >= 0 && last > 1 ? games.getRange(2, team + 1, last - 1, 1).getValues() : [];
    return { place, teams: holdsTeam(teamCells, 0), tournaments: null };
  }
  const values = readGamesValues(games);
  const read = readGamesTable(values);
  const tournaments = read.ok ? read.table.evaluation.tournaments.map((t) => t.name) : [];
  return { place, teams: holdsTeam(values.slice(1), team), tournaments };
}

/**
 * The judges' form; dist/Sidebar.html is built from src/sidebar. The spreadsheet's locale and the
 * Rules sheet's cells ride along in the page (escaped attributes), so the sidebar needs no server
 * call to pick its language or to score its preview with the spreadsheet's system.
 */
export function showGameForm(services: Services): void {
  command(services, (lang, ss, locale) => {
    const rules = findOwnSheet(ss, "rules", lang);
    const page = services.htmlService
      .createHtmlOutputFromFile("Sidebar")
      .append(localeMarkup(locale));
    if (rules) page.append(rulesMarkup(readRulesValues(rules)));
    const roster = readRoster(ss);
    if (roster.length > 0) page.append(rosterMarkup(roster.map((entry) => entry.name)));
    const { place, teams, tournaments } = gamesFormColumns(ss, lang);
    if (place.table) page.append(placeMarkup(place));
    if (teams || roster.some((entry) => entry.team !== "")) page.append(teamsMarkup());
    if (tournaments !== null) page.append(tournamentsMarkup(tournaments));
    const html = page.setTitle(TEXTS[lang].sidebarTitle);
    services.spreadsheetApp.getUi().showSidebar(html);
  });
}
