/**
 * An in-memory fake of the Apps Script services the add-on uses — Spreadsheet, Lock, Html,
 * Utilities, Session, ScriptApp — that behaves like Google Sheets where it matters and counts
 * every call, so tests and the benchmark can assert what a function costs in service calls.
 *
 * STABLE API (the sidebar's browser tests and bench/sheets.mjs use it):
 *
 *   const env = createFakeEnvironment({ locale: "ru_RU", timeZone: "Europe/Moscow" });
 *   env.spreadsheet                 the active spreadsheet (FakeSpreadsheet)
 *   env.globals                     { SpreadsheetApp, LockService, HtmlService, Utilities, Session,
 *                                     ScriptApp }
 *   env.calls.count("Range.getValues", "Игры")   calls of a method (optionally on one sheet)
 *   env.calls.valuesReads(sheet?) / valuesWrites(sheet?) / total() / byMethod() / log / reset()
 *   env.failOn("Range.setValues", n, error?)     the n-th next call of that method throws,
 *                                                changing nothing
 *   env.onCall("Range.setValues", hook)          hook(call) runs just before each such call (races)
 *   env.setAuthMode("NONE" | "LIMITED" | "FULL") NONE: touching the document throws,
 *                                                as in Apps Script
 *   env.ui.menus / alerts / sidebars, env.toasts  what the user would have seen
 *   env.lock                                      the document lock (holder, contended,
 *                                                 acquireAsync)
 *   env.htmlFiles                                 name → HTML served by
 *                                                 HtmlService.createHtmlOutputFromFile
 *                                                 (HtmlOutput.append adds text as is;
 *                                                 env.ui.sidebars records the result)
 *
 *   const ctx = loadBundle(env)               dist/Code.js in a fresh node:vm context
 *                                             with env.globals
 *   installInContext(ctx, env)                the same for a context you made (also sets the realm
 *                                             and takes its global functions as custom functions)
 *   useCustomFunctionsOf(env, ctx)            only the realm and the custom functions (a bare
 *                                             context: test/bundle)
 *   sheet.customFunctionOutcome(r, c)         what became of the custom function a cell calls:
 *                                             its whole return value or its error's message
 *   toContext(ctx, value)                     JSON value rebuilt inside the context
 *                                             (Array.isArray-safe)
 *   callServer(ctx, "saveGame", payload)      like google.script.run: JSON in, JSON out,
 *                                             { ok: true, value } | { ok: false, message }
 *   sheetSnapshot(sheet)                      values, formulas, formats and validations,
 *                                             for "unchanged" checks
 *   sheet.table() / value(r, c) / format(r, c) / load(rows, fromRow)   uncounted test helpers
 *   test/fakes/concurrent.ts                  ConcurrentRunner: executions in real threads
 *                                             sharing this fake
 *
 * Sheets behaviour modelled:
 * - setValues parses strings as typing does: "=…" stores a formula (computed as formulas.ts can,
 *   "#ERROR!" otherwise), a leading "'" stores the rest as literal text, "+1"/"-1"/" 12 " become
 *   numbers ("1,5" in ru locales), "TRUE"/"false" (and ИСТИНА/ЛОЖЬ) booleans, "2026-11-29" (and
 *   "29.11.2026" in ru, "11/29/2026" in en) a Date at midnight in the spreadsheet's time zone.
 *   Numbers, booleans and Dates are stored as given; NaN is stored as the text "NaN" and an object
 *   as "[object Object]", so a shell that writes them is caught.
 * - Ranges outside the grid throw (Sheets: "outside the dimensions of the sheet"); a new sheet has
 *   1000 rows × 26 columns; insertRowsAfter/insertRows/deleteRows move values, formulas and
 *   formats; inserted rows take the format of the row they follow;
 *   deleting every non-frozen row throws.
 * - getLastRow/getLastColumn/getDataRange follow the cells that hold a value or formula.
 * - Formats (background, font weight, number format, wrap, note, data validation) are kept per
 *   cell; a cell formatted as plain text ("@") stores a typed string as that text
 *   (after a leading "'").
 * - Sheet.clear() and Range.clear() clear "content and formatting" (documented); merges, notes,
 *   data validation and conditional format rules stay unless SheetsQuirks.clearScope says
 *   otherwise. A merge keeps its top-left value only: a value written into another of its cells
 *   is lost. Merges do not move with inserted or deleted rows.
 * - A formula may call the script's custom functions (customFunctions.ts: what they are handed,
 *   SheetsQuirks for what Google does not document); such a cell reads "Loading..." until
 *   FakeOptions.customFunctionFlushes flushes after the last value written, then its value
 *   computed from its range as it is, whoever wrote it (diagnostics points marker.computed,
 *   marker.recalculated, marker.rangeGone).
 * - The document lock is exclusive: a second Lock object (another execution) gets false from
 *   tryLock and a "Lock timeout" error from waitLock while the first holds it.
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";
import type * as Bundle from "../../src/main";
import {
  callCustomFunction,
  shownValue,
  type CustomFunctionOutcome,
  type CustomFunctionQuirks,
  type ScriptFunction,
} from "./customFunctions";
import {
  evaluateFormula,
  isErrorText,
  type CellArgument,
  type CustomArgument,
  type FormulaSheet,
  type Scalar,
} from "./formulas";

// ——— calls ———

export interface Call {
  readonly method: string;
  readonly sheet?: string;
  readonly a1?: string;
  readonly rows?: number;
  /** Cells a values or formats call reads or writes (rows × columns), for the cost model. */
  readonly cells?: number;
}

const VALUE_READS = new Set([
  "Range.getValues",
  "Range.getValue",
  "Range.getDisplayValues",
  "Range.getDisplayValue",
  "Range.getFormulas",
]);
const VALUE_WRITES = new Set([
  "Range.setValues",
  "Range.setValue",
  "Range.setFormula",
  "Range.setFormulas",
]);

export class CallLog {
  readonly log: Call[] = [];
  private counts = new Map<string, number>();

