/**
 * The Rules sheet on the Sheets fake (issue 8): created and repaired by «Создать листы турнира»,
 * column C following «Система», the standings written with the system's columns, broken rules
 * keeping the last good table, and a save with extra points. Every expected value is worked out
 * by hand from SYSTEMS.md.
 */
import { describe, expect, it } from "vitest";
import type { Role, Side } from "../../src/engine";
import type { GamePayload, SeatPayload } from "../../src/protocol/gamePayload";
import { NAMES_RU, ROLES } from "../sidebar/fixtures";
import {
  callServer,
  createFakeEnvironment,
  loadBundle,
  sheetSnapshot,
  type FakeSheet,
} from "../fakes/spreadsheet";
import {
  tournament,
  tournamentRows,
  type Tournament,
  standingsRows,
  TABLE_ROW,
  fireEdit,
  REFRESH_WRITES,
  saveAsSidebar,
} from "./helpers";
import { RU_STANDINGS_HEADER } from "../contract";

const MARK = "mafia-standings.sheet";

/** Both presets' stage settings (STAGES.md, "New settings"), as column C shows them. */
/** The stage settings (issue 14) and the rating's K for a win and a loss (issue 15). */
/** Then the series settings (SERIES.md). */
const STAGE_DEFAULTS_C = [
  ...[1, 1, "отдельно", "да", 10, 0, "сумме", "нет", 16, 12, "очкам", 1, 0],
  ...["по участникам", 0, 0],
];
const CLUB_C = [
  3,
  4,
  4,
  5,
  0,
  -1,
  0,
  -1,
  0,
  1,
  2,
  "мирный",
  1,
  2,
  -0.5,
  -1,
  0,
  0,
  "победы, поражения, лучший игрок, победы доном, победы шерифом, победы мафией, убит в первую ночь",
  ...STAGE_DEFAULTS_C,
];
const FIIM_C = [
  1,
  1,
  1,
  1,
  0,
  0,
  0,
  0,
  0,
  0.5,
  0.7,
  "красные",
  0,
  0,
  0,
  -0.5,
  0.3,
  0.5,
  "доп. баллы, победы, победы шерифом и доном, убит в первую ночь",
  ...STAGE_DEFAULTS_C,
];
const SETTINGS_RU = [
  "Победа мирного",
  "Победа шерифа",
  "Победа мафии",
  "Победа дона",
  "Поражение мирного",
  "Поражение шерифа",
  "Поражение мафии",
  "Поражение дона",
  "Поражение шерифа, убитого в первую ночь",
  "Лучший ход: 2 чёрных",
  "Лучший ход: 3 чёрных",
  "Лучший ход получает",
  "Правильная кандидатура",
  "Лучший игрок",
  "Замечание",
  "Удаление",
  "За каждую игру",
  "Компенсация Ci",
  "Порядок при равенстве",
  "Вес полуфинала",
  "Вес финала",
  "Ci в финале",
  "Финалисты выше",
  "Финалистов",
  "Минимум игр",
  "Зачёт по",
  "Скрыть финал",
  "Рейтинг: K победы",
  "Рейтинг: K поражения",
  "Номинации по",
  "Номинации: минимум игр",
  "Команда: лучших",
  "Серия: очки за места",
  "Серия: лучших турниров",
  "Серия: минимум турниров",
];

/** The Rules sheet as made: the header, «Система» and every setting. */
const RULES_ROWS = SETTINGS_RU.length + 2;

/** Columns A–O of the Standings sheet (these systems' tables), rows with anything in them. */
function standingsBlock(t: Tournament): unknown[][] {
  return standingsRows(t)
    .map((row) => row.slice(0, 15))
    .filter((row) => row.some((v) => v !== ""));
}
/** Column U: the problem list. */
function problemColumn(t: Tournament): string[] {
  return t.standings
    .table()
    .map((row) => String(row[20] ?? ""))
    .filter((v) => v !== "");
}

function editRules(t: Tournament, a1: string, value: unknown): void {
  const rules = t.env.spreadsheet.sheet("Правила");
  rules.getRange(a1).setValue(value);
  fireEdit(t, rules, a1);
}

function game(
  id: string,
  winner: Side,
  seat3: Partial<SeatPayload>,
  seat2: Partial<SeatPayload> = {},
): GamePayload {
  const seats = NAMES_RU.map((player, i): SeatPayload => ({
    seat: i + 1,
    player,
    role: ROLES[i] as Role,
    ...(i === 2 ? seat3 : i === 1 ? seat2 : {}),
  }));
  return { game: id, winner, seats };
}

