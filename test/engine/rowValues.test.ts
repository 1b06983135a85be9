/**
 * Each seat row holds what its cells say: random marks at the ends of their ranges, each row
 * read back and compared with what was written, whatever the rows around it hold.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, type SeatRow } from "../../src/engine";
import { RU_HEADER } from "./helpers";

interface Marks {
  firstKilled: boolean;
  bestMove: { kind: "count"; count: number } | { kind: "seats"; seats: number[] } | null;
  correct: number;
  bestPlayer: boolean;
  remarks: number;
  removed: boolean;
  extra: number;
}

// Two or three values each, so that random rows often hold the same marks, or marks one figure
// apart; the ends of the ranges are in the test after this one.
const count = fc.constantFrom(0, 99);
const extra = fc.constantFrom(-5, 0, 0.01);
const marks: fc.Arbitrary<Marks> = fc.record({
  firstKilled: fc.boolean(),
  // A best move: a count of black players named, or the seats named; a 0 in the cell is blank.
  bestMove: fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    fc.integer({ min: 1, max: 3 }).map((n) => ({ kind: "count" as const, count: n })),
    fc
      .constantFrom([2, 5], [3, 7, 9])
      .map((seats) => ({ kind: "seats" as const, seats: [...seats] })),
  ),
  correct: count,
  bestPlayer: fc.boolean(),
  remarks: count,
  removed: fc.boolean(),
  extra,
});
/** The marks of a row with nothing marked. */
const BLANK: Marks = {
  firstKilled: false,
  bestMove: null,
  correct: 0,
  bestPlayer: false,
  remarks: 0,
  removed: false,
  extra: 0,
};

const name = fc.constantFrom("Аня", "аня ", "Боря", "Вера", "Гена");

/** One row per seat of games in progress (no winner): every row is read, none is judged. */
function tableOf(rows: readonly { player: string; marks: Marks }[]): unknown[][] {
  const header = [...RU_HEADER, "Доп. баллы"];
  return [
    header,
    ...rows.map(({ player, marks: m }, i) => [
      `g${i}`,
      1,
      player,
      "Мирный",
      "",
      m.firstKilled,
      m.bestMove === null
        ? ""
        : m.bestMove.kind === "count"
          ? m.bestMove.count
          : m.bestMove.seats.join(" "),
      m.correct,
      m.bestPlayer,
      m.remarks,
      m.removed,
      m.extra === 0 ? "" : m.extra,
    ]),
  ];
}

function readBack(table: unknown[][]): SeatRow[] {
  return evaluate(table).games.flatMap((game) => game.rows);
}

describe("the values of a table's rows", () => {
  it("each row holds the marks written", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ player: name, marks }), { maxLength: 40 }), (written) => {
        const rows = readBack(tableOf(written));
        expect(rows).toHaveLength(written.length);
        rows.forEach((row, i) => expect(marksOf(row)).toEqual(written[i]?.marks));
      }),
    );
  });

  it("marks differing in one figure only are read apart", () => {
    const base: Marks = { ...BLANK, correct: 99, remarks: 99, extra: 5 };
    const variants: Marks[] = [
      base,
      { ...base, extra: -5 },
      { ...base, extra: 4.99 },
      { ...base, correct: 98 },
      { ...base, remarks: 98 },
      { ...base, firstKilled: true },
      { ...base, bestPlayer: true },
      { ...base, removed: true },
    ];
    const rows = readBack(tableOf(variants.map((m) => ({ player: "Аня", marks: m }))));
    expect(rows.map(marksOf)).toEqual(variants);
  });

  it("each row keeps its name as typed; another spelling of it is the same player", () => {
    const rows = readBack(
      tableOf(["Аня", "Аня", "аня "].map((player) => ({ player, marks: BLANK }))),
    );
    expect(rows.map(({ player, playerKey }) => ({ player, playerKey }))).toEqual([
      { player: "Аня", playerKey: "аня" },
      { player: "Аня", playerKey: "аня" },
      { player: "аня", playerKey: "аня" },
    ]);
  });

  it("each row carries the row number the user sees", () => {
    const rows = readBack(
      tableOf([
        { player: "Аня", marks: BLANK },
        { player: "Боря", marks: BLANK },
      ]),
    );
    expect(rows.map((row) => [row.index, row.row])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    const below = evaluate(tableOf([{ player: "Аня", marks: BLANK }]), { firstRow: 5 });
    expect(below.games[0]?.rows[0]?.row).toBe(6);
  });
});

/** The judge's marks of a row, as a record to compare with what was written. */
function marksOf(row: SeatRow): Marks {
  const { firstKilled, bestMove, correct, bestPlayer, remarks, removed, extra } = row;
  return { firstKilled, bestMove, correct, bestPlayer, remarks, removed, extra } as Marks;
}
