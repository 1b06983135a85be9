/**
 * The game store on a Games sheet that numbers games per table (an organiser added «Тур» and
 * «Стол» columns): two games under id 1, at tables 1 and 2 of round 1, saved, opened, corrected
 * and deleted each by its place; the refusals word by word; a sheet without «Стол» as before.
 * dist/Code.js on the in-memory Sheets fake. Expected values are written out by hand.
 */
import { describe, expect, it } from "vitest";
import type { GamePayload } from "../../src/protocol/gamePayload";
import { callServer } from "../fakes/spreadsheet";
import {
  gameOf,
  refusal,
  deleteAsSidebar,
  saveAsSidebar,
  standingsRows,
  tournament,
  value,
  type Tournament,
} from "./helpers";

/** Ten players of one table: «Т1-1» … «Т1-10». */
const playersOf = (table: number): string[] =>
  Array.from({ length: 10 }, (_, i) => `Т${table}-${i + 1}`);

/** Game 1 of round 1 at `table`: its own ten players, roles in seat order (seat 10 the Don). */
function gameAt(table: number, extra: Partial<GamePayload> = {}): GamePayload {
  return { ...gameOf(1, playersOf(table)), round: "1", table: String(table), ...extra };
}

/** The template's Games sheet (columns A–O) with «Тур» and «Стол» added at P and Q. */
function perTable(header: readonly string[] = ["Тур", "Стол"]): Tournament {
  const t = tournament(0);
  t.games.getRange(1, 16, 1, header.length).setValues([[...header]]);
  t.env.calls.reset();
  return t;
}

const call = (t: Tournament, name: string, ...args: unknown[]) => callServer(t.ctx, name, ...args);

/** Each player's standings points, by name. */
function pointsByName(t: Tournament): Record<string, unknown> {
  const rows = standingsRows(t).slice(1);
  const named = rows.filter((row) => row[1] !== "");
  return Object.fromEntries(named.map((row): [string, unknown] => [String(row[1]), row[2]]));
}

/**
 * By hand, under «Клуб»: seats 1–6 Civilians, 7 the Sheriff, 8 and 9 Mafia, 10 the Don. Red won:
 * Civilians 3, the Sheriff 4, Mafia 0, the Don −1; black won: Civilians 0, the Sheriff −1, Mafia
 * 4, the Don 5.
 */
const RED_WON = [3, 3, 3, 3, 3, 3, 4, 0, 0, -1];
const BLACK_WON = [0, 0, 0, 0, 0, 0, -1, 4, 4, 5];

