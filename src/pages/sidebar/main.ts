/**
 * The sidebar's controller: boots the form, runs the live checks on every change, and talks to
 * the game store. Whatever the server answers, the judge's input stays until a save succeeds.
 */
import "../shared/base.css";
import "./styles.css";
import { normalizeText, parseRules, type RulesResult, type Stage } from "../../engine";
import {
  LOCALE_ATTRIBUTE,
  LOCALE_ELEMENT_ID,
  RULES_ATTRIBUTE,
  RULES_ELEMENT_ID,
} from "../../protocol/sidebarPage";
import { checkForm } from "./check";
import { confirmAction, showError, showStatus } from "./feedback";
import { langOf, type Lang } from "../shared/i18n";
import { setPageState } from "../shared/dom";
import { STRINGS } from "./strings";
import { blankForm, formToPayload, hasInput, payloadToForm } from "./model";
import { renderCheck, renderSystemNote } from "./render";
import { attachSeatingPrefill } from "./seatingPrefill";
import { createServerApi, type ServerApi } from "../shared/serverApi";
import { buildView, controlOf, readForm, setPlayers, writeForm, type FormView } from "./view";

/** Game ids compare as the engine compares them («12» = « 12 »). */
const sameId = (a: string, b: string): boolean => normalizeText(a) === normalizeText(b);

/**
 * `rules` is the spreadsheet's scoring system as the page received it (parsed by the engine);
 * it is asked for again with every new game, so the preview follows the Rules sheet the store
 * scores with even when the organiser changes it while the sidebar is open.
 */
