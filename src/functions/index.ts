/** The custom functions: `=MAFIA_POINTS`, `=MAFIA_STANDINGS`, `=MAFIA_RANK`, `=MAFIA_STATS`. */
export { mafiaPoints, mafiaRank, mafiaStandings, mafiaStats } from "./customFunctions";