describe("the Rules sheet", () => {
  it("is created with a header, «Система» as a dropdown of the presets, and every setting with the preset's value in C", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    loadBundle(env).setupTournament();
    const rules = env.spreadsheet.sheet("Правила");
    expect(rules.metadata.filter((m) => m.key === MARK).map((m) => m.value)).toEqual([
      `rules@${rules.id}`,
    ]);
    const table = rules.table();
    expect(table.map((row) => row.slice(0, 3))).toEqual([
      ["Настройка", "Значение", "Значение системы"],
      ["Система", "Клуб", ""],
      ...SETTINGS_RU.map((name, i) => [name, "", CLUB_C[i]]),
    ]);
    // Column D says what each row means: a sentence of its own beside every setting.
    const explanations = table.map((row) => row[3]);
    expect(explanations[0]).toBe("Пояснение");
    expect(explanations.slice(1).every((d) => typeof d === "string" && d.length > 10)).toBe(true);
    expect(new Set(explanations).size).toBe(explanations.length);
    const d = (name: string): unknown => table.find((row) => row[0] === name)?.[3];
    expect(d("Система")).toMatch(/«Клуб» или «ФИИМ»/);
    expect(d("Вес финала")).toMatch(/умножаются/);
    expect(d("Финалистов")).toMatch(/«Рассадка финала…»/);
    expect(rules.format(5, 4).wrap).toBe(true);
    const dropdown = rules.format(2, 2).validation;
    expect([dropdown?.criteria, dropdown?.args]).toEqual([
      "VALUE_IN_LIST",
      [["Клуб", "ФИИМ"], true],
    ]);
    expect(rules.frozenRows).toBe(1);
    expect(rules.format(1, 1).fontWeight).toBe("bold");
  });

  it("is English in an English spreadsheet", () => {
    const env = createFakeEnvironment({ locale: "en_US" });
    loadBundle(env).setupTournament();
    const table = env.spreadsheet.sheet("Rules").table();
    expect(table.slice(0, 3).map((row) => row.slice(0, 3))).toEqual([
      ["Setting", "Value", "System value"],
      ["System", "Club", ""],
      ["Civilian win", "", 3],
    ]);
    expect(table[0]?.[3]).toBe("What it means");
    expect(table[2]?.[3]).toBe("Points of a Civilian when their team wins.");
    expect(table[20]?.slice(0, 3)).toEqual([
      "Tie-break order",
      "",
      "wins, losses, best player, don wins, sheriff wins, mafia wins, killed first night",
    ]);
    expect(table.slice(21).map((row) => row.slice(0, 3))).toEqual([
      ["Semi-final weight", "", 1],
      ["Final weight", "", 1],
      ["Ci in the final", "", "separately"],
      ["Finalists first", "", "yes"],
      ["Finalists", "", 10],
      ["Minimum games", "", 0],
      ["Ranked by", "", "total"],
      ["Hide the final", "", "no"],
      ["Rating: K win", "", 16],
      ["Rating: K loss", "", 12],
      ["Awards by", "", "points"],
      ["Awards: minimum games", "", 1],
      ["Team: best", "", 0],
      ["Series: points by place", "", "by field"],
      ["Series: best tournaments", "", 0],
      ["Series: minimum tournaments", "", 0],
    ]);
  });

  it("column C follows «Система»; the organiser's B values are never touched; the standings take the system's columns", () => {
    const t = tournament(3);
    expect(standingsBlock(t)[0]).toEqual([...RU_STANDINGS_HEADER, "", "", "", ""]);
    const rules = t.env.spreadsheet.sheet("Правила");
    rules.getRange("B3").setValue(2);
    editRules(t, "B2", "ФИИМ");
    expect(
      rules
        .table()
        .slice(2)
        .map((row) => row[2]),
    ).toEqual(FIIM_C);
    expect(rules.value(3, 2)).toBe(2);
    expect(standingsBlock(t)[0]).toEqual([
      ...RU_STANDINGS_HEADER,
      "Доп. баллы",
      "Победы шерифом и доном",
      "Ci",
      "",
    ]);
    // The header's colour spans the fourteen columns, and no further.
    expect(t.standings.format(TABLE_ROW, 14).background).toMatch(/^#/);
    expect(t.standings.format(TABLE_ROW, 15).background ?? null).toBeNull();
    expect(problemColumn(t)).toEqual(["Ошибок в протоколе нет"]);

    // Back to «Клуб»: C follows again, and the three extra columns are blanked, colours included.
    editRules(t, "B2", "клуб");
    expect(
      rules
        .table()
        .slice(2)
        .map((row) => row[2]),
    ).toEqual(CLUB_C);
    const block = standingsBlock(t);
    expect(block.every((row) => row.slice(11).every((cell) => cell === ""))).toBe(true);
    expect(t.standings.format(TABLE_ROW + 1, 12).background ?? null).toBeNull();
    expect(t.standings.format(TABLE_ROW, 12).background ?? null).toBeNull();
  });

  it("an edit that leaves column C as it is writes nothing there", () => {
    const t = tournament(2);
    t.env.calls.reset();
    editRules(t, "B4", 5);
    expect(t.env.calls.valuesWrites("Правила")).toBe(1); // the edit itself, by the test
    expect(t.env.calls.valuesReads("Правила")).toBe(1);
    // The edit, by the test, then the refresh's handful.
    expect(t.env.calls.valuesWrites()).toBeLessThanOrEqual(1 + REFRESH_WRITES);
  });

  it("writes the FIIM standings by hand-worked values: extra points, a best move of a red player, Ci, the FIIM tie-breaks", () => {
    const t = tournament(0);
    editRules(t, "B2", "ФИИМ");
    // Game 1, red won: Вера (seat 3) killed first night names the three black seats;
    // Борис +0.5 from the judges.
    const first = saveAsSidebar(
      t,
      game("1", "red", { firstKilled: true, bestMove: [4, 7, 9] }, { extra: 0.5 }),
    );
    // Each seat: 1 a win, 0 a loss, 0.3 every game;
    // Вера +0.7 (best move, 3 black); Борис +0.5 extra.
    expect(first).toEqual({
      ok: true,
      value: { game: "1", rows: [2, 11], points: [1.3, 1.8, 2, 0.3, 1.3, 1.3, 0.3, 1.3, 0.3, 1.3] },
    });
    expect(t.games.value(3, 13)).toBe(0.5);
    expect(t.games.value(2, 13)).toBe("");
    // Game 2, black won: Вера killed first night again.
    // The reply leaves Ci out (it depends on the table).
    const second = saveAsSidebar(t, game("2", "black", { firstKilled: true }));
    expect(second).toEqual({
      ok: true,
      value: {
        game: "2",
        rows: [12, 21],
        points: [0.3, 0.3, 0.3, 1.3, 0.3, 0.3, 1.3, 0.3, 1.3, 0.3],
      },
    });
    // Вера: N = 2, K = 2, R = round(0.8) = 1: Ci = min(0.5, 2 × 0.5 / 1) = 0.5 in game 2 (lost).
    // Bonus = points − win/loss points − Ci: Вера 0.7 + 0.3 + 0.3, Борис 0.3 + 0.5 + 0.3,
    // others 0.6.
    // 1.6 for eight players: Илья is ahead on «победы шерифом и доном»; the other seven share 4th.
    expect(standingsBlock(t)).toEqual([
      [...RU_STANDINGS_HEADER, "Доп. баллы", "Победы шерифом и доном", "Ci", ""],
      [1, "Вера", 2.8, 2, 1, 1, 0, 0, 0, 0, 2, 1.3, 0, 0.5, ""],
      [2, "Борис", 2.1, 2, 1, 1, 0, 0, 1, 0, 0, 1.1, 1, 0, ""],
      [3, "Илья", 1.6, 2, 1, 1, 0, 1, 0, 0, 0, 0.6, 1, 0, ""],
      [4, "Алёна", 1.6, 2, 1, 1, 0, 0, 0, 0, 0, 0.6, 0, 0, ""],
      [4, "Глеб", 1.6, 2, 1, 1, 0, 0, 0, 1, 0, 0.6, 0, 0, ""],
      [4, "Дина", 1.6, 2, 1, 1, 0, 0, 0, 0, 0, 0.6, 0, 0, ""],
      [4, "Егор", 1.6, 2, 1, 1, 0, 0, 0, 0, 0, 0.6, 0, 0, ""],
      [4, "Жанна", 1.6, 2, 1, 1, 0, 0, 0, 1, 0, 0.6, 0, 0, ""],
      [4, "Зоя", 1.6, 2, 1, 1, 0, 0, 0, 0, 0, 0.6, 0, 0, ""],
      [4, "Кира", 1.6, 2, 1, 1, 0, 0, 0, 0, 0, 0.6, 0, 0, ""],
    ]);
    // Top three coloured over all fourteen columns.
    expect(t.standings.format(TABLE_ROW + 3, 14).background).toMatch(/^#/);
    expect(t.standings.format(TABLE_ROW + 4, 14).background ?? null).toBeNull();
    // The stored game with extra points loads with them and saves back identically.
    const before = sheetSnapshot(t.games);
    const loaded = callServer(t.ctx, "loadGame", "1");
    expect(loaded.ok && (loaded.value as GamePayload).seats.map((s) => s.extra)).toEqual([
      undefined,
      0.5,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      saveAsSidebar(t, {
        ...(loaded.ok ? (loaded.value as GamePayload) : {}),
        replace: true,
      }).ok,
    ).toBe(true);
    expect(sheetSnapshot(t.games)).toBe(before);
  });

  it("broken rules: the standings keep their last good table and list «Правила, строка N…»; saving still works", () => {
    const t = tournament(4);
    const good = standingsBlock(t);
    editRules(t, "B3", "три");
    expect(standingsBlock(t)).toEqual(good);
    expect(problemColumn(t)).toEqual([
      "⚠ Ошибок в протоколе: 1. Слева — последняя верная таблица.",
      "Правила, строка 3: «Победа мирного»: «три» — не число",
    ]);
    expect(t.env.toasts.at(-1)?.message).toBe(
      "Ошибок в протоколе: 1 — список — на листе «Таблица», столбец U.",
    );
    t.ctx.checkProtocol();
    expect(t.env.ui.alerts.at(-1)?.prompt).toContain(
      "Правила, строка 3: «Победа мирного»: «три» — не число",
    );
    t.ctx.recalculateStandings();
    expect(standingsBlock(t)).toEqual(good);
    // A judge can still store a game; its points are not made up.
    const saved = saveAsSidebar(t, game("5", "red", {}));
    expect(saved).toEqual({ ok: true, value: { game: "5", rows: [42, 51], points: [] } });
    expect(standingsBlock(t)).toEqual(good);
    // A «Система» that names no preset: listed too, and column C stays as it was.
    const rules = t.env.spreadsheet.sheet("Правила");
    const reference = rules.table().map((row) => row[2]);
    editRules(t, "B2", "Турнирная");
    expect(rules.table().map((row) => row[2])).toEqual(reference);
    expect(problemColumn(t)[1]).toMatch(
      /^Правила, строка 2: «Турнирная» — неизвестная система; нужно /,
    );
    editRules(t, "B2", "Клуб");
    // Fixed: the standings move on (five games now).
    editRules(t, "B3", "");
    expect(problemColumn(t)).toEqual(["Ошибок в протоколе нет"]);
    expect(standingsBlock(t)).not.toEqual(good);
  });

  it("run on an existing tournament adds the Rules sheet and the «Доп. баллы» column without moving anything", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const ctx = loadBundle(env);
    // A tournament from before extra points: twelve columns, a judge's note in M3, a formula in N2.
    const games = env.spreadsheet.insertSheet("Игры");
    games.addDeveloperMetadata(MARK, "games");
    env.spreadsheet.insertSheet("Таблица").addDeveloperMetadata(MARK, "standings");
    games.load(tournamentRows(2).map((row) => row.slice(0, 12)));
    games.getRange("M3").setValue("заметка судьи");
    games.getRange("N2").setValue("=A2*2");
    const cells = (sheet: FakeSheet) => JSON.stringify(sheet.getRange("A1:N30").getValues());
    const formulas = JSON.stringify(games.getRange("A1:N30").getFormulas());
    const before = cells(games);

    ctx.setupTournament();
    expect(env.spreadsheet.sheetNames()).toEqual(["Лист1", "Игры", "Таблица", "Правила"]);
    expect(cells(games)).toBe(before);
    expect(JSON.stringify(games.getRange("A1:N30").getFormulas())).toBe(formulas);
    // After everything the sheet holds, so the note is not read as extra points.
    expect(games.value(1, 15)).toBe("Доп. баллы");
    expect(games.format(2, 15).validation?.args).toEqual([-5, 5]);
    expect(env.spreadsheet.sheet("Таблица").table()[TABLE_ROW]?.slice(0, 3)).toEqual([
      1,
      expect.any(String),
      expect.any(Number),
    ]);
    // Run again: nothing more is added.
    ctx.setupTournament();
    expect(games.table()[0]?.filter((cell) => cell === "Доп. баллы")).toHaveLength(1);
    expect(env.spreadsheet.sheet("Правила").table()).toHaveLength(RULES_ROWS);
  });

  it("repairs a Rules sheet the organiser cut down, keeping their values and rows", () => {
    const t = tournament(1);
    const rules = t.env.spreadsheet.sheet("Правила");
    // The organiser keeps only three rows of their own and writes a comment in C of one of them.
    rules.getRange(`A1:D${RULES_ROWS}`).clear();
    rules.setFrozenRows(0);
    rules.load([
      ["Система", "ФИИМ", "", ""],
      ["Лучший игрок", 1, "мой комментарий", ""],
      ["За каждую игру", "0,2", "", "наша заметка"],
    ]);
    t.ctx.setupTournament();
    const table = rules.table();
    expect(table.slice(0, 3).map((row) => row.slice(0, 3))).toEqual([
      ["Система", "ФИИМ", ""],
      ["Лучший игрок", 1, 0],
      // Typed «0,2» in a Russian spreadsheet is the number 0.2; C is the add-on's beside a setting.
      ["За каждую игру", 0.2, 0.3],
    ]);
    // D explains the organiser's rows where it was empty; their own note there stays.
    expect(table[0]?.[3]).toMatch(/^Готовая система/);
    expect(table[1]?.[3]).toMatch(/лучшему игроку/i);
    expect(table[2]?.[3]).toBe("наша заметка");
    expect(table.slice(3).every((row) => typeof row[3] === "string" && row[3] !== "")).toBe(true);
    // The twenty-seven missing settings appended below, B blank, C the preset's (FIIM) value.
    expect(table.slice(3).map((row) => row[0])).toEqual(
      SETTINGS_RU.filter((name) => name !== "Лучший игрок" && name !== "За каждую игру"),
    );
    expect(table.slice(3).every((row) => row[1] === "")).toBe(true);
    expect(table[3]?.slice(0, 3)).toEqual(["Победа мирного", "", 1]);
    expect(rules.format(1, 2).validation?.criteria).toBe("VALUE_IN_LIST");
    // Their first row is a setting, not a header: it is not dressed as one.
    expect(rules.format(1, 1).background ?? null).toBeNull();
    expect(rules.frozenRows).toBe(0);
  });

  it("a Rules sheet made before column D gains its explanations in one write, and the same run writes nothing more", () => {
    const t = tournament(1);
    const rules = t.env.spreadsheet.sheet("Правила");
    const made = rules.table().map((row) => row[3]);
    rules.getRange(`D1:D${RULES_ROWS}`).clearContent();
    t.env.calls.reset();
    t.ctx.setupTournament();
    expect(rules.table().map((row) => row[3])).toEqual(made);
    expect(t.env.calls.writes("Правила").map((call) => call.a1)).toEqual([`D1:D${RULES_ROWS}`]);
    t.env.calls.reset();
    t.ctx.setupTournament();
    expect(t.env.calls.writes("Правила")).toEqual([]);
  });

  it("leaves a «Правила» sheet it did not create alone and scores with «Клуб»", () => {
    const env = createFakeEnvironment({ locale: "ru_RU" });
    const foreign = env.spreadsheet.insertSheet("Правила");
    foreign.getRange("A1:B2").setValues([
      ["Наши правила", ""],
      ["Система", "ФИИМ"],
    ]);
    const before = sheetSnapshot(foreign);
    const ctx = loadBundle(env);
    ctx.setupTournament();
    expect(sheetSnapshot(foreign)).toBe(before);
    expect(env.ui.alerts.at(-1)?.prompt).toMatch(/Лист «Правила» создан не надстройкой/);
    env.spreadsheet.sheet("Игры").load(tournamentRows(1).slice(1), 2);
    ctx.recalculateStandings();
    expect(env.spreadsheet.sheet("Таблица").table()[TABLE_ROW - 1]?.slice(11, 14)).toEqual([
      "",
      "",
      "",
    ]);
  });
});
