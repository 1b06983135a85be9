/**
 * The seating in the spreadsheet (issue 9): dist/Code.js on the in-memory Sheets fake. The
 * dialog makes the seating in the browser and sends it; here the test sends what the dialog
 * would (made with src/seating), and checks what the shell writes and refuses.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ScheduledGame, SeatingWriteRequest } from "../../src/protocol/seatingSchedule";
import { makeSeating, numberedPlayers, type SeatingPlayer } from "../../src/seating";
import { callServer, type ServerReply } from "../fakes/spreadsheet";
import { tournament, validGame, type Tournament } from "./helpers";

const value = <T>(reply: ServerReply): T => {
  if (!reply.ok) throw new Error(`expected success, got: ${reply.message}`);
  return reply.value as T;
};
const refusal = (reply: ServerReply): string => {
  if (reply.ok) throw new Error(`expected a refusal, got ${JSON.stringify(reply.value)}`);
  return reply.message;
};

/**
 * What the dialog sends for these players
 * (the search with a small budget: the shell is under test here).
 */
function request(
  players: readonly SeatingPlayer[],
  tables: number,
  games: number,
  extra: Partial<SeatingWriteRequest> = {},
): SeatingWriteRequest {
  const seating = makeSeating({ players, tables, games, seed: 5, iterations: 2000 });
  return {
    players: players.map((p) => ({ name: p.name, team: p.team })),
    tables,
    seed: 5,
    rounds: seating.rounds.map((r) => r.games.map((g) => [...g.seats])),
    ...extra,
  };
}

function withDialog(t: Tournament): Tournament {
  t.env.htmlFiles.set("SeatingDialog", readFileSync("dist/SeatingDialog.html", "utf8"));
  return t;
}

describe("seating: the menu and the dialog", () => {
  it("the menu item opens the modal dialog with the spreadsheet's locale in the page", () => {
    const t = withDialog(tournament(0));
    t.ctx.showSeatingDialog();
    expect(t.env.ui.alerts).toEqual([]);
    expect(t.env.ui.dialogs).toHaveLength(1);
    expect(t.env.ui.dialogs[0]!.title).toBe("Рассадка");
    expect(t.env.ui.dialogs[0]!.content).toContain(
      '<div id="mafia-standings-locale" data-locale="ru_RU" hidden></div>',
    );
  });

  it("the dialog's data: the «Участники» sheet is created with its header when missing, then read (A name, B team)", () => {
    const t = tournament(0);
    const first = value<{
      players: string;
      playersSheet: string;
      tables: number;
      games: number;
      seed: number;
    }>(callServer(t.ctx, "seatingFormData"));
    expect(first).toEqual({
      players: "",
      playersSheet: "Участники",
      tables: 1,
      games: 10,
      seed: 1,
    });
    const sheet = t.env.spreadsheet.sheet("Участники");
    expect(sheet.table()).toEqual([["Игрок", "Команда"]]);
    sheet.load(
      [
        ["Алёна", "Ладья"],
        ["Борис", ""],
        ["Иванов; Иван", "Конь"],
        ["", ""],
      ],
      2,
    );
    const second = value<{ players: string }>(callServer(t.ctx, "seatingFormData"));
    expect(second.players).toBe('Алёна; Ладья\nБорис\n"Иванов; Иван"; Конь');
  });
});

