import type { Lang, Standing } from "./model";
import { rounded } from "./standings";
import type { ScoringSystem, TieBreakKey } from "./system";
import { STANDINGS_HEADERS } from "./vocabulary";

/** One column of the standings: its header in each language, its JSON key and its figure. */
export interface StandingColumn {
  readonly header: Readonly<Record<Lang, string>>;
  /** The fixed English key of the CLI's JSON. */
  readonly json: string;
  value(standing: Standing): string | number;
}

const BASE_KEYS = ["place", "name", "points", "games", "wins", "losses", "bestPlayer", "donWins", "sheriffWins", "mafiaWins", "firstKilled"] as const;
const BASE_JSON = ["place", "player", "points", "games", "wins", "losses", "bestPlayer", "donWins", "sheriffWins", "mafiaWins", "firstKilled"];

const BASE: readonly StandingColumn[] = BASE_KEYS.map((key, i) => ({
  header: { ru: STANDINGS_HEADERS.ru[i], en: STANDINGS_HEADERS.en[i] },
  json: BASE_JSON[i],
  value: (s: Standing) => (typeof s[key] === "number" ? rounded(s[key]) : s[key]),
}));

/** Columns a tie-break word adds when it is not among the eleven (SYSTEMS.md, "Standings columns"). */
const EXTRA: Readonly<Partial<Record<TieBreakKey, StandingColumn>>> = {
  bonus: { header: { ru: "Доп. баллы", en: "Bonus points" }, json: "bonusPoints", value: (s) => rounded(s.bonus) },
  sheriffDonWins: { header: { ru: "Победы шерифом и доном", en: "Sheriff and don wins" }, json: "sheriffDonWins", value: (s) => s.sheriffDonWins },
  civilianWins: { header: { ru: "Победы мирным", en: "Civilian wins" }, json: "civilianWins", value: (s) => s.civilianWins },
  ci: { header: { ru: "Ci", en: "Ci" }, json: "ci", value: (s) => rounded(s.ci) },
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
