/**
 * The player picker: a text box that filters the list of players as you type (case, spaces and
 * ё/е do not matter, as the engine matches names), as an ARIA combobox with a listbox. Arrows move
 * through the matches, Enter chooses, Escape closes the list (or clears the box); a click chooses
 * too. Names go in as text (h()).
 */
import { playerKey } from "../../engine";
import { h } from "../shared/dom";
import type { CardStrings } from "./strings";

export interface Picker {
  readonly element: HTMLElement;
  readonly input: HTMLInputElement;
}

const LIST_ID = "player-list";

export function createPicker(
  players: readonly string[],
  t: CardStrings,
  onChoose: (name: string) => void,
): Picker {
  const keys = players.map((name) => playerKey(name));
  const { element, input, list, empty } = pickerElements(t);

  /** Indexes into `players` of the options shown, and the one the arrows are on (-1: none). */
  let shown: number[] = [];
  let active = -1;

  const optionId = (index: number): string => `player-option-${index}`;

  const setActive = (position: number): void => {
    active = shown.length === 0 ? -1 : Math.max(0, Math.min(position, shown.length - 1));
    for (const [i, option] of [...list.children].entries())
      option.setAttribute("aria-selected", String(i === active));
    const current = active >= 0 ? list.children[active] : undefined;
    if (current) {
      input.setAttribute("aria-activedescendant", current.id);
      current.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };

  const open = (): void => {
    shown = matches(keys, playerKey(input.value));
    list.replaceChildren(
      ...shown.map((index) =>
        h("li", { id: optionId(index), role: "option", "aria-selected": "false" }, [
          players[index] ?? "",
        ]),
      ),
    );
    list.hidden = shown.length === 0;
    empty.hidden = shown.length > 0;
    input.setAttribute("aria-expanded", String(shown.length > 0));
    setActive(0);
  };

  const close = (): void => {
    list.hidden = true;
    empty.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };

  const choose = (index: number | undefined): void => {
    const name = index === undefined ? undefined : players[index];
    if (name === undefined) return;
    input.value = name;
    close();
    onChoose(name);
  };

  const isOpen = (): boolean => input.getAttribute("aria-expanded") === "true";

  input.addEventListener("input", open);
  input.addEventListener("focus", () => {
    if (!isOpen()) open();
  });
  input.addEventListener("blur", close);
  input.addEventListener("keydown", (event) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!isOpen()) open();
        else setActive(active + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!isOpen()) open();
        else setActive(active - 1);
        break;
      case "Enter": {
        event.preventDefault();
        if (isOpen()) choose(shown[active]);
        else {
          // The list closed on a name typed in full: Enter still opens that player.
          const exact = keys.indexOf(playerKey(input.value));
          if (exact >= 0) choose(exact);
          else open();
        }
        break;
      }
      case "Escape":
        if (isOpen() || !empty.hidden) {
          event.preventDefault();
          close();
        } else if (input.value !== "") {
          event.preventDefault();
          input.value = "";
        }
        break;
    }
  });
  // mousedown, not click: the box keeps its focus, so the list is still there to be clicked.
  list.addEventListener("mousedown", (event) => event.preventDefault());
  list.addEventListener("click", (event) => {
    const option = event.target instanceof Element ? event.target.closest("li") : null;
    if (option === null) return;
    choose(shown[[...list.children].indexOf(option)]);
  });

  return { element, input };
}

/** The box, the list of matches and the «no match» line, in the picker's labelled block. */
function pickerElements(t: CardStrings): {
  element: HTMLElement;
  input: HTMLInputElement;
  list: HTMLUListElement;
  empty: HTMLElement;
} {
  const input = h("input", {
    id: "player-search",
    name: "player",
    type: "text",
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": "false",
    "aria-controls": LIST_ID,
    autocomplete: "off",
    spellcheck: "false",
    placeholder: t.search,
  });
  const list = h("ul", { id: LIST_ID, role: "listbox", "aria-label": t.players, hidden: true });
  const empty = h("p", { class: "no-match", hidden: true }, [t.noMatch]);
  const element = h("div", { class: "picker" }, [
    h("label", { for: input.id }, [t.player]),
    input,
    list,
    empty,
  ]);
  return { element, input, list, empty };
}

/** The indexes of the names (normalized, as `keys`) that contain the normalized query. */
function matches(keys: readonly string[], query: string): number[] {
  const shown: number[] = [];
  keys.forEach((key, i) => {
    if (key.includes(query)) shown.push(i);
  });
  return shown;
}
