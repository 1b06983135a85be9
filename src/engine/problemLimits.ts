/**
 * How many problems the engine lists one by one, and which it only counts: enough to act on,
 * within bounded memory. A file of junk lines is one game of millions of rows, or millions of
 * games of one row; an object per problem would take gigabytes to say the same thing. Every
 * count stays exact (`Evaluation.problemCount`).
 */

/** Problems listed per game, stray rows listed, and rows one problem names. */
export const MAX_LISTED = 50;

/** Cell problems listed in a whole table; past this a game lists only its first. */
const MAX_CELL_ISSUES = 5000;

/** Problems of invalid games listed in a whole table; past this a game lists only its first. */
const MAX_GAME_ISSUES = 5000;

/** Room a game's own problems keep beside its rows' unreadable cells. */
const GAME_OWN_ROOM = 10;

/**
 * Whether a cell problem is listed, `inGame` being listed in its game so far and `inTable` in
 * the whole table. Every game lists its first, so each invalid game can say what is wrong.
 */
export function listsCellProblem(inGame: number, inTable: number): boolean {
  return inGame < MAX_LISTED && (inTable < MAX_CELL_ISSUES || inGame === 0);
}

/** How many problems a game lists, `listedBefore` being listed by the games judged before it. */
export function gameProblemLimit(listedBefore: number): number {
  return listedBefore < MAX_GAME_ISSUES ? MAX_LISTED : 1;
}

/** How many of a game's `limit` its rows' unreadable cells may take (one at least). */
export function cellProblemsShown(limit: number): number {
  return Math.max(1, limit - GAME_OWN_ROOM);
}

/** Whether a stray row is listed, `listed` being listed before it. */
export function listsStray(listed: number): boolean {
  return listed < MAX_LISTED;
}
