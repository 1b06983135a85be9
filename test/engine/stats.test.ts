/**
 * Statistics and the rating (STATS.md) on a two-game table worked out by hand: every column of
 * every view at least once, the empty cells, and the rating game by game.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  evaluate,
  percent,
  playerGames,
  rateGames,
  statistics,
  statsGrid,
  statsRecord,
  statsViewOf,
  type Evaluation,
} from "../../src/engine";
import { ratingChange, redExpectation } from "../../src/engine/rating";
import { mafiaStats } from "../../src/functions/customFunctions";
import { gameRows, RU_HEADER, type SeatSpec } from "./helpers";
import { TABLE_ROLE_WORDS } from "../contract";

const NAMES = ["Аня", "Боря", "Вера", "Гоша", "Даша", "Егор", "Женя", "Зоя", "Илья", "Катя"];
const HEADER = [...RU_HEADER, "Доп. баллы"];

/** Ten rows of a game with the players in the seats given (seat 1 first), extras in column 12. */
function game(
  id: number,
  winner: string,
  players: readonly string[],
  seats: Readonly<Record<number, SeatSpec & { extra?: number }>> = {},
): unknown[][] {
  const named = Object.fromEntries(
    players.map((player, i) => [i + 1, { player, ...seats[i + 1] }]),
  ) as Record<number, SeatSpec>;
  return gameRows(id, winner, named).map((row, i) => [...row, seats[i + 1]?.extra ?? ""]);
}

// The default seating: 1, 2, 4, 6, 8, 10 Civilians; 3 the Sheriff; 5 and 9 Mafia; 7 the Don.
// Game 1, red wins: Аня (1) is killed first night and names three black players; Боря (2) is
// the best player; Гоша (4) has two correct picks; Егор (6) a remark; Зоя (8) is removed; Катя
// (10) has 0.5 extra points.
// Game 2, black wins: everyone moves one seat on (Боря in 1, …, Аня in 10); Боря is killed first
// night and names one black player (a best move recorded that earns nothing).
const GAME_1 = game(1, "Красные", NAMES, {
  1: { firstKilled: true, bestMove: "5 7 9" },
  2: { bestPlayer: true },
  4: { correct: 2 },
  6: { remarks: 1 },
  8: { removed: true },
  10: { extra: 0.5 },
});
const GAME_2 = game(2, "Чёрные", [...NAMES.slice(1), "Аня"], {
  1: { firstKilled: true, bestMove: 1 },
});
const evaluation: Evaluation = evaluate([HEADER, ...GAME_1, ...GAME_2]);
const stats = statistics(evaluation);
const grid = (view: "players" | "seats" | "summary" | "rating") => statsGrid(stats, view, "ru");
const playerRow = (name: string) => grid("players").find((row) => row[1] === name);

