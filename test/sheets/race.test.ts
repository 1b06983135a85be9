/**
 * Several judges saving at once: the document lock serialises them and no game is lost. Each
 * interleaving is forced with barriers (test/fakes/concurrent.ts), never with sleeps.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import type { GamePayload } from "../../src/protocol/gamePayload";
import { barrier, ConcurrentRunner } from "../fakes/concurrent";
import { callServer, type ServerReply } from "../fakes/spreadsheet";
import { tournament, validGame, standingsRows } from "./helpers";

const withoutId = (n: number): GamePayload => {
  const { game: _drop, ...rest } = validGame(n);
  return rest;
};

function gameIdsIn(rows: unknown[][]): Map<unknown, number> {
  const ids = new Map<unknown, number>();
  for (const row of rows.slice(1)) ids.set(row[0], (ids.get(row[0]) ?? 0) + 1);
  return ids;
}

describe("two saves at once", () => {
  it("in real threads: the second waits for the lock, reads the first's rows, and both are kept", async () => {
    const t = tournament(3);
    const runner = new ConcurrentRunner(t.env);
    // The first save takes the lock and stands still until the second is queued on it.
    const gate = barrier();
    runner.hold = (call) =>
      call.execution === 1 && call.method === "Lock.waitLock" ? gate.opened : undefined;
    const firstHasLock = runner.reached(
      (call) => call.execution === 1 && call.method === "Lock.waitLock",
    );
    const secondQueued = runner.reached(
      (call) => call.execution === 2 && call.method === "Lock.waitLock",
    );
    const first = runner.run("saveGame", [withoutId(20)]);
    await firstHasLock;
    const holder = t.env.lock.holder;
    expect(holder).not.toBeNull();
    const second = runner.run("saveGame", [withoutId(21)]);
    await secondQueued;
    expect(t.env.lock.contended).toBe(1);
    expect(t.env.lock.holder).toBe(holder);
    expect(t.games.lastRow()).toBe(31); // nothing written yet
    gate.open();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toMatchObject({ ok: true, value: { game: "4", rows: [32, 41] } });
    expect(b).toMatchObject({ ok: true, value: { game: "5", rows: [42, 51] } });
    expect(t.env.lock.holder).toBeNull();
    const ids = gameIdsIn(t.games.table());
    expect([...ids.entries()]).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
      [4, 10],
      [5, 10],
    ]);
    // The standings, refreshed as each sidebar asks after its save, saw both games.
    await Promise.all([runner.run("refreshAfterSave", []), runner.run("refreshAfterSave", [])]);
    const played = standingsRows(t)
      .slice(1)
      .reduce((sum, row) => sum + Number(row[3] || 0), 0);
    expect(played).toBe(50);
  }, 30_000);

  it("eight judges at once, same and different ids: every game stored once, duplicates refused", async () => {
    const t = tournament(1);
    const runner = new ConcurrentRunner(t.env);
    // Whoever gets the lock first keeps it until all eight have asked for it: seven wait in line.
    const gate = barrier();
    let firstHolder: number | undefined;
    runner.hold = (call) => {
      if (call.method !== "Lock.waitLock" || firstHolder !== undefined) return undefined;
      firstHolder = call.execution;
      return gate.opened;
    };
    const everyoneAsked = Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        runner.reached((call) => call.execution === i + 1 && call.method === "Lock.waitLock"),
      ),
    );
    const payloads = [
      withoutId(30),
      withoutId(31),
      withoutId(32),
      { ...validGame(33), game: "X" },
      { ...validGame(34), game: "X" },
      withoutId(35),
      withoutId(36),
      withoutId(37),
    ];
    const running = payloads.map((p) => runner.run("saveGame", [p]));
    await everyoneAsked;
    expect(t.env.lock.contended).toBe(7);
    gate.open();
    const replies: ServerReply[] = await Promise.all(running);
    const ok = replies.filter((r) => r.ok);
    const refused = replies.filter((r): r is Extract<ServerReply, { ok: false }> => !r.ok);
    expect(ok).toHaveLength(7);
    expect(refused.map((r) => r.message)).toEqual([
      expect.stringMatching(/^Игра X не сохранена:\n• игра X уже есть/),
    ]);
    const ids = gameIdsIn(t.games.table());
    expect(ids.size).toBe(8);
    expect([...ids.values()].every((n) => n === 10)).toBe(true);
    expect(t.env.lock.holder).toBeNull();
  }, 60_000);

  it("in one thread: a save arriving while another holds the lock is refused cleanly and succeeds on retry", () => {
    const t = tournament(3);
    let inner: ServerReply | undefined;
    const off = t.env.onCall("Range.setValues", (call) => {
      if (call.sheet === "Игры" && inner === undefined)
        inner = callServer(t.ctx, "saveGame", withoutId(41));
    });
    const outer = callServer(t.ctx, "saveGame", withoutId(40));
    off();
    expect(outer).toMatchObject({ ok: true, value: { game: "4" } });
    expect(inner).toMatchObject({
      ok: false,
      // An asymmetric matcher is typed `any` by Vitest, to stand in for a value of any type.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
      message: expect.stringMatching(/блокировка документа/),
    });
    expect(t.games.lastRow()).toBe(41);
    expect(callServer(t.ctx, "saveGame", withoutId(41))).toMatchObject({
      ok: true,
      value: { game: "5", rows: [42, 51] },
    });
    expect(vm.runInContext("typeof saveGame", t.ctx)).toBe("function");
  });
});
