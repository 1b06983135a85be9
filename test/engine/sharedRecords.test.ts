/**
 * Rows share their marks and their player's name record (rows.ts, readMarks): sharing must never
 * change what a row holds. Random marks at the ends of their ranges, each row read back and
 * compared with what was written, and rows sharing a record exactly when they hold the same.
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
  // A best move (a count of black players named, or the seats named) is kept as read, never
  // shared; a 0 in the cell is blank.
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

describe("shared records of a table's rows", () => {
  it("each row holds the marks written, and shares them exactly with rows of the same marks", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ player: name, marks }), { maxLength: 40 }), (written) => {
        const rows = readBack(tableOf(written));
        expect(rows).toHaveLength(written.length);
        rows.forEach((row, i) => expect(row.marks).toEqual(written[i]?.marks));
        for (let i = 0; i < rows.length; i++) {
          for (let j = i + 1; j < rows.length; j++) {
            const a = written[i]!.marks;
            const b = written[j]!.marks;
            const same = a.bestMove === null && b.bestMove === null && equalMarks(a, b);
            expect(rows[i]!.marks === rows[j]!.marks).toBe(same);
          }
        }
      }),
    );
  });

  it("marks differing in one figure only are two records", () => {
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
    expect(rows.map((row) => row.marks)).toEqual(variants);
    expect(new Set(rows.map((row) => row.marks)).size).toBe(variants.length);
  });

  it("a name typed the same way is one record; another spelling of it is the same player", () => {
    const rows = readBack(
      tableOf(["Аня", "Аня", "аня "].map((player) => ({ player, marks: BLANK }))),
    );
    expect(rows.map(({ player }) => ({ name: player.name, key: player.key }))).toEqual([
      { name: "Аня", key: "аня" },
      { name: "Аня", key: "аня" },
      { name: "аня", key: "аня" },
    ]);
    expect(rows[0]!.player).toBe(rows[1]!.player);
    expect(rows[0]!.marks).toBe(rows[2]!.marks);
  });
});

function equalMarks(a: Marks, b: Marks): boolean {
  return (
    a.firstKilled === b.firstKilled &&
    a.correct === b.correct &&
    a.bestPlayer === b.bestPlayer &&
    a.remarks === b.remarks &&
    a.removed === b.removed &&
    a.extra === b.extra
  );
}
