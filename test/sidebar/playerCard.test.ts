// The player card (issue 15) in real Chromium, as showPlayerCard serves it, against the real
// dist/Code.js on the Sheets fake: the picker (search, arrows, Enter, a click), the figures shown
// as the server handed them (their values are worked out by hand in
// test/sheets/playerCard.test.ts), the games newest first, the rating chart, a hostile
// name as text, a player with one game, both languages.
import { afterAll, describe, expect, it } from "vitest";
import { AWARDS } from "../../src/engine";
import type { GamePayload } from "../../src/protocol/gamePayload";
import type { PlayerCard } from "../../src/protocol/playerCard";
import { NAMES, validGame } from "../sheets/helpers";
import { Bridge, settled, sharedChromium, type SidebarPage } from "./browser";
import { startServer, type GasServer } from "./gasServer";
import { bootOf, cardTournament, playerCardHtml, saveGames } from "./playerCardPage";

const chromium = sharedChromium();

const HOSTILE = "<img src=x onerror=alert(1)>";
const NEWCOMER = "Новичок";

/** Game 14: the hostile name in seat 1 and a newcomer (their only game) in seat 2. */
function game14(): GamePayload {
  const game = validGame(14, { date: "2026-12-01" });
  return {
    ...game,
    seats: game.seats.map((s, i) =>
      i === 0 ? { ...s, player: HOSTILE } : i === 1 ? { ...s, player: NEWCOMER } : s,
    ),
  };
}

function server(locale = "ru_RU"): GasServer {
  const s = startServer(locale);
  saveGames(s, [...cardTournament(), game14()]);
  return s;
}

async function openCard(s: GasServer, locale = "ru-RU"): Promise<SidebarPage> {
  return chromium.open(new Bridge(s), { locale, html: playerCardHtml(s) });
}

/**
 * What the page is handed for a player: the players it opens with (showPlayerCard's boot data)
 * and the server's card of the player. The figures themselves are worked out by hand in
 * test/sheets/playerCard.test.ts; here the page must show what it was given.
 */
function served(s: GasServer, name: string) {
  const card = s.call("playerCard", [name]) as PlayerCard;
  return {
    standings: bootOf(playerCardHtml(s)).players,
    stats: card.stats,
    games: card.games,
    ratings: card.ratingHistory,
  };
}

const options = (page: SidebarPage["page"]): Promise<string[]> =>
  page.$$eval("#player-list [role=option]", (items) => items.map((li) => li.textContent ?? ""));

/** Waits for the card of `name` and for the page to be done with the server. */
async function cardOf(page: SidebarPage["page"], name: string): Promise<void> {
  await page
    .locator("article.card")
    .and(page.locator(`[data-player="${name}"]`))
    .waitFor();
  await settled(page);
}

