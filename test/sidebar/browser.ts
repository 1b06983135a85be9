/**
 * Headless Chromium for the sidebar tests, and the page's google.script.run bridged to a
 * server in Node (dist/Code.js on the spreadsheet fake). The page is what the server's
 * showGameForm hands HtmlService (dist/Sidebar.html plus what it appends, such as the locale),
 * served at a made-up URL through request interception, so init scripts run (page.setContent
 * skips them) and any other request the page makes is caught and recorded: the sidebar must make none.
 */
import { afterAll, beforeAll } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
// The usual headless flags, plus single-threaded raster: without it anti-aliased edges differ
// by a pixel or two between runs, and `npm run screenshot` would change docs/sidebar.png each time.
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
 * A missing browser fails the run: a green `npm test` that tested no sidebar would be a lie.
 * Only an explicit MAFIA_SKIP_BROWSER=1 skips the browser tests, and says so.
 */
export const BROWSER_HINT = `Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set MAFIA_SKIP_BROWSER=1 to skip the sidebar tests`;
const optedOut = ["1", "true", "yes"].includes(
  (process.env.MAFIA_SKIP_BROWSER ?? "").toLowerCase(),
);
export const skipBrowser = optedOut;
if (skipBrowser) {
  console.warn(
    "WARNING: MAFIA_SKIP_BROWSER is set — the sidebar tests in test/sidebar did not run.",
  );
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(BROWSER_HINT);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** What a server call returns to the page: the value, or the failure's message. */
export type Reply =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** The Node side of google.script.run. */
export interface ServerSide {
  /** Top-level functions the page may call (Apps Script exposes exactly these). */
  readonly functions: readonly string[];
  call(name: string, args: readonly unknown[]): unknown;
  /** The page as the server serves it (showGameForm's HtmlOutput); without it, dist/Sidebar.html as built. */
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

  handle(name: string, argsJson: string): Reply {
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

/**
 * One Chromium per test file, launched before its tests and closed after them together with
 * every sidebar opened through `open` (which may also be closed earlier).
 */
export function sharedChromium(): {
  open(bridge: Bridge, options?: { locale?: string; html?: string }): Promise<SidebarPage>;
} {
  let browser: Browser | undefined;
  const opened: SidebarPage[] = [];
  beforeAll(async () => {
    if (!skipBrowser) browser = await launchChromium();
  });
  afterAll(async () => {
    for (const sidebar of opened) await sidebar.close();
    await browser?.close();
  });
  return {
    async open(bridge, options = {}) {
      if (!browser)
        throw new Error(existsSync(CHROMIUM) ? "Chromium failed to launch" : BROWSER_HINT);
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
