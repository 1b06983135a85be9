// A whole game entered at the judges' table, by keyboard and by mouse, saved through the real
// dist/Code.js into the fake spreadsheet: ten rows in «Игры», the standings in «Таблица».
import { afterAll, describe, expect, it } from "vitest";
import { STANDINGS_HEADERS, type Lang } from "../../src/engine";
import type { SaveResult } from "../../src/protocol/gamePayload";
import { gamesHeader, payloadToRows } from "../../src/protocol/gameRows";
import { Bridge, sharedChromium, skipBrowser, type SidebarPage } from "./browser";
import { gameA, gameB, NAMES_RU, type GameInput } from "./fixtures";
import { clickGame, control, formSnapshot, saveButton, seatControl, shownPoints, typeSeats } from "./form";
import { startServer, type GasServer } from "./gasServer";
import { payloadOf } from "./helpers";

const chromium = sharedChromium();

/** A stored cell as comparable text: Sheets hands dates back as Date objects. */
const cellText = (cell: unknown): string => (cell instanceof Date || Object.prototype.toString.call(cell) === "[object Date]" ? "date" : String(cell));

/** What the Games sheet must hold for `game` saved as `id` (dates compared by kind only). */
function expectedRows(game: GameInput, id: string, lang: Lang): string[][] {
  return payloadToRows(payloadOf(game, id), id, lang).map((row) => row.map((cell, i) => (i === 11 && cell !== "" ? "date" : String(cell))));
}

function pointsByPlayer(server: GasServer): Map<string, number> {
  const [header, ...rows] = server.standings();
  const labels = STANDINGS_HEADERS[server.lang];
  expect(header?.slice(0, labels.length)).toEqual([...labels]);
  return new Map(rows.map((row) => [String(row[1]), Number(row[2])]));
}

async function assertSaved(server: GasServer, bridge: Bridge, game: GameInput, id: string): Promise<void> {
  const [header, ...rows] = server.games();
  expect(header?.slice(0, 12)).toEqual(gamesHeader(server.lang));
  expect(rows.map((row) => row.slice(0, 12).map(cellText))).toEqual(expectedRows(game, id, server.lang));
  const result = bridge.callsOf("saveGame").at(-1)?.reply;
  expect(result?.ok && (result.value as SaveResult).points).toEqual(game.points);
  const standings = pointsByPlayer(server);
  game.seats.forEach((seat, i) => expect(standings.get(seat.player), seat.player).toBe(game.points[i]));
}

describe.skipIf(skipBrowser)("entering a game", () => {
  let sidebar: SidebarPage | undefined;
  afterAll(async () => {
    await sidebar?.close();
  });

  it("by keyboard: Tab along the seats, points as typed, Enter saves, a blank form follows", async () => {
    const server = startServer("ru_RU");
    const bridge = new Bridge(server);
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const game = gameA();

    // Ready: the next id, focus on the first player, Save off and saying why.
    await expect.poll(() => page.inputValue(control("game"))).toBe("1");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("seat1.player");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
    await expect.poll(() => saveButton(page).isDisabled()).toBe(true);
    expect(await page.textContent("#save-reason")).toMatch(/^Нельзя сохранить: /);

    // The winner: Shift+Tab from the first seat reaches the winner radios; arrows pick.
    await page.keyboard.press("Shift+Tab");
    const radio = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
    await page.keyboard.press(radio === game.winner ? "Space" : "ArrowLeft");
    expect(await page.isChecked(`${control("winner")}[value="red"]`)).toBe(true);
    await page.keyboard.press("Tab");
    await page.fill(control("date"), game.date ?? "");
    await page.focus(seatControl(1, "player"));

    await typeSeats(page, game.seats);
    expect(await shownPoints(page)).toEqual(game.points);
    expect(await page.locator(".problems li").allTextContents()).toEqual(["Всё верно — можно сохранять."]);
    expect(await saveButton(page).isEnabled()).toBe(true);

    await page.focus(seatControl(10, "removed"));
    await page.keyboard.press("Enter");
    await expect.poll(() => page.textContent(".status")).toContain("Игра 1 сохранена (строки 2–11)");
    await assertSaved(server, bridge, game, "1");

    // Next game: blank, next id, focus on the first player; the new names are suggested.
    await expect.poll(() => page.inputValue(control("game"))).toBe("2");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("seat1.player");
    const snapshot = await formSnapshot(page);
    for (let n = 1; n <= 10; n++) expect(snapshot[`seat${n}.player`]).toBe("");
    expect(snapshot.winner).toBeUndefined();
    expect(await saveButton(page).isDisabled()).toBe(true);
    expect(await page.$$eval("#players option", (options) => options.map((o) => (o as HTMLOptionElement).value).sort())).toEqual([...NAMES_RU].sort());
    expect(sidebar.requests).toEqual([]);
    expect(sidebar.pageErrors).toEqual([]);
  });

  it("by mouse: fields, selects and ticks clicked, Save clicked", async () => {
    const server = startServer("ru_RU");
    const bridge = new Bridge(server);
    await sidebar?.close();
    sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const game = gameB();
    await clickGame(page, game);
    // Seat 2 is the Sheriff killed first night: a best move field opens for that seat only.
    expect(await page.isEnabled(seatControl(2, "bestMove"))).toBe(true);
    expect(await page.isDisabled(seatControl(3, "bestMove"))).toBe(true);
    expect(await shownPoints(page)).toEqual(game.points);
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toContain("Игра 1 сохранена");
    await assertSaved(server, bridge, game, "1");
    expect(sidebar.requests).toEqual([]);
  });
});
