/**
 * The custom functions of dist/Code.js called from cells of the Sheets fake, with what Sheets
 * hands them (test/fakes/customFunctions.ts): error cells, arguments left empty or out, blank
 * cells, whole-column ranges, checkboxes, dates, numbers and percentages — under each value of
 * each point Google does not document. «Диагностика таблицы» (points custom.*) tells which one
 * real Sheets shows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CustomFunctionOutcome } from "../fakes/customFunctions";
import {
  createFakeEnvironment,
  QUIRK_VALUES,
  useCustomFunctionsOf,
  type FakeSheet,
  type SheetsQuirks,
} from "../fakes/spreadsheet";
import { loadBundle, type SheetsContext } from "./sheetsContext";
import { gameRows, PLAYERS_A, PLAYERS_B, RU_HEADER, simpleSeats, type Row } from "./tables";

let bundle: SheetsContext;
beforeAll(() => {
  bundle = loadBundle();
});

/** Two games; game 2's rows are 12–21 of the sheet. Strings are typed as a judge types them. */
function tournament(): Row[] {
  const first = simpleSeats(PLAYERS_A).map((seat, i) => (i === 0 ? { ...seat, remarks: 1 } : seat));
  const second = simpleSeats(PLAYERS_B).map((seat, i) =>
    i === 6 ? { ...seat, bestPlayer: true } : seat,
  );
  return [RU_HEADER, ...gameRows(1, "Красные", first), ...gameRows(2, "Чёрные", second)];
}

interface Setup {
  readonly games: FakeSheet;
  /** Calls the formula from a cell of another sheet and tells what became of the call. */
  call(formula: string): CustomFunctionOutcome;
}

function setup(quirks: Partial<SheetsQuirks> = {}, rows: Row[] = tournament()): Setup {
  const env = createFakeEnvironment({ quirks, customFunctionFlushes: 0 });
  useCustomFunctionsOf(env, bundle.context);
  const games = env.spreadsheet.insertSheet("Игры");
  games.load(rows);
  const calc = env.spreadsheet.getSheetByName("Лист1")!;
  return {
    games,
    call(formula) {
      calc.getRange("A1").setFormula(formula);
      const outcome = calc.customFunctionOutcome(1, 1);
      if (!outcome) throw new Error(`${formula} called no custom function`);
      // The bundle's arrays belong to its realm: compare them as plain JSON.
      return JSON.parse(JSON.stringify(outcome)) as CustomFunctionOutcome;
    },
  };
}

