/**
 * valuesDigest: the same for what Range.getValues returns and what a custom function is handed
 * (blank cells "" or null, trailing blank cells and rows or none), different for any change a
 * standings could depend on.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valuesDigest } from "../../src/engine";

const cell = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -20, max: 20 }),
  fc.boolean(),
);
const table = fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 6 });

/** The table as a custom function may get it: blanks as null, padded with blank cells and rows. */
function handed(values: unknown[][], width: number, extraRows: number): unknown[][] {
  const rows = values.map((row) => [
    ...row.map((v) => (v === "" ? null : v)),
    ...new Array<null>(Math.max(0, width - row.length)).fill(null),
  ]);
  for (let r = 0; r < extraRows; r++) rows.push(new Array<null>(width).fill(null));
  return rows;
}

describe("valuesDigest", () => {
  it("does not see blanks as null, nor trailing blank cells and rows", () => {
    fc.assert(
      fc.property(table, fc.nat(4), fc.nat(4), (values, width, extra) => {
        expect(valuesDigest(handed(values, width + 5, extra))).toBe(valuesDigest(values));
      }),
    );
  });

  it("sees a value's type, its text, its place and a date's instant", () => {
    const base = [
      ["Игра", "Место", "Игрок"],
      [1, 1, "Алёна"],
    ];
    const digest = valuesDigest(base);
    expect(digest).toMatch(/^[0-9a-f]{16}$/);
    expect(
      valuesDigest([
        ["Игра", "Место", "Игрок"],
        ["1", 1, "Алёна"],
      ]),
    ).not.toBe(digest);
    expect(
      valuesDigest([
        ["Игра", "Место", "Игрок"],
        [1, 1, "Алена"],
      ]),
    ).not.toBe(digest);
    expect(
      valuesDigest([
        ["Игра", "Место", "Игрок"],
        [1, "", 1, "Алёна"],
      ]),
    ).not.toBe(digest);
    expect(valuesDigest([["Игра", "Место", "Игрок"], [], [1, 1, "Алёна"]])).not.toBe(digest);
    expect(valuesDigest([[true]])).not.toBe(valuesDigest([["TRUE"]]));
    expect(valuesDigest([[new Date(Date.UTC(2026, 10, 29))]])).not.toBe(
      valuesDigest([[new Date(Date.UTC(2026, 10, 30))]]),
    );
    expect(valuesDigest([[new Date(Date.UTC(2026, 10, 29))]])).toBe(
      valuesDigest([[new Date(Date.UTC(2026, 10, 29))]]),
    );
  });
});
