/**
 * A sheet the add-on rewrites («Бланки», «Расписание», «Рассадка») keeps nothing of the
 * organiser's merges, notes, data validation and conditional formats: Google documents clear()
 * as clearing "content and formatting" only, and the fake leaves the rest behind unless told
 * (clearScope), so the rewrite is right either way.
 */
import { describe, expect, it } from "vitest";
import type { SeatingWriteRequest } from "../../src/protocol/seatingSchedule";
import { makeSeating, numberedPlayers } from "../../src/seating";
import {
  callServer,
  QUIRK_VALUES,
  type FakeSheet,
  type FakeSpreadsheetApp,
  type SheetsQuirks,
} from "../fakes/spreadsheet";
import { tournament, value, type Tournament } from "./helpers";

const REWRITTEN = ["Бланки", "Расписание", "Рассадка"];

function seatingRequest(): SeatingWriteRequest {
  const players = numberedPlayers(20);
  const seating = makeSeating({ players, tables: 2, games: 2, seed: 3, iterations: 500 });
  return {
    players: players.map((p) => ({ name: p.name, team: p.team })),
    tables: 2,
    seed: 3,
    rounds: seating.rounds.map((r) => r.games.map((g) => [...g.seats])),
  };
}

/** The seating, the score sheets and the schedule, written as the menu writes them. */
function writeAll(t: Tournament): void {
  value(callServer(t.ctx, "writeTournamentSeating", { ...seatingRequest(), replace: true }));
  t.env.ui.answers.push("YES", "YES");
  t.ctx.writeJudgeSheets();
  t.env.ui.answers.length = 0;
}

/** What an organiser may have put on a sheet: a merge, a note, a dropdown, a colour rule. */
function dress(t: Tournament, sheet: FakeSheet): void {
  const app = t.env.globals.SpreadsheetApp as FakeSpreadsheetApp;
  sheet.getRange("A2:C4").merge();
  sheet.getRange("B5").setNote("не забыть");
  sheet
    .getRange("C6:C8")
    .setDataValidation(app.newDataValidation().requireValueInList(["да"]).build());
  const rule = app
    .newConditionalFormatRule()
    .setRanges([sheet.getRange("A1:F30")])
    .whenCellNotEmpty()
    .setBackground("#ff0000")
    .build();
  sheet.setConditionalFormatRules([rule]);
}

function leftovers(sheet: FakeSheet): unknown {
  const notes = sheet.getRange(1, 1, sheet.maxRows, sheet.maxColumns).getNotes().flat();
  const rules = sheet.getRange(1, 1, sheet.maxRows, sheet.maxColumns).getDataValidations().flat();
  return {
    merges: sheet.merges,
    notes: notes.filter((n) => n !== ""),
    validation: rules.filter((r) => r !== null).length,
    conditional: sheet.conditionalRules.length,
  };
}

describe.each(QUIRK_VALUES.clearScope)("a rewritten sheet, clear() clearing %s", (clearScope) => {
  const quirks: Partial<SheetsQuirks> = { clearScope };

  it("loses the old merges, notes, validation and conditional formats, and holds every cell written", () => {
    const clean = tournament(0, { quirks });
    writeAll(clean);
    const t = tournament(0, { quirks });
    writeAll(t);
    for (const name of REWRITTEN) dress(t, t.env.spreadsheet.sheet(name));
    writeAll(t);
    for (const name of REWRITTEN) {
      const sheet = t.env.spreadsheet.sheet(name);
      expect(leftovers(sheet), name).toEqual({
        merges: [],
        notes: [],
        validation: 0,
        conditional: 0,
      });
      expect(sheet.table(), name).toEqual(clean.env.spreadsheet.sheet(name).table());
    }
  });
});
