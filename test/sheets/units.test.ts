/** The shell's pure parts and its injected-services path, tested as TypeScript modules. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  PRESETS,
  standingsColumns,
  TableError,
  type TieBreakKey,
} from "../../src/engine";
import { gamesHeader } from "../../src/protocol/gameRows";
import {
  gameIdCell,
  literalText,
  needsEscape,
  safeCell,
} from "../../src/sheets/platform/cellSafety";
import { recalculateStandings } from "../../src/sheets/commands";
import { isIsoDate, isoDateOfCell } from "../../src/sheets/platform/dates";
import { saveGame } from "../../src/sheets/games/gameStore";
import { headerColumns, readGamesTable } from "../../src/sheets/games/gamesTable";
import { planDelete } from "../../src/sheets/games/deletePlan";
import { columnRuns, planSave, type SavePlan } from "../../src/sheets/games/savePlan";
import { langOfLocale } from "../../src/sheets/platform/locale";
import { langOf } from "../../src/pages/shared/i18n";
import { checkPayload } from "../../src/sheets/games/payloadCheck";
import type { Services } from "../../src/sheets/platform/services";
import { appsScriptServices } from "../../src/sheets/platform/services";
import {
  columnLetter,
  MAX_STANDINGS_COLUMNS,
  planStandings,
  PROBLEMS_COLUMN,
} from "../../src/sheets/standings/standingsPlan";
import { createFakeEnvironment, parseTyped } from "../fakes/spreadsheet";
import { tournamentRows, validGame } from "./helpers";

function servicesOf(env: ReturnType<typeof createFakeEnvironment>): Services {
  const g = env.globals;
  return {
    spreadsheetApp: g.SpreadsheetApp,
    lockService: g.LockService,
    htmlService: g.HtmlService,
    utilities: g.Utilities,
    session: g.Session,
  } as unknown as Services;
}

/** The sheet's values once a save's plan is carried out: its writes, then its old rows deleted. */
function applied(values: readonly (readonly unknown[])[], plan: SavePlan): unknown[][] {
  const after = values.map((row) => [...row]);
  while (after.length < plan.targetRow - 1) after.push([]);
  for (const write of plan.writes)
    write.values.forEach((cells, i) => {
      const row = (after[plan.targetRow - 1 + i] ??= []);
      cells.forEach((cell, c) => (row[write.column - 1 + c] = cell));
    });
  for (const run of plan.deleteRuns) after.splice(run.start - 1, run.count);
  return after;
}

describe("locale", () => {
  it("is Russian for ru*, English otherwise", () => {
    const russian = ["ru", "ru_RU", "RU-ru", " ru_UA ", "ru.UTF-8", "ru@x"];
    expect(russian.map(langOfLocale)).toEqual(russian.map(() => "ru"));
    // The pages read the locale the server appends to them by the same rule.
    expect(russian.map(langOf)).toEqual(russian.map(() => "ru"));
    expect(["en_US", "uk_UA", "rus", "", null, undefined].map(langOfLocale)).toEqual([
      "en",
      "en",
      "en",
      "en",
      "en",
      "en",
    ]);
  });
});

