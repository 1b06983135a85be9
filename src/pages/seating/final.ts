/**
 * The final's dialog («Рассадка финала…»): the number of final games, default 4, from 1
 * to 20. The server takes the finalists from the standings, seats them and writes the Seating
 * sheet; it asks before replacing a seating whose games already have results, and says why when
 * it cannot (the finalists' number, a shared place at the cut, problems in the games).
 */
import {
  DEFAULT_FINAL_GAMES,
  MAX_FINAL_GAMES,
  type FinalSeatingRequest,
} from "../../protocol/seatingSchedule";
import { h, setPageState } from "../shared/dom";
import type { Lang } from "../shared/i18n";
import type { ServerApi } from "../shared/serverApi";
import { dialogFrame } from "./frame";
import { DIALOG_TEXTS } from "./texts";

export function startFinalDialog(server: ServerApi, mount: HTMLElement, lang: Lang): void {
  const t = DIALOG_TEXTS[lang];
  const games = h("input", {
    type: "number",
    name: "games",
    id: "games",
    min: 1,
    max: MAX_FINAL_GAMES,
    step: 1,
    value: DEFAULT_FINAL_GAMES,
    required: true,
  });
  const inputs = h("fieldset", { class: "inputs" }, [
    h("p", { class: "intro" }, [t.finalIntro]),
    h("div", { class: "numbers" }, [
      h("label", { for: "games" }, [h("span", {}, [t.finalGames]), games]),
    ]),
  ]);

  /** The request, or null (and why) when the number is not a whole number of games from 1 to 20. */
  const prepare = (): Promise<FinalSeatingRequest | null> => {
    const n = Number(games.value);
    if (games.value.trim() === "" || !Number.isInteger(n) || n < 1 || n > MAX_FINAL_GAMES) {
      frame.alert.textContent = t.finalGamesRange(MAX_FINAL_GAMES);
      games.focus();
      return Promise.resolve(null);
    }
    return Promise.resolve({ games: n });
  };

  const frame = dialogFrame(t, inputs, t.finalMake, prepare, (request, replace) =>
    server.writeFinalSeating({ ...request, replace }),
  );
  mount.replaceChildren(h("main", { class: "seating-dialog final", lang }, [frame.form]));
  document.documentElement.lang = lang;
  setPageState("ready");
  games.focus();
}
