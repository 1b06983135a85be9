/**
 * Property tests: random valid games and tournaments, checked against an independent
 * statement of RULES.md written here (never against the engine itself).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, normalizeText, type Evaluation, type Standing } from "../../src/engine";
import { EN_HEADER, PLAYER_POOL, pointsOf, RU_HEADER } from "./helpers";
import { TABLE_ROLES } from "../contract";

type Role = "civilian" | "sheriff" | "mafia" | "don";
type Side = "red" | "black";
type Move = { kind: "count"; count: number } | { kind: "seats"; seats: number[] } | null;

interface SeatData {
  player: string;
  role: Role;
  correct: number;
  bestPlayer: boolean;
  remarks: number;
  removed: boolean;
}
interface GameData {
  id: string;
  winner: Side;
  /** index 0..9 = seat 1..10 */
  seats: SeatData[];
  /** index of the seat killed first night, or -1 */
  firstKilled: number;
  bestMove: Move;
}

// ---------------------------------------------------------------------------------------------
// The rules, restated independently of src/engine.

const ROLE_SET: Role[] = [...TABLE_ROLES];
const isBlack = (role: Role) => role === "mafia" || role === "don";
const sideOf = (role: Role): Side => (isBlack(role) ? "black" : "red");

function expectedPoints(game: GameData, index: number): number {
  const seat = game.seats[index]!;
  const killed = game.firstKilled === index;
  let points: number;
  if (sideOf(seat.role) === game.winner)
    points = { civilian: 3, sheriff: 4, mafia: 4, don: 5 }[seat.role];
  else if (seat.role === "sheriff" && killed) points = 0;
  else points = { civilian: 0, sheriff: -1, mafia: 0, don: -1 }[seat.role];
  if (killed && seat.role === "civilian" && game.bestMove) {
    const move = game.bestMove;
    const named =
      move.kind === "count"
        ? move.count
        : move.seats.filter((s) => isBlack(game.seats[s - 1]!.role)).length;
    if (named === 2) points += 1;
    if (named === 3) points += 2;
  }
  points += seat.correct;
  if (seat.bestPlayer) points += 2;
  points -= seat.remarks / 2;
  if (seat.removed) points -= 1;
  return points;
}

interface Figures {
  key: string;
  points: number;
  games: number;
  wins: number;
  losses: number;
  bestPlayer: number;
  donWins: number;
  sheriffWins: number;
  mafiaWins: number;
  firstKilled: number;
}
const FIGURES = [
  "points",
  "wins",
  "losses",
  "bestPlayer",
  "donWins",
  "sheriffWins",
  "mafiaWins",
  "firstKilled",
] as const;

function expectedTotals(games: readonly GameData[]): Map<string, Figures> {
  const totals = new Map<string, Figures>();
  for (const game of games) {
    game.seats.forEach((seat, i) => {
      const key = normalizeText(seat.player);
      const t = totals.get(key) ?? {
        key,
        points: 0,
        games: 0,
        wins: 0,
        losses: 0,
        bestPlayer: 0,
        donWins: 0,
        sheriffWins: 0,
        mafiaWins: 0,
        firstKilled: 0,
      };
      totals.set(key, t);
      const won = sideOf(seat.role) === game.winner;
      t.points += expectedPoints(game, i);
      t.games++;
      if (won) t.wins++;
      else t.losses++;
      if (won && seat.role === "don") t.donWins++;
      if (won && seat.role === "sheriff") t.sheriffWins++;
      if (won && seat.role === "mafia") t.mafiaWins++;
      if (seat.bestPlayer) t.bestPlayer++;
      if (game.firstKilled === i) t.firstKilled++;
    });
  }
  return totals;
}

/** Is `a` strictly better than `b` by the tie-breaks of RULES.md? */
function better(a: Figures | Standing, b: Figures | Standing): boolean {
  for (const key of FIGURES) {
    if (a[key] === b[key]) continue;
    return key === "losses" ? a[key] < b[key] : a[key] > b[key];
  }
  return false;
}
const sameFigures = (a: Figures | Standing, b: Figures | Standing) =>
  FIGURES.every((key) => a[key] === b[key]);

// ---------------------------------------------------------------------------------------------
// Generators.

// The property tests' pool, and names that test a space, «ё» and a long name.
const NAMES = [...PLAYER_POOL, "Серый Кардинал", "Шторм", "Ассоль", "Ёжик"];

