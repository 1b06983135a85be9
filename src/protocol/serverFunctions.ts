/**
 * Every function a page may call on the server through google.script.run, as the pages see it:
 * the contract between src/pages and src/main.ts. The type-check holds both sides to it:
 * `ServedBy` in src/main.ts, `createServerApi` in the pages.
 */
import type { GameStoreApi } from "./gamePayload";
import type { PlayerCardApi } from "./playerCard";
import type { SeatingApi } from "./seatingSchedule";

export interface ServerFunctions extends GameStoreApi, SeatingApi, PlayerCardApi {}

export type ServerName = keyof ServerFunctions;

/**
 * Each server function's name, for the pages' client and the bundle test (each is a top-level
 * function of dist/Code.js). `satisfies` makes a name missing here, or one too many, fail the
 * type-check.
 */
const NAMED = {
  saveGame: true,
  refreshAfterSave: true,
  loadGame: true,
  deleteGame: true,
  listPlayers: true,
  nextGameId: true,
  rulesCells: true,
  seatingFormData: true,
  writeTournamentSeating: true,
  seatingSchedule: true,
  playerTeams: true,
  writeFinalSeating: true,
  playerCard: true,
} satisfies Record<ServerName, true>;

export const SERVER_NAMES = Object.keys(NAMED) as readonly ServerName[];

/**
 * An entry module that serves every server function under its name, each taking what the page
 * sends and returning what the page expects; src/main.ts names its own type here, so a function
 * renamed, missing or re-typed on either side fails the type-check.
 */
export type ServedBy<Entry extends ServerFunctions> = Entry;