  record(call: Call): void {
    this.log.push(call);
    this.counts.set(call.method, (this.counts.get(call.method) ?? 0) + 1);
  }
  count(method: string, sheet?: string): number {
    if (sheet === undefined) return this.counts.get(method) ?? 0;
    return this.log.filter((c) => c.method === method && c.sheet === sheet).length;
  }
  valuesReads(sheet?: string): number {
    return this.log.filter(
      (c) => VALUE_READS.has(c.method) && (sheet === undefined || c.sheet === sheet),
    ).length;
  }
  valuesWrites(sheet?: string): number {
    return this.log.filter(
      (c) => VALUE_WRITES.has(c.method) && (sheet === undefined || c.sheet === sheet),
    ).length;
  }
  /** The value writes themselves (sheet, range, rows), in order. */
  writes(sheet?: string): Call[] {
    return this.log.filter(
      (c) => VALUE_WRITES.has(c.method) && (sheet === undefined || c.sheet === sheet),
    );
  }
  total(): number {
    return this.log.length;
  }
  byMethod(): Record<string, number> {
    return Object.fromEntries([...this.counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  }
  reset(): void {
    this.log.length = 0;
    this.counts = new Map();
  }
}

// ——— environment ———

export type AuthMode = "NONE" | "LIMITED" | "FULL";

/**
 * What Google does not document, each an option so that the code is tested both ways (the table
 * in docs/development.md lists them with the documented behaviours).
 */
export interface SheetsQuirks extends CustomFunctionQuirks {
  /**
   * A string written with a leading apostrophe into a plain-text ("@") cell is stored without
   * it ("stripped", as in an Automatic cell) or as written, apostrophe included ("kept").
   * Diagnostics point text.apostrophePlainText.
   */
  readonly plainTextApostrophe: "stripped" | "kept";
  /**
   * Rows made by insertRowsAfter/insertRowsBefore take the neighbouring row's formats or none.
   * Diagnostics point rows.insertedFormat.
   */
  readonly insertedRowFormat: "inherit" | "none";
  /** A duplicated sheet keeps the original's developer metadata or not (metadata.copiedSheet). */
  readonly duplicateMetadata: "copied" | "dropped";
  /** getSheetByName finds a sheet named in another case («игры» for «Игры») (names.lookupCase). */
  readonly sheetNameCase: "insensitive" | "sensitive";
  /**
   * insertSheet and setName refuse a name that exists under another case ("ignoring case") or
   * allow «Игры» beside «игры» ("exactly"). Google's reference is silent; a third party reports
   * the refusal (socialpoint-labs/sheetfu, pull request 26). Diagnostics point names.insertCase.
   */
  readonly sheetNameUnique: "ignoring case" | "exactly";
  /**
   * setFormula parses English syntax (arguments separated by ",") or the spreadsheet's locale's
   * (";" where the decimal separator is a comma, as in ru_RU). Only a custom function's
   * arguments show it: the fake computes no built-in with a second argument. Diagnostics point
   * formula.separator.
   */
  readonly formulaLocale: "english" | "spreadsheet";
  /**
   * Sheet.clear() and Range.clear() clear "content and formatting" (documented) and leave merges,
   * notes, data validation and conditional format rules ("content and formats"), or clear those
   * too ("everything"). Diagnostics point clear.leftovers.
   */
  readonly clearScope: "content and formats" | "everything";
  /**
   * A chart rebuilt through modify()…build() keeps the options it had ("kept"), or only those
   * its builder sets again ("dropped"): Google's chart issue tracker reports styling lost so.
   * Diagnostics point chart.modifyOptions.
   */
  readonly chartModifyOptions: "kept" | "dropped";
  /**
   * What a TextFinder compares in a cell without a formula: the text it shows ("displayed", its
   * number format applied) or its value as text ("value"). Google documents only that a formula's
   * cell is compared by what it shows unless matchFormulaText. Diagnostics point find.idCell.
   */
  readonly textFinderText: "displayed" | "value";
  /**
   * Whether a TextFinder searches rows the organiser hid ("searched") or passes over them as the
   * find bar passes over what it does not show ("skipped"). Google does not say. Diagnostics
   * point find.hiddenRow.
   */
  readonly textFinderHidden: "searched" | "skipped";
}

export const DEFAULT_QUIRKS: SheetsQuirks = {
  plainTextApostrophe: "stripped",
  insertedRowFormat: "inherit",
  duplicateMetadata: "copied",
  sheetNameCase: "sensitive",
  sheetNameUnique: "ignoring case",
  formulaLocale: "english",
  clearScope: "content and formats",
  chartModifyOptions: "kept",
  textFinderText: "displayed",
  textFinderHidden: "skipped",
  customFunctionBlank: "empty string",
  customFunctionError: "text",
  customFunctionEmptyArgument: "undefined",
  customFunctionWholeColumn: "max rows",
};

/** Every value of every quirk, for tests that run a scenario each way. */
export const QUIRK_VALUES: { readonly [K in keyof SheetsQuirks]: readonly SheetsQuirks[K][] } = {
  plainTextApostrophe: ["stripped", "kept"],
  insertedRowFormat: ["inherit", "none"],
  duplicateMetadata: ["copied", "dropped"],
  sheetNameCase: ["insensitive", "sensitive"],
  sheetNameUnique: ["ignoring case", "exactly"],
  formulaLocale: ["english", "spreadsheet"],
  clearScope: ["content and formats", "everything"],
  chartModifyOptions: ["kept", "dropped"],
  textFinderText: ["displayed", "value"],
  textFinderHidden: ["searched", "skipped"],
  customFunctionBlank: ["empty string", "null"],
  customFunctionError: ["text", "not called"],
  customFunctionEmptyArgument: ["undefined", "empty string", "null"],
  customFunctionWholeColumn: ["max rows", "last row"],
};

export interface FakeOptions {
  /** Spreadsheet locale, e.g. "ru_RU" or "en_US" (default "ru_RU"). */
  readonly locale?: string;
  /** Spreadsheet time zone (default "Europe/Moscow"). */
  readonly timeZone?: string;
  /** Session.getActiveUserLocale() (default: the spreadsheet's language). */
  readonly userLocale?: string;
  readonly scriptTimeZone?: string;
  readonly name?: string;
  readonly quirks?: Partial<SheetsQuirks>;
  /**
   * Flushes after the last value written before a custom function's cell shows its value
   * (until then it reads "Loading..."): Sheets computes custom functions apart from the script.
   * The diagnostics poll for it; point marker.loading reads the stale marker before it.
   */
  readonly customFunctionFlushes?: number;
}

interface Realm {
  array<T>(items: readonly T[]): T[];
  date(ms: number): Date;
}
const HOST_REALM: Realm = { array: (items) => Array.from(items), date: (ms) => new Date(ms) };

export interface UiRecord {
  readonly menus: {
    kind: "addon" | "menu";
    title: string;
    items: ({ caption: string; functionName: string } | { separator: true })[];
  }[];
  readonly alerts: { title: string; prompt: string; buttons?: string }[];
  readonly sidebars: { title: string; file?: string; content: string }[];
  readonly dialogs: { title: string; content: string }[];
  /**
   * The buttons the user will press, in order, for alerts that ask (YES_NO, OK_CANCEL,
   * YES_NO_CANCEL): a test must say; an asking alert with no answer queued throws.
   */
  readonly answers: ("OK" | "CANCEL" | "YES" | "NO" | "CLOSE")[];
}

export class FakeEnvironment {
  readonly calls = new CallLog();
  readonly toasts: { message: string; title: string; seconds: number | null }[] = [];
  readonly ui: UiRecord = { menus: [], alerts: [], sidebars: [], dialogs: [], answers: [] };
  readonly htmlFiles = new Map<string, string>([
    ["Sidebar", "<!doctype html><title>Sidebar</title>"],
  ]);
  readonly lock = new DocumentLockState(this);
  realm: Realm = HOST_REALM;
  authMode: AuthMode = "FULL";
  readonly quirks: SheetsQuirks;
  readonly customFunctionFlushes: number;
  /** The script's custom functions (installInContext), by upper-case name. */
  customFunctions: (name: string) => ScriptFunction | undefined = () => undefined;
  private flushesSinceWrite = 0;
  userLocale: string;
  scriptTimeZone: string;
  readonly spreadsheet: FakeSpreadsheet;
  readonly globals: Record<string, unknown>;
  private failures: { method: string; remaining: number; error: Error }[] = [];
  private hooks: { method: string; hook: (call: Call) => void }[] = [];
  private nextSheetId = 0;
  /** Above 0 while one counted call (a RangeList's) applies itself range by range. */
  private silent = 0;

  /** Runs `work` without counting the calls it makes: they are parts of one counted call. */
  asOneCall<T>(work: () => T): T {
    this.silent++;
    try {
      return work();
    } finally {
      this.silent--;
    }
  }

  constructor(options: FakeOptions = {}) {
    this.quirks = { ...DEFAULT_QUIRKS, ...options.quirks };
    this.customFunctionFlushes = options.customFunctionFlushes ?? 1;
    this.spreadsheet = new FakeSpreadsheet(
      this,
      options.name ?? "Турнир",
      options.locale ?? "ru_RU",
      options.timeZone ?? "Europe/Moscow",
    );
    this.userLocale = options.userLocale ?? (options.locale ?? "ru_RU").split("_")[0]!;
    this.scriptTimeZone = options.scriptTimeZone ?? "Europe/Moscow";
    this.globals = {
      SpreadsheetApp: new FakeSpreadsheetApp(this),
      LockService: new FakeLockService(this),
      HtmlService: new FakeHtmlService(this),
      Utilities: new FakeUtilities(this),
      Session: new FakeSession(this),
      ScriptApp: { AuthMode: AUTH_MODES },
    };
  }

  /** Counts a call, then runs hooks and planned failures (a failing call changes nothing). */
  track(method: string, detail: Omit<Call, "method"> = {}): void {
    if (this.silent > 0) return;
    const call: Call = { method, ...detail };
    this.calls.record(call);
    if (VALUE_WRITES.has(method)) this.flushesSinceWrite = 0;
    else if (method === "SpreadsheetApp.flush") this.flushesSinceWrite++;
    for (const { method: m, hook } of this.hooks) if (m === method) hook(call);
    const failure = this.failures.find((f) => f.method === method);
    if (failure && --failure.remaining === 0) {
      this.failures.splice(this.failures.indexOf(failure), 1);
      throw failure.error;
    }
  }

  /** The n-th next call of `method` (1 = the very next) throws `error`. */
  failOn(
    method: string,
    nth = 1,
    error: Error = new Error(`Service error: ${method} failed (injected)`),
  ): void {
    this.failures.push({ method, remaining: nth, error });
  }

  onCall(method: string, hook: (call: Call) => void): () => void {
    const entry = { method, hook };
    this.hooks.push(entry);
    return () => this.hooks.splice(this.hooks.indexOf(entry), 1);
  }

  setAuthMode(mode: AuthMode): void {
    this.authMode = mode;
  }

  /** An open/install/edit event as Apps Script passes it. */
  event(extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { authMode: AUTH_MODES[this.authMode], ...extra };
  }

  /** LIMITED and NONE (simple triggers) may build menus but not show a dialog or a sidebar. */
  requireUiAccess(what: string): void {
    if (this.authMode !== "FULL")
      throw new Error(`You do not have permission to call ${what} in AuthMode.${this.authMode}.`);
  }

  /**
   * A custom function's call from a cell: "Loading..." until enough flushes, then the function
   * run in AuthMode.NONE-like isolation (a custom function may not touch what needs
   * authorization; NONE is stricter still).
   */
  callCustom(fn: ScriptFunction, args: readonly CustomArgument[]): CustomFunctionOutcome {
    if (this.flushesSinceWrite < this.customFunctionFlushes) return { kind: "loading" };
    const mode = this.authMode;
    this.authMode = "NONE";
    try {
      return callCustomFunction(fn, args, this.quirks, this.realm);
    } finally {
      this.authMode = mode;
    }
  }

  /** The separator of a custom function's arguments in a formula written by setFormula. */
  formulaSeparator(): "," | ";" {
    return this.quirks.formulaLocale === "spreadsheet" && /^ru/i.test(this.spreadsheet.locale)
      ? ";"
      : ",";
  }

  /** Sheet names as getSheetByName compares them (sheetNameCase). */
  sameSheetName(a: string, b: string): boolean {
    return this.quirks.sheetNameCase === "insensitive"
      ? a.toLowerCase() === b.toLowerCase()
      : a === b;
  }

  /** Sheet names as insertSheet and setName keep them unique (sheetNameUnique). */
  clashingSheetName(a: string, b: string): boolean {
    return this.quirks.sheetNameUnique === "ignoring case"
      ? a.toLowerCase() === b.toLowerCase()
      : a === b;
  }

  requireDocumentAccess(what: string): void {
    if (this.authMode === "NONE") {
      throw new Error(
        `You do not have permission to call ${what}. Required permissions: https://www.googleapis.com/auth/spreadsheets.currentonly`,
      );
    }
  }

  /** Sheet ids as Sheets gives them: 0 for the first sheet, large numbers after. */
  newSheetId(): number {
    const n = this.nextSheetId++;
    return n === 0 ? 0 : 1_000_000_000 + n * 7919;
  }
}

export function createFakeEnvironment(options: FakeOptions = {}): FakeEnvironment {
  return new FakeEnvironment(options);
}

class AuthModeValue {
  constructor(readonly name: string) {}
  toString(): string {
    return this.name;
  }
}
const AUTH_MODES: Readonly<Record<AuthMode | "CUSTOM_FUNCTION", AuthModeValue>> = {
  NONE: new AuthModeValue("NONE"),
  LIMITED: new AuthModeValue("LIMITED"),
  FULL: new AuthModeValue("FULL"),
  CUSTOM_FUNCTION: new AuthModeValue("CUSTOM_FUNCTION"),
};

// ——— vm helpers ———

/**
 * A function of dist/Code.js as a test calls it: any arguments, as Apps Script or a page may
 * pass (a partial fake event, none at all, a malformed payload), and the result src/main.ts
 * declares.
 */
type Entry<F> = F extends (...args: never[]) => infer R ? (...args: unknown[]) => R : never;

/**
 * dist/Code.js's globals: the top-level functions of src/main.ts, and whatever else the bundle
 * defined (read by name, as `unknown`). Not intersected with vm.Context, a dictionary of `any`
 * that would leave every call through it untyped; any object is a vm.Context all the same.
 */
export type BundleContext = { readonly [K in keyof typeof Bundle]: Entry<(typeof Bundle)[K]> } & {
  readonly [name: string]: unknown;
};

/**
 * Installs the fake's services as globals of a vm context;
 * values it returns are made in that realm.
 */
export function installInContext(context: vm.Context, env: FakeEnvironment): void {
  for (const [name, value] of Object.entries(env.globals))
    (context as Record<string, unknown>)[name] = value;
  useCustomFunctionsOf(env, context);
}

/** The host's global names: none of them is a script's custom function. */
const HOST_GLOBALS = new Set(Object.getOwnPropertyNames(globalThis));

/**
 * The context's global functions become the spreadsheet's custom functions, as a script's do
 * (names compared ignoring case; one ending in "_" is private), and the fake's values are made
 * in that realm. installInContext does this; a bare context (test/bundle) may call it alone.
 */
export function useCustomFunctionsOf(env: FakeEnvironment, context: vm.Context): void {
  const ArrayOf = vm.runInContext("Array", context) as ArrayConstructor;
  const DateOf = vm.runInContext("Date", context) as DateConstructor;
  env.realm = { array: (items) => ArrayOf.from(items), date: (ms) => new DateOf(ms) };
  const globals = context as Record<string, unknown>;
  env.customFunctions = (name) => {
    const key = Object.getOwnPropertyNames(globals).find(
      (k) => k.toUpperCase() === name && !k.endsWith("_") && !HOST_GLOBALS.has(k),
    );
    const fn = key === undefined ? undefined : globals[key];
    return typeof fn === "function" ? (fn as ScriptFunction) : undefined;
  };
}

/** dist/Code.js (or `code`) loaded in a bare context whose only globals are the fake services. */
export function loadBundle(env: FakeEnvironment, code?: string): BundleContext {
  code ??= readFileSync(new URL("../../dist/Code.js", import.meta.url), "utf8");
  const context = vm.createContext({});
  installInContext(context, env);
  vm.runInContext(code, context, { filename: "Code.js" });
  return context as BundleContext;
}

/** A JSON value rebuilt inside the context, as google.script.run delivers arguments. */
export function toContext<T>(context: vm.Context, value: T): T {
  const parse = vm.runInContext("JSON.parse", context) as (text: string) => T;
  return parse(JSON.stringify(value));
}

export type ServerReply =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** The types google.script.run refuses to carry, anywhere inside a value. */
function illegalIn(value: unknown): string | undefined {
  if (typeof value === "function") return "Function";
  if (isDateLike(value)) return "Date";
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  if (typeof value === "object" && value !== null) {
    for (const item of Object.values(value)) {
      const bad = illegalIn(item);
      if (bad) return bad;
    }
  }
  return undefined;
}

/** A function of the bundle's, called with whatever the client sends. */
function isFunction(value: unknown): value is (...args: unknown[]) => unknown {
  return typeof value === "function";
}

/**
 * Calls a top-level function of the bundle the way google.script.run does: JSON in, JSON out,
 * and a Date, function or NaN anywhere in the result fails the call as it would in Apps Script.
 */
export function callServer(context: BundleContext, name: string, ...args: unknown[]): ServerReply {
  const fn = context[name];
  if (!isFunction(fn)) return { ok: false, message: `Script function not found: ${name}` };
  try {
    const value = fn(...args.map((arg) => toContext(context, arg)));
    const bad = illegalIn(value);
    if (bad) return { ok: false, message: `Illegal value in the result of ${name}: ${bad}` };
    return { ok: true, value: value === undefined ? null : JSON.parse(JSON.stringify(value)) };
  } catch (error) {
    const message =
      typeof error === "object" && error !== null && "message" in error
        ? String((error as Error).message)
        : String(error);
    return { ok: false, message };
  }
}

// ——— values ———

/** What a cell holds: a value, maybe a formula, maybe formats. Dates are kept as epoch ms. */
interface StoredDate {
  readonly epochMs: number;
}
type Stored = string | number | boolean | StoredDate;
/** What a test reads back from a cell: a stored date comes back as a Date. */
export type CellValue = string | number | boolean | Date;

export interface CellFormat {
  background?: string | null;
  fontWeight?: string | null;
  numberFormat?: string;
  wrap?: boolean;
  note?: string;
  validation?: FakeDataValidation | null;
  horizontalAlignment?: string | null;
  /** The line under the cell (setBorder's bottom, or horizontal between rows of a range). */
  borderBottom?: boolean;
}

interface RowData {
  values: Stored[];
  /** Hidden by the organiser (Hide row): the row moves, and stays hidden, with its cells. */
  hidden?: boolean;
  formulas?: (string | undefined)[];
  formats?: (CellFormat | undefined)[];
}

function isDateLike(value: unknown): value is Date {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.prototype.toString.call(value) === "[object Date]"
  );
}

function isStoredDate(value: unknown): value is StoredDate {
  return typeof value === "object" && value !== null && "epochMs" in value;
}

/**
 * One clock per time zone: making an Intl.DateTimeFormat costs far more than using one, and a
 * season's load reads 100,000 typed dates.
 */
const ZONE_CLOCKS = new Map<string, Intl.DateTimeFormat>();

function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = ZONE_CLOCKS.get(timeZone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    ZONE_CLOCKS.set(timeZone, clock);
  }
  return clock;
}

