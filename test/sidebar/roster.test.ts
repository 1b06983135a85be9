// The roster in the judges' form (issue 20): with an «Участники» sheet, the player fields offer
// its names as the judge types, and saving a name not on it asks first, naming the seat and the
// closest roster name. Cancel saves nothing; confirming saves the game as typed.
import { afterEach, describe, expect, it } from "vitest";
import type { GamePayload } from "../../src/protocol/gamePayload";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { gameA, NAMES_RU } from "./fixtures";
import { clickGame, saveButton, seatControl } from "./form";
import { startServer } from "./gasServer";
import { withRoster } from "./helpers";

const chromium = sharedChromium();
let sidebar: SidebarPage | undefined;
afterEach(async () => {
  await sidebar?.close();
  sidebar = undefined;
});

const HOSTILE = '<img src=x onerror="document.title=1">';

describe("the roster in the form", () => {
  it("offers the roster's names in the player fields, as text", async () => {
    const roster = [...NAMES_RU, "Зоя Петрова", HOSTILE];
    const bridge = new Bridge(withRoster(roster));
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const list = await page.getAttribute(seatControl(1, "player"), "list");
    expect(list).not.toBeNull();
    await expect
      .poll(() =>
        page.$$eval(`datalist#${list ?? ""} option`, (options) =>
          options.map((o) => (o as HTMLOptionElement).value),
        ),
      )
      .toEqual(roster);
    expect(await page.locator("datalist img").count()).toBe(0);
    expect(await page.title()).not.toBe("1");
  });

  it("asks before saving a name not on the roster; Cancel saves nothing, confirming saves", async () => {
    const server = withRoster(NAMES_RU.map((name) => (name === "Зоя" ? "Зоя Петрова" : name)));
    const bridge = new Bridge(server);
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const dialog = page.locator("dialog.confirm");
    await clickGame(page, gameA());
    const zoya = NAMES_RU.indexOf("Зоя") + 1;

    await saveButton(page).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("p").textContent()).toBe(
      `Нет в списке участников: «Зоя» (место ${zoya}; ближе всего — «Зоя Петрова»). ` +
        "Сохранить игру всё равно?",
    );
    // The safe answer has the focus: Enter or Escape on it saves nothing.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Отмена");
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(false);
    expect(bridge.callsOf("saveGame")).toEqual([]);

    await saveButton(page).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Сохранить" }).click();
    await expect.poll(() => bridge.callsOf("saveGame").length).toBe(1);
    const sent = bridge.callsOf("saveGame")[0]?.args[0] as GamePayload;
    expect(sent.seats[zoya - 1]?.player).toBe("Зоя");
  });

  it("names no roster player when none is near the name typed: a new player", async () => {
    const server = withRoster(NAMES_RU.filter((name) => name !== "Зоя"));
    const bridge = new Bridge(server);
    await sidebar?.close();
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const dialog = page.locator("dialog.confirm");
    await clickGame(page, gameA());
    await saveButton(page).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("p").textContent()).toBe(
      `Нет в списке участников: «Зоя» (место ${NAMES_RU.indexOf("Зоя") + 1}). ` +
        "Сохранить игру всё равно?",
    );
  });

  it("saves without asking when every name is on the roster (case and ё/е aside), or with no roster", async () => {
    for (const server of [
      withRoster(NAMES_RU.map((name) => name.toUpperCase().replace("Ё", "Е"))),
      startServer("ru_RU"),
    ]) {
      const bridge = new Bridge(server);
      sidebar = await chromium.open(bridge, { locale: "ru-RU" });
      const { page } = sidebar;
      await clickGame(page, gameA());
      await saveButton(page).click();
      await expect.poll(() => bridge.callsOf("saveGame").length).toBe(1);
      expect(await page.locator("dialog.confirm").isVisible()).toBe(false);
      await sidebar.close();
      sidebar = undefined;
    }
  });
});
