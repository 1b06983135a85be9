// The player card's words and number formats, without a browser.
import { describe, expect, it } from "vitest";
import { STATS_KEYS } from "../../src/protocol/playerCard";
import {
  formatDate,
  formatFigure,
  formatFixed,
  formatPercent,
  statName,
  STRINGS,
} from "../../src/pages/playerCard/strings";

describe("the card's formats", () => {
  it("shows numbers in the page's language and an empty cell as an em dash, never NaN", () => {
    expect(formatFigure(1.6111, "ru")).toBe("1,6111");
    expect(formatFigure(1.6111, "en")).toBe("1.6111");
    expect(formatFigure(-0.5, "ru")).toBe("−0,5");
    expect(formatFigure(0, "en")).toBe("0");
    expect(formatFigure("", "ru")).toBe("—");
    expect(formatFigure(Number.NaN, "en")).toBe("—");
    expect(formatFigure(undefined, "en")).toBe("—");
    expect(formatPercent(44.4, "ru")).toBe("44,4\u00a0%");
    expect(formatPercent(100, "en")).toBe("100%");
    expect(formatPercent("", "en")).toBe("—");
  });

  it("shows an average to exactly two decimals, rounded, with no sign on a zero", () => {
    expect(formatFixed(1.6667, "ru", 2)).toBe("1,67");
    expect(formatFixed(1.5, "en", 2)).toBe("1.50");
    expect(formatFixed(2, "ru", 2)).toBe("2,00");
    expect(formatFixed(-0.125, "ru", 2)).toBe("−0,13");
    expect(formatFixed(-0.001, "en", 2)).toBe("0.00");
    expect(formatFixed("", "ru", 2)).toBe("—");
    expect(formatFixed(Number.NaN, "en", 2)).toBe("—");
  });

  it("says in one line what the rating's scale means, in both languages", () => {
    expect(STRINGS.ru.ratingScale("16", "12")).toBe(
      "Шкала рейтинга: у всех в начале 0; победа даёт до +16, поражение — до −12, " +
        "смотря по силе соперников.",
    );
    expect(STRINGS.en.ratingScale("16", "12")).toBe(
      "Rating scale: everyone starts at 0; a win earns up to +16, a loss costs up to −12, " +
        "by the opponents' strength.",
    );
  });

  it("shows dates with or without the year", () => {
    expect(formatDate("2026-11-02", "ru")).toBe("02.11.2026");
    expect(formatDate("2026-11-02", "en")).toBe("2026-11-02");
    expect(formatDate("2026-11-02", "ru", false)).toBe("02.11");
    expect(formatDate("2026-11-02", "en", false)).toBe("Nov 2");
    expect(formatDate("", "ru")).toBe("—");
  });

  it("names every figure by the players view's own header, in both languages", () => {
    for (const lang of ["ru", "en"] as const)
      for (const key of STATS_KEYS) expect(statName(key, lang)).not.toBe(key);
    expect(statName("bestMoveAccuracy", "ru")).toBe("Точность ЛХ");
    expect(statName("killedFirstNightPercent", "en")).toBe("Killed first night %");
  });
});