describe("seating: writing the Seating sheet", () => {
  it("writes Тур, Стол, Игра, 1–10 a game, the balance figures and a row per player, in one values write", () => {
    const t = tournament(0);
    const players = numberedPlayers(20);
    players[0] = { name: '=HYPERLINK("http://x")', team: "" };
    t.env.calls.reset();
    const reply = value<{ status: string; message: string }>(
      callServer(t.ctx, "writeTournamentSeating", request(players, 2, 2)),
    );
    expect(reply).toEqual({
      status: "written",
      message: "Рассадка записана на лист «Рассадка»: игр 4, туров 2.",
    });
    expect(t.env.calls.valuesWrites("Рассадка")).toBe(1);
    const rows = t.env.spreadsheet.sheet("Рассадка").table();
    expect(rows[0]).toEqual(["Тур", "Стол", "Игра", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "Этап", ""]);
    // 20 players × 2 games / 10 = 4 games, 2 a round.
    expect(rows.slice(1, 5).map((r) => r.slice(0, 3))).toEqual([
      [1, 1, 1],
      [1, 2, 2],
      [2, 1, 3],
      [2, 2, 4],
    ]);
    // Every player twice, never twice in one round: counted here from the sheet.
    const names = rows.slice(1, 5).map((r) => r.slice(3, 13) as string[]);
    const counts = new Map<string, number>();
    for (const game of names)
      for (const name of game) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect([...counts.values()]).toEqual(new Array(20).fill(2));
    expect(new Set([...names[0]!, ...names[1]!]).size).toBe(20);
    // The name that looks like a formula stays text.
    expect(counts.has('=HYPERLINK("http://x")')).toBe(true);
    expect(t.env.spreadsheet.sheet("Рассадка").formula(2, 4)).toBe("");
    expect(rows[5]!.every((c) => c === "")).toBe(true);
    expect(rows.slice(6, 11).map((r) => [r[0], r[4]])).toEqual([
      // G = 2: each player in two different seats → 2·(1 − 0.2)² + 8·0.2² = 1.6 each, 32 in all.
      ["Баланс мест, Σ² (0 — идеально)", 32],
      ["Баланс встреч пар, Σ²", expect.any(Number)],
      ["Среднее встреч пары", 0.95],
      ["Пар, что не встречаются", expect.any(Number)],
      ["Больше всего встреч одной пары", expect.any(Number)],
    ]);
    expect(rows[12]).toEqual([
      "Игрок",
      "Команда",
      "Игр",
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      "Меньше всего встреч",
      "Больше всего встреч",
    ]);
    expect(rows.slice(13, 33).map((r) => r[2])).toEqual(new Array(20).fill(2));
    // Per player, the seat counts add up to the games.
    for (const r of rows.slice(13, 33))
      expect((r.slice(3, 13) as number[]).reduce((a, b) => a + b, 0)).toBe(2);
    // Pasted players are kept on the empty players sheet.
    expect(t.env.spreadsheet.sheet("Участники").table().slice(1, 3)).toEqual([
      ['=HYPERLINK("http://x")', ""],
      ["Игрок 2", ""],
    ]);
  });

  it("refuses a seating that breaks a hard rule, whoever sent it, and writes nothing", () => {
    const t = tournament(0);
    const good = request(numberedPlayers(20), 2, 2);
    const twice = {
      ...good,
      rounds: [[[...good.rounds[0]![0]!], [...good.rounds[0]![0]!]], ...good.rounds.slice(1)],
    };
    expect(refusal(callServer(t.ctx, "writeTournamentSeating", twice))).toMatch(
      /^Рассадку составить нельзя: тур 1: игрок «Игрок \d+» дважды\.$/,
    );
    const game = good.rounds[0]![0]!;
    const clash = {
      ...good,
      players: good.players.map((p, i) => ({
        ...p,
        team: i === game[0] || i === game[1] ? "Ладья" : "",
      })),
    };
    expect(refusal(callServer(t.ctx, "writeTournamentSeating", clash))).toBe(
      "Рассадку составить нельзя: игра 1: двое из команды «Ладья».",
    );
    const uneven = { ...good, rounds: good.rounds.slice(0, 1).concat([[good.rounds[1]![0]!]]) };
    expect(refusal(callServer(t.ctx, "writeTournamentSeating", uneven))).toMatch(
      /^Рассадку составить нельзя: «Игрок \d+» играет [12] игр, а «Игрок 1» — [12]\.$/,
    );
    expect(refusal(callServer(t.ctx, "writeTournamentSeating", { ...good, tables: "2" }))).toBe(
      "Рассадка не записана: неверные данные (tables).",
    );
    expect(t.env.spreadsheet.sheetNames()).not.toContain("Рассадка");
  });

  it("asks before replacing a seating whose games already have results; replaces when confirmed", () => {
    const t = tournament(0);
    const first = request(numberedPlayers(20), 2, 2);
    value(callServer(t.ctx, "writeTournamentSeating", first));
    // No results yet: a new seating replaces it without a question.
    const second = request(numberedPlayers(20), 2, 4);
    expect(
      value<{ status: string }>(callServer(t.ctx, "writeTournamentSeating", second)).status,
    ).toBe("written");
    value(callServer(t.ctx, "saveGame", validGame(2)));
    const before = t.env.spreadsheet.sheet("Рассадка").table();
    const asked = value<{ status: string; message: string }>(
      callServer(t.ctx, "writeTournamentSeating", first),
    );
    expect(asked).toEqual({
      status: "confirm",
      message:
        "У игр 2 текущей рассадки уже есть результаты на листе игр. Заменить рассадку новой? Записанные игры не изменятся.",
    });
    expect(t.env.spreadsheet.sheet("Рассадка").table()).toEqual(before);
    expect(
      value<{ status: string }>(
        callServer(t.ctx, "writeTournamentSeating", { ...first, replace: true }),
      ).status,
    ).toBe("written");
    expect(t.env.spreadsheet.sheet("Рассадка").table().length).toBeLessThan(before.length);
  });

  it("in an English spreadsheet: the «Seating» sheet with English headers; a filled players sheet is never rewritten", () => {
    const t = tournament(0, { locale: "en_US" });
    value(callServer(t.ctx, "seatingFormData"));
    const roster = t.env.spreadsheet.sheet("Players");
    roster.load([["Own list", "x"]], 2);
    const reply = value<{ message: string }>(
      callServer(t.ctx, "writeTournamentSeating", request(numberedPlayers(10), 1, 1)),
    );
    expect(reply.message).toBe("Seating written to “Seating”: 1 game, 1 round.");
    const rows = t.env.spreadsheet.sheet("Seating").table();
    expect(rows[0]!.slice(0, 4)).toEqual(["Round", "Table", "Game", 1]);
    expect(rows[3]![0]).toBe("Seat balance, Σ² (0 is perfect)");
    expect(rows[9]!.slice(0, 3)).toEqual(["Player", "Team", "Games"]);
    expect(roster.table()).toEqual([
      ["Player", "Team"],
      ["Own list", "x"],
    ]);
  });

  it("leaves a «Рассадка» sheet the add-on did not make alone", () => {
    const t = tournament(0);
    t.env.spreadsheet.insertSheet("Рассадка");
    expect(
      refusal(callServer(t.ctx, "writeTournamentSeating", request(numberedPlayers(20), 2, 2))),
    ).toBe(
      "Лист «Рассадка» создан не надстройкой: рассадка не записана. Переименуйте его и повторите.",
    );
  });
});

