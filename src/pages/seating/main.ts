/**
 * The seating dialog (issue 9), served as dist/SeatingDialog.html in a modal dialog. It edits
 * the request, makes the seating here in the browser (a progress indicator meanwhile), sends it
 * to the spreadsheet to be checked and written, and asks before replacing a seating whose games
 * already have results. Text is only ever set as text (h()), never as markup.
 */
import { TABLE_SIZE } from "../../engine";
import "./styles.css";
import { LOCALE_ATTRIBUTE, LOCALE_ELEMENT_ID } from "../../protocol/sidebarPage";
import type { SeatingWriteRequest } from "../../protocol/seatingSchedule";
import { makeSeating, parseRoster, SeatingError, type Seating } from "../../seating";
import { h } from "../shared/dom";
import { langOf, type Lang } from "../shared/i18n";
import { createServerApi, ServerError, type ServerApi } from "../shared/serverApi";
import { DIALOG_TEXTS } from "./texts";

/** `data-state` on <html>, for automation: loading, ready, busy, confirm, done. */
function setState(state: "loading" | "ready" | "busy" | "confirm" | "done"): void {
  document.documentElement.dataset.state = state;
}

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
  const make = h("button", { type: "submit", class: "make" }, [t.make]);
  const close = h("button", { type: "button", class: "close" }, [t.close]);
  const progress = h("div", { class: "progress", hidden: true, role: "status" }, [
    h("progress", {}),
    h("span", {}, [t.working]),
  ]);
  const question = h("p", { class: "question" });
  const replace = h("button", { type: "button", class: "replace" }, [t.replace]);
  const cancel = h("button", { type: "button", class: "cancel" }, [t.cancel]);
  const confirmBox = h(
    "div",
    { class: "confirm", hidden: true, role: "alertdialog", "aria-labelledby": "question" },
    [question, h("div", { class: "buttons" }, [cancel, replace])],
  );
  question.id = "question";
  const result = h("p", { class: "result", role: "status" });
  const alert = h("p", { class: "alert", role: "alert" });
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
  const form = h("form", { novalidate: true, autocomplete: "off" }, [
    inputs,
    h("div", { class: "buttons" }, [close, make]),
    progress,
    confirmBox,
    result,
    alert,
  ]);
  mount.replaceChildren(h("main", { class: "seating-dialog", lang }, [form]));
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

  const setBusy = (busy: boolean): void => {
    inputs.disabled = busy;
    make.disabled = busy;
    progress.hidden = !busy;
    form.setAttribute("aria-busy", String(busy));
  };

  const showFailure = (error: unknown): void => {
    const message =
      error instanceof ServerError || error instanceof Error ? error.message : String(error);
    alert.textContent = `${t.failed} ${message}`;
  };

  /** The seating of the last «Make», kept while the organiser answers the question. */
  let made: SeatingWriteRequest | null = null;

  /** Makes the seating here; null (and the reason shown) when it cannot be made. */
  const makeHere = (): SeatingWriteRequest | null => {
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
      alert.textContent = `${t.cannot} ${error.text[lang]}`;
      return null;
    }
    return {
      players: seating.players.map((p) => ({ name: p.name, team: p.team })),
      tables: seating.tables,
      seed: seating.seed,
      rounds: seating.rounds.map((round) => round.games.map((game) => [...game.seats])),
    };
  };

  const submit = async (agreed: boolean): Promise<void> => {
    alert.textContent = "";
    result.textContent = "";
    confirmBox.hidden = true;
    setBusy(true);
    setState("busy");
    try {
      if (!agreed) {
        // Let the progress indicator paint before the search holds the page for a few seconds.
        await new Promise((resolve) => setTimeout(resolve, 30));
        made = makeHere();
      }
      if (made === null) {
        setBusy(false);
        setState("ready");
        return;
      }
      const answer = await server.writeTournamentSeating({ ...made, replace: agreed });
      setBusy(false);
      if (answer.status === "confirm") {
        question.textContent = answer.message;
        confirmBox.hidden = false;
        setState("confirm");
        cancel.focus();
        return;
      }
      result.textContent = answer.message;
      setState("done");
    } catch (error) {
      setBusy(false);
      showFailure(error);
      setState("ready");
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(false);
  });
  form.addEventListener("input", recount);
  replace.addEventListener("click", () => void submit(true));
  cancel.addEventListener("click", () => {
    confirmBox.hidden = true;
    setState("ready");
    make.focus();
  });
  close.addEventListener("click", () =>
    (
      globalThis as { google?: { script?: { host?: { close(): void } } } }
    ).google?.script?.host?.close(),
  );

  const boot = async (): Promise<void> => {
    setState("loading");
    setBusy(true);
    progress.hidden = true;
    result.textContent = t.loading;
    try {
      const data = await server.seatingFormData();
      intro.textContent = t.intro(data.playersSheet);
      players.value = data.players;
      tables.value = String(data.tables);
      games.value = String(data.games);
      seed.value = String(data.seed);
      result.textContent = "";
    } catch (error) {
      result.textContent = "";
      showFailure(error);
    }
    setBusy(false);
    recount();
    setState("ready");
    players.focus();
  };
  void boot();
}

function pageLocale(): string | null {
  return document.getElementById(LOCALE_ELEMENT_ID)?.getAttribute(LOCALE_ATTRIBUTE) || null;
}

function start(): void {
  startDialog(createServerApi(), document.body, langOf(pageLocale() ?? navigator.language));
}

// The locale is appended after this script: wait until the parser has read it.
if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
