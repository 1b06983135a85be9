/**
 * The Apps Script services the shell uses, looked up when a function runs — never when the
 * bundle loads: dist/Code.js must load in a bare V8 context (tests, the benchmark, custom
 * functions), and Apps Script itself only guarantees its globals inside an execution.
 */
export interface Services {
  readonly spreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  readonly lockService: GoogleAppsScript.Lock.LockService;
  readonly htmlService: GoogleAppsScript.HTML.HtmlService;
  readonly utilities: GoogleAppsScript.Utilities.Utilities;
  readonly session: GoogleAppsScript.Base.Session;
}

const NAMES: Readonly<Record<keyof Services, string>> = {
  spreadsheetApp: "SpreadsheetApp",
  lockService: "LockService",
  htmlService: "HtmlService",
  utilities: "Utilities",
  session: "Session",
};

/** The real services of the running execution; a missing one fails, by name, only when used. */
export function appsScriptServices(): Services {
  const services = {};
  for (const [key, name] of Object.entries(NAMES)) {
    Object.defineProperty(services, key, {
      get() {
        const service = (globalThis as Record<string, unknown>)[name];
        if (service === undefined)
          throw new Error(`Apps Script service ${name} is not available here`);
        return service;
      },
    });
  }
  return services as Services;
}