function startSidebar(
  api: ServerApi,
  mount: HTMLElement,
  lang: Lang,
  initialRules: RulesResult,
): void {
  let rules = initialRules;
  let system = rules.ok ? rules.system : null;
  let view: FormView;
  let busy = true;
  /** The id of the stored game in the form, while correcting one. */
  let loadedId: string | null = null;

  const refresh = (): void => {
    const values = readForm(view);
    renderCheck(view, checkForm(values, view.lang, system), busy);
    renderSystemNote(view, rules, values.stage);
    const editing = loadedId !== null && sameId(values.game, loadedId);
    view.banner.hidden = !editing;
    view.banner.textContent =
      editing && loadedId !== null ? STRINGS[view.lang].editing(loadedId) : "";
    view.remove.hidden = !editing;
  };

  const setBusy = (value: boolean): void => {
    busy = value;
    view.inputs.disabled = value;
    view.newGame.disabled = value;
    view.remove.disabled = value;
    view.form.setAttribute("aria-busy", String(value));
    setPageState(value ? "busy" : "ready");
    refresh();
  };

  /** Runs a server step with the form locked; focus returns where it was unless the step says. */
  const run = async (step: () => Promise<HTMLElement | void>): Promise<void> => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    let next: HTMLElement | null = before;
    try {
      next = (await step()) ?? before;
    } catch (error) {
      showError(view, error);
    } finally {
      setBusy(false);
      next?.focus();
    }
  };

  /** A blank form with the next free id; the store also takes the next id when it is blank. */
  const startNewGame = async (message: string): Promise<HTMLElement> => {
    loadedId = null;
    writeForm(view, blankForm(""));
    showStatus(view, message);
    const [id, players, cells] = await Promise.allSettled([
      api.nextGameId(),
      api.listPlayers(),
      api.rulesCells(),
    ]);
    if (id.status === "fulfilled") view.game.value = id.value;
    if (players.status === "fulfilled") setPlayers(view, players.value);
    // Not answered: the rules in hand stay (the store will score with the sheet's anyway).
    if (cells.status === "fulfilled") {
      rules = rulesOfCells(cells.value);
      system = rules.ok ? rules.system : null;
      renderSystemNote(view, rules, view.stage.value as Stage);
    }
    return view.seats[0]?.player ?? view.game;
  };

  const save = async (): Promise<void> => {
    if (busy) return;
    const t = STRINGS[view.lang];
    const values = readForm(view);
    const check = checkForm(values, view.lang, system);
    if (!check.ok) {
      // Enter on an unfinished form takes the judge to the first thing to fix.
      const first = check.problems[0];
      controlOf(view, first?.seats[0], first?.field).focus();
      view.announce.textContent = view.reason.textContent;
      return;
    }
    const id = values.game.trim();
    const replace = loadedId !== null && sameId(id, loadedId);
    if (replace && !(await confirmAction(view, t.confirmReplace(id), t.confirmReplaceButton, "ok")))
      return;
    const payload = { ...(check.payload ?? formToPayload(values, false)), replace };
    await run(async () => {
      const result = await api.saveGame(payload);
      return startNewGame(t.saved(result.game, result.rows[0], result.rows[1]));
    });
  };

  const load = async (): Promise<void> => {
    if (busy) return;
    const t = STRINGS[view.lang];
    const id = view.game.value.trim();
    if (id === "") {
      showStatus(view, t.needGameToLoad);
      view.game.focus();
      return;
    }
    const reloading = loadedId !== null && sameId(id, loadedId);
    if (
      hasInput(readForm(view)) &&
      !reloading &&
      !(await confirmAction(view, t.confirmDiscard(id), t.confirmDiscardButton, "cancel"))
    )
      return;
    await run(async () => {
      const payload = await api.loadGame(id);
      loadedId = payload.game ?? id;
      writeForm(view, payloadToForm(payload, loadedId));
      showStatus(view, t.loaded(loadedId));
      return view.seats[0]?.player;
    });
  };

  const remove = async (): Promise<void> => {
    if (busy || loadedId === null) return;
    const t = STRINGS[view.lang];
    const id = loadedId;
    if (!(await confirmAction(view, t.confirmDelete(id), t.confirmDeleteButton, "cancel"))) return;
    await run(async () => {
      const result = await api.deleteGame(id);
      return startNewGame(t.deleted(result.game, result.deletedRows));
    });
  };

  const newGame = async (): Promise<void> => {
    if (busy) return;
    const t = STRINGS[view.lang];
    if (hasInput(readForm(view)) && !(await confirmAction(view, t.confirmClear, t.clear, "cancel")))
      return;
    await run(() => startNewGame(""));
  };

  const show = (lang: Lang): void => {
    view = buildView(lang);
    renderSystemNote(view, rules, "main");
    document.documentElement.lang = lang;
    view.form.addEventListener("input", refresh);
    view.form.addEventListener("change", refresh);
    view.form.addEventListener("submit", (event) => {
      event.preventDefault();
      void save();
    });
    // Enter saves from any field (a button keeps its own Enter); an unfinished form shows why.
    view.form.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" || event.isComposing || event.target instanceof HTMLButtonElement)
        return;
      event.preventDefault();
      void save();
    });
    view.load.addEventListener("click", () => void load());
    view.remove.addEventListener("click", () => void remove());
    view.newGame.addEventListener("click", () => void newGame());
    attachSeatingPrefill(view, () => api.seatingSchedule());
    mount.replaceChildren(view.root);
  };

  const boot = async (): Promise<void> => {
    // from before the form is built (bench/sidebar.mjs times the boot from here)
    setPageState("loading");
    show(lang);
    setBusy(true);
    setPageState("loading"); // setBusy said "busy": this is the first load, not a server step
    showStatus(view, STRINGS[view.lang].loading);
    const [id, players] = await Promise.allSettled([api.nextGameId(), api.listPlayers()]);
    writeForm(view, blankForm(id.status === "fulfilled" ? id.value : ""));
    if (players.status === "fulfilled") setPlayers(view, players.value);
    showStatus(view, "");
    setBusy(false);
    if (id.status === "rejected") showError(view, id.reason);
    view.seats[0]?.player.focus();
  };

  void boot();
}

/**
 * The spreadsheet's locale, as showGameForm appends it to the page (src/protocol/sidebarPage.ts);
 * null when the page was served without it.
 */
function pageLocale(): string | null {
  return document.getElementById(LOCALE_ELEMENT_ID)?.getAttribute(LOCALE_ATTRIBUTE) || null;
}

/**
 * The Rules sheet's cells as showGameForm appends them, parsed here once by the engine (the edge
 * for this page): no element means no Rules sheet, hence «Клуб»; text that is not a JSON list
 * is refused by parseRules like any other rules argument.
 */
function pageRules(): RulesResult {
  const text = document.getElementById(RULES_ELEMENT_ID)?.getAttribute(RULES_ATTRIBUTE);
  if (text === null || text === undefined) return rulesOfCells(null);
  try {
    return rulesOfCells(JSON.parse(text));
  } catch {
    return rulesOfCells(text);
  }
}

/**
 * Cells from the server (the page or `rulesCells()`):
 * null is no Rules sheet; anything but a list is refused.
 */
function rulesOfCells(cells: unknown): RulesResult {
  if (cells === null || cells === undefined) return parseRules(undefined);
  return parseRules(Array.isArray(cells) ? cells : JSON.stringify(cells));
}

function start(): void {
  startSidebar(
    createServerApi(),
    document.body,
    langOf(pageLocale() ?? navigator.language),
    pageRules(),
  );
}

// The locale is appended after this script: wait until the parser has read it.
if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
