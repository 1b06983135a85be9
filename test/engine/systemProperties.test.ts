/**
 * Properties of scoring under any system (SYSTEMS.md), checked against a restatement of the
 * contract written here, never against the engine itself.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  evaluate,
  parseRules,
  RULE_SETTINGS,
  settingText,
  type ScoringSystem,
  type TieBreakKey,
} from "../../src/engine";
import { PLAYER_POOL, pointsOf, RU_HEADER } from "./helpers";
import { TABLE_ROLES } from "../contract";

type Role = "civilian" | "sheriff" | "mafia" | "don";
const ROLE_SET: Role[] = [...TABLE_ROLES];
const ROLE_WORD: Record<Role, string> = {
  civilian: "Мирный",
  sheriff: "Шериф",
  mafia: "Мафия",
  don: "Дон",
};
const red = (role: Role) => role === "civilian" || role === "sheriff";

interface GameData {
  id: number;
  redWins: boolean;
  players: string[];
  roles: Role[];
  killed: number; // seat index killed first night, −1 for none
  moveCount: number; // black players named by the killed player's best move
  extra: number[]; // in hundredths
  remarks: number[];
}

const tenths = (min: number, max: number) =>
  fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const ALL_WORDS: TieBreakKey[] = [
  "wins",
  "losses",
  "bestPlayer",
  "donWins",
  "sheriffWins",
  "mafiaWins",
  "civilianWins",
  "sheriffDonWins",
  "firstKilled",
  "bonus",
  "ci",
];

const systemArb: fc.Arbitrary<ScoringSystem> = fc
  .record({
    win: fc.tuple(tenths(0, 5), tenths(0, 5), tenths(0, 5), tenths(0, 5)),
    loss: fc.tuple(tenths(-1, 0), tenths(-1, 0), tenths(-1, 0), tenths(-1, 0)),
    sheriffKilled: tenths(-1, 0),
    bestMove2: tenths(0, 2),
    bestMove3: tenths(0, 2),
    red: fc.boolean(),
    perRemark: tenths(-1, 0),
    perGame: tenths(0, 1),
    compensation: fc.oneof(fc.constant(0), tenths(0, 1)),
    // At least one word: a blank order in a rules range keeps the preset's.
    tieBreaks: fc.shuffledSubarray(ALL_WORDS, { minLength: 1 }),
  })
  .map((r) => ({
    ...CLUB_SYSTEM,
    preset: "club" as const,
    civilianWin: r.win[0],
    sheriffWin: r.win[1],
    mafiaWin: r.win[2],
    donWin: r.win[3],
    civilianLoss: r.loss[0],
    sheriffLoss: r.loss[1],
    mafiaLoss: r.loss[2],
    donLoss: r.loss[3],
    sheriffKilledFirstNightLoss: r.sheriffKilled,
    bestMove2: r.bestMove2,
    bestMove3: r.bestMove3,
    bestMoveEarnedBy: r.red ? ("red" as const) : ("civilian" as const),
    perRemark: r.perRemark,
    perGame: r.perGame,
    compensation: r.compensation,
    tieBreaks: r.tieBreaks,
  }));

const gameArb = (id: number): fc.Arbitrary<GameData> =>
  fc
    .record({
      redWins: fc.boolean(),
      players: fc.shuffledSubarray([...PLAYER_POOL], { minLength: 10, maxLength: 10 }),
      roles: fc.shuffledSubarray(ROLE_SET, { minLength: 10, maxLength: 10 }),
      killed: fc.integer({ min: -1, max: 9 }),
      moveCount: fc.integer({ min: 0, max: 3 }),
      extra: fc.array(
        fc.oneof(
          { arbitrary: fc.constant(0), weight: 3 },
          { arbitrary: fc.integer({ min: -500, max: 500 }), weight: 1 },
        ),
        { minLength: 10, maxLength: 10 },
      ),
      remarks: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 10, maxLength: 10 }),
    })
    .map((r) => ({ id, ...r }));

const tournamentArb = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, g) => gameArb(g + 1))));

function rowsOf(game: GameData): unknown[][] {
  return game.roles.map((role, i) => {
    const killed = game.killed === i;
    return [
      game.id,
      i + 1,
      game.players[i],
      ROLE_WORD[role],
      game.redWins ? "Красные" : "Чёрные",
      killed,
      killed && red(role) ? game.moveCount : "",
      "",
      false,
      game.remarks[i],
      false,
      game.extra[i] === 0 ? "" : (game.extra[i] as number) / 100,
    ];
  });
}
const tableOf = (games: readonly GameData[]): unknown[][] => [
  [...RU_HEADER, "Доп. баллы"],
  ...games.flatMap(rowsOf),
];

/** SYSTEMS.md, "A seat's points" and "Compensation Ci", restated. */
function expectedPoints(system: ScoringSystem, games: readonly GameData[]): Map<string, number[]> {
  const played = new Map<string, number>();
  const shot = new Map<string, number>();
  for (const game of games) {
    game.players.forEach((player, i) => {
      played.set(player, (played.get(player) ?? 0) + 1);
      if (game.killed === i && red(game.roles[i]!)) shot.set(player, (shot.get(player) ?? 0) + 1);
    });
  }
  const result = new Map<string, number[]>();
  for (const game of games) {
    result.set(
      String(game.id),
      game.roles.map((role, i) => {
        const player = game.players[i]!;
        const won = red(role) === game.redWins;
        const killed = game.killed === i;
        let points = won
          ? system[`${role}Win`]
          : role === "sheriff" && killed
            ? system.sheriffKilledFirstNightLoss
            : system[`${role}Loss`];
        const earns =
          role === "civilian" || (role === "sheriff" && system.bestMoveEarnedBy === "red");
        if (killed && earns)
          points +=
            game.moveCount === 3 ? system.bestMove3 : game.moveCount === 2 ? system.bestMove2 : 0;
        points +=
          (game.remarks[i] as number) * system.perRemark +
          system.perGame +
          (game.extra[i] as number) / 100;
        if (system.compensation > 0 && killed && red(role) && !won) {
          const n = played.get(player)!;
          const r = Math.round(0.4 * n);
          points +=
            r === 0
              ? system.compensation
              : Math.min(system.compensation, ((shot.get(player) ?? 0) * system.compensation) / r);
        }
        return points;
      }),
    );
  }
  return result;
}

