/**
 * The sidebar's controller: boots the form, runs the live checks on every change, and talks to
 * the game store. Whatever the server answers, the judge's input stays until a save succeeds.
 */
import "../shared/base.css";
import "./styles.css";
import type { RulesResult, ScoringSystem, Stage } from "../../engine";
import { rulesToSend } from "../../protocol/gamePayload";
import { rulesOfCells, type PlaceColumns, type RulesCells } from "../../protocol/sidebarPage";
import { checkForm } from "./check";
import { confirmAction, showError, showStatus } from "./feedback";
import { langOf, type Lang } from "../shared/i18n";
import { setPageState } from "../shared/dom";
import { STRINGS } from "./strings";
import { blankForm, formToPayload, hasInput, payloadToForm } from "./model";
import { renderCheck, renderSystemNote } from "./render";
import { askNext, nextAnswer, type NextAnswer } from "./nextGame";
import { savedLine, savedLineUnder } from "./savedLine";
import { offRoster, suggestions } from "./roster";
import { attachSeatingPrefill } from "./seatingPrefill";
import { attachTeamPrefill } from "./teamPrefill";
import { createServerApi, type ServerApi } from "../shared/serverApi";
import { controlOf, readForm, setPlayers, writeForm } from "./formValues";
import { labelOf, refOf, refOfAnswer, sameGame, type GameRef } from "./gameRef";
import { offerTournament } from "./tournamentField";
import { buildView, type FormView } from "./view";
import {
  pageLocale,
  pagePlace,
  pageRoster,
  pageRulesCells,
  pageTeams,
  pageTournaments,
} from "./pageData";

/** What the sidebar holds between events. */
interface Sidebar {
  readonly api: ServerApi;
  readonly view: FormView;
  /**
   * The spreadsheet's scoring system as the page received it (parsed by the engine); it is asked
   * for again with every new game, so the preview follows the Rules sheet the store scores with
   * even when the organiser changes it while the sidebar is open.
   */
  rules: RulesResult;
  /**
   * The cells `rules` was read from, sent with a save so that the store reports the points the
   * judge saw; undefined when they cannot be sent (the store then scores with the Rules sheet).
   */
  rulesCells: RulesCells | null | undefined;
  /** While a server step runs (and until the form is on the page): the form is locked. */
  busy: boolean;
  /**
   * The stored game in the form (id, and place on a per-table sheet), while correcting one, and
   * the rows it stood at when loaded: the save looks there first.
   */
  loaded: (GameRef & { readonly rows?: readonly number[] }) | null;
  /** The roster («Участники») as the page received it; empty when there is none. */
  readonly roster: readonly string[];
  /** Refreshes asked for after saves and deletions: only the latest one's answer is shown. */
  refreshes: number;
  /** The next free game id as last known: a new form shows it at once. */
  nextId: string;
  /** New forms started: only the latest one takes what the server says of the next game. */
  newGames: number;
}

/** The rules of cells from the server: as the engine reads them, and as a save sends them. */
function rulesFrom(cells: unknown): Pick<Sidebar, "rules" | "rulesCells"> {
  return { rules: rulesOfCells(cells), rulesCells: rulesToSend(cells) };
}

const systemOf = (rules: RulesResult): ScoringSystem | null => (rules.ok ? rules.system : null);

function startSidebar(
  api: ServerApi,
  mount: HTMLElement,
  lang: Lang,
  rulesCells: unknown,
  roster: readonly string[],
  place: PlaceColumns,
  teams: boolean,
  tournaments: readonly string[] | null = null,
): void {
  setPageState("loading");
  const view = buildView(lang, place, teams, tournaments);
  const sidebar: Sidebar = {
    api,
    view,
    ...rulesFrom(rulesCells),
    busy: true,
    loaded: null,
    roster,
    refreshes: 0,
    nextId: "",
    newGames: 0,
  };
  show(sidebar, mount);
  boot(sidebar);
}

/** The form's checks, points, system note and «editing game N» banner, after any change. */
function refresh({ view, rules, busy, loaded }: Sidebar): void {
  const values = readForm(view);
  renderCheck(view, checkForm(values, view.lang, systemOf(rules)), busy);
  renderSystemNote(view, rules, values.stage);
  const editing = loaded !== null && sameGame(refOf(view), loaded);
  view.banner.hidden = !editing;
  view.banner.textContent =
    editing && loaded !== null ? STRINGS[view.lang].editing(labelOf(loaded, view.lang)) : "";
  view.remove.hidden = !editing;
}

function setBusy(sidebar: Sidebar, value: boolean): void {
  const { view } = sidebar;
  sidebar.busy = value;
  view.inputs.disabled = value;
  view.newGame.disabled = value;
  view.remove.disabled = value;
  view.form.setAttribute("aria-busy", String(value));
  setPageState(value ? "busy" : "ready");
  refresh(sidebar);
}

/** Runs a server step with the form locked; focus returns where it was unless the step says. */
async function run(sidebar: Sidebar, step: () => Promise<HTMLElement | void>): Promise<void> {
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  setBusy(sidebar, true);
  let next: HTMLElement | null = before;
  try {
    next = (await step()) ?? before;
  } catch (error) {
    showError(sidebar.view, error);
  } finally {
    setBusy(sidebar, false);
    next?.focus();
  }
}

