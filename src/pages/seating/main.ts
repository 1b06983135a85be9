/**
 * The seating dialogs, served as dist/SeatingDialog.html in a modal dialog. The tournament's
 * edits the request, makes the seating here in the browser (a progress indicator
 * meanwhile), sends it to the spreadsheet to be checked and written, and asks before replacing a
 * seating whose games already have results. The final's (final.ts) only asks for the
 * number of final games; the server appends which one to show. Text is only ever set as text
 * (h()), never as markup.
 */
import { TABLE_SIZE } from "../../engine";
import "../shared/base.css";
import "./styles.css";
import { LOCALE_ATTRIBUTE, LOCALE_ELEMENT_ID } from "../../protocol/sidebarPage";
import {
  DIALOG_ATTRIBUTE,
  DIALOG_ELEMENT_ID,
  type SeatingWriteRequest,
} from "../../protocol/seatingSchedule";
import { makeSeating, parseRoster, SeatingError, type Seating } from "../../seating";
import { h, setPageState } from "../shared/dom";
import { langOf, type Lang } from "../shared/i18n";
import { createServerApi, type ServerApi } from "../shared/serverApi";
import { startFinalDialog } from "./final";
import { dialogFrame } from "./frame";
import { DIALOG_TEXTS } from "./texts";

function startDialog(server: ServerApi, mount: HTMLElement, lang: Lang): void {
  const t = DIALOG_TEXTS[lang];
  const number = (name: string, min: number, value: number): HTMLInputElement =>
    h("input", { type: "number", name, id: name, min, step: 1, value, required: true });
  const intro = h("p", { class: "intro" });
  const players = h("textarea", { name: "players", id: "players", rows: 10, spellcheck: "false" });
  const tables = number("tables", 1, 1);
  const games = number("games", 1, 10);
  const seed = number("seed", 0, 1);
  const count = h("p", { class: "count", "aria-live": "polite" });
  const inputs = h("fieldset", { class: "inputs" }, [
    intro,
    h("label", { for: "players" }, [t.players]),
    players,
    count,
    h("div", { class: "numbers" }, [
      h("label", { for: "tables" }, [h("span", {}, [t.tables]), tables]),
      h("label", { for: "games" }, [h("span", {}, [t.games]), games]),
      h("label", { for: "seed", title: t.seedHint }, [h("span", {}, [t.seed]), seed]),
    ]),
  ]);

  /** Makes the seating here; null (and the reason shown) when it cannot be made. */
  const makeHere = async (): Promise<SeatingWriteRequest | null> => {
    // Let the progress indicator paint before the search holds the page for a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 30));
    let seating: Seating;
    try {
      const list = parseRoster(players.value);
      if (list.length === 0)
        throw new SeatingError({ ru: "нет ни одного игрока", en: "no players" });
      seating = makeSeating({
        players: list,
        tables: Number(tables.value),
        games: Number(games.value),
        seed: Number(seed.value),
      });
    } catch (error) {
      if (!(error instanceof SeatingError)) throw error;
      frame.alert.textContent = `${t.cannot} ${error.text[lang]}`;
      return null;
    }
    return {
      players: seating.players.map((p) => ({ name: p.name, team: p.team })),
      tables: seating.tables,
      seed: seating.seed,
      rounds: seating.rounds.map((round) => round.games.map((game) => [...game.seats])),
    };
  };

  const frame = dialogFrame(t, inputs, t.make, makeHere, (request, replace) =>
    server.writeTournamentSeating({ ...request, replace }),
  );
  mount.replaceChildren(h("main", { class: "seating-dialog", lang }, [frame.form]));
  document.documentElement.lang = lang;

  /** Players counted as the server will read them; the totals only when they come out whole. */
  const recount = (): void => {
    let n: number;
    try {
      n = parseRoster(players.value).length;
    } catch {
      n = players.value.split("\n").filter((line) => line.trim() !== "").length;
    }
    const g = Number(games.value);
    const k = Number(tables.value);
    const total = (n * g) / TABLE_SIZE;
    const whole = Number.isInteger(total) && total > 0 && Number.isInteger(k) && k > 0;
    count.textContent = t.count(n, whole ? total : null, whole ? Math.ceil(total / k) : null);
  };
  frame.form.addEventListener("input", recount);

  const boot = async (): Promise<void> => {
    setPageState("loading");
    frame.setBusy(true);
    frame.progress.hidden = true;
    frame.result.textContent = t.loading;
    try {
      const data = await server.seatingFormData();
      intro.textContent = t.intro(data.playersSheet);
      players.value = data.players;
      tables.value = String(data.tables);
      games.value = String(data.games);
      seed.value = String(data.seed);
      frame.result.textContent = "";
    } catch (error) {
      frame.result.textContent = "";
      frame.showFailure(error);
    }
    frame.setBusy(false);
    recount();
    setPageState("ready");
    players.focus();
  };
  void boot();
}

function pageLocale(): string | null {
  return document.getElementById(LOCALE_ELEMENT_ID)?.getAttribute(LOCALE_ATTRIBUTE) || null;
}

/** Which dialog the server asked for (dialogMarkup): the final's, or the tournament's. */
function pageDialog(): string | null {
  return document.getElementById(DIALOG_ELEMENT_ID)?.getAttribute(DIALOG_ATTRIBUTE) ?? null;
}

function start(): void {
  const lang = langOf(pageLocale() ?? navigator.language);
  if (pageDialog() === "final") startFinalDialog(createServerApi(), document.body, lang);
  else startDialog(createServerApi(), document.body, lang);
}

// The locale is appended after this script: wait until the parser has read it.
if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
