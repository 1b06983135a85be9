/**
 * A seat's «Команда» (AWARDS.md) filled from the «Участники» sheet: when a seat's player is
 * typed or chosen (or put in from the seating), the team the sheet gives that player goes into
 * the seat's team field. A team the judge typed (or a stored game brought) is never replaced;
 * one this module put in follows the name.
 */
import { playerKey } from "../../engine";
import type { PlayerTeam } from "../../protocol/seatingSchedule";
import type { FormView } from "./view";

/** Listens to the seats' names; the list is read once when the form opens. */
export function attachTeamPrefill(view: FormView, fetchTeams: () => Promise<PlayerTeam[]>): void {
  let teams = new Map<string, string>();
  /** The team this module last put in each seat ("" for none). */
  const filled = view.seats.map(() => "");

  const apply = (i: number): void => {
    const seat = view.seats[i];
    if (!seat) return;
    const current = seat.team.value.trim();
    if (current !== "" && current !== filled[i]) return;
    const team = teams.get(playerKey(seat.player.value)) ?? "";
    filled[i] = team;
    if (team === current) return;
    seat.team.value = team;
    // The form's live checks and «is there anything typed» listen to input events.
    view.form.dispatchEvent(new Event("input", { bubbles: true }));
  };

  view.seats.forEach((seat, i) => seat.player.addEventListener("input", () => apply(i)));
  // No «Участники» sheet (or no connection): the team fields are the judge's to type.
  fetchTeams()
    .then((list) => {
      teams = new Map(list.map((p) => [playerKey(p.name), p.team.trim()]));
      view.seats.forEach((_, i) => apply(i));
    })
    .catch(() => undefined);
}
