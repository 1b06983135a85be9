/**
 * The form's elements, built once per language: the game's controls, the ten seats' rows
 * (seatView.ts), the problems, the buttons and the confirmation dialog. Control names are a
 * public contract that automation and the tests address directly; formValues.ts reads and
 * writes them.
 */
import { STAGES, type Lang, type Side } from "../../engine";
import type { PlaceColumns } from "../../protocol/sidebarPage";
import { h } from "../shared/dom";
import { fieldName, stageName, sideName } from "../shared/i18n";
import { tournamentField, type TournamentField } from "./tournamentField";
import { STRINGS } from "./strings";
import { SEAT_NUMBERS } from "./model";
import { seatHeads, seatView } from "./seatView";

export interface SeatView {
  readonly row: HTMLElement;
  readonly player: HTMLInputElement;
  readonly role: HTMLSelectElement;
  readonly firstKilled: HTMLInputElement;
  readonly bestMove: HTMLInputElement;
  readonly correct: HTMLInputElement;
  readonly bestPlayer: HTMLInputElement;
  readonly remarks: HTMLInputElement;
  readonly removed: HTMLInputElement;
  readonly extra: HTMLInputElement;
  /** The player's team («Команда»): filled from «Участники» when a name is chosen. */
  readonly team: HTMLInputElement;
  /** Holds the seat's points; `data-value` carries the number for automation. */
  readonly points: HTMLElement;
}

export interface FormView {
  readonly lang: Lang;
  readonly root: HTMLElement;
  readonly form: HTMLFormElement;
  /** Everything the judge types into; disabled while the server works. */
  readonly inputs: HTMLFieldSetElement;
  readonly game: HTMLInputElement;
  /**
   * The game's round («Тур») and table («Стол»), beside its id, only when the Games sheet numbers
   * games per table (it has a «Стол» column; «Тур» only when it has that column too): null else.
   */
  readonly round: HTMLInputElement | null;
  readonly table: HTMLInputElement | null;
  /** The game's tournament, only when the Games sheet has a «Турнир» column: null else. */
  readonly tournament: TournamentField | null;
  readonly date: HTMLInputElement;
  readonly load: HTMLButtonElement;
  readonly winner: Readonly<Record<Side, HTMLInputElement>>;
  /** The game's stage: main, semi-final or final. */
  readonly stage: HTMLSelectElement;
  readonly banner: HTMLElement;
  /**
   * Which system the points follow, when it is not simply the club table (or why none show).
   */
  readonly systemNote: HTMLElement;
  readonly seats: readonly SeatView[];
  readonly problems: HTMLUListElement;
  readonly save: HTMLButtonElement;
  readonly reason: HTMLElement;
  readonly newGame: HTMLButtonElement;
  readonly remove: HTMLButtonElement;
  readonly status: HTMLElement;
  /** Where the standings' refresh after a save stands: updating, updated, or why not. */
  readonly standingsStatus: HTMLElement;
  readonly alert: HTMLElement;
  /** Read out to screen readers only (why Enter did not save). */
  readonly announce: HTMLElement;
  readonly players: HTMLDataListElement;
  readonly dialog: HTMLDialogElement;
  readonly dialogText: HTMLElement;
  readonly dialogOk: HTMLButtonElement;
  readonly dialogCancel: HTMLButtonElement;
}

/**
 * The form. `teams`: the tournament has teams, so each seat shows its team field; without, the
 * field is left out of the page (its value stays "", no team). `tournaments`: the Games sheet has
 * a «Турнир» column, and these are the tournaments already in it (null without the column).
 */
