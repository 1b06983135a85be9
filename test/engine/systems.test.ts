/**
 * Scoring systems (../shared/rules/SYSTEMS.md): the two presets, overrides, the extra-points
 * column, Ci and the tie-break words. Every expected number is worked out by hand in the
 * comment beside it.
 */
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  describeIssues,
  evaluate,
  FIIM_SYSTEM,
  parseRules,
  type ScoringSystem,
  type PlayerTotals,
  type Standing,
  type TieBreakKey,
} from "../../src/engine";
import { rankPlayers } from "../../src/engine/standings";
import { gameRows, RU_HEADER, seatPoints, standingOf, type SeatSpec } from "./helpers";

const RED = "Красные";
const BLACK = "Чёрные";
const HEADER = [...RU_HEADER, "Доп. баллы"];

/** A game's rows with «Доп. баллы» appended: `extra` by seat, blank elsewhere. */
function gameWithExtra(
  id: unknown,
  winner: string,
  seats: Readonly<Record<number, SeatSpec>> = {},
  extra: Readonly<Record<number, unknown>> = {},
): unknown[][] {
  return gameRows(id, winner, seats).map((row, i) => [...row, extra[i + 1] ?? ""]);
}
const table = (...games: unknown[][][]): unknown[][] => [HEADER, ...games.flat()];

function system(rules: unknown): ScoringSystem {
  const parsed = parseRules(rules);
  if (!parsed.ok) throw new Error(describeIssues(parsed.issues, "en"));
  return parsed.system;
}

describe("the FIIM preset, worked by hand", () => {
  // Default seating: 1 Civilian, 3 Sheriff, 5 Mafia, 7 Don, 9 Mafia, the rest Civilians.
  const games = table(
    // Game 1, red wins. Seat 3 (Sheriff) killed first night names 5 7 9: three black, +0.7 under
    // FIIM (red players earn it), nothing under Club. Seat 5 removed: −0.5. Seat 2 extra +0.4,
    // seat 4 a worst move −0.3.
    gameWithExtra(
      1,
      RED,
      { 3: { firstKilled: true, bestMove: "5 7 9" }, 5: { removed: true } },
      { 2: 0.4, 4: "-0,3" },
    ),
    // Game 2, black wins; seat 1 (Civilian) killed first night names two black: +0.5.
    gameWithExtra(2, BLACK, { 1: { firstKilled: true, bestMove: 2 } }),
  );
  const fiim = evaluate(games, { system: FIIM_SYSTEM });

  it("scores each seat: win 1, loss 0, every game 0.3, best move, removal, extra", () => {
    expect(seatPoints(fiim, "1", 1)).toBe(1.3); // 1 + 0.3
    expect(seatPoints(fiim, "1", 2)).toBeCloseTo(1.7, 12); // 1 + 0.3 + 0.4
    expect(seatPoints(fiim, "1", 3)).toBeCloseTo(2.0, 12); // 1 + 0.3 + 0.7 (a Sheriff's best move counts under FIIM)
    expect(seatPoints(fiim, "1", 4)).toBeCloseTo(1.0, 12); // 1 + 0.3 − 0.3: the worst move cancels the game's 0.3
    expect(seatPoints(fiim, "1", 5)).toBeCloseTo(-0.2, 12); // 0 + 0.3 − 0.5
    expect(seatPoints(fiim, "1", 7)).toBeCloseTo(0.3, 12); // Don lost: 0 + 0.3
    // Game 2: seat 1 lost, killed first night,
    // N = 1 so R = 0 and Ci = C = 0.5; best move 2 black +0.5.
    expect(seatPoints(fiim, "2", 1)).toBeCloseTo(1.3, 12); // 0 + 0.3 + 0.5 + 0.5
    expect(seatPoints(fiim, "2", 7)).toBeCloseTo(1.3, 12); // Don won: 1 + 0.3
  });

  it("the same games under the Club preset: no best move for the Sheriff, extra points still count", () => {
    const club = evaluate(games);
    expect(seatPoints(club, "1", 3)).toBe(4); // Sheriff win 4, best move earns nothing
    expect(seatPoints(club, "1", 2)).toBeCloseTo(3.4, 12); // 3 + 0.4
    expect(seatPoints(club, "1", 4)).toBeCloseTo(2.7, 12); // 3 − 0.3
    expect(seatPoints(club, "1", 5)).toBe(-1); // Mafia lost 0, removal −1
    expect(seatPoints(club, "2", 1)).toBe(1); // Civilian lost 0, best move 2 black +1, no Ci
  });

  it("adds the FIIM standings columns: bonus points, sheriff and don wins, Ci", () => {
    const sheriff = standingOf(fiim, "G1-3");
    expect(sheriff).toMatchObject({ games: 1, wins: 1, sheriffDonWins: 1, firstKilled: 1, ci: 0 });
    expect(sheriff.bonus).toBeCloseTo(1.0, 12); // 2.0 − 1 (win)
    const shot = standingOf(fiim, "G2-1");
    expect(shot.ci).toBe(0.5);
    expect(shot.bonus).toBeCloseTo(0.8, 12); // 1.3 − 0 (loss) − 0.5 (Ci)
  });
});