describe("the players view, by hand", () => {
  it("is headed in the table's language", () => {
    expect(grid("players")[0]?.slice(0, 5)).toEqual([
      "Место",
      "Игрок",
      "Игры",
      "Победы",
      "% побед",
    ]);
    expect(statsGrid(stats, "players", "en")[0]?.slice(0, 5)).toEqual([
      "Place",
      "Player",
      "Games",
      "Wins",
      "Win %",
    ]);
  });

  it("Аня: a Civilian twice, one win with a best move naming three black (5 points), one loss", () => {
    // Places: Катя 7.5, Зоя 7, Егор 6.5, then Боря and Аня at 5 (Боря was best player).
    expect(playerRow("Аня")).toEqual([
      5,
      "Аня",
      2,
      1,
      50,
      2,
      1,
      50, // Civilian
      0,
      0,
      "", // Sheriff: nothing to divide by
      0,
      0,
      "", // Mafia
      0,
      0,
      "", // Don
      2,
      1,
      50, // red
      0,
      0,
      "", // black
      5,
      2.5,
      0,
      1,
      50,
      1,
      3,
      100,
      0,
      0,
      0,
      0,
      0,
      1.92,
    ]);
  });

  it("Егор: a Civilian's win with a remark (2.5), then a Mafia's win (4)", () => {
    expect(playerRow("Егор")).toEqual([
      3,
      "Егор",
      2,
      2,
      100,
      1,
      1,
      100,
      0,
      0,
      "",
      1,
      1,
      100,
      0,
      0,
      "",
      1,
      1,
      100,
      1,
      1,
      100,
      6.5,
      3.25,
      0,
      0,
      0,
      0,
      0,
      "",
      0,
      1,
      0,
      0,
      0,
      16.11,
    ]);
  });

  it("Боря, Гоша, Зоя, Катя: best player, correct picks, a removal, extra points, a best move of one black", () => {
    const [bestPlayer, correct, removals, extra] = [25, 31, 33, 34];
    expect(playerRow("Боря")?.[bestPlayer]).toBe(1);
    expect(playerRow("Боря")?.slice(26, 31)).toEqual([1, 50, 1, 1, 33.3]); // killed, %, moves, black, accuracy
    expect(playerRow("Гоша")?.[correct]).toBe(2);
    expect(playerRow("Зоя")?.[removals]).toBe(1);
    expect(playerRow("Катя")?.[extra]).toBe(0.5);
    // The Sheriff of game 1 (Вера, 4) and the Don of game 2 (Зоя, 5): their role's columns.
    expect(playerRow("Вера")?.slice(8, 11)).toEqual([1, 1, 100]);
    expect(playerRow("Зоя")?.slice(14, 17)).toEqual([1, 1, 100]);
  });

  it("is in standings order, the place as the standings give it", () => {
    expect(
      grid("players")
        .slice(1)
        .map((row) => [row[0], row[1]]),
    ).toEqual(evaluation.standings.map((s) => [s.place, s.name]));
  });
});

describe("a player's row as a record (the player card, JSON)", () => {
  it("holds the players view's row, each figure under its column's key", () => {
    const egor = stats.players.find((p) => p.name === "Егор")!;
    const record = statsRecord(egor);
    expect(Object.values(record)).toEqual(playerRow("Егор"));
    expect(record).toMatchObject({
      place: 3,
      games: 2,
      mafiaWinPercent: 100,
      sheriffWinPercent: "",
      rating: 16.11,
    });
  });
});

describe("a player's games (the player card)", () => {
  it("newest first, with stage, seat, role, result and the seat's points", () => {
    // No «Турнир», «Тур» or «Стол» column: the id alone names the game, no place is given.
    expect(playerGames(evaluation, "аня").map(({ index: _, ...game }) => game)).toEqual([
      { game: "2", place: {}, stage: "main", seat: 10, role: "civilian", won: false, points: 0 },
      { game: "1", place: {}, stage: "main", seat: 1, role: "civilian", won: true, points: 5 },
    ]);
    expect(playerGames(evaluation, "никто")).toEqual([]);
  });
});

describe("the seats view, by hand", () => {
  it("counts each seat number's roles, kills, wins and mean points; the total over 10 × G seats", () => {
    expect(grid("seats")).toEqual([
      [
        "Место за столом",
        "Игры",
        "Шериф",
        "Дон",
        "Мафия",
        "Убит в первую ночь",
        "Победы сидевшего",
        "% побед сидевшего",
        "Очки за игру",
      ],
      [1, 2, 0, 0, 0, 2, 1, 50, 2.5], // Аня 5, Боря 0
      [2, 2, 0, 0, 0, 0, 1, 50, 2.5], // Боря 5 (best player), Вера 0
      [3, 2, 2, 0, 0, 0, 1, 50, 1.5], // the Sheriff: 4, then −1
      [4, 2, 0, 0, 0, 0, 1, 50, 2.5], // Гоша 5 (two picks), Даша 0
      [5, 2, 0, 0, 2, 0, 1, 50, 2], // Mafia: 0, then 4
      [6, 2, 0, 0, 0, 0, 1, 50, 1.25], // Егор 2.5 (a remark), Женя 0
      [7, 2, 0, 2, 0, 0, 1, 50, 2], // the Don: −1, then 5
      [8, 2, 0, 0, 0, 0, 1, 50, 1], // Зоя 2 (removed), Илья 0
      [9, 2, 0, 0, 2, 0, 1, 50, 2],
      [10, 2, 0, 0, 0, 0, 1, 50, 1.75], // Катя 3.5 (extra), Аня 0
      ["Всего", 2, 2, 2, 4, 2, 10, 50, 1.9], // (26 + 12) ÷ 20
    ]);
  });
});

