/**
 * The edge where an organiser's rules become a ScoringSystem: a preset name or a two-column
 * rules range (SYSTEMS.md, "The rules range"). Parsed once; every problem names the rules row
 * and the text found.
 */
import { numberOf, readYesNo } from "./cells";
import type { Issue, SettingName } from "./issues";
import { editDistance } from "./roster";
import { parseSeriesPoints } from "./seriesPoints";
import {
  choiceWords,
  RULE_SETTINGS,
  RULES_HEADER,
  SYSTEM_SETTING,
  type NumberRange,
  type RuleSetting,
} from "./settings";
import type { Lang } from "./terms";
import {
  CLUB_SYSTEM,
  PRESET_NAMES,
  PRESETS,
  TIE_BREAKS,
  type PresetId,
  type ScoringSystem,
  type TieBreakKey,
} from "./system";
import { cellText, isEmptyCell, normalizeText } from "./text";
import { nearestName } from "./wordMatch";

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

/**
 * A setting no word names, with the nearest setting's name when one is near: written in the
 * language of the text, as the organiser would type it again («Series: minimum tournament» →
 * «Series: minimum tournaments», even in a Russian message).
 */
function unknownSetting(value: string, rulesRow: number): Issue {
  const nearest = nearestName(value, [...RULE_SETTINGS, SYSTEM_SETTING], settingKey);
  const issue = { code: "rules-unknown-setting", rulesRow, value } as const;
  if (nearest === undefined) return issue;
  const typed = settingKey(value);
  const distance = (name: string): number => editDistance(typed, settingKey(name));
  const written = distance(nearest.en) < distance(nearest.ru) ? nearest.en : nearest.ru;
  return { ...issue, nearest: written };
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
    case "series-points": {
      const points = parseSeriesPoints(value);
      if (points === undefined)
        return { issue: { code: "rules-bad-series-points", rulesRow: row, value: text } };
      return { system: { ...system, seriesPoints: points } };
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

/** Every word of a list, in either language, to its choice. */
function wordsOf(
  words: Readonly<Record<string, Readonly<Record<Lang, string>>>>,
): Map<string, string> {
  return bilingual(Object.entries(words).map(([choice, names]) => [choice, names] as const));
}