describe("a Games sheet with «Тур» and «Стол»: game 1 at two tables", () => {
  it("saves both, writes «Тур» and «Стол» into the ten rows, and opens each by its place", () => {
    const t = perTable();
    expect(value(call(t, "saveGame", gameAt(1)))).toMatchObject({
      game: "1",
      round: "1",
      table: "1",
      rows: [2, 11],
    });
    expect(value(call(t, "saveGame", gameAt(2)))).toMatchObject({
      game: "1",
      round: "1",
      table: "2",
      rows: [12, 21],
    });
    // One write of A–Q a game: the template's columns and the two added, adjacent.
    expect(t.env.calls.writes("Игры").map((w) => w.a1)).toEqual(["A2:Q11", "A12:Q21"]);
    expect([t.games.value(2, 1), t.games.value(2, 16), t.games.value(2, 17)]).toEqual([1, 1, 1]);
    expect([t.games.value(21, 1), t.games.value(21, 16), t.games.value(21, 17)]).toEqual([1, 1, 2]);
    expect(t.games.value(21, 3)).toBe("Т2-10");

    const second = value<GamePayload>(call(t, "loadGame", "1", { round: "1", table: "2" }));
    expect([second.game, second.round, second.table, second.winner]).toEqual([
      "1",
      "1",
      "2",
      "red",
    ]);
    expect(second.seats.map((s) => s.player)).toEqual([
      "Т2-1",
      "Т2-2",
      "Т2-3",
      "Т2-4",
      "Т2-5",
      "Т2-6",
      "Т2-7",
      "Т2-8",
      "Т2-9",
      "Т2-10",
    ]);
    // « 01 » at table «1.0» is game 1 at table 1, as the engine compares ids.
    const first = value<GamePayload>(call(t, "loadGame", " 01 ", { round: "1", table: "1.0" }));
    expect([first.round, first.table, first.seats[0]?.player]).toEqual(["1", "1", "Т1-1"]);
  });

  it("replaces one game by its place, the other untouched; the standings are those of both games", () => {
    const t = perTable();
    value(call(t, "saveGame", gameAt(1)));
    value(call(t, "saveGame", gameAt(2)));
    const tableOne = t.games.table().slice(1, 11);
    const replaced = value(saveAsSidebar(t, gameAt(2, { winner: "black", replace: true })));
    expect(replaced).toMatchObject({ game: "1", round: "1", table: "2", rows: [12, 21] });
    expect(t.games.table().slice(1, 11)).toEqual(tableOne);
    expect(t.games.value(12, 5)).toBe("Чёрные");
    expect(t.games.value(2, 5)).toBe("Красные");
    // Table 1 as it was (red won), table 2 corrected (black won).
    const expected: Record<string, number> = {};
    RED_WON.forEach((points, i) => (expected[`Т1-${i + 1}`] = points));
    BLACK_WON.forEach((points, i) => (expected[`Т2-${i + 1}`] = points));
    expect(pointsByName(t)).toEqual(expected);
  });

  it("deletes one game by its place; the other stays, and so do its standings", () => {
    const t = perTable();
    value(call(t, "saveGame", gameAt(1)));
    value(call(t, "saveGame", gameAt(2)));
    expect(value(deleteAsSidebar(t, "1", { round: "1", table: "1" }))).toEqual({
      game: "1",
      round: "1",
      table: "1",
      deletedRows: 10,
    });
    expect(t.games.value(2, 3)).toBe("Т2-1");
    expect(t.games.value(2, 17)).toBe(2);
    expect(pointsByName(t)).toEqual({
      "Т2-1": 3,
      "Т2-2": 3,
      "Т2-3": 3,
      "Т2-4": 3,
      "Т2-5": 3,
      "Т2-6": 3,
      "Т2-7": 4,
      "Т2-8": 0,
      "Т2-9": 0,
      "Т2-10": -1,
    });
    expect(refusal(call(t, "loadGame", "1", { round: "1", table: "1" }))).toBe(
      "Игры 1 (тур 1, стол 1) нет в протоколе.",
    );
  });

  it("writes a round and a table that look like formulas as text, and opens the game by them", () => {
    const t = perTable();
    const saved = value<{ rows: [number, number] }>(
      call(t, "saveGame", gameAt(1, { round: "=1+1", table: '=IMPORTXML("http://x", "//a")' })),
    );
    const [first] = saved.rows;
    expect([t.games.value(first, 16), t.games.value(first, 17)]).toEqual([
      "=1+1",
      '=IMPORTXML("http://x", "//a")',
    ]);
    expect(
      t.games
        .getRange("A1:Q11")
        .getFormulas()
        .flat()
        .every((f) => f === ""),
    ).toBe(true);
    const loaded = value<GamePayload>(
      call(t, "loadGame", "1", { round: "=1+1", table: '=IMPORTXML("http://x", "//a")' }),
    );
    expect([loaded.round, loaded.table]).toEqual(["=1+1", '=IMPORTXML("http://x", "//a")']);
  });

  it("refuses a game saved twice at one place, naming it as the engine does", () => {
    const t = perTable();
    value(call(t, "saveGame", gameAt(1)));
    expect(refusal(call(t, "saveGame", gameAt(1)))).toBe(
      "Игра 1 (тур 1, стол 1) не сохранена:\n" +
        "• игра 1 (тур 1, стол 1) уже есть (строки 2–11): чтобы исправить её, нажмите «Открыть»; " +
        "чтобы сохранить новую игру, укажите другой номер",
    );
  });

  it("refuses a game without its table, to save, open or delete", () => {
    const t = perTable();
    value(call(t, "saveGame", gameAt(1)));
    const { table: _none, round: _neither, ...bare } = gameAt(2);
    expect(refusal(call(t, "saveGame", bare))).toBe(
      "Игра 1 не сохранена:\n" +
        "• укажите стол: на листе игр есть столбец «Стол», и игру определяют тур, стол и номер",
    );
    expect(refusal(call(t, "loadGame", "1"))).toBe(
      "Игру 1 нельзя открыть в форме:\n" +
        "• укажите стол: на листе игр есть столбец «Стол», и игру определяют тур, стол и номер",
    );
    expect(refusal(call(t, "deleteGame", "1", { round: "1", table: " " }))).toBe(
      "Игра 1 (тур 1) не удалена:\n" +
        "• укажите стол: на листе игр есть столбец «Стол», и игру определяют тур, стол и номер",
    );
    expect(refusal(call(t, "loadGame", "1", "стол 1"))).toBe(
      "Тур и стол игры — текст не длиннее 40 знаков.",
    );
    expect(t.games.table().filter((row) => row[0] !== "").length).toBe(11);
  });

  it("in English too", () => {
    const t = tournament(0, { locale: "en_US" });
    t.games.getRange(1, 16, 1, 1).setValues([["Table"]]);
    const { round: _none, ...noRound } = gameAt(1);
    expect(refusal(call(t, "saveGame", { ...noRound, table: "" }))).toBe(
      "Game 1 was not saved:\n" +
        "• give the table: the games sheet has a “Table” column, so a game is its round, table and id",
    );
    // A round on a sheet with «Стол» but no «Тур» column would be dropped: refused.
    expect(refusal(call(t, "saveGame", gameAt(1)))).toBe(
      "Game 1 (table 1) was not saved:\n• the games sheet has no “Round” column",
    );
    expect(value(call(t, "saveGame", noRound))).toMatchObject({ game: "1", table: "1" });
  });
});

describe("a Games sheet without «Стол»", () => {
  it("refuses a game with a table (it would be dropped), and is otherwise as before", () => {
    const t = tournament(0);
    expect(refusal(call(t, "saveGame", gameAt(1)))).toBe(
      "Игра 1 не сохранена:\n• на листе игр нет столбца «Стол»",
    );
    const { round: _r, table: _t, ...idOnly } = gameAt(1);
    const saved = value<Record<string, unknown>>(call(t, "saveGame", idOnly));
    expect(Object.keys(saved).sort()).toEqual(["game", "points", "rows"]);
    expect(t.env.calls.writes("Игры").map((w) => w.a1)).toEqual(["A2:O11"]);
    // A place handed to loadGame is ignored here: the id alone is the game.
    const loaded = value<GamePayload>(call(t, "loadGame", "1", { table: "9" }));
    expect([loaded.game, "round" in loaded, "table" in loaded]).toEqual(["1", false, false]);
    expect(value(call(t, "deleteGame", "1"))).toEqual({ game: "1", deletedRows: 10 });
  });
});
