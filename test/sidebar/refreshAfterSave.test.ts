// A save or a deletion at the judges' table: the sidebar says the game is saved (with its points)
// or deleted as soon as its rows are stored or gone, then the standings refresh without the judge
// waiting («Таблица обновляется…», «Таблица обновлена»). A refresh that never comes or fails
// leaves «Таблица» saying it is not updated.
import { afterAll, describe, expect, it } from "vitest";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { gameA, gameB } from "./fixtures";
import { clickGame, control, gameIdShown, saveButton } from "./form";
import { startServer } from "./gasServer";
import { payloadOf } from "./helpers";

const chromium = sharedChromium();
let sidebar: SidebarPage | undefined;
afterAll(async () => {
  await sidebar?.close();
});

describe("the standings after a save", () => {
  it("follow apart: saved first, then «обновляется…», «обновлена»; a failed refresh is said", async () => {
    const server = startServer("ru_RU");
    const bridge = new Bridge(server);
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const topLine = () => server.env.spreadsheet.sheet("Таблица").display(1, 1);
    await gameIdShown(page, "1");

    // The refresh held back: the game is saved, the form free, the standings not yet updated.
    const release = bridge.holdNext("refreshAfterSave");
    await clickGame(page, gameA());
    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toMatch(/^Игра 1 сохранена \(строки 2–11\)\. Очки: 1: [^]*; 10: [^;]+\.$/);
    expect(await page.textContent(".standings-status")).toBe("Таблица обновляется…");
    await expect.poll(() => page.inputValue(control("game"))).toBe("2");
    expect(await saveButton(page).isDisabled()).toBe(true); // a blank form, not a busy one
    expect(await page.isDisabled(control("game"))).toBe(false);
    expect(topLine()).toMatch(/^⚠ Таблица не обновлена/);
    release();
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");
    expect(topLine()).toMatch(/^Таблица обновлена после игры 1 — /);
    expect(server.standings().length).toBe(11);

    // The refresh fails (no connection): the sidebar says so, and so does «Таблица».
    bridge.failNext("refreshAfterSave", { kind: "connection" });
    await clickGame(page, gameB());
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toMatch(/^Игра 2 сохранена/);
    await expect
      .poll(() => page.textContent(".standings-status"))
      .toMatch(/^Таблица не обновлена: [^]*«Пересчитать таблицу»/);
    expect(topLine()).toMatch(/^⚠ Таблица не обновлена/);
    expect(bridge.callsOf("saveGame").map((call) => call.reply.ok)).toEqual([true, true]);
  });
});

describe("the standings after a deletion", () => {
  it("follow apart as after a save: deleted first, then «обновляется…», «обновлена»; a failure is said", async () => {
    const server = startServer("ru_RU");
    server.call("saveGame", [payloadOf(gameA(), "1")]);
    server.call("saveGame", [payloadOf(gameB(), "2")]);
    server.call("refreshAfterSave", []);
    const topLine = () => server.env.spreadsheet.sheet("Таблица").display(1, 1);
    expect(topLine()).toMatch(/^Таблица обновлена после игры 2 — /);
    const bridge = new Bridge(server);
    await sidebar?.close();
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const dialog = page.locator("dialog.confirm");
    const deleteGame = async (id: string): Promise<void> => {
      await page.fill(control("game"), id);
      await page.getByRole("button", { name: "Открыть", exact: true }).click();
      await expect
        .poll(() => page.textContent(".status"))
        .toBe(`Игра ${id} открыта для исправления.`);
      await page.getByRole("button", { name: "Удалить игру" }).click();
      await dialog.getByRole("button", { name: "Удалить", exact: true }).click();
      await expect.poll(() => page.textContent(".status")).toBe(`Игра ${id} удалена (10 строк).`);
    };
    await expect.poll(() => page.inputValue(control("game"))).toBe("3");

    // The refresh held back: the game is gone, the form free, the standings not yet updated.
    const release = bridge.holdNext("refreshAfterSave");
    await deleteGame("1");
    expect(await page.textContent(".standings-status")).toBe("Таблица обновляется…");
    await expect.poll(() => page.isDisabled(control("game"))).toBe(false);
    expect(
      server
        .games()
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(new Array<number>(10).fill(2));
    expect(topLine()).toMatch(/^⚠ Таблица не обновлена/);
    release();
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");
    expect(topLine()).toMatch(/^Таблица обновлена после игры 2 — /);
    expect(server.standings().length).toBe(11);

    // The refresh fails (no connection): the sidebar says so, and so does «Таблица».
    bridge.failNext("refreshAfterSave", { kind: "connection" });
    await deleteGame("2");
    await expect
      .poll(() => page.textContent(".standings-status"))
      .toMatch(/^Таблица не обновлена: [^]*«Пересчитать таблицу»/);
    expect(server.games().slice(1)).toEqual([]);
    expect(topLine()).toMatch(/^⚠ Таблица не обновлена/);
    expect(server.standings().length).toBe(11);
    expect(bridge.callsOf("deleteGame").map((call) => call.reply.ok)).toEqual([true, true]);
  });
});

describe("the next game after a save", () => {
  it("is on the form at once, then takes what the refresh says, asking the server nothing more", async () => {
    const server = startServer("ru_RU");
    const bridge = new Bridge(server);
    await sidebar?.close();
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    await gameIdShown(page, "1");
    const asked = () =>
      ["nextGameId", "listPlayers", "rulesCells"].map((name) => bridge.callsOf(name).length);
    const askedAtStart = asked();

    // Game 1 saved, its refresh held back; meanwhile another judge saves game 2.
    const release = bridge.holdNext("refreshAfterSave");
    await clickGame(page, gameA());
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toMatch(/^Игра 1 сохранена/);
    expect(await page.inputValue(control("game"))).toBe("2");
    expect(await page.isDisabled(control("game"))).toBe(false);
    server.call("saveGame", [payloadOf(gameB(), "2")]);
    release();
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");
    // The refresh knew of game 2: the untouched id moves on to 3.
    await expect.poll(() => page.inputValue(control("game"))).toBe("3");
    expect(bridge.callsOf("refreshAfterSave").at(-1)?.reply).toMatchObject({
      ok: true,
      value: { next: { game: "3" } },
    });

    // An id the judge typed meanwhile stays.
    const second = bridge.holdNext("refreshAfterSave");
    await page.fill(control("game"), "3");
    await clickGame(page, gameA());
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toMatch(/^Игра 3 сохранена/);
    expect(await page.inputValue(control("game"))).toBe("4");
    await page.fill(control("game"), "10");
    second();
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");
    expect(await page.inputValue(control("game"))).toBe("10");
    // After each save the refresh alone answered for the next game.
    expect(asked()).toEqual(askedAtStart);
  });
});