const gameArb = (id: string): fc.Arbitrary<GameData> =>
  fc
    .record({
      players: fc.shuffledSubarray(NAMES, { minLength: 10, maxLength: 10 }),
      roles: fc.shuffledSubarray(ROLE_SET, { minLength: 10, maxLength: 10 }),
      winner: fc.constantFrom<Side>("red", "black"),
      firstKilled: fc.option(fc.integer({ min: 0, max: 9 }), { nil: -1, freq: 4 }),
      moveKind: fc.constantFrom("none", "count", "seats"),
      moveCount: fc.integer({ min: 0, max: 3 }),
      moveSeats: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], {
        minLength: 3,
        maxLength: 3,
      }),
      moveTwo: fc.boolean(),
      correct: fc.array(
        fc.oneof(
          { arbitrary: fc.constant(0), weight: 6 },
          { arbitrary: fc.integer({ min: 1, max: 2 }), weight: 1 },
        ),
        { minLength: 10, maxLength: 10 },
      ),
      bestPlayer: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
      remarks: fc.array(
        fc.oneof(
          { arbitrary: fc.constant(0), weight: 6 },
          { arbitrary: fc.integer({ min: 1, max: 3 }), weight: 1 },
        ),
        { minLength: 10, maxLength: 10 },
      ),
      removed: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    })
    .map((r): GameData => {
      const seats = r.roles.map((role, i) => ({
        player: r.players[i]!,
        role,
        correct: r.correct[i]!,
        bestPlayer: r.bestPlayer[i]! && i % 3 === 0,
        remarks: r.remarks[i]!,
        removed: r.removed[i]! && i === 4,
      }));
      let bestMove: Move = null;
      // A best move only for a red player killed first night, never naming his own seat.
      if (r.firstKilled >= 0 && sideOf(r.roles[r.firstKilled]!) === "red") {
        const seatsNamed = r.moveSeats
          .filter((s) => s !== r.firstKilled + 1)
          .slice(0, r.moveTwo ? 2 : 3);
        if (r.moveKind === "count") bestMove = { kind: "count", count: r.moveCount };
        if (r.moveKind === "seats" && seatsNamed.length >= 2)
          bestMove = { kind: "seats", seats: seatsNamed };
      }
      return { id, winner: r.winner, seats, firstKilled: r.firstKilled, bestMove };
    });

const tournamentArb = (min: number, max: number): fc.Arbitrary<GameData[]> =>
  fc
    .integer({ min, max })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, g) => gameArb(String(g + 1)))));

/** How one game is written into the table: spellings a judge may use. */
interface Spelling {
  role: Record<Role, string>;
  side: Record<Side, string>;
  yes: unknown;
  no: unknown;
}
const SPELLINGS: Spelling[] = [
  {
    role: { civilian: "Мирный", sheriff: "Шериф", mafia: "Мафия", don: "Дон" },
    side: { red: "Красные", black: "Чёрные" },
    yes: true,
    no: false,
  },
  {
    role: { civilian: "Мирный житель", sheriff: "шериф", mafia: "Мафиози", don: "ДОН" },
    side: { red: "красные", black: "Черные" },
    yes: "TRUE",
    no: "FALSE",
  },
  {
    role: { civilian: "Civilian", sheriff: "Sheriff", mafia: "Mafia", don: "Don" },
    side: { red: "Red", black: "Black" },
    yes: "да",
    no: "",
  },
];

function moveCell(move: Move, style: number): unknown {
  if (move === null) return "";
  if (move.kind === "count") return style === 0 ? move.count : String(move.count);
  return move.seats.join(style === 1 ? ", " : " ");
}

/** The rows of a game in the documented column order. */
function rowsOf(
  game: GameData,
  style = 0,
  name: (player: string, seat: number) => string = (p) => p,
  winner: unknown = undefined,
): unknown[][] {
  const sp = SPELLINGS[style % SPELLINGS.length]!;
  return game.seats.map((seat, i) => [
    style === 0 ? Number(game.id) : game.id,
    style === 0 ? i + 1 : String(i + 1),
    name(seat.player, i),
    sp.role[seat.role],
    winner === undefined ? sp.side[game.winner] : winner,
    game.firstKilled === i ? sp.yes : sp.no,
    game.firstKilled === i ? moveCell(game.bestMove, style) : "",
    seat.correct === 0 ? "" : style === 0 ? seat.correct : String(seat.correct),
    seat.bestPlayer ? sp.yes : sp.no,
    seat.remarks === 0 ? "" : style === 0 ? seat.remarks : String(seat.remarks),
    seat.removed ? sp.yes : sp.no,
  ]);
}

