/**
 * One edit and one save within the simple trigger's limits (issue 21): measured in service calls
 * at 100, 2,000 and 10,000 games, and priced by the cost model (test/fakes/costModel.ts) — an
 * edit or a save at 10,000 games must stay under 10 s in real Sheets.
 */
import { describe, expect, it } from "vitest";
import { callServer, createFakeEnvironment, loadBundle } from "../fakes/spreadsheet";
import { costBreakdown, estimateMs } from "../fakes/costModel";
import { fireEdit, tournamentRows, validGame, type Tournament } from "./helpers";

/** A tournament of `games` games, built without the fake's slow path (no recalculation). */
function season(games: number): Tournament {
  const env = createFakeEnvironment();
  const ctx = loadBundle(env);
  ctx.setupTournament();
  const sheet = env.spreadsheet.sheet("Игры");
  const rows = tournamentRows(games).slice(1);
  sheet.maxRows = rows.length + 21;
  sheet.load(rows, 2);
  const t = { env, ctx, games: sheet, standings: env.spreadsheet.sheet("Таблица") };
  // The first refresh makes «Статистика» and its charts: a one-time cost, not an edit's.
  fireEdit(t, sheet, "C2");
  return t;
}

function measure(t: Tournament, games: number) {
  t.env.calls.reset();
  fireEdit(t, t.games, "C2");
  const edit = [...t.env.calls.log];
  t.env.calls.reset();
  expect(callServer(t.ctx, "saveGame", validGame(games + 1)).ok).toBe(true);
  const save = [...t.env.calls.log];
  const rows = games * 10;
  return {
    edit: { calls: edit.length, ms: estimateMs(edit, rows), breakdown: costBreakdown(edit) },
    save: { calls: save.length, ms: estimateMs(save, rows), breakdown: costBreakdown(save) },
  };
}

describe("an edit and a save at 100, 2,000 and 10,000 games", () => {
  it("make the same service calls, and stay under 10 s in Sheets at 10,000", () => {
    const small = measure(season(100), 100);
    const medium = measure(season(2000), 2000);
    const large = measure(season(10_000), 10_000);
    expect(medium.edit.calls).toBe(small.edit.calls);
    expect(large.edit.calls).toBe(small.edit.calls);
    // Never more calls at 10,000 games; fewer, as a save there leaves the rating chart's range
    // as it was (the history holds 1,000 games whatever the season's length).
    expect(large.save.calls).toBeLessThanOrEqual(small.save.calls);
    expect(large.edit.ms, large.edit.breakdown).toBeLessThan(10_000);
    expect(large.save.ms, large.save.breakdown).toBeLessThan(10_000);
  }, 300_000);
});
