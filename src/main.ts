/**
 * The Apps Script entry: every function Sheets or the sidebar can call, and nothing else.
 * The build turns each export into a top-level `function` of dist/Code.js, keeping its JSDoc
 * (Sheets reads `@customfunction` blocks for autocomplete). Logic lives in the modules.
 */
import type { Cell, Grid } from "./engine";
import type * as entry from "./main";
import {
  mafiaFingerprint,
  mafiaPoints,
  mafiaRank,
  mafiaSeries,
  mafiaStandings,
  mafiaStats,
} from "./functions";
import type { DeleteResult, GamePayload, RefreshResult, SaveResult } from "./protocol/gamePayload";
import type { PlayerCard } from "./protocol/playerCard";
import type {
  PlayerTeam,
  ScheduledGame,
  SeatingDialogResult,
  SeatingFormData,
} from "./protocol/seatingSchedule";
import type { ServedBy } from "./protocol/serverFunctions";
import type { RulesCells } from "./protocol/sidebarPage";
import {
  appsScriptServices,
  card,
  commands,
  final,
  handleEdit,
  writeJudgeSheets as judgeSheets,
  onOpen as openMenu,
  probeReport,
  runDiagnostics as diagnose,
  seating,
  store,
  storeCall,
} from "./sheets";

/**
 * This module serves every function the pages call, as the protocol types it: a function
 * renamed, missing or re-typed here or in src/protocol fails the type-check.
 */
export type ServerEntry = ServedBy<typeof entry>;

/**
 * Очки каждого игрока в каждой игре по таблице игр (с весом этапа: полуфинал, финал). Points of
 * every player-seat of every game, weighted by the game's stage.
 *
 * @param {Игры!A:N} games Таблица игр с заголовком: Игра, Место, Игрок, Роль, Победили, …, Доп.
 * баллы, Этап (необязательно) / The games table with its header: Game, Seat, Player, Role, Winner,
 * …, Extra points, Stage (optional)
 * @param {"ФИИМ"} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил /
 * Optional: "Club" (default), "FIIM" or a rules range
 * @return Столбец очков той же высоты, что и таблица / A column of points as tall as the table
 * @customfunction
 */
export function MAFIA_POINTS(games: unknown, rules?: unknown): Grid {
  return mafiaPoints(games, rules);
}

/**
 * Личный зачёт: место, игрок, очки и все дополнительные показатели; финалисты выше, игроки с малым
 * числом игр — в конце без места. Individual standings with every tie-break figure; finalists
 * first, players with too few games last without a place.
 *
 * @param {Игры!A:N} games Таблица игр с заголовком; столбец «Этап» (Основной, Полуфинал, Финал)
 * необязателен / The games table with its header;
 * the Stage column (Main, Semi-final, Final) is optional
 * @param {"ФИИМ"} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил /
 * Optional: "Club" (default), "FIIM" or a rules range
 * @return Таблица личного зачёта / The standings table
 * @customfunction
 */
export function MAFIA_STANDINGS(games: unknown, rules?: unknown): Grid {
  return mafiaStandings(games, rules);
}

/**
 * Место игрока в личном зачёте. A player's place in the standings.
 *
 * @param {"Алёна"} player Имя игрока или столбец имён / A player's name or a column of names
 * @param {Игры!A:N} games Таблица игр с заголовком; столбец «Этап» необязателен / The games table
 * with its header; the Stage column is optional
 * @param {"ФИИМ"} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил /
 * Optional: "Club" (default), "FIIM" or a rules range
 * @return Место; пусто, если у игрока нет сыгранных игр или игр меньше «Минимум игр» (без места) /
 * The place; empty if the player has no finished game or fewer than “Minimum games” (no place)
 * @customfunction
 */
export function MAFIA_RANK(player: unknown, games: unknown, rules?: unknown): Cell | Grid {
  return mafiaRank(player, games, rules);
}

