/**
 * The line that says a game is saved, with its seats' points: the store's answer, under the rules
 * the form scored with (sent with the game). If the refresh that follows brings other rules (the
 * organiser changed them meanwhile), the line is said again with the points the standings now
 * count, scored by the engine as the form's preview is.
 */
import type { GamePayload, SaveResult } from "../../protocol/gamePayload";
import { rulesOfCells, type RulesCells } from "../../protocol/sidebarPage";
import type { Lang } from "../shared/i18n";
import { checkForm } from "./check";
import { labelOf, refOfAnswer } from "./gameRef";
import type { FormValues } from "./model";
import { formatPoints } from "./render";
import { STRINGS } from "./strings";

export interface SavedGame {
  readonly result: SaveResult;
  readonly payload: GamePayload;
  /** The form as it was saved. */
  readonly values: FormValues;
}

export function savedLine(saved: SavedGame, lang: Lang, points = saved.result.points): string {
  const { result, payload } = saved;
  const text = points
    .map((p, i) => `${payload.seats[i]?.seat ?? i + 1}: ${formatPoints(p, lang)}`)
    .join("; ");
  return STRINGS[lang].saved(
    labelOf(refOfAnswer(result), lang),
    result.rows[0],
    result.rows[1],
    text,
  );
}

/**
 * The line under `rules`, or null when they are the rules the game was saved with (or the store
 * scored with the Rules sheet itself). Rules with a problem give no points, as in the store.
 */
export function savedLineUnder(
  saved: SavedGame,
  rules: RulesCells | null,
  lang: Lang,
): string | null {
  const sent = saved.payload.rules;
  if (sent === undefined || JSON.stringify(rules) === JSON.stringify(sent)) return null;
  const read = rulesOfCells(rules);
  const points = checkForm(saved.values, lang, read.ok ? read.system : null).points;
  return savedLine(saved, lang, points.every((p) => p !== null) ? points : []);
}
