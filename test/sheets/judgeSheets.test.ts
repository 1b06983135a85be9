/**
 * «Бланки для судей» (issue 22, AWARDS.md "The judges' sheets"): dist/Code.js on the Sheets fake.
 * The layout's cells are judgeSheetsLayout.test.ts's; here: the wiring, the formats a judge's
 * pen needs, the question before replacing what the add-on did not write, and the calls' cost.
 */
import { describe, expect, it } from "vitest";
import type { SeatingWriteRequest } from "../../src/protocol/seatingSchedule";
import { makeSeating, numberedPlayers } from "../../src/seating";
import { costBreakdown, estimateMs } from "../fakes/costModel";
import { callServer } from "../fakes/spreadsheet";
import { tournament, value, type Tournament } from "./helpers";

/** A seating of `tables` tables × `games` games a player, written as the dialog writes it. */
function seated(tables: number, games: number, locale = "ru_RU"): Tournament {
  const t = tournament(0, { locale });
  const players = numberedPlayers(tables * 10);
  const seating = makeSeating({ players, tables, games, seed: 3, iterations: 500 });
  const request: SeatingWriteRequest = {
    players: players.map((p) => ({ name: p.name, team: p.team })),
    tables,
    seed: 3,
    rounds: seating.rounds.map((r) => r.games.map((g) => [...g.seats])),
  };
  value(callServer(t.ctx, "writeTournamentSeating", request));
  t.env.calls.reset();
  t.env.toasts.length = 0;
  return t;
}

const run = (t: Tournament): unknown => t.ctx.writeJudgeSheets();

