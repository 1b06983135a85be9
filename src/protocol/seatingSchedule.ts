/**
 * What crosses google.script.run for the seating (issue 9): the dialog's request and answers,
 * and the schedule the judges' sidebar prefills games from. Shared by the pages and the shell.
 */

/** One game of the written seating, as the sidebar uses it. */
export interface ScheduledGame {
  /** The game id the Games sheet will use. */
  readonly game: string;
  /** Ten names, seat 1 first. */
  readonly players: readonly string[];
  /** The Games sheet already has rows of this game. */
  readonly played: boolean;
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

export type SeatingDialogResult =
  | { readonly status: "written"; readonly message: string }
  | { readonly status: "confirm"; readonly message: string };

export interface SeatingApi {
  seatingFormData(): SeatingFormData;
  writeTournamentSeating(request: SeatingWriteRequest): SeatingDialogResult;
  seatingSchedule(): ScheduledGame[];
}

/** The HtmlService file of the seating dialog (dist/SeatingDialog.html). */
export const SEATING_DIALOG_FILE = "SeatingDialog";