describe("the player card", () => {
  let opened: SidebarPage | undefined;
  afterAll(async () => {
    await opened?.close();
  });

  it("lists every player, searches as the engine matches names, and opens the chosen one by keyboard; the figures are the server's", async () => {
    const s = server();
    opened = await openCard(s);
    const { page } = opened;
    const given = served(s, "Вика");

    // Open with the box focused and every player listed, in standings order.
    const input = page.getByRole("combobox", { name: "Игрок" });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.getAttribute("aria-expanded")).toBe("true");
    expect(await options(page)).toEqual(given.standings);

    // Case and ё/е do not matter; the first match is the active option.
    await input.fill("ВИКА");
    expect(await options(page)).toEqual(["Вика"]);
    await input.fill("ле");
    // «ле» is in «Алёна» (ё as е), «Лёва» (case) and «Олег»: they stay, in standings order.
    const withLe = ["Алёна", "Лёва", "Олег"];
    expect(await options(page)).toEqual(given.standings.filter((name) => withLe.includes(name)));
    expect(await options(page)).toHaveLength(3);
    await input.fill("зз");
    expect(await options(page)).toEqual([]);
    expect(await page.locator(".no-match").isVisible()).toBe(true);

    // Arrows move through the matches; Enter opens the active one.
    await input.fill("и");
    const matches = await options(page);
    expect(matches.length).toBeGreaterThan(2);
    await input.press("ArrowDown");
    await input.press("ArrowDown");
    await input.press("ArrowUp");
    const active = await input.getAttribute("aria-activedescendant");
    expect(await page.locator(`#${active}`).textContent()).toBe(matches[1]);
    expect(await page.locator(`#${active}`).getAttribute("aria-selected")).toBe("true");
    await input.fill("вика");
    await input.press("Enter");
    await cardOf(page, "Вика");
    expect(await input.inputValue()).toBe("Вика");
    expect(await input.getAttribute("aria-expanded")).toBe("false");

    // Every figure of the row is the server's, as data and as text.
    const shown = await page.$$eval("[data-stat]", (els) =>
      els.map((el) => [
        el.getAttribute("data-stat"),
        el.getAttribute("data-value"),
        el.textContent,
      ]),
    );
    // Every column but the name, which is the heading, and Ci, which «Клуб» has not.
    expect(shown.map(([key]) => key)).not.toContain("ci");
    expect(shown.length).toBe(35);
    const figures: Record<string, unknown> = given.stats;
    for (const [key, data] of shown) expect(data).toBe(String(figures[key ?? ""]));
    expect(await page.textContent("article.card h2")).toBe("Вика");
    const text = (key: string) => page.textContent(`[data-stat="${key}"]`);
    expect(await text("place")).toBe(String(given.stats.place));
    expect(await text("winPercent")).toBe(
      `${String(given.stats.winPercent).replace(".", ",")}\u00a0%`,
    );
    // Points per game to exactly two decimals (the data keeps MAFIA_STATS's four).
    const perGame = Number(given.stats.pointsPerGame);
    expect(await text("pointsPerGame")).toBe(perGame.toFixed(2).replace(".", ","));
    expect(await text("pointsPerGame")).toMatch(/^−?\d+,\d\d$/);
    // One line over the chart says what the rating's figures mean.
    expect(await page.textContent('[data-col="ratingScale"]')).toBe(
      "Шкала рейтинга: у всех в начале 0; победа даёт до +16, поражение — до −12, " +
        "смотря по силе соперников.",
    );
    // A role never played: an em dash for its win %, never NaN or 0.
    expect(given.stats.donGames).toBe(0);
    expect(await text("donWinPercent")).toBe("—");
    expect(await page.textContent("article.card")).not.toMatch(/NaN|undefined|null/);

    // The role table by role, in the engine's words.
    const roleRows = await page.$$eval(".roles tbody tr", (rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent)),
    );
    expect(roleRows.map((row) => row[0])).toEqual([
      "Мирный",
      "Шериф",
      "Мафия",
      "Дон",
      "Красные",
      "Чёрные",
      "Всего",
    ]);
    expect(roleRows[6]?.slice(1, 3)).toEqual([String(given.stats.games), String(given.stats.wins)]);

    // The games, newest first, with their dates, seats, roles, results and points.
    const rows = await page.$$eval(".games tbody tr", (trs) =>
      trs.map((tr) => {
        const cell = (col: string) => tr.querySelector(`[data-col="${col}"]`);
        return {
          game: cell("game")?.textContent,
          date: cell("date")?.getAttribute("data-value"),
          dateText: cell("date")?.textContent,
          dateTitle: cell("date")?.getAttribute("title"),
          seat: cell("seat")?.textContent,
          role: cell("role")?.getAttribute("data-value"),
          won: cell("result")?.getAttribute("data-value"),
          result: cell("result")?.textContent,
          points: cell("points")?.getAttribute("data-value"),
        };
      }),
    );
    const payloads = [...cardTournament(), game14()];
    expect(rows).toEqual(
      given.games.map((g) => {
        const date = payloads.find((p) => p.game === g.game)?.date ?? "";
        return {
          game: g.game,
          date,
          // Every game of one year: the day and month, the full date as the tooltip.
          dateText: date.split("-").reverse().slice(0, 2).join("."),
          dateTitle: date.split("-").reverse().join("."),
          seat: String(g.seat),
          role: g.role,
          won: String(g.won),
          result: g.won ? "✓победа" : "✗поражение",
          points: String(Math.round(g.points * 1e4) / 1e4),
        };
      }),
    );
    expect(rows.map((r) => Number(r.game))).toEqual(
      [...rows.map((r) => Number(r.game))].sort((a, b) => b - a),
    );

    // The chart: one dot per game, oldest first, at the server's ratings.
    const dots = await page.$$eval(".rating-chart circle.point", (circles) =>
      circles.map((c) => [c.getAttribute("data-game"), Number(c.getAttribute("data-rating"))]),
    );
    expect(dots).toEqual(given.ratings.map((r, i) => [given.games.at(-1 - i)?.game, r]));
    expect(await page.locator(".rating-chart polyline").count()).toBe(1);
    expect(await page.getByRole("img", { name: /^Рейтинг после каждой из \d+ игр/ }).count()).toBe(
      1,
    );
    // Higher ratings are drawn higher.
    const ys = await page.$$eval(".rating-chart circle.point", (circles) =>
      circles.map((c) => Number(c.getAttribute("cy"))),
    );
    const best = given.ratings.indexOf(Math.max(...given.ratings));
    expect(Math.min(...ys)).toBe(ys[best]);

    expect(opened.requests).toEqual([]);
    expect(opened.dialogs).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
  });

  it("opens with no server call, and asks once per choice (a click chooses too)", async () => {
    const s = server();
    const bridge = new Bridge(s);
    const sidebar = await chromium.open(bridge, { locale: "ru-RU", html: playerCardHtml(s) });
    const { page } = sidebar;
    expect(bridge.calls).toEqual([]);
    await page.getByRole("combobox").fill("бор");
    await page.getByRole("option", { name: "Борис" }).click();
    await cardOf(page, "Борис");
    expect(bridge.calls.map((c) => [c.name, c.args])).toEqual([["playerCard", ["Борис"]]]);
    // Escape closes the list, then clears the box.
    const input = page.getByRole("combobox");
    await input.fill("а");
    expect(await input.getAttribute("aria-expanded")).toBe("true");
    await input.press("Escape");
    expect(await input.getAttribute("aria-expanded")).toBe("false");
    await input.press("Escape");
    expect(await input.inputValue()).toBe("");
    await sidebar.close();
  });

  it("lists the nominations the player holds, in AWARDS.md's order, and none for the others", async () => {
    const s = server();
    const cards = bootOf(playerCardHtml(s)).players.map((name) => ({
      name,
      awards: (s.call("playerCard", [name]) as PlayerCard).awards,
    }));
    const holder = cards.find((card) => card.awards.length > 0);
    const other = cards.find((card) => card.awards.length === 0);
    if (holder === undefined || other === undefined) throw new Error("no holder and no other");
    const held = holder.awards;
    const sidebar = await openCard(s);
    const { page } = sidebar;
    const input = page.getByRole("combobox");
    await input.fill(holder.name);
    await input.press("Enter");
    await cardOf(page, holder.name);
    expect(
      await page.$$eval("[data-award]", (els) => els.map((el) => el.getAttribute("data-award"))),
    ).toEqual(held);
    expect(
      await page.$$eval("section.awards li", (els) => els.map((el) => el.textContent)),
    ).toEqual(AWARDS.filter((award) => held.includes(award.key)).map((award) => award.ru));
    expect(await page.textContent("#awards-heading")).toBe("Номинации");
    await input.fill(other.name);
    await input.press("Enter");
    await cardOf(page, other.name);
    expect(await page.locator("section.awards").count()).toBe(0);
    await sidebar.close();
  });

  it("says so when no game is finished yet", async () => {
    const sidebar = await openCard(startServer("ru_RU"));
    expect(await sidebar.page.textContent(".status")).toBe("В протоколе пока нет сыгранных игр.");
    expect(await options(sidebar.page)).toEqual([]);
    expect(await sidebar.page.textContent(".alert")).toBe("");
    await sidebar.close();
  });

  it("shows a hostile name as text: no element is made of it", async () => {
    const s = server();
    const sidebar = await openCard(s);
    const { page } = sidebar;
    const input = page.getByRole("combobox");
    await input.fill("<img");
    expect(await options(page)).toEqual([HOSTILE]);
    expect(await page.locator("img").count()).toBe(0);
    await input.press("Enter");
    await cardOf(page, HOSTILE);
    expect(await page.textContent("article.card h2")).toBe(HOSTILE);
    expect(await page.locator("img").count()).toBe(0);
    expect(sidebar.dialogs).toEqual([]);
    expect(sidebar.pageErrors).toEqual([]);
    await sidebar.close();
  });

  it("names each game's tournament under its date in a season; a hostile name of one stays text", async () => {
    const s = startServer("ru_RU");
    const games = s.env.spreadsheet.sheet("Игры");
    games.getRange(1, games.getLastColumn() + 1).setValue("Турнир");
    // NAMES[9] sits in games 1 and 2; game 1 again as the first game of «Лига».
    saveGames(s, [
      validGame(1, { tournament: "Кубок" }),
      validGame(2, { tournament: HOSTILE }),
      validGame(1, { tournament: "Лига" }),
    ]);
    const sidebar = await openCard(s);
    const { page } = sidebar;
    const name = NAMES[9] as string;
    await page.getByRole("combobox").fill(name);
    await page.getByRole("combobox").press("Enter");
    await cardOf(page, name);
    const rows = await page.$$eval("table.games tbody tr", (trs) =>
      trs.map((tr) => [
        tr.querySelector("[data-col=game]")?.textContent ?? "",
        tr.querySelector("[data-col=place]")?.textContent ?? "",
      ]),
    );
    expect(rows).toEqual([
      ["1", "Лига"],
      ["2", HOSTILE],
      ["1", "Кубок"],
    ]);
    expect(await page.locator("img").count()).toBe(0);
    expect(sidebar.pageErrors).toEqual([]);
    await sidebar.close();
  });

  it("a player with one game: one dot in the middle of the chart, no line, empty cells as em dashes", async () => {
    const s = server();
    const sidebar = await openCard(s);
    const { page } = sidebar;
    await page.getByRole("combobox").fill("новичок");
    await page.keyboard.press("Enter");
    await cardOf(page, NEWCOMER);
    const given = served(s, NEWCOMER);
    expect(given.games).toHaveLength(1);
    const dots = page.locator(".rating-chart circle.point");
    expect(await dots.count()).toBe(1);
    expect(Number(await dots.getAttribute("data-rating"))).toBe(given.ratings[0]);
    expect(await page.locator(".rating-chart polyline").count()).toBe(0);
    const [cx, width] = await page.$eval(".rating-chart", (chart) => [
      Number(chart.querySelector("circle.point")?.getAttribute("cx")),
      (chart as SVGSVGElement).viewBox.baseVal.width,
    ]);
    expect(cx).toBeGreaterThan(width / 3);
    expect(cx).toBeLessThan((2 * width) / 3);
    expect(await page.locator(".games tbody tr").count()).toBe(1);
    // Three roles and a team never played: their win % is an em dash.
    const percents = await page.$$eval('[data-stat$="WinPercent"]', (els) =>
      els.map((el) => el.textContent),
    );
    expect(percents.filter((p) => p === "—")).toHaveLength(4);
    expect(await page.textContent("body")).not.toMatch(/NaN|undefined|Infinity/);
    await sidebar.close();
  });

  it("speaks English in an English spreadsheet: words, numbers and dates", async () => {
    const s = server("en_US");
    const sidebar = await openCard(s, "en-US");
    const { page } = sidebar;
    expect(await page.textContent("h1")).toBe("Player card");
    const input = page.getByRole("combobox", { name: "Player" });
    await input.fill("vika");
    expect(await options(page)).toEqual([]);
    await input.fill("Вика");
    await input.press("Enter");
    await cardOf(page, "Вика");
    const given = served(s, "Вика");
    expect(await page.$$eval(".roles thead th", (ths) => ths.map((th) => th.textContent))).toEqual([
      "Role",
      "Games",
      "Wins",
      "Win %",
    ]);
    expect(await page.$$eval(".roles tbody th", (ths) => ths.map((th) => th.textContent))).toEqual([
      "Civilian",
      "Sheriff",
      "Mafia",
      "Don",
      "Red",
      "Black",
      "Total",
    ]);
    expect(await page.textContent('[data-stat="pointsPerGame"]')).toBe(
      Number(given.stats.pointsPerGame).toFixed(2),
    );
    expect(await page.textContent('[data-col="ratingScale"]')).toMatch(
      /^Rating scale: everyone starts at 0; a win earns up to \+16, a loss costs up to −12/,
    );
    expect(await page.textContent('[data-stat="winPercent"]')).toBe(
      `${String(given.stats.winPercent)}%`,
    );
    expect(await page.textContent(".figures")).toContain("Best move accuracy");
    expect(await page.$$eval(".games thead th", (ths) => ths.map((th) => th.textContent))).toEqual([
      "Game",
      "Date",
      "Seat",
      "Role",
      "W/L",
      "Points",
    ]);
    const first = page.locator(".games tbody tr").first();
    expect(await first.locator('[data-col="date"]').textContent()).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}$/,
    );
    expect(await first.locator('[data-col="date"]').getAttribute("title")).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(await first.locator('[data-col="result"]').textContent()).toMatch(/^(✓won|✗lost)$/);
    expect(await page.getByRole("img", { name: /^Rating after each of \d+ games/ }).count()).toBe(
      1,
    );
    await sidebar.close();
  });

  it("shows Ci only under a system with Ci: «ФИИМ» on the Rules sheet", async () => {
    const s = server();
    const rules = s.env.spreadsheet.sheet("Правила");
    const rows = rules.table().map((row) => String(row[0]));
    rules.getRange(rows.indexOf("Система") + 1, 2).setValue("ФИИМ");
    const sidebar = await openCard(s);
    const { page } = sidebar;
    await page.getByRole("combobox").fill("вика");
    await page.keyboard.press("Enter");
    await cardOf(page, "Вика");
    const given = served(s, "Вика");
    const ci = page.locator('[data-stat="ci"]');
    expect(await ci.count()).toBe(1);
    expect(await ci.getAttribute("data-value")).toBe(String(given.stats.ci));
    expect(await page.$$eval(".figures dt", (dts) => dts.map((dt) => dt.textContent))).toContain(
      "Ci",
    );
    await sidebar.close();
  });

  it("shows the finals' stage, and the server's refusal in words when the games have errors", async () => {
    const s = server();
    const sidebar = await openCard(s);
    const { page } = sidebar;
    const finalist = validGame(13).seats[0]!.player;
    await page.getByRole("combobox").fill(finalist);
    await page.keyboard.press("Enter");
    await cardOf(page, finalist);
    expect(await page.textContent('.games tbody tr[data-game="13"] [data-col="stage"]')).toBe(
      "Финал",
    );

    // A Sheriff too many in game 1 after the card opened: the next choice is refused, in words.
    s.env.spreadsheet.sheet("Игры").getRange(2, 4).setValue("Шериф");
    await page.getByRole("combobox").fill("Борис");
    await page.keyboard.press("Enter");
    await settled(page);
    expect(await page.textContent(".alert")).toMatch(
      /^Не получилось: Статистики нет, пока в протоколе есть ошибки:\n• Игра 1/,
    );
    expect(await page.locator("article.card").count()).toBe(0);
    await sidebar.close();

    // Opened on a table with errors: the reason is there from the start, the list too.
    const again = await openCard(s);
    expect(await again.page.textContent(".alert")).toMatch(
      /^Статистики нет, пока в протоколе есть ошибки:/,
    );
    expect((await options(again.page)).length).toBeGreaterThan(0);
    await again.close();
  });
});
