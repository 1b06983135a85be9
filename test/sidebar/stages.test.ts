// Stages in the browser (issue 14): the sidebar's «Этап» select — chosen, saved in the payload
// and the Games sheet, loaded back, cleared with a new game — the points weighted by the stage
// and the note naming the weight, a hidden final previewed like any game; and «Рассадка финала…»:
// the final's dialog writes the seating, and «Следующая по рассадке» fills the stage.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rounded } from "../../src/engine";
import type { GamePayload, SaveResult } from "../../src/protocol/gamePayload";
import { Bridge, settled, sharedChromium, type SidebarPage } from "./browser";
import { gameA, NAMES_EN, type GameInput } from "./fixtures";
import {
  clickGame,
  control,
  formSnapshot,
  gameIdShown,
  saveButton,
  seatControl,
  shownPoints,
} from "./form";
import { startServer, type GasServer } from "./gasServer";
import { runTop } from "../sheets/helpers";
import { payloadOf, snapshotOf } from "./helpers";

const chromium = sharedChromium();

/** Types a setting's value on the Rules sheet (before the page opens: it comes with the page). */
function setRule(server: GasServer, name: string, cell: unknown): void {
  const rules = server.env.spreadsheet.sheet(server.lang === "ru" ? "Правила" : "Rules");
  const row = rules.table().findIndex((cells) => cells[0] === name);
  if (row < 0) throw new Error(`no rules row «${name}»`);
  rules.getRange(row + 1, 2).setValue(cell);
}

async function open(
  server: GasServer,
  locale = "ru-RU",
): Promise<SidebarPage & { bridge: Bridge }> {
  const bridge = new Bridge(server);
  return { ...(await chromium.open(bridge, { locale })), bridge };
}

/** The stage select's options as the judge reads them, and their values. */
function stageOptions(sidebar: SidebarPage): Promise<string[][]> {
  return sidebar.page.$$eval(`${control("stage")} option`, (options) =>
    options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ""]),
  );
}

const weighted = (game: GameInput, weight: number): number[] =>
  game.points.map((p) => rounded(p * weight));

describe("the sidebar's stage field", () => {
  it("chooses the final: weighted points, the weight in the note, saved in the payload and «Этап», loaded back, cleared by a new game", async () => {
    const server = startServer("ru_RU");
    setRule(server, "Вес финала", "1,3");
    const sidebar = await open(server);
    const { page } = sidebar;
    expect(await stageOptions(sidebar)).toEqual([
      ["main", "Основной"],
      ["semi", "Полуфинал"],
      ["final", "Финал"],
    ]);
    expect(await page.inputValue(control("stage"))).toBe("main");
    const changed = "Очки по системе «Клуб» с изменениями с листа «Правила».";
    expect(await page.textContent("#system-note")).toBe(changed);

    const game: GameInput = { ...gameA(), stage: "final" };
    await clickGame(page, game);
    expect(await shownPoints(page)).toEqual(gameA().points);
    await page.selectOption(control("stage"), "final");
    expect(await page.textContent("#system-note")).toBe(`${changed}\nФинал: очки × 1,3`);
    expect(await shownPoints(page)).toEqual(weighted(game, 1.3));

    await saveButton(page).click();
    await expect
      .poll(() => page.textContent(".status"))
      .toContain("Игра 1 сохранена (строки 2–11)");
    const saved = sidebar.bridge.callsOf("saveGame")[0];
    expect((saved?.args[0] as GamePayload).stage).toBe("final");
    expect(saved?.reply.ok && (saved.reply.value as SaveResult).points).toEqual(
      weighted(game, 1.3),
    );
    const rows = server.games();
    expect(rows[0]?.[13]).toBe("Этап");
    expect(rows.slice(1).map((row) => row[13])).toEqual(new Array(10).fill("Финал"));
    // A new game: the stage is main again, the weight gone from the note.
    await settled(page);
    expect(await page.inputValue(control("stage"))).toBe("main");
    expect(await page.textContent("#system-note")).toBe(changed);

    // Opened again: the final, its weight, its points.
    await page.fill(control("game"), "1");
    await page.getByRole("button", { name: "Открыть", exact: true }).click();
    await expect.poll(() => page.textContent(".status")).toBe("Игра 1 открыта для исправления.");
    expect(await formSnapshot(page)).toEqual(snapshotOf(game, "1"));
    expect(await page.textContent("#system-note")).toBe(`${changed}\nФинал: очки × 1,3`);
    expect(await shownPoints(page)).toEqual(weighted(game, 1.3));
    // «Новая игра» clears it (after asking).
    await page.getByRole("button", { name: "Новая игра" }).click();
    await page.locator("dialog.confirm").getByRole("button", { name: "Новая игра" }).click();
    await settled(page);
    expect(await page.inputValue(control("stage"))).toBe("main");
    expect(sidebar.pageErrors).toEqual([]);
  });

  it("speaks English: the stages' names, the semi-final's weight, a main stage sent as main", async () => {
    const server = startServer("en_US");
    setRule(server, "Semi-final weight", 1.5);
    const sidebar = await open(server, "en-US");
    const { page } = sidebar;
    expect(await stageOptions(sidebar)).toEqual([
      ["main", "Main"],
      ["semi", "Semi-final"],
      ["final", "Final"],
    ]);
    const game = gameA(NAMES_EN);
    await clickGame(page, game);
    await page.selectOption(control("stage"), "semi");
    expect(await page.textContent("#system-note")).toBe(
      "Points under “Club” as changed on the “Rules” sheet.\nSemi-final: points × 1.5",
    );
    expect(await shownPoints(page)).toEqual(weighted(game, 1.5));
    // The final weighs 1 here: no weight line.
    await page.selectOption(control("stage"), "final");
    expect(await page.textContent("#system-note")).toBe(
      "Points under “Club” as changed on the “Rules” sheet.",
    );
    await page.selectOption(control("stage"), "main");
    await saveButton(page, "Save").click();
    await expect.poll(() => page.textContent(".status")).toContain("Game 1 saved");
    expect((sidebar.bridge.callsOf("saveGame")[0]?.args[0] as GamePayload).stage).toBe("main");
    expect(
      server
        .games()
        .slice(1)
        .map((row) => row[13]),
    ).toEqual(new Array(10).fill(""));
  });

  it("previews a final while «Скрыть финал» hides it from the standings", async () => {
    const server = startServer("ru_RU");
    setRule(server, "Вес финала", 2);
    setRule(server, "Скрыть финал", "да");
    const sidebar = await open(server);
    const { page } = sidebar;
    const game: GameInput = { ...gameA(), stage: "final" };
    await clickGame(page, game);
    await page.selectOption(control("stage"), "final");
    expect(await shownPoints(page)).toEqual(weighted(game, 2));
    expect(await saveButton(page).isEnabled()).toBe(true);
    await saveButton(page).click();
    await expect.poll(() => page.textContent(".status")).toContain("Игра 1 сохранена");
    // The standings hide it (header only); the store has it.
    expect(server.standings()).toHaveLength(1);
    expect(
      server
        .games()
        .slice(1)
        .map((row) => row[13]),
    ).toEqual(new Array(10).fill("Финал"));
  });
});

