// Opening the sidebar: the form is free at once, before the server has read «Игры»; the next free
// id and the players' names fill it in when they come, as after a save. Each server call is held
// back by the bridge (the barrier) for as long as the test needs.
import { afterEach, describe, expect, it } from "vitest";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { gameA, gameB, NAMES_RU } from "./fixtures";
import { clickGame, control, gameIdShown, saveButton, seatControl, suggestedPlayers } from "./form";
import { startServer, type GasServer } from "./gasServer";
import { payloadOf, withRoster } from "./helpers";

const chromium = sharedChromium();
let sidebar: SidebarPage | undefined;
afterEach(async () => {
  await sidebar?.close();
  sidebar = undefined;
});

/** A spreadsheet with game 1 stored: the next free id is 2, and its ten players are suggested. */
function withGameOne(): GasServer {
  const server = startServer("ru_RU");
  server.call("saveGame", [payloadOf(gameA(), "1")]);
  return server;
}

const sorted = (names: readonly string[]): string[] => [...names].sort();

describe("opening the sidebar", () => {
  it("is free while the next id is asked; the id and the players' names fill in when they come", async () => {
    const bridge = new Bridge(withGameOne());
    const release = bridge.holdNext("nextGameId");
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;

    // Ready with nothing answered: the id blank, said to be the next one, and editable.
    expect(await page.inputValue(control("game"))).toBe("");
    expect(await page.getAttribute(control("game"), "placeholder")).toBe("авто");
    expect(await page.isEditable(control("game"))).toBe(true);
    expect(await page.textContent(".status")).toBe("");
    // The judge types the first name at once (the cursor is already there).
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
      "seat1.player",
    );
    await page.keyboard.type("Новичок");
    expect(await page.inputValue(seatControl(1, "player"))).toBe("Новичок");

    release();
    await gameIdShown(page, "2");
    expect(sorted(await suggestedPlayers(page))).toEqual(sorted(NAMES_RU));
    expect(await page.inputValue(seatControl(1, "player"))).toBe("Новичок");
    expect(await page.isEditable(control("game"))).toBe(true);
    expect(sidebar.pageErrors).toEqual([]);
  });

  it("keeps an id the judge typed before the answer", async () => {
    const bridge = new Bridge(withGameOne());
    const release = bridge.holdNext("nextGameId");
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    await page.fill(control("game"), "7");
    release();
    // The names come with the id, in the same answer: once they are in, the id has been seen.
    await expect.poll(() => suggestedPlayers(page).then(sorted)).toEqual(sorted(NAMES_RU));
    expect(await page.inputValue(control("game"))).toBe("7");
  });

  it("saved before the answer, the game takes the next free id in the store; the form moves on", async () => {
    const server = withGameOne();
    const bridge = new Bridge(server);
    const release = bridge.holdNext("nextGameId");
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    await clickGame(page, gameB());
    expect(await page.inputValue(control("game"))).toBe("");
    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toMatch(/^Игра 2 сохранена \(строки 12–21\)\. Очки: /);
    expect(
      server
        .games()
        .slice(1)
        .map((row) => String(row[0])),
    ).toEqual([...new Array<string>(10).fill("1"), ...new Array<string>(10).fill("2")]);
    // As after any save: a blank form with the id after the one saved.
    await gameIdShown(page, "3");
    expect(await page.inputValue(seatControl(1, "player"))).toBe("");
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");

    release();
    await expect.poll(() => bridge.callsOf("nextGameId").length).toBe(1);
    expect(sidebar.pageErrors).toEqual([]);
  });

  it("says a failed next id, and the form stays free: a save takes the next id in the store", async () => {
    const bridge = new Bridge(startServer("ru_RU"));
    bridge.failNext("nextGameId", { kind: "connection" });
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    // The alert region (role=alert); by class, since an empty one is hidden from the role query.
    await expect
      .poll(() => page.textContent(".alert"))
      .toBe(
        "Нет связи с Google. Проверьте интернет и нажмите ещё раз.\n" +
          "Введённые данные остались в форме.",
      );
    expect(await page.inputValue(control("game"))).toBe("");
    expect(await page.isEditable(control("game"))).toBe(true);
    await clickGame(page, gameA());
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toMatch(/^Игра 1 сохранена/);
    expect(await page.textContent(".alert")).toBe("");
    await gameIdShown(page, "2");
  });

  it("offers the roster's names from the start; the games' players join them when they come", async () => {
    const roster = ["Зоя Петрова", "Алёна"];
    const bridge = new Bridge(withRoster(roster, withGameOne()));
    const release = bridge.holdNext("listPlayers");
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    expect(await suggestedPlayers(page)).toEqual(roster);
    release();
    await gameIdShown(page, "2");
    const offered = await suggestedPlayers(page);
    expect(offered.slice(0, 2)).toEqual(roster);
    expect(sorted(offered.slice(2))).toEqual(sorted(NAMES_RU.filter((name) => name !== "Алёна")));
  });

  it("keeps the roster's names when the games' players cannot be read", async () => {
    const roster = ["Зоя Петрова", "Алёна"];
    const bridge = new Bridge(withRoster(roster, withGameOne()));
    bridge.failNext("listPlayers", { kind: "connection" });
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    // The id comes in the same answer as the names: once it is in, the names have been seen.
    await gameIdShown(page, "2");
    expect(await suggestedPlayers(page)).toEqual(roster);
    expect(await page.textContent(".alert")).toBe("");
  });
});
