/** The scoring engine: pure functions over plain values, no Apps Script or Node globals. */
export { evaluate, pointsByRow, type EvaluateOptions, type Evaluation } from "./evaluate";
export { scoreGameAlone, type GameAlone } from "./gameAlone";
export { describeInProgress, gamesInProgress } from "./inProgress";
export { quote } from "./quote";
export {
  describeIssue,
  describeIssues,
  describeWarnings,
  gameLabel,
  gameList,
  moreProblems,
  MAX_DESCRIBED,
  MAX_NAMED_GAMES,
  plural,
  type RowUnit,
} from "./messages";
export { renumberRows } from "./issues";
export type {
  CellCode,
  Issue,
  IssueCode,
  IssueOf,
  SettingName,
  Warning,
  WarningCode,
  Where,
} from "./issues";
export * from "./model";
export { parseRules, parseRulesRange, presetByName, ruleNameOf, type RulesResult } from "./rules";
export {
  RULE_SETTINGS,
  RULES_HEADER,
  settingText,
  SYSTEM_SETTING,
  YES_NO_NAMES,
  type RuleSetting,
} from "./settings";
export { columnValue, STANDINGS_HEADERS, standingsColumns, type StandingColumn } from "./columns";
export { finishedStages, standingsGrid, type Cell, type Grid } from "./grid";
export { percent, rounded, roundedRating, sameFigure } from "./figures";
export { langOfLocale } from "./locale";
export {
  PLAYER_COLUMNS,
  STATS_KEYS,
  statsRecord,
  type StatsColumn,
  type StatsFormat,
  type StatsKey,
} from "./statsColumns";
export { numberOf, splitBestMove } from "./cells";
export {
  gameKey,
  keyPattern,
  playerKey,
  SPACE,
  writtenPlace,
  type GamePlace,
  type WrittenPlace,
} from "./identity";
export { finalistsCut, type FinalistsCut } from "./finalists";
export {
  CLUB_SYSTEM,
  FIIM_SYSTEM,
  PRESETS,
  PRESET_NAMES,
  BEST_MOVE_EARNERS,
  AWARDS_BY_WORDS,
  hasCompensation,
  type AwardsBy,
  type PresetId,
  type ScoringSystem,
  type TieBreakKey,
} from "./system";
export { TableError, tableLang, type TableLayout, type TableValues } from "./table";
export { cellText, isEmptyCell, isSheetError, normalizeText, type DayOfDate } from "./text";
export { valuesDigest } from "./digest";
export { type RowKind, type StrayRow } from "./rows";
export {
  HEADERS,
  PLACE_HEADERS,
  POINTS_HEADER,
  ROLE_NAMES,
  STAGE_NAMES,
  SIDE_NAMES,
} from "./vocabulary";
export { stageFromText } from "./wordMatch";
export { rateGames, ratingOrder, type PlayerRating, type Ratings } from "./rating";
export {
  statistics,
  type PlayerStats,
  type Record2,
  type SeatStats,
  type Statistics,
  type Summary,
} from "./stats";
export { playerGames, type PlayerGame } from "./playerGames";
export {
  columnKey,
  ratingGrid,
  STATS_VIEWS,
  statsGrid,
  statsViewOf,
  statsViewWidth,
  awardsGrid,
  teamsGrid,
  viewGrid,
  type StatsView,
  type ViewGrid,
} from "./statsGrid";
export {
  AWARDS,
  awardsOf,
  decideAwards,
  type Award,
  type AwardFigure,
  type AwardKey,
} from "./awards";
export { teamStandings, type TeamLine, type TeamStandings } from "./teams";
export {
  closestName,
  describeRosterWarning,
  editDistance,
  isRosterNameHeader,
  rosterFromRows,
  rosterWarnings,
  type RosterEntry,
  type RosterWarning,
} from "./roster";
export {
  seriesOf,
  seriesResults,
  tournamentStandings,
  type Series,
  type SeriesLine,
  type SeriesResult,
} from "./series";
export { SERIES_HEADERS, seriesGrid, seriesRecords, type SeriesRecord } from "./seriesGrid";
export { type Tournament } from "./season";
export { BY_FIELD_WORDS, parseSeriesPoints, type SeriesPoints } from "./seriesPoints";
export { SEASON_HEADERS } from "./vocabulary";
export { headerMeaning } from "./headerMatch";