describe("the summary view", () => {
  it("finished games, red and black wins, the red win %", () => {
    expect(grid("summary")).toEqual([
      ["Игры", "Победы красных", "Победы чёрных", "% побед красных"],
      [2, 1, 1, 50],
    ]);
    expect(statsGrid(statistics(evaluate([HEADER])), "summary", "en")).toEqual([
      ["Games", "Red wins", "Black wins", "Red win %"],
      [0, 0, 0, ""],
    ]);
  });
});

describe("the rating, by hand (K win 16, K loss 12)", () => {
  // Game 1: everyone at 0, p = 1 / (1 + 10^0) = 0.5: each red winner +16 × 0.5 = 8, each black
  // loser −12 × 0.5 = −6.
  // Game 2: red are Боря, Вера, Гоша (8 each), Даша, Женя, Илья (red rating 0: they were black)
  // and Аня (8): r = 32 / 7; black are Егор, Зоя, Катя with black rating 0: b = 0.
  // p = 1 / (1 + 10^(−32/7 / 400)) = 0.506578…; black wins: each black winner +16p = 8.105254…,
  // each red loser −12p = −6.078941….
  it("moves each player by the odds of their team", () => {
    expect(grid("rating")).toEqual([
      ["Место", "Игрок", "Рейтинг", "Игры", "Рейтинг красными", "Рейтинг чёрными"],
      [1, "Егор", 16.11, 2, 8, 8.11],
      [1, "Зоя", 16.11, 2, 8, 8.11],
      [1, "Катя", 16.11, 2, 8, 8.11],
      [4, "Аня", 1.92, 2, 1.92, 0],
      [4, "Боря", 1.92, 2, 1.92, 0],
      [4, "Вера", 1.92, 2, 1.92, 0],
      [4, "Гоша", 1.92, 2, 1.92, 0],
      [8, "Даша", -12.08, 2, -6.08, -6],
      [8, "Женя", -12.08, 2, -6.08, -6],
      [8, "Илья", -12.08, 2, -6.08, -6],
    ]);
  });

  it("keeps each player's rating after each of their games", () => {
    const ratings = rateGames(evaluation.games, CLUB_SYSTEM, evaluation.playerNames);
    const egor = ratings.players.get("егор");
    expect(egor?.history.map((r) => Math.round(r * 1e6) / 1e6)).toEqual([8, 16.105255]);
    expect(egor?.gameNumbers).toEqual([1, 2]);
  });

  it("takes the K from the rules", () => {
    const rules = [
      ["Рейтинг: K победы", 20],
      ["Рейтинг: К поражения", "10"],
    ];
    const rated = mafiaStats([HEADER, ...GAME_1], rules, "рейтинг");
    // p = 0.5: red winners +10, black losers −5.
    expect(rated.slice(1, 2)).toEqual([[1, "Аня", 10, 1, 10, 0]]);
    expect(rated.at(-1)).toEqual([8, "Илья", -5, 1, 0, -5]);
  });
});

describe("MAFIA_STATS", () => {
  it("takes its view in either language, ignoring case, ё/е and spaces; players by default", () => {
    const values = [HEADER, ...GAME_1, ...GAME_2];
    expect(mafiaStats(values)).toEqual(grid("players"));
    expect(mafiaStats(values, "", " МЕСТА ")).toEqual(grid("seats"));
    expect(mafiaStats(values, undefined, "Summary")).toEqual(grid("summary"));
    expect(statsViewOf("итоги")).toBe("summary");
  });

  it("refuses an unknown view, and a broken table, as the standings do", () => {
    expect(() => mafiaStats([HEADER, ...GAME_1], "", "всё")).toThrow(
      "«всё» — неизвестный вид статистики; нужно «игроки», «места», «итоги», «рейтинг», «номинации» или «команды»",
    );
    const broken = game(3, "Красные", NAMES, { 2: { role: "Мирняк" } });
    expect(() => mafiaStats([HEADER, ...broken])).toThrow(/Игра 3, строка 3, «Роль»/);
  });
});

