/**
 * Headless Chromium for the sidebar tests, and the page's google.script.run bridged to a
 * server in Node (dist/Code.js on the spreadsheet fake). The page is what the server's
 * showGameForm hands HtmlService (dist/Sidebar.html plus what it appends, such as the locale),
 * served at a made-up URL through request interception, so init scripts run (page.setContent
 * skips them) and any other request the page makes is caught and recorded:
 * the sidebar must make none.
 */
import { afterAll, beforeAll, inject } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type LaunchOptions,
  type Page,
} from "playwright-core";

/** A browser already on the machine is used first, in this order (CHROMIUM_PATH before all). */
export const SYSTEM_CHROMIUMS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
] as const;
// The usual headless flags, plus single-threaded raster: without it anti-aliased edges differ
// by a pixel or two between runs, and `npm run screenshot` would change docs/sidebar.png each time.
// Not @sparticuz/chromium's own `args`: those are for AWS Lambda (--single-process,
// --disable-web-security), and the sidebar must be tested with the web's usual rules.
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--num-raster-threads=1",
  "--disable-partial-raster",
];
export const SIDEBAR_URL = "https://sidebar.invalid/Sidebar.html";
export const VIEWPORT = { width: 300, height: 900 } as const;

/**
 * The Chromium to drive: CHROMIUM_PATH if set, else the first of SYSTEM_CHROMIUMS that exists,
 * else the headless Chromium that the devDependency @sparticuz/chromium ships (Linux x64; it
 * needs the system's libnss3), so that `npm install && npm test` needs nothing else there.
 */
export async function chromiumExecutable(): Promise<string> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (!existsSync(chosen))
      throw new Error(`CHROMIUM_PATH is ${chosen}, and there is no such file`);
    return chosen;
  }
  return SYSTEM_CHROMIUMS.find((file) => existsSync(file)) ?? (await bundledChromium());
}

/**
 * @sparticuz/chromium's browser, unpacked once into node_modules/.cache. The package unpacks into
 * os.tmpdir() and takes any file already there as finished, so two runs starting together could
 * launch a half-written binary: here each run unpacks into a folder of its own (os.tmpdir()
 * follows TMPDIR), and the first to finish renames it into place.
 */
async function bundledChromium(): Promise<string> {
  // The package's main file is build/cjs/index.cjs; its package.json is two folders up.
  const root = path.resolve(
    path.dirname(createRequire(import.meta.url).resolve("@sparticuz/chromium")),
    "../..",
  );
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    version: string;
  };
  const folder = path.resolve(root, "../../.cache", `sparticuz-chromium-${version}`);
  const binary = path.join(folder, "chromium");
  if (existsSync(binary)) return binary;
  mkdirSync(path.dirname(folder), { recursive: true });
  const part = mkdtempSync(`${folder}.part-`);
  const tmpdir = process.env.TMPDIR;
  try {
    process.env.TMPDIR = part;
    const { default: bundled } = await import("@sparticuz/chromium");
    await bundled.executablePath();
    renameSync(part, folder);
  } catch (error) {
    if (!existsSync(binary)) throw error; // else another run unpacked it first
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    rmSync(part, { recursive: true, force: true });
  }
  return binary;
}

/**
 * A browser that is missing or does not start fails the run: a green `npm test` tested the sidebar.
 */
