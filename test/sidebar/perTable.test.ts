// The sidebar on a Games sheet that numbers games per table (an organiser added «Тур» and
// «Стол» columns): the form asks for the round and the table beside the id, sends them with the
// game, opens and deletes a game by its place, and «Следующая по рассадке» fills them. Without
// the columns the form has neither field. Real dist/Code.js on the Sheets fake, real Chromium.
import { describe, expect, it } from "vitest";
import type { GamePayload } from "../../src/protocol/gamePayload";
import { Bridge, sharedChromium } from "./browser";
import { gameA, NAMES_RU } from "./fixtures";
import { clickGame, control, saveButton, seatControl } from "./form";
import { startServer, type GasServer } from "./gasServer";
import { payloadOf } from "./helpers";

const chromium = sharedChromium();

/** The server after «Создать листы турнира», with these headers added at P1 onwards. */
function serverWith(headers: readonly string[]): GasServer {
  const server = startServer("ru_RU");
  if (headers.length > 0)
    server.env.spreadsheet
      .sheet("Игры")
      .getRange(1, 16, 1, headers.length)
      .setValues([[...headers]]);
  return server;
}

/** The names of the form's round and table fields that are on the page, and their labels. */
async function placeFields(server: GasServer): Promise<string[]> {
  const sidebar = await chromium.open(new Bridge(server), { locale: "ru-RU" });
  const fields = await sidebar.page.$$eval(".top label", (labels) =>
    labels.map((label) => label.textContent ?? ""),
  );
  await sidebar.close();
  return fields;
}

