// Correcting a stored game: load it by id into the form, save it over the old one after a
// confirmation; delete it after a confirmation. Cancel and Escape change nothing.
import { describe, expect, it } from "vitest";
import type { GamePayload } from "../../src/protocol/gamePayload";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { gameA } from "./fixtures";
import { control, formSnapshot, gameIdShown, saveButton, seatControl, shownPoints } from "./form";
import { startServer } from "./gasServer";
import { payloadOf, snapshotOf } from "./helpers";

const chromium = sharedChromium();
let sidebar: SidebarPage | undefined;

describe("correcting a game", () => {
  it("loads, replaces after confirming, deletes after confirming", async () => {
    const server = startServer("ru_RU");
    server.call("saveGame", [payloadOf(gameA(), "1")]);
    const before = server.games();
    const bridge = new Bridge(server);
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const dialog = page.locator("dialog.confirm");
    await gameIdShown(page, "2");
    expect(await page.isHidden("button.delete")).toBe(true);

    // Load game 1 by id: the form shows it as stored, with its points.
    await page.fill(control("game"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect.poll(() => page.textContent(".status")).toBe("Игра 1 открыта для исправления.");
    expect(await formSnapshot(page)).toEqual(snapshotOf(gameA(), "1"));
    expect(await shownPoints(page)).toEqual(gameA().points);
    expect(await page.textContent(".banner")).toBe("Исправление игры 1");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
      "seat1.player",
    );

    // Correct it: the remark of seat 5 was a mistake.
    await page.fill(seatControl(5, "remarks"), "");
    expect((await shownPoints(page))[4]).toBe(3);
    await saveButton(page).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("p").textContent()).toBe(
      "Игра 1 уже сохранена. Заменить её исправленной?",
    );
    await dialog.getByRole("button", { name: "Отмена" }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(bridge.callsOf("saveGame")).toEqual([]);
    expect(server.games()).toEqual(before);

    // Again by keyboard: Enter on Save, the dialog opens on «Заменить», Enter confirms.
    await saveButton(page).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Заменить");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.textContent(".status"))
      .toMatch(/^Игра 1 сохранена \(строки 2–11\)\. Очки: 1: [^]*; 10: [^;]+\.$/);
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");
    const sent = bridge.callsOf("saveGame")[0]?.args[0] as GamePayload;
    expect(sent.replace).toBe(true);
    // With the rows the game was loaded from: the store reads them rather than searching.
    expect(sent.rows).toEqual([2, 11]);
    const rows = server.games().slice(1);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row[9])).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(server.standings().find((row) => row[1] === "Дина")?.[2]).toBe(3);
    // A new blank game follows; the corrected one is no longer being edited.
    await expect.poll(() => page.inputValue(control("game"))).toBe("2");
    expect(await page.isHidden(".banner")).toBe(true);

    // Delete: the dialog opens on «Отмена»; Escape cancels; then confirm.
    await page.fill(control("game"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect.poll(() => page.isVisible("button.delete")).toBe(true);
    await page.getByRole("button", { name: "Удалить игру" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("p").textContent()).toBe(
      "Удалить игру 1 из протокола? Таблица пересчитается.",
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Отмена");
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(false);
    expect(bridge.callsOf("deleteGame")).toEqual([]);
    expect(server.games().slice(1)).toHaveLength(10);

    await page.getByRole("button", { name: "Удалить игру" }).click();
    await dialog.getByRole("button", { name: "Удалить", exact: true }).click();
    await expect.poll(() => page.textContent(".status")).toBe("Игра 1 удалена (10 строк).");
    // With the rows the game was loaded from, as a correction sends them.
    expect(bridge.callsOf("deleteGame")[0]?.args.at(-1)).toEqual([2, 11]);
    expect(server.games().slice(1)).toEqual([]);
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");
    expect(server.standings().slice(1)).toEqual([]);
    await expect.poll(() => page.inputValue(control("game"))).toBe("1");
    expect(await page.isHidden("button.delete")).toBe(true);
  });

  it("asks before loading over what the judge has typed", async () => {
    const server = startServer("ru_RU");
    server.call("saveGame", [payloadOf(gameA(), "1")]);
    await sidebar?.close();
    sidebar = await chromium.open(new Bridge(server), { locale: "ru-RU" });
    const { page } = sidebar;
    await page.fill(seatControl(1, "player"), "Новичок");
    await page.fill(control("game"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    const dialog = page.locator("dialog.confirm");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Отмена" }).click();
    expect(await page.inputValue(seatControl(1, "player"))).toBe("Новичок");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await dialog.getByRole("button", { name: "Открыть" }).click();
    await expect.poll(() => page.inputValue(seatControl(1, "player"))).toBe("Алёна");
  });
});
