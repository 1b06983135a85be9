// The player card of a season (SERIES.md): with a «Турнир» column the card lists the player's
// series place, points and each tournament's result; without one it has no series. Real
// dist/Code.js on the Sheets fake, real Chromium. The season is worked out by hand
// (test/engine/seasonHelpers.ts: each tournament one game, its players placed in order).
import { describe, expect, it } from "vitest";
import type { PlayerCard } from "../../src/protocol/playerCard";
import { placedGame, SEASON_HEADER, ten } from "../engine/seasonHelpers";
import { settled, sharedChromium, Bridge } from "./browser";
import { startServer, type GasServer } from "./gasServer";
import { playerCardHtml } from "./playerCardPage";

const chromium = sharedChromium();
const P = ten("P");

/** Кубок: P0…P9 placed in order; Лига: P1, P0, then P2…P9 (by field: 10 points down to 1). */
function season(withColumn: boolean): GasServer {
  const server = startServer("ru_RU");
  const rows = [
    SEASON_HEADER,
    ...placedGame(1, "Кубок", P),
    ...placedGame(2, "Лига", [P[1], P[0], ...P.slice(2)] as string[]),
  ].map((row) => (withColumn ? row : row.slice(0, 11)));
  const width = rows[0]?.length ?? 0;
  server.env.spreadsheet.sheet("Игры").getRange(1, 1, rows.length, width).setValues(rows);
  return server;
}

describe("the player card of a season", () => {
  it("answers the player's series line: place, points and each tournament's place and points", () => {
    // P0: Кубок 1st (10), Лига 2nd (9): 19, sharing place 1 with P1 (the same places).
    const card = season(true).call("playerCard", ["P0"]) as PlayerCard;
    expect(card.series).toEqual({
      place: 1,
      points: 19,
      dropped: 0,
      results: [
        { tournament: "Кубок", place: 1, points: 10 },
        { tournament: "Лига", place: 2, points: 9 },
      ],
    });
    expect((season(false).call("playerCard", ["P0"]) as PlayerCard).series).toBeNull();
  });

  it("shows it under the headline, and nothing of it without the column", async () => {
    for (const withColumn of [true, false]) {
      const server = season(withColumn);
      const sidebar = await chromium.open(new Bridge(server), {
        locale: "ru-RU",
        html: playerCardHtml(server),
      });
      const { page } = sidebar;
      const input = page.getByRole("combobox");
      await input.fill("P0");
      await input.press("Enter");
      await page.locator("article.card").and(page.locator('[data-player="P0"]')).waitFor();
      await settled(page);
      if (withColumn) {
        expect(await page.textContent("#series-heading")).toBe("Серия: 1-е место, 19 очков");
        expect(
          await page.$$eval("section.series li", (items) => items.map((li) => li.textContent)),
        ).toEqual(["Кубок: 1-е место, 10 очков", "Лига: 2-е место, 9 очков"]);
      } else expect(await page.locator("section.series").count()).toBe(0);
      await sidebar.close();
    }
  });
});
