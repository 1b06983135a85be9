/** The scoring engine: pure functions over plain values, no Apps Script or Node globals. */
export { evaluate, type EvaluateOptions, type Evaluation } from "./evaluate";
export { describeIssue, describeIssues } from "./messages";
export * from "./model";
export { CLUB_SYSTEM, type ScoringSystem, type TieBreak } from "./system";
export { TableError, type RowEntry, type TableLayout } from "./table";
export { normalizeText } from "./text";
export { ROW_BLANK, ROW_HEADER, ROW_SEAT, ROW_STRAY, type SeatTable } from "./seatTable";
export { HEADERS, POINTS_HEADER, ROLE_NAMES, STANDINGS_HEADERS, TEAM_NAMES } from "./vocabulary";
