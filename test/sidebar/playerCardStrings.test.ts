// The player card's words and number formats, without a browser.
import { describe, expect, it } from "vitest";
import { STATS_KEYS } from "../../src/protocol/playerCard";
import {
  formatDate,
  formatFigure,
  formatPercent,
  statName,
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
