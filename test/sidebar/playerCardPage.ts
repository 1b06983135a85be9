/**
 * The player card as the server serves it (showPlayerCard's HtmlOutput: dist/PlayerCard.html
 * with the locale and the players appended), and a deterministic tournament to show, for the
 * browser tests and `npm run screenshot`.
 */
import { readFileSync } from "node:fs";
import type { GamePayload } from "../../src/protocol/gamePayload";
import {
  parsePlayersBoot,
  PLAYER_CARD_FILE,
  PLAYERS_ATTRIBUTE,
  PLAYERS_ELEMENT_ID,
  type PlayerCardBoot,
} from "../../src/protocol/playerCard";
import { validGame } from "../sheets/helpers";
import type { GasServer } from "./gasServer";

/** showPlayerCard run on the fake: the page it hands the sidebar. */
export function playerCardHtml(server: GasServer): string {
  server.env.htmlFiles.set(PLAYER_CARD_FILE, readFileSync("dist/PlayerCard.html", "utf8"));
  const shown = server.env.ui.sidebars.length;
  server.ctx.showPlayerCard();
  const page = server.env.ui.sidebars[shown];
  if (!page)
    throw new Error(
      `showPlayerCard showed no sidebar: ${server.env.ui.alerts.at(-1)?.prompt ?? "no message"}`,
    );
  return page.content;
}

/** The boot data showPlayerCard appended to the page: the players and the problem, if any. */
export function bootOf(html: string): PlayerCardBoot {
  const match = new RegExp(
    `<div id="${PLAYERS_ELEMENT_ID}" ${PLAYERS_ATTRIBUTE}="([^"]*)" hidden></div>`,
  ).exec(html);
  if (!match) throw new Error("no players element");
  const unescaped = (match[1] ?? "").replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  );
  return parsePlayersBoot(unescaped);
}

/** Stores games through the game store, as judges would from the sidebar. */
export function saveGames(server: GasServer, games: readonly GamePayload[]): void {
  for (const game of games) server.call("saveGame", [game]);
}

/**
 * Twelve games of the main stage (sixteen players, roles rotating, a best move every third game,
 * dates in November 2026) and a final: the tournament the screenshot and the tests show.
 */
export function cardTournament(): GamePayload[] {
  const games = Array.from({ length: 12 }, (_, i) => validGame(i + 1));
  games.push(validGame(13, { stage: "final", date: "2026-11-30" }));
  return games;
}
