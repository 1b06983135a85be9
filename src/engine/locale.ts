/**
 * The language a locale speaks: the spreadsheet's locale decides the add-on's menu, sheet
 * names, messages and pages alike.
 */
import type { Lang } from "./terms";

/**
 * Russian when the locale's language is Russian, whatever follows it (a region «ru_RU», «ru-UA»,
 * an encoding «ru.UTF-8», a modifier «ru@x»); English for any other language or no locale.
 */
export function langOfLocale(locale: string | null | undefined): Lang {
  return typeof locale === "string" && /^ru(?![a-z])/i.test(locale.trim()) ? "ru" : "en";
}
