/**
 * Games prefilled from the seating (issue 9): typing or choosing a game id that the «Рассадка»
 * sheet schedules fills the ten players in seat order and the game's stage (issue 14: «Финал»
 * for the final's seating), and «Следующая по рассадке» picks the first scheduled game the Games
 * sheet does not have yet. The judge can still change any player (a substitute). Players already
 * typed are never overwritten without asking.
 */
import { gameKey } from "../../engine";
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
    prefilled = playersOf(view);
    showStatus(view, t.filled(game.game));
    // The form's live checks listen to input events.
    view.form.dispatchEvent(new Event("input", { bubbles: true }));
  };

  const load = async (): Promise<void> => {
    schedule = await fetchSchedule();
    next.hidden = schedule.length === 0;
  };

  view.game.addEventListener("input", () => {
    const id = gameKey(view.game.value);
    const game = schedule.find((g) => !g.played && gameKey(g.game) === id);
    if (game && untouched()) fill(game);
  });

  next.addEventListener("click", () => {
    void (async () => {
      next.disabled = true;
      try {
        await load();
        const game =
          schedule.find((g) => !g.played && gameKey(g.game) !== gameKey(view.game.value)) ??
          schedule.find((g) => !g.played);
        if (!game) {
          showStatus(view, t.allDone);
          return;
        }
        if (
          !untouched() &&
          !(await confirmAction(view, t.replace(game.game), t.replaceButton, "cancel"))
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
