import type { Lang, Standing } from "./model";
import { rounded } from "./standings";
import type { ScoringSystem, TieBreakKey } from "./system";
import { STANDINGS_HEADERS } from "./vocabulary";

/** One column of the standings: the figure it shows and its header in each language. */
export interface StandingColumn {
  readonly key: keyof Standing;
  readonly header: Readonly<Record<Lang, string>>;
}

const BASE_KEYS = [
  "place",
  "name",
  "points",
  "games",
  "wins",
  "losses",
  "bestPlayer",
  "donWins",
  "sheriffWins",
  "mafiaWins",
  "firstKilled",
] as const;
const BASE: readonly StandingColumn[] = BASE_KEYS.map((key, i) => ({
  key,
  header: { ru: STANDINGS_HEADERS.ru[i], en: STANDINGS_HEADERS.en[i] },
}));

/** Columns a tie-break word adds when it is not among the eleven (SYSTEMS.md, "Standings columns"). */
const EXTRA: Readonly<Partial<Record<TieBreakKey, StandingColumn>>> = {
  bonus: { key: "bonus", header: { ru: "Доп. баллы", en: "Bonus points" } },
  sheriffDonWins: {
    key: "sheriffDonWins",
    header: { ru: "Победы шерифом и доном", en: "Sheriff and don wins" },
  },
  civilianWins: { key: "civilianWins", header: { ru: "Победы мирным", en: "Civilian wins" } },
  ci: { key: "ci", header: { ru: "Ci", en: "Ci" } },
};

/**
 * The standings columns of a system: always the eleven of the club's table, then one for each
 * tie-break word not among them, in the order's order, and Ci whenever the compensation is on.
 */
export function standingsColumns(system: ScoringSystem): StandingColumn[] {
  const keys: TieBreakKey[] = [...system.tieBreaks];
  if (system.compensation > 0 && !keys.includes("ci")) keys.push("ci");
  return [...BASE, ...keys.flatMap((key) => EXTRA[key] ?? [])];
}

/** A standing's figure in a column, as handed out: numbers to 4 decimals. */
export function columnValue(standing: Standing, column: StandingColumn): string | number {
  const value = standing[column.key];
  return typeof value === "number" ? rounded(value) : value;
}