describe("cell safety", () => {
  const tricky = fc.oneof(
    fc.string(),
    fc
      .constantFrom(
        "=",
        "+",
        "-",
        "@",
        "'",
        "#",
        " ",
        "\t",
        "1",
        "TRUE",
        "ложь",
        "2026-11-29",
        "29.11.2026",
        "1/2/2026",
        "50%",
        "1,5",
      )
      .chain((start) => fc.string().map((rest) => start + rest)),
  );

  it("stores any text as exactly that text, in either locale (property)", () => {
    fc.assert(
      fc.property(tricky, fc.constantFrom("ru_RU", "en_US"), (text, locale) => {
        const stored = parseTyped(safeCell(text) as string, locale, "Europe/Moscow");
        expect(stored.formula).toBeUndefined();
        expect(stored.value).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves plain words alone and escapes the rest", () => {
    expect(literalText("Алёна")).toBe("Алёна");
    expect(literalText("Мирный")).toBe("Мирный");
    expect(literalText("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(literalText("'quoted")).toBe("''quoted");
    expect(needsEscape("")).toBe(false);
    expect([
      safeCell(Number.NaN),
      safeCell(Infinity),
      safeCell({}),
      safeCell(undefined),
      safeCell(2.5),
      safeCell(false),
    ]).toEqual(["", "", "", "", 2.5, false]);
    expect([gameIdCell("12"), gameIdCell("012"), gameIdCell("1e3"), gameIdCell("Финал")]).toEqual([
      12,
      "'012",
      "'1e3",
      "Финал",
    ]);
  });
});

describe("dates", () => {
  it("accepts only real days, and reads a Date cell in the spreadsheet's zone", () => {
    expect(["2026-11-29", "2028-02-29"].every(isIsoDate)).toBe(true);
    expect(["2026-02-29", "2026-13-01", "2026-1-1", "29.11.2026"].some(isIsoDate)).toBe(false);
    const seen: string[] = [];
    const format = (d: Date, zone: string) => (seen.push(zone), d.toISOString().slice(0, 10));
    expect(isoDateOfCell(new Date(Date.UTC(2026, 10, 29)), "Europe/Moscow", format)).toBe(
      "2026-11-29",
    );
    expect(seen).toEqual(["Europe/Moscow"]);
    expect(isoDateOfCell(" 2026-11-29 ", "UTC", format)).toBe("2026-11-29");
    expect([
      isoDateOfCell(45000, "UTC", format),
      isoDateOfCell(new Date(Number.NaN), "UTC", format),
    ]).toEqual([undefined, undefined]);
  });
});

describe("payload check", () => {
  it("names the field and the seat in English too", () => {
    const bad = {
      ...validGame(1),
      seats: validGame(1).seats.map((s, i) => (i === 3 ? { ...s, role: 5 } : s)),
    };
    expect(checkPayload(bad, "en")).toEqual({
      ok: false,
      problems: ["Seat 4, “Role”: “5” — expected civilian, sheriff, mafia, don"],
    });
    expect(checkPayload(validGame(1), "en")).toMatchObject({ ok: true });
  });
});

describe("games table", () => {
  it("recognises a header only when it is one", () => {
    expect(headerColumns(gamesHeader("en"))).toMatchObject({
      lang: "en",
      columns: { game: 0, date: 11 },
    });
    expect(headerColumns(["Турнир", "весна"])).toBeNull();
    expect(headerColumns(["Игра", "Место", "Игрок"])).toBeInstanceOf(TableError);
  });

  it("writes a saved game into the organiser's own column order, keeping their extra columns", () => {
    const header = [
      "Заметки",
      "Игрок",
      "Игра",
      "Роль",
      "Место",
      "Победили",
      "Дата",
      "Удаление",
      "Замечания",
      "Лучший игрок",
      "Правильная кандидатура",
      "Лучший ход",
      "Убит в первую ночь",
      "Доп. баллы",
    ];
    const values = [
      header,
      ["первая заметка", "", "", "", "", "", "", false, 0, false, 0, "", false, ""],
    ];
    const read = readGamesTable(values);
    if (!read.ok) throw new Error("header");
    const planned = planSave(read.table, validGame(9), "ru");
    if (!planned.ok) throw new Error(planned.problems.join("\n"));
    const plan = planned.plan;
    expect([plan.targetRow, plan.rows]).toEqual([2, [2, 11]]);
    // «Заметки» (column A) is the organiser's:
    // one write of B:N, the Games columns, and A untouched.
    expect(plan.writes.map((w) => [w.column, w.values.length, w.values[0]?.length])).toEqual([
      [2, 10, 13],
    ]);
    const first = plan.writes[0]?.values[0];
    expect(first?.[1]).toBe(9);
    expect(first?.[5]).toBe(validGame(9).date);
    expect(plan.writes[0]?.before[0]).toEqual([
      "",
      "",
      "",
      "",
      "",
      "",
      false,
      0,
      false,
      0,
      "",
      false,
      "",
    ]);
    const after = readGamesTable(applied(values, plan));
    expect(after.ok && after.table.evaluation.games[0]?.status).toBe("finished");
    expect(planDelete(after.ok ? after.table : read.table, "9", "ru")).toMatchObject({
      ok: true,
      plan: { deletedRows: 10, runs: [{ start: 2, count: 10 }] },
    });
  });

  it("refuses to drop what the sheet has no column for", () => {
    const read = readGamesTable([["Игра", "Место", "Игрок", "Роль", "Победили"]]);
    if (!read.ok) throw new Error("header");
    const planned = planSave(read.table, validGame(3), "ru");
    expect(planned).toMatchObject({
      ok: false,
      // An asymmetric matcher is typed `any` by Vitest, to stand in for a value of any type.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
      problems: expect.arrayContaining(["на листе игр нет столбца «Убит в первую ночь»"]),
    });
    const plain = {
      ...validGame(4),
      seats: validGame(4).seats.map((s) => ({ seat: s.seat, player: s.player, role: s.role })),
    };
    const narrow = planSave(read.table, plain, "ru");
    expect(narrow.ok && narrow.plan.writes.map((w) => [w.column, w.values[0]?.length])).toEqual([
      [1, 5],
    ]);
  });

  it("writes each run of adjacent Games columns separately, never the organiser's columns between them", () => {
    const header = [
      "Игра",
      "Место",
      "Игрок",
      "Клуб",
      "Роль",
      "Победили",
      "Убит в первую ночь",
      "Лучший ход",
      "Комментарий",
      "Правильная кандидатура",
      "Лучший игрок",
      "Замечания",
      "Удаление",
      "Дата",
    ];
    const read = readGamesTable([header]);
    if (!read.ok) throw new Error("header");
    expect(columnRuns(read.table.columns)).toEqual([
      ["game", "seat", "player"],
      ["role", "winner", "firstKilled", "bestMove"],
      ["correct", "bestPlayer", "remarks", "removed", "date"],
    ]);
    const planned = planSave(read.table, validGame(2), "ru");
    if (!planned.ok) throw new Error(planned.problems.join("\n"));
    expect(planned.plan.writes.map((w) => [w.column, w.values[0]?.length])).toEqual([
      [1, 3],
      [5, 4],
      [10, 5],
    ]);
    // The template's layout: one run, one write.
    const template = readGamesTable([gamesHeader("ru")]);
    expect(template.ok && columnRuns(template.table.columns)).toHaveLength(1);
  });

  it("plans the standings: everything in one block, or only the problem column", () => {
    const good = readGamesTable(tournamentRows(3));
    const plan = planStandings(good, 40);
    expect(plan.kind).toBe("standings");
    expect(plan.values).toHaveLength(40);
    // A to U: the widest table any system makes (A–S), a gap, the problem column.
    expect(plan.values.every((row) => row.length === 21)).toBe(true);
    const broken = tournamentRows(3);
    (broken[5] as unknown[])[1] = 0;
    const problems = planStandings(readGamesTable(broken), 3);
    // The seat that cannot be read is the one problem: no «нет места 5» follows from it.
    expect(problems).toMatchObject({
      kind: "problems",
      count: 1,
      values: [
        [expect.stringMatching(/^⚠/)],
        [expect.stringMatching(/строка 6, «Место»: «0» — не место за столом/)],
        [""],
      ],
    });
  });
});

describe("the shell with injected services", () => {
  it("runs the menu command and the store against any Services object", () => {
    const env = createFakeEnvironment({ locale: "en_US" });
    const services = servicesOf(env);
    expect(recalculateStandings(services)?.plan).toBeNull();
    expect(env.ui.alerts.at(-1)?.prompt).toMatch(/No games sheet/);
    (
      env.globals.SpreadsheetApp as {
        getActive(): {
          insertSheet(n: string): { addDeveloperMetadata(k: string, v: string): void };
        };
      }
    )
      .getActive()
      .insertSheet("Games")
      .addDeveloperMetadata("mafia-standings.sheet", "games");
    env.spreadsheet.sheet("Games").load([gamesHeader("en")]);
    expect(saveGame(services, validGame(1))).toEqual({
      game: "1",
      rows: [2, 11],
      // An asymmetric matcher is typed `any` by Vitest, to stand in for a value of any type.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
      points: expect.any(Array),
    });
    expect(recalculateStandings(services)?.message).toMatch(
      /Standings updated: 10 players, 1 games/,
    );
  });

  it("loads with no Apps Script globals and names a missing one only when used", () => {
    const services = appsScriptServices();
    expect(() => services.spreadsheetApp).toThrow(/SpreadsheetApp is not available/);
  });
});

describe("the standings sheet's columns", () => {
  // Every tie-break word: a new word fails to compile until it is listed here.
  const EVERY_TIE_BREAK: Readonly<Record<TieBreakKey, true>> = {
    wins: true,
    losses: true,
    bestPlayer: true,
    donWins: true,
    sheriffWins: true,
    mafiaWins: true,
    civilianWins: true,
    sheriffDonWins: true,
    firstKilled: true,
    bonus: true,
    ci: true,
  };

  it("fit the widest system's standings, with the problem list in column U", () => {
    // Every tie-break word, Ci, ranked by average (points per game) and all three stages' points.
    const widest = standingsColumns(
      {
        ...CLUB_SYSTEM,
        tieBreaks: Object.keys(EVERY_TIE_BREAK) as TieBreakKey[],
        compensation: 1,
        rankBy: "average",
      },
      ["main", "semi", "final"],
    );
    expect(widest.map((column) => column.key).slice(-4)).toEqual([
      "pointsPerGame",
      "mainPoints",
      "semiPoints",
      "finalPoints",
    ]);
    expect(MAX_STANDINGS_COLUMNS).toBe(widest.length);
    for (const preset of Object.values(PRESETS))
      for (const stages of [[], ["main"], ["main", "final"], ["main", "semi", "final"]] as const)
        expect(standingsColumns(preset, stages).length).toBeLessThanOrEqual(MAX_STANDINGS_COLUMNS);
    expect(columnLetter(PROBLEMS_COLUMN)).toBe("U");
  });
});
