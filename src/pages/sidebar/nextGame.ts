/** What the form needs for a new game, asked of the server when no refresh brought it. */
import type { NextGame } from "../../protocol/gamePayload";
import type { ServerApi } from "../shared/serverApi";

/** What the server says of the next game; a part it did not answer is left out. */
export type NextAnswer = { readonly [K in keyof NextGame]?: NextGame[K] };

export async function askNext(api: ServerApi): Promise<NextAnswer> {
  const [id, players, cells] = await Promise.allSettled([
    api.nextGameId(),
    api.listPlayers(),
    api.rulesCells(),
  ]);
  return {
    ...(id.status === "fulfilled" ? { game: id.value } : {}),
    ...(players.status === "fulfilled" ? { players: players.value } : {}),
    ...(cells.status === "fulfilled" ? { rules: cells.value } : {}),
  };
}