describe("compensation Ci, worked by hand (C = 0.5)", () => {
  /** A game where «Икс» sits at seat 1 (a Civilian), killed first night or not. */
  const gameOf = (id: number, winner: string, killed: boolean): unknown[][] =>
    gameWithExtra(id, winner, { 1: { player: "Икс", firstKilled: killed } });
  const ciOf = (games: unknown[][][]): Standing =>
    standingOf(evaluate(table(...games), { system: FIIM_SYSTEM }), "Икс");

  it("N = 1: R = round(0.4) = 0, so Ci = C", () => {
    const x = ciOf([gameOf(1, BLACK, true)]);
    expect(x.ci).toBe(0.5);
    expect(x.points).toBeCloseTo(0.8, 12); // 0.3 + 0.5
  });

  it("N = 8: R = round(3.2) = 3; K = 2 shot and lost twice: Ci = min(0.5, 2 × 0.5 / 3) = 1/3 each", () => {
    const games = [
      gameOf(1, BLACK, true),
      gameOf(2, BLACK, true),
      ...[3, 4, 5, 6, 7, 8].map((id) => gameOf(id, BLACK, false)),
    ];
    const x = ciOf(games);
    expect(x.ci).toBeCloseTo(2 / 3, 12);
    expect(x.points).toBeCloseTo(8 * 0.3 + 2 / 3, 12); // 3.0666…
  });

  it("N = 10: R = 4; K = 3 shot (two lost, one won): Ci = min(0.5, 3 × 0.5 / 4) = 0.375 for each lost one", () => {
    const games = [
      gameOf(1, BLACK, true),
      gameOf(2, BLACK, true),
      gameOf(3, RED, true),
      ...[4, 5, 6, 7, 8, 9, 10].map((id) => gameOf(id, RED, false)),
    ];
    const x = ciOf(games);
    expect(x.ci).toBeCloseTo(0.75, 12);
    expect(x.points).toBeCloseTo(8 * 1.3 + 2 * 0.3 + 0.75, 12); // 11.75
    expect(x.bonus).toBeCloseTo(3, 12); // 11.75 − 8 wins − 0.75 Ci: the ten games' 0.3
  });

  it("N = 10, K = 5: K × C / R = 0.625 is capped at C = 0.5", () => {
    const games = [1, 2, 3, 4, 5]
      .map((id) => gameOf(id, BLACK, true))
      .concat([6, 7, 8, 9, 10].map((id) => gameOf(id, BLACK, false)));
    expect(ciOf(games).ci).toBeCloseTo(2.5, 12);
  });

  it("a black player killed first night earns no Ci; nor does a red one whose team won", () => {
    const black = gameWithExtra(1, RED, { 5: { player: "Игрек", firstKilled: true } });
    expect(standingOf(evaluate(table(black), { system: FIIM_SYSTEM }), "Игрек").ci).toBe(0);
    expect(ciOf([gameOf(1, RED, true)]).ci).toBe(0);
  });

  it("depends on the whole table: a later game changes an earlier seat's Ci", () => {
    const one = evaluate(table(gameOf(1, BLACK, true)), { system: FIIM_SYSTEM });
    expect(seatPoints(one, "1", 1)).toBeCloseTo(0.8, 12); // N = 1: Ci 0.5
    const three = evaluate(
      table(gameOf(1, BLACK, true), gameOf(2, RED, false), gameOf(3, RED, false)),
      { system: FIIM_SYSTEM },
    );
    expect(seatPoints(three, "1", 1)).toBeCloseTo(0.3 + 0.5, 12); // N = 3: R = 1, Ci = min(0.5, 1 × 0.5 / 1)
    const five = evaluate(
      table(gameOf(1, BLACK, true), ...[2, 3, 4, 5].map((id) => gameOf(id, RED, false))),
      { system: FIIM_SYSTEM },
    );
    expect(seatPoints(five, "1", 1)).toBeCloseTo(0.3 + 0.25, 12); // N = 5: R = 2, Ci = 1 × 0.5 / 2
  });
});

