/**
 * The player card, served as dist/PlayerCard.html in the sidebar by showPlayerCard.
 * The players list and the spreadsheet's locale come appended to the page (escaped attributes),
 * so it opens with no server call; choosing a player asks the server for their card
 * (`playerCard(name)`). Text is only ever set as text (h(), svg()), never as markup.
 */
import "../shared/base.css";
import "./styles.css";
import { parsePlayersBoot, PLAYERS_ATTRIBUTE, PLAYERS_ELEMENT_ID } from "../../protocol/playerCard";
import { LOCALE_ATTRIBUTE, LOCALE_ELEMENT_ID } from "../../protocol/sidebarPage";
import { h, setPageState } from "../shared/dom";
import { langOf, type Lang } from "../shared/i18n";
import { createServerApi, type ServerApi } from "../shared/serverApi";
import { createPicker } from "./picker";
import { renderCard } from "./render";
import { STRINGS } from "./strings";

function startCard(
  server: ServerApi,
  mount: HTMLElement,
  lang: Lang,
  players: readonly string[],
  problem: string | null,
): void {
  setPageState("loading");
  const t = STRINGS[lang];
  const status = h("p", { class: "status", role: "status" });
  const alert = h("p", { class: "alert", role: "alert" });
  const card = h("div", { class: "card-slot" });
  /** Only the answer to the latest choice is shown: an earlier one arriving late is dropped. */
  let asked = 0;

  const choose = async (name: string): Promise<void> => {
    const mine = ++asked;
    setPageState("busy");
    card.setAttribute("aria-busy", "true");
    status.className = "status";
    status.textContent = t.loading;
    alert.textContent = "";
    try {
      const answer = await server.playerCard(name);
      if (mine !== asked) return;
      card.replaceChildren(renderCard(answer, lang));
      // Said to screen readers; the eye has the card's own heading.
      status.className = "status sr-only";
      status.textContent = t.shown(answer.stats.player);
    } catch (error) {
      if (mine !== asked) return;
      card.replaceChildren();
      status.textContent = "";
      alert.textContent = `${t.failed} ${error instanceof Error ? error.message : String(error)}`;
    }
    card.removeAttribute("aria-busy");
    setPageState("ready");
  };

  const picker = createPicker(players, t, (name) => void choose(name));
  mount.replaceChildren(
    h("main", { class: "player-card", lang }, [
      h("h1", {}, [t.title]),
      picker.element,
      status,
      alert,
      card,
    ]),
  );
  document.documentElement.lang = lang;
  if (problem !== null) alert.textContent = problem;
  else if (players.length === 0) status.textContent = t.noPlayers;
  setPageState("ready");
  if (players.length > 0) picker.input.focus();
}

function attributeOf(id: string, attribute: string): string | null {
  return document.getElementById(id)?.getAttribute(attribute) || null;
}

function start(): void {
  const boot = parsePlayersBoot(attributeOf(PLAYERS_ELEMENT_ID, PLAYERS_ATTRIBUTE));
  const locale = attributeOf(LOCALE_ELEMENT_ID, LOCALE_ATTRIBUTE);
  startCard(
    createServerApi(),
    document.body,
    langOf(locale ?? navigator.language),
    boot.players,
    boot.problem,
  );
}

// The locale and the players are appended after this script: wait until the parser has read them.
if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