export function buildView(
  lang: Lang,
  place: PlaceColumns = NO_PLACE_COLUMNS,
  teams = false,
  tournaments: readonly string[] | null = null,
): FormView {
  const t = STRINGS[lang];
  const tournament = tournamentField(lang, tournaments);
  const { game, date, load, winner, stage } = gameControls(lang);
  const round = place.table && place.round ? placeInput("round", t.round) : null;
  const table = place.table ? placeInput("table", t.table) : null;
  const seats = SEAT_NUMBERS.map((n) => seatView(n, lang, teams));

  const banner = h("p", { class: "banner", hidden: true });
  const systemNote = h("p", { class: "system-note", id: "system-note", hidden: true });
  const problems = h("ul", { class: "problems", id: "problems" });
  // Not a live region: it changes with every keystroke. Enter on an unfinished form announces it.
  const reason = h("p", { class: "reason", id: "save-reason" });
  const announce = h("p", { class: "sr-only", role: "status" });
  const save = h("button", { type: "submit", class: "save", "aria-describedby": "save-reason" }, [
    t.save,
  ]);
  const newGame = h("button", { type: "button", class: "new" }, [t.clear]);
  const remove = h("button", { type: "button", class: "delete", hidden: true }, [t.remove]);
  const status = h("p", { class: "status", role: "status" });
  const standingsStatus = h("p", { class: "status standings-status", role: "status" });
  const alert = h("p", { class: "alert", role: "alert" });

  const inputs = h("fieldset", { class: "inputs" }, [
    h(
      "div",
      { class: ["top", ...(table ? ["placed"] : []), ...(round ? ["with-round"] : [])].join(" ") },
      [
        h("label", { class: "field game", for: "game" }, [h("span", {}, [t.game]), game]),
        ...(round
          ? [h("label", { class: "field round", for: "round" }, [h("span", {}, [t.round]), round])]
          : []),
        ...(table
          ? [h("label", { class: "field table", for: "table" }, [h("span", {}, [t.table]), table])]
          : []),
        load,
        h("label", { class: "field date", for: "date" }, [h("span", {}, [t.date]), date]),
      ],
    ),
    ...(tournament ? [tournament.line] : []),
    h("label", { class: "stage-line", for: "stage" }, [
      h("span", {}, [fieldName("stage", lang)]),
      stage,
    ]),
    banner,
    h("fieldset", { class: "winner" }, [
      h("legend", {}, [t.winner]),
      h("label", { class: "team red" }, [winner.red, h("span", {}, [sideName("red", lang)])]),
      h("label", { class: "team black" }, [winner.black, h("span", {}, [sideName("black", lang)])]),
    ]),
    systemNote,
    h("div", { class: "seats" }, [seatHeads(lang), ...seats.map((seat) => seat.row)]),
    h("section", { class: "checks", "aria-labelledby": "checks-title" }, [
      h("h2", { id: "checks-title", class: "sr-only" }, [t.checksTitle]),
      problems,
    ]),
  ]);
  const form = h("form", { novalidate: true, autocomplete: "off", "aria-label": t.title }, [
    inputs,
    h("footer", { class: "actions" }, [
      h("div", { class: "buttons" }, [save, newGame, remove]),
      reason,
      status,
      standingsStatus,
      alert,
      announce,
    ]),
  ]);

  const confirm = confirmDialog(lang);
  const players = h("datalist", { id: "players" });
  const root = h("main", { class: "sidebar", lang }, [
    h("h1", { class: "sr-only" }, [t.title]),
    form,
    players,
    confirm.dialog,
  ]);
  return {
    lang,
    root,
    form,
    inputs,
    game,
    round,
    table,
    tournament,
    date,
    load,
    winner,
    stage,
    banner,
    systemNote,
    seats,
    problems,
    save,
    reason,
    newGame,
    remove,
    status,
    standingsStatus,
    alert,
    announce,
    players,
    ...confirm,
  };
}

/** The game's own controls above the seats: id, date, «Загрузить», winner and stage. */
function gameControls(lang: Lang): Pick<FormView, "game" | "date" | "load" | "winner" | "stage"> {
  const t = STRINGS[lang];
  const game = h("input", {
    name: "game",
    id: "game",
    autocomplete: "off",
    maxlength: 40,
    inputmode: "numeric",
    spellcheck: "false",
    placeholder: t.nextGame,
  });
  const date = h("input", { name: "date", id: "date", type: "date" });
  const load = h("button", { type: "button", class: "load", title: t.loadHint }, [t.load]);
  const radio = (side: Side): HTMLInputElement =>
    h("input", { type: "radio", name: "winner", value: side });
  const winner = { red: radio("red"), black: radio("black") };
  const stage = h(
    "select",
    { name: "stage", id: "stage" },
    STAGES.map((value) => h("option", { value }, [stageName(value, lang)])),
  );
  return { game, date, load, winner, stage };
}

const NO_PLACE_COLUMNS: PlaceColumns = { round: false, table: false };

/** The round's or the table's field: text as typed (a table may be «2» or «Б»), like the id. */
function placeInput(name: "round" | "table", label: string): HTMLInputElement {
  return h("input", {
    name,
    id: name,
    autocomplete: "off",
    maxlength: 40,
    inputmode: "numeric",
    spellcheck: "false",
    "aria-label": label,
  });
}

/** The dialog `confirmAction` asks in: its question and two buttons. */
function confirmDialog(
  lang: Lang,
): Pick<FormView, "dialog" | "dialogText" | "dialogOk" | "dialogCancel"> {
  const dialogText = h("p", { id: "confirm-text" });
  const dialogOk = h("button", { type: "button", class: "ok" });
  const dialogCancel = h("button", { type: "button", class: "cancel" }, [STRINGS[lang].cancel]);
  const dialog = h("dialog", { class: "confirm", "aria-labelledby": "confirm-text" }, [
    dialogText,
    h("div", { class: "buttons" }, [dialogCancel, dialogOk]),
  ]);
  return { dialog, dialogText, dialogOk, dialogCancel };
}
