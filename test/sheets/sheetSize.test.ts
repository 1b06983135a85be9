/**
 * The add-on's sheets cut short by the organiser (rows deleted under their tables): a refresh
 * asks for a sheet's size only when a write does not fit, so the one after the cut must still
 * grow each sheet and write it whole — the same sheets as a twin spreadsheet never cut.
 */
import { describe, expect, it } from "vitest";
import type { FakeSheet } from "../fakes/spreadsheet";
import { fireEdit, tournament, type Tournament } from "./helpers";

/** Thirty games of two tournaments, so that «Серия» is written too. */
function season(): Tournament {
  const t = tournament(30);
  const values = t.games.getDataRange().getValues();
  const cells = values.map((row, i) => [
    i === 0 ? "Турнир" : Number(row[0]) <= 15 ? "Кубок" : "Лига",
  ]);
  t.games.getRange(1, (values[0]?.length ?? 0) + 1, cells.length, 1).setValues(cells);
  t.ctx.recalculateStandings();
  return t;
}

const WRITTEN = ["Таблица", "Статистика", "Серия"];

/** Every row but the frozen ones and one more deleted. */
function cutShort(sheet: FakeSheet): void {
  const keep = sheet.frozenRows + 1;
  sheet.deleteRows(keep + 1, sheet.maxRows - keep);
}

describe("a sheet of the add-on cut short by the organiser", () => {
  it("is grown and written whole by the next refresh, an edit's as the menu's", () => {
    const cut = season();
    const twin = season();
    for (const name of WRITTEN) cutShort(cut.env.spreadsheet.sheet(name));
    for (const t of [cut, twin]) fireEdit(t, t.games, "C2");
    for (const name of WRITTEN) {
      const sheet = cut.env.spreadsheet.sheet(name);
      expect(sheet.maxRows, name).toBeGreaterThan(sheet.frozenRows + 1);
      expect(sheet.table(), name).toEqual(twin.env.spreadsheet.sheet(name).table());
    }
    for (const name of WRITTEN) cutShort(cut.env.spreadsheet.sheet(name));
    for (const t of [cut, twin]) t.ctx.recalculateStandings();
    for (const name of WRITTEN)
      expect(cut.env.spreadsheet.sheet(name).table(), name).toEqual(
        twin.env.spreadsheet.sheet(name).table(),
      );
  });
});
