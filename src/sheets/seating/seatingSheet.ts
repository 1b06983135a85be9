/**
 * The «Рассадка» / Seating sheet as values: written in one setValues, read back in one
 * getValues. Pure: no Apps Script here. Layout: a header (Тур, Стол, Игра, 1–10, Этап), one row
 * per game, a blank row, the balance figures, a blank row, then per player the times in each
 * seat and the fewest and most games with any one other player. «Этап» is blank for the
 * tournament's games and «Финал» for the final's (STAGES.md); the sidebar fills it in.
 */
import {
  cellText,
  gameKey,
  gameLabel,
  HEADERS,
  isEmptyCell,
  normalizeText,
  STAGE_NAMES,
  stageFromText,
  TABLE_SIZE,
  type Evaluation,
  type Lang,
  type Stage,
} from "../../engine";
import type { ScheduledGame } from "../../protocol/seatingSchedule";
import {
  balanceRows,
  SEATING_HEADERS,
  type Seating,
  type SeatingBalance,
  type SeatingPlayer,
} from "../../seating";
import { gameIdCell, literalText, type WritableCell } from "../platform/cellSafety";
import { SEATING_TEXTS } from "./seatingMessages";
import type { SheetValues } from "../games/gamesTable";

/** Columns of the widest part (the per-player table). */
export const SEATING_WIDTH = 15;
/**
 * Column (0-based) of a balance figure's value: its label overflows into the empty cells before it.
 */
const FIGURE_VALUE_COLUMN = 4;

const SEAT_NUMBERS = Array.from({ length: TABLE_SIZE }, (_, s) => s + 1);

export function seatingHeader(lang: Lang): (string | number)[] {
  return [
    SEATING_HEADERS.round[lang],
    SEATING_HEADERS.table[lang],
    SEATING_HEADERS.game[lang],
    ...SEAT_NUMBERS,
    HEADERS.stage[lang],
  ];
}

/** `stage` marks every game of the seating (the main stage: a blank cell). */
export function seatingGrid(
  seating: Seating,
  balance: SeatingBalance,
  lang: Lang,
  stage: Stage = "main",
): WritableCell[][] {
  const name = (p: number): string => literalText((seating.players[p] as SeatingPlayer).name);
  const stageCell = stage === "main" ? "" : STAGE_NAMES[stage][lang];
  const rows: WritableCell[][] = [seatingHeader(lang)];
  for (const round of seating.rounds) {
    for (const game of round.games)
      rows.push([
        game.round,
        game.table,
        gameIdCell(String(game.game)),
        ...game.seats.map(name),
        stageCell,
      ]);
  }
  rows.push([]);
  for (const [label, value] of balanceRows(balance, lang)) {
    const row: WritableCell[] = [label];
    row[FIGURE_VALUE_COLUMN] = value;
    rows.push(row);
  }
  rows.push([]);
  const [player, team, games, fewest, most] = SEATING_TEXTS[lang].playersTitle;
  rows.push([player, team, games, ...SEAT_NUMBERS, fewest, most]);
  seating.players.forEach((player, p) => {
    const figures = balance.players[p];
    if (!figures) return;
    rows.push([
      name(p),
      literalText(player.team),
      seating.gamesPerPlayer,
      ...figures.seats,
      figures.fewestMeetings,
      figures.mostMeetings,
    ]);
  });
  // setValues needs a rectangle.
  return rows.map((row) => Array.from({ length: SEATING_WIDTH }, (_, c) => row[c] ?? ""));
}

export interface SeatingSheetGame {
  /** «Тур» and «Стол» as the sheet shows them ("" when blank). */
  readonly round: string;
  readonly table: string;
  readonly game: string;
  readonly players: string[];
  readonly stage: Stage;
}

/**
 * The games of a seating sheet: rows under the header until the first blank row. An organiser
 * may have typed a substitute into a seat, or a stage: the sheet, not the seating made, is the
 * schedule. «Этап» is found by its header (a seating written before it has none: the main
 * stage); a word the engine does not know reads as the main stage, as the form can hold no other.
 */
