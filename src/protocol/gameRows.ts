import {
  HEADERS,
  POSITIONAL_FIELDS,
  ROLE_NAMES,
  STAGE_NAMES,
  SIDE_NAMES,
  type Field,
  type Lang,
  type PlaceField,
  type SeasonField,
} from "../engine";
import type { GamePayload } from "./gamePayload";

/**
 * The Games sheet: the engine's columns in their documented order, then the date, the judges'
 * extra points, the stage and the player's team (each added last in its time, so a sheet made
 * before it keeps its columns where they are).
 */
export const DATE_HEADER: Readonly<Record<Lang, string>> = { ru: "Дата", en: "Date" };
export type GamesColumn = Field | "date";
export const GAMES_COLUMNS: readonly GamesColumn[] = [
  ...POSITIONAL_FIELDS,
  "date",
  "extra",
  "stage",
  "team",
];

/**
 * Every column a save writes: the template's, then where the game was played («Тур», «Стол»),
 * which an organiser numbering games per table adds to the sheet, and the tournament of a season
 * («Турнир», SERIES.md), which an organiser keeping a season adds (the template has none).
 */
export type StoredColumn = GamesColumn | PlaceField | Extract<SeasonField, "tournament">;
export const STORED_COLUMNS: readonly StoredColumn[] = [
  ...GAMES_COLUMNS,
  "round",
  "table",
  "tournament",
];

export function gamesHeader(lang: Lang): string[] {
  return GAMES_COLUMNS.map((column) =>
    column === "date" ? DATE_HEADER[lang] : HEADERS[column][lang],
  );
}

export type SheetCell = string | number | boolean;

/**
 * The ten rows of a game as the Games sheet stores them (in the order of `columns`: the
 * template's GAMES_COLUMNS unless asked for STORED_COLUMNS), so that the engine judges a game
 * from the sidebar exactly as it judges the sheet.
 */
export function payloadToRows(
  payload: GamePayload,
  gameId: string,
  lang: Lang,
  columns: readonly StoredColumn[] = GAMES_COLUMNS,
): SheetCell[][] {
  return payload.seats.map((seat) => {
    const cells: Record<StoredColumn, SheetCell> = {
      game: gameId,
      seat: seat.seat,
      player: seat.player,
      role: ROLE_NAMES[seat.role][lang],
      winner: SIDE_NAMES[payload.winner][lang],
      firstKilled: seat.firstKilled ?? false,
      bestMove: seat.bestMove && seat.bestMove.length > 0 ? seat.bestMove.join(" ") : "",
      correct: seat.correct ?? 0,
      bestPlayer: seat.bestPlayer ?? false,
      remarks: seat.remarks ?? 0,
      removed: seat.removed ?? false,
      extra: seat.extra ?? "",
      // The main stage is a blank cell, as an organiser leaves it.
      stage:
        payload.stage === undefined || payload.stage === "main"
          ? ""
          : STAGE_NAMES[payload.stage][lang],
      date: payload.date ?? "",
      team: seat.team?.trim() ?? "",
      round: payload.round?.trim() ?? "",
      table: payload.table?.trim() ?? "",
      tournament: payload.tournament?.trim() ?? "",
    };
    return columns.map((column) => cells[column]);
  });
}
