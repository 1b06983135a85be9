import vm from "node:vm";
import { describe, expect, it } from "vitest";
import type { GamePayload, RefreshResult, SaveResult } from "../../src/protocol/gamePayload";
import { gamesHeader } from "../../src/protocol/gameRows";
import {
  callServer,
  createFakeEnvironment,
  loadBundle,
  sheetSnapshot,
  type ServerReply,
} from "../fakes/spreadsheet";
import {
  deleteAsSidebar,
  setRule,
  REFRESH_WRITES,
  standingsRows,
  tournament,
  tournamentRows,
  validGame,
  type Tournament,
} from "./helpers";
import { RU_STANDINGS_HEADER } from "../contract";

const FIX = "Сначала исправьте эти строки на листе игр, потом откройте игру снова.";

const call = (t: Tournament, name: string, ...args: unknown[]): ServerReply =>
  callServer(t.ctx, name, ...args);
const value = <T>(reply: ServerReply): T => {
  if (!reply.ok) throw new Error(`expected success, got: ${reply.message}`);
  return reply.value as T;
};
const message = (reply: ServerReply): string => {
  if (reply.ok) throw new Error(`expected a refusal, got ${JSON.stringify(reply.value)}`);
  return reply.message;
};

interface Saved {
  game: string;
  rows: [number, number];
  points: number[];
}

describe("one loaded bundle", () => {
  it("serves a formula, the sidebar's lists, a recalculation and then a save", () => {
    const t = tournament(12);
    const formulaArgs = vm.runInContext(
      "[[['Игра', 'Место', 'Игрок', 'Роль', 'Победили']], 'ФИИМ']",
      t.ctx,
    ) as unknown[];
    expect((t.ctx.MAFIA_STANDINGS as (...args: unknown[]) => unknown)(...formulaArgs)).toHaveLength(
      1,
    );
    value(call(t, "listPlayers"));
    value(call(t, "nextGameId"));
    value(call(t, "recalculateStandings"));
    value(call(t, "saveGame", validGame(13)));
  });
});

