/**
 * The edge where an organiser's rules become a ScoringSystem: a preset name or a two-column
 * rules range (SYSTEMS.md, "The rules range"). Parsed once; every problem names the rules row
 * and the text found.
 */
import { numberOf, readYesNo } from "./cells";
import type { Issue, SettingName } from "./issues";
import type { Lang } from "./terms";
import {
  AWARDS_BY_WORDS,
  BEST_MOVE_EARNER_WORDS,
  CI_IN_FINAL_WORDS,
  CLUB_SYSTEM,
  PRESET_NAMES,
  PRESETS,
  RANK_BY_WORDS,
  TIE_BREAKS,
  type PresetId,
  type ScoringSystem,
  type TieBreakKey,
} from "./system";
import { cellText, isEmptyCell, normalizeText } from "./text";
import { nearestName } from "./vocabulary";

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
  | { readonly kind: "order"; readonly key: "tieBreaks"; readonly ru: string; readonly en: string };

const number = (key: NumberKey, ru: string, en: string, range?: NumberRange): RuleSetting =>
  range === undefined ? { kind: "number", key, ru, en } : { kind: "number", key, ru, en, range };
const yesNo = (key: YesNoKey, ru: string, en: string): RuleSetting => ({
  kind: "yes-no",
  key,
  ru,
  en,
});
const WEIGHT: NumberRange = { min: 0, max: 10, aboveMin: true };
const K_FACTOR: NumberRange = { min: 0, max: 100 };

/**
 * The settings in the order of SYSTEMS.md, STAGES.md, STATS.md and AWARDS.md (the order the Rules
 * sheet lists them in).
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
  {
    kind: "choice",
    key: "bestMoveEarnedBy",
    ru: "Лучший ход получает",
    en: "Best move earned by",
    words: BEST_MOVE_EARNER_WORDS,
    problem: "rules-bad-earners",
  },
  number("perCorrectPick", "Правильная кандидатура", "Correct pick"),
  number("bestPlayer", "Лучший игрок", "Best player"),
  number("perRemark", "Замечание", "Remark"),
  number("removed", "Удаление", "Removal"),
  number("perGame", "За каждую игру", "Every game"),
  number("compensation", "Компенсация Ci", "Compensation Ci"),
  { kind: "order", key: "tieBreaks", ru: "Порядок при равенстве", en: "Tie-break order" },
  number("semiWeight", "Вес полуфинала", "Semi-final weight", WEIGHT),
  number("finalWeight", "Вес финала", "Final weight", WEIGHT),
  {
    kind: "choice",
    key: "ciInFinal",
    ru: "Ci в финале",
    en: "Ci in the final",
    words: CI_IN_FINAL_WORDS,
    problem: "rules-bad-choice",
  },
  yesNo("finalistsFirst", "Финалисты выше", "Finalists first"),
  number("finalists", "Финалистов", "Finalists", { min: 1, max: 100, whole: true }),
  number("minGames", "Минимум игр", "Minimum games", { min: 0, max: 1000, whole: true }),
  {
    kind: "choice",
    key: "rankBy",
    ru: "Зачёт по",
    en: "Ranked by",
    words: RANK_BY_WORDS,
    problem: "rules-bad-choice",
  },
  yesNo("hideFinal", "Скрыть финал", "Hide the final"),
  number("ratingKWin", "Рейтинг: K победы", "Rating: K win", K_FACTOR),
  number("ratingKLoss", "Рейтинг: K поражения", "Rating: K loss", K_FACTOR),
  {
    kind: "choice",
    key: "awardsBy",
    ru: "Номинации по",
    en: "Awards by",
    words: AWARDS_BY_WORDS,
    problem: "rules-bad-choice",
  },
  number("awardsMinGames", "Номинации: минимум игр", "Awards: minimum games", {
    min: 1,
    max: 1000,
    whole: true,
  }),
  number("teamBest", "Команда: лучших", "Team: best", { min: 0, max: 100, whole: true }),
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
  }
}

export type RulesResult =
  | { readonly ok: true; readonly system: ScoringSystem }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/** Each value under its Russian and its English name, compared in the form `key` makes. */
function bilingual<T>(
  entries: readonly (readonly [T, Readonly<Record<Lang, string>>])[],
  key: (text: string) => string = normalizeText,
): Map<string, T> {
  const index = new Map<string, T>();
  for (const [value, names] of entries) {
    index.set(key(names.ru), value);
    index.set(key(names.en), value);
  }
  return index;
}

