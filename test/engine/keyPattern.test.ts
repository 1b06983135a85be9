/**
 * The pattern Sheets' search is given for a tournament (keyPattern): every text the engine takes
 * for the same name (playerKey) matches it, checked character by character over all of Unicode
 * and on whole names; other names do not; and it keeps to what RE2, the regular expressions of
 * Sheets, reads as JavaScript does.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyPattern, playerKey } from "../../src/engine";

/** As Sheets' search is asked: case counts (the pattern spells both cases itself). */
const compiled = (key: string): RegExp | null => {
  const pattern = keyPattern(key);
  return pattern === null ? null : new RegExp(pattern, "u");
};

describe("the pattern of a tournament's name", () => {
  it("matches every character, composed or not, that the engine reads as the key's", () => {
    const patterns = new Map<string, RegExp | null>();
    const missed: string[] = [];
    for (let point = 0; point <= 0x10ffff; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const text = String.fromCodePoint(point);
      const key = playerKey(text);
      if (key === "") continue;
      if (!patterns.has(key)) patterns.set(key, compiled(key));
      const pattern = patterns.get(key);
      if (!pattern) continue;
      // A character spelled out with more than one accent could be typed in other orders.
      if ([...text.normalize("NFD")].length > 2) missed.push(`U+${point.toString(16)} (accents)`);
      for (const spelled of [text, text.normalize("NFD"), text.normalize("NFC")])
        if (!pattern.test(spelled)) missed.push(`U+${point.toString(16)} for «${key}»`);
    }
    expect(missed).toEqual([]);
    // Latin, Cyrillic, digits and punctuation at least.
    expect([...patterns.values()].filter(Boolean).length).toBeGreaterThan(300);
  });

  it("matches any text the engine takes for the same name", () => {
    const pieces = [
      "Кубок",
      "кубок",
      "Осень",
      "ёлка",
      "Йога",
      "Елка",
      "Cup",
      "Kelvin",
      "2026",
      "№3",
      "(Б)",
    ];
    const name = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 4 });
    // What a hand may change without changing the name for the engine: case, «ё» and «е», an
    // accent typed apart, spaces of any kind and number, apostrophes before.
    const retype = fc.record({
      upper: fc.array(fc.boolean(), { maxLength: 40 }),
      yo: fc.boolean(),
      decomposed: fc.boolean(),
      spaces: fc.array(fc.constantFrom(" ", "  ", "\u00a0", "\t", "\u2009", "\u3000", "\n"), {
        minLength: 1,
        maxLength: 5,
      }),
      before: fc.constantFrom("", " ", "'", " ' ", "\u00a0"),
      after: fc.constantFrom("", " ", "\u00a0\u00a0", "\u202f"),
    });
    fc.assert(
      fc.property(name, retype, (words, how) => {
        const original = words.join(" ");
        let typed = words
          .map((word, i) => (i ? (how.spaces[i % how.spaces.length] ?? " ") : "") + word)
          .join("");
        typed = [...typed].map((ch, i) => (how.upper[i] ? ch.toUpperCase() : ch)).join("");
        if (how.yo) typed = typed.replace(/е/g, "ё").replace(/Е/g, "Ё");
        if (how.decomposed) typed = typed.normalize("NFD");
        typed = `${how.before}${typed}${how.after}`;
        const pattern = compiled(playerKey(original));
        // A name of digits alone is not searched (below).
        fc.pre(pattern !== null && playerKey(typed) === playerKey(original));
        expect(pattern?.test(typed)).toBe(true);
      }),
    );
  });

  it("does not match another tournament's name", () => {
    const cup = compiled(playerKey("Кубок 2026"));
    for (const other of [
      "Кубок 2025",
      "Кубок",
      "Кубок 2026 финал",
      "Кубок2026",
      "Kубок 2026", // a Latin K: another name for the engine (RULES.md)
      "Кубок 2026.",
      "Суперкубок 2026",
    ])
      expect(cup?.test(other), other).toBe(false);
    for (const same of ["кубок  2026 ", "КУБОК 2026", "'Кубок 2026", "Кубок\u00a02026"])
      expect(cup?.test(same), same).toBe(true);
  });

  it("is not given for a name that a number, a date or a checkbox could show otherwise", () => {
    for (const key of ["2026", "1.5", "1e+21", "2026-12-05", "true", "false", ""])
      expect(keyPattern(key), key).toBeNull();
    // Nor for characters it does not spell (each checked above).
    expect(keyPattern("кубок 🏆")).toBeNull();
    expect(keyPattern("東京")).toBeNull();
  });

  it("keeps to what RE2 reads: no lookaround, no backreference, escapes of punctuation only", () => {
    for (const name of ["Кубок г. Москвы (осень) [1/2]", "A+B? C*D|E ^$ {x} \\ №3", "Ёлка"]) {
      const pattern = keyPattern(playerKey(name)) ?? "";
      expect(pattern).not.toMatch(/\(\?[=!<]|\\[1-9]|\\[a-zA-Z]/);
      expect(new RegExp(pattern, "u").test(name)).toBe(true);
    }
  });
});
