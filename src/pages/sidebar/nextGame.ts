/** What the form needs for a new game, asked of the server when no refresh brought it. */
import type { NextGame } from "../../protocol/gamePayload";
import type { ServerApi } from "../shared/serverApi";

/** What the server says of the next game; a part it did not answer is left out. */
export type NextAnswer = { readonly [K in keyof NextGame]?: NextGame[K] };

/** The server's calls for the parts asked for; a part not asked for is left out too. */
type NextCalls = { readonly [K in keyof NextGame]?: Promise<NextGame[K]> };

const valueOf = async <T>(call: Promise<T> | undefined): Promise<{ value: T } | null> => {
  try {
    return call === undefined ? null : { value: await call };
  } catch {
    return null;
  }
};

/** The parts the calls answered: a call that failed leaves its part out. */
export async function nextAnswer(calls: NextCalls): Promise<NextAnswer> {
  const [game, players, rules] = await Promise.all([
    valueOf(calls.game),
    valueOf(calls.players),
    valueOf(calls.rules),
  ]);
  return {
    ...(game && { game: game.value }),
    ...(players && { players: players.value }),
    ...(rules && { rules: rules.value }),
  };
}

/** Every part of the next game, from the server's own reads. */
export function askNext(api: ServerApi): Promise<NextAnswer> {
  return nextAnswer({
    game: api.nextGameId(),
    players: api.listPlayers(),
    rules: api.rulesCells(),
  });
}
