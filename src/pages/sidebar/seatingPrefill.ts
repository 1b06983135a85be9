/**
 * Games prefilled from the seating: typing or choosing a game id that the «Рассадка»
 * sheet schedules fills the ten players in seat order and the game's stage («Финал»
 * for the final's seating), and «Следующая по рассадке» picks the first scheduled game the Games
 * sheet does not have yet. The judge can still change any player (a substitute). Players already
 * typed are never overwritten without asking. When the Games sheet numbers games per table (the
 * form has «Тур» and «Стол» fields), the game's round and table come from the seating too, and a
 * typed id with a table typed fills only the game of that table.
 */
import { gameKey, gameLabel } from "../../engine";
import type { ScheduledGame } from "../../protocol/seatingSchedule";
import { h } from "../shared/dom";
import { confirmAction, showError, showStatus } from "./feedback";
import type { Lang } from "../shared/i18n";
import "./seatingPrefill.css";
import type { FormView } from "./view";

const TEXTS: Readonly<
  Record<
    Lang,
    {
      next: string;
      filled: (id: string) => string;
      allDone: string;
      replace: (id: string) => string;
      replaceButton: string;
    }
  >
> = {
  ru: {
    next: "Следующая по рассадке",
    filled: (id) => `Игра ${id}: игроки по рассадке.`,
    allDone: "Все игры рассадки уже записаны.",
    replace: (id) => `Заменить введённых игроков составом игры ${id} по рассадке?`,
    replaceButton: "Заменить",
  },
  en: {
    next: "Next from seating",
    filled: (id) => `Game ${id}: players from the seating.`,
    allDone: "Every game of the seating is already recorded.",
    replace: (id) => `Replace the players entered with game ${id} from the seating?`,
    replaceButton: "Replace",
  },
};

const playersOf = (view: FormView): string[] => view.seats.map((seat) => seat.player.value.trim());

/**
 * Whether a scheduled game is the one the form's id (and round and table, where typed) names:
 * each compared as the engine compares ids (gameKey).
 */
function named(view: FormView, game: ScheduledGame): boolean {
  if (gameKey(game.game) !== gameKey(view.game.value)) return false;
  const same = (input: HTMLInputElement | null, value: string): boolean =>
    input === null || input.value.trim() === "" || gameKey(input.value) === gameKey(value);
  return same(view.table, game.table) && same(view.round, game.round);
}

/** A scheduled game's label for the status line: its id, with its place on a per-table form. */
function labelOf(view: FormView, game: ScheduledGame): string {
  if (!view.table || game.table === "") return game.game;
  const round = view.round && game.round !== "" ? { round: game.round } : {};
  return gameLabel({ label: game.game, ...round, table: game.table }, view.lang);
}

/**
 * Adds the control under the game id and listens to the id. The seating is read once when the
 * form opens and again for each «Next» (other judges save games meanwhile).
 */
export function attachSeatingPrefill(
  view: FormView,
  fetchSchedule: () => Promise<ScheduledGame[]>,
): void {
  const t = TEXTS[view.lang];
  let schedule: readonly ScheduledGame[] = [];
  /** The players this module last put in, to tell them from what the judge typed. */
  let prefilled: string[] | null = null;
  // No `name`: the form's named controls are the game's fields (a contract, docs/sidebar.md).
  const next = h("button", { type: "button", class: "next-seating", hidden: true }, [t.next]);
  view.game.closest(".top")?.after(h("div", { class: "seating-line" }, [next]));

  const untouched = (): boolean => {
    const now = playersOf(view);
    return (
      now.every((name) => name === "") ||
      (prefilled !== null && now.every((name, i) => name === prefilled?.[i]))
    );
  };

  const fill = (game: ScheduledGame): void => {
    view.seats.forEach((seat, i) => {
      seat.player.value = game.players[i] ?? "";
      // Each seat's team follows its new player («Участники», teamPrefill.ts).
      seat.team.value = "";
      seat.player.dispatchEvent(new Event("input", { bubbles: false }));
    });
    // The Seating sheet's «Этап» (the final's seating says «Финал»).
    view.stage.value = game.stage;
    // Its «Тур» and «Стол», on a form that asks for them.
    if (view.round) view.round.value = game.round;
    if (view.table) view.table.value = game.table;
    prefilled = playersOf(view);
    showStatus(view, t.filled(labelOf(view, game)));
    // The form's live checks listen to input events.
    view.form.dispatchEvent(new Event("input", { bubbles: true }));
  };

  const load = async (): Promise<void> => {
    schedule = await fetchSchedule();
    next.hidden = schedule.length === 0;
  };

  view.game.addEventListener("input", () => {
    const game = schedule.find((g) => !g.played && named(view, g));
    if (game && untouched()) fill(game);
  });

  next.addEventListener("click", () => {
    void (async () => {
      next.disabled = true;
      try {
        await load();
        const game =
          schedule.find((g) => !g.played && !named(view, g)) ?? schedule.find((g) => !g.played);
        if (!game) {
          showStatus(view, t.allDone);
          return;
        }
        if (
          !untouched() &&
          !(await confirmAction(view, t.replace(labelOf(view, game)), t.replaceButton, "cancel"))
        )
          return;
        view.game.value = game.game;
        fill(game);
        view.seats[0]?.role.focus();
      } catch (error) {
        showError(view, error);
      } finally {
        next.disabled = false;
      }
    })();
  });

  // No seating yet (or no connection): the form works as before, without the control.
  load().catch(() => undefined);
}
