/**
 * The tournament field of a season (SERIES.md): shown only when the Games sheet has a «Турнир»
 * column, offering the tournaments already in the sheet, and kept from game to game (a judge
 * records a whole evening of one tournament).
 */
import { h } from "../shared/dom";
import type { Lang } from "../../engine";
import { STRINGS } from "./strings";

export interface TournamentField {
  /** The line of the form: the label and the input. */
  readonly line: HTMLElement;
  readonly input: HTMLInputElement;
  /** The tournaments offered; names go in as option values (text), never as markup. */
  readonly list: HTMLDataListElement;
}

/** The field with `names` offered; null (no field) when the sheet has no «Турнир» column. */
export function tournamentField(
  lang: Lang,
  names: readonly string[] | null,
): TournamentField | null {
  if (names === null) return null;
  const t = STRINGS[lang];
  const list = h("datalist", { id: "tournaments" });
  const input = h("input", {
    name: "tournament",
    id: "tournament",
    list: "tournaments",
    autocomplete: "off",
    maxlength: 100,
    spellcheck: "false",
  });
  for (const name of names) offerTournament(list, name);
  const line = h("label", { class: "tournament-line", for: "tournament" }, [
    h("span", {}, [t.tournament]),
    input,
    list,
  ]);
  return { line, input, list };
}

/** Offers a tournament the list lacks (a new one, once a game of it is saved). */
export function offerTournament(list: HTMLDataListElement, name: string): void {
  const trimmed = name.trim();
  if (trimmed === "") return;
  const known = [...list.options].some((option) => option.value === trimmed);
  if (!known) list.append(Object.assign(document.createElement("option"), { value: trimmed }));
}
