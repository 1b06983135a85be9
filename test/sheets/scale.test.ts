/**
 * Service calls are what a tournament pays for in Apps Script: a recalculation and a save must
 * cost no more calls at 2,000 games than at 100 — only the size of the one read and write grows.
 */
import { describe, expect, it } from "vitest";
import { callServer } from "../fakes/spreadsheet";
import { standingsRows, tournament, validGame } from "./helpers";

function measure(games: number) {
  const t = tournament(games);
  t.ctx.recalculateStandings();
  const recalc = {
    byMethod: t.env.calls.byMethod(),
    total: t.env.calls.total(),
    reads: t.env.calls.valuesReads(),
    writes: t.env.calls.valuesWrites(),
  };
  t.env.calls.reset();
  const reply = callServer(t.ctx, "saveGame", validGame(games + 1));
  expect(reply.ok).toBe(true);
  const save = {
    byMethod: t.env.calls.byMethod(),
    total: t.env.calls.total(),
    reads: t.env.calls.valuesReads(),
    writes: t.env.calls.valuesWrites(),
    gameRows: t.env.calls.writes(t.games.name)[0]?.rows,
  };
  return { t, recalc, save };
}

describe("a 2,000-game tournament", () => {
  it("costs no more service calls than 100 games, for a recalculation and for a save", () => {
    const small = measure(100);
    const large = measure(2000);
    expect(large.t.games.lastRow()).toBe(20_011);
    expect(large.recalc).toEqual(small.recalc);
    // A save: the same reads and writes, and no call more often. (At 2,000 games it makes fewer:
    // the rating's history stops growing at 1,000 games, so its chart keeps its range.)
    const { byMethod: largeCalls, total: largeTotal, ...largeSave } = large.save;
    const { byMethod: smallCalls, total: smallTotal, ...smallSave } = small.save;
    expect(largeSave).toEqual(smallSave);
    expect(largeTotal).toBeLessThanOrEqual(smallTotal);
    for (const [method, count] of Object.entries(largeCalls))
      expect(count, method).toBeLessThanOrEqual(smallCalls[method] ?? 0);
    // One values read of the Games sheet and one of the Rules sheet, and the stale marker's one
    // cell written and read back; one values write of the standings and one per part of the
    // statistics (and a save's own write of its rows).
    expect(small.recalc.reads).toBe(3);
    expect(small.recalc.writes).toBe(5);
    expect(small.save.reads).toBe(3);
    expect(small.save.writes).toBe(6);
    expect(small.save.gameRows).toBe(10);
    // And the standings of 2,000 games are all there.
    const played = standingsRows(large.t)
      .slice(1)
      .reduce((sum, row) => sum + Number(row[3] || 0), 0);
    expect(played).toBe(20_010);
  }, 60_000);
});