describe("overrides from a rules range", () => {
  it("a preset's value replaced, blank keeps the preset's, a decimal comma and the printed minus read", () => {
    const rules = system([
      ["Настройка", "Значение"],
      ["Система", "ФИИМ"],
      ["Победа шерифа", "1,5"],
      ["Поражение дона", "−0,25"],
      ["Удаление", ""],
    ]);
    expect(rules.sheriffWin).toBe(1.5);
    expect(rules.donLoss).toBe(-0.25);
    expect(rules.removed).toBe(-0.5); // FIIM's, kept
    const games = evaluate(table(gameWithExtra(1, RED)), { system: rules });
    expect(seatPoints(games, "1", 3)).toBeCloseTo(1.8, 12); // 1.5 + 0.3
    expect(seatPoints(games, "1", 7)).toBeCloseTo(0.05, 12); // −0.25 + 0.3
  });

  it("English setting names and values, rows in any order, a third column ignored", () => {
    const rules = system([
      ["Tie-break order", "wins; bonus points", "note"],
      ["System", "club"],
      ["Best move earned by", "Red"],
      ["Every game", 0.5],
    ]);
    expect(rules).toEqual({
      ...CLUB_SYSTEM,
      tieBreaks: ["wins", "bonus"],
      bestMoveEarnedBy: "red",
      perGame: 0.5,
    });
  });

  it("the Rules sheet's four columns: C (the preset's value) and D (what it means) are ignored", () => {
    const rules = system([
      ["Настройка", "Значение", "Значение системы", "Пояснение"],
      ["Система", "ФИИМ", "", "Готовая система: «Клуб» или «ФИИМ»."],
      ["Победа мирного", "", 1, "Очки мирного за победу, например 3; поражение: 0."],
      ["Замечание", -1, 0, "За каждое замечание (обычно минус)."],
      ["Порядок при равенстве", "", "доп. баллы", "победы, поражения — через запятую"],
    ]);
    expect(rules).toEqual({ ...FIIM_SYSTEM, perRemark: -1 });
  });

  it("ranges as organisers keep them: a header row below a title, a note beside a blank row", () => {
    const kept = [
      ["Правила клуба «Сова»", ""],
      ["", "", "обновлено в марте"],
      ["Настройка", "Значение", "Комментарий"],
      ["Система", "ФИИМ"],
      ["", ""],
      ["", "", "штрафы:"],
      ["Замечание", -1, "было −0,5"],
      [" setting ", "value"],
    ];
    expect(system(kept.slice(1))).toEqual({ ...FIIM_SYSTEM, perRemark: -1 });
    // A title is no setting: still an error naming its row.
    expect(parseRules(kept)).toEqual({
      ok: false,
      issues: [{ code: "rules-unknown-setting", rulesRow: 1, value: "Правила клуба «Сова»" }],
    });
    // A value without a setting's name is no blank row.
    expect(parseRules([["", 3, "note"]])).toEqual({
      ok: false,
      issues: [{ code: "rules-unknown-setting", rulesRow: 1, value: "" }],
    });
  });

  it("the real club's 3-4-2 formula: a red win 3, a black win 4, best move 0.5 / 1 for any red", () => {
    const rules = system([
      ["Система", "Клуб"],
      ["Победа мирного", 3],
      ["Победа шерифа", 3],
      ["Победа мафии", 4],
      ["Победа дона", 4],
      ["Поражение шерифа", 0],
      ["Поражение дона", 0],
      ["Поражение шерифа, убитого в первую ночь", 0],
      ["Лучший ход: 2 чёрных", "0,5"],
      ["Лучший ход: 3 чёрных", 1],
      ["Лучший ход получает", "красные"],
      ["Правильная кандидатура", 0],
      ["Лучший игрок", 0],
      ["Замечание", 0],
      ["Удаление", 0],
    ]);
    const games = evaluate(
      table(
        gameWithExtra(
          1,
          BLACK,
          { 3: { firstKilled: true, bestMove: "5 7" }, 7: { bestPlayer: true, remarks: 2 } },
          { 7: 1.5 },
        ),
      ),
      { system: rules },
    );
    expect(seatPoints(games, "1", 3)).toBe(0.5); // Sheriff lost 0, best move 2 black 0.5
    expect(seatPoints(games, "1", 7)).toBe(5.5); // Don won 4 + extra 1.5; best player and remarks 0
  });
});