/** Minutes east of UTC of `timeZone` at the instant `ms`. */
function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const parts = zoneClock(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour") % 24,
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

/** Midnight of a calendar day in a time zone, as Sheets stores a typed date. */
export function midnightIn(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  let ms = guess - zoneOffsetMinutes(guess, timeZone) * 60000;
  ms = guess - zoneOffsetMinutes(ms, timeZone) * 60000;
  return ms;
}

function validDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && m <= 12 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** What Sheets stores for a typed string in a locale (see the header comment). */
export function parseTyped(
  text: string,
  locale: string,
  timeZone: string,
): { value: Stored; formula?: string } {
  if (text.startsWith("'")) return { value: text.slice(1) };
  if (text.startsWith("=") && text.length > 1) return { value: "#ERROR!", formula: text };
  const t = text.trim();
  const ru = /^ru/i.test(locale);
  if (/^(true|false)$/i.test(t) || (ru && /^(истина|ложь)$/i.test(t)))
    return { value: /^(true|истина)$/i.test(t) };
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  let ymd: [number, number, number] | undefined;
  if (m) ymd = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if (ru && (m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t)))
    ymd = [Number(m[3]), Number(m[2]), Number(m[1])];
  else if (!ru && (m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t)))
    ymd = [Number(m[3]), Number(m[1]), Number(m[2])];
  if (ymd && validDay(...ymd)) return { value: { epochMs: midnightIn(...ymd, timeZone) } };
  const decimal = ru ? "," : ".";
  const percent = t.endsWith("%");
  let body = percent ? t.slice(0, -1) : t;
  if (!ru && /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(body)) body = body.replace(/,/g, "");
  const numberPattern = new RegExp(
    `^[+-]?(\\d+(\\${decimal}\\d*)?|\\${decimal}\\d+)([eE][+-]?\\d+)?$`,
  );
  if (numberPattern.test(body)) {
    const n = Number(body.replace(decimal, "."));
    return { value: percent ? n / 100 : n };
  }
  return { value: text };
}

/**
 * What Range.setValues stores for one JavaScript value. In a cell formatted as plain text ("@")
 * a string stays that string (no number, date or formula), a leading "'" still being the escape.
 */
function storeValue(
  value: unknown,
  ss: FakeSpreadsheet,
  plainText = false,
  quirks: SheetsQuirks = DEFAULT_QUIRKS,
): { value: Stored; formula?: string } {
  if (value === null || value === undefined) return { value: "" };
  if (typeof value === "string" && plainText)
    return {
      value:
        value.startsWith("'") && quirks.plainTextApostrophe === "stripped" ? value.slice(1) : value,
    };
  if (typeof value === "string") return parseTyped(value, ss.locale, ss.timeZone);
  if (typeof value === "number") return { value: Number.isFinite(value) ? value : String(value) };
  if (typeof value === "boolean") return { value };
  if (isDateLike(value)) return { value: { epochMs: value.getTime() } };
  // Any other value (an array, an object) is kept as the text String() makes of it,
  // "[object Object]" included.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return { value: String(value) };
}

