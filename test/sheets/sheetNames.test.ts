/**
 * Sheets as organisers name them: a sheet of the add-on typed in another case or with spaces
 * around is found, and never made a second time, whether Sheets compares names ignoring case
 * (getSheetByName) and whether it keeps them unique ignoring case (insertSheet): each way.
 */
import { describe, expect, it } from "vitest";
import { makeSeating, numberedPlayers, type SeatingPlayer } from "../../src/seating";
import { callServer, QUIRK_VALUES, type SheetsQuirks } from "../fakes/spreadsheet";
import { tournament, value, type Tournament } from "./helpers";

const WAYS: Partial<SheetsQuirks>[] = QUIRK_VALUES.sheetNameCase.flatMap((sheetNameCase) =>
  QUIRK_VALUES.sheetNameUnique.map((sheetNameUnique) => ({ sheetNameCase, sheetNameUnique })),
);

/** Ten players seated at one table for one game, as the seating dialog writes them. */
function seatTen(t: Tournament): SeatingPlayer[] {
  const players = numberedPlayers(10);
  const seating = makeSeating({ players, tables: 1, games: 1, seed: 5, iterations: 200 });
  value(
    callServer(t.ctx, "writeTournamentSeating", {
      players: players.map((p) => ({ name: p.name, team: p.team })),
      tables: 1,
      seed: 5,
      rounds: seating.rounds.map((r) => r.games.map((g) => [...g.seats])),
    }),
  );
  return players;
}

describe.each(WAYS)("a roster sheet named « участники » (%o)", (quirks) => {
  it("is the roster the seating dialog reads: no «Участники» is made beside it", () => {
    const t = tournament(0, { quirks });
    const own = t.env.spreadsheet.insertSheet(" участники ");
    own.load([
      ["Игрок", "Команда"],
      ["Алёна", "Ладья"],
      ["Борис", ""],
    ]);
    const before = t.env.spreadsheet.sheetNames();
    const data = value<{ players: string; playersSheet: string }>(
      callServer(t.ctx, "seatingFormData"),
    );
    expect(data).toMatchObject({ players: "Алёна; Ладья\nБорис", playersSheet: " участники " });
    expect(t.env.spreadsheet.sheetNames()).toEqual(before);
  });

  it("an empty one is filled with the seated players, not doubled by a new sheet", () => {
    const t = tournament(0, { quirks });
    const own = t.env.spreadsheet.insertSheet("участники");
    own.load([["Игрок", "Команда"]]);
    const before = t.env.spreadsheet.sheetNames();
    const players = seatTen(t);
    expect(t.env.spreadsheet.sheetNames()).toEqual([...before, "Рассадка"]);
    expect(
      own
        .table()
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(players.map((p) => p.name));
  });
});

describe.each(WAYS)("the judges' sheets beside « бланки » (%o)", (quirks) => {
  it("the organiser's « бланки » is asked about and written, not doubled by «Бланки»", () => {
    const t = tournament(0, { quirks });
    seatTen(t);
    const own = t.env.spreadsheet.insertSheet(" бланки ");
    own.getRange("A1").setValue("мои бланки");
    const before = t.env.spreadsheet.sheetNames();
    t.env.ui.answers.push("YES");
    t.ctx.writeJudgeSheets();
    expect(t.env.ui.alerts[0]?.prompt).toContain("« бланки »");
    expect(t.env.spreadsheet.sheetNames()).toEqual([...before, "Расписание"]);
    expect(own.value(1, 1)).toBe("Турнир — бланки судей");
  });
});
