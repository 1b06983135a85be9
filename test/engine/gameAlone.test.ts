/**
 * One game scored on its own, as the sidebar previews it and the game store reports a save
 * (SYSTEMS.md): judged as in a table, without Ci, weighted by its stage, a hidden final scored.
 */
import { describe, expect, it } from "vitest";
import { CLUB_SYSTEM, FIIM_SYSTEM, scoreGameAlone } from "../../src/engine";
import { gameRows, RU_HEADER } from "./helpers";

const RED = "Красные";
const BLACK = "Чёрные";
/** Seats 1–10 of a red win (Клуб): Civilians 3, the Sheriff (seat 3) 4, the black seats 0 or −1. */
const RED_WIN = [3, 3, 4, 3, 0, 3, -1, 3, 0, 3];

describe("a game scored on its own", () => {
  it("gives each seat's points in the order of its rows", () => {
    expect(scoreGameAlone([RU_HEADER, ...gameRows(1, RED)], CLUB_SYSTEM)).toEqual({
      ok: true,
      points: RED_WIN,
    });
  });

  it("leaves Ci out: a red player killed first night in a lost game earns none alone", () => {
    // «ФИИМ»: C = 0.5; a game alone would give seat 1 the whole of it.
    const rows = gameRows(1, BLACK, { 1: { firstKilled: true } });
    const alone = scoreGameAlone([RU_HEADER, ...rows], FIIM_SYSTEM);
    // Every seat earns 0.3 for the game; the black winners 1 more; no Ci for seat 1.
    expect(alone).toEqual({ ok: true, points: [0.3, 0.3, 0.3, 0.3, 1.3, 0.3, 1.3, 0.3, 1.3, 0.3] });
  });

  it("weighs a final by its weight, and scores it while the rules hide the final", () => {
    const rows = gameRows(1, RED).map((row) => [...row, "Финал"]);
    const system = { ...CLUB_SYSTEM, finalWeight: 1.5, hideFinal: true };
    const alone = scoreGameAlone([[...RU_HEADER, "Этап"], ...rows], system);
    expect(alone).toEqual({ ok: true, points: RED_WIN.map((p) => p * 1.5) });
  });

  it("names what is wrong with a finished game, each problem at the row of the game", () => {
    const rows = gameRows(1, RED, { 4: { role: "Шериф" } });
    const alone = scoreGameAlone([RU_HEADER, ...rows], CLUB_SYSTEM);
    expect(alone.ok).toBe(false);
    expect(alone.ok ? [] : alone.issues.map((issue) => issue.code)).toEqual([
      "role-count",
      "role-count",
    ]);
  });

  it("scores nothing while the game is in progress, and lists nothing", () => {
    expect(scoreGameAlone([RU_HEADER, ...gameRows(1, "")], CLUB_SYSTEM)).toEqual({
      ok: false,
      issues: [],
    });
  });

  it("refuses a header without a required column with the table's problem", () => {
    const header = RU_HEADER.filter((cell) => cell !== "Роль");
    const alone = scoreGameAlone([header, ...gameRows(1, RED)], CLUB_SYSTEM);
    expect(alone).toEqual({ ok: false, issues: [{ code: "missing-column", field: "role" }] });
  });
});
