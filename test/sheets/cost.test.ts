/**
 * What the organiser's spreadsheet pays, at 100 and at 10,000 games, in service calls and in the
 * cost model's time (test/fakes/costModel.ts): a save at the judges' table answers within 1.5 s
 * in at most 40 calls (a small sheet is read whole, a large one searched for the game: see
 * src/sheets/games/gameSearch.ts), a correction and a deletion in at most 40 calls too; a
 * refresh — the sidebar's after a save or a deletion, an edit's, the menu's — makes at most 50
 * calls, no more at 10,000 games, and an edit stays within the simple trigger's 30 s with room
 * to spare (10 s); a season's refresh, which writes the «Серия» sheet too, is held to the same
 * 50 calls. Totals with a margin, not call sequences.
 */
import { describe, expect, it } from "vitest";
import { callServer, createFakeEnvironment, loadBundle, type Call } from "../fakes/spreadsheet";
import type { GamePayload } from "../../src/protocol/gamePayload";
import type { RulesCells } from "../../src/protocol/sidebarPage";
import { costBreakdown, estimateMs, gamesRowsRead } from "../fakes/costModel";
import { fireEdit, tournamentRows, validGame, value, type Tournament } from "./helpers";

/**
 * A tournament of `games` games, built without the fake's slow path (no recalculation); with
 * `tournaments`, a «Турнир» column of two tournaments, so that the «Серия» sheet is written too.
 */
function season(games: number, tournaments = false): Tournament {
  const env = createFakeEnvironment();
  const ctx = loadBundle(env);
  ctx.setupTournament();
  const sheet = env.spreadsheet.sheet("Игры");
  const rows = tournamentRows(games).slice(1);
  sheet.maxRows = rows.length + 41;
  sheet.load(rows, 2);
  if (tournaments) {
    const values = sheet.getDataRange().getValues();
    const named = values.map((row, i) => [
      i === 0 ? "Турнир" : Number(row[0]) <= games / 2 ? "Кубок" : "Лига",
    ]);
    sheet.getRange(1, (values[0]?.length ?? 0) + 1, named.length, 1).setValues(named);
  }
  const t = { env, ctx, games: sheet, standings: env.spreadsheet.sheet("Таблица") };
  // The first refreshes make «Статистика», its charts and the add-on's records: a one-time
  // cost, not an operation's.
  ctx.recalculateStandings();
  return t;
}

interface Measured {
  readonly calls: number;
  readonly ms: number;
  readonly breakdown: string;
}

/**
 * The calls of `run` and their time, with the script's own work on the Games rows it handles:
 * every row for a refresh (`games` × 10), only the rows it reads for a save.
 */
function measure(t: Tournament, games: number | "rows read", run: () => void): Measured {
  t.env.calls.reset();
  run();
  const log: Call[] = [...t.env.calls.log];
  const rows = games === "rows read" ? gamesRowsRead(log) : games * 10;
  return { calls: log.length, ms: estimateMs(log, rows), breakdown: costBreakdown(log) };
}

/** Game `n` with seat 1's player named so that an Automatic cell needs an apostrophe. */
function withEscapedName(n: number, extra: Partial<GamePayload> = {}): GamePayload {
  const game = validGame(n, extra);
  const seats = game.seats.map((seat, i) => (i === 0 ? { ...seat, player: "Вася 2" } : seat));
  return { ...game, seats };
}

function operations(games: number) {
  const t = season(games);
  // The sidebar sends the rules it scored with (gamePayload.ts): a save does not read them.
  const rules = value<RulesCells | null>(callServer(t.ctx, "rulesCells"));
  const save = (payload: GamePayload) => () =>
    value(callServer(t.ctx, "saveGame", { ...payload, rules }));
  return {
    recalc: measure(t, games, () => t.ctx.recalculateStandings()),
    edit: measure(t, games, () => fireEdit(t, t.games, "C2")),
    // A game whose cells need no apostrophe (the usual one): the Games formats are not read.
    save: measure(t, "rows read", save(validGame(games + 1))),
    refresh: measure(t, games, () => value(callServer(t.ctx, "refreshAfterSave"))),
    // A correction: the game found, its ten rows read and overwritten in place.
    correct: measure(t, "rows read", save({ ...validGame(games), replace: true })),
    // A name with a digit: the target cells' formats are read to know where the apostrophe goes.
    saveEscaped: measure(t, "rows read", save(withEscapedName(games + 2))),
    correctEscaped: measure(t, "rows read", save(withEscapedName(games, { replace: true }))),
    // A game from the middle of the sheet; the sidebar then asks for refreshAfterSave, as above.
    delete: measure(t, "rows read", () =>
      value(callServer(t.ctx, "deleteGame", String(Math.floor(games / 2)))),
    ),
  };
}

