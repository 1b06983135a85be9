/**
 * Issue 22 in «Создать листы турнира» and the game store: the «Команда» / Team Games column and
 * the three settings of AWARDS.md on «Правила», in a new tournament and added to an older one;
 * a seat's team stored in «Команда» and read back.
 */
import { describe, expect, it } from "vitest";
import { callServer, createFakeEnvironment, loadBundle } from "../fakes/spreadsheet";
import { refusal, tournament, tournamentRows, validGame, value } from "./helpers";

const MARK = "mafia-standings.sheet";
const NEW_SETTINGS = {
  ru: [
    ["Номинации по", "", "очкам"],
    ["Номинации: минимум игр", "", 1],
    ["Команда: лучших", "", 0],
  ],
  en: [
    ["Awards by", "", "points"],
    ["Awards: minimum games", "", 1],
    ["Team: best", "", 0],
  ],
};

describe("«Создать листы турнира»: the team column and the three settings", () => {
  it.each([
    ["ru_RU", "Игры", "Правила", "Команда", "ru"],
    ["en_US", "Games", "Rules", "Team", "en"],
  ] as const)("a new tournament in %s has them", (locale, games, rules, header, lang) => {
    const env = createFakeEnvironment({ locale });
    loadBundle(env).setupTournament();
    // O: after the date, the extra points and the stage.
    expect(env.spreadsheet.sheet(games).value(1, 15)).toBe(header);
    expect(env.spreadsheet.sheet(games).widths.get(15)).toBeGreaterThan(0);
    // Columns A–C; D explains each row. The series settings follow them.
    const table = env.spreadsheet.sheet(rules).table();
    const first = table.findIndex((row) => row[0] === NEW_SETTINGS[lang][0]![0]);
    const rows = table.slice(first, first + 3);
    expect(rows.map((row) => row.slice(0, 3))).toEqual(NEW_SETTINGS[lang]);
    expect(rows.every((row) => typeof row[3] === "string" && row[3] !== "")).toBe(true);
  });

  it("an older tournament gains «Команда» after its columns and the three rows on «Правила»", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    ctx.setupTournament();
    const games = env.spreadsheet.sheet("Игры");
    const rules = env.spreadsheet.sheet("Правила");
    const full = rules.table().length;
    // As the add-on made them before issue 22: fourteen Games columns, 31 rows of rules.
    games.clear();
    games.load(tournamentRows(1).map((row) => row.slice(0, 14)));
    games.getRange("P2").setValue("заметка судьи");
    rules.getRange(`A32:D${full}`).clear();
    rules.getRange("B31").setValue(20);
    const before = rules.table();
    ctx.setupTournament();
    // «Команда» goes after everything the sheet holds: the note in P stays a note.
    expect(games.table()[0]?.slice(13)).toEqual(["Этап", "", "", "Команда"]);
    expect(games.value(2, 16)).toBe("заметка судьи");
    expect(rules.table().slice(0, 31)).toEqual(before);
    expect(
      rules
        .table()
        .slice(31, 34)
        .map((row) => row.slice(0, 3)),
    ).toEqual(NEW_SETTINGS.ru);
    // Run again: nothing more is added.
    ctx.setupTournament();
    expect(games.table()[0]?.filter((cell) => cell === "Команда")).toHaveLength(1);
    expect(rules.table()).toHaveLength(full);
    expect(games.metadata.some((m) => m.key === MARK)).toBe(true);
  });
});

describe("the game store: a seat's team", () => {
  it("is written to «Команда» as text, changes no points, and comes back in loadGame", () => {
    const t = tournament(0);
    const game = validGame(1);
    const seats = game.seats.map((s, i) =>
      i === 0 ? { ...s, team: "Ладья" } : i === 1 ? { ...s, team: "=1+1" } : s,
    );
    const plain = value<{ points: number[] }>(callServer(t.ctx, "saveGame", validGame(2)));
    const saved = value<{ rows: [number, number]; points: number[] }>(
      callServer(t.ctx, "saveGame", { ...game, seats }),
    );
    const [first] = saved.rows;
    expect(t.games.value(first, 15)).toBe("Ладья");
    expect(t.games.value(first + 1, 15)).toBe("=1+1");
    expect(t.games.formula(first + 1, 15)).toBe("");
    expect(t.games.value(first + 2, 15)).toBe("");
    expect(plain.points).toHaveLength(10);
    const loaded = value<{ seats: { team?: string }[] }>(callServer(t.ctx, "loadGame", "1"));
    expect(loaded.seats.map((s) => s.team)).toEqual([
      "Ладья",
      "=1+1",
      ...new Array<undefined>(8).fill(undefined),
    ]);
  });

  it("a sheet without «Команда» refuses a game with a team, naming the column, and stores one without", () => {
    const t = tournament(0);
    t.games.getRange("O1").setValue("");
    const game = validGame(1);
    const seats = game.seats.map((s, i) => (i === 0 ? { ...s, team: "Ладья" } : s));
    expect(refusal(callServer(t.ctx, "saveGame", { ...game, seats }))).toMatch(
      /на листе игр нет столбца «Команда»/,
    );
    value(callServer(t.ctx, "saveGame", game));
  });

  it("a team longer than 100 characters is refused by the payload check, naming seat and field", () => {
    const t = tournament(0);
    const game = validGame(1);
    const seats = game.seats.map((s, i) => (i === 2 ? { ...s, team: "x".repeat(101) } : s));
    expect(refusal(callServer(t.ctx, "saveGame", { ...game, seats }))).toMatch(
      /Место 3, «Команда»/,
    );
  });
});

describe("playerTeams: the «Участники» sheet's teams for the sidebar", () => {
  it("lists the players with a team, as typed, and makes no sheet when there is none", () => {
    const t = tournament(0);
    expect(value<unknown[]>(callServer(t.ctx, "playerTeams"))).toEqual([]);
    expect(t.env.spreadsheet.sheetNames()).not.toContain("Участники");
    const roster = t.env.spreadsheet.insertSheet("Участники");
    roster.load([
      ["Игрок", "Команда"],
      ["Алёна", " Ладья "],
      ["Борис", ""],
      ["", "Ферзь"],
      ["'007", "'=1+1"],
    ]);
    expect(value(callServer(t.ctx, "playerTeams"))).toEqual([
      { name: "Алёна", team: "Ладья" },
      { name: "007", team: "=1+1" },
    ]);
  });
});
