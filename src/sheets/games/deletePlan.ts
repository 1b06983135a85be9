/** What deleting a game does to the Games sheet, decided on the values of one read. */
import type { Lang } from "../../engine";
import type { GamePlaceArgument } from "../../protocol/gamePayload";
import { TEXTS } from "../platform/messages";
import { gameToFind, placeOf, runsOf, sheetRows, type Planned, type RowRun } from "./gamePlans";
import type { GamesTable } from "./gamesTable";

export interface DeletePlan {
  readonly id: string;
  /** The deleted game's round and table as written, on a sheet that numbers games per table. */
  readonly place: GamePlaceArgument;
  readonly runs: readonly RowRun[];
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
      place: placeOf(game),
      runs: runsOf(rows),
      deletedRows: rows.length,
    },
  };
}
