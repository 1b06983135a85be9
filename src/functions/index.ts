/**
 * The custom functions: `=MAFIA_POINTS`, `=MAFIA_STANDINGS`, `=MAFIA_RANK`, `=MAFIA_STATS`,
 * `=MAFIA_SERIES`; and MAFIA_FINGERPRINT, the stale marker's digest (no user's function).
 */
export {
  mafiaFingerprint,
  mafiaPoints,
  mafiaRank,
  mafiaSeries,
  mafiaStandings,
  mafiaStats,
} from "./customFunctions";