/**
 * Статистика игроков: роли, победы, лучшие ходы, рейтинг; по местам за столом; итоги; номинации;
 * команды. Players' statistics by role, seats, summary, rating, awards and teams.
 *
 * @param {Игры!A:N} games Таблица игр с заголовком / The games table with its header
 * @param {Правила!A:B} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил /
 * Optional: "Club" (default), "FIIM" or a rules range
 * @param {"места"} view Необязательно: «игроки» (по умолчанию), «места», «итоги», «рейтинг»,
 * «номинации» или «команды» / Optional: "players" (default), "seats", "summary", "rating",
 * "awards" or "teams"
 * @return Таблица статистики / The statistics table
 * @customfunction
 */
export function MAFIA_STATS(games: unknown, rules?: unknown, view?: unknown): Grid {
  return mafiaStats(games, rules, view);
}

/**
 * Серия турниров: очки за места в каждом турнире (столбец «Турнир»), сумма лучших результатов,
 * место в серии. A season's series: points by place in each tournament (the Tournament column),
 * the best results added up, the series place.
 *
 * @param {Игры!A:O} games Таблица игр с заголовком и столбцом «Турнир»; «Вес турнира»
 * необязателен / The games table with its header and a Tournament column; Tournament weight is
 * optional
 * @param {Правила!A:B} rules Необязательно: «Клуб» (по умолчанию), «ФИИМ» или диапазон правил с
 * настройками «Серия: …» / Optional: "Club" (default), "FIIM" or a rules range with the
 * "Series: …" settings
 * @return Таблица серии: место, игрок, очки, турниров, отброшено и очки в каждом турнире / The
 * series table: place, player, points, tournaments, dropped and the points of each tournament
 * @customfunction
 */
export function MAFIA_SERIES(games: unknown, rules?: unknown): Grid {
  return mafiaSeries(games, rules);
}

/**
 * The stale marker's digest of a range, for the formula the add-on leaves at the top of its
 * sheets (src/sheets/standings/staleMarker.ts). Not a user's function: without a
 * custom-function tag, Sheets' autocomplete does not offer it.
 */
export function MAFIA_FINGERPRINT(range: unknown): string {
  return mafiaFingerprint(range);
}

// The spreadsheet shell: triggers, menu commands, the sidebar's game store (src/sheets).

/** Builds the add-on menu (safe in AuthMode.NONE). */
export function onOpen(e: GoogleAppsScript.Events.SheetsOnOpen): void {
  openMenu(appsScriptServices(), e);
}

/** Builds the add-on menu on install. */
export function onInstall(e: GoogleAppsScript.Events.AddonOnInstall): void {
  openMenu(appsScriptServices(), e);
}

/** Simple trigger: an edit of the Games sheet refreshes the standings. */
export function onEdit(e: GoogleAppsScript.Events.SheetsOnEdit): void {
  handleEdit(appsScriptServices(), e);
}

/** Menu: create or repair the tournament sheets. */
export function setupTournament(): void {
  commands.setupTournament(appsScriptServices());
}

/** Menu: recalculate the standings. */
export function recalculateStandings(): void {
  commands.recalculateStandings(appsScriptServices());
}

/** Menu: list the problems of the Games sheet. */
export function checkProtocol(): void {
  commands.checkProtocol(appsScriptServices());
}

/** Menu: help. */
export function showHelp(): void {
  commands.showHelp(appsScriptServices());
}

/** Menu: open the judges' sidebar. */
export function showGameForm(): void {
  commands.showGameForm(appsScriptServices());
}

/** Sidebar: check and store a game; returns { game, rows, points }. */
export function saveGame(game: unknown): SaveResult {
  return storeCall((services) => store.saveGame(services, game));
}

/** Sidebar, after a save or a deletion: the standings, statistics and charts brought up to date. */
export function refreshAfterSave(): RefreshResult {
  return storeCall((services) => store.refreshAfterSave(services));
}

