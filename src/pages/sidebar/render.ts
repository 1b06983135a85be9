/** Shows a FormCheck: the list of problems, marked controls, points, and why Save is off. */
import {
  SEAT_MARKS,
  CLUB_SYSTEM,
  describeIssues,
  hasCompensation,
  PRESET_NAMES,
  PRESETS,
  type Field,
  type RulesResult,
  type ScoringSystem,
  type Stage,
} from "../../engine";
import { stageName } from "../shared/i18n";
import type { FormCheck } from "./check";
import { h } from "../shared/dom";
import { STRINGS } from "./strings";
import type { FormView, SeatView } from "./view";

/** The controls of a seat that the live check can mark invalid. */
const MARKABLE: readonly (keyof SeatView & Field)[] = ["player", "role", ...SEAT_MARKS];

export function formatPoints(points: number, lang: "ru" | "en"): string {
  // Signed, with the locale's decimal mark: «+4», «−0,5», «0».
  const text = Math.abs(points).toLocaleString(lang === "ru" ? "ru-RU" : "en-US", {
    maximumFractionDigits: 2,
  });
  return points > 0 ? `+${text}` : points < 0 ? `−${text}` : text;
}

export function renderCheck(view: FormView, check: FormCheck, busy: boolean): void {
  const t = STRINGS[view.lang];
  view.problems.replaceChildren(
    ...(check.ok
      ? [h("li", { class: "ok" }, [t.ready])]
      : check.problems.map((p) => h("li", { class: p.severity }, [p.text]))),
  );
  view.seats.forEach((seat, i) => {
    const invalid = check.invalid[i];
    for (const field of MARKABLE) {
      const control = seat[field];
      if (invalid?.has(field)) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    }
    // A best move belongs to the seat killed first night; a stale one stays editable so the
    // judge can clear it when the tick moves to another seat.
    seat.bestMove.disabled = !seat.firstKilled.checked && seat.bestMove.value.trim() === "";
    seat.row.classList.toggle("killed", seat.firstKilled.checked);
    const points = check.points[i];
    seat.points.textContent =
      points === null || points === undefined ? "" : formatPoints(points, view.lang);
    seat.points.dataset.value = points === null || points === undefined ? "" : String(points);
    seat.points.classList.toggle("neg", (points ?? 0) < 0);
  });
  view.save.disabled = busy || !check.ok;
  const first = check.problems[0];
  view.reason.textContent = check.ok || !first ? "" : `${t.whyDisabled} ${first.text}`;
  view.reason.className = `reason ${first?.severity ?? ""}`;
}

/**
 * Above the seats: under which system the points are shown, when it is not the club's own table;
 * that they are without Ci, when the system has it; the weight of the game's stage, when it is
 * not 1 («Финал: очки × 1,3»); or, when the Rules sheet cannot be read, that no points are shown
 * and why (the engine's words, the same as the standings sheet lists).
 */
export function renderSystemNote(view: FormView, rules: RulesResult, stage: Stage): void {
  const t = STRINGS[view.lang];
  const note = view.systemNote;
  if (!rules.ok) {
    note.textContent = `${t.rulesBroken}\n${describeIssues(rules.issues, view.lang)}`;
    note.className = "system-note error";
    note.hidden = false;
    return;
  }
  const system = rules.system;
  const name = t.systemName(
    PRESET_NAMES[system.preset][view.lang],
    !sameSystem(system, PRESETS[system.preset]),
  );
  note.className = "system-note";
  const lines = [
    hasCompensation(system)
      ? t.withoutCi(name)
      : sameSystem(system, CLUB_SYSTEM)
        ? ""
        : t.systemPoints(name),
  ];
  const weight = stageWeight(system, stage);
  if (weight !== 1)
    lines.push(
      t.stageWeight(
        stageName(stage, view.lang),
        weight.toLocaleString(view.lang === "ru" ? "ru-RU" : "en-US", { maximumFractionDigits: 4 }),
      ),
    );
  note.textContent = lines.filter((line) => line !== "").join("\n");
  note.hidden = note.textContent === "";
}

/** What a seat's points of `stage` are multiplied by (STAGES.md, "A seat's points"). */
function stageWeight(system: ScoringSystem, stage: Stage): number {
  return stage === "final" ? system.finalWeight : stage === "semi" ? system.semiWeight : 1;
}

function sameSystem(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
