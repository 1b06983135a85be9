// The sidebar under the spreadsheet's Rules sheet (issue 8): a «Доп.» number per seat saved to
// «Доп. баллы», the live points under FIIM (worked out by hand from SYSTEMS.md), the note that
// they are without Ci, and what a broken or hostile Rules sheet does to the form.
import { describe, expect, it } from "vitest";
import type { GamePayload, SaveResult } from "../../src/protocol/gamePayload";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { gameA, gameB, type GameInput } from "./fixtures";
import {
  clickGame,
  control,
  formSnapshot,
  problems,
  saveButton,
  seatControl,
  shownPoints,
} from "./form";
import { startServer, type GasServer } from "./gasServer";
import { snapshotOf } from "./helpers";

const chromium = sharedChromium();

function serverWithSystem(system: unknown): GasServer {
  const server = startServer("ru_RU");
  server.env.spreadsheet.sheet("Правила").getRange("B2").setValue(system);
  return server;
}

async function open(server: GasServer): Promise<SidebarPage & { bridge: Bridge }> {
  const bridge = new Bridge(server);
  return { ...(await chromium.open(bridge, { locale: "ru-RU" })), bridge };
}

/** gameA with the judges' +0.5 for seat 1. */
const withExtra = (): GameInput => {
  const game = gameA();
  return {
    ...game,
    seats: game.seats.map((seat, i) => (i === 0 ? { ...seat, extra: 0.5 } : seat)),
  };
};

