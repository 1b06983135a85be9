/** The three settings of AWARDS.md, read from any rules range in either language. */
import { describe, expect, it } from "vitest";
import { CLUB_SYSTEM, describeIssues, FIIM_SYSTEM, parseRules } from "../../src/engine";

function problems(range: unknown[][], lang: "ru" | "en"): string {
  const parsed = parseRules(range);
  if (parsed.ok) throw new Error("the range was read");
  return describeIssues(parsed.issues, lang);
}

describe("the awards settings", () => {
  it("default to points, one game and every member in both presets", () => {
    for (const system of [CLUB_SYSTEM, FIIM_SYSTEM]) {
      expect([system.awardsBy, system.awardsMinGames, system.teamBest]).toEqual(["points", 1, 0]);
    }
  });

  it("are read under either language's name, matched like every setting", () => {
    const ru = parseRules([
      ["Система", "ФИИМ"],
      ["номинации  по", "Допам"],
      ["Номинации: минимум игр", 3],
      ["КОМАНДА: ЛУЧШИХ", "5"],
    ]);
    expect(ru.ok && [ru.system.awardsBy, ru.system.awardsMinGames, ru.system.teamBest]).toEqual([
      "bonus",
      3,
      5,
    ]);
    expect(ru.ok && ru.system.compensation).toBe(0.5);
    const en = parseRules([
      ["Awards by", "points"],
      ["Awards: minimum games", 1000],
      ["Team: best", 0],
    ]);
    expect(en.ok && [en.system.awardsBy, en.system.awardsMinGames, en.system.teamBest]).toEqual([
      "points",
      1000,
      0,
    ]);
  });

  it("outside their range or list are errors naming the rules row and the text, in RU and EN", () => {
    const range = [
      ["Номинации по", "голосам"],
      ["Номинации: минимум игр", 0],
      ["Команда: лучших", 2.5],
      ["Team: best", 101],
    ];
    expect(problems(range, "ru")).toBe(
      [
        "Ошибки в правилах:",
        "Правила, строка 1: «Номинации по»: «голосам» — нужно «очкам» или «допам»",
        "Правила, строка 2: «Номинации: минимум игр»: «0» — нужно целое число от 1 до 1000",
        "Правила, строка 3: «Команда: лучших»: «2.5» — нужно целое число от 0 до 100",
        "Правила, строка 4: настройка «Team: best» уже задана в строке 3",
      ].join("\n"),
    );
    expect(problems([range[0]!, range[3]!], "en")).toContain(
      "“Team: best”: “101” is not a whole number from 0 to 100",
    );
    expect(problems([range[0]!], "en")).toContain("“Awards by”: “голосам”: expected");
  });
});
