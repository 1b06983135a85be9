/**
 * Which game the form means: its id, and its place where the Games sheet tells games of one id
 * apart (round and table when it numbers games per table, the tournament in a season), compared
 * as the engine compares them.
 */
import { gameKey, gameLabel, type Lang } from "../../engine";
import type { GamePlaceArgument } from "../../protocol/gamePayload";
import type { FormView } from "./view";

/**
 * A game as the form names it: its id, and on a Games sheet that numbers games per table its
 * round and table (blank ones left out), trimmed.
 */
export interface GameRef {
  readonly game: string;
  readonly place?: GamePlaceArgument;
}

/** The game the form's id, round and table (and tournament) fields name. */
export function refOf(view: FormView): GameRef {
  if (!view.table && !view.tournament) return { game: view.game.value.trim() };
  const round = view.round?.value.trim() ?? "";
  const table = view.table?.value.trim() ?? "";
  const tournament = view.tournament?.input.value.trim() ?? "";
  return {
    game: view.game.value.trim(),
    place: {
      ...(round !== "" ? { round } : {}),
      ...(table !== "" ? { table } : {}),
      ...(tournament !== "" ? { tournament } : {}),
    },
  };
}

/**
 * Games compare as the engine compares them («12» = « 12 » = «012»): by id, and with a place by
 * round, table and id (identity.ts, gameKey).
 */
const keyOf = (ref: GameRef): string =>
  ref.place === undefined
    ? gameKey(ref.game)
    : gameKey(ref.game, undefined, {
        round: ref.place.round ?? "",
        table: ref.place.table ?? "",
        tournament: ref.place.tournament ?? "",
      });
export const sameGame = (a: GameRef, b: GameRef): boolean => keyOf(a) === keyOf(b);

/** A game as messages name it: «1», or «1 (тур 2, стол 1)» as the engine labels it. */
export const labelOf = (ref: GameRef, lang: Lang): string =>
  gameLabel({ label: ref.game, ...ref.place }, lang);

/**
 * A server answer's game (`game`, and `round`/`table` when the sheet numbers games per table,
 * `tournament` when it has a «Турнир» column).
 */
export function refOfAnswer(answer: {
  game: string;
  round?: string;
  table?: string;
  tournament?: string;
}): GameRef {
  const { game, round, table, tournament } = answer;
  if (round === undefined && table === undefined && tournament === undefined) return { game };
  return {
    game,
    place: {
      ...(round !== undefined ? { round } : {}),
      ...(table !== undefined ? { table } : {}),
      ...(tournament !== undefined ? { tournament } : {}),
    },
  };
}