/**
 * A seating of 20 players at two tables for two rounds, its games then numbered per table by the
 * organiser: each round's two tables play game 1.
 */
function seatGamesPerTable(t: Tournament): void {
  value(callServer(t.ctx, "writeTournamentSeating", request(numberedPlayers(20), 2, 2)));
  t.env.spreadsheet
    .sheet("Рассадка")
    .getRange(2, 3, 4, 1)
    .setValues([[1], [1], [1], [1]]);
}

describe("seating: the schedule the sidebar prefills from", () => {
  it("lists the games with their ten players; a game saved from it is marked played", () => {
    const t = tournament(0);
    expect(value(callServer(t.ctx, "seatingSchedule"))).toEqual([]);
    value(callServer(t.ctx, "writeTournamentSeating", request(numberedPlayers(20), 2, 2)));
    const schedule = value<ScheduledGame[]>(callServer(t.ctx, "seatingSchedule"));
    expect(schedule.map((g) => [g.game, g.played])).toEqual([
      ["1", false],
      ["2", false],
      ["3", false],
      ["4", false],
    ]);
    const sheet = t.env.spreadsheet.sheet("Рассадка").table();
    expect(schedule[2]!.players).toEqual(sheet[3]!.slice(3, 13));
    // The judge saves game 3 with the scheduled players
    // (as the sidebar prefills them) and one substitute.
    const players = [...schedule[2]!.players];
    players[9] = "Замена";
    const game = validGame(3, { game: "3" });
    const saved = value<{ game: string }>(
      callServer(t.ctx, "saveGame", {
        ...game,
        seats: game.seats.map((s, i) => ({ ...s, player: players[i] })),
      }),
    );
    expect(saved.game).toBe("3");
    const stored = t.env.spreadsheet
      .sheet("Игры")
      .table()
      .slice(1)
      .map((r) => r[2]);
    expect(stored).toEqual(players);
    expect(
      value<ScheduledGame[]>(callServer(t.ctx, "seatingSchedule")).map((g) => g.played),
    ).toEqual([false, false, true, false]);
  });

  it("reads the sheet, not the seating made: a substitute typed into the Seating sheet is what the sidebar gets", () => {
    const t = tournament(0);
    value(callServer(t.ctx, "writeTournamentSeating", request(numberedPlayers(20), 2, 2)));
    const sheet = t.env.spreadsheet.sheet("Рассадка");
    sheet.getRange(2, 1, 1, 4).setValues([[1, 1, 1, "Новенький"]]);
    const schedule = value<ScheduledGame[]>(callServer(t.ctx, "seatingSchedule"));
    expect(schedule[0]!.players[0]).toBe("Новенький");
  });

  it("on a Games sheet with «Тур» and «Стол», marks played by round, table and id: game 1 of each table apart", () => {
    const t = tournament(0);
    t.games.getRange(1, 16, 1, 2).setValues([["Тур", "Стол"]]);
    seatGamesPerTable(t);
    const players = value<ScheduledGame[]>(callServer(t.ctx, "seatingSchedule"))[1]!.players;
    const game = validGame(1, { game: "1", round: "1", table: "2" });
    value(
      callServer(t.ctx, "saveGame", {
        ...game,
        seats: game.seats.map((s, i) => ({ ...s, player: players[i] })),
      }),
    );
    const schedule = value<ScheduledGame[]>(callServer(t.ctx, "seatingSchedule"));
    expect(schedule.map((g) => [g.game, g.round, g.table, g.played])).toEqual([
      ["1", "1", "1", false],
      ["1", "1", "2", true],
      ["1", "2", "1", false],
      ["1", "2", "2", false],
    ]);
    // Replacing the seating names the played game by its place.
    expect(
      value(callServer(t.ctx, "writeTournamentSeating", request(numberedPlayers(20), 2, 2))),
    ).toEqual({
      status: "confirm",
      message:
        "У игр 1 (тур 1, стол 2) текущей рассадки уже есть результаты на листе игр. Заменить рассадку новой? Записанные игры не изменятся.",
    });
  });

  it("on a Games sheet without «Стол», game 1 is one game whatever its table", () => {
    const t = tournament(0);
    seatGamesPerTable(t);
    value(callServer(t.ctx, "saveGame", validGame(1, { game: "1" })));
    const schedule = value<ScheduledGame[]>(callServer(t.ctx, "seatingSchedule"));
    expect(schedule.map((g) => [g.game, g.round, g.table, g.played])).toEqual([
      ["1", "1", "1", true],
      ["1", "1", "2", true],
      ["1", "2", "1", true],
      ["1", "2", "2", true],
    ]);
  });
});