describe("the sidebar and the Rules sheet", () => {
  it("under FIIM: points as FIIM scores them, extra points saved to «Доп. баллы», loaded and saved back identically", async () => {
    const server = serverWithSystem("ФИИМ");
    const sidebar = await open(server);
    const { page } = sidebar;
    expect(await page.textContent("#system-note")).toBe(
      "Очки по системе «ФИИМ» без компенсации Ci: она зависит от всех игр турнира и видна в таблице.",
    );
    const game = withExtra();
    await clickGame(page, game);
    // FIIM: a win 1, a loss 0, every game 0.3. Seat 1: 1 + 0.3 + 0.5 extra;
    // seat 2: best player earns 0; seat 3: best move with 3 black 0.7; seat 5: a remark 0;
    // seat 8: a correct pick 0; seat 10: removal −0.5.
    const points = [1.8, 1.3, 2, 0.3, 1.3, 1.3, 0.3, 1.3, 0.3, 0.8];
    expect(await shownPoints(page)).toEqual(points);
    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toContain("Игра 1 сохранена (строки 2–11)");
    const saved = sidebar.bridge.callsOf("saveGame")[0];
    expect((saved?.args[0] as GamePayload).seats.map((s) => s.extra)).toEqual([
      0.5,
      ...new Array<undefined>(9).fill(undefined),
    ]);
    expect(saved?.reply.ok && (saved.reply.value as SaveResult).points).toEqual(points);
    const rows = server.games();
    expect(rows[0]?.[12]).toBe("Доп. баллы");
    expect(rows.slice(1).map((row) => row[12])).toEqual([0.5, "", "", "", "", "", "", "", "", ""]);
    expect(server.standings()[1]?.slice(1, 3)).toEqual(["Вера", 2]);

    // Opened again, the extra is in its field; saved back, the sheet is exactly as it was.
    const before = server.games();
    await expect.poll(() => page.inputValue(control("game"))).toBe("2");
    await page.fill(control("game"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect.poll(() => page.textContent(".status")).toBe("Игра 1 открыта для исправления.");
    expect(await formSnapshot(page)).toEqual(snapshotOf(game, "1"));
    expect(await page.inputValue(seatControl(1, "extra"))).toBe("0.5");
    expect(await shownPoints(page)).toEqual(points);
    await saveButton(page).click();
    await page.locator("dialog.confirm").getByRole("button", { name: "Заменить" }).click();
    await expect.poll(() => page.textContent(".status")).toContain("Игра 1 сохранена");
    expect(server.games()).toEqual(before);
    expect(sidebar.pageErrors).toEqual([]);
  });

  it("shows points without Ci: a Sheriff killed first night on the losing team", async () => {
    const server = serverWithSystem("ФИИМ");
    const sidebar = await open(server);
    const { page } = sidebar;
    await clickGame(page, gameB());
    // Black won. Seat 2, the Sheriff killed first night, names 4 7 (2 black): red players earn a
    // best move under FIIM, 0 + 0.5 + 0.3 = 0.8 — without Ci, which alone in a table would add 0.5.
    expect(await shownPoints(page)).toEqual([0.3, 0.8, 0.3, 1.3, 0.3, 0.3, 1.3, 0.3, 1.3, 0.3]);
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toContain("Игра 1 сохранена");
    // In the standings, over the whole table: N = 1, R = round(0.4) = 0, so Ci = C = 0.5.
    const [header, ...rows] = server.standings();
    expect(header?.slice(11, 14)).toEqual(["Доп. баллы", "Победы шерифом и доном", "Ci"]);
    const boris = rows.find((row) => row[1] === "Борис");
    expect([boris?.[2], boris?.[13]]).toEqual([1.3, 0.5]);
  });

  it("follows a change of the Rules sheet at the next game, without reopening", async () => {
    const server = serverWithSystem("ФИИМ");
    const sidebar = await open(server);
    const { page } = sidebar;
    expect(await page.isVisible("#system-note")).toBe(true);
    server.env.spreadsheet.sheet("Правила").getRange("B2").setValue("Клуб");
    await page.getByRole("button", { name: "Новая игра" }).click();
    await expect.poll(() => page.isHidden("#system-note")).toBe(true);
    await clickGame(page, gameA());
    expect(await shownPoints(page)).toEqual(gameA().points);
    expect(sidebar.bridge.callsOf("rulesCells")).toHaveLength(1);
  });

  it("a save reports the points the form showed, under the rules it sends; rules changed meanwhile are said after the refresh", async () => {
    const server = serverWithSystem("ФИИМ");
    const sidebar = await open(server);
    const { page, bridge } = sidebar;
    await clickGame(page, gameA());
    // gameA under FIIM, as in the first test without seat 1's extra.
    const fiim = [1.3, 1.3, 2, 0.3, 1.3, 1.3, 0.3, 1.3, 0.3, 0.8];
    expect(await shownPoints(page)).toEqual(fiim);
    // The organiser switches the Rules sheet to «Клуб» while the judge types.
    server.env.spreadsheet.sheet("Правила").getRange("B2").setValue("Клуб");
    const release = bridge.holdNext("refreshAfterSave");
    await saveButton(page).click();
    const signed = (p: number) =>
      (p > 0 ? "+" : p < 0 ? "−" : "") + String(Math.abs(p)).replace(".", ",");
    const line = (points: readonly number[]) =>
      `Игра 1 сохранена (строки 2–11). Очки: ${points.map((p, i) => `${i + 1}: ${signed(p)}`).join("; ")}.`;
    await expect.poll(() => page.textContent(".status")).toBe(line(fiim));
    const sent = bridge.callsOf("saveGame")[0]?.args[0] as GamePayload;
    expect(sent.rules).toContainEqual([expect.any(String), "ФИИМ"]);
    // The refresh scores with the sheet's «Клуб», and the line now says the standings' points.
    release();
    await expect.poll(() => page.textContent(".status")).toBe(line(gameA().points));
    expect(await page.textContent(".standings-status")).toBe("Таблица обновлена.");
    expect(sidebar.pageErrors).toEqual([]);
  });

  it("a «Доп.» out of range or with three decimals is named and stops the save", async () => {
    const sidebar = await open(startServer("ru_RU"));
    const { page } = sidebar;
    await clickGame(page, gameA());
    await page.fill(seatControl(4, "extra"), "7");
    expect(await page.getAttribute(seatControl(4, "extra"), "aria-invalid")).toBe("true");
    expect(await problems(page)).toEqual([
      "Место 4, «Доп. баллы»: «7» — нужно число от −5 до 5, не больше двух знаков после запятой",
    ]);
    expect(await saveButton(page).isDisabled()).toBe(true);
    await page.fill(seatControl(4, "extra"), "-0.25");
    expect(await saveButton(page).isEnabled()).toBe(true);
    // Under «Клуб» the extra counts too: the Mafia's 0 becomes −0.25; no note about the system.
    expect((await shownPoints(page))[3]).toBe(-0.25);
    expect(await page.isHidden("#system-note")).toBe(true);
  });

  it("names a preset the Rules sheet changes as changed", async () => {
    const server = startServer("ru_RU");
    server.env.spreadsheet.sheet("Правила").getRange("B3").setValue(2);
    const { page } = await open(server);
    expect(await page.textContent("#system-note")).toBe(
      "Очки по системе «Клуб» с изменениями с листа «Правила».",
    );
    await clickGame(page, gameA());
    // «Победа мирного» 2 instead of 3: every Civilian of the winning red side one point less.
    expect(await shownPoints(page)).toEqual([2, 6, 4, 0, 1.5, 2, 0, 3, -1, 1]);
  });

  it("with a broken Rules sheet: no points, the problem in the engine's words, and the game can still be saved", async () => {
    const server = startServer("ru_RU");
    server.env.spreadsheet.sheet("Правила").getRange("B3").setValue("три");
    const sidebar = await open(server);
    const { page } = sidebar;
    expect(await page.textContent("#system-note")).toBe(
      "Очки не показаны: на листе «Правила» ошибка, игру сохранить можно.\nОшибки в правилах:\nПравила, строка 3: «Победа мирного»: «три» — не число",
    );
    await clickGame(page, gameA());
    expect(await shownPoints(page)).toEqual(new Array(10).fill(null));
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toContain("Игра 1 сохранена");
  });

  it("rules text that looks like markup stays text", async () => {
    const server = serverWithSystem(
      '"><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
    );
    const sidebar = await open(server);
    const { page } = sidebar;
    expect(await page.textContent("#system-note")).toContain(
      '«"><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>» — неизвестная система',
    );
    expect(await page.locator("img").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(sidebar.pageErrors).toEqual([]);
  });
});
