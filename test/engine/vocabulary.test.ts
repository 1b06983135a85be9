// The word lists are indexed as written, without text work at load (src/engine/vocabulary.ts):
// each must be in the form a typed header or cell is compared in, or it would never match.
import { describe, expect, it } from "vitest";
import { FIELDS, normalizeText } from "../../src/engine";
import { headerKey, recognizeHeader, unscoredHeader } from "../../src/engine/headerMatch";
import {
  HEADER_ALIASES,
  OWN_UNSCORED_HEADERS,
  ROLE_WORDS,
  SIDE_WORDS,
  YES_NO_WORDS,
  UNSCORED_HEADERS,
} from "../../src/engine/vocabulary";
import { roleFromText, sideFromText, yesNoFromText } from "../../src/engine/wordMatch";

describe("the vocabulary's word lists", () => {
  it("hold each header alias as typed, read as its column and as no other", () => {
    for (const field of FIELDS) {
      for (const alias of HEADER_ALIASES[field]) {
        expect(normalizeText(alias), alias).toBe(alias);
        expect(recognizeHeader(alias.toUpperCase())?.field, alias).toBe(field);
        expect(unscoredHeader(alias), alias).toBeUndefined();
      }
    }
  });

  it("hold each unscored header in its compared form, no column's header", () => {
    for (const [list, kind] of [
      [OWN_UNSCORED_HEADERS, "own"],
      [UNSCORED_HEADERS, "other"],
    ] as const) {
      for (const header of list) {
        expect(normalizeText(header), header).toBe(header);
        expect(unscoredHeader(` ${header.toUpperCase()} `), header).toBe(kind);
        expect(recognizeHeader(header), header).toBeUndefined();
      }
    }
  });
});

describe("headerKey", () => {
  it("ignores case, ё/е, spaces, dots, hyphens and dashes", () => {
    const bestMove = ["ЛучшийХод", "лучший-ход", " Лучший ход ", "ЛУЧШИЙ  ХОД.", "Лучший — ход"];
    for (const header of bestMove) {
      expect(headerKey(header), header).toBe(headerKey("Лучший ход"));
      expect(recognizeHeader(header)?.field, header).toBe("bestMove");
    }
    expect(recognizeHeader("Убит-в-первую-ночь")?.field).toBe("firstKilled");
    expect(recognizeHeader("ДопБаллы")?.field).toBe("extra");
    expect(recognizeHeader("Прав.канд.")?.field).toBe("correct");
    expect(recognizeHeader("Extra-Points")?.field).toBe("extra");
  });

  it("puts text in NFC first: a decomposed ё is ё", () => {
    const decomposed = "Удале\u0308н";
    expect(decomposed).not.toBe("Удалён");
    expect(recognizeHeader(decomposed)?.field).toBe("removed");
  });

  it("keeps letters and digits apart: different words stay different headers", () => {
    expect(recognizeHeader("Лучший")?.field).toBe("bestPlayer");
    expect(recognizeHeader("Лучший ход")?.field).toBe("bestMove");
    expect(recognizeHeader("Лучший ход 2")).toBeUndefined();
    expect(headerKey("#")).toBe("#");
  });

  it("hold each role, team, yes and no word in its compared form", () => {
    const lists = [
      [ROLE_WORDS, roleFromText],
      [SIDE_WORDS, sideFromText],
    ] as const;
    for (const [words, read] of lists) {
      for (const [value, list] of Object.entries(words)) {
        for (const word of list) {
          expect(normalizeText(word), word).toBe(word);
          expect(read(` ${word.toUpperCase()}`), word).toBe(value);
        }
      }
    }
    for (const word of YES_NO_WORDS.yes) expect(yesNoFromText(word.toUpperCase()), word).toBe(true);
    for (const word of YES_NO_WORDS.no) expect(yesNoFromText(word.toUpperCase()), word).toBe(false);
    for (const word of [...YES_NO_WORDS.yes, ...YES_NO_WORDS.no])
      expect(normalizeText(word), word).toBe(word);
  });
});