function tableOf(games: readonly GameData[], styles: readonly number[] = []): unknown[][] {
  return [RU_HEADER, ...games.flatMap((g, i) => rowsOf(g, styles[i] ?? 0))];
}

/** The standings with everything the user sees. */
function shown(evaluation: Evaluation) {
  return evaluation.standings.map((s) => ({ ...s }));
}

const RUNS = { numRuns: 150 };

// ---------------------------------------------------------------------------------------------

describe("points", () => {
  it("every seat of a valid game gets the points of the rules table", () => {
    fc.assert(
      fc.property(gameArb("1"), fc.integer({ min: 0, max: 2 }), (game, style) => {
        const evaluation = evaluate(tableOf([game], [style]));
        expect(evaluation.issues).toEqual([]);
        const judged = evaluation.games[0]!;
        expect(judged.status).toBe("finished");
        expect(pointsOf(judged)).toEqual(game.seats.map((_, i) => expectedPoints(game, i)));
      }),
      { numRuns: 200 },
    );
  });

  it("the standings are the sums of the rules table, with games = wins + losses", () => {
    fc.assert(
      fc.property(tournamentArb(1, 6), (games) => {
        const evaluation = evaluate(
          tableOf(
            games,
            games.map((_, i) => i),
          ),
        );
        expect(evaluation.issues).toEqual([]);
        const totals = expectedTotals(games);
        expect(evaluation.standings).toHaveLength(totals.size);
        for (const s of evaluation.standings) {
          const { key, ...figures } = totals.get(s.key)!;
          expect({ ...s, key }).toMatchObject(figures);
          expect(s.games).toBe(s.wins + s.losses);
        }
      }),
      RUNS,
    );
  });
});

describe("places", () => {
  it("are 1-based, non-decreasing, and equal exactly when every tie-break figure is equal", () => {
    fc.assert(
      fc.property(tournamentArb(1, 8), (games) => {
        const standings = evaluate(tableOf(games)).standings;
        expect(standings[0]?.place).toBe(1);
        standings.forEach((s, i) => {
          // competition ranking: 1 + the number of players strictly better
          expect(s.place).toBe(1 + standings.filter((o) => better(o, s)).length);
          if (i === 0) return;
          const prev = standings[i - 1]!;
          expect(s.place).toBeGreaterThanOrEqual(prev.place!);
          expect(s.place === prev.place).toBe(sameFigures(s, prev));
          if (s.place === prev.place) expect(prev.key < s.key).toBe(true);
          else expect(s.place).toBe(i + 1);
        });
      }),
      RUNS,
    );
  });
});

