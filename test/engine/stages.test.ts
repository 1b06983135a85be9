/**
 * Stages, finals and season ranking (STAGES.md), each rule on a table small enough to work out
 * by hand; the expected figures are written out, never computed here.
 */
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  describeIssues,
  evaluate,
  FIIM_SYSTEM,
  finalistsCut,
  parseRules,
  rounded,
  standingsGrid,
  type Evaluation,
  type ScoringSystem,
} from "../../src/engine";
import { mafiaRank } from "../../src/functions/customFunctions";
import { gameRows, RU_HEADER, seatPoints, standingOf, type SeatSpec } from "./helpers";

const RED = "Красные";
const BLACK = "Чёрные";
const HEADER = [...RU_HEADER, "Доп. баллы", "Этап"];

/** A game's ten rows with a stage cell on each (blank, a stage word, or anything typed). */
function staged(
  id: unknown,
  winner: string,
  stage: unknown,
  seats: Readonly<Record<number, SeatSpec>> = {},
): unknown[][] {
  return gameRows(id, winner, seats).map((row) => [...row, "", stage]);
}
const table = (...games: unknown[][][]): unknown[][] => [HEADER, ...games.flat()];
const system = (changes: Partial<ScoringSystem>, base = CLUB_SYSTEM): ScoringSystem => ({
  ...base,
  ...changes,
});

