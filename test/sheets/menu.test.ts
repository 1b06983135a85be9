/**
 * The menu. In AuthMode.NONE (installed, not yet used in this file) Apps Script allows building
 * the add-on menu but no access to the document — not even its locale (developers.google.com,
 * "Editor add-on authorization": NONE gives no access to the file; Session.getActiveUserLocale
 * needs no authorisation). So onOpen takes the spreadsheet's locale in LIMITED/FULL and the
 * user's locale in NONE.
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { createFakeEnvironment, loadBundle } from "../fakes/spreadsheet";

const FUNCTIONS = [
  "showGameForm",
  "setupTournament",
  "recalculateStandings",
  "checkProtocol",
  "showSeatingDialog",
  "showFinalSeatingDialog",
  "writeJudgeSheets",
  "showPlayerCard",
  "showHelp",
  "runDiagnostics",
];

function itemsOf(env: ReturnType<typeof createFakeEnvironment>) {
  const menu = env.ui.menus.at(-1);
  return (menu?.items ?? []).filter(
    (i): i is { caption: string; functionName: string } => "caption" in i,
  );
}

describe("onOpen / onInstall", () => {
  it.each([
    ["ru_RU", "Внести игру…", "Создать листы турнира"],
    ["ru", "Внести игру…", "Создать листы турнира"],
    ["en_US", "Enter a game…", "Create tournament sheets"],
    ["de_DE", "Enter a game…", "Create tournament sheets"],
  ])("builds the add-on menu in the language of locale %s", (locale, first, second) => {
    const env = createFakeEnvironment({ locale });
    const ctx = loadBundle(env);
    ctx.onOpen(env.event());
    expect(env.ui.menus).toHaveLength(1);
    expect(env.ui.menus[0]?.kind).toBe("addon");
    const items = itemsOf(env);
    expect(items.map((i) => i.functionName)).toEqual(FUNCTIONS);
    expect(items[0]?.caption).toBe(first);
    expect(items[1]?.caption).toBe(second);
    // Every menu item names a top-level function of Code.js.
    for (const item of items) expect(typeof ctx[item.functionName]).toBe("function");
  });

  it("in AuthMode.NONE never touches the document and speaks the user's language", () => {
    const env = createFakeEnvironment({ locale: "en_US", userLocale: "ru" });
    env.setAuthMode("NONE");
    const ctx = loadBundle(env);
    ctx.onOpen(env.event());
    expect(itemsOf(env)[0]?.caption).toBe("Внести игру…");
    expect(
      env.calls.count("SpreadsheetApp.getActive") +
        env.calls.count("SpreadsheetApp.getActiveSpreadsheet"),
    ).toBe(0);
    const allowed = new Set([
      "SpreadsheetApp.getUi",
      "Ui.createAddonMenu",
      "Menu.addItem",
      "Menu.addSeparator",
      "Menu.addToUi",
      "Session.getActiveUserLocale",
    ]);
    expect(Object.keys(env.calls.byMethod()).filter((m) => !allowed.has(m))).toEqual([]);
  });

  it("onInstall builds the same menu; a missing event (run from the editor) counts as full access", () => {
    const env = createFakeEnvironment({ locale: "en_GB" });
    const ctx = loadBundle(env);
    ctx.onInstall(env.event({ authMode: undefined }));
    ctx.onOpen();
    expect(env.ui.menus).toHaveLength(2);
    expect(itemsOf(env)[2]?.caption).toBe("Recalculate standings");
  });
});

describe("the bundle outside Apps Script", () => {
  it("loads in a bare V8 context, and a call without services fails with a plain message", () => {
    const context = vm.createContext({});
    vm.runInContext(readFileSync("dist/Code.js", "utf8"), context);
    expect(
      vm.runInContext("typeof onOpen + typeof saveGame + typeof MAFIA_STANDINGS", context),
    ).toBe("functionfunctionfunction");
    expect(() => {
      vm.runInContext("nextGameId()", context);
    }).toThrow(/^Failed: Apps Script service SpreadsheetApp is not available here$/);
  });
});

describe("help and the sidebar", () => {
  it("shows help in a dialog in the spreadsheet's language, naming every menu item and feature", () => {
    const helpOf = (locale: string): { help: string; items: string[] } => {
      const env = createFakeEnvironment({ locale });
      const ctx = loadBundle(env);
      ctx.onOpen(env.event());
      ctx.showHelp();
      const items = (env.ui.menus[0]?.items ?? [])
        .flatMap((item) => ("caption" in item ? [item.caption] : []))
        .filter((caption) => caption !== "Справка" && caption !== "Help");
      return { help: env.ui.alerts[0]?.prompt ?? "", items };
    };
    const ru = helpOf("ru_RU");
    expect(ru.items).toHaveLength(9);
    for (const item of ru.items) expect(ru.help).toContain(`«${item}»`);
    for (const word of ["«Статистика»", "«Участники»", "«Рассадка финала…»", "форма игры"])
      expect(ru.help).toContain(word);
    for (const fn of ["MAFIA_STANDINGS", "MAFIA_POINTS", "MAFIA_STATS"])
      expect(ru.help).toContain(`=${fn}(Игры!A:N; Правила!A:B`);
    expect(ru.help).toContain('=MAFIA_RANK("Имя"; Игры!A:N; Правила!A:B)');

    const en = helpOf("en_US");
    expect(en.items).toHaveLength(9);
    for (const item of en.items) expect(en.help).toContain(`“${item}”`);
    for (const word of ["“Statistics”", "“Players”", "game form", "=MAFIA_STATS(Games!A:N"])
      expect(en.help).toContain(word);
    expect(en.help).not.toMatch(/[а-яё]/i);
  });

  it("opens Sidebar.html with a localised title, and says so plainly when the file is missing", () => {
    const env = createFakeEnvironment({ locale: "en_US" });
    const ctx = loadBundle(env);
    ctx.showGameForm();
    expect(env.ui.sidebars).toEqual([
      // An asymmetric matcher is typed `any` by Vitest, to stand in for a value of any type.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
      { title: "Game protocol", file: "Sidebar", content: expect.any(String) },
    ]);
    env.htmlFiles.delete("Sidebar");
    ctx.showGameForm();
    expect(env.ui.alerts.at(-1)?.prompt).toBe("Failed: No HTML file named Sidebar was found.");
  });

  it("tells the sidebar the spreadsheet's locale inside the page, escaped, with no server function for it", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.showGameForm();
    const page = env.ui.sidebars[0]?.content ?? "";
    expect(page).toBe(
      `${env.htmlFiles.get("Sidebar")}<div id="mafia-standings-locale" data-locale="ru_RU" hidden></div>`,
    );
    expect(ctx.spreadsheetLocale).toBeUndefined();

    env.spreadsheet.locale = `x"><img src=x onerror='alert(1)'>&amp;`;
    ctx.showGameForm();
    const appended = (env.ui.sidebars[1]?.content ?? "").slice(
      env.htmlFiles.get("Sidebar")?.length,
    );
    expect(appended).toBe(
      '<div id="mafia-standings-locale" data-locale="x&#34;&#62;&#60;img src=x onerror=&#39;alert(1)&#39;&#62;&#38;amp;" hidden></div>',
    );
  });

  it("tells the sidebar when the Games sheet numbers games per table: «Стол», and «Тур» beside it", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.setupTournament();
    const place = (): string | null => {
      ctx.showGameForm();
      const page = env.ui.sidebars.at(-1)?.content ?? "";
      return /<div id="mafia-standings-place"[^>]*><\/div>/.exec(page)?.[0] ?? null;
    };
    expect(place()).toBeNull();
    const games = env.spreadsheet.sheet("Игры");
    games.getRange(1, 16, 1, 1).setValues([["Тур"]]);
    expect(place()).toBeNull();
    games.getRange(1, 17, 1, 1).setValues([["№ стола"]]);
    expect(place()).toBe(
      '<div id="mafia-standings-place" data-place="{&#34;round&#34;:true,&#34;table&#34;:true}" hidden></div>',
    );
    games.getRange(1, 16, 1, 1).setValues([["Судья"]]);
    expect(place()).toBe(
      '<div id="mafia-standings-place" data-place="{&#34;round&#34;:false,&#34;table&#34;:true}" hidden></div>',
    );
  });
});
