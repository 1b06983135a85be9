/**
 * The settings of a rules range (SYSTEMS.md, STAGES.md, STATS.md, AWARDS.md, SERIES.md): each
 * one's names in both languages and the kind of value it takes, in the order the Rules sheet
 * lists them, and a setting's value as the sheet writes it. rules.ts reads a range with them.
 */
import type { Lang } from "./terms";
import {
  AWARDS_BY_WORDS,
  BEST_MOVE_EARNER_WORDS,
  CI_IN_FINAL_WORDS,
  RANK_BY_WORDS,
  TIE_BREAKS,
  type ScoringSystem,
} from "./system";
import { seriesPointsText } from "./seriesPoints";

type KeysOf<T> = {
  [K in keyof ScoringSystem]: ScoringSystem[K] extends T ? K : never;
}[keyof ScoringSystem];
type NumberKey = KeysOf<number>;
type YesNoKey = KeysOf<boolean>;

/** The values a number setting takes, when not every number (STAGES.md, "New settings"). */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
  /** The minimum itself is not allowed (a weight is above 0). */
  readonly aboveMin?: boolean;
  readonly whole?: boolean;
}

/** A list setting: its choices and their words, and the problem a wrong word is reported as. */
interface Choice<K extends keyof ScoringSystem> {
  readonly kind: "choice";
  readonly key: K;
  readonly ru: string;
  readonly en: string;
  readonly words: Readonly<Record<ScoringSystem[K] & string, Readonly<Record<Lang, string>>>>;
  readonly problem: "rules-bad-earners" | "rules-bad-choice";
}

type ChoiceKey = "bestMoveEarnedBy" | "ciInFinal" | "rankBy" | "awardsBy";

/** One row of the rules range: its names, and how its value is read into a system. */
export type RuleSetting =
  | {
      readonly kind: "number";
      readonly key: NumberKey;
      readonly ru: string;
      readonly en: string;
      readonly range?: NumberRange;
    }
  | { readonly kind: "yes-no"; readonly key: YesNoKey; readonly ru: string; readonly en: string }
  | Choice<"bestMoveEarnedBy">
  | Choice<"ciInFinal">
  | Choice<"rankBy">
  | Choice<"awardsBy">
  | { readonly kind: "order"; readonly key: "tieBreaks"; readonly ru: string; readonly en: string }
  | {
      readonly kind: "series-points";
      readonly key: "seriesPoints";
      readonly ru: string;
      readonly en: string;
    };

const number = (key: NumberKey, ru: string, en: string, range?: NumberRange): RuleSetting =>
  range === undefined ? { kind: "number", key, ru, en } : { kind: "number", key, ru, en, range };
const yesNo = (key: YesNoKey, ru: string, en: string): RuleSetting => ({
  kind: "yes-no",
  key,
  ru,
  en,
});
/** A list setting; a wrong word is reported as `problem`. */
function choice<K extends ChoiceKey>(
  key: K,
  ru: string,
  en: string,
  words: Choice<K>["words"],
  problem: Choice<K>["problem"] = "rules-bad-choice",
): Choice<K> {
  return { kind: "choice", key, ru, en, words, problem };
}
const WEIGHT: NumberRange = { min: 0, max: 10, aboveMin: true };
const K_FACTOR: NumberRange = { min: 0, max: 100 };
const TOURNAMENTS: NumberRange = { min: 0, max: 1000, whole: true };

/**
 * The settings in the order of SYSTEMS.md, STAGES.md, STATS.md, AWARDS.md and SERIES.md (the
 * order the Rules sheet lists them in).
 */
