/**
 * Player identity (RULES.md, "Players"): case, spaces and ё/е never matter;
 * the first spelling is shown.
 */
import { describe, expect, it } from "vitest";
import { describeWarnings, evaluate, gameKey, normalizeText, playerKey } from "../../src/engine";
import { gameRows, ruTable } from "./helpers";

const RED = "Красные";
const BLACK = "Чёрные";

describe("name identity", () => {
  it("normalizes case, surrounding and repeated spaces, ё", () => {
    expect(normalizeText("  Алёна ")).toBe("алена");
    expect(normalizeText("АЛЁНА")).toBe("алена");
    expect(normalizeText("Серый   Кардинал")).toBe("серый кардинал");
    expect(normalizeText("Ёжик\tв тумане")).toBe("ежик в тумане");
  });

  it("a player's identity, as every layer compares names: a blank cell or #N/A names nobody", () => {
    expect(playerKey(" Алёна ")).toBe(playerKey("алена"));
    expect(playerKey("Серый   Кардинал")).toBe(playerKey("серый кардинал"));
    expect(playerKey(12)).toBe(playerKey("12"));
    expect(playerKey("Алёна")).not.toBe(playerKey("Алина"));
    for (const nobody of ["", "   ", null, "#N/A", " #ref! "]) expect(playerKey(nobody)).toBe("");
  });

  it("compares names in Unicode NFC: a decomposed ё or й is the same letter", () => {
    const decomposed = "Але\u0308на";
    expect(decomposed).not.toBe("Алёна");
    expect(playerKey(decomposed)).toBe(playerKey("Алёна"));
    expect(playerKey("Геи\u0306ша")).toBe(playerKey("Гейша"));
    expect(playerKey("Гейша")).not.toBe(playerKey("Геиша"));
  });

  it("adds up a decomposed and a composed «Алёна» as one player", () => {
    const evaluation = evaluate(
      ruTable(
        gameRows(1, RED, { 2: { player: "Алёна" } }),
        gameRows(2, RED, { 3: { player: "Але\u0308на" } }),
      ),
    );
    const alena = evaluation.standings.filter((s) => s.key === playerKey("Алёна"));
    expect(alena.map((s) => [s.name, s.games, s.points])).toEqual([["Алёна", 2, 7]]);
    expect(evaluation.standings).toHaveLength(1 + 2 * 9);
  });

  it("shows a name first typed decomposed in NFC: «Алёна» with the one letter «ё», on its rows too", () => {
    const evaluation = evaluate(
      ruTable(
        gameRows(1, RED, { 2: { player: "Але\u0308на" } }),
        gameRows(2, RED, { 3: { player: "Алёна" } }),
      ),
    );
    const alena = evaluation.standings.find((s) => s.key === playerKey("Алёна"));
    expect(alena?.name).toBe("Алёна");
    const rows = evaluation.games.flatMap((game) => game.rows);
    expect(rows.filter((row) => row.playerKey === playerKey("Алёна")).map((r) => r.player)).toEqual(
      ["Алёна", "Алёна"],
    );
  });

  it("a game's identity: a number and its text are one game, «012» and «12.0» too", () => {
    expect(new Set([12, "12", " 012 ", "12.0", "12,0"].map((id) => gameKey(id))).size).toBe(1);
    expect(gameKey("Финал А")).toBe(gameKey("финал  а"));
    expect(gameKey("12")).not.toBe(gameKey("1.2"));
  });

  it("adds up one player written four ways, showing the first spelling", () => {
    const evaluation = evaluate(
      ruTable(
        gameRows(1, RED, { 2: { player: "Алёна" } }), // Civilian win, 3
        gameRows(2, RED, { 3: { player: "алена" } }), // Sheriff win, 4
        gameRows(3, BLACK, { 7: { player: "  АЛЕНА " } }), // Don win, 5
        gameRows(4, BLACK, { 4: { player: "Алена" } }), // Civilian loss, 0
      ),
    );
    const alena = evaluation.standings.filter((s) => normalizeText(s.name) === "алена");
    expect(alena).toHaveLength(1);
    expect(alena[0]).toMatchObject({
      name: "Алёна",
      points: 12,
      games: 4,
      wins: 3,
      losses: 1,
      donWins: 1,
      sheriffWins: 1,
    });
    expect(evaluation.standings).toHaveLength(1 + 4 * 9);
  });

  it("keeps two-word names together across spacing and case", () => {
    const evaluation = evaluate(
      ruTable(
        gameRows(1, RED, { 1: { player: "Серый Кардинал" } }),
        gameRows(2, RED, { 1: { player: "серый  кардинал" } }),
      ),
    );
    expect(evaluation.standings.find((s) => s.name === "Серый Кардинал")?.games).toBe(2);
  });

  it("shows the spelling of the first row in the table, even when games are interleaved", () => {
    // Game 1 starts first, but its «Алёна» row stands last; game 2's «алена» row comes before it.
    const one = gameRows(1, RED, { 10: { player: "Алёна" } });
    const two = gameRows(2, RED, { 1: { player: "алена" } });
    const table = ruTable([one[0]!, ...two, ...one.slice(1)]);
    const evaluation = evaluate(table);
    expect(evaluation.standings.find((s) => s.key === "алена")?.name).toBe("алена");
  });

  it("the first spelling is the first in the table, whatever game it stands in (also one in progress)", () => {
    const evaluation = evaluate(
      ruTable(
        gameRows(1, "", { 1: { player: "АЛЁНА" } }),
        gameRows(2, RED, { 1: { player: "Алёна" } }),
      ),
    );
    expect(evaluation.standings.find((s) => s.key === "алена")).toMatchObject({
      name: "АЛЁНА",
      games: 1,
    });
  });

  it("distinguishes genuinely different names", () => {
    const evaluation = evaluate(
      ruTable(
        gameRows(1, RED, { 1: { player: "Лис" }, 2: { player: "Лиса" }, 3: { player: "Лис 2" } }),
      ),
    );
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.standings.filter((s) => s.name.startsWith("Лис"))).toHaveLength(3);
  });

  it("takes a numeric name as text", () => {
    const evaluation = evaluate(
      ruTable(gameRows(1, RED, { 1: { player: 42 } }), gameRows(2, RED, { 1: { player: "42" } })),
    );
    expect(evaluation.standings.find((s) => s.name === "42")?.games).toBe(2);
  });
});

