/**
 * What crosses google.script.run for the seating and the final's: the
 * dialogs' requests and answers, and the schedule the judges' sidebar prefills games from.
 * Shared by the pages and the shell.
 */
import type { Stage } from "../engine";
import { hiddenMarkup } from "./sidebarPage";

/** One game of the written seating, as the sidebar uses it. */
export interface ScheduledGame {
  /** The game id the Games sheet will use. */
  readonly game: string;
  /**
   * The Seating sheet's «Тур» and «Стол» of the game, as shown ("" when blank): on a Games sheet
   * that numbers games per table they are the game's round and table, and the sidebar fills them.
   */
  readonly round: string;
  readonly table: string;
  /** Ten names, seat 1 first. */
  readonly players: readonly string[];
  /** The Games sheet already has rows of this game. */
  readonly played: boolean;
  /** The Seating sheet's «Этап» of the game (blank: the main stage); the sidebar fills it in. */
  readonly stage: Stage;
}

/** A player of the «Участники» sheet with a team (AWARDS.md): the sidebar fills «Команда». */
export interface PlayerTeam {
  readonly name: string;
  readonly team: string;
}

/** What the seating dialog opens with. */
export interface SeatingFormData {
  /** The players sheet's list, one «name; team» a line (the dialog's editable text). */
  readonly players: string;
  /** The name of the players sheet, to tell the organiser where the list comes from. */
  readonly playersSheet: string;
  readonly tables: number;
  readonly games: number;
  readonly seed: number;
}

/**
 * A seating the dialog made in the browser (the search runs there: no server time limit, and
 * dist/Code.js, loaded by every custom-function call, stays small). The server checks the hard
 * rules again before writing.
 */
export interface SeatingWriteRequest {
  readonly players: readonly { readonly name: string; readonly team: string }[];
  readonly tables: number;
  readonly seed: number;
  /** Round → tables → ten player numbers (indexes into `players`), seat 1 first. */
  readonly rounds: readonly (readonly (readonly number[])[])[];
  /** The organiser agreed to replace a seating whose games already have results. */
  readonly replace?: boolean;
}

/** «Рассадка финала…»: how many final games to seat (the finalists come from the standings). */
export interface FinalSeatingRequest {
  /** From 1 to MAX_FINAL_GAMES. */
  readonly games: number;
  /** The organiser agreed to replace a seating whose games already have results. */
  readonly replace?: boolean;
}

export const DEFAULT_FINAL_GAMES = 4;
export const MAX_FINAL_GAMES = 20;

export type SeatingDialogResult =
  | { readonly status: "written"; readonly message: string }
  | { readonly status: "confirm"; readonly message: string };

export interface SeatingApi {
  seatingFormData(): SeatingFormData;
  writeTournamentSeating(request: SeatingWriteRequest): SeatingDialogResult;
  seatingSchedule(): ScheduledGame[];
  /** The «Участники» sheet's players that have a team (none without the sheet). */
  playerTeams(): PlayerTeam[];
  writeFinalSeating(request: FinalSeatingRequest): SeatingDialogResult;
}

/**
 * The HtmlService file of the seating dialogs
 * (dist/SeatingDialog.html): the tournament's and the final's.
 */
export const SEATING_DIALOG_FILE = "SeatingDialog";

/**
 * Which of the two dialogs the page shows: the server appends this element to the page
 * (HtmlOutput.append, like the locale) for the final's; without it, the tournament's.
 */
export const DIALOG_ELEMENT_ID = "mafia-standings-dialog";
export const DIALOG_ATTRIBUTE = "data-dialog";
export type SeatingDialogKind = "tournament" | "final";

export function dialogMarkup(kind: SeatingDialogKind): string {
  return hiddenMarkup(DIALOG_ELEMENT_ID, DIALOG_ATTRIBUTE, kind);
}