/**
 * A blank form at once, with the next free id as the sidebar knows it (the store also takes the
 * next id when it is blank). What the server then says of the next game — the id, the players'
 * names, the rules — fills it in, unless the judge has started another game since or typed
 * another id. After a save or a deletion it comes with the standings' refresh.
 */
function startNewGame(
  sidebar: Sidebar,
  message: string,
  next: Promise<NextAnswer> = askNext(sidebar.api),
): HTMLElement {
  const { view } = sidebar;
  sidebar.loaded = null;
  // The tournament stays for the next game: a judge records an evening of one tournament.
  writeForm(view, { ...blankForm(sidebar.nextId), tournament: view.tournament?.input.value ?? "" });
  showStatus(view, message);
  const mine = ++sidebar.newGames;
  const shown = sidebar.nextId;
  void next.then((answer) => {
    if (mine !== sidebar.newGames) return;
    if (answer.game !== undefined) {
      sidebar.nextId = answer.game;
      if (sidebar.loaded === null && view.game.value === shown) view.game.value = answer.game;
    }
    if (answer.players) setPlayers(view, suggestions(sidebar.roster, answer.players));
    // Not answered: the rules in hand stay.
    if (answer.rules !== undefined) {
      Object.assign(sidebar, rulesFrom(answer.rules));
      renderSystemNote(view, sidebar.rules, view.stage.value as Stage);
    }
  });
  return view.seats[0]?.player ?? view.game;
}

/** A plain number just saved at or past the next free id moves it on, until the server says. */
function passNextId(sidebar: Sidebar, saved: string): void {
  if (/^\d{1,15}$/.test(saved) && Number(saved) >= Number(sidebar.nextId || 0))
    sidebar.nextId = String(Number(saved) + 1);
}

async function save(sidebar: Sidebar): Promise<void> {
  const { api, view, loaded } = sidebar;
  if (sidebar.busy) return;
  const t = STRINGS[view.lang];
  const values = readForm(view);
  const check = checkForm(values, view.lang, systemOf(sidebar.rules));
  if (!check.ok) {
    // Enter on an unfinished form takes the judge to the first thing to fix.
    const first = check.problems[0];
    controlOf(view, first?.seats[0], first?.field).focus();
    view.announce.textContent = view.reason.textContent;
    return;
  }
  // On a sheet that numbers games per table, the id alone is no game: the table is asked first.
  if (view.table && view.table.value.trim() === "") {
    showStatus(view, t.needTable);
    view.table.focus();
    return;
  }
  // On a sheet with a «Турнир» column, a game belongs to a tournament: it is asked first too.
  if (view.tournament && view.tournament.input.value.trim() === "") {
    showStatus(view, t.needTournament);
    view.tournament.input.focus();
    return;
  }
  // A name the roster lacks is most likely a typo: the judge says it is meant.
  const strangers = offRoster(values, sidebar.roster);
  if (
    strangers.length > 0 &&
    !(await confirmAction(
      view,
      t.confirmOffRoster(strangers.map((s) => t.offRoster(s.name, s.seat, s.closest)).join(", ")),
      t.confirmOffRosterButton,
      "cancel",
    ))
  )
    return;
  const ref = refOf(view);
  const replace = loaded !== null && sameGame(ref, loaded);
  if (
    replace &&
    !(await confirmAction(
      view,
      t.confirmReplace(labelOf(ref, view.lang)),
      t.confirmReplaceButton,
      "ok",
    ))
  )
    return;
  const rules = sidebar.rulesCells;
  const payload = {
    ...(check.payload ?? formToPayload(values, false)),
    replace,
    ...(replace && loaded.rows ? { rows: loaded.rows } : {}),
    ...(rules === undefined ? {} : { rules }),
  };
  await run(sidebar, async () => {
    const result = await api.saveGame(payload);
    if (view.tournament && result.tournament !== undefined)
      offerTournament(view.tournament.list, result.tournament);
    const saved = { result, payload, values };
    const line = savedLine(saved, view.lang);
    passNextId(sidebar, result.game);
    const refreshed = refreshStandings(sidebar);
    // The organiser changed the rules meanwhile: the line gives the points the standings count.
    void refreshed.then((answer) => {
      const again =
        answer.rules === undefined ? null : savedLineUnder(saved, answer.rules, view.lang);
      if (again !== null && view.status.textContent === line) showStatus(view, again);
    });
    return startNewGame(sidebar, line, refreshed);
  });
}

/**
 * The standings after a save or a deletion, without keeping the judge waiting: the form is free
 * again while the server refreshes them. If this never ends (the sidebar closed), the standings
 * sheet says by itself that it is not updated. Resolves to what the refresh says of the next
 * game, for the new form.
 */
