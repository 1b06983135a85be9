/**
 * The player card (STATS.md "The player card"): the menu's sidebar and the one server
 * call it makes. Both read the Games sheet once and the Rules sheet once, and judge the table as
 * the standings do (the Rules sheet's system, a hidden final left out); the figures are the
 * engine's own (statistics, statsRecord, playerGames, the rating), rounded as MAFIA_STATS hands
 * them out.
 */
import {
  awardsOf,
  decideAwards,
  describeIssue,
  hasCompensation,
  moreProblems,
  playerGames,
  playerKey,
  rounded,
  roundedRating,
  seriesOf,
  statistics,
  PLAYER_COLUMNS,
  statsRecord,
  type Evaluation,
  type Issue,
  type Lang,
} from "../../engine";
import {
  PLAYER_CARD_FILE,
  playersMarkup,
  type PlayerCard,
  type PlayerCardBoot,
  type PlayerCardGame,
  type PlayerCardSeries,
  type PlayerCardStats,
} from "../../protocol/playerCard";
import { localeMarkup } from "../../protocol/sidebarPage";
import { isDate } from "../platform/cellSafety";
import { command } from "../platform/ui";
import { isoDateOfCell } from "../platform/dates";
import { UserError } from "../platform/errors";
import { readGamesTable, type GamesTable } from "../games/gamesTable";
import { langOfLocale } from "../platform/locale";
import { TEXTS } from "../platform/messages";
import { PLAYER_CARD_TEXTS } from "./playerCardMessages";
import { readRules } from "../rules/rulesSheetWriter";
import type { Services } from "../platform/services";
import { findOwnSheet } from "../platform/sheetRegistry";
import { readGamesValues } from "../standings/standingsWriter";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Problems listed in a refusal; the rest are counted («…и ещё N»). */
const LISTED_PROBLEMS = 10;
/** A name longer than this is cut in a refusal (it is the user's own text, shown back). */
const NAME_SHOWN = 60;

/**
 * The Games sheet read once under the Rules sheet's system. `table` is there whenever the sheet
 * could be read (its players make the picker's list); `refusal` says why there are no statistics
 * (no sheet, a header the engine cannot use, errors in the games or the rules), as STATS.md has
 * it: no statistics while the standings have none.
 */
type CardRead =
  | { readonly table: GamesTable; readonly refusal: null }
  | { readonly table: GamesTable | null; readonly refusal: UserError };

function readCard(ss: Spreadsheet, lang: Lang): CardRead {
  const texts = PLAYER_CARD_TEXTS[lang];
  const sheet = findOwnSheet(ss, "games", lang);
  if (!sheet) return { table: null, refusal: new UserError(TEXTS[lang].noGamesSheet) };
  const read = readGamesTable(readGamesValues(sheet), readRules(ss, lang), "standings");
  if (!read.ok) {
    const issues = [...read.rulesIssues, ...read.error.issues];
    return { table: null, refusal: problemsRefusal(issues, issues.length, lang) };
  }
  const { rulesIssues, evaluation } = read.table;
  const count = rulesIssues.length + evaluation.problemCount;
  if (count === 0) return { table: read.table, refusal: null };
  const issues = [...rulesIssues, ...evaluation.issues];
  return { table: read.table, refusal: problemsRefusal(issues, count, lang) };

  function problemsRefusal(issues: readonly Issue[], total: number, l: Lang): UserError {
    const lines = issues.slice(0, LISTED_PROBLEMS).map((issue) => describeIssue(issue, l));
    if (total > lines.length) lines.push(moreProblems(total - lines.length, l));
    return new UserError(texts.noStatistics, lines, texts.seeCheck);
  }
}

function spreadsheetOf(services: Services): { ss: Spreadsheet; lang: Lang } {
  const ss = services.spreadsheetApp.getActive();
  return { ss, lang: langOfLocale(ss.getSpreadsheetLocale()) };
}

/**
 * The boot data of the page: every player with a finished game, and why there is no card, if so.
 */
function bootOf(read: CardRead): PlayerCardBoot {
  const players = read.table?.evaluation.standings.map((standing) => standing.name) ?? [];
  return { players, problem: read.refusal?.message ?? null };
}

/**
 * Menu: the card in a sidebar (dist/PlayerCard.html). The spreadsheet's locale and every player
 * ride along in the page (escaped attributes), so the picker opens with no server call: opening
 * the card costs one values read of the Games sheet and one of the Rules sheet.
 */