export const RULE_SETTINGS: readonly RuleSetting[] = [
  number("civilianWin", "Победа мирного", "Civilian win"),
  number("sheriffWin", "Победа шерифа", "Sheriff win"),
  number("mafiaWin", "Победа мафии", "Mafia win"),
  number("donWin", "Победа дона", "Don win"),
  number("civilianLoss", "Поражение мирного", "Civilian loss"),
  number("sheriffLoss", "Поражение шерифа", "Sheriff loss"),
  number("mafiaLoss", "Поражение мафии", "Mafia loss"),
  number("donLoss", "Поражение дона", "Don loss"),
  number(
    "sheriffKilledFirstNightLoss",
    "Поражение шерифа, убитого в первую ночь",
    "Loss of a Sheriff killed first night",
  ),
  number("bestMove2", "Лучший ход: 2 чёрных", "Best move: 2 black"),
  number("bestMove3", "Лучший ход: 3 чёрных", "Best move: 3 black"),
  choice(
    "bestMoveEarnedBy",
    "Лучший ход получает",
    "Best move earned by",
    BEST_MOVE_EARNER_WORDS,
    "rules-bad-earners",
  ),
  number("perCorrectPick", "Правильная кандидатура", "Correct pick"),
  number("bestPlayer", "Лучший игрок", "Best player"),
  number("perRemark", "Замечание", "Remark"),
  number("removed", "Удаление", "Removal"),
  number("perGame", "За каждую игру", "Every game"),
  number("compensation", "Компенсация Ci", "Compensation Ci"),
  { kind: "order", key: "tieBreaks", ru: "Порядок при равенстве", en: "Tie-break order" },
  number("semiWeight", "Вес полуфинала", "Semi-final weight", WEIGHT),
  number("finalWeight", "Вес финала", "Final weight", WEIGHT),
  choice("ciInFinal", "Ci в финале", "Ci in the final", CI_IN_FINAL_WORDS),
  yesNo("finalistsFirst", "Финалисты выше", "Finalists first"),
  number("finalists", "Финалистов", "Finalists", { min: 1, max: 100, whole: true }),
  number("minGames", "Минимум игр", "Minimum games", { min: 0, max: 1000, whole: true }),
  choice("rankBy", "Зачёт по", "Ranked by", RANK_BY_WORDS),
  yesNo("hideFinal", "Скрыть финал", "Hide the final"),
  number("ratingKWin", "Рейтинг: K победы", "Rating: K win", K_FACTOR),
  number("ratingKLoss", "Рейтинг: K поражения", "Rating: K loss", K_FACTOR),
  choice("awardsBy", "Номинации по", "Awards by", AWARDS_BY_WORDS),
  number("awardsMinGames", "Номинации: минимум игр", "Awards: minimum games", {
    min: 1,
    max: 1000,
    whole: true,
  }),
  number("teamBest", "Команда: лучших", "Team: best", { min: 0, max: 100, whole: true }),
  {
    kind: "series-points",
    key: "seriesPoints",
    ru: "Серия: очки за места",
    en: "Series: points by place",
  },
  number("seriesBest", "Серия: лучших турниров", "Series: best tournaments", TOURNAMENTS),
  number("seriesMinimum", "Серия: минимум турниров", "Series: minimum tournaments", TOURNAMENTS),
];

/** The first cell of the row that names the preset, and of the optional header row. */
export const SYSTEM_SETTING: Readonly<Record<Lang, string>> = { ru: "Система", en: "System" };
export const RULES_HEADER: Readonly<Record<Lang, string>> = { ru: "Настройка", en: "Setting" };

/** A setting's value as the Rules sheet shows it (column C, the preset's value). */
export function settingText(
  system: ScoringSystem,
  setting: RuleSetting,
  lang: Lang,
): string | number {
  switch (setting.kind) {
    case "number":
      return system[setting.key];
    case "yes-no":
      return YES_NO_NAMES[system[setting.key] ? "yes" : "no"][lang];
    case "choice":
      return choiceWords(setting)[system[setting.key]]?.[lang] ?? "";
    case "order":
      return system.tieBreaks.map((key) => TIE_BREAKS[key][lang]).join(", ");
    case "series-points":
      return seriesPointsText(system.seriesPoints, lang);
  }
}

/** A list setting's words by choice (the type system cannot see the key and the words agree). */
export function choiceWords(
  setting: Extract<RuleSetting, { kind: "choice" }>,
): Readonly<Record<string, Readonly<Record<Lang, string>>>> {
  return setting.words;
}

/** How the Rules sheet writes a yes/no value. */
export const YES_NO_NAMES: Readonly<Record<"yes" | "no", Readonly<Record<Lang, string>>>> = {
  yes: { ru: "да", en: "yes" },
  no: { ru: "нет", en: "no" },
};