async function refreshStandings(sidebar: Sidebar): Promise<NextAnswer> {
  const { api, view } = sidebar;
  const t = STRINGS[view.lang];
  const mine = ++sidebar.refreshes;
  const show = (text: string): void => {
    if (mine === sidebar.refreshes) view.standingsStatus.textContent = text;
  };
  show(t.standingsUpdating);
  try {
    const answer = await api.refreshAfterSave();
    show(answer.updated ? t.standingsUpdated : t.standingsFailed(answer.message));
    // Without the next game (the table unreadable, the final hidden) it is asked for.
    return answer.next ?? (await askNext(api));
  } catch (error) {
    show(t.standingsFailed(error instanceof Error ? error.message : String(error)));
    return {};
  }
}

async function load(sidebar: Sidebar): Promise<void> {
  const { api, view, loaded } = sidebar;
  if (sidebar.busy) return;
  const t = STRINGS[view.lang];
  const ref = refOf(view);
  if (ref.game === "") {
    showStatus(view, t.needGameToLoad);
    view.game.focus();
    return;
  }
  if (view.table && ref.place?.table === undefined) {
    showStatus(view, t.needTableToLoad);
    view.table.focus();
    return;
  }
  const reloading = loaded !== null && sameGame(ref, loaded);
  const label = labelOf(ref, view.lang);
  if (
    hasInput(readForm(view)) &&
    !reloading &&
    !(await confirmAction(view, t.confirmDiscard(label), t.confirmDiscardButton, "cancel"))
  )
    return;
  await run(sidebar, async () => {
    const payload = await api.loadGame(ref.game, ref.place);
    const stored = refOfAnswer({ ...payload, game: payload.game ?? ref.game });
    sidebar.loaded = { ...stored, ...(payload.rows ? { rows: payload.rows } : {}) };
    writeForm(view, payloadToForm(payload, stored.game));
    showStatus(view, t.loaded(labelOf(stored, view.lang)));
    return view.seats[0]?.player;
  });
}

async function remove(sidebar: Sidebar): Promise<void> {
  const { api, view, loaded } = sidebar;
  if (sidebar.busy || loaded === null) return;
  const t = STRINGS[view.lang];
  const label = labelOf(loaded, view.lang);
  if (!(await confirmAction(view, t.confirmDelete(label), t.confirmDeleteButton, "cancel"))) return;
  await run(sidebar, async () => {
    const result = await api.deleteGame(loaded.game, loaded.place, loaded.rows);
    return startNewGame(
      sidebar,
      t.deleted(labelOf(refOfAnswer(result), view.lang), result.deletedRows),
      refreshStandings(sidebar),
    );
  });
}

async function newGame(sidebar: Sidebar): Promise<void> {
  const { view } = sidebar;
  if (sidebar.busy) return;
  const t = STRINGS[view.lang];
  if (hasInput(readForm(view)) && !(await confirmAction(view, t.confirmClear, t.clear, "cancel")))
    return;
  await run(sidebar, () => Promise.resolve(startNewGame(sidebar, "")));
}

/** Puts the form on the page, its events wired to the steps above. */
function show(sidebar: Sidebar, mount: HTMLElement): void {
  const { api, view } = sidebar;
  renderSystemNote(view, sidebar.rules, "main");
  document.documentElement.lang = view.lang;
  view.form.addEventListener("input", () => refresh(sidebar));
  view.form.addEventListener("change", () => refresh(sidebar));
  view.form.addEventListener("submit", (event) => {
    event.preventDefault();
    void save(sidebar);
  });
  // Enter saves from any field (a button keeps its own Enter); an unfinished form shows why.
  view.form.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || event.isComposing || event.target instanceof HTMLButtonElement)
      return;
    event.preventDefault();
    void save(sidebar);
  });
  view.load.addEventListener("click", () => void load(sidebar));
  view.remove.addEventListener("click", () => void remove(sidebar));
  view.newGame.addEventListener("click", () => void newGame(sidebar));
  attachSeatingPrefill(view, () => api.seatingSchedule());
  attachTeamPrefill(view, () => api.playerTeams());
  mount.replaceChildren(view.root);
}

/**
 * The first form, free at once: as after a save, the next free id and the players' names fill it
 * in when the server answers (the id only if the judge has not typed one), and a save meanwhile
 * takes the next free id in the store. The roster and the rules came with the page: the roster's
 * names are offered from the start, and the rules are not asked for.
 */
function boot(sidebar: Sidebar): void {
  const { api, view } = sidebar;
  setPlayers(view, suggestions(sidebar.roster, []));
  const game = api.nextGameId();
  const first = startNewGame(sidebar, "", nextAnswer({ game, players: api.listPlayers() }));
  const mine = sidebar.newGames;
  // The id is said to be missing only while this form is still the one on the page.
  game.catch((error: unknown) => {
    if (mine === sidebar.newGames && sidebar.loaded === null) showError(view, error);
  });
  setBusy(sidebar, false);
  first.focus();
}

function start(): void {
  startSidebar(
    createServerApi(),
    document.body,
    langOf(pageLocale() ?? navigator.language),
    pageRulesCells(),
    pageRoster(),
    pagePlace(),
    pageTeams(),
    pageTournaments(),
  );
}

// The locale is appended after this script: wait until the parser has read it.
if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
