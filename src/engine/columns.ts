import { rounded } from "./figures";
import type { Standing } from "./model";
import { STAGES, type Lang, type Stage } from "./terms";
import { hasCompensation, type ScoringSystem, type TieBreakKey } from "./system";

/** One column of the standings: the figure it shows and its header in each language. */
export interface StandingColumn {
  readonly key: Exclude<keyof Standing, "group">;
  readonly header: Readonly<Record<Lang, string>>;
}

/** The eleven columns every system's standings start with (the club's own table). */
const BASE: readonly StandingColumn[] = [
  { key: "place", header: { ru: "Место", en: "Place" } },
  { key: "name", header: { ru: "Игрок", en: "Player" } },
  { key: "points", header: { ru: "Очки", en: "Points" } },
  { key: "games", header: { ru: "Игры", en: "Games" } },
  { key: "wins", header: { ru: "Победы", en: "Wins" } },
  { key: "losses", header: { ru: "Поражения", en: "Losses" } },
  { key: "bestPlayer", header: { ru: "Лучший игрок", en: "Best player" } },
  { key: "donWins", header: { ru: "Победы Доном", en: "Don wins" } },
  { key: "sheriffWins", header: { ru: "Победы Шерифом", en: "Sheriff wins" } },
  { key: "mafiaWins", header: { ru: "Победы Мафией", en: "Mafia wins" } },
  { key: "firstKilled", header: { ru: "Убит в первую ночь", en: "Killed first night" } },
];

/** The headers of the eleven columns every standings table starts with. */
export const STANDINGS_HEADERS: Readonly<Record<Lang, readonly string[]>> = {
  ru: BASE.map((column) => column.header.ru),
  en: BASE.map((column) => column.header.en),
};

/**
 * Columns a tie-break word adds when it is not among the eleven (SYSTEMS.md, "Standings columns").
 */
const EXTRA: Readonly<Partial<Record<TieBreakKey, StandingColumn>>> = {
  bonus: { key: "bonus", header: { ru: "Доп. баллы", en: "Bonus points" } },
  sheriffDonWins: {
    key: "sheriffDonWins",
    header: { ru: "Победы шерифом и доном", en: "Sheriff and don wins" },
  },
  civilianWins: { key: "civilianWins", header: { ru: "Победы мирным", en: "Civilian wins" } },
  ci: { key: "ci", header: { ru: "Ci", en: "Ci" } },
};

/** Columns the stages add (STAGES.md, "Standings columns"). */
const PER_GAME: StandingColumn = {
  key: "pointsPerGame",
  header: { ru: "Очки за игру", en: "Points per game" },
};
const STAGE_COLUMNS: Readonly<Record<Stage, StandingColumn>> = {
  main: { key: "mainPoints", header: { ru: "Основной этап", en: "Main stage" } },
  semi: { key: "semiPoints", header: { ru: "Полуфинал", en: "Semi-final" } },
  final: { key: "finalPoints", header: { ru: "Финал", en: "Final" } },
};

/**
 * The standings columns: always the eleven of the club's table, then one for each tie-break
 * word not among them, in the order's order, and Ci whenever the compensation is on
 * (SYSTEMS.md); then the points per game when ranked by average, and each stage's points when
 * `stages` (the stages of the table's finished games) hold a semi-final or a final (STAGES.md).
 */
export function standingsColumns(
  system: ScoringSystem,
  stages: readonly Stage[] = [],
): StandingColumn[] {
  const keys: TieBreakKey[] = [...system.tieBreaks];
  if (hasCompensation(system) && !keys.includes("ci")) keys.push("ci");
  const columns = [...BASE, ...keys.flatMap((key) => EXTRA[key] ?? [])];
  if (system.rankBy === "average") columns.push(PER_GAME);
  if (stages.includes("semi") || stages.includes("final")) {
    columns.push(
      ...STAGES.filter((stage) => stage === "main" || stages.includes(stage)).map(
        (stage) => STAGE_COLUMNS[stage],
      ),
    );
  }
  return columns;
}

/** A standing's figure in a column, as handed out: numbers to 4 decimals, no place as "". */
export function columnValue(standing: Standing, column: StandingColumn): string | number {
  const value = standing[column.key];
  if (value === null) return "";
  return typeof value === "number" ? rounded(value) : value;
}
