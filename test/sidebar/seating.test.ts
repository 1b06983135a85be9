// The seating in the browser (issue 9), against the real dist/Code.js on the Sheets fake: the
// dialog makes and writes a seating; the judges' sidebar prefills games from it.
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { ScheduledGame } from "../../src/protocol/seatingSchedule";
import { Bridge, settled, sharedChromium, type SidebarPage } from "./browser";
import { control, formSnapshot, saveButton, seatControl } from "./form";
import { startServer, type GasServer } from "./gasServer";
import { TABLE_ROLES } from "../contract";

const chromium = sharedChromium();

/** Twenty players, one with a name that is markup, two of one team. */
const PLAYERS = Array.from({ length: 20 }, (_, i) =>
  i === 4 ? "<b>Жирный</b>" : `Игрок-${i + 1}`,
);
const ROSTER = PLAYERS.map((name, i) => (i < 2 ? `${name}; Ладья` : name)).join("\n");

/** The Seating sheet's games as the test reads them from the fake: game id → ten names. */
function seatingSheet(server: GasServer): Map<string, string[]> {
  const rows = server.env.spreadsheet.sheet("Рассадка").table();
  const games = new Map<string, string[]>();
  for (const row of rows.slice(1)) {
    if (row[2] === "" || row[2] === undefined) break;
    games.set(String(row[2]), row.slice(3, 13).map(String));
  }
  return games;
}

async function openDialog(server: GasServer): Promise<SidebarPage> {
  server.env.htmlFiles.set("SeatingDialog", readFileSync("dist/SeatingDialog.html", "utf8"));
  server.ctx.showSeatingDialog();
  const html = server.env.ui.dialogs.at(-1)?.content;
  if (!html) throw new Error(`no dialog: ${server.env.ui.alerts.at(-1)?.prompt ?? ""}`);
  return chromium.open(new Bridge(server), { html });
}

describe("seating dialog", () => {
  let dialog: SidebarPage | undefined;
  afterAll(async () => {
    await dialog?.close();
  });

  it("makes a seating in the browser and writes it: every player 2 games, teammates apart; markup stays text", async () => {
    const server = startServer("ru_RU");
    dialog = await openDialog(server);
    const { page } = dialog;
    expect(await page.inputValue(control("players"))).toBe("");
    await page.fill(control("players"), ROSTER);
    await page.fill(control("tables"), "2");
    await page.fill(control("games"), "2");
    expect(await page.textContent(".count")).toBe("Игроков: 20, игр: 4, туров: 2");
    await page.click("button.make");
    await page.waitForSelector("html[data-state=done]");
    expect(await page.textContent(".result")).toBe(
      "Рассадка записана на лист «Рассадка»: игр 4, туров 2.",
    );
    const games = seatingSheet(server);
    expect([...games.keys()]).toEqual(["1", "2", "3", "4"]);
    const counts = new Map<string, number>();
    for (const names of games.values())
      for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...PLAYERS].sort());
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    for (const names of games.values())
      expect(names.includes(PLAYERS[0]!) && names.includes(PLAYERS[1]!)).toBe(false);
    expect(await page.$$eval("b", (elements) => elements.length)).toBe(0);
    expect(dialog.pageErrors).toEqual([]);
    expect(dialog.requests).toEqual([]);
  });

  it("says why a seating cannot be made, in the spreadsheet's language, and writes nothing", async () => {
    const server = startServer("en_US");
    const page = (await openDialog(server)).page;
    await page.fill(control("players"), PLAYERS.slice(0, 15).join("\n"));
    await page.fill(control("tables"), "1");
    await page.fill(control("games"), "3");
    await page.click("button.make");
    await settled(page);
    expect(await page.textContent(".alert")).toBe(
      "No seating: 15 players × 3 games = 45 seats, not a whole number of games of 10; 2 or 4 games per player would work",
    );
    expect(server.env.spreadsheet.sheetNames()).not.toContain("Seating");
  });
});