describe("saveGame", () => {
  it("stores a valid game in one values write of ten rows, flushed; the standings follow apart", () => {
    const t = tournament(12);
    // Below the marker's cell, which is Sheets' to compute.
    const table = () => JSON.stringify(t.standings.table().slice(1));
    const standingsBefore = table();
    const saved = value<Saved>(call(t, "saveGame", validGame(13)));
    expect(saved.game).toBe("13");
    expect(saved.rows).toEqual([122, 131]);
    expect(saved.points).toHaveLength(10);
    // The Games sheet and the Rules sheet, once each; the ten rows written and flushed, and
    // nothing else: the standings wait for the sidebar's refreshAfterSave.
    expect(t.env.calls.valuesReads("Игры")).toBe(1);
    expect(t.env.calls.valuesReads("Правила")).toBe(1);
    expect(t.env.calls.valuesReads()).toBe(2);
    expect(t.env.calls.valuesWrites()).toBe(1);
    expect(t.env.calls.writes("Игры")[0]).toMatchObject({ a1: "A122:O131", rows: 10 });
    expect(t.env.calls.count("SpreadsheetApp.flush")).toBe(1);
    expect(table()).toBe(standingsBefore);
    expect(t.standings.display(1, 1)).toMatch(/^⚠ Таблица не обновлена/);
    t.env.calls.reset();
    expect(value<{ updated: boolean }>(call(t, "refreshAfterSave")).updated).toBe(true);
    expect(t.env.calls.valuesWrites()).toBeLessThanOrEqual(REFRESH_WRITES);
    expect(table()).not.toBe(standingsBefore);
    expect(t.standings.display(1, 1)).toMatch(/^Таблица обновлена после игры 13/);
    expect(t.games.value(122, 1)).toBe(13);
    expect(t.games.value(122, 4)).toMatch(/^(Мирный|Шериф|Мафия|Дон)$/);
    // «2026-11-14» became a Sheets date: midnight in Moscow.
    expect(validGame(13).date).toBe("2026-11-14");
    expect(t.games.value(122, 12)).toEqual(new Date(Date.UTC(2026, 10, 13, 21)));
    expect(t.env.calls.count("Lock.waitLock")).toBe(1);
    expect(t.env.calls.count("Lock.releaseLock")).toBe(1);
    expect(t.env.lock.holder).toBeNull();
    // By hand: game 13 is won by black; roles from seat 1: 3 Civilians, Sheriff, Mafia, Mafia,
    // Don, 3 Civilians; a pick for seats 4 and 8, best player seat 4, a remark for seats 1 and 8.
    expect(saved.points).toEqual([
      -0.5, // Civilian lost 0, a remark −0.5
      0,
      0,
      2, // Sheriff lost −1, a pick +1, best player +2
      4, // Mafia won
      4,
      5, // Don won
      0.5, // Civilian lost 0, a pick +1, a remark −0.5
      0,
      0,
    ]);
    expect(t.games.value(131, 3)).toBe(validGame(13).seats[9]?.player);
  });

  it("after a save, a replacement and a deletion, the standings are those of the games left", () => {
    const t = tournament(1);
    value(call(t, "saveGame", validGame(2)));
    value(call(t, "saveGame", { ...validGame(1), replace: true, winner: "red" }));
    value(deleteAsSidebar(t, "2"));
    // Only game 1 is left, now won by red. By hand, from seat 1: Гена, Даша, Егор, Жанна, Зоя
    // Civilians, Игорь Sheriff, Кира and Лёва Mafia, Маша Don, Нина Civilian; best player Даша;
    // picks Жанна and Лёва; remarks Гена and Лёва.
    const shown = standingsRows(t)
      .map((row) => row.slice(0, 11))
      .filter((row) => row.some((v) => v !== ""));
    expect(shown).toEqual([
      RU_STANDINGS_HEADER,
      [1, "Даша", 5, 1, 1, 0, 1, 0, 0, 0, 0], // won 3, best player 2
      [2, "Игорь", 4, 1, 1, 0, 0, 0, 1, 0, 0], // Sheriff won 4; above Жанна by Sheriff wins
      [3, "Жанна", 4, 1, 1, 0, 0, 0, 0, 0, 0], // won 3, a pick 1
      [4, "Егор", 3, 1, 1, 0, 0, 0, 0, 0, 0], // three equal on everything share 4th place
      [4, "Зоя", 3, 1, 1, 0, 0, 0, 0, 0, 0],
      [4, "Нина", 3, 1, 1, 0, 0, 0, 0, 0, 0],
      [7, "Гена", 2.5, 1, 1, 0, 0, 0, 0, 0, 0], // won 3, a remark −0.5
      [8, "Лёва", 0.5, 1, 0, 1, 0, 0, 0, 0, 0], // Mafia lost 0, a pick 1, a remark −0.5
      [9, "Кира", 0, 1, 0, 1, 0, 0, 0, 0, 0],
      [10, "Маша", -1, 1, 0, 1, 0, 0, 0, 0, 0], // Don lost −1
    ]);
  });

  it("appends after the last game, over the unticked boxes Sheets keeps below the data", () => {
    const t = tournament(2);
    // Insert → Checkbox leaves FALSE in every cell of those columns down the sheet.
    t.games.getRange("F2:F300").insertCheckboxes();
    t.games.getRange("I2:I300").insertCheckboxes();
    expect(t.games.lastRow()).toBe(300);
    const saved = value<Saved>(call(t, "saveGame", validGame(3)));
    expect(saved.rows).toEqual([22, 31]);
    expect(t.games.value(32, 6)).toBe(false);
    expect(t.games.lastRow()).toBe(300);
  });

  it("takes the next numeric id when the payload has none", () => {
    const t = tournament(3);
    const { game: _omit, ...withoutId } = validGame(50);
    expect(value<Saved>(call(t, "saveGame", withoutId)).game).toBe("4");
    expect(value<Saved>(call(t, "saveGame", { ...withoutId, game: "  " })).game).toBe("5");
    expect(value<string>(call(t, "nextGameId"))).toBe("6");
  });

  it.each<[string, unknown, RegExp]>([
    ["no data", null, /данные игры не переданы/],
    ["a string", "game 12", /данные игры не переданы/],
    ["an array", [1, 2], /данные игры не переданы/],
    ["no winner", { ...validGame(1), winner: undefined }, /«Победили»: не указано/],
    [
      "an unknown winner",
      { ...validGame(1), winner: "green" },
      /«Победили»: «green» — нужно red, black/,
    ],
    [
      "nine seats",
      { ...validGame(1), seats: validGame(1).seats.slice(0, 9) },
      /«Состав»: .* — нужно ровно 10 мест/,
    ],
    [
      "eleven seats",
      { ...validGame(1), seats: [...validGame(1).seats, validGame(1).seats[0]] },
      /ровно 10 мест/,
    ],
    [
      "a seat as text",
      {
        ...validGame(1),
        seats: validGame(1).seats.map((s, i) => (i === 2 ? { ...s, seat: "3" } : s)),
      },
      /Запись 3 состава, «Место»: «3» — нужно целое число/,
    ],
    [
      "seat 11",
      {
        ...validGame(1),
        seats: validGame(1).seats.map((s, i) => (i === 2 ? { ...s, seat: 11 } : s)),
      },
      /Запись 3 состава, «Место»: «11» — нужно ≤ 10/,
    ],
    [
      "a role nobody knows",
      {
        ...validGame(1),
        seats: validGame(1).seats.map((s, i) => (i === 4 ? { ...s, role: "cop" } : s)),
      },
      /Место 5, «Роль»: «cop» — нужно civilian, sheriff, mafia, don/,
    ],
    [
      "a negative count",
      {
        ...validGame(1),
        seats: validGame(1).seats.map((s, i) => (i === 0 ? { ...s, remarks: -1 } : s)),
      },
      /Место 1, «Замечания»: «-1» — нужно ≥ 0/,
    ],
    [
      "a yes/no as text",
      {
        ...validGame(1),
        seats: validGame(1).seats.map((s, i) => (i === 0 ? { ...s, removed: "yes" } : s)),
      },
      /Место 1, «Удаление»: «yes» — нужно да\/нет/,
    ],
    [
      "a one-seat best move",
      {
        ...validGame(1),
        seats: validGame(1).seats.map((s, i) => (i === 0 ? { ...s, bestMove: [2] } : s)),
      },
      /Место 1, «Лучший ход»: «\[2\]» — нужно два или три места/,
    ],
    [
      "a huge name",
      {
        ...validGame(1),
        seats: validGame(1).seats.map((s, i) =>
          i === 0 ? { ...s, player: "Я".repeat(100_000) } : s,
        ),
      },
      /Место 1, «Игрок»: длиннее 100/,
    ],
    ["a huge game id", { ...validGame(1), game: "1".repeat(1000) }, /«Игра»: длиннее 40/],
    [
      "a date that does not exist",
      { ...validGame(1), date: "2026-02-30" },
      /«Дата»: «2026-02-30» — нужно ГГГГ-ММ-ДД/,
    ],
    [
      "a date in another format",
      { ...validGame(1), date: "29.11.2026" },
      /«Дата»: «29.11.2026» — нужно ГГГГ-ММ-ДД/,
    ],
    ["a number as id", { ...validGame(1), game: 12 }, /«Игра»: «12» — нужно текст/],
  ])("refuses %s, in Russian, writing nothing", (_, payload, expected) => {
    const t = tournament(2);
    const before = sheetSnapshot(t.games);
    const text = message(call(t, "saveGame", payload));
    expect(text).toMatch(/^Игра .*не сохранена:/);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/\bat .*\.js|Error:|undefined|NaN|\[object/);
    expect(sheetSnapshot(t.games)).toBe(before);
    expect(t.env.calls.valuesWrites()).toBe(0);
  });

  it("ignores __proto__ and other keys it does not know, without polluting anything", () => {
    const t = tournament(1);
    const text = `{"__proto__": {"replace": true, "polluted": 1}, "constructor": {"prototype": {"x": 1}}, "extra": "=1+1",
      "game": "1", "winner": "red", "seats": ${JSON.stringify(validGame(7).seats)}}`;
    const hostile = JSON.parse(text) as Record<string, unknown>;
    // Game 1 exists: a "replace" smuggled through __proto__ must not count.
    expect(message(call(t, "saveGame", hostile))).toMatch(/игра 1 уже есть/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      vm.runInContext("({}).polluted === undefined && ({}).replace === undefined", t.ctx),
    ).toBe(true);
    hostile.game = "2";
    expect(value<Saved>(call(t, "saveGame", hostile)).game).toBe("2");
  });

  it("refuses an invalid game with the engine's reasons, naming seats", () => {
    const t = tournament(1);
    const seats = validGame(2).seats.map((s) => ({
      ...s,
      bestMove: undefined,
      firstKilled: false,
    }));
    const twoDons = seats.map((s) => (s.role === "mafia" ? { ...s, role: "don" as const } : s));
    expect(message(call(t, "saveGame", { ...validGame(2), seats: twoDons }))).toMatch(
      /роль «Дон» у 3 игроков \(места [\d, ]+\), а нужно у 1/,
    );
    const same = seats.map((s, i) =>
      i === 1 ? { ...s, player: ` ${(seats[0]?.player ?? "").toUpperCase()} ` } : s,
    );
    expect(message(call(t, "saveGame", { ...validGame(2), seats: same }))).toMatch(
      /игрок «.*» записан дважды \(места 1, 2\)/,
    );
    // The payload's order is not the seats' order: the message names seats, not its rows.
    const reversed = [...same].reverse();
    expect(message(call(t, "saveGame", { ...validGame(2), seats: reversed }))).toMatch(
      /игрок «.*» записан дважды \(места 2, 1\)/,
    );
    const mafiaMove = seats.map((s) =>
      s.role === "mafia" ? { ...s, firstKilled: true, bestMove: [1, 2] } : s,
    );
    expect(
      message(call(t, "saveGame", { ...validGame(2), seats: mafiaMove.slice(0, 10) })),
    ).toMatch(/Место \d+, «Лучший ход»: лучший ход бывает только у красного игрока/);
    const blank = seats.map((s, i) => (i === 6 ? { ...s, player: "   " } : s));
    expect(message(call(t, "saveGame", { ...validGame(2), seats: blank }))).toMatch(
      /Место 7, «Игрок»: не указан игрок/,
    );
    expect(t.env.calls.valuesWrites("Игры")).toBe(0);
  });

  it("writes hostile names and ids as text that reads back exactly", () => {
    const t = tournament(1);
    const names = [
      '=IMPORTXML("http://x", "//a")',
      "+1",
      "-1",
      "@x",
      "'quoted",
      "TRUE",
      "2026-11-29",
      "1,5",
      "#1",
      "Алёна",
    ];
    const payload: GamePayload = {
      ...validGame(3),
      game: "=1+1",
      seats: validGame(3).seats.map((s, i) => ({ ...s, player: names[i] as string })),
    };
    const saved = value<Saved>(call(t, "saveGame", payload));
    expect(saved.game).toBe("=1+1");
    const stored = Array.from({ length: 10 }, (_, i) => t.games.value(saved.rows[0] + i, 3));
    expect(stored).toEqual(names);
    expect(t.games.value(saved.rows[0], 1)).toBe("=1+1");
    expect(
      t.games
        .getRange("A1:M40")
        .getFormulas()
        .flat()
        .every((f) => f === ""),
    ).toBe(true);
    expect(
      t.standings
        .getRange("A2:Q40")
        .getFormulas()
        .flat()
        .every((f) => f === ""),
    ).toBe(true);
    // The engine reads a leading apostrophe as nothing (Sheets may keep one in a cell).
    const loaded = value<GamePayload>(call(t, "loadGame", "=1+1"));
    const asRead = names.map((name) => name.replace(/^'/, ""));
    expect(loaded.seats.map((s) => s.player)).toEqual(asRead);
    expect(value<string[]>(call(t, "listPlayers"))).toEqual(expect.arrayContaining(asRead));
  });

  it("refuses an existing id without replace, and replaces in place with it", () => {
    const t = tournament(5);
    const before = sheetSnapshot(t.games);
    expect(message(call(t, "saveGame", validGame(3)))).toBe(
      "Игра 3 не сохранена:\n• игра 3 уже есть (строки 22–31): чтобы исправить её, нажмите «Открыть»; чтобы сохранить новую игру, укажите другой номер",
    );
    expect(sheetSnapshot(t.games)).toBe(before);

    const others = () => t.games.table().filter((_, i) => i < 21 || i > 30);
    const othersBefore = JSON.stringify(others());
    const correction: GamePayload = {
      ...validGame(3),
      replace: true,
      winner: validGame(3).winner === "red" ? "black" : "red",
    };
    const saved = value<Saved>(call(t, "saveGame", correction));
    expect(saved.rows).toEqual([22, 31]);
    expect(JSON.stringify(others())).toBe(othersBefore);
    expect(t.games.value(22, 5)).toBe(correction.winner === "red" ? "Красные" : "Чёрные");
    expect(t.games.lastRow()).toBe(51);
    expect(t.env.calls.count("Sheet.deleteRows")).toBe(0);
  });

  it("replaces a game whose rows are scattered: new rows at the end, old ones removed", () => {
    const t = tournament(4);
    // Move game 2's last row below game 4 (the organiser sorted by hand).
    const row11 = t.games.getRange("A21:L21").getValues();
    t.games.getRange("A42:L42").setValues(row11);
    t.games.deleteRows(21, 1);
    const keep = JSON.stringify([
      ...t.games.table().slice(0, 11),
      ...t.games.table().slice(20, 40),
    ]);
    t.env.calls.reset();
    const saved = value<Saved>(call(t, "saveGame", { ...validGame(2), replace: true }));
    expect(saved.rows).toEqual([32, 41]);
    expect(t.games.lastRow()).toBe(41);
    expect(JSON.stringify(t.games.table().slice(0, 31))).toBe(keep);
    expect(t.games.value(32, 1)).toBe(2);
    expect(t.env.calls.valuesWrites("Игры")).toBe(1);
  });

  it.each([
    ["the first delete", 1],
    ["the second delete, after the first took rows away", 2],
  ])("undoes a correction when %s throws: the sheet as it was, nothing half-written", (_, nth) => {
    const t = tournament(4);
    // Game 2's last row below game 4: its old rows are two runs, 12–20 and 41.
    const row11 = t.games.getRange("A21:L21").getValues();
    t.games.getRange("A42:L42").setValues(row11);
    t.games.deleteRows(21, 1);
    const before = sheetSnapshot(t.games);
    const standings = sheetSnapshot(t.standings);
    t.env.calls.reset();
    t.env.failOn("Sheet.deleteRows", nth);
    const text = message(call(t, "saveGame", { ...validGame(2), replace: true, winner: "black" }));
    expect(text).toBe(
      "Игра 2 не сохранена: Таблицы не дали удалить её старые строки, и всё возвращено как было. Повторите сохранение.",
    );
    expect(sheetSnapshot(t.games)).toBe(before);
    expect(sheetSnapshot(t.standings)).toBe(standings);
    expect(t.env.lock.holder).toBeNull();
    // Tried again, it goes through: ten rows, no more.
    const saved = value<Saved>(
      call(t, "saveGame", { ...validGame(2), replace: true, winner: "black" }),
    );
    expect(saved.rows).toEqual([32, 41]);
    expect(t.games.table().filter((row) => row[0] === 2)).toHaveLength(10);
  });

  it("a correction whose undo fails too says the game is only partly saved", () => {
    const t = tournament(4);
    const row11 = t.games.getRange("A21:L21").getValues();
    t.games.getRange("A42:L42").setValues(row11);
    t.games.deleteRows(21, 1);
    t.env.failOn("Sheet.deleteRows", 2);
    t.env.failOn("Sheet.insertRowsBefore", 1);
    expect(message(call(t, "saveGame", { ...validGame(2), replace: true }))).toBe(
      "Игра 2 сохранена не до конца: проверьте её строки на листе игр и удалите лишние.",
    );
    expect(t.env.lock.holder).toBeNull();
  });

  it("makes room when the sheet is full, and a write that throws leaves the sheet exactly as it was", () => {
    const t = tournament(2, { spare: 0 });
    t.games.maxRows = 21;
    const before = sheetSnapshot(t.games);
    t.env.failOn("Range.setValues");
    const text = message(call(t, "saveGame", validGame(3)));
    expect(text).toMatch(/^Не получилось: Service error/);
    expect(sheetSnapshot(t.games)).toBe(before);
    expect(t.env.calls.count("Sheet.insertRowsAfter")).toBe(1);
    expect(t.env.lock.holder).toBeNull();
    // The same save, not failing, grows the sheet.
    expect(value<Saved>(call(t, "saveGame", validGame(3))).rows).toEqual([22, 31]);
    expect(t.games.maxRows).toBe(31);
  });

  it("explains a missing Games sheet and a busy lock", () => {
    const env = createFakeEnvironment({ locale: "en_US" });
    const ctx = loadBundle(env);
    expect(message(callServer(ctx, "saveGame", validGame(1)))).toBe(
      "No games sheet: choose “Create tournament sheets” in the menu.",
    );
    expect(value<string>(callServer(ctx, "nextGameId"))).toBe("1");
    expect(value<string[]>(callServer(ctx, "listPlayers"))).toEqual([]);
    ctx.setupTournament();
    const other = (
      env.globals.LockService as {
        getDocumentLock(): { waitLock(ms: number): void; releaseLock(): void };
      }
    ).getDocumentLock();
    other.waitLock(1);
    expect(message(callServer(ctx, "saveGame", validGame(1)))).toMatch(
      /Another judge is saving \(document lock\)/,
    );
    other.releaseLock();
    expect(value<Saved>(callServer(ctx, "saveGame", validGame(1))).rows).toEqual([2, 11]);
  });

  it("speaks English to an English spreadsheet", () => {
    const t = tournament(1, { locale: "en_US" });
    expect(message(call(t, "saveGame", { ...validGame(1), winner: "green" }))).toBe(
      "Game 1 was not saved:\n• “Winner”: “green” — expected red, black",
    );
    const saved = value<Saved>(call(t, "saveGame", validGame(2)));
    expect(t.games.value(saved.rows[0], 4)).toMatch(/^(Civilian|Sheriff|Mafia|Don)$/);
    // What the form offers: its «Open» button, or another id — there is no "replace" control.
    expect(message(call(t, "saveGame", validGame(2)))).toBe(
      "Game 2 was not saved:\n• game 2 already exists (rows 12–21): to correct it, open it with “Open”; to save a new game, use another game id",
    );
  });

  it("never writes the organiser's own columns, even between the Games columns (a save and a replace)", () => {
    const t = tournament(0);
    // «Клуб» between «Игрок» and «Роль», a VLOOKUP on every row, filled down below the games.
    const header = gamesHeader("ru");
    header.splice(3, 0, "Клуб");
    const rows = tournamentRows(2)
      .slice(1)
      .map((row) => [...row.slice(0, 3), "", ...row.slice(3)]);
    t.games.load([header, ...rows]);
    const club = (row: number): string => `=IFERROR(VLOOKUP(C${row};Клубы!A:B;2;FALSE);"—")`;
    for (let row = 2; row <= 60; row++) t.games.getRange(row, 4).setFormula(club(row));
    const formulas = () => Array.from({ length: 59 }, (_, i) => t.games.formula(i + 2, 4));
    const expected = formulas();
    t.env.calls.reset();

    const saved = value<Saved>(call(t, "saveGame", validGame(3)));
    expect(saved.rows).toEqual([22, 31]);
    expect(t.env.calls.writes("Игры").map((w) => w.a1)).toEqual(["A22:C31", "E22:P31"]);
    expect(formulas()).toEqual(expected);
    expect(t.games.value(22, 3)).toBe(validGame(3).seats[0]?.player);
    expect(t.games.value(22, 5)).toMatch(/^(Мирный|Шериф|Мафия|Дон)$/);

    t.env.calls.reset();
    const replaced = value<Saved>(
      call(t, "saveGame", {
        ...validGame(1),
        replace: true,
        winner: validGame(1).winner === "red" ? "black" : "red",
      }),
    );
    expect(replaced.rows).toEqual([2, 11]);
    expect(t.env.calls.writes("Игры").map((w) => w.a1)).toEqual(["A2:C11", "E2:P11"]);
    expect(formulas()).toEqual(expected);
    const loaded = value<GamePayload>(call(t, "loadGame", "1"));
    expect(loaded.seats.map((s) => s.player)).toEqual(validGame(1).seats.map((s) => s.player));
  });
});

describe("loadGame", () => {
  it.each(["Europe/Moscow", "America/Los_Angeles", "Pacific/Kiritimati", "UTC"])(
    "gives back what was saved, date included, in time zone %s",
    (timeZone) => {
      const t = tournament(0, { timeZone, scriptTimeZone: "Asia/Tokyo" });
      const payload = validGame(6, { date: "2026-01-01" });
      const { rows } = value<SaveResult>(call(t, "saveGame", payload));
      const loaded = value<GamePayload>(call(t, "loadGame", "6"));
      // And where it stands, as the save said.
      expect(loaded).toEqual({
        ...payload,
        rows,
        seats: payload.seats.map((s) => ({
          correct: 0,
          remarks: 0,
          firstKilled: false,
          bestPlayer: false,
          removed: false,
          ...s,
        })),
      });
      expect(loaded.date).toBe("2026-01-01");
    },
  );

  it("reads dates the organiser typed, and refuses what the form cannot show", () => {
    const t = tournament(3);
    t.games.getRange("L2:L11").setValues(Array.from({ length: 10 }, () => ["29.11.2026"]));
    expect(value<GamePayload>(call(t, "loadGame", 1)).date).toBe("2026-11-29");
    // A best move typed as a count (two black named) cannot become seats.
    const killed = validGame(3).seats.findIndex((s) => s.firstKilled) + 1;
    t.games.getRange(21 + killed, 7).setValue(2);
    expect(message(call(t, "loadGame", "3"))).toBe(
      `Игру 3 нельзя открыть в форме:\n• строка ${21 + killed}: лучший ход записан числом, а не местами\n${FIX}`,
    );
    t.games.getRange("E12:E21").setValues(Array.from({ length: 10 }, () => [""]));
    expect(message(call(t, "loadGame", "2"))).toBe(
      `Игру 2 нельзя открыть в форме:\n• не указан победитель\n${FIX}`,
    );
    expect(message(call(t, "loadGame", "99"))).toBe("Игры 99 нет в протоколе.");
    expect(message(call(t, "loadGame", { id: 1 }))).toBe("Игры [object Object] нет в протоколе.");
  });

  it("refuses a game with a seat twice or missing instead of dropping a row", () => {
    const t = tournament(3);
    // An eleventh row of game 1: another player in seat 3.
    const seat3 = t.games.getRange("A4:L4").getValues()[0] as unknown[];
    t.games.getRange("A32:L32").setValues([[...seat3.slice(0, 2), "Лёва", ...seat3.slice(3)]]);
    expect(message(call(t, "loadGame", "1"))).toBe(
      [
        "Игру 1 нельзя открыть в форме:",
        "• в игре 11 строк, а нужно 10",
        "• место 3 записано дважды (строки 4, 32)",
        FIX,
      ].join("\n"),
    );
    // Game 2 loses its seat 7.
    t.games.deleteRows(18, 1);
    expect(message(call(t, "loadGame", "2"))).toBe(
      ["Игру 2 нельзя открыть в форме:", "• в игре 9 строк, а нужно 10", "• нет места 7", FIX].join(
        "\n",
      ),
    );
    t.env.calls.reset();
    message(call(t, "loadGame", "1"));
    expect(t.env.calls.valuesWrites()).toBe(0);
  });

  it("refuses a game with cells it cannot read rather than loading them as 0, no or blank", () => {
    const t = tournament(3);
    t.games.getRange("H22").setValue("abc");
    t.games.getRange("F23").setValue("maybe");
    t.games.getRange("L24").setValue("29.11");
    t.games.getRange("B25").setValue("");
    const lines = message(call(t, "loadGame", "3")).split("\n");
    expect(lines).toEqual([
      "Игру 3 нельзя открыть в форме:",
      "• нет места 4",
      "• строка 22, «Правильная кандидатура»: «abc» — нужно целое число от 0 до 99",
      "• строка 23, «Убит в первую ночь»: «maybe» — нужно да или нет (галочка, TRUE/FALSE, 1/0)",
      "• строка 24, «Дата»: «29.11» — не читается как дата (нужна дата или текст ГГГГ-ММ-ДД)",
      "• строка 25: не указано место",
      FIX,
    ]);
    // Two dates in one game cannot both survive a save of the form's one date.
    const u = tournament(2, { locale: "en_US" });
    u.games.getRange("L15").setValue("2026-12-01");
    expect(message(call(u, "loadGame", "2"))).toBe(
      "Game 2 cannot be opened in the form:\n• rows 12, 15 record different dates\nFix these rows on the games sheet first, then open the game again.",
    );
  });
});

describe("refreshAfterSave's next game", () => {
  it("is what nextGameId, listPlayers and rulesCells answer, from the refresh's own reads", () => {
    const t = tournament(12);
    value(call(t, "saveGame", validGame(13)));
    t.env.calls.reset();
    const refreshed = value<RefreshResult>(call(t, "refreshAfterSave"));
    expect(t.env.calls.valuesReads("Игры")).toBe(1);
    expect(refreshed.next).toEqual({
      game: value<string>(call(t, "nextGameId")),
      players: value<string[]>(call(t, "listPlayers")),
      rules: value<unknown>(call(t, "rulesCells")),
    });
    expect(refreshed.next?.game).toBe("14");
  });

  it("is left to the sidebar to ask for while the standings hide the final", () => {
    const t = tournament(12);
    setRule(t, "Скрыть финал", "да");
    value(call(t, "saveGame", { ...validGame(13), stage: "final" }));
    const refreshed = value<RefreshResult>(call(t, "refreshAfterSave"));
    expect(refreshed.next).toBeUndefined();
    // Game 13 is not in the standings, but its id is taken.
    expect(value<string>(call(t, "nextGameId"))).toBe("14");
  });
});

describe("deleteGame", () => {
  it("deletes the game's rows after one read, flushed; the standings follow apart", () => {
    const t = tournament(4);
    const after = [...t.games.table().slice(0, 11), ...t.games.table().slice(21)];
    // Below the marker's cell, which is Sheets' to compute.
    const table = () => JSON.stringify(t.standings.table().slice(1));
    const standingsBefore = table();
    expect(value(call(t, "deleteGame", "2"))).toEqual({ game: "2", deletedRows: 10 });
    expect(t.games.table()).toEqual(after);
    // The Games sheet once, the rows deleted and flushed, and nothing else: finding a game needs
    // no scoring system, and the standings wait for the sidebar's refreshAfterSave.
    expect(t.env.calls.valuesReads("Игры")).toBe(1);
    expect(t.env.calls.valuesReads()).toBe(1);
    expect(t.env.calls.valuesWrites()).toBe(0);
    expect(t.env.calls.count("SpreadsheetApp.flush")).toBe(1);
    expect(t.env.lock.holder).toBeNull();
    expect(table()).toBe(standingsBefore);
    expect(t.standings.display(1, 1)).toMatch(/^⚠ Таблица не обновлена/);
    expect(value<{ updated: boolean }>(call(t, "refreshAfterSave")).updated).toBe(true);
    expect(table()).not.toBe(standingsBefore);
    expect(t.standings.display(1, 1)).toMatch(/^Таблица обновлена после игры 4/);
    expect(message(call(t, "deleteGame", "2"))).toBe("Игры 2 нет в протоколе.");
    expect(message(call(t, "loadGame", "2"))).toBe("Игры 2 нет в протоколе.");
  });

  it("can delete the only game of a sheet with no spare rows", () => {
    const t = tournament(1, { spare: 0 });
    t.games.maxRows = 11;
    expect(value(deleteAsSidebar(t, "1"))).toEqual({ game: "1", deletedRows: 10 });
    expect(t.games.table()).toHaveLength(1);
    expect(standingsRows(t).filter((r) => r[1] !== "").length).toBe(1);
  });

  it("puts back a split game's rows already deleted when Sheets refuses the rest", () => {
    const t = tournament(4);
    // Game 2's last five rows moved below game 4: two runs, the bottom one deleted first.
    const rows = t.games.table();
    const moved = [...rows.slice(0, 16), ...rows.slice(21), ...rows.slice(16, 21)];
    t.games.getRange(1, 1, moved.length, moved[0]?.length ?? 1).setValues(moved);
    t.env.failOn("Sheet.deleteRows", 2);
    expect(message(call(t, "deleteGame", "2"))).toBe(
      "Игра 2 не удалена: Таблицы не дали удалить часть её строк, " +
        "и всё возвращено как было. Повторите удаление.",
    );
    expect(t.games.table()).toEqual(moved);
    expect(t.env.lock.holder).toBeNull();
    // And when even putting them back fails, the judge is told to look.
    t.env.failOn("Sheet.deleteRows", 2);
    t.env.failOn("Sheet.insertRowsBefore");
    expect(message(call(t, "deleteGame", "2"))).toBe(
      "Игра 2 удалена не до конца: проверьте её строки на листе игр и удалите оставшиеся.",
    );
  });

  it("refuses a Games sheet the engine cannot read, deleting nothing", () => {
    const t = tournament(2);
    t.games.getRange("B1").setValue("");
    const rows = t.games.table();
    expect(message(call(t, "deleteGame", "2"))).toBe(
      "Игры 2 нет в протоколе.\n• «Место»: в заголовке нет этого столбца",
    );
    expect(t.games.table()).toEqual(rows);
    expect(t.env.calls.count("Sheet.deleteRows")).toBe(0);
  });
});

describe("listPlayers and nextGameId", () => {
  it("lists names by the engine's identity, most frequent first, first spelling met", () => {
    const t = tournament(0);
    t.games.load(
      [
        [1, 1, "алена ", "Мирный"],
        [1, 2, "Борис", "Мирный"],
        [2, 1, "Алёна", "Мирный"],
        [2, 2, "Вика", "Мирный"],
        [3, 1, "АЛЁНА", "Мирный"],
        [3, 2, "вика", "Мирный"],
        [3, 3, "Гена", "Мирный"],
      ],
      2,
    );
    expect(value(call(t, "listPlayers"))).toEqual(["алена", "Вика", "Борис", "Гена"]);
  });

  it("gives the next free number, ignoring text ids", () => {
    const t = tournament(0);
    expect(value(call(t, "nextGameId"))).toBe("1");
    t.games.load(
      [
        ["Финал", 1, "А", "Мирный"],
        ["12a", 1, "Б", "Мирный"],
        [7, 1, "В", "Мирный"],
        ["'09", 1, "Г", "Мирный"],
      ],
      2,
    );
    expect(value(call(t, "nextGameId"))).toBe("10");
  });
});