export function showPlayerCard(services: Services): void {
  command(services, (lang, ss, locale) => {
    const boot = bootOf(readCard(ss, lang));
    const html = services.htmlService
      .createHtmlOutputFromFile(PLAYER_CARD_FILE)
      .append(localeMarkup(locale))
      .append(playersMarkup(boot))
      .setTitle(PLAYER_CARD_TEXTS[lang].title);
    services.spreadsheetApp.getUi().showSidebar(html);
  });
}

/**
 * The record's figures as the card's JSON carries them: the name as text, every other figure a
 * number, or "" for an empty cell.
 */
function cardStats(record: Readonly<Record<string, unknown>>): PlayerCardStats {
  const figures: Record<string, number | string> = {};
  for (const { key, format } of PLAYER_COLUMNS) {
    const value = record[key];
    const text = format === "text";
    figures[key] =
      typeof value === (text ? "string" : "number") && (text || Number.isFinite(value))
        ? (value as number | string)
        : "";
  }
  return figures as PlayerCardStats;
}

function nameArgument(name: unknown, lang: Lang): string {
  if (typeof name === "string" && name.trim() !== "") return name;
  if (typeof name === "number" && Number.isFinite(name)) return String(name);
  throw new UserError(PLAYER_CARD_TEXTS[lang].choose);
}

/** Sidebar: one player's card (STATS.md "The player card"); a clear refusal otherwise. */
export function playerCard(services: Services, name: unknown): PlayerCard {
  const { ss, lang } = spreadsheetOf(services);
  const texts = PLAYER_CARD_TEXTS[lang];
  const wanted = nameArgument(name, lang);
  const read = readCard(ss, lang);
  if (read.refusal !== null) throw read.refusal;
  const table = read.table;
  const key = playerKey(wanted);
  const stats = statistics(table.evaluation, new Set([key]));
  const player = stats.players.find((p) => p.key === key);
  if (player === undefined) {
    const shown = wanted.trim();
    throw new UserError(
      texts.unknown(shown.length > NAME_SHOWN ? `${shown.slice(0, NAME_SHOWN)}…` : shown),
    );
  }

  // Dates as the sidebar reads them (gameStore.loadGame): in the spreadsheet's time zone, each
  // distinct day formatted once.
  const dateColumn = table.columns.date;
  const timeZone = dateColumn >= 0 ? ss.getSpreadsheetTimeZone() : "";
  const days = new Map<number | string, string>();
  const dateOf = (index: number): string => {
    if (dateColumn < 0) return "";
    const cell = table.values[index]?.[dateColumn];
    const id = isDate(cell) ? cell.getTime() : typeof cell === "string" ? cell : null;
    const known = id === null ? undefined : days.get(id);
    if (known !== undefined) return known;
    const iso =
      isoDateOfCell(cell, timeZone, (date, zone, pattern) =>
        services.utilities.formatDate(date, zone, pattern),
      ) ?? "";
    if (id !== null) days.set(id, iso);
    return iso;
  };

  const games = playerGames(table.evaluation, key).map((game): PlayerCardGame => ({
    game: game.game,
    ...game.place,
    date: dateOf(game.index),
    stage: game.stage,
    seat: game.seat,
    role: game.role,
    won: game.won,
    points: rounded(game.points),
  }));
  return {
    stats: cardStats(statsRecord(player)),
    games,
    ratingHistory: player.rating.history.map(roundedRating),
    awards: awardsOf(decideAwards(table.evaluation), key),
    ratingScale: {
      win: table.evaluation.system.ratingKWin,
      loss: table.evaluation.system.ratingKLoss,
    },
    hasCi: hasCompensation(table.evaluation.system),
    series: cardSeries(table.evaluation, key),
  };
}

/** The player's series line (SERIES.md), from the card's one evaluation; null without one. */
function cardSeries(evaluation: Evaluation, key: string): PlayerCardSeries | null {
  if (evaluation.layout.season.tournament < 0) return null;
  const series = seriesOf(evaluation);
  const line = series.lines.find((l) => l.key === key);
  if (line === undefined) return null;
  return {
    place: line.place,
    points: rounded(line.points),
    dropped: rounded(line.dropped),
    results: series.tournaments.flatMap((t) => {
      const result = line.results.get(t.key);
      return result === undefined
        ? []
        : [{ tournament: t.name, place: result.place, points: rounded(result.points) }];
    }),
  };
}