describe("percentages", () => {
  it("round half up to one decimal, exactly", () => {
    expect([
      percent(2, 3),
      percent(1, 3),
      percent(1, 8),
      percent(1, 16),
      percent(0, 5),
      percent(5, 0),
    ]).toEqual([66.7, 33.3, 12.5, 6.3, 0, ""]);
  });
});

describe("statistics properties", () => {
  const tableArb = fc
    .array(
      fc.record({
        players: fc.shuffledSubarray([...NAMES, "Лев", "Мила"], { minLength: 10, maxLength: 10 }),
        roles: fc.shuffledSubarray([...TABLE_ROLE_WORDS], { minLength: 10, maxLength: 10 }),
        redWins: fc.boolean(),
        killed: fc.integer({ min: -1, max: 9 }),
      }),
      { minLength: 1, maxLength: 8 },
    )
    .map((games) => [
      RU_HEADER,
      ...games.flatMap((g, id) =>
        g.players.map((player, i) => [
          id + 1,
          i + 1,
          player,
          g.roles[i],
          g.redWins ? "Красные" : "Чёрные",
          g.killed === i,
          "",
          "",
          false,
          "",
          false,
        ]),
      ),
    ]);

  it("the seats' total row is the sum of the seat rows, and its games the finished games", () => {
    fc.assert(
      fc.property(tableArb, (values) => {
        const e = evaluate(values);
        const seats = statsGrid(statistics(e), "seats", "ru");
        const rows = seats.slice(1, 11);
        const total = seats[11]!;
        expect(total[1]).toBe(e.games.filter((g) => g.status === "finished").length);
        for (const column of [2, 3, 4, 5, 6]) {
          expect(total[column]).toBe(rows.reduce((sum, row) => sum + (row[column] as number), 0));
        }
      }),
    );
  });

  it("a player's role games add up to their games, and so do their team games", () => {
    fc.assert(
      fc.property(tableArb, (values) => {
        for (const p of statistics(evaluate(values)).players) {
          const { civilian, sheriff, mafia, don } = p.roles;
          expect(civilian.games + sheriff.games + mafia.games + don.games).toBe(p.games);
          expect(p.sides.red.games + p.sides.black.games).toBe(p.games);
          expect(civilian.wins + sheriff.wins + mafia.wins + don.wins).toBe(p.wins);
        }
      }),
    );
  });

  it("in each game every red player earns the same amount, and every black player the same", () => {
    fc.assert(
      fc.property(tableArb, (values) => {
        const e = evaluate(values);
        const ratings = rateGames(e.games, CLUB_SYSTEM, e.playerNames);
        ratings.games.forEach((game, g) => {
          const earned = (team: "red" | "black") =>
            game.rows
              .filter(
                (row) => (row.role === "civilian" || row.role === "sheriff") === (team === "red"),
              )
              .map((row) => {
                const line = ratings.players.get(row.playerKey)!;
                const at = line.gameNumbers.indexOf(g + 1);
                return (line.history[at] ?? 0) - (at > 0 ? (line.history[at - 1] ?? 0) : 0);
              });
          for (const team of ["red", "black"] as const) {
            const amounts = earned(team);
            for (const amount of amounts) expect(amount).toBeCloseTo(amounts[0]!, 9);
          }
        });
      }),
    );
  });

  it("with W = L a win and a loss at the same odds mirror each other", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -800, max: 800, noNaN: true }),
        fc.double({ min: -800, max: 800, noNaN: true }),
        fc.integer({ min: 0, max: 100 }),
        (r, b, k) => {
          const p = redExpectation(r, b);
          expect(ratingChange("red", "red", p, k, k)).toBeCloseTo(
            -ratingChange("black", "red", p, k, k),
            9,
          );
          expect(ratingChange("black", "black", p, k, k)).toBeCloseTo(
            -ratingChange("red", "black", p, k, k),
            9,
          );
        },
      ),
    );
  });
});
