/**
 * The judges' sheets as values (AWARDS.md, "The judges' sheets"): what goes in which cell of
 * «Бланки» and «Расписание», and which rows the writer dresses. Pure: no Apps Script here.
 *
 * «Бланки»: row 1 names the tournament (frozen, so it heads every printed page), a blank row,
 * then one block per game of the seating, in its order: a title row (game, round, table), the
 * header row, seats 1–10 with their players, the «Победили» row, a blank row.
 * «Расписание»: a header (Игрок, Тур 1, Тур 2, …), then one row per player by name, each round's
 * cell «Стол 2 · место 7» (two games in one round, as a hand-edited seating may have: both).
 */
import { STAGE_NAMES, TABLE_SIZE, type Lang } from "../../engine";
import { playerSchedules } from "../../seating";
import { literalText, type WritableCell } from "../platform/cellSafety";
import { JUDGE_SHEETS_TEXTS } from "./judgeSheetsMessages";
import type { SeatingSheetGame } from "./seatingSheet";

/** Columns of a block: Место, Игрок, Роль, Фолы, Лучший ход, Доп. баллы. */
export const SCORE_SHEET_WIDTH = 6;
/** Rows of a block: title, header, ten seats, «Победили», the blank row after it. */
export const BLOCK_ROWS = TABLE_SIZE + 4;
/** The sheet row (1-based) of the first block's title, under the page title and a blank row. */
export const FIRST_BLOCK_ROW = 3;

/** Where a block's rows are on the sheet (1-based rows). */
export interface ScoreBlock {
  readonly title: number;
  /** The header row; the ten seats follow it. */
  readonly header: number;
  readonly winner: number;
}

export interface ScoreSheetsLayout {
  /** A rectangle, SCORE_SHEET_WIDTH wide. */
  readonly values: WritableCell[][];
  readonly blocks: readonly ScoreBlock[];
}

const blank = (): WritableCell[] => Array.from({ length: SCORE_SHEET_WIDTH }, () => "");
const row = (...cells: WritableCell[]): WritableCell[] =>
  Array.from({ length: SCORE_SHEET_WIDTH }, (_, c) => cells[c] ?? "");

export function scoreSheetsLayout(
  games: readonly SeatingSheetGame[],
  tournament: string,
  lang: Lang,
): ScoreSheetsLayout {
  const texts = JUDGE_SHEETS_TEXTS[lang];
  const values: WritableCell[][] = [row(literalText(texts.pageTitle(tournament))), blank()];
  const blocks: ScoreBlock[] = [];
  for (const game of games) {
    const title = values.length + 1;
    const stage = game.stage === "main" ? "" : STAGE_NAMES[game.stage][lang];
    values.push(row(literalText(texts.blockTitle(game.game, game.round, game.table, stage))));
    values.push(row(...texts.blockHeader));
    for (let s = 0; s < TABLE_SIZE; s++)
      values.push(row(s + 1, literalText(game.players[s] ?? "")));
    values.push(row(texts.winner));
    values.push(blank());
    blocks.push({ title, header: title + 1, winner: title + 2 + TABLE_SIZE });
  }
  return { values, blocks };
}

/** «Расписание»: a rectangle, one column for the names and one per round. */
export function scheduleLayout(
  games: readonly SeatingSheetGame[],
  lang: Lang,
): { readonly values: WritableCell[][]; readonly players: number } {
  const texts = JUDGE_SHEETS_TEXTS[lang];
  const { rounds, players } = playerSchedules(games);
  const header: WritableCell[] = [texts.player, ...rounds.map((r) => literalText(texts.round(r)))];
  const rows = players.map((player): WritableCell[] => [
    literalText(player.name),
    ...rounds.map((round) =>
      literalText(
        player.seats
          .filter((s) => s.round === round)
          .map((s) => texts.seatAt(s.table, s.seat))
          .join("; "),
      ),
    ),
  ]);
  return { values: [header, ...rows], players: players.length };
}
