import type { Lang } from "../../engine";

/** Russian for any Russian locale ("ru", "ru_RU"), English for everything else (issue #3). */
export function langOfLocale(locale: string | null | undefined): Lang {
  return typeof locale === "string" && /^ru(?:[_-]|$)/i.test(locale.trim()) ? "ru" : "en";
}

export type SheetKind =
  | "games"
  | "standings"
  | "rules"
  | "seating"
  | "statistics"
  | "scoreSheets"
  | "schedule"
  | "series";

/** Sheet names follow the spreadsheet's language; both spellings are recognised everywhere. */
export const SHEET_NAMES: Readonly<Record<SheetKind, Readonly<Record<Lang, string>>>> = {
  games: { ru: "Игры", en: "Games" },
  standings: { ru: "Таблица", en: "Standings" },
  rules: { ru: "Правила", en: "Rules" },
  seating: { ru: "Рассадка", en: "Seating" },
  statistics: { ru: "Статистика", en: "Statistics" },
  // The judges' sheets (AWARDS.md), made from the seating.
  scoreSheets: { ru: "Бланки", en: "Score sheets" },
  schedule: { ru: "Расписание", en: "Schedule" },
  // A season's series (SERIES.md), when the Games sheet has a «Турнир» column.
  series: { ru: "Серия", en: "Series" },
};

export const LANGS: readonly Lang[] = ["ru", "en"];