describe("writeJudgeSheets: the sheets it writes", () => {
  it("writes «Бланки» from the Seating sheet's games, in their order, ready for the pen", () => {
    const t = seated(2, 2);
    run(t);
    const sheet = t.env.spreadsheet.sheet("Бланки");
    const seating = t.env.spreadsheet.sheet("Рассадка").table();
    const rows = sheet.table();
    expect(rows[0]?.[0]).toBe("Турнир — бланки судей");
    // 2 tables × 2 rounds = 4 games, one block of 14 rows each after the two first rows.
    expect(rows[2]?.[0]).toBe("Игра 1 · тур 1 · стол 1");
    expect(rows[2 + 14]?.[0]).toBe("Игра 2 · тур 1 · стол 2");
    expect(rows[2 + 3 * 14]?.[0]).toBe("Игра 4 · тур 2 · стол 2");
    // Seats 1–10 hold the Seating sheet's players of that game.
    expect(rows.slice(4, 14).map((r) => r[1])).toEqual(seating[1]?.slice(3, 13));
    expect(rows.slice(4, 14).map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The header repeats on each printed page: frozen; the widths fit a portrait page.
    expect(sheet.frozenRows).toBe(1);
    const widths = [1, 2, 3, 4, 5, 6].map((c) => sheet.widths.get(c) ?? 100);
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(650);
    // Lines under the header, every seat and «Победили»; none under the blank row after it.
    for (const row of [4, 5, 14, 15]) expect(sheet.format(row, 3).borderBottom).toBe(true);
    expect(sheet.format(16, 3).borderBottom).toBeUndefined();
    expect(sheet.format(3, 1).fontWeight).toBe("bold");
    expect(sheet.format(4, 6).fontWeight).toBe("bold");
    expect(t.env.toasts.at(-1)?.message).toBe(
      "Бланки записаны на лист «Бланки» (игр: 4), расписание — на лист «Расписание» (игроков: 20).",
    );
    expect(t.env.ui.alerts).toEqual([]);
  });

  it("writes «Расписание»: a row per player by name, each round's table and seat", () => {
    const t = seated(2, 2);
    run(t);
    const seating = t.env.spreadsheet.sheet("Рассадка").table();
    const rows = t.env.spreadsheet.sheet("Расписание").table();
    expect(rows[0]).toEqual(["Игрок", "Тур 1", "Тур 2"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      Array.from({ length: 20 }, (_, i) => `Игрок ${i + 1}`),
    );
    // Игрок 1's cells, found again from the Seating sheet by hand.
    const cellOf = (round: number): string => {
      const game = seating.slice(1, 5).find((r) => r[0] === round && r.includes("Игрок 1"))!;
      return `Стол ${String(game[1])} · место ${game.indexOf("Игрок 1") - 2}`;
    };
    expect(rows[1]).toEqual(["Игрок 1", cellOf(1), cellOf(2)]);
    expect(t.env.spreadsheet.sheet("Расписание").frozenRows).toBe(1);
  });

  it("speaks English in an English spreadsheet", () => {
    const t = seated(1, 1, "en_US");
    run(t);
    expect(t.env.spreadsheet.sheet("Score sheets").table()[2]?.[0]).toBe(
      "Game 1 · round 1 · table 1",
    );
    expect(t.env.spreadsheet.sheet("Schedule").table()[0]).toEqual(["Player", "Round 1"]);
  });

  it("with no seating writes nothing and says why", () => {
    const t = tournament(0);
    run(t);
    expect(t.env.ui.alerts.at(-1)?.prompt).toMatch(/^Бланки не записаны: нет рассадки\./);
    expect(t.env.spreadsheet.sheetNames()).not.toContain("Бланки");
    expect(t.env.spreadsheet.sheetNames()).not.toContain("Расписание");
    expect(t.env.calls.valuesWrites()).toBe(0);
  });

  it("costs the same calls for 2 games as for 60 (one values write a sheet, range lists)", () => {
    const small = seated(1, 2);
    run(small);
    const large = seated(6, 10);
    run(large);
    expect(large.env.spreadsheet.sheet("Бланки").table()).toHaveLength(2 + 60 * 14 - 1);
    expect(large.env.calls.valuesWrites("Бланки")).toBe(1);
    expect(large.env.calls.valuesWrites("Расписание")).toBe(1);
    // Priced by the cost model: seconds (two new sheets are most of it), far inside the six
    // minutes of a menu command.
    expect(estimateMs(large.env.calls.log, 0), costBreakdown(large.env.calls.log)).toBeLessThan(
      10_000,
    );
    // Only inserting rows for the longer sheet may differ.
    const calls = (t: Tournament) => {
      const by = t.env.calls.byMethod();
      delete by["Sheet.insertRowsAfter"];
      delete by["Sheet.getMaxRows"];
      return by;
    };
    expect(calls(large)).toEqual(calls(small));
  });
});

describe("writeJudgeSheets: replacing what the sheets held", () => {
  it("replaces its own untouched sheets without a question, the old blocks gone", () => {
    const t = seated(2, 2);
    run(t);
    // A smaller seating now: its one game replaces the four.
    const players = numberedPlayers(10);
    const seating = makeSeating({ players, tables: 1, games: 1, seed: 1, iterations: 100 });
    value(
      callServer(t.ctx, "writeTournamentSeating", {
        players: players.map((p) => ({ name: p.name, team: "" })),
        tables: 1,
        seed: 1,
        rounds: seating.rounds.map((r) => r.games.map((g) => [...g.seats])),
      }),
    );
    run(t);
    expect(t.env.ui.alerts).toEqual([]);
    const sheet = t.env.spreadsheet.sheet("Бланки");
    expect(sheet.table()).toHaveLength(2 + 13);
    expect(sheet.format(20, 3).borderBottom).toBeUndefined();
  });

  it("asks before replacing cells typed by hand; «Нет» leaves both sheets as they were", () => {
    const t = seated(1, 2);
    run(t);
    const sheet = t.env.spreadsheet.sheet("Бланки");
    // A judge typed a role into the printed form's cell: C5, seat 1's «Роль».
    sheet.range(5, 3, 1, 1).setValue("мафия");
    const before = sheet.table();
    t.env.ui.answers.push("NO");
    run(t);
    expect(t.env.ui.alerts.at(-1)).toEqual({
      title: "Mafia Standings",
      prompt:
        "На листе «Бланки» есть то, что записала не надстройка (или правки от руки). " +
        "Заменить их содержимое бланками по рассадке?",
      buttons: "YES_NO",
    });
    expect(sheet.table()).toEqual(before);
    expect(t.env.toasts.at(-1)?.message).toBe("Бланки не записаны: листы не тронуты.");
    t.env.ui.answers.push("YES");
    run(t);
    expect(sheet.value(5, 3)).toBe("");
    expect(sheet.value(5, 1)).toBe(1);
    // Written again by the add-on: the next run asks nothing.
    const asked = t.env.ui.alerts.length;
    run(t);
    expect(t.env.ui.alerts).toHaveLength(asked);
  });

  it("asks before taking over the organiser's own sheet of that name, and marks it once taken", () => {
    const t = seated(1, 1);
    const own = t.env.spreadsheet.insertSheet("Расписание");
    own.load([["мой список"]]);
    t.env.ui.answers.push("YES");
    run(t);
    expect(t.env.ui.alerts.at(-1)?.prompt).toMatch(/^На листе «Расписание» есть/);
    expect(own.table()[0]).toEqual(["Игрок", "Тур 1"]);
    expect(t.env.spreadsheet.sheetNames().filter((n) => n === "Расписание")).toHaveLength(1);
    const asked = t.env.ui.alerts.length;
    run(t);
    expect(t.env.ui.alerts).toHaveLength(asked);
  });

  it("takes an empty sheet of that name without a question", () => {
    const t = seated(1, 1);
    t.env.spreadsheet.insertSheet("Бланки");
    run(t);
    expect(t.env.ui.alerts).toEqual([]);
    expect(t.env.spreadsheet.sheet("Бланки").table()[2]?.[0]).toBe("Игра 1 · тур 1 · стол 1");
  });
});
