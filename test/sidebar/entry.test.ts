// A whole game entered at the judges' table, by keyboard and by mouse, saved through the real
// dist/Code.js into the fake spreadsheet: ten rows in «Игры», the standings in «Таблица».
import { afterAll, describe, expect, it } from "vitest";
import type { SaveResult } from "../../src/protocol/gamePayload";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { gameA, gameB, NAMES_RU, type GameInput } from "./fixtures";
import {
  clickGame,
  control,
  formSnapshot,
  gameIdShown,
  saveButton,
  seatControl,
  shownPoints,
  typeSeats,
} from "./form";
import { startServer, type GasServer } from "./gasServer";
import { RU_HEADER, RU_STANDINGS_HEADER } from "../contract";

const chromium = sharedChromium();

/** A stored cell as comparable text: Sheets hands dates back as Date objects. */
const cellText = (cell: unknown): string =>
  cell instanceof Date || Object.prototype.toString.call(cell) === "[object Date]"
    ? "date"
    : String(cell);

const GAMES_HEADER = [...RU_HEADER, "Дата", "Доп. баллы"];

/**
 * What the Games sheet must hold after saving gameA as game 1, by hand from
 * test/sidebar/fixtures.ts.
 */
const GAME_A_ROWS = [
  ["1", "1", "Алёна", "Мирный", "Красные", "false", "", "0", "false", "0", "false", "date", ""],
  ["1", "2", "Борис", "Шериф", "Красные", "false", "", "0", "true", "0", "false", "date", ""],
  ["1", "3", "Вера", "Мирный", "Красные", "true", "4 7 9", "0", "false", "0", "false", "date", ""],
  ["1", "4", "Глеб", "Мафия", "Красные", "false", "", "0", "false", "0", "false", "date", ""],
  ["1", "5", "Дина", "Мирный", "Красные", "false", "", "0", "false", "1", "false", "date", ""],
  ["1", "6", "Егор", "Мирный", "Красные", "false", "", "0", "false", "0", "false", "date", ""],
  ["1", "7", "Жанна", "Мафия", "Красные", "false", "", "0", "false", "0", "false", "date", ""],
  ["1", "8", "Зоя", "Мирный", "Красные", "false", "", "1", "false", "0", "false", "date", ""],
  ["1", "9", "Илья", "Дон", "Красные", "false", "", "0", "false", "0", "false", "date", ""],
  ["1", "10", "Кира", "Мирный", "Красные", "false", "", "0", "false", "0", "true", "date", ""],
];

/** gameB as game 1: black won, no date; the Sheriff killed first night names 4 7. */
const GAME_B_ROWS = [
  ["1", "1", "Алёна", "Мирный", "Чёрные", "false", "", "0", "false", "0", "false", "", ""],
  ["1", "2", "Борис", "Шериф", "Чёрные", "true", "4 7", "0", "false", "0", "false", "", ""],
  ["1", "3", "Вера", "Мирный", "Чёрные", "false", "", "0", "false", "0", "false", "", ""],
  ["1", "4", "Глеб", "Мафия", "Чёрные", "false", "", "0", "false", "0", "false", "", ""],
  ["1", "5", "Дина", "Мирный", "Чёрные", "false", "", "0", "false", "0", "false", "", ""],
  ["1", "6", "Егор", "Мирный", "Чёрные", "false", "", "2", "true", "0", "false", "", ""],
  ["1", "7", "Жанна", "Мафия", "Чёрные", "false", "", "0", "false", "0", "false", "", ""],
  ["1", "8", "Зоя", "Мирный", "Чёрные", "false", "", "0", "false", "0", "false", "", ""],
  ["1", "9", "Илья", "Дон", "Чёрные", "false", "", "0", "false", "2", "false", "", ""],
  ["1", "10", "Кира", "Мирный", "Чёрные", "false", "", "0", "false", "0", "false", "", ""],
];

function pointsByPlayer(server: GasServer): Map<string, number> {
  const [header, ...rows] = server.standings();
  expect(header?.slice(0, RU_STANDINGS_HEADER.length)).toEqual(RU_STANDINGS_HEADER);
  return new Map(rows.map((row) => [String(row[1]), Number(row[2])]));
}

function assertSaved(
  server: GasServer,
  bridge: Bridge,
  game: GameInput,
  expectedRows: readonly string[][],
): void {
  const [header, ...rows] = server.games();
  expect(header?.slice(0, 13)).toEqual(GAMES_HEADER);
  expect(rows.map((row) => row.slice(0, 13).map(cellText))).toEqual(expectedRows);
  const result = bridge.callsOf("saveGame").at(-1)?.reply;
  expect(result?.ok && (result.value as SaveResult).points).toEqual(game.points);
  const standings = pointsByPlayer(server);
  game.seats.forEach((seat, i) =>
    expect(standings.get(seat.player), seat.player).toBe(game.points[i]),
  );
}

describe("entering a game", () => {
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
    await gameIdShown(page, "1");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
      "seat1.player",
    );
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
    expect(await page.locator(".problems li").allTextContents()).toEqual([
      "Всё верно — можно сохранять.",
    ]);
    expect(await saveButton(page).isEnabled()).toBe(true);

    await page.focus(seatControl(10, "removed"));
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.textContent(".status"))
      .toContain("Игра 1 сохранена (строки 2–11)");
    assertSaved(server, bridge, game, GAME_A_ROWS);

    // Next game: blank, next id, focus on the first player; the new names are suggested.
    await expect.poll(() => page.inputValue(control("game"))).toBe("2");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
      "seat1.player",
    );
    const snapshot = await formSnapshot(page);
    for (let n = 1; n <= 10; n++) expect(snapshot[`seat${n}.player`]).toBe("");
    expect(snapshot.winner).toBeUndefined();
    expect(await saveButton(page).isDisabled()).toBe(true);
    expect(
      await page.$$eval("#players option", (options) =>
        options.map((o) => (o as HTMLOptionElement).value).sort(),
      ),
    ).toEqual([...NAMES_RU].sort());
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
    assertSaved(server, bridge, game, GAME_B_ROWS);
    expect(sidebar.requests).toEqual([]);
  });
});
