/**
 * The one door to the server for every page: `google.script.run` behind promises, typed with
 * ServerFunctions so a renamed or re-typed server function breaks the build here instead of at
 * the judges' table.
 */
import type { ServerFunctions, ServerName } from "../../protocol/serverFunctions";

/** The promised form of each server function; JSON travels, so results arrive as plain data. */
export type ServerApi = {
  readonly [K in ServerName]: (
    ...args: Parameters<ServerFunctions[K]>
  ) => Promise<ReturnType<ServerFunctions[K]>>;
};

/** What `google.script.run` looks like from the page (no official client-side typings exist). */
export interface ScriptRunner {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRunner;
  withFailureHandler(handler: (error: unknown) => void): ScriptRunner;
  readonly [name: string]: unknown;
}

export type ServerErrorKind = "connection" | "lock" | "unavailable" | "server";

/** A failed call, sorted into the few cases the judge is told about in different words. */
export class ServerError extends Error {
  constructor(
    readonly kind: ServerErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "ServerError";
  }
}

/**
 * The page reports a dropped connection as "NetworkError: Connection failure due to HTTP 0" (or
 * similar); LockService as "Lock timeout…" / «…блокировк…». Everything else is the store's own
 * localised refusal (invalid game, duplicate id) and is shown in its words.
 */
export function classifyFailure(error: unknown): ServerError {
  const message =
    (error instanceof Error ? error.message : typeof error === "string" ? error : "") ||
    String(error);
  const text = message.replace(/^(Exception|Error|ScriptError):\s*/i, "");
  if (/network|connection|HTTP 0|offline|failed to fetch/i.test(message))
    return new ServerError("connection", text);
  if (/\block\b|lock timeout|блокиров/i.test(message)) return new ServerError("lock", text);
  return new ServerError("server", text);
}

function pageRunner(): ScriptRunner | undefined {
  const g = (globalThis as { google?: { script?: { run?: ScriptRunner } } }).google;
  return g?.script?.run;
}

/**
 * Calls one server function by name: a fresh chain per call,
 * so concurrent calls never share handlers.
 */
function runOnServer(
  name: string,
  args: readonly unknown[],
  getRunner: () => ScriptRunner | undefined = pageRunner,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const runner = getRunner();
    if (!runner || typeof runner[name] !== "function") {
      reject(new ServerError("unavailable", `google.script.run.${name}`));
      return;
    }
    const chained = runner
      .withSuccessHandler(resolve)
      .withFailureHandler((error) => reject(classifyFailure(error)));
    (chained[name] as (...a: readonly unknown[]) => void)(...args);
  });
}

export function createServerApi(getRunner: () => ScriptRunner | undefined = pageRunner): ServerApi {
  // The result is the server's JSON: its shape is the contract of ServerFunctions, checked by
  // the server's own tests.
  function call<K extends ServerName>(
    name: K,
    ...args: Parameters<ServerFunctions[K]>
  ): Promise<ReturnType<ServerFunctions[K]>> {
    return runOnServer(name, args, getRunner) as Promise<ReturnType<ServerFunctions[K]>>;
  }
  return {
    saveGame: (game) => call("saveGame", game),
    refreshAfterSave: () => call("refreshAfterSave"),
    // No place, no second argument: a sheet without a «Стол» column is called as it always was.
    loadGame: (id, place) =>
      place === undefined ? call("loadGame", id) : call("loadGame", id, place),
    deleteGame: (id, place) =>
      place === undefined ? call("deleteGame", id) : call("deleteGame", id, place),
    listPlayers: () => call("listPlayers"),
    nextGameId: () => call("nextGameId"),
    rulesCells: () => call("rulesCells"),
    seatingFormData: () => call("seatingFormData"),
    writeTournamentSeating: (request) => call("writeTournamentSeating", request),
    seatingSchedule: () => call("seatingSchedule"),
    playerTeams: () => call("playerTeams"),
    playerCard: (name) => call("playerCard", name),
    writeFinalSeating: (request) => call("writeFinalSeating", request),
  };
}