describe("each tie-break word decides a pair equal on points and on every word before it", () => {
  // The loser of each pair is named «А…», so that alphabetical order alone would put it first.
  const base = {
    points: 10,
    games: 5,
    wins: 2,
    losses: 3,
    bestPlayer: 1,
    donWins: 0,
    sheriffWins: 0,
    mafiaWins: 0,
    firstKilled: 0,
    civilianWins: 0,
    sheriffDonWins: 0,
    bonus: 1,
    ci: 0,
    finalGames: 0,
    mainPoints: 10,
    semiPoints: 0,
    finalPoints: 0,
    pointsPerGame: 2,
  };
  const cases: [TieBreakKey, Partial<PlayerTotals>, Partial<PlayerTotals>][] = [
    ["wins", { wins: 3 }, { wins: 2 }],
    ["losses", { losses: 2 }, { losses: 3 }],
    ["bestPlayer", { bestPlayer: 2 }, { bestPlayer: 1 }],
    ["donWins", { donWins: 1 }, { donWins: 0 }],
    ["sheriffWins", { sheriffWins: 1 }, { sheriffWins: 0 }],
    ["mafiaWins", { mafiaWins: 1 }, { mafiaWins: 0 }],
    ["civilianWins", { civilianWins: 2 }, { civilianWins: 1 }],
    ["sheriffDonWins", { sheriffDonWins: 2 }, { sheriffDonWins: 1 }],
    ["firstKilled", { firstKilled: 1 }, { firstKilled: 0 }],
    ["bonus", { bonus: 1.2 }, { bonus: 1.1 }],
    ["ci", { ci: 0.5 }, { ci: 0.25 }],
  ];
  for (const [word, winner, loser] of cases) {
    it(word, () => {
      const players: PlayerTotals[] = [
        { ...base, key: "а", name: "А", ...loser },
        { ...base, key: "я", name: "Я", ...winner },
      ];
      const ranked = rankPlayers({ ...CLUB_SYSTEM, tieBreaks: [word] }, players);
      expect(ranked.map((s) => [s.name, s.place])).toEqual([
        ["Я", 1],
        ["А", 2],
      ]);
    });
  }

  it("figures equal but for rounding error share the place: 0.1 + 0.2 and 0.3", () => {
    const players: PlayerTotals[] = [
      { ...base, key: "б", name: "Б", points: 0.1 + 0.2, bonus: 0.1 + 0.2 },
      { ...base, key: "а", name: "А", points: 0.3, bonus: 0.3 },
    ];
    const ranked = rankPlayers({ ...CLUB_SYSTEM, tieBreaks: ["bonus"] }, players);
    expect(ranked.map((s) => [s.name, s.place])).toEqual([
      ["А", 1],
      ["Б", 1],
    ]);
  });

  it("end to end under FIIM: bonus points decide two players equal on points", () => {
    // «Аня» wins a game as a Civilian (1 + 0.3 = 1.3); «Яна» loses one with 1.0 extra points
    // (0 + 0.3 + 1.0 = 1.3). Equal points; Яна's bonus 1.3 beats Аня's 0.3.
    const games = evaluate(
      table(
        gameWithExtra(1, RED, { 1: { player: "Аня" } }),
        gameWithExtra(2, BLACK, { 1: { player: "Яна" } }, { 1: 1 }),
      ),
      { system: FIIM_SYSTEM },
    );
    const order = games.standings
      .filter((s) => s.name === "Аня" || s.name === "Яна")
      .map((s) => s.name);
    expect(order).toEqual(["Яна", "Аня"]);
  });
});

