/**
 * The form's elements: built once per language, read into FormValues and written back. Control
 * names are a public contract (issue #4) that automation and the tests address directly.
 */
import {
  SEAT_MARKS,
  EXTRA_LIMIT,
  MAX_COUNT,
  ROLES,
  STAGES,
  type Field,
  type Lang,
  type Role,
  type Stage,
  type Team,
} from "../../engine";
import type { PlaceColumns } from "../../protocol/sidebarPage";
import { h } from "../shared/dom";
import { fieldName, roleName, stageName, teamName } from "../shared/i18n";
import { STRINGS } from "./strings";
import { SEAT_NUMBERS, type FormValues, type SeatValues } from "./model";

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
  readonly date: HTMLInputElement;
  readonly load: HTMLButtonElement;
  readonly winner: Readonly<Record<Team, HTMLInputElement>>;
  /** The game's stage: main, semi-final or final. */
  readonly stage: HTMLSelectElement;
  readonly banner: HTMLElement;
  /**
   * Which system the points follow, when it is not simply today's club table (or why none show).
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

type CheckField = "firstKilled" | "bestPlayer" | "removed";
type CountField = "correct" | "remarks";

export function buildView(lang: Lang, place: PlaceColumns = NO_PLACE_COLUMNS): FormView {
  const t = STRINGS[lang];
  const { game, date, load, winner, stage } = gameControls(lang);
  const round = place.table && place.round ? placeInput("round", t.round) : null;
  const table = place.table ? placeInput("table", t.table) : null;
  const seats = SEAT_NUMBERS.map((n) => seatView(n, lang));

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
    h("label", { class: "stage-line", for: "stage" }, [
      h("span", {}, [fieldName("stage", lang)]),
      stage,
    ]),
    banner,
    h("fieldset", { class: "winner" }, [
      h("legend", {}, [t.winner]),
      h("label", { class: "team red" }, [winner.red, h("span", {}, [teamName("red", lang)])]),
      h("label", { class: "team black" }, [winner.black, h("span", {}, [teamName("black", lang)])]),
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
  });
  const date = h("input", { name: "date", id: "date", type: "date" });
  const load = h("button", { type: "button", class: "load", title: t.loadHint }, [t.load]);
  const radio = (team: Team): HTMLInputElement =>
    h("input", { type: "radio", name: "winner", value: team });
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

/** Seat n's controls, each named `seat<n>.<field>` and labelled for screen readers, in a row. */
function seatView(n: number, lang: Lang): SeatView {
  const t = STRINGS[lang];
  const label = (field: Field): string => t.seatField(n, fieldName(field, lang));
  const checkbox = (field: CheckField): HTMLInputElement =>
    h("input", {
      type: "checkbox",
      name: `seat${n}.${field}`,
      "aria-label": label(field),
    });
  const count = (field: CountField): HTMLInputElement =>
    h("input", {
      type: "number",
      name: `seat${n}.${field}`,
      min: 0,
      max: MAX_COUNT,
      step: 1,
      inputmode: "numeric",
      placeholder: "0",
      "aria-label": label(field),
    });
  const controls: Omit<SeatView, "row"> = {
    player: h("input", {
      name: `seat${n}.player`,
      list: "players",
      autocomplete: "off",
      spellcheck: "false",
      maxlength: 100,
      "aria-label": label("player"),
    }),
    role: h(
      "select",
      { name: `seat${n}.role`, "aria-label": label("role") },
      ROLES.map((r) => h("option", { value: r }, [roleName(r, lang)])),
    ),
    firstKilled: checkbox("firstKilled"),
    bestMove: h("input", {
      name: `seat${n}.bestMove`,
      autocomplete: "off",
      inputmode: "numeric",
      placeholder: t.bestMovePlaceholder,
      maxlength: 20,
      "aria-label": label("bestMove"),
    }),
    correct: count("correct"),
    bestPlayer: checkbox("bestPlayer"),
    remarks: count("remarks"),
    removed: checkbox("removed"),
    // Numbers as typed: the engine names «7» or «0.125» for what they are,
    // as it does in the sheet.
    extra: h("input", {
      type: "number",
      name: `seat${n}.extra`,
      min: -EXTRA_LIMIT,
      max: EXTRA_LIMIT,
      step: 0.1,
      inputmode: "decimal",
      placeholder: "0",
      "aria-label": label("extra"),
    }),
    team: h("input", {
      name: `seat${n}.team`,
      class: "team-name",
      autocomplete: "off",
      spellcheck: "false",
      maxlength: 100,
      placeholder: fieldName("team", lang),
      "aria-label": label("team"),
    }),
    points: h("span", { class: "val", "data-points-seat": n, "data-value": "" }),
  };
  return { ...controls, row: seatRow(n, controls, lang) };
}

