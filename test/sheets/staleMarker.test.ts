/**
 * The stale marker at the top of «Таблица» and «Статистика»: computed by Sheets (the fake
 * computes MAFIA_FINGERPRINT and the formula around it as Sheets would), so a change that no
 * refresh followed — no edit event, a failed trigger, a refresh after a save or a deletion never
 * asked for or failed — shows.
 */
import { describe, expect, it } from "vitest";
import { callServer, QUIRK_VALUES } from "../fakes/spreadsheet";
import {
  fireEdit,
  rulesRow,
  topLine,
  tournament,
  validGame,
  value,
  type Tournament,
} from "./helpers";

const UP_TO_DATE = /^Таблица обновлена после игры \d+ — /;
const STALE = /^⚠ Таблица не обновлена: «Игры» или «Правила» изменены/;

/** Sheets done computing: the custom functions show their values (the fake waits for a flush). */
function settle(t: Tournament): void {
  (t.env.globals.SpreadsheetApp as { flush(): void }).flush();
}

function statisticsTop(t: Tournament): string {
  return t.env.spreadsheet.sheet("Статистика").display(1, 1);
}

describe.each(QUIRK_VALUES.customFunctionBlank)(
  "the stale marker (blank cells handed as %s)",
  (blank) => {
    const season = () => tournament(4, { quirks: { customFunctionBlank: blank } });

    it("notices a value written with no edit event (a script, a form, another add-on)", () => {
      const t = season();
      expect(topLine(t)).toMatch(UP_TO_DATE);
      expect(statisticsTop(t)).toBe("Место");
      // A player renamed by a script: Sheets fires no edit event, the add-on never hears of it.
      t.games.getRange("C2").setValue("Новичок");
      settle(t);
      expect(topLine(t)).toMatch(STALE);
      expect(statisticsTop(t)).toMatch(/^⚠ Не обновлено: «Игры» или «Правила» изменены/);
      t.ctx.recalculateStandings();
      expect(topLine(t)).toMatch(UP_TO_DATE);
      expect(statisticsTop(t)).toBe("Место");
    });

    it("notices a Rules value changed with no edit event, and not the add-on's own column C", () => {
      const t = season();
      const rules = t.env.spreadsheet.sheet("Правила");
      rules.getRange(`B${rulesRow(t, "Система")}`).setValue("ФИИМ");
      settle(t);
      expect(topLine(t)).toMatch(STALE);
      // The edit's refresh rewrites column C after reading the sheet: still up to date.
      fireEdit(t, rules, `B${rulesRow(t, "Система")}`);
      expect(topLine(t)).toMatch(UP_TO_DATE);
    });

    it("says «не обновлена» while the sidebar's refresh after a save has not come", () => {
      const t = season();
      value(callServer(t.ctx, "saveGame", validGame(5)));
      expect(topLine(t)).toMatch(STALE);
      expect(value<{ updated: boolean }>(callServer(t.ctx, "refreshAfterSave")).updated).toBe(true);
      expect(topLine(t)).toMatch(/^Таблица обновлена после игры 5 — /);
    });

    it("says «не обновлена» after a deletion until the sidebar's refresh comes, and if it fails", () => {
      const t = season();
      value(callServer(t.ctx, "deleteGame", "2"));
      expect(topLine(t)).toMatch(STALE);
      expect(statisticsTop(t)).toMatch(/^⚠ Не обновлено/);
      // The refresh fails reading the sheets (the sidebar shows its message): nothing is written.
      t.env.failOn("Range.getValues");
      expect(callServer(t.ctx, "refreshAfterSave").ok).toBe(false);
      settle(t);
      expect(topLine(t)).toMatch(STALE);
      expect(statisticsTop(t)).toMatch(/^⚠ Не обновлено/);
      expect(value<{ updated: boolean }>(callServer(t.ctx, "refreshAfterSave")).updated).toBe(true);
      expect(topLine(t)).toMatch(/^Таблица обновлена после игры 4 — /);
      expect(statisticsTop(t)).toBe("Место");
    });
  },
);

describe("an edit whose trigger fails", () => {
  // Each a service call that fails: before the lock, under it before the refresh, and in the
  // refresh after the standings are written (the statistics).
  const failures: [string, string, number][] = [
    ["before the lock", "LockService.getDocumentLock", 1],
    ["under the lock, reading the games", "Range.getValues", 2],
    ["under the lock, writing the standings", "Range.setValues", 1],
    ["after the standings, writing the statistics", "Range.setValues", 2],
  ];

  it.each(failures)("leaves «не обновлена» when it fails %s", (_, method, nth) => {
    const t = tournament(4);
    t.games.getRange("C2").setValue("Новичок");
    t.env.failOn(method, nth);
    try {
      fireEdit(t, t.games, "C2");
    } catch {
      // A simple trigger's exception goes to the execution log; the sheets are what count.
    }
    settle(t);
    const standingsCounted = t.standings.table().some((row) => row.includes("Новичок"));
    // Standings written before the failure are current and say so; anything else says it is not.
    if (standingsCounted) expect(topLine(t)).toMatch(UP_TO_DATE);
    else expect(topLine(t)).toMatch(STALE);
    expect(statisticsTop(t)).toMatch(/^⚠ Не обновлено/);
  });
});
