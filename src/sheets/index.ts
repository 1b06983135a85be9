/** The Apps Script shell: what the entry (src/main.ts) exposes to Sheets and to the pages. */
export * as commands from "./commands";
export * as store from "./games/gameStore";
export { onOpen } from "./menu";
export { probeReport } from "./diagnostics/probeFunction";
export { runDiagnostics, type DiagnosticsOutcome } from "./diagnostics/runDiagnostics";
export { handleEdit } from "./onEdit";
export * as card from "./playerCard/playerCard";
export { storeCall } from "./platform/boundary";
export { appsScriptServices, type Services } from "./platform/services";
export * as final from "./seating/finalSeating";
export { writeJudgeSheets, type JudgeSheetsOutcome } from "./seating/judgeSheetsCommand";
export * as seating from "./seating/seatingCommands";