/** A seat's row: its number, then player, role and points, then the marks on a second line. */
function seatRow(n: number, seat: Omit<SeatView, "row">, lang: Lang): HTMLElement {
  const t = STRINGS[lang];
  const flag = (input: HTMLInputElement): HTMLElement => h("label", { class: "flag" }, [input]);
  return h("div", { class: "seat", role: "group", "aria-label": t.seatLabel(n), "data-seat": n }, [
    h("span", { class: "num", "aria-hidden": "true" }, [String(n)]),
    h("div", { class: "line1" }, [
      seat.player,
      seat.role,
      h("span", { class: "pts" }, [
        h("span", { class: "sr-only" }, [`${t.points}: `]),
        seat.points,
      ]),
    ]),
    h("div", { class: "line2" }, [
      flag(seat.firstKilled),
      seat.bestMove,
      seat.correct,
      flag(seat.bestPlayer),
      seat.remarks,
      flag(seat.removed),
      seat.extra,
    ]),
    h("div", { class: "line3" }, [seat.team]),
  ]);
}

/** Column heads for sighted judges; every control already carries its full name for readers. */
function seatHeads(lang: Lang): HTMLElement {
  const t = STRINGS[lang];
  return h("div", { class: "heads", "aria-hidden": "true" }, [
    h("span", { class: "num" }, ["#"]),
    h("div", { class: "line1" }, [
      h("span", {}, [fieldName("player", lang)]),
      h("span", {}, [fieldName("role", lang)]),
      h("span", { class: "pts" }, [t.points]),
    ]),
    h(
      "div",
      { class: "line2" },
      SEAT_MARKS.map((field) => h("span", { title: fieldName(field, lang) }, [t.short[field]])),
    ),
  ]);
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

/** A number input's text, or "?" when the browser holds text it cannot read as a number. */
function countText(input: HTMLInputElement): string {
  return input.validity.badInput ? "?" : input.value;
}

export function readForm(view: FormView): FormValues {
  const winner: Team | null = view.winner.red.checked
    ? "red"
    : view.winner.black.checked
      ? "black"
      : null;
  const seats = view.seats.map((seat): SeatValues => ({
    player: seat.player.value,
    role: seat.role.value as Role,
    firstKilled: seat.firstKilled.checked,
    bestMove: seat.bestMove.value,
    correct: countText(seat.correct),
    bestPlayer: seat.bestPlayer.checked,
    remarks: countText(seat.remarks),
    removed: seat.removed.checked,
    extra: countText(seat.extra),
    team: seat.team.value,
  }));
  return {
    game: view.game.value,
    ...(view.round ? { round: view.round.value } : {}),
    ...(view.table ? { table: view.table.value } : {}),
    date: view.date.value,
    winner,
    stage: view.stage.value as Stage,
    seats,
  };
}

export function writeForm(view: FormView, values: FormValues): void {
  view.game.value = values.game;
  if (view.round) view.round.value = values.round ?? "";
  if (view.table) view.table.value = values.table ?? "";
  view.date.value = values.date;
  view.winner.red.checked = values.winner === "red";
  view.winner.black.checked = values.winner === "black";
  view.stage.value = values.stage;
  values.seats.forEach((values, i) => {
    const seat = view.seats[i];
    if (!seat) return;
    seat.player.value = values.player;
    seat.role.value = values.role;
    seat.firstKilled.checked = values.firstKilled;
    seat.bestMove.value = values.bestMove;
    seat.correct.value = values.correct;
    seat.bestPlayer.checked = values.bestPlayer;
    seat.remarks.value = values.remarks;
    seat.removed.checked = values.removed;
    seat.extra.value = values.extra;
    seat.team.value = values.team;
  });
}

/** The autocomplete list; names go in as option values (text), never as markup. */
export function setPlayers(view: FormView, names: readonly string[]): void {
  view.players.replaceChildren(
    ...names.map((name) => Object.assign(document.createElement("option"), { value: name })),
  );
}

/** The control a problem points at, to take the judge there. */
export function controlOf(
  view: FormView,
  seat: number | undefined,
  field: Field | undefined,
): HTMLElement {
  const row = seat === undefined ? undefined : view.seats[seat - 1];
  if (row && field && field in row) {
    const control = row[field as keyof SeatView];
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) return control;
  }
  if (row) return row.player;
  return field === "winner" || seat === undefined ? view.winner.red : view.game;
}