describe("invariance", () => {
  it("shuffling the rows never changes the standings", () => {
    fc.assert(
      fc.property(
        tournamentArb(1, 6).chain((games) =>
          fc.tuple(
            fc.constant(games),
            fc.shuffledSubarray(tableOf(games).slice(1), {
              minLength: games.length * 10,
              maxLength: games.length * 10,
            }),
          ),
        ),
        ([games, shuffled]) => {
          expect(shown(evaluate([RU_HEADER, ...shuffled]))).toEqual(
            shown(evaluate(tableOf(games))),
          );
        },
      ),
      RUNS,
    );
  });

  it("games numbered per table (a «Стол» column, a «Тур» or not) have the standings of the same games with ids of their own", () => {
    fc.assert(
      fc.property(
        tournamentArb(2, 8).chain((games) =>
          fc.tuple(
            fc.constant(games),
            fc.array(fc.integer({ min: 1, max: 3 }), {
              minLength: games.length,
              maxLength: games.length,
            }),
            fc.array(fc.integer({ min: 1, max: 2 }), {
              minLength: games.length,
              maxLength: games.length,
            }),
            fc.boolean(),
          ),
        ),
        ([games, tables, rounds, withRound]) => {
          // Each game numbered within its round and table: 1, 2, … — ids shared across tables.
          const counts = new Map<string, number>();
          const rows = games.flatMap((game, g) => {
            const place = `${withRound ? rounds[g] : 0}/${tables[g]}`;
            const id = (counts.get(place) ?? 0) + 1;
            counts.set(place, id);
            return rowsOf({ ...game, id: String(id) }).map((row) =>
              withRound ? [rounds[g], tables[g], ...row] : [tables[g], ...row],
            );
          });
          const header = withRound ? ["Тур", "Стол", ...RU_HEADER] : ["Стол", ...RU_HEADER];
          const perTable = evaluate([header, ...rows]);
          expect(perTable.issues).toEqual([]);
          expect(perTable.games).toHaveLength(games.length);
          expect(shown(perTable)).toEqual(shown(evaluate(tableOf(games))));
        },
      ),
      RUNS,
    );
  });

  it("shuffling the columns under a header (Russian or English) never changes the standings", () => {
    const columns = Array.from({ length: 11 }, (_, i) => i);
    fc.assert(
      fc.property(
        tournamentArb(1, 4),
        fc.shuffledSubarray(columns, { minLength: 11, maxLength: 11 }),
        fc.boolean(),
        (games, order, english) => {
          const table = tableOf(games);
          table[0] = english ? EN_HEADER : RU_HEADER;
          const permuted = table.map((row) => order.map((i) => row[i]));
          const a = evaluate(permuted);
          expect(shown(a)).toEqual(shown(evaluate(tableOf(games))));
          expect(a.layout.lang).toBe(english ? "en" : "ru");
        },
      ),
      RUNS,
    );
  });

  it("splitting a tournament into two tables: the totals add up to the whole", () => {
    fc.assert(
      fc.property(
        tournamentArb(2, 8).chain((games) =>
          fc.tuple(fc.constant(games), fc.integer({ min: 1, max: games.length - 1 })),
        ),
        ([games, cut]) => {
          const whole = evaluate(tableOf(games)).standings;
          const parts = [
            evaluate(tableOf(games.slice(0, cut))).standings,
            evaluate(tableOf(games.slice(cut))).standings,
          ];
          for (const s of whole) {
            const pieces = parts.map((part) => part.find((p) => p.key === s.key));
            for (const key of [...FIGURES, "games"] as const) {
              expect(pieces.reduce((sum, p) => sum + (p ? p[key] : 0), 0)).toBe(s[key]);
            }
          }
          const inParts = new Set(parts.flat().map((p) => p.key));
          expect(inParts.size).toBe(whole.length);
        },
      ),
      RUNS,
    );
  });

  it("a game in progress and blank/FALSE rows, anywhere in the table, change nothing", () => {
    const blankRows = [
      ["", "", "", "", "", false, "", "", false, "", false],
      ["", "", "", "", "", "FALSE", "", "0", "FALSE", "", "FALSE"],
      ["", "", "", "", "", 0, "", 0, 0, 0, 0],
      [],
    ];
    fc.assert(
      fc.property(
        tournamentArb(1, 5),
        gameArb("99"),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...blankRows)), { maxLength: 6 }),
        fc.nat(),
        fc.boolean(),
        (games, open, blanks, where, partial) => {
          const base = evaluate(tableOf(games));
          const rows = tableOf(games).slice(1);
          // the game in progress: winner blank on every row, maybe only partly filled in
          const openRows = rowsOf(open, 0, (p) => p, "").slice(0, partial ? 6 : 10);
          rows.splice(where % (rows.length + 1), 0, ...openRows);
          for (const [at, blank] of blanks) rows.splice(at % (rows.length + 1), 0, blank);
          const evaluation = evaluate([RU_HEADER, ...rows]);
          expect(evaluation.issues).toEqual([]);
          expect(evaluation.games.find((g) => g.label === "99")?.status).toBe("in-progress");
          // Names: the game in progress uses the same spellings, so even they are unchanged.
          expect(shown(evaluation)).toEqual(shown(base));
        },
      ),
      RUNS,
    );
  });

  it("writing names in another case, with ё/е swapped or extra spaces never changes places or figures", () => {
    const variants = (name: string, k: number): string => {
      switch (k % 5) {
        case 0:
          return name;
        case 1:
          return name.toUpperCase();
        case 2:
          return name.replace(/ё/g, "е").replace(/Ё/g, "Е");
        case 3:
          return `  ${name.toLowerCase().replace(/ /g, "   ")} `;
        default:
          return name.replace(/е/g, "ё");
      }
    };
    fc.assert(
      fc.property(
        tournamentArb(1, 6),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        (games, picks) => {
          const plain = evaluate(tableOf(games)).standings;
          let k = 0;
          const renamed = [
            RU_HEADER,
            ...games.flatMap((g) => rowsOf(g, 0, (p) => variants(p, picks[k++ % picks.length]!))),
          ];
          const evaluation = evaluate(renamed);
          expect(evaluation.issues).toEqual([]);
          const strip = (s: Standing) => ({ ...s, name: normalizeText(s.name) });
          expect(evaluation.standings.map(strip)).toEqual(plain.map(strip));
        },
      ),
      RUNS,
    );
  });
});

