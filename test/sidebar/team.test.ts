// A seat's «Команда» in the sidebar (issue 22), against the real dist/Code.js on the Sheets fake:
// filled from the «Участники» sheet when a name is typed or chosen and from the seating with
// «Следующая по рассадке»; a team typed by hand is kept; the save writes it to «Команда».
import { afterAll, describe, expect, it } from "vitest";
import { Bridge, sharedChromium, type SidebarPage } from "./browser";
import { control, gameIdShown, saveButton, seatControl } from "./form";
import { startServer } from "./gasServer";
import { TABLE_ROLES } from "../contract";
import { validGame } from "../sheets/helpers";

const chromium = sharedChromium();

/** Ten players: the first three of «Ладья», the fourth of «Ферзь» (markup, kept as text). */
const PLAYERS = Array.from({ length: 10 }, (_, i) => `Игрок-${i + 1}`);
const TEAMS = ["Ладья", "Ладья", "Ладья", "<i>Ферзь</i>", "", "", "", "", "", ""];

describe("sidebar: a seat's team", () => {
  let sidebar: SidebarPage | undefined;
  afterAll(async () => {
    await sidebar?.close();
  });

  it("follows the name from «Участники», keeps a team typed by hand, comes from the seating, and is saved", async () => {
    const server = startServer("ru_RU");
    // One table: the seating keeps teammates apart only between tables, so it is made without
    // teams, and the organiser types them on «Участники» (the dialog made the sheet).
    const players = PLAYERS.map((name) => ({ name, team: "" }));
    server.call("writeTournamentSeating", [
      { players, tables: 1, seed: 1, rounds: [[Array.from({ length: 10 }, (_, i) => 9 - i)]] },
    ]);
    server.env.spreadsheet.sheet("Участники").load(
      PLAYERS.map((name, i) => [name, TEAMS[i] ?? ""]),
      2,
    );
    sidebar = await chromium.open(new Bridge(server), { locale: "ru-RU" });
    const { page } = sidebar;
    const next = page.getByRole("button", { name: "Следующая по рассадке", exact: true });
    await next.waitFor({ state: "visible" });
    const team = (seat: number) => page.inputValue(seatControl(seat, "team"));
    // The next free id is in before the judge types: it would fill the id cleared below.
    await gameIdShown(page, "1");

    // A name typed (any spelling of it) brings its team; another name, that one's (none).
    await page.fill(control("game"), "5");
    await page.fill(seatControl(1, "player"), "игрок-1");
    await expect.poll(() => team(1)).toBe("Ладья");
    await page.fill(seatControl(1, "player"), "Игрок-5");
    expect(await team(1)).toBe("");
    await page.fill(seatControl(2, "player"), "Игрок-4");
    expect(await team(2)).toBe("<i>Ферзь</i>");
    expect(await page.$$eval("i", (elements) => elements.length)).toBe(0);
    // A team typed by hand is the judge's: a new name does not replace it.
    await page.fill(seatControl(3, "player"), "Гость");
    await page.fill(seatControl(3, "team"), "Сборная");
    await page.fill(seatControl(3, "player"), "Игрок-2");
    expect(await team(3)).toBe("Сборная");

    // With the seats cleared, «Следующая по рассадке» fills game 1: each team follows its player.
    await page.fill(control("game"), "");
    for (let s = 1; s <= 3; s++) await page.fill(seatControl(s, "player"), "");
    await page.fill(seatControl(3, "team"), "");
    await next.click();
    await expect.poll(() => page.inputValue(control("game"))).toBe("1");
    // Seat 1 is Игрок-10 (no team), seat 10 Игрок-1, seat 7 Игрок-4.
    expect(await Promise.all([1, 7, 8, 9, 10].map(team))).toEqual([
      "",
      "<i>Ферзь</i>",
      "Ладья",
      "Ладья",
      "Ладья",
    ]);

    for (const [i, role] of TABLE_ROLES.entries())
      await page.selectOption(seatControl(i + 1, "role"), role);
    await page.click(`${control("winner")}[value="red"]`);
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toMatch(/^Игра 1 сохранена/);
    const rows = server.games();
    const teamColumn = rows[0]?.indexOf("Команда") ?? -1;
    expect(teamColumn).toBeGreaterThan(0);
    expect(rows.slice(1).map((row) => [row[2], row[teamColumn]])).toEqual(
      [...PLAYERS].reverse().map((name) => [name, TEAMS[PLAYERS.indexOf(name)]]),
    );
    expect(sidebar.pageErrors).toEqual([]);
    expect(sidebar.dialogs).toEqual([]);
  });
});

describe("sidebar: the team field only where the tournament has teams", () => {
  /** An «Участники» sheet: a header, then PLAYERS with `teams`. */
  function roster(server: ReturnType<typeof startServer>, teams: readonly string[]): void {
    server.env.spreadsheet
      .insertSheet("Участники")
      .getRange(1, 1, PLAYERS.length + 1, 2)
      .setValues([["Игрок", "Команда"], ...PLAYERS.map((name, i) => [name, teams[i] ?? ""])]);
  }

  /** How many seats show a team field, once the form is up. */
  async function teamFields(server: ReturnType<typeof startServer>): Promise<number> {
    const opened = await chromium.open(new Bridge(server), { locale: "ru-RU" });
    await opened.page.waitForSelector("html[data-state=ready]");
    const count = await opened.page.locator('.seat input[name$=".team"]').count();
    await opened.close();
    return count;
  }

  it("none on the template's Games sheet with its «Команда» column empty, and no roster teams", async () => {
    const server = startServer("ru_RU");
    expect(server.games()[0]).toContain("Команда");
    expect(await teamFields(server)).toBe(0);
    // A roster of names without teams changes nothing.
    roster(server, ["", "", "", "", "", "", "", "", "", ""]);
    expect(await teamFields(server)).toBe(0);
  });

  it("under every seat once the «Команда» column holds a team", async () => {
    const server = startServer("ru_RU");
    const game = validGame(1);
    server.call("saveGame", [
      { ...game, seats: game.seats.map((s, i) => (i === 0 ? { ...s, team: "Ладья" } : s)) },
    ]);
    expect(await teamFields(server)).toBe(10);
  });

  it("under every seat once the roster gives a player a team", async () => {
    const server = startServer("ru_RU");
    roster(server, ["", "", "", "Ферзь", "", "", "", "", "", ""]);
    expect(await teamFields(server)).toBe(10);
  });
});