function returned(outcome: CustomFunctionOutcome): unknown {
  if (outcome.kind !== "returned") throw new Error(`expected a value: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

function pointsOf(outcome: CustomFunctionOutcome): unknown[] {
  return (returned(outcome) as unknown[][]).map((row) => row[0]);
}

/** A message fit for a cell's tooltip: the words, no stack, no NaN, no "undefined". */
function expectClearMessage(outcome: CustomFunctionOutcome, ...parts: RegExp[]): void {
  expect(outcome.kind).toBe("threw");
  const message = outcome.kind === "threw" ? outcome.message : "";
  for (const part of parts) expect(message).toMatch(part);
  expect(message).not.toMatch(/NaN|undefined|\n\s+at /);
}

describe.each(QUIRK_VALUES.customFunctionError)("an error cell in the games (%s)", (mode) => {
  const broken = tournament();
  broken[13]![2] = "=NA()"; // game 2, seat 3: the player from a failed lookup
  broken[14]![9] = "=1/0"; // game 2, seat 4: remarks

  it("MAFIA_POINTS names the cells; the first game keeps its points", () => {
    const outcome = setup({ customFunctionError: mode }, broken).call("=MAFIA_POINTS(Игры!A:N)");
    if (mode === "not called") {
      expect(outcome).toEqual({ kind: "not called", error: "#N/A" });
      return;
    }
    const points = pointsOf(outcome);
    expect(points.slice(1, 11).every((p) => typeof p === "number")).toBe(true);
    expect(points[13]).toMatch(/«#N\/A» — ошибка формулы/);
    expect(points[14]).toMatch(/«#DIV\/0!» — ошибка формулы/);
  });

  it("MAFIA_STANDINGS refuses with a message naming the rows", () => {
    const outcome = setup({ customFunctionError: mode }, broken).call("=MAFIA_STANDINGS(Игры!A:N)");
    if (mode === "not called") expect(outcome).toEqual({ kind: "not called", error: "#N/A" });
    else expectClearMessage(outcome, /14/, /#N\/A/, /ошибка формулы/);
  });

  it("a rules range holding an error is refused, naming its row and the error", () => {
    const s = setup({ customFunctionError: mode });
    s.games.load([["Система", "=NA()"]], 30);
    const outcome = s.call("=MAFIA_STANDINGS(Игры!A1:K21,Игры!A29:B30)");
    if (mode === "not called") expect(outcome).toEqual({ kind: "not called", error: "#N/A" });
    else expectClearMessage(outcome, /#N\/A/, /2/);
  });

  it("MAFIA_RANK shows an error in a name cell as that error, not as a stranger's blank", () => {
    const s = setup({ customFunctionError: mode });
    s.games.load([["=NA()"], ["Алёна"]], 30);
    const outcome = s.call("=MAFIA_RANK(Игры!A30:A31,Игры!A1:K21)");
    if (mode === "not called") expect(outcome).toEqual({ kind: "not called", error: "#N/A" });
    else expect(returned(outcome)).toEqual([["#N/A"], [expect.any(Number)]]);
  });
});

describe.each(QUIRK_VALUES.customFunctionEmptyArgument)("an argument left empty (%s)", (mode) => {
  it("reads as one left out: the default rules, the default view, no player", () => {
    const s = setup({ customFunctionEmptyArgument: mode });
    expect(s.call("=MAFIA_STANDINGS(Игры!A:N,)")).toEqual(s.call("=MAFIA_STANDINGS(Игры!A:N)"));
    expect(s.call("=MAFIA_POINTS(Игры!A:N,)")).toEqual(s.call("=MAFIA_POINTS(Игры!A:N)"));
    expect(s.call('=MAFIA_STATS(Игры!A:N,,"места")')).toEqual(
      s.call('=MAFIA_STATS(Игры!A:N,"Клуб","места")'),
    );
    expect(s.call("=MAFIA_STATS(Игры!A:N,,)")).toEqual(s.call("=MAFIA_STATS(Игры!A:N)"));
    expect(returned(s.call("=MAFIA_RANK(,Игры!A:N)"))).toBe("");
  });

  it("an empty games argument asks for the games range", () => {
    const s = setup({ customFunctionEmptyArgument: mode });
    expectClearMessage(s.call("=MAFIA_STANDINGS(,)"), /Укажите диапазон/, /Pass the games range/);
  });
});

describe.each(QUIRK_VALUES.customFunctionBlank)("a single empty cell (%s)", (mode) => {
  it("as the rules or the view is the default; as a player, no place", () => {
    const s = setup({ customFunctionBlank: mode });
    expect(s.call("=MAFIA_STANDINGS(Игры!A:N,Лист1!Z1)")).toEqual(
      s.call("=MAFIA_STANDINGS(Игры!A:N)"),
    );
    expect(s.call("=MAFIA_STATS(Игры!A:N,Лист1!Z1,Лист1!Z2)")).toEqual(
      s.call("=MAFIA_STATS(Игры!A:N)"),
    );
    expect(returned(s.call("=MAFIA_RANK(Лист1!Z1,Игры!A:N)"))).toBe("");
  });

  it("as the games asks for the games range", () => {
    const s = setup({ customFunctionBlank: mode });
    expectClearMessage(s.call("=MAFIA_POINTS(Лист1!Z1)"), /Укажите диапазон/, /Pass the games/);
  });
});

describe.each(QUIRK_VALUES.customFunctionWholeColumn)("a whole-column range (%s)", (mode) => {
  it.each(QUIRK_VALUES.customFunctionBlank)("with blanks as %s: the same standings", (blank) => {
    const s = setup({ customFunctionWholeColumn: mode, customFunctionBlank: blank });
    const points = pointsOf(s.call("=MAFIA_POINTS(Игры!A:N)"));
    // A column as tall as the range Sheets handed over, blank below the table.
    expect(points).toHaveLength(mode === "max rows" ? s.games.getMaxRows() : 21);
    expect(points.slice(21).every((p) => p === "")).toBe(true);
    expect(points.slice(1, 21).every((p) => typeof p === "number")).toBe(true);
    expect(s.call("=MAFIA_STANDINGS(Игры!A:N)")).toEqual(s.call("=MAFIA_STANDINGS(Игры!A1:N21)"));
    expect(returned(s.call('=MAFIA_RANK("Алёна",Игры!A:N)'))).toEqual(expect.any(Number));
  });
});

describe("checkboxes, dates, numbers and percentages as Sheets hands them", () => {
  it("score: a date as a game's id, a ticked box, a 50% extra point", () => {
    const withExtra = (id: (row: Row, i: number) => Row[number], extra: string) =>
      tournament().map((row, i) =>
        i === 0 ? [...row, "Доп. баллы"] : [id(row, i), ...row.slice(1), i === 2 ? extra : ""],
      );
    const plain = setup(
      {},
      withExtra((row) => row[0]!, ""),
    );
    const typed = setup(
      {},
      withExtra((row, i) => (i <= 10 ? "2026-11-29" : row[0]!), "50%"),
    );
    expect(typed.games.value(2, 1)).toBeInstanceOf(Date);
    expect(typed.games.value(2, 6)).toBe(false); // the checkboxes of tournament()
    expect(typed.games.value(3, 12)).toBe(0.5);
    const before = pointsOf(plain.call("=MAFIA_POINTS(Игры!A:N)"));
    const after = pointsOf(typed.call("=MAFIA_POINTS(Игры!A:N)"));
    expect(after).toEqual(before.map((p, i) => (i === 2 ? (p as number) + 0.5 : p)));
    const rank = (s: Setup) => returned(s.call('=MAFIA_RANK("Борис",Игры!A:N)'));
    expect(rank(typed)).toBeLessThanOrEqual(rank(plain) as number);
  });
});
