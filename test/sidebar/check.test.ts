// The live checks without a browser: the form model judged by the engine, and the promise
// wrapper around google.script.run with a stand-in runner.
import { describe, expect, it } from "vitest";
import { checkForm, seatRanges } from "../../src/pages/sidebar/check";
import {
  blankForm,
  formToPayload,
  payloadToForm,
  type FormValues,
  type SeatValues,
} from "../../src/pages/sidebar/model";
import {
  classifyFailure,
  createServerApi,
  type ScriptRunner,
} from "../../src/pages/shared/serverApi";
import { gameA, gameB, NAMES_RU } from "./fixtures";
import { formOf } from "./helpers";

const edit = (form: FormValues, seat: number, change: Partial<SeatValues>): FormValues => ({
  ...form,
  seats: form.seats.map((s, i) => (i === seat - 1 ? { ...s, ...change } : s)),
});

describe("checkForm", () => {
  it.each([
    ["A", gameA()],
    ["B", gameB()],
  ])("scores game %s as RULES.md does, and is ready to save", (_, game) => {
    const check = checkForm(formOf(game), "ru");
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.points).toEqual(game.points);
    expect(check.payload?.seats.map((s) => s.player)).toEqual(NAMES_RU);
  });

  it("shows points before every name is typed, and none before the winner", () => {
    const partial = edit(edit(formOf(gameA()), 9, { player: "" }), 10, { player: "Алёна" });
    const check = checkForm(partial, "ru");
    expect(check.ok).toBe(false);
    expect(check.points).toEqual(gameA().points);
    expect(checkForm({ ...partial, winner: null }, "ru").points.every((p) => p === null)).toBe(
      true,
    );
  });

  it("names each kind of mistake in the engine's words, with the seats to mark", () => {
    const base = formOf(gameA());
    const twice = checkForm(edit(base, 5, { player: " алена " }), "ru");
    expect(twice.problems[0]?.text).toContain("игрок «Алёна» записан дважды (места 1, 5)");
    expect(twice.invalid[4]?.has("player")).toBe(true);

    const roles = checkForm(edit(base, 1, { role: "sheriff" }), "ru");
    expect(roles.problems.map((p) => p.text).join(" ")).toContain(
      "роль «Шериф» у 2 игроков, а нужно у 1",
    );
    expect(roles.problems[0]?.severity).toBe("error");

    const killed = checkForm(edit(base, 6, { firstKilled: true }), "ru");
    expect(killed.problems[0]?.text).toContain("убитых в первую ночь больше одного (места 3, 6)");

    const move = checkForm(edit(base, 3, { firstKilled: false }), "ru");
    expect(move.problems[0]?.text).toBe(
      "Место 3, «Лучший ход»: лучший ход бывает только у красного игрока, убитого в первую ночь",
    );

    const missing = checkForm(edit(edit(base, 2, { player: "" }), 8, { player: "  " }), "ru");
    expect(missing.problems.map((p) => p.text)).toEqual(["впишите игроков: 2, 8"]);
    expect(seatRanges([1, 2, 3, 4, 6, 7, 9])).toBe("1–4, 6, 7, 9");
    expect(checkForm(blankForm("1"), "ru").problems[0]?.text).toBe("впишите игроков: 1–10");

    const count = checkForm(edit(base, 4, { remarks: "1.5" }), "ru");
    expect(count.problems[0]?.text).toContain("«1.5» — нужно целое число от 0 до 99");

    // At most 99 correct picks or remarks (the engine's rule):
    // more is named now, not refused on Save.
    const many = checkForm(edit(base, 4, { remarks: "100" }), "ru");
    expect(many.ok).toBe(false);
    expect(many.problems.map((p) => p.text)).toEqual([
      "Место 4, «Замечания»: «100» — нужно целое число от 0 до 99",
    ]);
    expect(many.invalid[3]?.has("remarks")).toBe(true);
    expect(checkForm(edit(base, 8, { correct: "100" }), "en").problems[0]?.text).toBe(
      "Seat 8, “Correct pick”: “100” is not a whole number from 0 to 99",
    );
    expect(checkForm(edit(base, 4, { remarks: "99" }), "ru").ok).toBe(true);

    const lone = checkForm(edit(base, 3, { bestMove: "3" }), "ru");
    expect(lone.ok).toBe(false);
    expect(lone.invalid[2]?.has("bestMove")).toBe(true);
  });

  it("starts blank with only things to do, the winner among them", () => {
    const check = checkForm(blankForm("1"), "en");
    expect(check.ok).toBe(false);
    expect(check.problems.every((p) => p.severity === "todo")).toBe(true);
    expect(check.problems.map((p) => p.text)).toContain("choose the winner");
  });

  it("round-trips a stored game through the form", () => {
    const payload = formToPayload(formOf(gameA(), "12"), false);
    expect(payload.seats[2]?.bestMove).toEqual([4, 7, 9]);
    expect(formToPayload(payloadToForm(payload, "12"), false)).toEqual(payload);
  });
});

describe("serverApi", () => {
  /** A runner in the shape of google.script.run whose functions answer from `answers`. */
  function runner(answers: Record<string, (...args: unknown[]) => unknown>): ScriptRunner {
    const make = (ok?: (v: unknown) => void, fail?: (e: unknown) => void): ScriptRunner => {
      const r: Record<string, unknown> = {
        withSuccessHandler: (f: (v: unknown) => void) => make(f, fail),
        withFailureHandler: (f: (e: unknown) => void) => make(ok, f),
      };
      for (const [name, fn] of Object.entries(answers)) {
        r[name] = (...args: unknown[]) =>
          setTimeout(() => {
            try {
              ok?.(fn(...args));
            } catch (error) {
              fail?.(error);
            }
          });
      }
      return r as unknown as ScriptRunner;
    };
    return make();
  }

  it("turns calls into promises and failures into kinds of error", async () => {
    const api = createServerApi(() =>
      runner({
        nextGameId: () => "3",
        loadGame: (id) => {
          throw new Error(`Игры ${String(id)} нет в протоколе.`);
        },
      }),
    );
    await expect(api.nextGameId()).resolves.toBe("3");
    await expect(api.loadGame("9")).rejects.toMatchObject({
      kind: "server",
      message: "Игры 9 нет в протоколе.",
    });
    // The server functions the pages may call (ServerFunctions) and nothing else: the game
    // store (issue #4), the seating (issue 9), the final's seating (issue 14), the player card
    // (issue 15) and the teams of «Участники» (issue 22).
    expect(Object.keys(api).sort()).toEqual([
      "deleteGame",
      "listPlayers",
      "loadGame",
      "nextGameId",
      "playerCard",
      "playerTeams",
      "refreshAfterSave",
      "rulesCells",
      "saveGame",
      "seatingFormData",
      "seatingSchedule",
      "writeFinalSeating",
      "writeTournamentSeating",
    ]);
    await expect(api.saveGame(formToPayload(formOf(gameA()), false))).rejects.toMatchObject({
      kind: "unavailable",
    });
    await expect(createServerApi(() => undefined).listPlayers()).rejects.toMatchObject({
      kind: "unavailable",
    });
  });

  it("recognises a lost connection and a lock timeout", () => {
    expect(classifyFailure(new Error("NetworkError: Connection failure due to HTTP 0")).kind).toBe(
      "connection",
    );
    expect(
      classifyFailure(
        new Error("Exception: Lock timeout: another process was holding the lock for too long."),
      ).kind,
    ).toBe("lock");
    expect(classifyFailure("Error: игра 1 уже есть в протоколе").message).toBe(
      "игра 1 уже есть в протоколе",
    );
  });
});
