// Live checks in the browser: each kind of mistake is named in the engine's words as the judge
// types, the seat's control is marked, and Save stays disabled saying why until it is fixed.
// Each test starts from its own fresh sidebar with gameA entered: no test depends on another.
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { gameA } from "./fixtures";
import { clickGame, problems, saveButton, seatControl, shownPoints } from "./form";
import { startServer } from "./gasServer";

const chromium = sharedChromium();
let sidebar: SidebarPage | undefined;
let page: Page;
beforeEach(async () => {
  sidebar = await chromium.open(new Bridge(startServer("ru_RU")), { locale: "ru-RU" });
  page = sidebar.page;
  await clickGame(page, gameA());
});
afterEach(async () => {
  await sidebar?.close();
  sidebar = undefined;
});

/** The form is valid again: nothing listed but «all good», Save on, no reason shown. */
async function expectReady(): Promise<void> {
  expect(await problems(page)).toEqual(["Всё верно — можно сохранять."]);
  expect(await saveButton(page).isEnabled()).toBe(true);
  expect(await page.textContent("#save-reason")).toBe("");
}

/** A mistake is listed, Save is off, and the reason next to it names the first problem. */
async function expectBlocked(text: string, marked: string[]): Promise<void> {
  const listed = await problems(page);
  expect(
    listed.some((line) => line.includes(text)),
    `${listed.join(" | ")} should mention ${text}`,
  ).toBe(true);
  expect(await saveButton(page).isDisabled()).toBe(true);
  expect(await page.textContent("#save-reason")).toBe(`Нельзя сохранить: ${listed[0]}`);
  for (const selector of marked)
    expect(await page.getAttribute(selector, "aria-invalid"), selector).toBe("true");
}

describe("live checks", () => {
  it("starts from a valid game", async () => {
    await expectReady();
  });

  it("role counts 6/1/2/1", async () => {
    await page.selectOption(seatControl(1, "role"), "sheriff");
    await expectBlocked("роль «Шериф» у 2 игроков (места 1, 2), а нужно у 1", [
      seatControl(1, "role"),
      seatControl(2, "role"),
    ]);
    expect(await shownPoints(page)).toEqual(Array(10).fill(null));
    await page.selectOption(seatControl(1, "role"), "civilian");
    await expectReady();
  });

  it("a player twice (case and ё do not make a new player)", async () => {
    await page.fill(seatControl(5, "player"), "  алена ");
    await expectBlocked("игрок «Алёна» записан дважды (места 1, 5)", [
      seatControl(1, "player"),
      seatControl(5, "player"),
    ]);
    // Points do not depend on who sits where: they stay shown.
    expect(await shownPoints(page)).toEqual(gameA().points);
    await page.fill(seatControl(5, "player"), "Дина");
    await expectReady();
  });

  it("missing names", async () => {
    await page.fill(seatControl(4, "player"), "");
    await page.fill(seatControl(9, "player"), " ");
    await expectBlocked("впишите игроков: 4, 9", []);
    // Still to do, not wrong: listed in the to-do colour, the empty fields are not marked red.
    expect(await page.getAttribute(".problems li", "class")).toBe("todo");
    expect(await page.getAttribute(seatControl(4, "player"), "aria-invalid")).toBeNull();
    await page.fill(seatControl(4, "player"), "Глеб");
    await page.fill(seatControl(9, "player"), "Илья");
    await expectReady();
  });

  it("more than one killed first night", async () => {
    await page.click(seatControl(6, "firstKilled"));
    await expectBlocked("убитых в первую ночь больше одного (места 3, 6)", [
      seatControl(3, "firstKilled"),
      seatControl(6, "firstKilled"),
    ]);
    await page.click(seatControl(6, "firstKilled"));
    await expectReady();
  });

  it("a best move by a player not killed first night; the field opens only for that seat", async () => {
    expect(await page.isDisabled(seatControl(1, "bestMove"))).toBe(true);
    expect(await page.isEnabled(seatControl(3, "bestMove"))).toBe(true);
    await page.click(seatControl(3, "firstKilled"));
    await expectBlocked("лучший ход бывает только у красного игрока, убитого в первую ночь", [
      seatControl(3, "bestMove"),
    ]);
    expect((await problems(page))[0]).toMatch(/^Место 3, /);
    // The stale best move stays editable so it can be cleared.
    expect(await page.isEnabled(seatControl(3, "bestMove"))).toBe(true);
    await page.click(seatControl(3, "firstKilled"));
    await expectReady();
  });

  it("counts and best moves that are not numbers or seats", async () => {
    await page.fill(seatControl(8, "correct"), "1.5");
    await expectBlocked("«1.5» — нужно целое число от 0 до 99", [seatControl(8, "correct")]);
    await page.fill(seatControl(8, "correct"), "100");
    await expectBlocked("Место 8, «Правильная кандидатура»: «100» — нужно целое число от 0 до 99", [
      seatControl(8, "correct"),
    ]);
    await page.fill(seatControl(5, "remarks"), "250");
    await expectBlocked("Место 5, «Замечания»: «250» — нужно целое число от 0 до 99", [
      seatControl(5, "remarks"),
    ]);
    await page.fill(seatControl(5, "remarks"), "1");
    await page.fill(seatControl(8, "correct"), "1");
    await page.fill(seatControl(3, "bestMove"), "4 4 9");
    await expectBlocked(
      "«4 4 9» — нужно число чёрных от 0 до 3 или два-три разных места, например «3 7 9»",
      [seatControl(3, "bestMove")],
    );
    await page.fill(seatControl(3, "bestMove"), "3 7");
    await expectBlocked("лучший ход называет место самого игрока", [seatControl(3, "bestMove")]);
    await page.fill(seatControl(3, "bestMove"), "4 7 9");
    await expectReady();
  });

  it("no winner: still to do, points wait for it; Enter takes the judge there", async () => {
    await page.evaluate(() => {
      for (const radio of document.querySelectorAll<HTMLInputElement>('[name="winner"]'))
        radio.checked = false;
      document.querySelector("form")?.dispatchEvent(new Event("change"));
    });
    await expectBlocked("выберите победителя", []);
    expect(await page.getAttribute(".problems li", "class")).toBe("todo");
    expect(await shownPoints(page)).toEqual(Array(10).fill(null));
    await page.focus(seatControl(7, "remarks"));
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("winner");
    await page.click('[name="winner"][value="red"]');
    await expectReady();
  });
});
