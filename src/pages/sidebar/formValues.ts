/** The form's values: read from its controls into FormValues, and written back. */
import type { Field, Role, Stage, Side } from "../../engine";
import type { FormValues, SeatValues } from "./model";
import type { FormView, SeatView } from "./view";

/** A number input's text, or "?" when the browser holds text it cannot read as a number. */
function countText(input: HTMLInputElement): string {
  return input.validity.badInput ? "?" : input.value;
}

export function readForm(view: FormView): FormValues {
  const winner: Side | null = view.winner.red.checked
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
    ...(view.tournament ? { tournament: view.tournament.input.value } : {}),
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
  if (view.tournament) view.tournament.input.value = values.tournament ?? "";
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