describe("the form's «Тур» and «Стол» fields", () => {
  it("are there only when the Games sheet has the columns («Тур» only beside «Стол»)", async () => {
    expect(await placeFields(serverWith([]))).toEqual(["Игра", "Дата"]);
    expect(await placeFields(serverWith(["Тур"]))).toEqual(["Игра", "Дата"]);
    expect(await placeFields(serverWith(["Стол"]))).toEqual(["Игра", "Стол", "Дата"]);
    expect(await placeFields(serverWith(["Тур", "Стол"]))).toEqual(["Игра", "Тур", "Стол", "Дата"]);
  });

  it("go into the saved game; a game is opened, replaced and deleted by its place", async () => {
    const server = serverWith(["Тур", "Стол"]);
    // Game 1 of table 1 is already stored; the judge enters game 1 of table 2.
    server.call("saveGame", [{ ...payloadOf(gameA(), "1"), round: "1", table: "1" }]);
    const bridge = new Bridge(server);
    const sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const dialog = page.locator("dialog.confirm");
    await clickGame(page, gameA([...NAMES_RU].reverse()));
    await page.fill(control("game"), "1");
    await page.fill(control("round"), "1");

    // No table: the form says so and sends nothing.
    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toBe("Впишите стол игры: игры на листе нумеруются по столам.");
    expect(bridge.callsOf("saveGame")).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("table");

    await page.fill(control("table"), "2");
    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toMatch(/^Игра 1 \(тур 1, стол 2\) сохранена \(строки 12–21\)\. Очки: /);
    const sent = bridge.callsOf("saveGame")[0]?.args[0] as GamePayload;
    expect([sent.game, sent.round, sent.table, sent.replace]).toEqual(["1", "1", "2", false]);
    const rows = server.games().slice(1);
    expect(rows.map((row) => [row[0], row[15], row[16], row[2]])[10]).toEqual([1, 1, 2, "Кира"]);
    expect(rows.map((row) => row[16])).toEqual([
      1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ]);
    // The next form is blank: no round, no table.
    expect([
      await page.inputValue(control("round")),
      await page.inputValue(control("table")),
    ]).toEqual(["", ""]);

    // Open game 1 of table 1: the place goes with the id.
    await page.fill(control("game"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toBe("Впишите стол игры, которую нужно открыть: игры на листе нумеруются по столам.");
    expect(bridge.callsOf("loadGame")).toEqual([]);
    await page.fill(control("round"), "1");
    await page.fill(control("table"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toBe("Игра 1 (тур 1, стол 1) открыта для исправления.");
    expect(bridge.callsOf("loadGame").map((call) => call.args)).toEqual([
      ["1", { round: "1", table: "1" }],
    ]);
    expect(await page.inputValue(seatControl(1, "player"))).toBe("Алёна");
    expect(await page.textContent(".banner")).toBe("Исправление игры 1 (тур 1, стол 1)");
    // Another table is another game: no longer the one being corrected.
    await page.fill(control("table"), "2");
    expect(await page.isHidden(".banner")).toBe(true);
    await page.fill(control("table"), "1");
    expect(await page.textContent(".banner")).toBe("Исправление игры 1 (тур 1, стол 1)");

    // Replace it (black won after all), then delete it: table 2's game stays as it was.
    await page.click(`${control("winner")}[value="black"]`);
    await saveButton(page).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("p").textContent()).toBe(
      "Игра 1 (тур 1, стол 1) уже сохранена. Заменить её исправленной?",
    );
    await dialog.getByRole("button", { name: "Заменить" }).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toMatch(/^Игра 1 \(тур 1, стол 1\) сохранена \(строки 2–11\)\. Очки: /);
    expect(
      server
        .games()
        .slice(1)
        .map((row) => row[4]),
    ).toEqual([...new Array<string>(10).fill("Чёрные"), ...new Array<string>(10).fill("Красные")]);
    await page.fill(control("game"), "1");
    await page.fill(control("round"), "1");
    await page.fill(control("table"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect.poll(() => page.isVisible("button.delete")).toBe(true);
    await page.getByRole("button", { name: "Удалить игру" }).click();
    expect(await dialog.locator("p").textContent()).toBe(
      "Удалить игру 1 (тур 1, стол 1) из протокола? Таблица пересчитается.",
    );
    await dialog.getByRole("button", { name: "Удалить", exact: true }).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toBe("Игра 1 (тур 1, стол 1) удалена (10 строк).");
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");
    // By its place, with the rows it was loaded from.
    expect(bridge.callsOf("deleteGame").map((call) => call.args)).toEqual([
      ["1", { round: "1", table: "1" }, [2, 11]],
    ]);
    const left = server.games().slice(1);
    expect(left.map((row) => [row[16], row[2]])[0]).toEqual([2, "Кира"]);
    expect(left).toHaveLength(10);
    expect(sidebar.pageErrors).toEqual([]);
    expect(sidebar.dialogs).toEqual([]);
  });

  it("are filled by «Следующая по рассадке» with the seating's round and table", async () => {
    const server = serverWith(["Тур", "Стол"]);
    const players = Array.from({ length: 20 }, (_, i) => ({ name: `Игрок-${i + 1}`, team: "" }));
    const rounds = [
      [Array.from({ length: 10 }, (_, i) => i), Array.from({ length: 10 }, (_, i) => i + 10)],
      [Array.from({ length: 10 }, (_, i) => 19 - i), Array.from({ length: 10 }, (_, i) => 9 - i)],
    ];
    server.call("writeTournamentSeating", [{ players, tables: 2, seed: 1, rounds }]);
    // The organiser numbers the games per table: game 1 at each table of each round.
    server.env.spreadsheet
      .sheet("Рассадка")
      .getRange(2, 3, 4, 1)
      .setValues([[1], [1], [1], [1]]);
    // Game 1 of round 1, table 1 is recorded already.
    server.call("saveGame", [
      {
        ...payloadOf(gameA(players.slice(0, 10).map((p) => p.name)), "1"),
        round: "1",
        table: "1",
      },
    ]);
    const sidebar = await chromium.open(new Bridge(server), { locale: "ru-RU" });
    const { page } = sidebar;
    const next = page.getByRole("button", { name: "Следующая по рассадке", exact: true });
    await next.waitFor({ state: "visible" });
    await next.click();
    await expect
      .poll(() => page.textContent(".status"))
      .toBe("Игра 1 (тур 1, стол 2): игроки по рассадке.");
    expect(
      await Promise.all(["game", "round", "table"].map((name) => page.inputValue(control(name)))),
    ).toEqual(["1", "1", "2"]);
    expect(await page.inputValue(seatControl(1, "player"))).toBe("Игрок-11");
    expect(await page.inputValue(seatControl(10, "player"))).toBe("Игрок-20");

    // Typing the id with another table fills that table's game: round 2, table 1.
    for (let seat = 1; seat <= 10; seat++) await page.fill(seatControl(seat, "player"), "");
    await page.fill(control("round"), "2");
    await page.fill(control("table"), "1");
    await page.fill(control("game"), "");
    await page.fill(control("game"), "1");
    await expect
      .poll(() => page.textContent(".status"))
      .toBe("Игра 1 (тур 2, стол 1): игроки по рассадке.");
    expect(await page.inputValue(seatControl(1, "player"))).toBe("Игрок-20");
    expect(sidebar.pageErrors).toEqual([]);
  });
});