/**
 * Sidebar: a stored game as a payload; `place` ({ round, table }) says which game of the id on
 * a Games sheet that numbers games per table.
 */
export function loadGame(id: unknown, place?: unknown): GamePayload {
  return storeCall((services) => store.loadGame(services, id, place));
}

/**
 * Sidebar: delete a game (of `place`, as for loadGame; `rows`, where loadGame found it); returns
 * { game, deletedRows } once its rows are gone, the standings following with refreshAfterSave.
 */
export function deleteGame(id: unknown, place?: unknown, rows?: unknown): DeleteResult {
  return storeCall((services) => store.deleteGame(services, id, place, rows));
}

/** Sidebar: players seen, most frequent first. */
export function listPlayers(): string[] {
  return storeCall((services) => store.listPlayers(services));
}

/** Sidebar: the next free numeric game id. */
export function nextGameId(): string {
  return storeCall((services) => store.nextGameId(services));
}

/** Sidebar: the Rules sheet's cells, for the points preview (null: no Rules sheet). */
export function rulesCells(): RulesCells | null {
  return storeCall((services) => store.rulesCells(services));
}

// The seating: the menu's dialog and the schedule the sidebar prefills from.

/** Menu: make a tournament seating. */
export function showSeatingDialog(): void {
  seating.showSeatingDialog(appsScriptServices());
}

/** Seating dialog: the players list, from the Players sheet (created if missing). */
export function seatingFormData(): SeatingFormData {
  return storeCall((services) => seating.seatingFormData(services));
}

/**
 * Seating dialog: check and write the seating it made to the Seating sheet;
 * asks before replacing played games.
 */
export function writeTournamentSeating(request: unknown): SeatingDialogResult {
  return storeCall((services) => seating.writeTournamentSeating(services, request));
}

/** Sidebar: the scheduled games, each with its ten players and whether it is already recorded. */
export function seatingSchedule(): ScheduledGame[] {
  return storeCall((services) => seating.seatingSchedule(services));
}

/** Sidebar: the «Участники» sheet's players with a team, to fill a seat's «Команда». */
export function playerTeams(): PlayerTeam[] {
  return storeCall((services) => seating.playerTeams(services));
}

// The final: its dialog and the seating it writes.

/** Menu: seat the final. */
export function showFinalSeatingDialog(): void {
  final.showFinalSeatingDialog(appsScriptServices());
}

/**
 * Final dialog: seat the first «Финалистов» players at one table for the final's games;
 * asks before replacing played games.
 */
export function writeFinalSeating(request: unknown): SeatingDialogResult {
  return storeCall((services) => final.writeFinalSeating(services, request));
}

// The judges' sheets: «Бланки» and «Расписание» from the seating.

/** Menu: write the judges' score sheets and the players' schedule from the Seating sheet. */
export function writeJudgeSheets(): void {
  judgeSheets(appsScriptServices());
}

// The player card: the menu's sidebar and the card it asks for.

/** Menu: open the player card (every player's statistics, games and rating). */
export function showPlayerCard(): void {
  card.showPlayerCard(appsScriptServices());
}

/**
 * Player card: one player's row of the statistics,
 * their games newest first and their rating after each game.
 */
export function playerCard(name: unknown): PlayerCard {
  return storeCall((services) => card.playerCard(services, name));
}

// The diagnostics: a menu command an organiser runs and sends the report of.

/** Menu: try in this spreadsheet what the add-on assumes of Sheets; a report sheet. */
export function runDiagnostics(): void {
  diagnose(appsScriptServices());
}

/**
 * The diagnostics' probe: what Sheets hands a custom function, as JSON. Callable from a cell,
 * but not a documented custom function: no autocomplete entry.
 */
export function MAFIA_DIAGNOSTICS_PROBE(first: unknown, second: unknown): string {
  return probeReport(first, second);
}
