// The sidebar's figures for `npm run bench`: the size of dist/Sidebar.html and its
// first render in headless Chromium, from navigation to the form ready for typing. The browser
// is the sidebar tests' (CHROMIUM_PATH, a system Chromium, else @sparticuz/chromium's): their
// helper is TypeScript, so it is bundled with esbuild into build/ first, as the screenshots do.
import { build } from "esbuild";
import { readFile, stat } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const URL_ = "https://sidebar.invalid/Sidebar.html";

// stubServer and the page.waitForFunction/evaluate callbacks run in the page, not in Node.
/* global window, document, MutationObserver */

/**
 * Runs in the page before its own script: a google.script.run that answers at once (the
 * figure is the page's own cost, not Apps Script's round trip), and a clock that notes when
 * the form says it is ready for typing and when the players' 200 names are in its list.
 * performance.now() counts from the start of the navigation.
 */
function stubServer() {
  const answers = {
    nextGameId: () => "42",
    listPlayers: () => Array.from({ length: 200 }, (_, i) => `Игрок ${i + 1}`),
  };
  const runner = (ok) =>
    new Proxy(
      {},
      {
        get(_, name) {
          if (name === "withSuccessHandler") return (f) => runner(f);
          if (name === "withFailureHandler") return () => runner(ok);
          if (!(name in answers)) return undefined;
          return (...args) => queueMicrotask(() => ok?.(answers[name](...args)));
        },
      },
    );
  window.google = { script: { run: runner(null) } };
  const ready = new MutationObserver(() => {
    if (document.documentElement.dataset.state !== "ready") return;
    window.__readyAt = performance.now();
    ready.disconnect();
  });
  ready.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-state"] });
  const filled = new MutationObserver(() => {
    if (document.querySelectorAll("#players option").length < 200) return;
    window.__filledAt = performance.now();
    filled.disconnect();
  });
  filled.observe(document, { childList: true, subtree: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchSidebar({
  loads = 7,
  htmlPath = path.join(root, "dist/Sidebar.html"),
} = {}) {
  const html =
    (await readFile(htmlPath, "utf8")) +
    // As showGameForm serves it: the page plus the spreadsheet locale appended.
    '<div id="mafia-standings-locale" data-locale="ru_RU" hidden></div>';
  const sizeKb = (await stat(htmlPath)).size / 1024;
  const rows = [
    { label: "dist/Sidebar.html size", value: `${sizeKb.toFixed(1)} KB`, target: "< 150 KB" },
  ];
  const label = `sidebar first render in Chromium (navigation → form ready, median of ${loads})`;
  const browser = await (await testBrowser()).launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 300, height: 900 },
      locale: "ru-RU",
    });
    await context.route("**/*", (route) =>
      route.request().url() === URL_
        ? route.fulfill({ contentType: "text/html; charset=utf-8", body: html })
        : route.abort(),
    );
    await context.addInitScript(stubServer);
    const times = [];
    const fills = [];
    for (let i = 0; i < loads; i++) {
      const page = await context.newPage();
      await page.goto(URL_);
      await page.waitForFunction(() => window.__filledAt !== undefined);
      const [ready, filled] = await page.evaluate(() => [window.__readyAt, window.__filledAt]);
      times.push(ready);
      fills.push(filled - ready);
      await page.close();
    }
    // The whole figure includes Chromium's and the test harness's own page start (about 50 ms
    // for an empty page here); the form is ready before the server answers, and the next id and
    // the players' names come after.
    rows.push({
      label,
      value: `${median(times).toFixed(1)} ms (200 names in ${median(fills).toFixed(1)} ms later)`,
    });
  } finally {
    await browser.close();
  }
  return rows;
}

/** The sidebar tests' browser helper (test/sidebar/browser.ts), bundled to build/bench/. */
async function testBrowser() {
  const outfile = path.join(root, "build", "bench", "browser.mjs");
  await build({
    entryPoints: [path.join(root, "test", "sidebar", "browser.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile,
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await benchSidebar()) console.log(`${row.label}: ${row.value}`);
}
