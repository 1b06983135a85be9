// Russian or English by the spreadsheet's locale, which showGameForm appends to the page (the
// browser's language only as a fallback when the page does not carry it), with the engine's
// words for roles, teams and mistakes. The sidebar asks the server for nothing but the store.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Bridge, sharedChromium, type ServerSide, type SidebarPage } from "./browser";
import { gameA, NAMES_EN } from "./fixtures";
import {
  clickGame,
  control,
  gameIdShown,
  problems,
  saveButton,
  seatControl,
  shownPoints,
} from "./form";
import { startServer } from "./gasServer";

const chromium = sharedChromium();

const STORE = [
  "saveGame",
  "refreshAfterSave",
  "loadGame",
  "deleteGame",
  "listPlayers",
  "nextGameId",
  "rulesCells",
  "seatingSchedule",
  "playerTeams",
];

async function open(
  server: ServerSide,
  locale: string,
  html?: string,
): Promise<SidebarPage & { bridge: Bridge }> {
  const bridge = new Bridge(server);
  const sidebar = await chromium.open(bridge, { locale, ...(html === undefined ? {} : { html }) });
  return { ...sidebar, bridge };
}

const texts = (sidebar: SidebarPage, selector: string): Promise<string[]> =>
  sidebar.page.locator(selector).allTextContents();

describe("locale", () => {
  it("an en_US spreadsheet gets English even in a Russian browser", async () => {
    const server = startServer("en_US");
    const sidebar = await open(server, "ru-RU");
    const { page } = sidebar;
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await saveButton(page, "Save").count()).toBe(1);
    expect(await texts(sidebar, `${seatControl(1, "role")} option`)).toEqual([
      "Civilian",
      "Sheriff",
      "Mafia",
      "Don",
    ]);
    expect(await texts(sidebar, ".winner label")).toEqual(["Red", "Black"]);
    expect(await page.getAttribute(seatControl(3, "firstKilled"), "aria-label")).toBe(
      "Seat 3: Killed first night",
    );
    expect(await page.getAttribute(control("game"), "placeholder")).toBe("auto");

    await clickGame(page, gameA(NAMES_EN));
    expect(await shownPoints(page)).toEqual(gameA().points);
    // Screen readers hear «Points: +6»; the judge sees «+6».
    expect((await texts(sidebar, ".seat .pts"))[1]).toBe("Points: +6");
    await page.fill(seatControl(5, "player"), "ALICE");
    expect((await problems(page))[0]).toContain("player “Alice” is recorded twice (seats 1, 5)");
    expect(await page.textContent("#save-reason")).toMatch(/^Cannot save yet: /);
    await page.fill(seatControl(5, "player"), NAMES_EN[4] as string);
    await saveButton(page, "Save").click();
    await expect
      .poll(() => page.textContent(".status"))
      .toMatch(/^Game 1 saved \(rows 2–11\)\. Points: 1: /);
    await expect.poll(() => page.textContent(".standings-status")).toBe("Standings updated.");
    const rows = server.games();
    expect(rows[0]?.slice(0, 4)).toEqual(["Game", "Seat", "Player", "Role"]);
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      "Civilian",
      "Sheriff",
      "Civilian",
      "Mafia",
      "Civilian",
      "Civilian",
      "Mafia",
      "Civilian",
      "Don",
      "Civilian",
    ]);
    expect(server.standings()[1]?.slice(1, 3)).toEqual(["Bob", 6]);
    expect(
      sidebar.bridge.calls.map((call) => call.name).filter((name) => !STORE.includes(name)),
    ).toEqual([]);
    expect(server.functions).not.toContain("spreadsheetLocale");
  });

  it("a ru_RU spreadsheet gets Russian even in an English browser", async () => {
    const sidebar = await open(startServer("ru_RU"), "en-US");
    const { page } = sidebar;
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
    expect(await saveButton(page, "Сохранить").count()).toBe(1);
    expect(await texts(sidebar, `${seatControl(1, "role")} option`)).toEqual([
      "Мирный",
      "Шериф",
      "Мафия",
      "Дон",
    ]);
    expect(await page.getAttribute(seatControl(3, "firstKilled"), "aria-label")).toBe(
      "Место 3: Убит в первую ночь",
    );
    expect(await page.getAttribute("form", "aria-label")).toBe("Протокол игры");
  });

  it("without the locale in the page, the browser's language decides", async () => {
    const bare = readFileSync("dist/Sidebar.html", "utf8");
    for (const [locale, save] of [
      ["en-GB", "Save"],
      ["ru-RU", "Сохранить"],
    ] as const) {
      const { page } = await open(startServer("ru_RU"), locale, bare);
      expect(await saveButton(page, save).count()).toBe(1);
      await gameIdShown(page, "1");
    }
  });

  it.each([
    ['ru_RU"><img src=x onerror="window.__pwned=1">', "ru", "Сохранить"],
    ["'><script>window.__pwned=2</script>&amp;<b id=bold>x</b>", "en", "Save"],
  ] as const)(
    "a hostile locale %s stays an attribute value, never markup",
    async (locale, lang, save) => {
      const server = startServer(locale);
      const html = server.sidebarHtml();
      expect(html.slice(html.lastIndexOf("</html>"))).not.toMatch(/<(img|script|b)\b/);
      const sidebar = await open(server, lang === "ru" ? "en-US" : "ru-RU");
      const { page } = sidebar;
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await saveButton(page, save).count()).toBe(1);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(await page.locator("img, #bold").count()).toBe(0);
      expect(html.match(/<script/gi)).toHaveLength(1);
      expect(sidebar.pageErrors).toEqual([]);
      expect(sidebar.dialogs).toEqual([]);
      await gameIdShown(page, "1");
      // Read back by a browser, the attribute is the locale exactly as Sheets gave it.
      const parsed = await page.evaluate(
        (text) =>
          new DOMParser()
            .parseFromString(text, "text/html")
            .getElementById("mafia-standings-locale")
            ?.getAttribute("data-locale"),
        html,
      );
      expect(parsed).toBe(locale);
    },
  );
});