describe("the extra-points column", () => {
  it("is read under its aliases", () => {
    for (const header of ["Доп. баллы", "Доп", "Доп.", "Допы", "Extra", "Bonus", "extra points"]) {
      const evaluation = evaluate([
        [...RU_HEADER, header],
        ...gameWithExtra(1, RED, {}, { 1: 1.25 }),
      ]);
      expect(seatPoints(evaluation, "1", 1), header).toBe(4.25);
    }
  });

  it("refuses anything but a number from −5 to 5 with two decimals, naming game, row and column", () => {
    for (const bad of ["много", 5.5, -6, 0.125, "1,234", true]) {
      const evaluation = evaluate(table(gameWithExtra(7, RED, {}, { 2: bad })));
      expect(
        evaluation.issues.map((issue) => [issue.code, issue.game, issue.row, issue.field]),
        String(bad),
      ).toEqual([["bad-extra", "7", 3, "extra"]]);
    }
    const message = describeIssues(
      evaluate(table(gameWithExtra(7, RED, {}, { 2: "много" }))).issues,
      "ru",
    );
    expect(message).toBe(
      "Ошибки в протоколе игр:\nИгра 7, строка 3, «Доп. баллы»: «много» — нужно число от −5 до 5, не больше двух знаков после запятой",
    );
  });

  it("a row whose only content is extra points is not blank: it belongs to no game and is an error", () => {
    const row = ["", "", "", "", "", false, "", "", false, "", false, 0.5];
    const evaluation = evaluate([HEADER, ...gameWithExtra(1, RED), row]);
    expect(evaluation.issues.map((issue) => [issue.code, issue.row])).toEqual([["no-game", 12]]);
  });
});