export function readSeatingGames(values: SheetValues): SeatingSheetGame[] {
  const games: SeatingSheetGame[] = [];
  const stageKeys = new Set([normalizeText(HEADERS.stage.ru), normalizeText(HEADERS.stage.en)]);
  const header = values[0] ?? [];
  const stageAt = header.findIndex((cell) => stageKeys.has(normalizeText(cellText(cell))));
  for (const row of values.slice(1)) {
    if (row.every(isEmptyCell)) break;
    const game = cellText(row[2]);
    if (game === "") continue;
    games.push({
      round: cellText(row[0]),
      table: cellText(row[1]),
      game,
      players: Array.from({ length: TABLE_SIZE }, (_, s) => cellText(row[3 + s])),
      stage: stageAt < 0 ? "main" : (stageFromText(cellText(row[stageAt])) ?? "main"),
    });
  }
  return games;
}

/**
 * The games the Games sheet has rows of, finished or not (their `gameKey`s), and whether it
 * numbers games per table (a «Стол» column; a «Тур» column counts only beside one): then a
 * scheduled game is the Games sheet's game of its id at its round and table.
 */
export interface RecordedGames {
  readonly keys: ReadonlySet<string>;
  readonly place: { readonly round: boolean; readonly table: boolean };
}

export const NO_GAMES: RecordedGames = { keys: new Set(), place: { round: false, table: false } };

export function recordedGamesOf(evaluation: Evaluation): RecordedGames {
  const { round, table } = evaluation.layout.place;
  const place = { round: table >= 0 && round >= 0, table: table >= 0 };
  if (evaluation.layout.season.tournament < 0)
    return { keys: new Set(evaluation.games.map((g) => g.key)), place };
  // A season (SERIES.md): the seating is the tournament being recorded, the last one the Games
  // sheet reaches; its games are known by id and place, as the seating names them.
  const current = evaluation.games.at(-1)?.tournamentKey;
  const keys = evaluation.games
    .filter((g) => g.tournamentKey === current)
    .map((g) =>
      gameKey(
        g.label,
        undefined,
        place.table ? { round: g.round ?? "", table: g.table } : undefined,
      ),
    );
  return { keys: new Set(keys), place };
}

/** A scheduled game's identity as the Games sheet's games are compared (identity.ts, gameKey). */
function scheduledKey(game: SeatingSheetGame, recorded: RecordedGames): string {
  if (!recorded.place.table) return gameKey(game.game);
  return gameKey(game.game, undefined, {
    round: recorded.place.round ? game.round : "",
    table: game.table,
  });
}

/**
 * A scheduled game as messages name it: its id, with its round and table as the engine labels
 * them («1 (тур 2, стол 1)») when the Games sheet numbers games per table.
 */
export function scheduledLabel(game: ScheduledGame, recorded: RecordedGames, lang: Lang): string {
  if (!recorded.place.table || game.table === "") return game.game;
  const round = recorded.place.round && game.round !== "" ? { round: game.round } : {};
  return gameLabel({ label: game.game, ...round, table: game.table }, lang);
}

/** Marks each scheduled game the Games sheet already has (by id, and place when per table). */
export function scheduleOf(
  games: readonly SeatingSheetGame[],
  recorded: RecordedGames,
): ScheduledGame[] {
  return games.map((g) => ({
    game: g.game,
    round: g.round,
    table: g.table,
    players: g.players,
    played: recorded.keys.has(scheduledKey(g, recorded)),
    stage: g.stage,
  }));
}

/** The players sheet (A name, B team, a header row) as the text the dialog edits. */
export function rosterText(values: SheetValues): string {
  return (
    values
      .slice(1)
      .map((row) => [cellText(row[0]), cellText(row[1])])
      .filter(([name]) => name !== "")
      // A name holding a separator is quoted, as parseRoster reads it.
      .map(([name, team]) => [
        /[;,\t"]/.test(name as string) ? `"${(name as string).replace(/"/g, '""')}"` : name,
        team,
      ])
      .map(([name, team]) => (team ? `${name}; ${team}` : (name as string)))
      .join("\n")
  );
}