const RUNS = { numRuns: 120 };

describe("any scoring system", () => {
  it("every seat gets the points of SYSTEMS.md, Ci included", () => {
    fc.assert(
      fc.property(systemArb, tournamentArb, (system, games) => {
        const evaluation = evaluate(tableOf(games), { system });
        const expected = expectedPoints(system, games);
        for (const game of evaluation.games) {
          expect(game.status).toBe("finished");
          const want = expected.get(game.label)!;
          pointsOf(game).forEach((points, i) => expect(points).toBeCloseTo(want[i]!, 9));
        }
      }),
      RUNS,
    );
  });

  it("a player's standings points are the sum of their seats' points; places follow points", () => {
    fc.assert(
      fc.property(systemArb, tournamentArb, (system, games) => {
        const evaluation = evaluate(tableOf(games), { system });
        const sums = new Map<string, number>();
        for (const game of evaluation.games)
          game.rows.forEach((row, i) =>
            sums.set(row.playerKey, (sums.get(row.playerKey) ?? 0) + pointsOf(game)[i]!),
          );
        for (const standing of evaluation.standings)
          expect(standing.points).toBeCloseTo(sums.get(standing.key)!, 9);
        const standings = evaluation.standings;
        for (let i = 1; i < standings.length; i++) {
          expect(standings[i]!.points).toBeLessThanOrEqual(standings[i - 1]!.points + 1e-9);
          expect(standings[i]!.place).toBeGreaterThanOrEqual(standings[i - 1]!.place!);
        }
      }),
      RUNS,
    );
  });

  it("row order does not matter", () => {
    fc.assert(
      fc.property(systemArb, tournamentArb, fc.integer(), (system, games, seed) => {
        const table = tableOf(games);
        const [header, ...rows] = table;
        let s = seed >>> 0;
        const shuffled = rows
          .map((row) => ({ row, key: (s = (s * 1103515245 + 12345) >>> 0) }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.row);
        // Sums in another order may differ in the 15th digit: compared as shown, to 4 decimals.
        // (+ 0 turns a −0 from rounding a tiny negative sum into 0.)
        const shown = (values: unknown[][]) =>
          evaluate(values, { system }).standings.map((x) => [
            x.name,
            x.place,
            Math.round(x.points * 1e4) / 1e4 + 0,
          ]);
        const plain = shown(table);
        const mixed = shown([header!, ...shuffled]);
        expect(mixed).toEqual(plain);
      }),
      RUNS,
    );
  });

  it("«Клуб» by name, by an empty range and by a range restating its values scores as no rules at all", () => {
    const restated = RULE_SETTINGS.map((setting) => [
      setting.ru,
      settingText(CLUB_SYSTEM, setting, "ru"),
    ]);
    fc.assert(
      fc.property(tournamentArb, (games) => {
        const table = tableOf(games);
        const plain = evaluate(table).standings;
        for (const rules of ["Клуб", "club", [[""]], [["Система", "Клуб"]], restated]) {
          const parsed = parseRules(rules);
          expect(parsed.ok).toBe(true);
          if (parsed.ok)
            expect(evaluate(table, { system: parsed.system }).standings).toEqual(plain);
        }
      }),
      RUNS,
    );
  });

  it("a rules range restating a system's every value gives that system", () => {
    fc.assert(
      fc.property(systemArb, (system) => {
        const range = RULE_SETTINGS.map((setting) => [
          setting.ru,
          settingText(system, setting, "ru"),
        ]);
        const parsed = parseRules(range);
        expect(parsed.ok && parsed.system).toEqual(system);
      }),
      RUNS,
    );
  });
});
