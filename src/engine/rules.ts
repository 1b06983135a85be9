/**
 * The edge where an organiser's rules become a ScoringSystem: a preset name or a two-column
 * rules range (SYSTEMS.md, "The rules range"). Parsed once; every problem names the rules row
 * and the text found.
 */
import type { Issue } from "./issues";
import type { Lang } from "./model";
import {
  BEST_MOVE_EARNER_WORDS,
  CLUB_SYSTEM,
  PRESET_NAMES,
  PRESETS,
  TIE_BREAKS,
  type PresetId,
  type ScoringSystem,
  type TieBreakKey,
} from "./system";
import { cellText, isEmptyCell, normalizeText } from "./text";

/** The settings that are numbers: every field of a system but these. */
type NumberKey = Exclude<keyof ScoringSystem, "preset" | "bestMoveEarnedBy" | "tieBreaks">;

/** One row of the rules range: its names, and how its value is read from and put into a system. */
export type RuleSetting =
  | { readonly kind: "number"; readonly key: NumberKey; readonly ru: string; readonly en: string }
  | {
      readonly kind: "earners";
      readonly key: "bestMoveEarnedBy";
      readonly ru: string;
      readonly en: string;
    }
  | { readonly kind: "order"; readonly key: "tieBreaks"; readonly ru: string; readonly en: string };

const number = (key: NumberKey, ru: string, en: string): RuleSetting => ({
  kind: "number",
  key,
  ru,
  en,
});

/** The settings in the order of SYSTEMS.md (the order the Rules sheet lists them in). */
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
    kind: "earners",
    key: "bestMoveEarnedBy",
    ru: "Лучший ход получает",
    en: "Best move earned by",
  },
  number("perCorrectPick", "Правильная кандидатура", "Correct pick"),
  number("bestPlayer", "Лучший игрок", "Best player"),
  number("perRemark", "Замечание", "Remark"),
  number("removed", "Удаление", "Removal"),
  number("perGame", "За каждую игру", "Every game"),
  number("compensation", "Компенсация Ci", "Compensation Ci"),
  { kind: "order", key: "tieBreaks", ru: "Порядок при равенстве", en: "Tie-break order" },
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
  if (setting.kind === "number") return system[setting.key];
  if (setting.kind === "earners") return BEST_MOVE_EARNER_WORDS[system.bestMoveEarnedBy][lang];
  return system.tieBreaks.map((key) => TIE_BREAKS[key][lang]).join(", ");
}

export type RulesResult =
  | { readonly ok: true; readonly system: ScoringSystem }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/** Each value under its Russian and its English name, compared normalised. */
function bilingual<T>(
  entries: readonly (readonly [T, Readonly<Record<Lang, string>>])[],
): Map<string, T> {
  const index = new Map<string, T>();
  for (const [value, names] of entries) {
    index.set(normalizeText(names.ru), value);
    index.set(normalizeText(names.en), value);
  }
  return index;
}

const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>): K[] =>
  Object.keys(record) as K[];

/** The words of a rules range, in either language, by their compared form. */
const WORDS = {
  settings: bilingual(RULE_SETTINGS.map((setting) => [setting, setting] as const)),
  presets: bilingual(keysOf(PRESET_NAMES).map((id) => [id, PRESET_NAMES[id]] as const)),
  tieBreaks: bilingual(keysOf(TIE_BREAKS).map((key) => [key, TIE_BREAKS[key]] as const)),
  earners: bilingual(
    keysOf(BEST_MOVE_EARNER_WORDS).map((key) => [key, BEST_MOVE_EARNER_WORDS[key]] as const),
  ),
  system: bilingual([[true, SYSTEM_SETTING]] as const),
  header: bilingual([[true, RULES_HEADER]] as const),
};

/** What a rules row's first cell names, in either language: a setting, «Система», the header, or nothing. */
export function ruleNameOf(cell: unknown): RuleSetting | "system" | "header" | undefined {
  if (typeof cell !== "string") return undefined;
  const key = normalizeText(cell);
  return (
    WORDS.settings.get(key) ??
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

/** Rows of a rules range: setting, value; blank rows and a header row skipped. */
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
    if (cells.every((cell) => isEmptyCell(cell))) return;
    const nameText = cellText(name);
    const key = normalizeText(nameText);
    if (row === 1 && WORDS.header.has(key)) return;
    const setting = WORDS.settings.get(key);
    const id = WORDS.system.has(key) ? "system" : setting?.key;
    if (id === undefined || setting === undefined) {
      if (id === undefined)
        issues.push({ code: "rules-unknown-setting", rulesRow: row, value: nameText });
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
      const n = ruleNumber(value);
      if (n === undefined)
        return {
          issue: {
            code: "rules-not-number",
            rulesRow: row,
            value: text,
            setting: { ru: setting.ru, en: setting.en },
          },
        };
      if (setting.key === "compensation" && n < 0) {
        return { issue: { code: "rules-negative-ci", rulesRow: row, value: text } };
      }
      return { system: { ...system, [setting.key]: n } };
    }
    case "earners": {
      const earners =
        typeof value === "string" ? WORDS.earners.get(normalizeText(value)) : undefined;
      if (earners === undefined)
        return { issue: { code: "rules-bad-earners", rulesRow: row, value: text } };
      return { system: { ...system, bestMoveEarnedBy: earners } };
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

/** A number cell, or a text such as «0,5», «-1» or «−1» (the minus sign of printed tables). */
function ruleNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/^[−–]/, "-").replace(",", ".");
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : undefined;
}
