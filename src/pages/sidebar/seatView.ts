/**
 * A seat's row of the form: its controls, each named `seat<n>.<field>` (a public contract that
 * automation and the tests address directly), and the column heads above the ten rows.
 */
import { SEAT_MARKS, EXTRA_LIMIT, MAX_COUNT, ROLES, type Field, type Lang } from "../../engine";
import { h } from "../shared/dom";
import { fieldName, roleName } from "../shared/i18n";
import { STRINGS } from "./strings";
import type { SeatView } from "./view";

type CheckField = "firstKilled" | "bestPlayer" | "removed";
type CountField = "correct" | "remarks";

/** Seat n's controls, each named `seat<n>.<field>` and labelled for screen readers, in a row. */
export function seatView(n: number, lang: Lang, teams: boolean): SeatView {
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
  return { ...controls, row: seatRow(n, controls, lang, teams) };
}

/**
 * A seat's row: its number, then player, role and points, then the marks on a second line, and
 * with `teams` the team on a third.
 */
function seatRow(n: number, seat: Omit<SeatView, "row">, lang: Lang, teams: boolean): HTMLElement {
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
    teams ? h("div", { class: "line3" }, [seat.team]) : null,
  ]);
}

/** Column heads for sighted judges; every control already carries its full name for readers. */
export function seatHeads(lang: Lang): HTMLElement {
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
