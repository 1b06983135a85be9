// The sidebar on a Games sheet with a «Турнир» column (SERIES.md): the form asks for the game's
// tournament, offers the tournaments already in the sheet, keeps it from game to game, and a
// game is saved and opened by its tournament (ids restart in every tournament). Without the
// column the form has no such field. Real dist/Code.js on the Sheets fake, real Chromium.
import { describe, expect, it } from "vitest";
import type { GamePayload } from "../../src/protocol/gamePayload";
import { Bridge, sharedChromium } from "./browser";
import { gameA, NAMES_RU } from "./fixtures";
import { clickGame, control, saveButton } from "./form";
import { startServer, type GasServer } from "./gasServer";
import { payloadOf } from "./helpers";

const chromium = sharedChromium();

/** The server after «Создать листы турнира», with a «Турнир» column at P1 when asked. */
function server(withColumn: boolean): GasServer {
  const started = startServer("ru_RU");
  if (withColumn) started.env.spreadsheet.sheet("Игры").getRange(1, 16).setValue("Турнир");
  return started;
}

describe("the form's «Турнир» field", () => {
  it("is there only when the Games sheet has the column", async () => {
    const without = await chromium.open(new Bridge(server(false)), { locale: "ru-RU" });
    expect(await without.page.locator(".tournament-line").count()).toBe(0);
    await without.close();
    const withIt = await chromium.open(new Bridge(server(true)), { locale: "ru-RU" });
    expect(await withIt.page.textContent(".tournament-line span")).toBe("Турнир");
    await withIt.close();
  });

  it("offers the sheet's tournaments, goes into the saved game, stays for the next one", async () => {
    const games = server(true);
    games.call("saveGame", [{ ...payloadOf(gameA(), "1"), tournament: "Кубок" }]);
    const bridge = new Bridge(games);
    const sidebar = await chromium.open(bridge, { locale: "ru-RU" });
    const { page } = sidebar;
    const offered = () =>
      page.$$eval("#tournaments option", (options) =>
        options.map((option) => (option as HTMLOptionElement).value),
      );
    expect(await offered()).toEqual(["Кубок"]);

    // Game 1 again, of another tournament: first without one, which the form asks for.
    await clickGame(page, gameA([...NAMES_RU].reverse()));
    await page.fill(control("game"), "1");
    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toBe("Впишите турнир игры: на листе «Игры» есть столбец «Турнир».");
    expect(bridge.callsOf("saveGame")).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
      "tournament",
    );

    await page.fill(control("tournament"), "Лига");
    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toMatch(/^Игра 1 \(турнир «Лига»\) сохранена \(строки 12–21\)\. Очки: /);
    await expect.poll(() => page.textContent(".standings-status")).toBe("Таблица обновлена.");
    const sent = bridge.callsOf("saveGame")[0]?.args[0] as GamePayload;
    expect([sent.game, sent.tournament, sent.replace]).toEqual(["1", "Лига", false]);
    expect(
      games
        .games()
        .slice(1)
        .map((row) => row[15]),
    ).toEqual([...new Array<string>(10).fill("Кубок"), ...new Array<string>(10).fill("Лига")]);
    // The next game is of the same tournament; the new one is offered too.
    expect(await page.inputValue(control("tournament"))).toBe("Лига");
    expect(await offered()).toEqual(["Кубок", "Лига"]);

    // Game 1 of «Кубок» is opened by its tournament.
    await page.fill(control("game"), "1");
    await page.fill(control("tournament"), "Кубок");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toBe("Игра 1 (турнир «Кубок») открыта для исправления.");
    expect(bridge.callsOf("loadGame").map((call) => call.args)).toEqual([
      ["1", { tournament: "Кубок" }],
    ]);
    await sidebar.close();
  });
});