describe("the «Этап» column", () => {
  it("reads the stage words in either language, ignoring case, ё/е, spaces and hyphens", () => {
    const words: [unknown, "main" | "semi" | "final"][] = [
      ["", "main"],
      ["Основной", "main"],
      ["основной  этап", "main"],
      ["Отбор", "main"],
      ["ОТБОРОЧНЫЙ", "main"],
      ["Квалификация", "main"],
      ["Main", "main"],
      ["qualifying", "main"],
      ["Qualification", "main"],
      ["Полуфинал", "semi"],
      ["полу-финал", "semi"],
      ["Semi-final", "semi"],
      ["SEMIFINAL", "semi"],
      ["semi", "semi"],
      [" Финал ", "final"],
      ["Final", "final"],
    ];
    for (const [word, stage] of words) {
      const evaluation = evaluate(table(staged(1, RED, word)));
      expect(evaluation.issues, String(word)).toEqual([]);
      expect(evaluation.games[0]?.stage, String(word)).toBe(stage);
    }
  });

  it("is read under «Стадия» and «Phase» too, and reads an English table's words", () => {
    const header = [...RU_HEADER, "Доп. баллы", "Стадия"];
    expect(evaluate([header, ...staged(1, RED, "Финал")]).games[0]?.stage).toBe("final");
    const en = evaluate([
      ["Game", "Seat", "Player", "Role", "Winner", "Phase"],
      ...gameRows(1, "Red").map((row) => [...row.slice(0, 5), "Финал"]),
    ]);
    expect(en.games[0]?.stage).toBe("final");
  });

  it("an unknown stage is an error naming the game, row and column", () => {
    const evaluation = evaluate(table(staged(4, RED, "Четвертьфинал")));
    expect(describeIssues(evaluation.issues, "ru").split("\n").slice(1)).toEqual([
      "Игра 4, строки 2–11, «Этап»: «Четвертьфинал» — неизвестный этап (нужно Основной, Полуфинал или Финал)",
    ]);
  });

  it("is checked in a game still in progress too, like every cell", () => {
    const evaluation = evaluate(table(staged(4, "", "Четвертьфинал")));
    expect(describeIssues(evaluation.issues, "ru").split("\n").slice(1)).toEqual([
      "Игра 4, строки 2–11, «Этап»: «Четвертьфинал» — неизвестный этап (нужно Основной, Полуфинал или Финал)",
    ]);
    expect(evaluation.games[0]?.status).toBe("invalid");
  });

  it("the rows of a game that name different stages make it invalid, naming the rows", () => {
    const rows = staged(7, RED, "Финал");
    rows[3]![12] = "";
    rows[4]![12] = "Основной";
    const evaluation = evaluate(table(rows));
    expect(evaluation.games[0]?.status).toBe("invalid");
    expect(describeIssues(evaluation.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nИгра 7, «Этап»: в строках записаны разные этапы: «Основной» — строки 5, 6; «Финал» — строки 2, 3, 4, 7, 8, 9, 10, 11",
    );
    expect(describeIssues(evaluation.issues, "en")).toBe(
      "The games table has errors:\nGame 7, “Stage”: the rows record different stages: “Main” in rows 5, 6; “Final” in rows 2, 3, 4, 7, 8, 9, 10, 11",
    );
  });

  it("a row whose only content is a stage is not blank: an error, like a row of extra points", () => {
    const evaluation = evaluate(
      table(staged(1, RED, ""), [
        ["", "", "", "", "", false, "", "", false, "", false, "", "Финал"],
      ]),
    );
    expect(describeIssues(evaluation.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\nстрока 12, «Игра»: не указан номер игры",
    );
  });

  it("without it, an unknown header is as welcome as before when every scoring column is there", () => {
    const values = [
      [...RU_HEADER, "Доп. баллы", "Фото"],
      ...gameRows(1, RED).map((r) => [...r, "", "x"]),
    ];
    expect(evaluate(values).issues).toEqual([]);
  });
});

describe("a seat's points, weighted by its stage", () => {
  const weighted = system({ semiWeight: 1.2, finalWeight: 1.3 });
  const evaluation = evaluate(
    table(
      staged(1, RED, "", { 2: { bestPlayer: true }, 6: { remarks: 1 } }),
      staged(2, RED, "Полуфинал", { 2: { bestPlayer: true }, 6: { remarks: 1 } }),
      staged(3, RED, "Финал", { 2: { bestPlayer: true }, 6: { remarks: 1 } }),
    ),
    { system: weighted },
  );

  it("main stage × 1, semi-final × 1.2, final × 1.3", () => {
    // Seat 2: a Civilian's win 3 + best player 2 = 5; seat 3: the Sheriff's win 4;
    // seat 6: a Civilian's win 3 − a remark 0.5 = 2.5; seat 7: the Don's loss −1.
    expect([2, 3, 6, 7].map((seat) => seatPoints(evaluation, "1", seat))).toEqual([5, 4, 2.5, -1]);
    expect([2, 3, 6, 7].map((seat) => seatPoints(evaluation, "2", seat))).toEqual([
      6, 4.8, 3, -1.2,
    ]);
    expect([2, 3, 6, 7].map((seat) => seatPoints(evaluation, "3", seat))).toEqual([
      6.5, 5.2, 3.25, -1.3,
    ]);
  });

  it("a player's points are the sum of their seats', each stage in its own column", () => {
    // «G1-2» plays only game 1; the grid shows the stage columns after the system's.
    const grid = standingsGrid(evaluation, "ru");
    expect(grid[0]?.slice(11)).toEqual(["Основной этап", "Полуфинал", "Финал"]);
    const line = grid.find((row) => row[1] === "G3-3");
    expect(line?.slice(2, 3)).toEqual([5.2]);
    expect(line?.slice(11)).toEqual([0, 0, 5.2]);
  });

  it("wins, losses and every other count are never weighted; bonus points are", () => {
    const g3 = standingOf(evaluation, "G3-2");
    const figures = [g3.points, g3.games, g3.wins, g3.bestPlayer, g3.bonus].map(rounded);
    expect(figures).toEqual([6.5, 1, 1, 1, 2.6]);
  });
});

describe("Ci by stage (FIIM's C = 0.5), worked by hand for «Икс»", () => {
  // «Икс» sits at seat 1, a Civilian: killed first night in a lost game of the main stage (one of
  // five) and of the final (one of two); the final weighs 1.3. A Civilian's loss in FIIM is
  // 0 + 0.3 for every game; a best move naming nobody earns nothing.
  const killed = { 1: { player: "Икс", firstKilled: true } };
  const plays = { 1: { player: "Икс" } };
  const values = table(
    staged(1, BLACK, "", killed),
    staged(2, RED, "", plays),
    staged(3, RED, "", plays),
    staged(4, RED, "", plays),
    staged(5, RED, "", plays),
    staged(6, BLACK, "Финал", killed),
    staged(7, RED, "Финал", plays),
  );
  const withMode = (ciInFinal: ScoringSystem["ciInFinal"]): Evaluation =>
    evaluate(values, { system: system({ finalWeight: 1.3, ciInFinal }, FIIM_SYSTEM) });

  it("«отдельно»: the main stage's N = 5, K = 1 (R = 2): Ci 0.25; the final's N = 2, K = 1 (R = 1): Ci 0.5 × 1.3", () => {
    const evaluation = withMode("separately");
    expect(rounded(seatPoints(evaluation, "1", 1))).toBe(0.55); // 0.3 + 0.25
    expect(rounded(seatPoints(evaluation, "6", 1))).toBe(1.04); // (0.3 + 0.5) × 1.3
    expect(standingOf(evaluation, "Икс").ci).toBeCloseTo(0.25 + 0.65, 9);
  });

  it("«вместе»: all seven games, N = 7, K = 2 (R = 3): Ci = 2 × 0.5 / 3 in each", () => {
    const evaluation = withMode("together");
    expect(rounded(seatPoints(evaluation, "1", 1))).toBe(0.6333); // 0.3 + 0.3333
    expect(rounded(seatPoints(evaluation, "6", 1))).toBe(0.8233); // (0.3 + 0.3333) × 1.3
  });

  it("«нет»: the main stage as «отдельно», the final without Ci", () => {
    const evaluation = withMode("no");
    expect(rounded(seatPoints(evaluation, "1", 1))).toBe(0.55);
    expect(rounded(seatPoints(evaluation, "6", 1))).toBe(0.39); // 0.3 × 1.3
  });

  it("with no final game, every mode gives SYSTEMS.md's Ci", () => {
    const main = table(
      ...[1, 2, 3].map((id) => staged(id, id === 1 ? BLACK : RED, "", id === 1 ? killed : plays)),
    );
    const ci = (ciInFinal: ScoringSystem["ciInFinal"]): number =>
      seatPoints(evaluate(main, { system: system({ ciInFinal }, FIIM_SYSTEM) }), "1", 1);
    // N = 3, K = 1, R = round(1.2) = 1: Ci = 0.5.
    expect([ci("separately"), ci("together"), ci("no")]).toEqual([0.8, 0.8, 0.8]);
  });
});

describe("the order of the standings", () => {
  // «Ас» wins three main-stage games as the Don (15 points); «Бэ» plays one final, as a Civilian
  // that wins (3 points).
  const values = table(
    ...[1, 2, 3].map((id) => staged(id, BLACK, "", { 7: { player: "Ас" } })),
    staged(4, RED, "Финал", { 1: { player: "Бэ" } }),
  );

  it("a finalist stands above a player with more points who is not one", () => {
    const evaluation = evaluate(values);
    // The final's Sheriff (4 points) is 1st; «Бэ» shares 2nd with the final's five other Civilians.
    expect(standingOf(evaluation, "Бэ")).toMatchObject({ place: 2, points: 3, group: "finalists" });
    expect(standingOf(evaluation, "Ас")).toMatchObject({ place: 11, points: 15, group: "ranked" });
  });

  it("«Финалисты выше: нет» ranks everyone together", () => {
    const standings = evaluate(values, { system: system({ finalistsFirst: false }) }).standings;
    expect(standings[0]).toMatchObject({ name: "Ас", place: 1 });
  });

  it("places run on from the finalists; players share a place only inside one group", () => {
    const standings = evaluate(values).standings;
    // The ten finalists: «Бэ» and the other winners (3 each, sharing 1st with «Бэ» but for the
    // tie-breaks), then the rest from 11th.
    const finalists = standings.filter((s) => s.group === "finalists");
    expect(finalists).toHaveLength(10);
    expect(standings.filter((s) => s.group === "ranked").map((s) => s.place)[0]).toBe(11);
    expect(Math.max(...finalists.map((s) => s.place ?? 0))).toBeLessThanOrEqual(10);
  });

  it("ranked by average: points ÷ games, compared exactly; a tie goes to the tie-breaks", () => {
    // «Вэ»: two Civilian wins, 6 points in 2 games; «Гэ»: one, 3 in 1 — both 3 a game; «Вэ» has
    // more wins. «Дэ» and «Ёж» are equal on everything: they share the place.
    const avg = table(
      staged(1, RED, "", { 1: { player: "Вэ" }, 2: { player: "Дэ" } }),
      staged(2, RED, "", { 1: { player: "Вэ" }, 2: { player: "Ёж" } }),
      staged(3, RED, "", { 1: { player: "Гэ" } }),
    );
    const evaluation = evaluate(avg, { system: system({ rankBy: "average" }) });
    // The three Sheriffs (4 a game) are 1st; then the Civilians at 3 a game: «Вэ» first on wins,
    // then the eleven with one win, «Гэ», «Дэ» and «Ёж» among them, sharing 5th.
    const of = (name: string) => standingOf(evaluation, name);
    expect([
      of("G1-3").place,
      of("Вэ").place,
      of("Гэ").place,
      of("Дэ").place,
      of("Ёж").place,
    ]).toEqual([1, 4, 5, 5, 5]);
    expect(of("Вэ")).toMatchObject({ points: 6, games: 2, pointsPerGame: 3 });
    expect(standingsGrid(evaluation, "ru")[0]?.at(-1)).toBe("Очки за игру");
  });

  it("minimum games: players with fewer are listed last, ranked among themselves, without a place", () => {
    const values2 = table(
      staged(1, RED, "", { 1: { player: "Ёж" }, 2: { player: "Жук" } }),
      staged(2, RED, "", { 1: { player: "Ёж" } }),
    );
    const evaluation = evaluate(values2, { system: system({ minGames: 2 }) });
    expect(evaluation.standings[0]).toMatchObject({ name: "Ёж", place: 1, group: "ranked" });
    const rest = evaluation.standings.slice(1);
    expect(rest.every((s) => s.place === null && s.group === "too-few")).toBe(true);
    // Among themselves: the Sheriffs (4) before the Civilians (3) and the black players.
    expect(rest[0]?.points).toBe(4);
    const grid = standingsGrid(evaluation, "ru");
    expect(grid[2]?.[0]).toBe("");
    const rules = [["Минимум игр", 2]];
    expect(mafiaRank([["Ёж"], ["Жук"], ["Никто"]], values2, rules)).toEqual([[1], [""], [""]]);
  });

  it("finalists are placed whatever their number of games", () => {
    const evaluation = evaluate(values, { system: system({ minGames: 3 }) });
    expect(standingOf(evaluation, "Бэ")).toMatchObject({ place: 2, games: 1, group: "finalists" });
    expect(standingOf(evaluation, "Ас")).toMatchObject({ place: 11, group: "ranked" });
    expect(standingOf(evaluation, "G1-1")).toMatchObject({ place: null, group: "too-few" });
  });
});

describe("hiding the final", () => {
  const values = table(
    staged(1, RED, "", { 1: { player: "Ас" } }),
    staged(2, BLACK, "Финал", { 1: { player: "Ас" } }),
  );

  it("reads the final's rows as blank rows: the standings of the table without them", () => {
    const hidden = evaluate(values, { system: system({ hideFinal: true }) });
    const without = evaluate(table(staged(1, RED, "", { 1: { player: "Ас" } })));
    expect(hidden.standings).toEqual(without.standings);
    expect(hidden.games.map((g) => g.label)).toEqual(["1"]);
    expect(hidden.rowKinds.slice(11)).toEqual(Array(10).fill("blank"));
  });

  it("hides the final's games only: a game whose rows disagree on the stage is reported, not hidden", () => {
    const mixed = staged(2, BLACK, "Финал");
    mixed[0]![12] = "";
    const evaluation = evaluate(table(staged(1, RED, ""), mixed), {
      system: system({ hideFinal: true }),
    });
    expect(evaluation.issues.map((issue) => issue.code)).toEqual(["stage-conflict"]);
  });

  it("a broken final stays hidden: nothing of it is read", () => {
    const broken = staged(2, BLACK, "Финал", { 3: { role: "Мирняк" } });
    const hidden = evaluate(table(staged(1, RED, ""), broken), {
      system: system({ hideFinal: true }),
    });
    expect(hidden.issues).toEqual([]);
  });
});

describe("the final's cut (the players «Рассадка финала…» seats)", () => {
  // Twelve players: the ten of game 1 and two more of game 2; «Ас» and «Бэ» tie for a place.
  const standingsOf = (values: unknown[][]) => evaluate(values).standings;

  it("takes the first «Финалистов» players", () => {
    const standings = standingsOf(table(staged(1, RED, ""), staged(2, BLACK, "")));
    const cut = finalistsCut(standings, 10);
    expect(cut.ok && cut.finalists.map((s) => s.name)).toEqual(
      standings.slice(0, 10).map((s) => s.name),
    );
  });

  it("names the players sharing the place the cut falls in, and decides nothing", () => {
    // Game 1: seven red winners share the top; the cut at 3 falls inside their place.
    const standings = standingsOf(table(staged(1, RED, "")));
    const cut = finalistsCut(standings, 3);
    expect(cut.ok).toBe(false);
    // The Sheriff (4) is first; the six Civilians (3) share 2nd.
    expect(!cut.ok && "sharing" in cut && cut.sharing.map((s) => s.place)).toEqual([
      2, 2, 2, 2, 2, 2,
    ]);
  });

  it("says how many players have a place when there are fewer than wanted", () => {
    const cut = finalistsCut(standingsOf(table(staged(1, RED, ""))), 12);
    expect(cut).toEqual({ ok: false, placed: 10 });
  });
});

describe("the stage settings in a rules range", () => {
  it("are read in either language, with their words and yes/no values", () => {
    const parsed = parseRules([
      ["Вес полуфинала", "1,1"],
      ["Final weight", 1.3],
      ["Ci в финале", "Вместе"],
      ["Finalists first", false],
      ["Финалистов", 12],
      ["Минимум игр", "3"],
      ["Ranked by", "average"],
      ["Скрыть финал", "да"],
    ]);
    expect(parsed.ok && parsed.system).toMatchObject({
      semiWeight: 1.1,
      finalWeight: 1.3,
      ciInFinal: "together",
      finalistsFirst: false,
      finalists: 12,
      minGames: 3,
      rankBy: "average",
      hideFinal: true,
    });
  });

  it("default to values that change nothing, in both presets", () => {
    for (const preset of [CLUB_SYSTEM, FIIM_SYSTEM]) {
      expect(preset).toMatchObject({
        semiWeight: 1,
        finalWeight: 1,
        ciInFinal: "separately",
        finalistsFirst: true,
        finalists: 10,
        minGames: 0,
        rankBy: "total",
        hideFinal: false,
      });
    }
  });

  it("refuse a value outside its range or list, naming the rules row and the text", () => {
    const parsed = parseRules([
      ["Вес финала", 0],
      ["Вес полуфинала", 11],
      ["Финалистов", 2.5],
      ["Минимум игр", -1],
      ["Ci в финале", "иногда"],
      ["Зачёт по", "медиане"],
      ["Скрыть финал", "может быть"],
    ]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(describeIssues(parsed.issues, "ru").split("\n")).toEqual([
      "Ошибки в правилах:",
      "Правила, строка 1: «Вес финала»: «0» — нужно число больше 0 и не больше 10",
      "Правила, строка 2: «Вес полуфинала»: «11» — нужно число больше 0 и не больше 10",
      "Правила, строка 3: «Финалистов»: «2.5» — нужно целое число от 1 до 100",
      "Правила, строка 4: «Минимум игр»: «-1» — нужно целое число от 0 до 1000",
      "Правила, строка 5: «Ci в финале»: «иногда» — нужно «отдельно», «вместе» или «нет»",
      "Правила, строка 6: «Зачёт по»: «медиане» — нужно «сумме» или «среднему»",
      "Правила, строка 7: «Скрыть финал»: «может быть» — нужно да или нет",
    ]);
    expect(describeIssues(parsed.issues, "en").split("\n").slice(1)).toEqual([
      "Rules, row 1: “Final weight”: “0” is not a number above 0 and at most 10",
      "Rules, row 2: “Semi-final weight”: “11” is not a number above 0 and at most 10",
      "Rules, row 3: “Finalists”: “2.5” is not a whole number from 1 to 100",
      "Rules, row 4: “Minimum games”: “-1” is not a whole number from 0 to 1000",
      "Rules, row 5: “Ci in the final”: “иногда”: expected “separately”, “together” or “no”",
      "Rules, row 6: “Ranked by”: “медиане”: expected “total” or “average”",
      "Rules, row 7: “Hide the final”: “может быть” is not yes or no",
    ]);
  });
});