// ——— A1 notation ———

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function columnLetters(column: number): string {
  let s = "";
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function parseA1(
  a1: string,
  maxRows: number,
  maxColumns: number,
): [number, number, number, number] {
  const m = /^(?:(?:'[^']+'|[^!]+)!)?\$?([A-Z]*)\$?(\d*)(?::\$?([A-Z]*)\$?(\d*))?$/i.exec(
    a1.trim(),
  );
  if (!m || (!m[1] && !m[2])) throw new Error(`Range not found: ${a1}`);
  const [, c1, r1, c2, r2] = m;
  const hasEnd = a1.includes(":");
  const col1 = c1 ? columnNumber(c1) : 1;
  const row1 = r1 ? Number(r1) : 1;
  const col2 = hasEnd ? (c2 ? columnNumber(c2) : c1 ? col1 : maxColumns) : col1;
  const row2 = hasEnd ? (r2 ? Number(r2) : maxRows) : r1 ? row1 : maxRows;
  const lastCol = !c1 && hasEnd && !c2 ? maxColumns : col2;
  return [row1, col1, row2 - row1 + 1, lastCol - col1 + 1];
}

// ——— Spreadsheet ———

export class FakeSpreadsheetApp {
  constructor(private readonly env: FakeEnvironment) {}
  getActive(): FakeSpreadsheet {
    this.env.track("SpreadsheetApp.getActive");
    this.env.requireDocumentAccess("SpreadsheetApp.getActive");
    return this.env.spreadsheet;
  }
  getActiveSpreadsheet(): FakeSpreadsheet {
    this.env.track("SpreadsheetApp.getActiveSpreadsheet");
    this.env.requireDocumentAccess("SpreadsheetApp.getActiveSpreadsheet");
    return this.env.spreadsheet;
  }
  getUi(): FakeUi {
    this.env.track("SpreadsheetApp.getUi");
    return new FakeUi(this.env);
  }
  newDataValidation(): FakeDataValidationBuilder {
    this.env.track("SpreadsheetApp.newDataValidation");
    return new FakeDataValidationBuilder(this.env);
  }
  newConditionalFormatRule(): FakeConditionalFormatRuleBuilder {
    this.env.track("SpreadsheetApp.newConditionalFormatRule");
    return new FakeConditionalFormatRuleBuilder();
  }
  flush(): void {
    this.env.track("SpreadsheetApp.flush");
  }
  readonly Direction = { UP: "UP", DOWN: "DOWN", PREVIOUS: "PREVIOUS", NEXT: "NEXT" } as const;
}

export class FakeSpreadsheet {
  readonly sheets: FakeSheet[] = [];
  readonly metadata: FakeDeveloperMetadata[] = [];
  private active: FakeSheet;

  constructor(
    private readonly env: FakeEnvironment,
    private name: string,
    public locale: string,
    public timeZone: string,
  ) {
    this.active = new FakeSheet(env, this, locale.startsWith("ru") ? "Лист1" : "Sheet1");
    this.sheets.push(this.active);
  }

  getId(): string {
    this.env.track("Spreadsheet.getId");
    return "fake-spreadsheet";
  }
  getName(): string {
    this.env.track("Spreadsheet.getName");
    return this.name;
  }
  rename(name: string): void {
    this.env.track("Spreadsheet.rename");
    this.name = name;
  }
  getSpreadsheetLocale(): string {
    this.env.track("Spreadsheet.getSpreadsheetLocale");
    return this.locale;
  }
  setSpreadsheetLocale(locale: string): void {
    this.env.track("Spreadsheet.setSpreadsheetLocale");
    this.locale = locale;
  }
  getSpreadsheetTimeZone(): string {
    this.env.track("Spreadsheet.getSpreadsheetTimeZone");
    return this.timeZone;
  }
  setSpreadsheetTimeZone(timeZone: string): void {
    this.env.track("Spreadsheet.setSpreadsheetTimeZone");
    this.timeZone = timeZone;
  }
  getSheets(): FakeSheet[] {
    this.env.track("Spreadsheet.getSheets");
    return this.env.realm.array(this.sheets);
  }
  getNumSheets(): number {
    this.env.track("Spreadsheet.getNumSheets");
    return this.sheets.length;
  }
  getSheetByName(name: string): FakeSheet | null {
    this.env.track("Spreadsheet.getSheetByName");
    return this.sheets.find((s) => this.env.sameSheetName(s.name, name)) ?? null;
  }
  getSheetById(id: number): FakeSheet | null {
    this.env.track("Spreadsheet.getSheetById");
    return this.sheets.find((s) => s.id === id) ?? null;
  }
  getActiveSheet(): FakeSheet {
    this.env.track("Spreadsheet.getActiveSheet");
    return this.active;
  }
  setActiveSheet(sheet: FakeSheet): FakeSheet {
    this.env.track("Spreadsheet.setActiveSheet");
    this.activate(sheet);
    return sheet;
  }
  /** The selection: the active sheet's own, A1 until something else is selected. */
  getActiveRange(): FakeRange | null {
    this.env.track("Spreadsheet.getActiveRange");
    return this.active.selection();
  }
  setActiveRange(range: FakeRange): FakeRange {
    this.env.track("Spreadsheet.setActiveRange");
    this.select(range);
    return range;
  }
  /** Test helper, not counted: what the user sees — the active sheet and its selection. */
  where(): { sheet: string; range: string } {
    return { sheet: this.active.name, range: this.active.selection().a1() };
  }
  /** Uncounted: the active sheet. */
  getActiveSheetUncounted(): FakeSheet {
    return this.active;
  }
  /** Uncounted: the user's own click on a tab (the add-on's calls go through setActiveSheet). */
  activate(sheet: FakeSheet): void {
    this.active = sheet;
  }
  /** Uncounted: a range selected on its sheet, which becomes active. */
  select(range: FakeRange): void {
    const sheet = range.getSheetUncounted();
    sheet.selected = [range.row, range.column, range.numRows, range.numColumns];
    this.active = sheet;
  }
  /**
   * Test helper, not counted: the user's «Duplicate» of a sheet — values, formats, frozen rows,
   * charts (with new ids) and, per `duplicateMetadata`, the developer metadata.
   */
  duplicateAsUser(sheet: FakeSheet): FakeSheet {
    const name = `${this.locale.startsWith("ru") ? "Копия" : "Copy of"} ${sheet.name}`;
    const copy = new FakeSheet(this.env, this, name);
    copy.maxRows = sheet.maxRows;
    copy.maxColumns = sheet.maxColumns;
    copy.frozenRows = sheet.frozenRows;
    for (const row of sheet.rows)
      copy.rows.push({
        values: [...(row?.values ?? [])],
        formulas: row?.formulas ? [...row.formulas] : undefined,
        formats: row?.formats?.map((f) => (f ? { ...f } : undefined)),
      });
    if (this.env.quirks.duplicateMetadata === "copied")
      for (const m of sheet.metadata)
        copy.metadata.push(new FakeDeveloperMetadata(this.env, m.key, m.value, copy.metadata));
    for (const chart of sheet.charts) copy.charts.push(chart.copyTo(copy));
    this.sheets.splice(this.sheets.indexOf(sheet) + 1, 0, copy);
    this.active = copy;
    return copy;
  }
  insertSheet(name?: string, index?: number): FakeSheet {
    this.env.track("Spreadsheet.insertSheet", { sheet: name });
    const sheetName =
      name ?? `${this.locale.startsWith("ru") ? "Лист" : "Sheet"}${this.sheets.length + 1}`;
    if (this.sheets.some((s) => this.env.clashingSheetName(s.name, sheetName))) {
      throw new Error(
        `A sheet with the name "${sheetName}" already exists. Please enter another name.`,
      );
    }
    const sheet = new FakeSheet(this.env, this, sheetName);
    this.sheets.splice(index ?? this.sheets.length, 0, sheet);
    // Documented: "the new sheet becomes the active sheet" (Spreadsheet.insertSheet).
    this.active = sheet;
    return sheet;
  }
  deleteSheet(sheet: FakeSheet): void {
    this.env.track("Spreadsheet.deleteSheet", { sheet: sheet.name });
    if (this.sheets.length === 1) throw new Error("You can't remove all the sheets in a document.");
    this.sheets.splice(this.sheets.indexOf(sheet), 1);
    if (this.active === sheet) this.active = this.sheets[0]!;
  }
  toast(message: string, title = "", seconds: number | null = 5): void {
    this.env.track("Spreadsheet.toast");
    this.env.toasts.push({ message: String(message), title: String(title), seconds });
  }
  getRange(a1: string): FakeRange {
    this.env.track("Spreadsheet.getRange");
    const bang = a1.lastIndexOf("!");
    const sheetName = bang > 0 ? a1.slice(0, bang).replace(/^'|'$/g, "") : this.active.name;
    const sheet = this.sheets.find((s) => s.name === sheetName);
    if (!sheet) throw new Error(`Range not found: ${a1}`);
    return sheet.rangeOf(a1.slice(bang + 1));
  }
  addDeveloperMetadata(key: string, value?: string): FakeSpreadsheet {
    this.env.track("Spreadsheet.addDeveloperMetadata");
    this.metadata.push(new FakeDeveloperMetadata(this.env, key, value ?? null, this.metadata));
    return this;
  }
  getDeveloperMetadata(): FakeDeveloperMetadata[] {
    this.env.track("Spreadsheet.getDeveloperMetadata");
    return this.env.realm.array(this.metadata);
  }
  /** Test helper, not counted: the sheet of that name. */
  sheet(name: string): FakeSheet {
    const sheet = this.sheets.find((s) => s.name === name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    return sheet;
  }
  /** Test helper, not counted. */
  sheetNames(): string[] {
    return this.sheets.map((s) => s.name);
  }
}

export class FakeDeveloperMetadata {
  private static ids = 1;
  readonly id = FakeDeveloperMetadata.ids++;
  constructor(
    private readonly env: FakeEnvironment,
    public key: string,
    public value: string | null,
    private readonly owner: FakeDeveloperMetadata[],
  ) {}
  getId(): number {
    this.env.track("DeveloperMetadata.getId");
    return this.id;
  }
  getKey(): string {
    this.env.track("DeveloperMetadata.getKey");
    return this.key;
  }
  getValue(): string | null {
    this.env.track("DeveloperMetadata.getValue");
    return this.value;
  }
  setKey(key: string): FakeDeveloperMetadata {
    this.env.track("DeveloperMetadata.setKey");
    this.key = key;
    return this;
  }
  setValue(value: string): FakeDeveloperMetadata {
    this.env.track("DeveloperMetadata.setValue");
    this.value = value;
    return this;
  }
  remove(): void {
    this.env.track("DeveloperMetadata.remove");
    const i = this.owner.indexOf(this);
    if (i >= 0) this.owner.splice(i, 1);
  }
}

export class FakeSheet {
  readonly id: number;
  maxRows = 1000;
  maxColumns = 26;
  frozenRows = 0;
  frozenColumns = 0;
  readonly rows: RowData[] = [];
  readonly metadata: FakeDeveloperMetadata[] = [];
  readonly charts: FakeChart[] = [];
  /** Merged areas, [row, column, rows, columns]; they do not move with inserted rows. */
  readonly merges: [number, number, number, number][] = [];
  conditionalRules: FakeConditionalFormatRule[] = [];
  readonly widths = new Map<number, number>();
  readonly heights = new Map<number, number>();
  tabColor: string | null = null;
  /** The sheet's own selection, [row, column, rows, columns]. */
  selected: [number, number, number, number] = [1, 1, 1, 1];

  constructor(
    private readonly env: FakeEnvironment,
    readonly spreadsheet: FakeSpreadsheet,
    public name: string,
  ) {
    this.id = env.newSheetId();
  }

  private t(method: string, detail: Omit<Call, "method" | "sheet"> = {}): void {
    this.env.track(`Sheet.${method}`, { sheet: this.name, ...detail });
  }

  getName(): string {
    this.t("getName");
    return this.name;
  }
  setName(name: string): FakeSheet {
    this.t("setName");
    if (this.spreadsheet.sheets.some((s) => s !== this && this.env.clashingSheetName(s.name, name)))
      throw new Error(`A sheet with the name "${name}" already exists.`);
    this.name = name;
    return this;
  }
  getSheetId(): number {
    this.t("getSheetId");
    return this.id;
  }
  getParent(): FakeSpreadsheet {
    this.t("getParent");
    return this.spreadsheet;
  }
  activate(): FakeSheet {
    this.t("activate");
    this.spreadsheet.activate(this);
    return this;
  }
  getActiveRange(): FakeRange {
    this.t("getActiveRange");
    return this.selection();
  }
  setActiveRange(range: FakeRange): FakeRange {
    this.t("setActiveRange");
    this.spreadsheet.select(range);
    return range;
  }
  getMaxRows(): number {
    this.t("getMaxRows");
    return this.maxRows;
  }
  getMaxColumns(): number {
    this.t("getMaxColumns");
    return this.maxColumns;
  }
  getLastRow(): number {
    this.t("getLastRow");
    return this.lastRow();
  }
  getLastColumn(): number {
    this.t("getLastColumn");
    return this.lastColumn();
  }
  getFrozenRows(): number {
    this.t("getFrozenRows");
    return this.frozenRows;
  }
  setFrozenRows(rows: number): void {
    this.t("setFrozenRows");
    if (rows >= this.maxRows) throw new Error("You can't freeze all visible rows on the sheet.");
    this.frozenRows = rows;
  }
  setFrozenColumns(columns: number): void {
    this.t("setFrozenColumns");
    this.frozenColumns = columns;
  }
  setTabColor(color: string | null): FakeSheet {
    this.t("setTabColor");
    this.tabColor = color;
    return this;
  }
  getRange(a: string | number, column?: number, numRows?: number, numColumns?: number): FakeRange {
    this.t("getRange");
    if (typeof a === "string") return this.rangeOf(a);
    return this.range(a, column ?? 1, numRows ?? 1, numColumns ?? 1);
  }
  getDataRange(): FakeRange {
    this.t("getDataRange");
    return this.range(1, 1, Math.max(this.lastRow(), 1), Math.max(this.lastColumn(), 1));
  }
  /** Documented: "content and formatting"; what else goes is the quirk clearScope. */
  clear(): FakeSheet {
    this.t("clear");
    for (const row of this.rows) {
      if (!row) continue;
      row.values = [];
      row.formulas = undefined;
      row.formats = row.formats?.map((f) => this.keptByClear(f));
    }
    if (this.env.quirks.clearScope === "everything") {
      this.merges.length = 0;
      this.conditionalRules = [];
    }
    return this;
  }
  /** What clear() leaves of a cell's formats: its note and validation (clearScope). */
  keptByClear(format: CellFormat | undefined): CellFormat | undefined {
    if (!format || this.env.quirks.clearScope === "everything") return undefined;
    const kept: CellFormat = {};
    if (format.note) kept.note = format.note;
    if (format.validation) kept.validation = format.validation;
    return Object.keys(kept).length > 0 ? kept : undefined;
  }
  clearNotes(): FakeSheet {
    this.t("clearNotes");
    for (const row of this.rows) for (const f of row?.formats ?? []) if (f) delete f.note;
    return this;
  }
  getConditionalFormatRules(): FakeConditionalFormatRule[] {
    this.t("getConditionalFormatRules");
    return this.env.realm.array(this.conditionalRules);
  }
  setConditionalFormatRules(rules: FakeConditionalFormatRule[]): void {
    this.t("setConditionalFormatRules");
    this.conditionalRules = [...rules];
  }
  clearConditionalFormatRules(): void {
    this.t("clearConditionalFormatRules");
    this.conditionalRules = [];
  }
  /** The merge covering a cell, if any (uncounted). */
  mergeAt(row: number, column: number): [number, number, number, number] | undefined {
    return this.merges.find(
      ([r, c, rows, columns]) => row >= r && row < r + rows && column >= c && column < c + columns,
    );
  }
  clearContents(): FakeSheet {
    this.t("clearContents");
    for (const row of this.rows) {
      if (!row) continue;
      row.values = [];
      row.formulas = undefined;
    }
    return this;
  }
  insertRowsAfter(afterPosition: number, howMany: number): FakeSheet {
    this.t("insertRowsAfter");
    this.insertAt(afterPosition + 1, howMany, afterPosition);
    return this;
  }
  insertRowsBefore(beforePosition: number, howMany: number): FakeSheet {
    this.t("insertRowsBefore");
    this.insertAt(beforePosition, howMany, beforePosition);
    return this;
  }
  insertRows(rowIndex: number, numRows = 1): void {
    this.t("insertRows");
    this.insertAt(rowIndex, numRows, rowIndex);
  }
  insertRowAfter(afterPosition: number): FakeSheet {
    this.t("insertRowAfter");
    this.insertAt(afterPosition + 1, 1, afterPosition);
    return this;
  }
  deleteRows(rowPosition: number, howMany: number): void {
    this.t("deleteRows", { rows: howMany });
    if (rowPosition < 1 || howMany < 1 || rowPosition + howMany - 1 > this.maxRows)
      throw new Error("Those rows are out of bounds.");
    if (this.maxRows - howMany <= this.frozenRows)
      throw new Error("Sorry, it is not possible to delete all non-frozen rows.");
    this.rows.splice(rowPosition - 1, howMany);
    this.maxRows -= howMany;
  }
  hideRows(rowIndex: number, numRows = 1): void {
    this.t("hideRows");
    this.setHidden(rowIndex, numRows, true);
  }
  showRows(rowIndex: number, numRows = 1): void {
    this.t("showRows");
    this.setHidden(rowIndex, numRows, false);
  }
  isRowHiddenByUser(rowPosition: number): boolean {
    this.t("isRowHiddenByUser");
    return this.rowHidden(rowPosition);
  }
  rowHidden(row: number): boolean {
    return this.rows[row - 1]?.hidden === true;
  }
  private setHidden(rowIndex: number, numRows: number, hidden: boolean): void {
    if (rowIndex < 1 || numRows < 1 || rowIndex + numRows - 1 > this.maxRows)
      throw new Error("Those rows are out of bounds.");
    while (this.rows.length < rowIndex + numRows - 1) this.rows.push({ values: [] });
    for (let r = rowIndex; r < rowIndex + numRows; r++) {
      const data = this.rows[r - 1];
      if (data) data.hidden = hidden;
    }
  }
  deleteRow(rowPosition: number): FakeSheet {
    this.deleteRows(rowPosition, 1);
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): FakeSheet {
    this.t("insertColumnsAfter");
    // Only adding columns at the right edge is modelled: nothing moves.
    if (afterPosition !== this.maxColumns || howMany < 1)
      throw new Error("fake: insertColumnsAfter only appends columns");
    this.maxColumns += howMany;
    return this;
  }
  setColumnWidth(column: number, width: number): FakeSheet {
    this.t("setColumnWidth");
    this.checkColumns(column, 1);
    this.widths.set(column, width);
    return this;
  }
  setColumnWidths(startColumn: number, numColumns: number, width: number): FakeSheet {
    this.t("setColumnWidths");
    this.checkColumns(startColumn, numColumns);
    for (let c = startColumn; c < startColumn + numColumns; c++) this.widths.set(c, width);
    return this;
  }
  setRowHeights(startRow: number, numRows: number, height: number): FakeSheet {
    this.t("setRowHeights");
    if (startRow < 1 || numRows < 1 || startRow + numRows - 1 > this.maxRows)
      throw new Error("Those rows are out of bounds.");
    for (let r = startRow; r < startRow + numRows; r++) this.heights.set(r, height);
    return this;
  }
  getRowHeight(row: number): number {
    this.t("getRowHeight");
    return this.heights.get(row) ?? 21;
  }
  /** A1 notations of this sheet (a sheet name in one is not allowed, as in Sheets). */
  getRangeList(a1Notations: string[]): FakeRangeList {
    this.t("getRangeList");
    if (!Array.isArray(a1Notations) || a1Notations.length === 0)
      throw new Error("The parameters don't match the method signature for Sheet.getRangeList.");
    return new FakeRangeList(
      this.env,
      this,
      a1Notations.map((a1) => this.rangeOf(a1)),
    );
  }
  getColumnWidth(column: number): number {
    this.t("getColumnWidth");
    return this.widths.get(column) ?? 100;
  }
  addDeveloperMetadata(key: string, value?: string): FakeSheet {
    this.t("addDeveloperMetadata");
    this.metadata.push(new FakeDeveloperMetadata(this.env, key, value ?? null, this.metadata));
    return this;
  }
  getDeveloperMetadata(): FakeDeveloperMetadata[] {
    this.t("getDeveloperMetadata");
    return this.env.realm.array(this.metadata);
  }
  newChart(): FakeChartBuilder {
    this.t("newChart");
    return new FakeChartBuilder(this.env, this);
  }
  insertChart(chart: FakeChart): void {
    this.t("insertChart");
    this.charts.push(chart);
  }
  updateChart(chart: FakeChart): void {
    this.t("updateChart");
    const i = this.charts.findIndex((c) => c.id === chart.id);
    if (i < 0) throw new Error("The chart does not exist on this sheet.");
    this.charts[i] = chart;
  }
  removeChart(chart: FakeChart): void {
    this.t("removeChart");
    const i = this.charts.findIndex((c) => c.id === chart.id);
    if (i < 0) throw new Error("The chart does not exist on this sheet.");
    this.charts.splice(i, 1);
  }
  getCharts(): FakeChart[] {
    this.t("getCharts");
    return this.env.realm.array(this.charts);
  }

  /** A copy of the sheet in `spreadsheet` (here always this one), as the user's duplicate. */
  copyTo(spreadsheet: FakeSpreadsheet): FakeSheet {
    this.t("copyTo");
    const active = spreadsheet.getActiveSheetUncounted();
    const copy = spreadsheet.duplicateAsUser(this);
    spreadsheet.activate(active);
    return copy;
  }

  // ——— uncounted internals and test helpers ———

  /** The sheet's selection as a range (uncounted). */
  selection(): FakeRange {
    const [row, column, rows, columns] = this.selected;
    return new FakeRange(this.env, this, row, column, rows, columns);
  }

  /**
   * What a cell shows as its value: the stored value, or its formula computed (formulas.ts) —
   * "#ERROR!" for one the fake cannot compute; a custom function it calls is the script's
   * (customFunctions.ts), and `observe` sees each such call's outcome. Dates stay stored dates.
   */
  computed(
    row: number,
    column: number,
    depth = 0,
    observe?: (outcome: CustomFunctionOutcome) => void,
  ): Stored | undefined {
    const data = this.rows[row - 1];
    const formula = data?.formulas?.[column - 1];
    if (!formula) return data?.values[column - 1];
    if (depth > 20) return "#REF!";
    const spreadsheet = this.spreadsheet;
    const env = this.env;
    const view = (sheet: FakeSheet): FormulaSheet => ({
      maxRows: sheet.maxRows,
      maxColumns: sheet.maxColumns,
      get lastRow() {
        return sheet.lastRow();
      },
      cell: (r, c): Scalar => {
        const v = sheet.computed(r, c, depth + 1);
        if (v === undefined) return "";
        return isStoredDate(v) ? v.epochMs / 86_400_000 + 25_569 : v;
      },
      argument: (r, c): CellArgument => {
        const v = sheet.computed(r, c, depth + 1);
        if (v === undefined || v === "") return null;
        if (isStoredDate(v)) return env.realm.date(v.epochMs);
        return sheet.formula(r, c) && isErrorText(v) ? { error: v } : v;
      },
    });
    return evaluateFormula(formula, {
      sheet: (name) => {
        if (name === null) return view(this);
        const found = spreadsheet.sheets.find((s) => env.sameSheetName(s.name, name));
        return found ? view(found) : null;
      },
      separator: env.formulaSeparator(),
      customFunction: (name) => {
        const fn = env.customFunctions(name);
        if (!fn) return undefined;
        return (args) => {
          const outcome = env.callCustom(fn, args);
          observe?.(outcome);
          return shownValue(outcome);
        };
      },
    });
  }

  /**
   * Test helper, not counted: what became of the custom function the cell's formula calls
   * (its whole return value, or its error's message), or null when it calls none.
   */
  customFunctionOutcome(row: number, column: number): CustomFunctionOutcome | null {
    let outcome: CustomFunctionOutcome | null = null;
    this.computed(row, column, 0, (o) => (outcome ??= o));
    return outcome;
  }

  /**
   * Test helper, not counted: the user sorts rows `fromRow`… to the last row by `compare` of
   * their values (Data › Sort range): values, formulas and formats move with their rows, and no
   * edit event fires.
   */
  sortAsUser(fromRow: number, compare: (a: CellValue[], b: CellValue[]) => number): void {
    const last = this.lastRow();
    const moved = this.rows.slice(fromRow - 1, last);
    const width = this.lastColumn();
    const valuesOf = (row: RowData | undefined): CellValue[] =>
      Array.from({ length: width }, (_, c) => {
        const v = row?.values[c];
        return isStoredDate(v) ? new Date(v.epochMs) : (v ?? "");
      });
    moved.sort((a, b) => compare(valuesOf(a), valuesOf(b)));
    this.rows.splice(fromRow - 1, moved.length, ...moved);
  }

  rangeOf(a1: string): FakeRange {
    const [row, column, numRows, numColumns] = parseA1(a1, this.maxRows, this.maxColumns);
    return this.range(row, column, numRows, numColumns);
  }

  range(row: number, column: number, numRows: number, numColumns: number): FakeRange {
    if (![row, column, numRows, numColumns].every(Number.isInteger))
      throw new Error("Cannot convert a non-integer to a range coordinate.");
    if (numRows < 1) throw new Error("The number of rows in the range must be at least 1.");
    if (numColumns < 1) throw new Error("The number of columns in the range must be at least 1.");
    if (
      row < 1 ||
      column < 1 ||
      row + numRows - 1 > this.maxRows ||
      column + numColumns - 1 > this.maxColumns
    ) {
      throw new Error("The coordinates of the range are outside the dimensions of the sheet.");
    }
    return new FakeRange(this.env, this, row, column, numRows, numColumns);
  }

  private checkColumns(column: number, count: number): void {
    if (column < 1 || column + count - 1 > this.maxColumns)
      throw new Error("The coordinates of the range are outside the dimensions of the sheet.");
  }

  private insertAt(position: number, howMany: number, formatFrom: number): void {
    if (howMany < 1) throw new Error("The number of rows to insert must be at least 1.");
    if (position < 1 || position > this.maxRows + 1)
      throw new Error("Those rows are out of bounds.");
    const template =
      this.env.quirks.insertedRowFormat === "inherit"
        ? this.rows[formatFrom - 1]?.formats
        : undefined;
    const fresh: RowData[] = Array.from({ length: howMany }, () => ({
      values: [],
      formats: template?.map((f) => (f ? { ...f } : undefined)),
    }));
    while (this.rows.length < position - 1) this.rows.push({ values: [] });
    this.rows.splice(position - 1, 0, ...fresh);
    this.maxRows += howMany;
  }

  lastRow(): number {
    for (let r = this.rows.length; r >= 1; r--) if (rowHasContent(this.rows[r - 1])) return r;
    return 0;
  }

  lastColumn(): number {
    let last = 0;
    for (const row of this.rows) {
      if (!row) continue;
      for (let c = Math.max(row.values.length, row.formulas?.length ?? 0); c > last; c--) {
        if (cellHasContent(row, c - 1)) {
          last = c;
          break;
        }
      }
    }
    return last;
  }

  row(r: number): RowData {
    while (this.rows.length < r) this.rows.push({ values: [] });
    return this.rows[r - 1]!;
  }

  /** Test helper, not counted: the value (Dates as Date, formulas computed) of a cell. */
  value(row: number, column: number): CellValue {
    const v = this.computed(row, column);
    return isStoredDate(v) ? new Date(v.epochMs) : (v ?? "");
  }
  /** Test helper, not counted: what the cell shows (its number format applied). */
  display(row: number, column: number): string {
    return displayOf(this.computed(row, column), this.format(row, column).numberFormat);
  }
  formula(row: number, column: number): string {
    return this.rows[row - 1]?.formulas?.[column - 1] ?? "";
  }
  format(row: number, column: number): CellFormat {
    return this.rows[row - 1]?.formats?.[column - 1] ?? {};
  }
  /** Test helper, not counted: rows 1..lastRow × columns 1..lastColumn, Dates as Dates. */
  table(): CellValue[][] {
    const rows = this.lastRow();
    const columns = this.lastColumn();
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => this.value(r + 1, c + 1)),
    );
  }
  /** Test helper, not counted: fills rows from `row` with values as setValues would store them. */
  load(values: readonly (readonly unknown[])[], row = 1): void {
    const width = Math.max(0, ...values.map((r) => r.length));
    if (row + values.length - 1 > this.maxRows) this.maxRows = row + values.length - 1;
    if (width > this.maxColumns) this.maxColumns = width;
    values.forEach((cells, i) => {
      const data = this.row(row + i);
      cells.forEach((cell, c) => {
        const stored = storeValue(
          cell,
          this.spreadsheet,
          this.format(row + i, c + 1).numberFormat === "@",
          this.env.quirks,
        );
        data.values[c] = stored.value;
        if (stored.formula) (data.formulas ??= [])[c] = stored.formula;
      });
    });
  }
}

