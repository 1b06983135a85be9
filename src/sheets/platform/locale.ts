import type { Lang } from "../../engine";

/** The spreadsheet's language from its locale: the engine's rule, which the pages share. */
export { langOfLocale } from "../../engine";

export type SheetKind =
  | "games"
  | "standings"
  | "rules"
  | "seating"
  | "statistics"
  | "scoreSheets"
  | "schedule"
  | "diagnostics"
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
  // The report of «Диагностика таблицы» (src/sheets/diagnostics).
  diagnostics: { ru: "Диагностика", en: "Diagnostics" },
  // A season's series (SERIES.md), when the Games sheet has a «Турнир» column.
  series: { ru: "Серия", en: "Series" },
};

export const LANGS: readonly Lang[] = ["ru", "en"];
