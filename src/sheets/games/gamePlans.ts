/**
 * What the plans of saving, deleting and loading a game share: the refusal, the game's place on
 * a sheet that numbers games per table, and the game an id and place find. Pure, like the plans.
 */
import {
  gameKey,
  gameLabel,
  PLACE_HEADERS,
  type Game,
  type Lang,
  type SeatRow,
} from "../../engine";
import type { GamePlaceArgument } from "../../protocol/gamePayload";
import { safeCell, type WritableCell } from "../platform/cellSafety";
import { TEXTS } from "../platform/messages";
import type { GamesTable } from "./gamesTable";

export type Planned<T> =
  | { readonly ok: true; readonly plan: T }
  | {
      readonly ok: false;
      readonly head: string;
      readonly problems: readonly string[];
      readonly advice?: string;
    };

/** A run of consecutive sheet rows. */
export interface RowRun {
  readonly start: number;
  readonly count: number;
}

/** Rows of a game about to be deleted, with their values in case they must be put back. */
export interface DeleteRun extends RowRun {
  readonly values: WritableCell[][];
}

/** The runs of `rows`, bottom first, each with its values as setValues would put them back. */
export function deleteRunsOf(table: GamesTable, rows: readonly number[]): DeleteRun[] {
  return runsOf(rows).map((run) => {
    const cells = table.values.slice(run.start - 1, run.start - 1 + run.count);
    const width = Math.max(1, ...cells.map((row) => row.length));
    const values = Array.from({ length: run.count }, (_, i) =>
      Array.from({ length: width }, (_, c) => safeCell(cells[i]?.[c] ?? "")),
    );
    return { ...run, values };
  });
}

export function refuse<T>(head: string, problems: readonly string[], advice?: string): Planned<T> {
  return advice === undefined
    ? { ok: false, head, problems }
    : { ok: false, head, problems, advice };
}

/**
 * The place that tells apart games of one id on a sheet that numbers games per table (it has a
 * «Стол» column): the table, and the round when the sheet has a «Тур» column, trimmed; blank
 * ones left out. Nothing on a sheet without a «Стол» column. On a sheet with a «Турнир» column,
 * the tournament too (SERIES.md): ids restart in every tournament.
 */
export function placeOn(
  table: GamesTable,
  place: GamePlaceArgument | undefined,
): GamePlaceArgument {
  const tournament = table.columns.tournament < 0 ? "" : (place?.tournament ?? "").trim();
  const inSeason = tournament !== "" ? { tournament } : {};
  if (table.columns.table < 0) return inSeason;
  const round = table.columns.round < 0 ? "" : (place?.round ?? "").trim();
  const at = (place?.table ?? "").trim();
  return { ...(round !== "" ? { round } : {}), ...(at !== "" ? { table: at } : {}), ...inSeason };
}

/**
 * The game of an id as the engine groups the sheet's rows («01» finds game 1): on a sheet with a
 * «Стол» column, the game of that id at that round and table (gameKey with a place).
 */
export function findGame(table: GamesTable, id: string, place?: GamePlaceArgument) {
  const at = placeOn(table, place);
  const key = gameKey(id, undefined, {
    ...(table.columns.table < 0 ? {} : { round: at.round ?? "", table: at.table ?? "" }),
    ...(table.columns.tournament < 0 ? {} : { tournament: at.tournament ?? "" }),
  });
  return table.evaluation.games.find((game) => game.key === key);
}

/** A game as messages name it («1 (тур 2, стол 1)»): the engine's own label of id and place. */
export function labelOf(id: string, place: GamePlaceArgument, lang: Lang): string {
  return gameLabel({ label: id, ...place }, lang);
}

/**
 * What stops a save, a load or a deletion before the game is looked for: a place on a sheet that
 * does not number games per table (it would be dropped), no table on one that does (the id alone
 * does not say which game), a round on such a sheet without a «Тур» column.
 */
export function placeProblems(table: GamesTable, place: GamePlaceArgument, lang: Lang): string[] {
  const texts = TEXTS[lang];
  const given = (text: string | undefined): boolean => (text ?? "").trim() !== "";
  if (table.columns.table < 0)
    return given(place.table) || given(place.round)
      ? [texts.missingColumn(PLACE_HEADERS.table[lang])]
      : [];
  const problems: string[] = [];
  if (!given(place.table)) problems.push(texts.needTable);
  if (given(place.round) && table.columns.round < 0)
    problems.push(texts.missingColumn(PLACE_HEADERS.round[lang]));
  return problems;
}

/** The sheet rows of a game's rows, in order. */
export function sheetRows(table: GamesTable, rows: readonly SeatRow[]): number[] {
  return rows.map((row) => row.row).sort((a, b) => a - b);
}

/** The runs of consecutive rows among sheet rows, bottom first. */
function runsOf(rows: readonly number[]): RowRun[] {
  const runs: RowRun[] = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last.start + last.count === row)
      runs[runs.length - 1] = { start: last.start, count: last.count + 1 };
    else runs.push({ start: row, count: 1 });
  }
  // Bottom first, so deleting one run leaves the others' row numbers as planned.
  return runs.reverse();
}

/**
 * The game of an id (and place) that a deletion or a load means, or the refusal under `head`:
 * a place the sheet cannot hold or lacks (placeProblems), or no such game.
 */
export function gameToFind(
  table: GamesTable,
  id: string,
  place: GamePlaceArgument | undefined,
  lang: Lang,
  head: (label: string) => string,
): { ok: true; game: Game } | { ok: false; refusal: Planned<never> } {
  const label = labelOf(id.trim(), placeOn(table, place), lang);
  // A sheet without a «Стол» column finds a game by its id alone, whatever place is asked for.
  const misplaced = table.columns.table < 0 ? [] : placeProblems(table, place ?? {}, lang);
  if (misplaced.length > 0) return { ok: false, refusal: refuse(head(label), misplaced) };
  const game = findGame(table, id.trim(), place);
  if (!game) return { ok: false, refusal: refuse(TEXTS[lang].notFound(label), []) };
  return { ok: true, game };
}