/**
 * A value as a cell shows it. Only what the add-on relies on is rendered: dates as YYYY-MM-DD,
 * booleans in capitals, and a number under a format whose sections (positive;negative;zero) are
 * each one quoted text — the text of its section, as the Sheets API's formats guide documents.
 */
function displayOf(v: Stored | undefined, format: string | undefined): string {
  if (v === undefined) return "";
  if (isStoredDate(v)) return new Date(v.epochMs).toISOString().slice(0, 10);
  if (typeof v === "number" && format) {
    const sections = format.match(/"(?:[^"])*"|[^;"]+|;/g) ?? [];
    const texts: (string | null)[] = [null];
    for (const piece of sections) {
      if (piece === ";") texts.push(null);
      else if (piece.startsWith('"'))
        texts[texts.length - 1] = (texts.at(-1) ?? "") + piece.slice(1, -1);
    }
    const section = v > 0 ? 0 : v < 0 ? (texts.length > 1 ? 1 : 0) : texts.length > 2 ? 2 : 0;
    const text = texts[section];
    if (text !== null && text !== undefined) return text;
  }
  return String(v)
    .replace(/^true$/, "TRUE")
    .replace(/^false$/, "FALSE");
}

function cellHasContent(row: RowData, c: number): boolean {
  const v = row.values[c];
  return (v !== undefined && v !== "") || Boolean(row.formulas?.[c]);
}

function rowHasContent(row: RowData | undefined): boolean {
  if (!row) return false;
  const n = Math.max(row.values.length, row.formulas?.length ?? 0);
  for (let c = 0; c < n; c++) if (cellHasContent(row, c)) return true;
  return false;
}

export class FakeRange {
  constructor(
    private readonly env: FakeEnvironment,
    private readonly sheet: FakeSheet,
    readonly row: number,
    readonly column: number,
    readonly numRows: number,
    readonly numColumns: number,
  ) {}

  private t(method: string, detail: Omit<Call, "method" | "sheet" | "a1"> = {}): void {
    this.env.track(`Range.${method}`, { sheet: this.sheet.name, a1: this.a1(), ...detail });
  }

  /** The range's A1 notation, without counting a service call (for the fake's own records). */
  a1(): string {
    const start = `${columnLetters(this.column)}${this.row}`;
    if (this.numRows === 1 && this.numColumns === 1) return start;
    return `${start}:${columnLetters(this.column + this.numColumns - 1)}${this.row + this.numRows - 1}`;
  }

  /**
   * A cell a merge hides (any but its top-left): Sheets shows only the top-left value, and the
   * fake keeps nothing written to the others, so a write into an old merge is seen to be lost.
   */
  private hiddenByMerge(r: number, c: number): boolean {
    const [row, column] = [this.row + r, this.column + c];
    const merge = this.sheet.mergeAt(row, column);
    return merge !== undefined && (merge[0] !== row || merge[1] !== column);
  }

  private plainTextAt(r: number, c: number): boolean {
    return this.sheet.format(this.row + r, this.column + c).numberFormat === "@";
  }

  private readValue(r: number, c: number): unknown {
    const v = this.sheet.computed(this.row + r, this.column + c);
    if (v === undefined) return "";
    return isStoredDate(v) ? this.env.realm.date(v.epochMs) : v;
  }

  private eachCell(fn: (data: RowData, c: number, r: number, col: number) => void): void {
    for (let r = 0; r < this.numRows; r++) {
      const data = this.sheet.row(this.row + r);
      for (let c = 0; c < this.numColumns; c++) fn(data, this.column + c - 1, r, c);
    }
  }

  private formatCells(apply: (format: CellFormat, r: number, c: number) => void): FakeRange {
    this.eachCell((data, index, r, c) => {
      const formats = (data.formats ??= []);
      apply((formats[index] ??= {}), r, c);
    });
    return this;
  }

  private checkGrid(values: unknown, what: string): unknown[][] {
    if (!Array.isArray(values))
      throw new Error(
        `The parameters (${typeof values}) don't match the method signature for Range.${what}.`,
      );
    if (values.length !== this.numRows) {
      throw new Error(
        `The number of rows in the data does not match the number of rows in the range. The data has ${values.length} but the range has ${this.numRows}.`,
      );
    }
    for (const row of values) {
      if (!Array.isArray(row))
        throw new Error(`The parameters don't match the method signature for Range.${what}.`);
      if (row.length !== this.numColumns) {
        throw new Error(
          `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${this.numColumns}.`,
        );
      }
    }
    return values as unknown[][];
  }

  /** A string per cell of the range, as the script's realm's arrays (sheet row and column). */
  private cellGrid(cell: (row: number, column: number) => string): string[][] {
    const rows: string[][] = [];
    for (let r = 0; r < this.numRows; r++) {
      const cells: string[] = [];
      for (let c = 0; c < this.numColumns; c++) cells.push(cell(this.row + r, this.column + c));
      rows.push(this.env.realm.array(cells));
    }
    return this.env.realm.array(rows);
  }

