/**
 * The Rules sheet («Правила»): the organiser's scoring system as a rules range (SYSTEMS.md, "The
 * rules range"). Column A names a setting, B is the organiser's value (blank keeps the preset's),
 * C shows the preset's value for reference, D says what the setting means. A and B are the
 * organiser's: the add-on writes them only when it creates the sheet or adds a setting row that
 * is missing. C is the add-on's and follows «Система»; D is filled where it is empty. The engine
 * reads A and B only. Pure: the Apps Script calls are in rulesSheetWriter.ts.
 */
import {
  parseRules,
  PRESET_NAMES,
  presetByName,
  PRESETS,
  ruleNameOf,
  RULE_SETTINGS,
  RULES_HEADER,
  settingText,
  SYSTEM_SETTING,
  YES_NO_NAMES,
  type Lang,
  type PresetId,
  type RuleSetting,
  type RulesResult,
} from "../../engine";
import { safeCell, type WritableCell } from "../platform/cellSafety";
import { RULES_EXPLANATIONS } from "./rulesNotes";
import type { SheetValues } from "../games/gamesTable";

/** Row 1 of the sheet: the engine skips a first row starting «Настройка» / *Setting*. */
const RULES_SHEET_HEADER: Readonly<Record<Lang, readonly [string, string, string, string]>> = {
  ru: [RULES_HEADER.ru, "Значение", "Значение системы", "Пояснение"],
  en: [RULES_HEADER.en, "Value", "System value", "What it means"],
};
/** Columns the sheet uses: setting, value, the preset's value, what the setting means. */
export const RULES_WIDTH = 4;

/** Column D of a row: what its setting, «Система» or the header means; "" for anything else. */
function explanationOf(cell: unknown, lang: Lang): string {
  const name = ruleNameOf(cell);
  if (name === "header") return RULES_SHEET_HEADER[lang][3];
  if (name === "system") return RULES_EXPLANATIONS.system[lang];
  return name === undefined ? "" : RULES_EXPLANATIONS[name.key][lang];
}
const PRESET_IDS = Object.keys(PRESET_NAMES) as PresetId[];

/** The preset names the «Система» dropdown offers, in the sheet's language. */
function presetChoices(lang: Lang): string[] {
  return PRESET_IDS.map((id) => PRESET_NAMES[id][lang]);
}

/**
 * The words a setting's dropdown offers in column B, in the sheet's language: yes/no for a
 * yes/no setting, the list of a list setting («Лучший ход получает», «Ci в финале», «Зачёт
 * по»); none for a number or the tie-break order. The engine reads either language.
 */
function settingChoices(setting: RuleSetting, lang: Lang): string[] | null {
  if (setting.kind === "yes-no") return [YES_NO_NAMES.yes[lang], YES_NO_NAMES.no[lang]];
  if (setting.kind === "choice")
    return Object.values<Readonly<Record<Lang, string>>>(setting.words).map((words) => words[lang]);
  return null;
}

/**
 * The dropdown of each row of `values` that has one (1-based sheet row and its words): «Система»
 * and every yes/no or list setting, wherever the organiser moved its row.
 */
export function rowChoices(values: SheetValues, lang: Lang): { row: number; words: string[] }[] {
  return values.flatMap((row, i) => {
    const name = ruleNameOf(row[0]);
    const words =
      name === "system"
        ? presetChoices(lang)
        : typeof name === "object"
          ? settingChoices(name, lang)
          : null;
    return words ? [{ row: i + 1, words }] : [];
  });
}

/** The scoring system of the sheet's values (header, «Система», one row per setting). */
export function rulesOfValues(values: SheetValues): RulesResult {
  return parseRules(values.map((row) => [row[0] ?? "", row[1] ?? ""]));
}

/**
 * True when the sheet's first row is the header
 * («Настройка» / *Setting* in A1), as the engine reads it.
 */
export function hasRulesHeader(values: SheetValues): boolean {
  return ruleNameOf(values[0]?.[0]) === "header";
}

/** The sheet row (0-based) of «Система», or -1. */
function systemRowIndex(values: SheetValues): number {
  return values.findIndex((row) => ruleNameOf(row[0]) === "system");
}

/**
 * The preset «Система» names: blank or no such row is «Клуб» (as the engine reads it);
 * undefined for a name that is no preset (the engine reports it; column C stays as it was).
 */
function presetOfValues(values: SheetValues): PresetId | undefined {
  const row = values[systemRowIndex(values)];
  const cell = row?.[1];
  if (cell === undefined || cell === null || (typeof cell === "string" && cell.trim() === ""))
    return "club";
  return typeof cell === "string" ? presetByName(cell) : undefined;
}

/** The whole sheet as «Создать листы турнира» first writes it: A1:D{2 + settings}. */
export function rulesTemplate(lang: Lang, preset: PresetId = "club"): WritableCell[][] {
  return [
    [...RULES_SHEET_HEADER[lang]],
    [SYSTEM_SETTING[lang], PRESET_NAMES[preset][lang], "", RULES_EXPLANATIONS.system[lang]],
    ...RULE_SETTINGS.map((setting) => [
      setting[lang],
      "",
      safeCell(settingText(PRESETS[preset], setting, lang)),
      RULES_EXPLANATIONS[setting.key][lang],
    ]),
  ];
}

/**
 * What a repair adds below the organiser's rows: the «Система» row and each setting no row names
 * (in either language), with B blank so that nothing changes what the rules say.
 */
export function missingRows(values: SheetValues, lang: Lang): WritableCell[][] {
  const named = new Set(values.map((row) => ruleNameOf(row[0])));
  const rows: WritableCell[][] = [];
  if (systemRowIndex(values) < 0)
    rows.push([SYSTEM_SETTING[lang], "", "", RULES_EXPLANATIONS.system[lang]]);
  for (const setting of RULE_SETTINGS) {
    if (!named.has(setting))
      rows.push([setting[lang], "", "", RULES_EXPLANATIONS[setting.key][lang]]);
  }
  return rows;
}

/**
 * Column D for a sheet made before it: each empty cell beside the header, «Система» or a setting
 * gets what that row means; a cell with anything in it (the organiser's own note or formula) is
 * never written. The cells to write as runs of rows (`row` 1-based), in one write each: a sheet
 * that had no column D is one run.
 */
export function explanationRuns(
  values: SheetValues,
  lang: Lang,
): { row: number; cells: string[][] }[] {
  const runs: { row: number; cells: string[][] }[] = [];
  values.forEach((row, i) => {
    const before = row[3];
    if (before !== "" && before !== null && before !== undefined) return;
    const text = explanationOf(row[0], lang);
    if (text === "") return;
    const last = runs[runs.length - 1];
    if (last && last.row + last.cells.length === i + 1) last.cells.push([text]);
    else runs.push({ row: i + 1, cells: [[text]] });
  });
  return runs;
}

/**
 * Column C for every row of `values`: the preset's value beside each setting, what was there
 * beside anything else (the header, the organiser's own rows). Null when it stays as it is: the
 * preset is unknown, or nothing would change — then nothing is written.
 */
export function referenceColumn(values: SheetValues, lang: Lang): WritableCell[][] | null {
  const preset = presetOfValues(values);
  if (preset === undefined) return null;
  let changed = false;
  const column = values.map((row): WritableCell[] => {
    const before = row[2] ?? "";
    const setting = ruleNameOf(row[0]);
    if (typeof setting !== "object") return [safeCell(before)];
    const text = settingText(PRESETS[preset], setting, lang);
    if (text !== before) changed = true;
    return [safeCell(text)];
  });
  return changed ? column : null;
}