describe("rules errors name the rules row and the text found, in both languages", () => {
  const cases: [unknown, string, string][] = [
    [
      [["Система", "Мафия-клуб"]],
      "Правила, строка 1: «Мафия-клуб» — неизвестная система; нужно «Клуб» или «ФИИМ»",
      "Rules, row 1: “Мафия-клуб” is not a scoring system; expected “Club” or “FIIM”",
    ],
    [
      [
        ["Система", "ФИИМ"],
        ["Победа мирняка", 2],
      ],
      "Правила, строка 2: «Победа мирняка» — неизвестная настройка; может быть, «Победа мирного»?",
      "Rules, row 2: “Победа мирняка” is not a setting; did you mean “Победа мирного”?",
    ],
    [
      [
        ["Победа дона", 5],
        ["Don win", 6],
      ],
      "Правила, строка 2: настройка «Don win» уже задана в строке 1",
      "Rules, row 2: setting “Don win” is already given in row 1",
    ],
    [
      [["Замечание", "минус полбалла"]],
      "Правила, строка 1: «Замечание»: «минус полбалла» — не число",
      "Rules, row 1: “Remark”: “минус полбалла” is not a number",
    ],
    [
      [["Компенсация Ci", -1]],
      "Правила, строка 1: «-1» — компенсация Ci не может быть меньше 0",
      "Rules, row 1: “-1”: the compensation Ci cannot be below 0",
    ],
    [
      [["Лучший ход получает", "шериф"]],
      "Правила, строка 1: «шериф» — лучший ход получает «мирный» или «красные»",
      "Rules, row 1: “шериф”: the best move is earned by “civilian” or “red”",
    ],
    [
      [["Порядок при равенстве", "победы, очки"]],
      "Правила, строка 1: «очки» — неизвестный показатель; можно: победы, поражения, лучший игрок, победы доном, победы шерифом, победы мафией, победы мирным, победы шерифом и доном, убит в первую ночь, доп. баллы, ci",
      "Rules, row 1: “очки” is not a tie-break; use: wins, losses, best player, don wins, sheriff wins, mafia wins, civilian wins, sheriff and don wins, killed first night, bonus points, ci",
    ],
    [
      [["Порядок при равенстве", "победы; Победы"]],
      "Правила, строка 1: показатель «Победы» указан дважды",
      "Rules, row 1: tie-break “Победы” is given twice",
    ],
    [
      "ФИИМ-2",
      "«ФИИМ-2» — неизвестная система; нужно «Клуб» или «ФИИМ»",
      "“ФИИМ-2” is not a scoring system; expected “Club” or “FIIM”",
    ],
    [
      42,
      "«42» — правила задаются названием системы («Клуб» или «ФИИМ») или диапазоном из двух столбцов",
      "“42”: give the rules as a system name (“Club” or “FIIM”) or a two-column range",
    ],
  ];
  for (const [rules, ru, en] of cases) {
    it(en, () => {
      const parsed = parseRules(rules);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(describeIssues(parsed.issues, "ru")).toBe(`Ошибки в правилах:\n${ru}`);
      expect(describeIssues(parsed.issues, "en")).toBe(`The rules have errors:\n${en}`);
    });
  }

  it("names are matched ignoring case, ё/е and repeated spaces, but not all spaces", () => {
    expect(system([["  ПОБЕДА   мирного ", 2]]).civilianWin).toBe(2);
    expect(system([["Лучший ход: 3 черных", 1.5]]).bestMove3).toBe(1.5);
    expect(system([["Порядок при равенстве", "Доп. Баллы,  победы"]]).tieBreaks).toEqual([
      "bonus",
      "wins",
    ]);
    expect(parseRules([["Порядок при равенстве", "доп.баллы"]]).ok).toBe(false);
  });

  it("the presets by name in either language, case and ё/е ignored; nothing or an empty range is Club", () => {
    expect(system("фиим")).toBe(FIIM_SYSTEM);
    expect(system("FIIM")).toBe(FIIM_SYSTEM);
    expect(system(" клуб ")).toBe(CLUB_SYSTEM);
    expect(system(undefined)).toBe(CLUB_SYSTEM);
    expect(system("")).toBe(CLUB_SYSTEM);
    expect(system([[""], [""]])).toEqual(CLUB_SYSTEM);
    expect(system([["Система", ""]])).toEqual(CLUB_SYSTEM);
  });
});
