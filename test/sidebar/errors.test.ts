// When the server says no — duplicate id, lock timeout, lost connection — the judge reads why
// in words and nothing typed is lost; hostile names stay text everywhere.
import { describe, expect, it } from "vitest";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { gameA, gameB, NAMES_RU } from "./fixtures";
import {
  clickGame,
  control,
  formSnapshot,
  gameIdShown,
  problems,
  saveButton,
  seatControl,
  suggestedPlayers,
} from "./form";
import { startServer } from "./gasServer";
import { payloadOf, snapshotOf } from "./helpers";

const chromium = sharedChromium();
let sidebar: SidebarPage | undefined;

const KEEP = "Введённые данные остались в форме.";

describe("server errors", () => {
  it("duplicate id, lock timeout and lost connection: words shown, input kept, then saved", async () => {
    const server = startServer("ru_RU");
    server.call("saveGame", [payloadOf(gameA(), "1")]);
    const stored = server.games();
    const bridge = new Bridge(server);
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    await gameIdShown(page, "2");
    await clickGame(page, gameB());
    await page.fill(control("game"), "1");
    const typed = await formSnapshot(page);
    expect(typed).toEqual(snapshotOf(gameB(), "1"));
    // The alert region (role=alert); by class, since an empty one is hidden from the role query.
    const alert = page.locator(".alert");

    // Duplicate id: the store's own refusal, in its words.
    await saveButton(page).click();
    await expect.poll(() => alert.textContent()).toMatch(/^Игра 1 не сохранена:[^]*уже есть/);
    expect(await alert.textContent()).toContain(KEEP);
    // It points at a control the form has: its own «Открыть» button.
    expect(await alert.textContent()).toContain(
      `нажмите «${(await page.textContent("button.load")) ?? "?"}»`,
    );
    expect(await formSnapshot(page)).toEqual(typed);
    expect(server.games()).toEqual(stored);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Сохранить");

    // Lock timeout: another judge holds the document lock.
    await page.fill(control("game"), "2");
    const release = server.holdLock();
    await saveButton(page).click();
    await expect
      .poll(() => alert.textContent())
      .toContain("Таблица занята: сейчас сохраняет другой судья.");
    expect(await formSnapshot(page)).toEqual({ ...typed, game: "2" });
    expect(server.games()).toEqual(stored);
    release();

    // Lost connection: the call never reaches the server.
    bridge.failNext("saveGame", { kind: "connection" });
    await page.keyboard.press("Enter");
    await expect
      .poll(() => alert.textContent())
      .toBe(`Нет связи с Google. Проверьте интернет и нажмите ещё раз.\n${KEEP}`);
    expect(await formSnapshot(page)).toEqual({ ...typed, game: "2" });
    expect(server.games()).toEqual(stored);

    // The same input saves once the server can take it; the alert gives way to the success.
    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toMatch(/^Игра 2 сохранена \(строки 12–21\)\. Очки: /);
    expect(await alert.textContent()).toBe("");
    expect(await alert.getAttribute("role")).toBe("alert");
    expect(
      server
        .games()
        .slice(11)
        .map((row) => row[2]),
    ).toEqual(NAMES_RU);
  });

  it("a game that is not there, and a lost connection while loading, keep the form", async () => {
    const server = startServer("ru_RU");
    const bridge = new Bridge(server);
    await sidebar?.close();
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    await page.fill(control("game"), "77");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("77");
    expect(await page.inputValue(control("game"))).toBe("77");
    bridge.failNext("loadGame", { kind: "connection" });
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Нет связи с Google");
  });
});

describe("user text is text", () => {
  const HOSTILE = "<img src=x onerror=alert(1)>";

  it("a player named like markup is shown, checked, saved, suggested and loaded as text", async () => {
    const server = startServer("ru_RU");
    const bridge = new Bridge(server);
    await sidebar?.close();
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const names = [HOSTILE, ...NAMES_RU.slice(1)];
    await clickGame(page, gameA(names));
    await page.fill(seatControl(5, "player"), HOSTILE);
    const listed = await problems(page);
    expect(listed[0]).toContain(`игрок «${HOSTILE}» записан дважды (места 1, 5)`);
    await page.fill(seatControl(5, "player"), NAMES_RU[4] as string);

    // A server message with markup in it is text too.
    bridge.failNext("saveGame", {
      kind: "throw",
      message: "<img src=y onerror=alert(2)><b>bold</b>",
    });
    await saveButton(page).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("<img src=y onerror=alert(2)><b>bold</b>");

    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toContain("Игра 1 сохранена");
    expect(server.games()[1]?.[2]).toBe(HOSTILE);
    await expect.poll(() => suggestedPlayers(page)).toContain(HOSTILE);

    await page.fill(control("game"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect.poll(() => page.inputValue(seatControl(1, "player"))).toBe(HOSTILE);

    expect(await page.$$eval("img, b", (elements) => elements.length)).toBe(0);
    expect(sidebar.dialogs).toEqual([]);
    expect(sidebar.pageErrors).toEqual([]);
    expect(sidebar.requests).toEqual([]);
  });
});
