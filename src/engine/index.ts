/** The scoring engine: pure functions over plain values, no Apps Script or Node globals. */
export { evaluate, type EvaluateOptions, type Evaluation } from "./evaluate";
export { describeIssue, describeIssues, moreProblems, MAX_DESCRIBED } from "./messages";
export * from "./model";
export {
  parseRules,
  parseRulesRange,
  presetByName,
  RULE_SETTINGS,
  ruleNameOf,
  RULES_HEADER,
  settingText,
  SYSTEM_SETTING,
  type RuleSetting,
  type RulesResult,
} from "./rules";
export { columnValue, standingsColumns, type StandingColumn } from "./columns";
export { standingsGrid, type Cell, type Grid } from "./grid";
export { rounded } from "./standings";
export { splitBestMove, gameKey } from "./cells";
export { lazy } from "./lazy";
export {
  CLUB_SYSTEM,
  FIIM_SYSTEM,
  PRESETS,
  PRESET_NAMES,
  BEST_MOVE_EARNERS,
  type PresetId,
  type ScoringSystem,
  type TieBreakKey,
} from "./system";
export { TableError, tableLang, type TableLayout } from "./table";
export { isEmptyCell, normalizeText } from "./text";
export { ROW_BLANK, ROW_HEADER, ROW_SEAT, ROW_STRAY, type SeatTable } from "./seatTable";
export { HEADERS, POINTS_HEADER, ROLE_NAMES, STANDINGS_HEADERS, TEAM_NAMES } from "./vocabulary";
