/**
 * What deleting a game does to the Games sheet, decided on the values of one read: the runs of
 * its rows, bottom first, with their values to put back if a later run cannot be deleted.
 */
import { writtenPlace, type Lang } from "../../engine";
import type { GamePlaceArgument } from "../../protocol/gamePayload";
import { TEXTS } from "../platform/messages";
import { deleteRunsOf, gameToFind, sheetRows, type DeleteRun, type Planned } from "./gamePlans";
import type { GamesTable } from "./gamesTable";

export interface DeletePlan {
  readonly id: string;
  /** The deleted game's round and table as written, on a sheet that numbers games per table. */
  readonly place: GamePlaceArgument;
  readonly runs: readonly DeleteRun[];
  readonly deletedRows: number;
}

export function planDelete(
  table: GamesTable,
  id: string,
  lang: Lang,
  place?: GamePlaceArgument,
): Planned<DeletePlan> {
  const found = gameToFind(table, id, place, lang, TEXTS[lang].notDeleted);
  if (!found.ok) return found.refusal;
  const game = found.game;
  const rows = sheetRows(table, game.rows);
  return {
    ok: true,
    plan: {
      id: game.label,
      place: writtenPlace(game),
      runs: deleteRunsOf(table, rows),
      deletedRows: rows.length,
    },
  };
}
