/**
 * An edit waits for the lock while a save refreshes the sheets: what that refresh recorded of
 * the sheets it wrote (how many rows each block holds, which the next refresh blanks below its
 * own) must be what the edit's refresh goes by, or the rows the save's refresh added below stay
 * on «Статистика» as if current.
 */
import { describe, expect, it } from "vitest";
import { callServer, createFakeEnvironment, loadBundle } from "../fakes/spreadsheet";
import { fireEdit, tournament, validGame, value } from "./helpers";

/** «Статистика» below its first row (the marker's, with the time of its refresh). */
function statistics(sheet: { table(): unknown[][] }): string {
  return JSON.stringify(sheet.table().slice(1));
}

describe("an edit that waited for a save's refresh", () => {
  it("blanks the rows that refresh wrote, as a refresh from scratch leaves the sheet", () => {
    const t = tournament(2);
    // While the organiser's edit waits for the lock, a judge saves a game of ten players new to
    // the tournament, its refresh writes them onto «Статистика», and the game is then deleted
    // (the refresh after that deletion not yet come): the edit's refresh has fewer players.
    const newcomers = validGame(3).seats.map((seat, i) => ({ ...seat, player: `Новичок ${i}` }));
    const stop = t.env.onCall("Lock.tryLock", () => {
      stop();
      value(callServer(t.ctx, "saveGame", { ...validGame(3), seats: newcomers }));
      value(callServer(t.ctx, "refreshAfterSave"));
      value(callServer(t.ctx, "deleteGame", "3"));
    });
    t.games.getRange("C2").setValue("Переименованный");
    fireEdit(t, t.games, "C2");
    expect(JSON.stringify(t.env.spreadsheet.sheet("Статистика").table())).not.toContain("Новичок");

    // The same Games sheet, refreshed once on a spreadsheet of its own.
    const env = createFakeEnvironment();
    const ctx = loadBundle(env);
    ctx.setupTournament();
    const games = t.games.table();
    env.spreadsheet
      .sheet("Игры")
      .getRange(1, 1, games.length, games[0]?.length ?? 1)
      .setValues(games);
    ctx.recalculateStandings();
    expect(statistics(t.env.spreadsheet.sheet("Статистика"))).toBe(
      statistics(env.spreadsheet.sheet("Статистика")),
    );
  });
});