/**
 * How a setting's name is compared: as words are, and a Latin «K» is the Cyrillic «К» (STATS.md:
 * «Рейтинг: K победы» may be typed either way).
 */
function settingKey(text: string): string {
  return normalizeText(text).replace(/k/g, "к");
}

const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] =>
  Object.keys(record) as K[];

/** The words of a rules range, in either language, by their compared form. */
const WORDS = {
  settings: bilingual(
    RULE_SETTINGS.map((setting) => [setting, setting] as const),
    settingKey,
  ),
  presets: bilingual(keysOf(PRESET_NAMES).map((id) => [id, PRESET_NAMES[id]] as const)),
  tieBreaks: bilingual(keysOf(TIE_BREAKS).map((key) => [key, TIE_BREAKS[key]] as const)),
  choices: new Map(
    RULE_SETTINGS.flatMap((setting) =>
      setting.kind === "choice" ? [[setting.key, wordsOf(choiceWords(setting))] as const] : [],
    ),
  ),
  system: bilingual([[true, SYSTEM_SETTING]] as const),
  header: bilingual([[true, RULES_HEADER]] as const),
};

/** A setting no word names, with the nearest setting's name when one is near. */
function unknownSetting(value: string, rulesRow: number): Issue {
  const nearest = nearestName(value, [...RULE_SETTINGS, SYSTEM_SETTING], settingKey);
  const issue = { code: "rules-unknown-setting", rulesRow, value } as const;
  return nearest === undefined ? issue : { ...issue, nearest: { ru: nearest.ru, en: nearest.en } };
}

/**
 * What a rules row's first cell names, in either language:
 * a setting, «Система», the header, or nothing.
 */
export function ruleNameOf(cell: unknown): RuleSetting | "system" | "header" | undefined {
  if (typeof cell !== "string") return undefined;
  const key = normalizeText(cell);
  return (
    WORDS.settings.get(settingKey(cell)) ??
    (WORDS.system.has(key) ? "system" : WORDS.header.has(key) ? "header" : undefined)
  );
}

export function presetByName(text: string): PresetId | undefined {
  return WORDS.presets.get(normalizeText(text));
}

/**
 * The scoring system a formula argument, a Rules sheet or a CLI option names: nothing (or an
 * empty range) is «Клуб», a text is a preset name, a 2D array is a rules range.
 */
export function parseRules(rules: unknown): RulesResult {
  if (rules === undefined || rules === null || isEmptyCell(rules))
    return { ok: true, system: CLUB_SYSTEM };
  if (Array.isArray(rules)) return parseRulesRange(rules);
  if (typeof rules === "string") {
    const preset = presetByName(rules);
    return preset
      ? { ok: true, system: PRESETS[preset] }
      : { ok: false, issues: [{ code: "rules-unknown-preset", value: cellText(rules) }] };
  }
  return { ok: false, issues: [{ code: "rules-argument", value: cellText(rules) }] };
}

/**
 * Rows of a rules range: setting, value; blank rows (a note in a third column or beyond
 * notwithstanding) and a header row anywhere skipped.
 */