describe("names with Latin look-alike letters", () => {
  const table = (...names: [number, string][]) =>
    ruTable(...names.map(([id, name]) => gameRows(id, RED, { 1: { player: name } })));

  it("are warned, naming both spellings and where, when the Cyrillic spelling is another player's", () => {
    // «Зoя» with a Latin o in game 2, row 12; «Зоя» all Cyrillic in game 1.
    const evaluation = evaluate(table([1, "Зоя"], [2, "Зoя"]));
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.warnings).toEqual([
      {
        code: "look-alike-name",
        game: "2",
        row: 12,
        field: "player",
        name: "Зoя",
        other: "Зоя",
        latin: ["o"],
      },
    ]);
    // They stay two players, as the warning says.
    expect(evaluation.standings.filter((s) => s.name.startsWith("З"))).toHaveLength(2);
    expect(describeWarnings(evaluation.warnings, "ru")).toBe(
      "Предупреждения:\nИгра 2, строка 12, «Игрок»: «Зoя» (латинская «o») и «Зоя» считаются разными игроками; если это один человек, перепечатайте имя русскими буквами",
    );
  });

  it("name every look-alike letter, in any case, and the first row of the spelling", () => {
    const evaluation = evaluate(table([1, "BAСЯ"], [2, "Вася"], [3, "BAСЯ"]));
    expect(evaluation.warnings).toMatchObject([
      { code: "look-alike-name", name: "BAСЯ", other: "Вася", latin: ["b", "a"], row: 2 },
    ]);
  });

  it("say nothing when no player has the Cyrillic spelling, or the name is all Latin", () => {
    expect(evaluate(table([1, "Зoя"], [2, "Зина"])).warnings).toEqual([]);
    expect(evaluate(table([1, "Max"], [2, "Мах"])).warnings).toEqual([]);
    expect(evaluate(table([1, "Зоя"], [2, "зоя"])).warnings).toEqual([]);
  });
});