describe("corruption", () => {
  type Corruption = (rows: unknown[][], game: GameData) => unknown[][] | null;
  const ROLE_COLUMN = 3;
  const corruptions: Record<string, Corruption> = {
    "a role changed": (rows, game) => {
      const i = game.seats.findIndex((s) => s.role === "civilian");
      rows[i]![ROLE_COLUMN] = "Мафия";
      return rows;
    },
    "a Don made Sheriff": (rows, game) => {
      rows[game.seats.findIndex((s) => s.role === "don")]![ROLE_COLUMN] = "Шериф";
      return rows;
    },
    "an unknown role": (rows) => {
      rows[2]![ROLE_COLUMN] = "Мирняк";
      return rows;
    },
    "a seat written twice": (rows) => {
      rows[6]![1] = 3;
      return rows;
    },
    "a seat out of range": (rows) => {
      rows[6]![1] = 11;
      return rows;
    },
    "a row missing": (rows) => rows.slice(1),
    "an eleventh row": (rows) => [
      ...rows,
      [...rows[0]!.slice(0, 2), "Новичок", ...rows[0]!.slice(3)],
    ],
    "a player twice": (rows) => {
      rows[7]![2] = ` ${String(rows[2]![2]).toUpperCase()}`;
      return rows;
    },
    "a player blank": (rows) => {
      rows[5]![2] = "";
      return rows;
    },
    "the other team on one row": (rows, game) => {
      rows[8]![4] = game.winner === "red" ? "Чёрные" : "Красные";
      return rows;
    },
    "a winner that is no team": (rows) => {
      rows[8]![4] = "Ничья";
      return rows;
    },
    "a second first-night kill": (rows, game) => {
      const others = [0, 1].filter((i) => i !== game.firstKilled);
      if (game.firstKilled < 0) rows[others[1]!]![5] = true;
      rows[others[0]!]![5] = true;
      return rows;
    },
    "a yes/no that is neither": (rows) => {
      rows[3]![8] = "может";
      return rows;
    },
    "a negative count": (rows) => {
      rows[3]![7] = -1;
      return rows;
    },
    "a fractional count": (rows) => {
      rows[3]![9] = "1,5";
      return rows;
    },
    "a best move for a black player": (rows, game) => {
      const i = game.seats.findIndex((s) => s.role === "mafia");
      rows[i]![6] = "1 2 3".includes(String(i + 1)) ? "4 6 8" : "1 2 3";
      return rows;
    },
    "a best move for a red player not killed first night": (rows, game) => {
      const i = game.seats.findIndex((s, k) => s.role === "civilian" && k !== game.firstKilled);
      rows[i]![6] = 3;
      return rows;
    },
    "a Date in the role column": (rows) => {
      rows[1]![ROLE_COLUMN] = new Date(Date.UTC(2025, 0, 3));
      return rows;
    },
  };

  it("any single corruption of a valid game makes that game invalid, reported with its id", () => {
    const names = Object.keys(corruptions);
    fc.assert(
      fc.property(
        tournamentArb(2, 5).chain((games) =>
          fc.tuple(fc.constant(games), fc.integer({ min: 0, max: games.length - 1 })),
        ),
        fc.constantFrom(...names),
        ([games, target], name) => {
          const rows = games.flatMap((g, i) =>
            i === target ? corruptions[name]!(rowsOf(g), g)! : rowsOf(g),
          );
          const evaluation = evaluate([RU_HEADER, ...rows]);
          const id = games[target]!.id;
          const broken = evaluation.games.find((g) => g.label === id)!;
          expect(broken.status, name).toBe("invalid");
          expect(broken.issues.length, name).toBeGreaterThan(0);
          expect(evaluation.issues.length).toBeGreaterThan(0);
          for (const issue of evaluation.issues) expect(issue.game, name).toBe(id);
          for (const game of evaluation.games)
            if (game.label !== id) expect(game.status).toBe("finished");
        },
      ),
      { numRuns: 200 },
    );
  });
});
