// The word lists are indexed as written, without text work at load (src/engine/vocabulary.ts):
// each must be in the form a typed header or cell is compared in, or it would never match.
import { describe, expect, it } from "vitest";
import { FIELDS, normalizeText } from "../../src/engine";
import {
  HEADER_ALIASES,
  headerKey,
  isNonScoringHeader,
  NON_SCORING_HEADERS,
  recognizeHeader,
  ROLE_WORDS,
  roleFromText,
  TEAM_WORDS,
  teamFromText,
  YES_NO_WORDS,
  yesNoFromText,
} from "../../src/engine/vocabulary";

describe("the vocabulary's word lists", () => {
  it("hold each header alias in its compared form, read as its column", () => {
    for (const field of FIELDS) {
      for (const alias of HEADER_ALIASES[field]) {
        expect(headerKey(alias), alias).toBe(alias);
        expect(recognizeHeader(alias.toUpperCase())?.field, alias).toBe(field);
      }
    }
  });

  it("hold each unscored header in its compared form", () => {
    for (const header of NON_SCORING_HEADERS) {
      expect(headerKey(header), header).toBe(header);
      expect(isNonScoringHeader(` ${header.toUpperCase()} `), header).toBe(true);
    }
  });

  it("hold each role, team, yes and no word in its compared form", () => {
    const lists = [
      [ROLE_WORDS, roleFromText],
      [TEAM_WORDS, teamFromText],
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