  getSheet(): FakeSheet {
    this.t("getSheet");
    return this.sheet;
  }
  /** The range's sheet, for the fake's own records (no service call). */
  getSheetUncounted(): FakeSheet {
    return this.sheet;
  }
  getRow(): number {
    this.t("getRow");
    return this.row;
  }
  getColumn(): number {
    this.t("getColumn");
    return this.column;
  }
  getNumRows(): number {
    this.t("getNumRows");
    return this.numRows;
  }
  getNumColumns(): number {
    this.t("getNumColumns");
    return this.numColumns;
  }
  getLastRow(): number {
    this.t("getLastRow");
    return this.row + this.numRows - 1;
  }
  getLastColumn(): number {
    this.t("getLastColumn");
    return this.column + this.numColumns - 1;
  }
  getA1Notation(): string {
    this.t("getA1Notation");
    return this.a1();
  }
  getValues(): unknown[][] {
    this.t("getValues", { rows: this.numRows, cells: this.numRows * this.numColumns });
    const rows: unknown[][] = [];
    for (let r = 0; r < this.numRows; r++) {
      const cells: unknown[] = [];
      for (let c = 0; c < this.numColumns; c++) cells.push(this.readValue(r, c));
      rows.push(this.env.realm.array(cells));
    }
    return this.env.realm.array(rows);
  }
  getValue(): unknown {
    this.t("getValue");
    return this.readValue(0, 0);
  }
  getDisplayValues(): string[][] {
    this.t("getDisplayValues", { rows: this.numRows, cells: this.numRows * this.numColumns });
    return this.cellGrid((row, column) => this.sheet.display(row, column));
  }
  getDisplayValue(): string {
    this.t("getDisplayValue");
    return this.sheet.display(this.row, this.column);
  }
  createTextFinder(text: string): FakeTextFinder {
    this.t("createTextFinder");
    return new FakeTextFinder(this.env, this.sheet, this, String(text));
  }
  /**
   * Documented as the keyboard's Ctrl+arrow: from the range's first cell, the edge of the next
   * block of cells with data, or the sheet's edge. Only UP is modelled.
   */
  getNextDataCell(direction: string): FakeRange {
    this.t("getNextDataCell");
    if (direction !== "UP") throw new Error(`getNextDataCell(${direction}) is not modelled`);
    const full = (r: number) => cellHasContent(this.sheet.row(r), this.column - 1);
    let r = this.row;
    if (r > 1 && full(r) && full(r - 1)) while (r > 1 && full(r - 1)) r--;
    else {
      r--;
      while (r > 1 && !full(r)) r--;
    }
    return this.sheet.range(Math.max(r, 1), this.column, 1, 1);
  }
  getFormulas(): string[][] {
    this.t("getFormulas", { rows: this.numRows });
    return this.cellGrid((row, column) => this.sheet.formula(row, column));
  }
  getFormula(): string {
    this.t("getFormula");
    return this.sheet.formula(this.row, this.column);
  }
  setValues(values: unknown[][]): FakeRange {
    this.t("setValues", {
      rows: Array.isArray(values) ? values.length : 0,
      cells: this.numRows * this.numColumns,
    });
    const grid = this.checkGrid(values, "setValues");
    // Parse everything first: a value Sheets refuses must leave the range as it was.
    const stored = grid.map((row, r) =>
      row.map((cell, c) =>
        storeValue(cell, this.sheet.spreadsheet, this.plainTextAt(r, c), this.env.quirks),
      ),
    );
    this.eachCell((data, index, r, c) => {
      const s = this.hiddenByMerge(r, c) ? { value: "" } : stored[r]![c]!;
      data.values[index] = s.value;
      if (s.formula || data.formulas?.[index]) (data.formulas ??= [])[index] = s.formula;
    });
    return this;
  }
  setValue(value: unknown): FakeRange {
    this.t("setValue");
    const typed = storeValue(
      value,
      this.sheet.spreadsheet,
      this.plainTextAt(0, 0),
      this.env.quirks,
    );
    this.eachCell((data, index, r, c) => {
      const s = this.hiddenByMerge(r, c) ? { value: "" } : typed;
      data.values[index] = s.value;
      if (s.formula || data.formulas?.[index]) (data.formulas ??= [])[index] = s.formula;
    });
    return this;
  }
  setFormula(formula: string): FakeRange {
    this.t("setFormula");
    this.eachCell((data, index) => {
      data.values[index] = "#ERROR!";
      (data.formulas ??= [])[index] = formula;
    });
    return this;
  }
  /** Documented: "contents and formats"; notes, validation and merges per clearScope. */
  clear(): FakeRange {
    this.t("clear");
    this.eachCell((data, index) => {
      data.values[index] = "";
      if (data.formulas) data.formulas[index] = undefined;
      if (data.formats) data.formats[index] = this.sheet.keptByClear(data.formats[index]);
    });
    if (this.env.quirks.clearScope === "everything") this.unmerge();
    return this;
  }
  merge(): FakeRange {
    this.t("merge");
    this.unmerge();
    this.sheet.merges.push([this.row, this.column, this.numRows, this.numColumns]);
    // Sheets keeps the top-left value of a merge only.
    this.eachCell((data, index, r, c) => {
      if (r + c === 0) return;
      data.values[index] = "";
      if (data.formulas) data.formulas[index] = undefined;
    });
    return this;
  }
  /** Sheets refuses to unmerge part of a merged area. */
  breakApart(): FakeRange {
    this.t("breakApart");
    this.unmerge();
    return this;
  }
  isPartOfMerge(): boolean {
    this.t("isPartOfMerge");
    return this.sheet.merges.some((m) => this.overlaps(m));
  }
  getMergedRanges(): FakeRange[] {
    this.t("getMergedRanges");
    return this.env.realm.array(
      this.sheet.merges
        .filter((m) => this.overlaps(m))
        .map(([r, c, rows, columns]) => new FakeRange(this.env, this.sheet, r, c, rows, columns)),
    );
  }
  private overlaps([r, c, rows, columns]: readonly number[]): boolean {
    return (
      r! < this.row + this.numRows &&
      this.row < r! + rows! &&
      c! < this.column + this.numColumns &&
      this.column < c! + columns!
    );
  }
  private unmerge(): void {
    const inside = ([r, c, rows, columns]: readonly number[]) =>
      r! >= this.row &&
      c! >= this.column &&
      r! + rows! <= this.row + this.numRows &&
      c! + columns! <= this.column + this.numColumns;
    const touched = this.sheet.merges.filter((m) => this.overlaps(m));
    if (touched.some((m) => !inside(m)))
      throw new Error("You must select all cells in a merged range to merge or unmerge them.");
    for (const m of touched) this.sheet.merges.splice(this.sheet.merges.indexOf(m), 1);
  }
  clearContent(): FakeRange {
    this.t("clearContent");
    this.eachCell((data, index) => {
      data.values[index] = "";
      if (data.formulas) data.formulas[index] = undefined;
    });
    return this;
  }
  clearFormat(): FakeRange {
    this.t("clearFormat");
    this.eachCell((data, index) => {
      const f = data.formats?.[index];
      if (!f) return;
      const kept: CellFormat = {};
      if (f.note) kept.note = f.note;
      if (f.validation) kept.validation = f.validation;
      data.formats![index] = Object.keys(kept).length > 0 ? kept : undefined;
    });
    return this;
  }
  clearNote(): FakeRange {
    this.t("clearNote");
    return this.formatCells((f) => delete f.note);
  }
  clearDataValidations(): FakeRange {
    this.t("clearDataValidations");
    return this.formatCells((f) => (f.validation = null));
  }
  setDataValidation(rule: FakeDataValidation | null): FakeRange {
    this.t("setDataValidation");
    return this.formatCells((f) => (f.validation = rule));
  }
  getDataValidation(): FakeDataValidation | null {
    this.t("getDataValidation");
    return this.sheet.format(this.row, this.column).validation ?? null;
  }
  getDataValidations(): (FakeDataValidation | null)[][] {
    this.t("getDataValidations");
    const rows: (FakeDataValidation | null)[][] = [];
    for (let r = 0; r < this.numRows; r++) {
      const cells: (FakeDataValidation | null)[] = [];
      for (let c = 0; c < this.numColumns; c++)
        cells.push(this.sheet.format(this.row + r, this.column + c).validation ?? null);
      rows.push(this.env.realm.array(cells));
    }
    return this.env.realm.array(rows);
  }
  insertCheckboxes(): FakeRange {
    this.t("insertCheckboxes");
    const rule = new FakeDataValidation("CHECKBOX", [], true, "");
    this.eachCell((data, index) => {
      data.values[index] = false;
      ((data.formats ??= [])[index] ??= {}).validation = rule;
    });
    return this;
  }
  setNumberFormat(format: string): FakeRange {
    this.t("setNumberFormat");
    return this.formatCells((f) => (f.numberFormat = format));
  }
  setNumberFormats(formats: string[][]): FakeRange {
    this.t("setNumberFormats");
    const grid = this.checkGrid(formats, "setNumberFormats") as string[][];
    return this.formatCells((f, r, c) => (f.numberFormat = grid[r]![c]!));
  }
  getNumberFormats(): string[][] {
    this.t("getNumberFormats", { cells: this.numRows * this.numColumns });
    const rows: string[][] = [];
    for (let r = 0; r < this.numRows; r++) {
      const cells: string[] = [];
      for (let c = 0; c < this.numColumns; c++)
        cells.push(
          this.sheet.format(this.row + r, this.column + c).numberFormat ?? "0.###############",
        );
      rows.push(this.env.realm.array(cells));
    }
    return this.env.realm.array(rows);
  }
  getNumberFormat(): string {
    this.t("getNumberFormat");
    return this.sheet.format(this.row, this.column).numberFormat ?? "0.###############";
  }
  setFontWeight(weight: string | null): FakeRange {
    this.t("setFontWeight");
    return this.formatCells((f) => (f.fontWeight = weight));
  }
  getFontWeight(): string {
    this.t("getFontWeight");
    return this.sheet.format(this.row, this.column).fontWeight ?? "normal";
  }
  setBackground(color: string | null): FakeRange {
    this.t("setBackground");
    return this.formatCells((f) => (f.background = color));
  }
  setBackgrounds(colors: (string | null)[][]): FakeRange {
    this.t("setBackgrounds", {
      rows: Array.isArray(colors) ? colors.length : 0,
      cells: this.numRows * this.numColumns,
    });
    const grid = this.checkGrid(colors, "setBackgrounds") as (string | null)[][];
    return this.formatCells((f, r, c) => (f.background = grid[r]![c]!));
  }
  getBackground(): string {
    this.t("getBackground");
    return this.sheet.format(this.row, this.column).background ?? "#ffffff";
  }
  /**
   * Only the horizontal lines are modelled, as the line under each cell (Sheets shares a line
   * between two cells): `bottom` under the range's last row, `horizontal` between its rows, `top`
   * under the row above. null leaves a line as it is; left, right and vertical are not kept.
   */
  setBorder(
    top: boolean | null,
    _left: boolean | null,
    bottom: boolean | null,
    _right: boolean | null,
    _vertical: boolean | null,
    horizontal: boolean | null,
  ): FakeRange {
    this.t("setBorder");
    if (top !== null && this.row > 1)
      this.sheet.range(this.row - 1, this.column, 1, this.numColumns).formatCells((f) => {
        f.borderBottom = top;
      });
    return this.formatCells((f, r) => {
      const line = r === this.numRows - 1 ? bottom : horizontal;
      if (line !== null) f.borderBottom = line;
    });
  }
  setWrap(wrap: boolean): FakeRange {
    this.t("setWrap");
    return this.formatCells((f) => (f.wrap = wrap));
  }
  setHorizontalAlignment(alignment: string | null): FakeRange {
    this.t("setHorizontalAlignment");
    return this.formatCells((f) => (f.horizontalAlignment = alignment));
  }
  setNote(note: string): FakeRange {
    this.t("setNote");
    return this.formatCells((f) => (f.note = note));
  }
  getNote(): string {
    this.t("getNote");
    return this.sheet.format(this.row, this.column).note ?? "";
  }
  /** Range.setNotes: a grid the range's size, as setValues; "" or null clears a cell's note. */
  setNotes(notes: unknown[][]): FakeRange {
    this.t("setNotes", { cells: this.numRows * this.numColumns });
    const grid = this.checkGrid(notes, "setNotes");
    return this.formatCells((f, r, c) => {
      const note = grid[r]![c];
      f.note =
        typeof note === "string"
          ? note
          : note === null || note === undefined
            ? ""
            : `${note as number}`;
    });
  }
  getNotes(): string[][] {
    this.t("getNotes", { rows: this.numRows, cells: this.numRows * this.numColumns });
    return this.cellGrid((row, column) => this.sheet.format(row, column).note ?? "");
  }
  activate(): FakeRange {
    this.t("activate");
    this.sheet.spreadsheet.select(this);
    return this;
  }
  offset(
    rowOffset: number,
    columnOffset: number,
    numRows?: number,
    numColumns?: number,
  ): FakeRange {
    this.t("offset");
    return this.sheet.range(
      this.row + rowOffset,
      this.column + columnOffset,
      numRows ?? this.numRows,
      numColumns ?? this.numColumns,
    );
  }
}

