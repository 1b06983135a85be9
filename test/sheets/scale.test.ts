/**
 * Service calls are what a tournament pays for in Apps Script: a recalculation and the refresh
 * after a save cost no more calls at 2,000 games than at 100 — only the size of the reads and
 * writes grows. A save reads a sheet of up to 3,000 rows whole and searches a larger one for its
 * game (src/sheets/games/gameSearch.ts): its calls do not grow from 500 games to 2,000.
 */
import { describe, expect, it } from "vitest";
import { callServer } from "../fakes/spreadsheet";
import { standingsRows, tournament, validGame, type Tournament } from "./helpers";

function counted(t: Tournament, run: () => void) {
  t.env.calls.reset();
  run();
  return {
    byMethod: t.env.calls.byMethod(),
    total: t.env.calls.total(),
    reads: t.env.calls.valuesReads(),
    writes: t.env.calls.valuesWrites(),
  };
}

function measure(games: number) {
  const t = tournament(games);
  t.ctx.recalculateStandings();
  const recalc = counted(t, () => t.ctx.recalculateStandings());
  // The same game's seats at both sizes (the cells a save escapes are the same).
  const game = validGame(games + 1, { seats: validGame(1).seats });
  const save = counted(t, () => expect(callServer(t.ctx, "saveGame", game).ok).toBe(true));
  const gameRows = t.env.calls.writes(t.games.name)[0]?.rows;
  const refresh = counted(t, () => expect(callServer(t.ctx, "refreshAfterSave").ok).toBe(true));
  return { t, recalc, save, refresh, gameRows };
}

describe("a 2,000-game tournament", () => {
  it("costs no more service calls than 100 games, for a recalculation, a save and its refresh", () => {
    const small = measure(100);
    const searched = measure(500);
    const large = measure(2000);
    expect(large.t.games.lastRow()).toBe(20_011);
    for (const kind of ["recalc", "save", "refresh"] as const) {
      const { byMethod: largeCalls, total: largeTotal, ...largeRest } = large[kind];
      const than = kind === "save" ? searched : small;
      const { byMethod: smallCalls, total: smallTotal, ...smallRest } = than[kind];
      expect(largeRest, kind).toEqual(smallRest);
      expect(largeTotal, kind).toBeLessThanOrEqual(smallTotal);
      for (const [method, count] of Object.entries(largeCalls))
        expect(count, `${kind}: ${method}`).toBeLessThanOrEqual(smallCalls[method] ?? 0);
    }
    // One values read of the Games sheet and one of the Rules sheet; one values write of the
    // standings and one per part of the statistics. A save: the two reads (of a large sheet, its
    // header) and its ten rows.
    expect(small.recalc.reads).toBe(2);
    expect(small.recalc.writes).toBe(4);
    expect(small.save.reads).toBe(2);
    expect(small.save.writes).toBe(1);
    expect(small.gameRows).toBe(10);
    expect(small.refresh.reads).toBe(2);
    expect(small.refresh.writes).toBe(4);
    // And the standings of 2,000 games are all there.
    const played = standingsRows(large.t)
      .slice(1)
      .reduce((sum, row) => sum + Number(row[3] || 0), 0);
    expect(played).toBe(20_010);
  }, 60_000);
});
