/**
 * The server the sidebar talks to in the tests: the REAL dist/Code.js in a node:vm context on
 * the in-memory spreadsheet fake (test/fakes/spreadsheet.ts), after «Создать листы турнира».
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";
import type { Lang } from "../../src/engine";
import { TABLE_ROW } from "../../src/sheets/standings/standingsPlan";
import {
  callServer,
  createFakeEnvironment,
  loadBundle,
  type BundleContext,
  type FakeEnvironment,
  type FakeLock,
  type FakeSheet,
} from "../fakes/spreadsheet";
import type { ServerSide } from "./browser";

export const SHEET_NAMES = {
  ru: { games: "Игры", standings: "Таблица" },
  en: { games: "Games", standings: "Standings" },
} as const;

export interface GasServer extends ServerSide {
  sidebarHtml(): string;
  readonly env: FakeEnvironment;
  readonly ctx: BundleContext;
  readonly lang: Lang;
  /** The Games sheet's values, header first, blank rows below the data dropped. */
  games(): unknown[][];
  /** The Standings sheet's table (under its status rows), header first, blank rows dropped. */
  standings(): unknown[][];
  /** Another judge holds the document lock until the returned function is called. */
  holdLock(): () => void;
}

const blank = (row: readonly unknown[]): boolean =>
  row.every((cell) => cell === "" || cell === false || cell === null);
/** The sheet's rows from `fromRow`, the first of them kept, blank ones below it dropped. */
const valuesOf = (sheet: FakeSheet, fromRow = 1): unknown[][] => {
  const rows = sheet
    .getDataRange()
    .getValues()
    .slice(fromRow - 1);
  return rows.map((row) => [...row]).filter((row, i) => i === 0 || !blank(row));
};

/** `locale` is the spreadsheet's: any string Sheets could hand over, hostile ones included. */
export function startServer(locale = "ru_RU"): GasServer {
  const env = createFakeEnvironment({ locale, timeZone: "Europe/Moscow" });
  // HtmlService serves the real page; showGameForm appends to it what the sidebar must know.
  env.htmlFiles.set("Sidebar", readFileSync("dist/Sidebar.html", "utf8"));
  const ctx = loadBundle(env);
  const lang: Lang = /^ru(?:[_-]|$)/i.test(locale) ? "ru" : "en";
  ctx.setupTournament();
  const sheet = (kind: "games" | "standings"): FakeSheet =>
    env.spreadsheet.sheet(SHEET_NAMES[lang][kind]);
  // Apps Script gives google.script.run exactly the script's top-level functions.
  const functions = Object.keys(ctx).filter(
    (name) => !(name in env.globals) && vm.runInContext(`typeof ${name}`, ctx) === "function",
  );
  return {
    env,
    ctx,
    lang,
    functions,
    call(name, args) {
      const reply = callServer(ctx, name, ...args);
      if (!reply.ok) throw new Error(reply.message);
      return reply.value;
    },
    sidebarHtml() {
      const shown = env.ui.sidebars.length;
      ctx.showGameForm();
      const page = env.ui.sidebars[shown];
      if (!page)
        throw new Error(
          `showGameForm showed no sidebar: ${env.ui.alerts.at(-1)?.prompt ?? "no message"}`,
        );
      return page.content;
    },
    games: () => valuesOf(sheet("games")),
    // The table under the standings sheet's status rows.
    standings: () => valuesOf(sheet("standings"), TABLE_ROW),
    holdLock() {
      const other: FakeLock = env.lock.newLock();
      if (!env.lock.tryAcquire(other)) throw new Error("the lock is already held");
      return () => env.lock.release(other);
    },
  };
}