/**
 * Whether RE2 and Java read `source` as JavaScript does, as far as the add-on could meet it: no
 * `\u` escape (RE2 spells one `\x{…}`), no lookahead or lookbehind, no backreference (RE2 has
 * none of them).
 */
function portableRegex(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    const next = source[i + 1] ?? "";
    if (ch === "\\") {
      if (next === "u" || next === "k" || /[1-9]/.test(next)) return false;
      i++;
    } else if (ch === "(" && /^\?(?:=|!|<=|<!)/.test(source.slice(i + 1))) return false;
  }
  return true;
}

/**
 * Range.createTextFinder: the cells of the range whose text matches, row by row. A formula's
 * cell is compared by what it shows unless matchFormulaText (documented); another cell as the
 * quirk textFinderText says; a hidden row as textFinderHidden says. Case is ignored unless
 * matchCase; empty cells never match. The regular expressions are JavaScript's here; which
 * Sheets reads is not documented (Java's rules for the Sheets API's find and replace, RE2 for
 * formulas): what one of them lacks or reads otherwise (a `\u` escape, lookaround, a
 * backreference) is refused, so the add-on keeps to what all three read alike.
 */
export class FakeTextFinder {
  private entire = false;
  private caseSensitive = false;
  private regex = false;
  private formulaText = false;
  constructor(
    private readonly env: FakeEnvironment,
    private readonly sheet: FakeSheet,
    private readonly range: FakeRange,
    private readonly text: string,
  ) {}
  private option(method: string, set: () => void): FakeTextFinder {
    this.env.track(`TextFinder.${method}`, { sheet: this.sheet.name });
    set();
    return this;
  }
  matchEntireCell(on: boolean): FakeTextFinder {
    return this.option("matchEntireCell", () => (this.entire = on));
  }
  matchCase(on: boolean): FakeTextFinder {
    return this.option("matchCase", () => (this.caseSensitive = on));
  }
  useRegularExpression(on: boolean): FakeTextFinder {
    return this.option("useRegularExpression", () => (this.regex = on));
  }
  matchFormulaText(on: boolean): FakeTextFinder {
    return this.option("matchFormulaText", () => (this.formulaText = on));
  }
  findAll(): FakeRange[] {
    const { row, column, numRows, numColumns } = this.range;
    this.env.track("TextFinder.findAll", {
      sheet: this.sheet.name,
      a1: this.range.a1(),
      cells: numRows * numColumns,
    });
    if (this.regex && !portableRegex(this.text))
      throw new Error(`A regular expression RE2 would refuse: ${this.text}`);
    const source = this.regex ? this.text : this.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(
      this.entire ? `^(?:${source})$` : source,
      this.caseSensitive ? "u" : "iu",
    );
    const found: FakeRange[] = [];
    const skipHidden = this.env.quirks.textFinderHidden === "skipped";
    for (let r = row; r < row + numRows; r++)
      for (let c = column; c < column + numColumns; c++) {
        if (skipHidden && this.sheet.rowHidden(r)) continue;
        const text = this.cellText(r, c);
        if (text !== "" && pattern.test(text)) found.push(this.sheet.range(r, c, 1, 1));
      }
    return this.env.realm.array(found);
  }
  private cellText(r: number, c: number): string {
    const formula = this.sheet.formula(r, c);
    if (formula) return this.formulaText ? formula : this.sheet.display(r, c);
    if (this.env.quirks.textFinderText === "displayed") return this.sheet.display(r, c);
    const v = this.sheet.value(r, c);
    return v instanceof Date ? this.sheet.display(r, c) : String(v);
  }
}

/**
 * Sheet.getRangeList: ranges of one sheet formatted by one call. Each method is one counted call
 * ("RangeList.setBorder"), applied to every range as Range's own method would be.
 */
export class FakeRangeList {
  constructor(
    private readonly env: FakeEnvironment,
    private readonly sheet: FakeSheet,
    private readonly ranges: readonly FakeRange[],
  ) {}
  private each(method: string, apply: (range: FakeRange) => void): FakeRangeList {
    this.env.track(`RangeList.${method}`, {
      sheet: this.sheet.name,
      cells: this.ranges.reduce((sum, r) => sum + r.numRows * r.numColumns, 0),
    });
    this.env.asOneCall(() => this.ranges.forEach(apply));
    return this;
  }
  getRanges(): FakeRange[] {
    this.env.track("RangeList.getRanges", { sheet: this.sheet.name });
    return this.env.realm.array(this.ranges);
  }
  setBorder(
    top: boolean | null,
    left: boolean | null,
    bottom: boolean | null,
    right: boolean | null,
    vertical: boolean | null,
    horizontal: boolean | null,
  ): FakeRangeList {
    return this.each("setBorder", (r) =>
      r.setBorder(top, left, bottom, right, vertical, horizontal),
    );
  }
  setFontWeight(weight: string | null): FakeRangeList {
    return this.each("setFontWeight", (r) => r.setFontWeight(weight));
  }
  setBackground(color: string | null): FakeRangeList {
    return this.each("setBackground", (r) => r.setBackground(color));
  }
  setHorizontalAlignment(alignment: string | null): FakeRangeList {
    return this.each("setHorizontalAlignment", (r) => r.setHorizontalAlignment(alignment));
  }
  setWrap(wrap: boolean): FakeRangeList {
    return this.each("setWrap", (r) => r.setWrap(wrap));
  }
}

// ——— conditional formats ———

/** A conditional format rule: the ranges it applies to and, opaque to the fake, its condition. */
export class FakeConditionalFormatRule {
  constructor(
    readonly ranges: readonly FakeRange[],
    readonly condition: string,
    readonly background: string | null,
  ) {}
  getRanges(): FakeRange[] {
    return [...this.ranges];
  }
  copy(): FakeConditionalFormatRuleBuilder {
    const builder = new FakeConditionalFormatRuleBuilder();
    builder.ranges = [...this.ranges];
    builder.condition = this.condition;
    builder.background = this.background;
    return builder;
  }
}

export class FakeConditionalFormatRuleBuilder {
  ranges: FakeRange[] = [];
  condition = "";
  background: string | null = null;
  setRanges(ranges: FakeRange[]): FakeConditionalFormatRuleBuilder {
    this.ranges = [...ranges];
    return this;
  }
  whenCellNotEmpty(): FakeConditionalFormatRuleBuilder {
    this.condition = "NOT_BLANK";
    return this;
  }
  whenFormulaSatisfied(formula: string): FakeConditionalFormatRuleBuilder {
    this.condition = `FORMULA ${formula}`;
    return this;
  }
  setBackground(color: string | null): FakeConditionalFormatRuleBuilder {
    this.background = color;
    return this;
  }
  build(): FakeConditionalFormatRule {
    return new FakeConditionalFormatRule(this.ranges, this.condition, this.background);
  }
}

// ——— data validation ———

export type CriteriaType =
  | "CHECKBOX"
  | "VALUE_IN_LIST"
  | "NUMBER_BETWEEN"
  | "NUMBER_GREATER_THAN_OR_EQUAL_TO"
  | "DATE_IS_VALID_DATE";

export class FakeDataValidation {
  constructor(
    readonly criteria: CriteriaType,
    readonly args: readonly unknown[],
    readonly allowInvalid: boolean,
    readonly helpText: string,
  ) {}
  getCriteriaType(): string {
    return this.criteria;
  }
  getCriteriaValues(): unknown[] {
    return [...this.args];
  }
  getAllowInvalid(): boolean {
    return this.allowInvalid;
  }
  getHelpText(): string {
    return this.helpText;
  }
}

export class FakeDataValidationBuilder {
  private criteria: CriteriaType | undefined;
  private args: unknown[] = [];
  private allowInvalid = true;
  private helpText = "";
  constructor(private readonly env: FakeEnvironment) {}
  private set(method: string, criteria: CriteriaType, args: unknown[]): FakeDataValidationBuilder {
    this.env.track(`DataValidationBuilder.${method}`);
    this.criteria = criteria;
    this.args = args;
    return this;
  }
  requireCheckbox(checked?: unknown, unchecked?: unknown): FakeDataValidationBuilder {
    return this.set(
      "requireCheckbox",
      "CHECKBOX",
      [checked, unchecked].filter((v) => v !== undefined),
    );
  }
  requireValueInList(values: string[], showDropdown = true): FakeDataValidationBuilder {
    if (!Array.isArray(values)) throw new Error("requireValueInList: values must be an array");
    return this.set("requireValueInList", "VALUE_IN_LIST", [[...values], showDropdown]);
  }
  requireNumberBetween(start: number, end: number): FakeDataValidationBuilder {
    return this.set("requireNumberBetween", "NUMBER_BETWEEN", [start, end]);
  }
  requireNumberGreaterThanOrEqualTo(n: number): FakeDataValidationBuilder {
    return this.set("requireNumberGreaterThanOrEqualTo", "NUMBER_GREATER_THAN_OR_EQUAL_TO", [n]);
  }
  requireDate(): FakeDataValidationBuilder {
    return this.set("requireDate", "DATE_IS_VALID_DATE", []);
  }
  setAllowInvalid(allow: boolean): FakeDataValidationBuilder {
    this.env.track("DataValidationBuilder.setAllowInvalid");
    this.allowInvalid = allow;
    return this;
  }
  setHelpText(text: string): FakeDataValidationBuilder {
    this.env.track("DataValidationBuilder.setHelpText");
    this.helpText = text;
    return this;
  }
  build(): FakeDataValidation {
    this.env.track("DataValidationBuilder.build");
    if (!this.criteria) throw new Error("Data validation has no criteria.");
    return new FakeDataValidation(this.criteria, this.args, this.allowInvalid, this.helpText);
  }
}

// ——— charts ———

export class FakeChart {
  private static ids = 1;
  constructor(
    private readonly env: FakeEnvironment,
    private readonly sheet: FakeSheet,
    readonly type: string,
    /** The ranges read, as the sheet's ranges (tests read their A1 notation from `ranges`). */
    private readonly rangeObjects: readonly FakeRange[],
    readonly options: Readonly<Record<string, unknown>>,
    readonly position: readonly [number, number, number, number],
    readonly numHeaders: number,
    readonly id: number = FakeChart.ids++,
  ) {}
  /** The A1 notation of each range the chart reads. */
  get ranges(): string[] {
    return this.rangeObjects.map((range) => range.a1());
  }
  /** The user's copy of this chart on a duplicated sheet: same look, its own id. */
  copyTo(sheet: FakeSheet): FakeChart {
    const ranges = this.rangeObjects.map((r) =>
      sheet.range(r.row, r.column, r.numRows, r.numColumns),
    );
    return new FakeChart(
      this.env,
      sheet,
      this.type,
      ranges,
      { ...this.options },
      this.position,
      this.numHeaders,
    );
  }
  /** The ranges themselves, for a builder modifying the chart (no service call). */
  getRangeObjects(): readonly FakeRange[] {
    return this.rangeObjects;
  }
  /** Documented: null while the chart is not in a spreadsheet (built, not yet inserted). */
  getChartId(): number | null {
    this.env.track("EmbeddedChart.getChartId", { sheet: this.sheet.name });
    return this.sheet.charts.some((c) => c.id === this.id) ? this.id : null;
  }
  getRanges(): FakeRange[] {
    this.env.track("EmbeddedChart.getRanges", { sheet: this.sheet.name });
    return this.env.realm.array(this.rangeObjects);
  }
  getOptions(): { get(key: string): unknown } {
    this.env.track("EmbeddedChart.getOptions", { sheet: this.sheet.name });
    return { get: (key) => this.options[key] };
  }
  getContainerInfo(): {
    getAnchorRow(): number;
    getAnchorColumn(): number;
    getOffsetX(): number;
    getOffsetY(): number;
  } {
    this.env.track("EmbeddedChart.getContainerInfo", { sheet: this.sheet.name });
    const [row, column, x, y] = this.position;
    return {
      getAnchorRow: () => row,
      getAnchorColumn: () => column,
      getOffsetX: () => x,
      getOffsetY: () => y,
    };
  }
  /** A builder of this very chart: what it builds replaces it through Sheet.updateChart. */
  modify(): FakeChartBuilder {
    this.env.track("EmbeddedChart.modify", { sheet: this.sheet.name });
    return new FakeChartBuilder(this.env, this.sheet, this);
  }
}

