/**
 * The custom functions: `=MAFIA_POINTS`, `=MAFIA_STANDINGS`, `=MAFIA_RANK`, `=MAFIA_STATS`,
 * `=MAFIA_SERIES`.
 */
export { mafiaPoints, mafiaRank, mafiaSeries, mafiaStandings, mafiaStats } from "./customFunctions";