export function parseRulesRange(range: readonly unknown[]): RulesResult {
  const rows = range.map((row) => (Array.isArray(row) ? (row as readonly unknown[]) : [row]));
  const issues: Issue[] = [];
  let preset: PresetId = "club";
  // The preset first, wherever its row stands: every other row overrides one of its values.
  rows.forEach((cells, i) => {
    const name = cells[0];
    if (ruleNameOf(name) !== "system") return;
    if (isEmptyCell(cells[1])) return;
    const found = typeof cells[1] === "string" ? presetByName(cells[1]) : undefined;
    if (found) preset = found;
    else issues.push({ code: "rules-unknown-preset", rulesRow: i + 1, value: cellText(cells[1]) });
  });
  let system = PRESETS[preset];
  // A setting may be named in either language: «written twice» is by setting, not by text.
  const seen = new Map<string, number>();
  rows.forEach((cells, i) => {
    const row = i + 1;
    const [name, value] = [cells[0], cells[1]];
    const noteTwice = (id: string): boolean => {
      const first = seen.get(id);
      if (first === undefined) {
        seen.set(id, row);
        return true;
      }
      issues.push({ code: "rules-twice", rulesRow: row, value: cellText(name), firstRow: first });
      return false;
    };
    // SYSTEMS.md: a row blank in its setting and value is skipped, whatever a third column holds
    // (a note), and so is a header row («Настройка»), wherever it stands.
    if (isEmptyCell(name) && isEmptyCell(value)) return;
    const nameText = cellText(name);
    const key = normalizeText(nameText);
    if (WORDS.header.has(key)) return;
    const setting = WORDS.settings.get(settingKey(nameText));
    const id = WORDS.system.has(key) ? "system" : setting?.key;
    if (id === undefined || setting === undefined) {
      if (id === undefined) issues.push(unknownSetting(nameText, row));
      else noteTwice(id);
      return;
    }
    if (!noteTwice(id) || isEmptyCell(value)) return;
    const applied = applySetting(system, setting, value, row);
    if ("issue" in applied) issues.push(applied.issue);
    else system = applied.system;
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, system };
}

function applySetting(
  system: ScoringSystem,
  setting: RuleSetting,
  value: unknown,
  row: number,
): { system: ScoringSystem } | { issue: Issue } {
  const text = cellText(value);
  switch (setting.kind) {
    case "number": {
      const n = numberOf(value);
      if (n === undefined)
        return {
          issue: {
            code: "rules-not-number",
            rulesRow: row,
            value: text,
            setting: nameOf(setting),
          },
        };
      if (setting.key === "compensation" && n < 0) {
        return { issue: { code: "rules-negative-ci", rulesRow: row, value: text } };
      }
      const range = setting.range;
      if (range !== undefined && !inRange(n, range)) {
        return {
          issue: {
            code: "rules-out-of-range",
            rulesRow: row,
            value: text,
            setting: nameOf(setting),
            range,
          },
        };
      }
      return { system: { ...system, [setting.key]: n } };
    }
    case "yes-no": {
      const yes = readYesNo(value);
      if (yes === undefined) {
        return {
          issue: { code: "rules-not-yes-no", rulesRow: row, value: text, setting: nameOf(setting) },
        };
      }
      return { system: { ...system, [setting.key]: yes } };
    }
    case "choice": {
      const words = WORDS.choices.get(setting.key);
      const choice = typeof value === "string" ? words?.get(normalizeText(value)) : undefined;
      if (choice !== undefined) return { system: { ...system, [setting.key]: choice } };
      if (setting.problem === "rules-bad-earners") {
        return { issue: { code: "rules-bad-earners", rulesRow: row, value: text } };
      }
      const choices = Object.values(choiceWords(setting));
      return {
        issue: {
          code: "rules-bad-choice",
          rulesRow: row,
          value: text,
          setting: nameOf(setting),
          choices,
        },
      };
    }
    case "order": {
      const words = text
        .split(/[,;]/)
        .map((word) => word.trim())
        .filter((word) => word !== "");
      const order: TieBreakKey[] = [];
      for (const word of words) {
        const key = WORDS.tieBreaks.get(normalizeText(word));
        if (key === undefined)
          return { issue: { code: "rules-unknown-tie-break", rulesRow: row, value: word } };
        if (order.includes(key))
          return { issue: { code: "rules-tie-break-twice", rulesRow: row, value: word } };
        order.push(key);
      }
      return { system: { ...system, tieBreaks: order } };
    }
  }
}

function inRange(n: number, range: NumberRange): boolean {
  const aboveMin = range.aboveMin === true ? n > range.min : n >= range.min;
  return aboveMin && n <= range.max && (range.whole !== true || Number.isInteger(n));
}

function nameOf(setting: RuleSetting): SettingName {
  return { ru: setting.ru, en: setting.en };
}

/** A list setting's words by choice (the type system cannot see the key and the words agree). */
function choiceWords(
  setting: Extract<RuleSetting, { kind: "choice" }>,
): Readonly<Record<string, Readonly<Record<Lang, string>>>> {
  return setting.words;
}

/** Every word of a list, in either language, to its choice. */
function wordsOf(
  words: Readonly<Record<string, Readonly<Record<Lang, string>>>>,
): Map<string, string> {
  return bilingual(Object.entries(words).map(([choice, names]) => [choice, names] as const));
}

/** How the Rules sheet writes a yes/no value. */
export const YES_NO_NAMES: Readonly<Record<"yes" | "no", Readonly<Record<Lang, string>>>> = {
  yes: { ru: "да", en: "yes" },
  no: { ru: "нет", en: "no" },
};