export class FakeChartBuilder {
  private type: string;
  private ranges: FakeRange[];
  private readonly options: Record<string, unknown>;
  private position: [number, number, number, number];
  private numHeaders: number;
  constructor(
    private readonly env: FakeEnvironment,
    private readonly sheet: FakeSheet,
    /** The chart being modified, or none for a new one. */
    private readonly of?: FakeChart,
  ) {
    this.type = of?.type ?? "LINE";
    this.ranges = of ? [...of.getRangeObjects()] : [];
    this.options = env.quirks.chartModifyOptions === "kept" ? { ...of?.options } : {};
    this.position = of ? [...of.position] : [1, 1, 0, 0];
    this.numHeaders = of?.numHeaders ?? -1;
  }
  private t(method: string): FakeChartBuilder {
    this.env.track(`EmbeddedChartBuilder.${method}`, { sheet: this.sheet.name });
    return this;
  }
  asBarChart(): FakeChartBuilder {
    this.type = "BAR";
    return this.t("asBarChart");
  }
  asColumnChart(): FakeChartBuilder {
    this.type = "COLUMN";
    return this.t("asColumnChart");
  }
  asLineChart(): FakeChartBuilder {
    this.type = "LINE";
    return this.t("asLineChart");
  }
  asPieChart(): FakeChartBuilder {
    this.type = "PIE";
    return this.t("asPieChart");
  }
  setChartType(type: unknown): FakeChartBuilder {
    this.type = String(type);
    return this.t("setChartType");
  }
  addRange(range: FakeRange): FakeChartBuilder {
    this.ranges.push(range);
    return this.t("addRange");
  }
  clearRanges(): FakeChartBuilder {
    this.ranges = [];
    return this.t("clearRanges");
  }
  setTitle(title: string): FakeChartBuilder {
    this.options.title = title;
    return this.t("setTitle");
  }
  setOption(key: string, value: unknown): FakeChartBuilder {
    this.options[key] = value;
    return this.t("setOption");
  }
  setNumHeaders(n: number): FakeChartBuilder {
    this.numHeaders = n;
    return this.t("setNumHeaders");
  }
  setPosition(
    anchorRow: number,
    anchorColumn: number,
    offsetX: number,
    offsetY: number,
  ): FakeChartBuilder {
    this.position = [anchorRow, anchorColumn, offsetX, offsetY];
    return this.t("setPosition");
  }
  build(): FakeChart {
    this.t("build");
    if (this.ranges.length === 0) throw new Error("A chart needs at least one range.");
    return new FakeChart(
      this.env,
      this.sheet,
      this.type,
      this.ranges,
      { ...this.options },
      this.position,
      this.numHeaders,
      this.of?.id,
    );
  }
}

// ——— UI ———

const BUTTON_SETS = {
  OK: "OK",
  OK_CANCEL: "OK_CANCEL",
  YES_NO: "YES_NO",
  YES_NO_CANCEL: "YES_NO_CANCEL",
} as const;
const BUTTONS = { OK: "OK", CANCEL: "CANCEL", YES: "YES", NO: "NO", CLOSE: "CLOSE" } as const;

export class FakeUi {
  readonly ButtonSet = BUTTON_SETS;
  readonly Button = BUTTONS;
  constructor(private readonly env: FakeEnvironment) {}
  createAddonMenu(): FakeMenu {
    this.env.track("Ui.createAddonMenu");
    return new FakeMenu(this.env, "addon", "");
  }
  createMenu(title: string): FakeMenu {
    this.env.track("Ui.createMenu");
    return new FakeMenu(this.env, "menu", title);
  }
  /**
   * Apps Script's three forms: alert(prompt), alert(prompt, buttons),
   * alert(title, prompt, buttons).
   */
  alert(a: string, b?: string, c?: string): string {
    this.env.track("Ui.alert");
    this.env.requireUiAccess("Ui.alert");
    const buttons = c === undefined ? b : c;
    if (c === undefined) this.env.ui.alerts.push({ title: "", prompt: a, buttons: b });
    else this.env.ui.alerts.push({ title: a, prompt: b ?? "", buttons: c });
    if (buttons === undefined || buttons === BUTTON_SETS.OK) return BUTTONS.OK;
    const answer = this.env.ui.answers.shift();
    if (answer === undefined) throw new Error(`fake: no answer queued for a ${buttons} alert`);
    return answer;
  }
  showSidebar(html: FakeHtmlOutput): void {
    this.env.track("Ui.showSidebar");
    this.env.requireUiAccess("Ui.showSidebar");
    this.env.ui.sidebars.push({ title: html.title, file: html.file, content: html.content });
  }
  showModalDialog(html: FakeHtmlOutput, title: string): void {
    this.env.track("Ui.showModalDialog");
    this.env.requireUiAccess("Ui.showModalDialog");
    this.env.ui.dialogs.push({ title, content: html.content });
  }
}

export class FakeMenu {
  private readonly items: ({ caption: string; functionName: string } | { separator: true })[] = [];
  constructor(
    private readonly env: FakeEnvironment,
    private readonly kind: "addon" | "menu",
    private readonly title: string,
  ) {}
  addItem(caption: string, functionName: string): FakeMenu {
    this.env.track("Menu.addItem");
    if (typeof caption !== "string" || caption === "" || typeof functionName !== "string")
      throw new Error("Menu.addItem needs a caption and a function name.");
    this.items.push({ caption, functionName });
    return this;
  }
  addSeparator(): FakeMenu {
    this.env.track("Menu.addSeparator");
    this.items.push({ separator: true });
    return this;
  }
  addSubMenu(menu: FakeMenu): FakeMenu {
    this.env.track("Menu.addSubMenu");
    this.items.push(...menu.items);
    return this;
  }
  addToUi(): void {
    this.env.track("Menu.addToUi");
    this.env.ui.menus.push({ kind: this.kind, title: this.title, items: [...this.items] });
  }
}

// ——— Html, Utilities, Session ———

export class FakeHtmlOutput {
  title = "";
  width = 300;
  constructor(
    public content: string,
    readonly file?: string,
  ) {}
  /** As in Apps Script: the text is added at the end as is, not escaped. */
  append(addedContent: string): FakeHtmlOutput {
    this.content += String(addedContent);
    return this;
  }
  setTitle(title: string): FakeHtmlOutput {
    this.title = title;
    return this;
  }
  getTitle(): string {
    return this.title;
  }
  setWidth(width: number): FakeHtmlOutput {
    this.width = width;
    return this;
  }
  getContent(): string {
    return this.content;
  }
}

export class FakeHtmlService {
  constructor(private readonly env: FakeEnvironment) {}
  createHtmlOutputFromFile(name: string): FakeHtmlOutput {
    this.env.track("HtmlService.createHtmlOutputFromFile");
    const content = this.env.htmlFiles.get(name);
    if (content === undefined) throw new Error(`No HTML file named ${name} was found.`);
    return new FakeHtmlOutput(content, name);
  }
  createHtmlOutput(html = ""): FakeHtmlOutput {
    this.env.track("HtmlService.createHtmlOutput");
    return new FakeHtmlOutput(html);
  }
}

export class FakeUtilities {
  constructor(private readonly env: FakeEnvironment) {}
  /** Supports the tokens yyyy, MM, dd, HH, mm, ss. */
  formatDate(date: Date, timeZone: string, pattern: string): string {
    this.env.track("Utilities.formatDate");
    if (!isDateLike(date)) throw new Error("Utilities.formatDate: not a date");
    const parts = zoneClock(timeZone).formatToParts(new Date(date.getTime()));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    const tokens: Record<string, string> = {
      yyyy: get("year"),
      MM: get("month"),
      dd: get("day"),
      HH: get("hour"),
      mm: get("minute"),
      ss: get("second"),
    };
    return pattern.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => tokens[token]!);
  }
  sleep(): void {
    this.env.track("Utilities.sleep");
  }
}

export class FakeSession {
  constructor(private readonly env: FakeEnvironment) {}
  getActiveUserLocale(): string {
    this.env.track("Session.getActiveUserLocale");
    return this.env.userLocale;
  }
  getScriptTimeZone(): string {
    this.env.track("Session.getScriptTimeZone");
    return this.env.scriptTimeZone;
  }
}

// ——— Lock ———

/**
 * The document lock, shared by every Lock object of the document. Each Lock object stands for one
 * execution (the code asks for one per call). A synchronous caller cannot wait for another
 * execution to finish, so waitLock on a held lock fails at once as a timeout would; the async
 * form (acquireAsync) queues, for harnesses that run executions concurrently.
 */
export class DocumentLockState {
  holder: FakeLock | null = null;
  /** Attempts that found the lock held by another execution. */
  contended = 0;
  acquisitions = 0;
  private readonly queue: { owner: FakeLock; grant: (ok: boolean) => void }[] = [];

  constructor(private readonly env: FakeEnvironment) {}

  tryAcquire(owner: FakeLock): boolean {
    if (this.holder === null || this.holder === owner) {
      if (this.holder === null) this.acquisitions++;
      this.holder = owner;
      return true;
    }
    this.contended++;
    return false;
  }

  release(owner: FakeLock): void {
    if (this.holder !== owner) return;
    this.holder = null;
    const next = this.queue.shift();
    if (next) {
      this.holder = next.owner;
      this.acquisitions++;
      next.grant(true);
    }
  }

  /**
   * Waits (really) for the lock, up to `timeoutMs`; with null, until it is released (concurrent
   * tests use no clock). The caller is queued before this returns.
   */
  acquireAsync(owner: FakeLock, timeoutMs: number | null): Promise<boolean> {
    if (this.tryAcquire(owner)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const entry = { owner, grant: resolve };
      this.queue.push(entry);
      if (timeoutMs === null) return;
      setTimeout(() => {
        const i = this.queue.indexOf(entry);
        if (i >= 0) {
          this.queue.splice(i, 1);
          resolve(false);
        }
      }, timeoutMs);
    });
  }

  newLock(): FakeLock {
    return new FakeLock(this.env, this);
  }
}

export class FakeLock {
  constructor(
    private readonly env: FakeEnvironment,
    private readonly state: DocumentLockState,
  ) {}
  tryLock(timeoutMs: number): boolean {
    this.env.track("Lock.tryLock");
    void timeoutMs;
    return this.state.tryAcquire(this);
  }
  waitLock(timeoutMs: number): void {
    this.env.track("Lock.waitLock");
    void timeoutMs;
    if (!this.state.tryAcquire(this))
      throw new Error("Lock timeout: another process was holding the lock for too long.");
  }
  releaseLock(): void {
    this.env.track("Lock.releaseLock");
    this.state.release(this);
  }
  hasLock(): boolean {
    this.env.track("Lock.hasLock");
    return this.state.holder === this;
  }
}

export class FakeLockService {
  constructor(private readonly env: FakeEnvironment) {}
  getDocumentLock(): FakeLock {
    this.env.track("LockService.getDocumentLock");
    return this.env.lock.newLock();
  }
  getScriptLock(): FakeLock {
    this.env.track("LockService.getScriptLock");
    return this.env.lock.newLock();
  }
  getUserLock(): FakeLock {
    this.env.track("LockService.getUserLock");
    return this.env.lock.newLock();
  }
}

// ——— snapshots ———

/** Everything a user could see of a sheet, for "nothing changed" assertions (not counted). */
export function sheetSnapshot(sheet: FakeSheet): string {
  const trim = <T>(items: readonly T[], empty: (item: T) => boolean): T[] => {
    let n = items.length;
    while (n > 0 && empty(items[n - 1] as T)) n--;
    return items.slice(0, n);
  };
  const rows = sheet.rows.map((row) => ({
    v: trim(
      Array.from(row?.values ?? [], (v) => (isStoredDate(v) ? { date: v.epochMs } : (v ?? ""))),
      (v) => v === "",
    ),
    f: trim(
      Array.from(row?.formulas ?? [], (f) => f ?? ""),
      (f) => f === "",
    ),
    fmt: trim(
      Array.from(row?.formats ?? [], (f) =>
        f
          ? JSON.stringify({ ...f, validation: f.validation ? { ...f.validation } : f.validation })
          : "",
      ),
      (f) => f === "" || f === "{}",
    ),
  }));
  return JSON.stringify({
    name: sheet.name,
    maxRows: sheet.maxRows,
    frozen: sheet.frozenRows,
    rows: trim(rows, (r) => r.v.length === 0 && r.f.length === 0 && r.fmt.length === 0),
    charts: sheet.charts.map((c) => ({ type: c.type, ranges: c.ranges })),
    merges: sheet.merges,
    conditionalRules: sheet.conditionalRules.map((rule) => ({
      ranges: rule.ranges.map((range) => range.a1()),
      condition: rule.condition,
    })),
    metadata: sheet.metadata.map((m) => [m.key, m.value]),
  });
}
