/**
 * The Apps Script entry: every function Sheets or the sidebar can call, and nothing else.
 * The build turns each export into a top-level `function` of dist/Code.js, keeping its JSDoc
 * (Sheets reads `@customfunction` blocks for autocomplete). Logic lives in the modules.
 */
import { mafiaPoints, mafiaRank, mafiaStandings, type Cell, type Grid } from "./functions/customFunctions";

/**
 * Очки каждого игрока в каждой игре по таблице игр. Points of every player-seat of every game.
 *
 * @param {A1:L} games Таблица игр с заголовком: Игра, Место, Игрок, Роль, Победили, … / The games table with its header: Game, Seat, Player, Role, Winner, …
 * @return Столбец очков той же высоты, что и таблица / A column of points as tall as the table
 * @customfunction
 */
export function MAFIA_POINTS(games: unknown): Grid {
  return mafiaPoints(games);
}

/**
 * Личный зачёт: место, игрок, очки и все дополнительные показатели. Individual standings with every tie-break figure.
 *
 * @param {A1:L} games Таблица игр с заголовком / The games table with its header
 * @return Таблица личного зачёта / The standings table
 * @customfunction
 */
export function MAFIA_STANDINGS(games: unknown): Grid {
  return mafiaStandings(games);
}

/**
 * Место игрока в личном зачёте. A player's place in the standings.
 *
 * @param {"Алёна"} player Имя игрока или столбец имён / A player's name or a column of names
 * @param {A1:L} games Таблица игр с заголовком / The games table with its header
 * @return Место (пусто, если у игрока нет сыгранных игр) / The place (empty if the player has no finished game)
 * @customfunction
 */
export function MAFIA_RANK(player: unknown, games: unknown): Cell | Grid {
  return mafiaRank(player, games);
}
