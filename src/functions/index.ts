/** The custom functions: `=MAFIA_POINTS`, `=MAFIA_STANDINGS`, `=MAFIA_RANK`, `=MAFIA_STATS`. */
export {
  mafiaFingerprint,
  mafiaPoints,
  mafiaRank,
  mafiaStandings,
  mafiaStats,
} from "./customFunctions";