describe("a save, a deletion, a refresh and an edit at 100 and 10,000 games", () => {
  it("stay within their calls and time", () => {
    const small = operations(100);
    const large = operations(10_000);
    for (const at of [small, large]) {
      for (const change of [at.save, at.correct, at.saveEscaped, at.correctEscaped, at.delete])
        expect(change.calls, change.breakdown).toBeLessThanOrEqual(40);
      for (const refresh of [at.recalc, at.edit, at.refresh])
        expect(refresh.calls, refresh.breakdown).toBeLessThanOrEqual(50);
    }
    for (const at of [small, large])
      for (const change of [at.save, at.correct, at.saveEscaped])
        expect(change.ms, change.breakdown).toBeLessThanOrEqual(1500);
    // A correction with an escaped cell makes three reads (the header, the game, the formats):
    // within 1.5 s on a sheet read whole, not yet on one searched (docs/development.md).
    expect(small.correctEscaped.ms, small.correctEscaped.breakdown).toBeLessThanOrEqual(1500);
    expect(small.delete.ms, small.delete.breakdown).toBeLessThanOrEqual(1500);
    expect(large.recalc.calls).toBeLessThanOrEqual(small.recalc.calls);
    expect(large.edit.calls).toBeLessThanOrEqual(small.edit.calls);
    expect(large.refresh.calls).toBeLessThanOrEqual(small.refresh.calls);
    expect(large.edit.ms, large.edit.breakdown).toBeLessThan(10_000);
    expect(large.refresh.ms, large.refresh.breakdown).toBeLessThan(10_000);
    expect(large.delete.ms, large.delete.breakdown).toBeLessThan(10_000);
  }, 300_000);
});

describe("a save either side of where a Games sheet stops being read whole", () => {
  it("answers within 1.5 s at 2,990 rows, read whole, and at 3,990, searched", () => {
    // The same ten seats every time, needing no apostrophe: the Games formats are not read.
    const seats = validGame(1).seats;
    for (const games of [299, 399]) {
      const t = season(games);
      const save = measure(t, "rows read", () =>
        value(callServer(t.ctx, "saveGame", validGame(games + 1, { seats }))),
      );
      expect(save.ms, save.breakdown).toBeLessThanOrEqual(1500);
    }
  }, 60_000);
});

describe("a refresh of a season (a «Турнир» column, the «Серия» sheet written too)", () => {
  it("stays within its calls at 100 and 2,000 games", () => {
    const refreshes = (games: number) => {
      const t = season(games, true);
      expect(t.env.spreadsheet.getSheetByName("Серия")).not.toBeNull();
      return [
        measure(t, games, () => t.ctx.recalculateStandings()),
        measure(t, games, () => fireEdit(t, t.games, "C2")),
        measure(t, games, () => value(callServer(t.ctx, "refreshAfterSave"))),
      ];
    };
    const small = refreshes(100);
    const large = refreshes(2000);
    // The series sheet adds its lookup, its marker and its one values write, and the roster is
    // looked for among one sheet more: a season's refresh within the same 50 calls as any.
    for (const refresh of [...small, ...large])
      expect(refresh.calls, refresh.breakdown).toBeLessThanOrEqual(50);
    large.forEach((refresh, i) => expect(refresh.calls).toBeLessThanOrEqual(small[i]?.calls ?? 0));
    for (const refresh of large) expect(refresh.ms, refresh.breakdown).toBeLessThan(10_000);
  }, 300_000);
});