async function launch<T>(start: (options: LaunchOptions) => Promise<T>): Promise<T> {
  let executablePath: string | undefined;
  try {
    executablePath = await chromiumExecutable();
    return await start({ executablePath, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Chromium for the sidebar did not start${executablePath ? ` (${executablePath})` : ""}: ${reason}\n` +
        "Set CHROMIUM_PATH to a Chromium or Chrome binary, or run npm install to restore @sparticuz/chromium.",
      { cause: error },
    );
  }
}

/**
 * One browser for this process (scripts/sidebarScreenshot.ts). `systemLocale` («ru_RU.UTF-8») is
 * the locale of the browser's process: a date field shows its value in that locale's order
 * («29.11.2026»), whatever the page's locale says.
 */
export function launchChromium(systemLocale?: string): Promise<Browser> {
  if (systemLocale === undefined) return launch((options) => chromium.launch(options));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined) env[name] = value;
  Object.assign(env, { LANG: systemLocale, LC_ALL: systemLocale });
  return launch((options) => chromium.launch({ ...options, env }));
}

/**
 * One browser for the whole test run, which each test file connects to (test/chromiumServer.ts).
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return launch((options) => chromium.launchServer(options));
}

/** What a server call returns to the page: the value, or the failure's message. */
export type Reply =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** The Node side of google.script.run. */
export interface ServerSide {
  /** Top-level functions the page may call (Apps Script exposes exactly these). */
  readonly functions: readonly string[];
  call(name: string, args: readonly unknown[]): unknown;
  /**
   * The page as the server serves it (showGameForm's HtmlOutput);
   * without it, dist/Sidebar.html as built.
   */
  sidebarHtml?(): string;
}

/** A fault the bridge injects into the next call of a function. */
export type Fault =
  { readonly kind: "connection" } | { readonly kind: "throw"; readonly message: string };

/** Records every call and can break the next ones on purpose. */
export class Bridge {
  readonly calls: { name: string; args: unknown[]; reply: Reply }[] = [];
  private readonly faults = new Map<string, Fault[]>();

  constructor(readonly server: ServerSide) {}

  failNext(name: string, fault: Fault): void {
    this.faults.set(name, [...(this.faults.get(name) ?? []), fault]);
  }

  private readonly gates = new Map<string, Promise<void>>();

  /** The next call of `name` reaches the server only once the returned function is called. */
  holdNext(name: string): () => void {
    let open = (): void => undefined;
    this.gates.set(name, new Promise<void>((resolve) => (open = resolve)));
    return () => open();
  }

  handle(name: string, argsJson: string): Reply | Promise<Reply> {
    const gate = this.gates.get(name);
    if (gate) {
      this.gates.delete(name);
      return gate.then(() => this.handle(name, argsJson));
    }
    const args = JSON.parse(argsJson) as unknown[];
    const fault = this.faults.get(name)?.shift();
    let reply: Reply;
    if (fault?.kind === "connection")
      reply = { ok: false, message: "NetworkError: Connection failure due to HTTP 0" };
    else if (fault?.kind === "throw") reply = { ok: false, message: fault.message };
    else {
      try {
        // Across google.script.run only JSON travels: the round trip drops what would not.
        reply = {
          ok: true,
          value: JSON.parse(JSON.stringify(this.server.call(name, args)) ?? "null") as unknown,
        };
      } catch (error) {
        reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    }
    this.calls.push({ name, args, reply });
    return reply;
  }

  callsOf(name: string): { name: string; args: unknown[]; reply: Reply }[] {
    return this.calls.filter((call) => call.name === name);
  }
}

/** Runs in the page before its script: a google.script.run with Apps Script's chaining. */
function installRun(functions: readonly string[]): void {
  type Handler = ((value: unknown) => void) | null;
  const w = window as unknown as {
    __gasCall(name: string, args: string): Promise<Reply>;
    google: unknown;
  };
  const runner = (ok: Handler, fail: Handler): Record<string, unknown> => {
    const r: Record<string, unknown> = {
      withSuccessHandler: (f: Handler) => runner(f, fail),
      withFailureHandler: (f: Handler) => runner(ok, f),
    };
    for (const name of functions) {
      r[name] = (...args: unknown[]) => {
        w.__gasCall(name, JSON.stringify(args)).then(
          (reply) => (reply.ok ? ok?.(reply.value) : fail?.(new Error(reply.message))),
          () => fail?.(new Error("NetworkError: Connection failure due to HTTP 0")),
        );
      };
    }
    return r;
  };
  w.google = { script: { run: runner(null, null) } };
}

export interface SidebarPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** alert/confirm/prompt dialogs the page opened (there must be none). */
  readonly dialogs: string[];
  /** Requests other than the sidebar itself (there must be none). */
  readonly requests: string[];
  readonly pageErrors: string[];
  close(): Promise<void>;
}

/** `locale` is the browser's; the spreadsheet's comes with the page the server serves. */
export async function openSidebar(
  browser: Browser,
  bridge: Bridge,
  options: { locale?: string; html?: string } = {},
): Promise<SidebarPage> {
  const html =
    options.html ?? bridge.server.sidebarHtml?.() ?? readFileSync("dist/Sidebar.html", "utf8");
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: options.locale ?? "ru-RU",
    deviceScaleFactor: 1,
  });
  // playwright-core waits forever by default: a missing element must fail the test, not hang it.
  context.setDefaultTimeout(10_000);
  const requests: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url === SIDEBAR_URL)
      return route.fulfill({ contentType: "text/html; charset=utf-8", body: html });
    requests.push(url);
    return route.abort();
  });
  await context.exposeFunction("__gasCall", (name: string, args: string) =>
    bridge.handle(name, args),
  );
  await context.addInitScript(installRun, bridge.server.functions);
  const page = await context.newPage();
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(SIDEBAR_URL);
  await page.waitForSelector("html[data-state=ready]");
  return { page, context, dialogs, requests, pageErrors, close: () => context.close() };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens (test/chromiumServer.ts). */
    chromiumEndpoint: string;
  }
}

/**
 * The run's one Chromium (test/chromiumServer.ts), connected to before this file's tests and
 * disconnected after them. Each sidebar opened through `open` has a browser context of its own,
 * closed by then at the latest (it may also be closed earlier), so files and tests share no state.
 */
export function sharedChromium(): {
  open(bridge: Bridge, options?: { locale?: string; html?: string }): Promise<SidebarPage>;
} {
  let browser: Browser | undefined;
  const opened: SidebarPage[] = [];
  beforeAll(async () => {
    const endpoint = inject("chromiumEndpoint") as string | undefined;
    if (!endpoint) throw new Error("No shared Chromium: run the tests through vitest.config.ts");
    browser = await chromium.connect(endpoint);
  });
  afterAll(async () => {
    for (const sidebar of opened) await sidebar.close();
    await browser?.close(); // a connected browser only disconnects: the server serves other files
  });
  return {
    async open(bridge, options = {}) {
      if (!browser) throw new Error("Chromium is not connected (see the error of beforeAll)");
      const sidebar = await openSidebar(browser, bridge, options);
      let closed: Promise<void> | undefined;
      const once = { ...sidebar, close: () => (closed ??= sidebar.close()) };
      opened.push(once);
      return once;
    },
  };
}

/** Waits until the sidebar has finished talking to the server. */
export async function settled(page: Page): Promise<void> {
  await page.waitForSelector("html[data-state=ready]");
}