describe("«Рассадка финала…» in the browser", () => {
  it("asks for the number of games, writes the final's seating, and «Следующая по рассадке» fills the stage", async () => {
    const server = startServer("ru_RU");
    // Ten players with a place: the finalists.
    server.call("saveGame", [payloadOf(gameA(), "1")]);
    server.env.htmlFiles.set("SeatingDialog", readFileSync("dist/SeatingDialog.html", "utf8"));
    runTop(server.ctx, "showFinalSeatingDialog");
    const html = server.env.ui.dialogs.at(-1)?.content;
    if (!html) throw new Error(`no dialog: ${server.env.ui.alerts.at(-1)?.prompt ?? ""}`);
    const bridge = new Bridge(server);
    const dialog = await chromium.open(bridge, { html });
    const { page } = dialog;
    expect(await page.textContent(".intro")).toMatch(/^Финалисты — первые игроки таблицы/);
    expect(await page.inputValue(control("games"))).toBe("4");
    expect(await page.textContent("button.make")).toBe("Рассадить финал");
    // Out of range: said here, nothing sent.
    await page.fill(control("games"), "21");
    await page.click("button.make");
    await settled(page);
    expect(await page.textContent(".alert")).toBe("Число игр финала — целое, от 1 до 20.");
    expect(bridge.callsOf("writeFinalSeating")).toEqual([]);
    await page.fill(control("games"), "3");
    await page.click("button.make");
    await page.waitForSelector("html[data-state=done]");
    expect(await page.textContent(".result")).toMatch(
      /^Рассадка финала записана на лист «Рассадка»: игры 2–4, этап «Финал»\. Финалисты: /,
    );
    expect(bridge.callsOf("writeFinalSeating")[0]?.args).toEqual([{ games: 3, replace: false }]);
    expect(dialog.pageErrors).toEqual([]);
    expect(dialog.requests).toEqual([]);

    const sidebar = await open(server);
    const next = sidebar.page.getByRole("button", { name: "Следующая по рассадке", exact: true });
    await next.waitFor({ state: "visible" });
    await gameIdShown(sidebar.page, "2");
    await next.click();
    // The form already holds id 2 (the next free one): «Next» goes on to game 3.
    await expect.poll(() => sidebar.page.inputValue(control("game"))).toBe("3");
    expect(await sidebar.page.inputValue(control("stage"))).toBe("final");
    const seating = server.env.spreadsheet.sheet("Рассадка").table()[2] ?? [];
    expect(await sidebar.page.inputValue(seatControl(1, "player"))).toBe(seating[3]);
  });
});