describe("sidebar prefill from the seating", () => {
  let sidebar: SidebarPage | undefined;
  afterAll(async () => {
    await sidebar?.close();
  });

  it("a scheduled game id fills the ten players; a substitute is kept; «Следующая по рассадке» picks the first unrecorded game", async () => {
    const server = startServer("ru_RU");
    // The organiser's seating, written the way the dialog writes it.
    const players = PLAYERS.map((name) => ({ name, team: "" }));
    const rounds = [
      [Array.from({ length: 10 }, (_, i) => i), Array.from({ length: 10 }, (_, i) => i + 10)],
      [Array.from({ length: 10 }, (_, i) => 19 - i), Array.from({ length: 10 }, (_, i) => 9 - i)],
    ];
    server.call("writeTournamentSeating", [{ players, tables: 2, seed: 1, rounds }]);
    const scheduled = seatingSheet(server);
    sidebar = await chromium.open(new Bridge(server), { locale: "ru-RU" });
    const { page } = sidebar;
    const next = page.getByRole("button", { name: "Следующая по рассадке", exact: true });
    await next.waitFor({ state: "visible" });

    // Typing id 3 fills game 3's players, seat 1 first.
    await page.fill(control("game"), "3");
    const seatPlayers = () =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) => page.inputValue(seatControl(i + 1, "player"))),
      );
    expect(await seatPlayers()).toEqual(scheduled.get("3"));
    expect(scheduled.get("3")).toEqual(PLAYERS.slice(10).reverse());
    expect(await page.textContent(".status")).toBe("Игра 3: игроки по рассадке.");

    // A substitute in seat 10, the roles and the winner, then save.
    await page.fill(seatControl(10, "player"), "Запасной");
    const roles = TABLE_ROLES;
    for (const [i, role] of roles.entries())
      await page.selectOption(seatControl(i + 1, "role"), role);
    await page.click(`${control("winner")}[value="red"]`);
    await saveButton(page).click();
    // The substitute is not on «Участники» (the seating's list), and no name there is near his:
    // the form asks first, naming none.
    const confirm = page.locator("dialog.confirm");
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.locator("p").textContent()).toMatch(
      /^Нет в списке участников: «Запасной» \(место 10\)\. Сохранить игру всё равно\?$/,
    );
    await confirm.getByRole("button", { name: "Сохранить" }).click();
    await expect.poll(() => page.textContent(".status")).toMatch(/^Игра 3 сохранена/);
    const stored = server
      .games()
      .slice(1)
      .map((row) => [String(row[0]), row[2]]);
    expect(stored).toEqual([...PLAYERS.slice(11).reverse(), "Запасной"].map((name) => ["3", name]));

    // Next: game 1 is the first the Games sheet does not have.
    await next.click();
    await expect.poll(() => page.inputValue(control("game"))).toBe("1");
    expect(await seatPlayers()).toEqual(PLAYERS.slice(0, 10));
    // The name that is markup arrived as text.
    expect(await page.inputValue(seatControl(5, "player"))).toBe("<b>Жирный</b>");
    expect(await page.$$eval("b", (elements) => elements.length)).toBe(0);

    // Typed players are not replaced without asking; Cancel keeps them.
    await page.fill(control("game"), "");
    await page.fill(seatControl(1, "player"), "Свой игрок");
    const before = await formSnapshot(page);
    await next.click();
    await page.waitForSelector("dialog.confirm[open]");
    expect(await page.textContent("#confirm-text")).toBe(
      "Заменить введённых игроков составом игры 1 по рассадке?",
    );
    await page.getByRole("button", { name: "Отмена", exact: true }).click();
    await settled(page);
    expect(await formSnapshot(page)).toEqual(before);

    // Typing a recorded game's id fills nothing.
    await page.fill(seatControl(1, "player"), "");
    for (let i = 2; i <= 10; i++) await page.fill(seatControl(i, "player"), "");
    await page.fill(control("game"), "3");
    expect(await seatPlayers()).toEqual(new Array(10).fill(""));
    const schedule = server.call("seatingSchedule", []) as ScheduledGame[];
    expect(schedule.map((g) => g.played)).toEqual([false, false, true, false]);
    expect(sidebar.pageErrors).toEqual([]);
    expect(sidebar.dialogs).toEqual([]);
  });
});
