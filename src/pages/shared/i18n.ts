/**
 * What every page says the same way: the page's language from the spreadsheet's locale, and the
 * engine's names of columns, roles, sides and stages (so a judge reads the same words everywhere).
 */
import {
  HEADERS,
  langOfLocale,
  ROLE_NAMES,
  STAGE_NAMES,
  SIDE_NAMES,
  type Field,
  type Lang,
  type Role,
  type Stage,
  type Side,
} from "../../engine";

export type { Lang };

/** The page's language from the spreadsheet's locale: the rule the menu and sheet names follow. */
export function langOf(locale: string | null | undefined): Lang {
  return langOfLocale(locale);
}

export function fieldName(field: Field, lang: Lang): string {
  return HEADERS[field][lang];
}
export function roleName(role: Role, lang: Lang): string {
  return ROLE_NAMES[role][lang];
}
export function sideName(side: Side, lang: Lang): string {
  return SIDE_NAMES[side][lang];
}
export function stageName(stage: Stage, lang: Lang): string {
  return STAGE_NAMES[stage][lang];
}
