/**
 * Properties of stages (STAGES.md) on random tournaments: what a stage column, its weights and a
 * hidden final may change, and what they may not.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  evaluate,
  FIIM_SYSTEM,
  rounded,
  type Evaluation,
  type ScoringSystem,
} from "../../src/engine";
import { PLAYER_POOL, pointsOf, RU_HEADER } from "./helpers";
import { TABLE_ROLE_WORDS } from "../contract";

const STAGE_WORDS = { main: "", semi: "Полуфинал", final: "Финал" } as const;
type Stage = keyof typeof STAGE_WORDS;

interface GameData {
  readonly id: number;
  readonly stage: Stage;
  readonly redWins: boolean;
  readonly players: string[];
  readonly roles: string[];
  readonly killed: number;
  readonly remarks: number[];
  readonly extra: number[];
}

const gameArb = (id: number): fc.Arbitrary<GameData> =>
  fc.record({
    id: fc.constant(id),
    stage: fc.constantFrom<Stage>("main", "main", "semi", "final"),
    redWins: fc.boolean(),
    players: fc.shuffledSubarray([...PLAYER_POOL], { minLength: 10, maxLength: 10 }),
    roles: fc.shuffledSubarray([...TABLE_ROLE_WORDS], { minLength: 10, maxLength: 10 }),
    killed: fc.integer({ min: -1, max: 9 }),
    remarks: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 10, maxLength: 10 }),
    extra: fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 10, maxLength: 10 }),
  });

const tournamentArb = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, g) => gameArb(g + 1))));

const systemArb: fc.Arbitrary<ScoringSystem> = fc.constantFrom(CLUB_SYSTEM, FIIM_SYSTEM);

/** The table of some games, with a «Этап» column, or without one (then every game is main). */
function tableOf(games: readonly GameData[], withStage = true): unknown[][] {
  const header = [...RU_HEADER, "Доп. баллы", ...(withStage ? ["Этап"] : [])];
  return [
    header,
    ...games.flatMap((game) =>
      game.roles.map((role, i) => [
        game.id,
        i + 1,
        game.players[i],
        role,
        game.redWins ? "Красные" : "Чёрные",
        game.killed === i,
        "",
        "",
        false,
        game.remarks[i],
        false,
        (game.extra[i] ?? 0) / 10,
        ...(withStage ? [STAGE_WORDS[game.stage]] : []),
      ]),
    ),
  ];
}

/** What the standings and each seat show, as handed out. */
function shown(evaluation: Evaluation): unknown {
  return {
    standings: evaluation.standings.map((s) => [s.name, s.place, rounded(s.points), s.wins]),
    points: evaluation.games.map((game) => pointsOf(game).map(rounded)),
  };
}

describe("stage properties", () => {
  it("without stages a blank «Этап» column changes nothing, whatever the stage settings", () => {
    fc.assert(
      fc.property(
        tournamentArb,
        systemArb,
        fc.record({
          semiWeight: fc.constantFrom(0.5, 1, 1.2, 10),
          finalWeight: fc.constantFrom(0.5, 1, 1.3, 10),
          ciInFinal: fc.constantFrom("separately" as const, "together" as const, "no" as const),
          finalistsFirst: fc.boolean(),
          hideFinal: fc.boolean(),
        }),
        (games, base, stageSettings) => {
          const main = games.map((game) => ({ ...game, stage: "main" as const }));
          const before = evaluate(tableOf(main, false), { system: base });
          const after = evaluate(tableOf(main, true), { system: { ...base, ...stageSettings } });
          expect(shown(after)).toEqual(shown(before));
        },
      ),
    );
  });

  it("doubling the final's weight doubles every final seat's points and leaves the others", () => {
    fc.assert(
      fc.property(tournamentArb, systemArb, (games, base) => {
        const single = evaluate(tableOf(games), { system: { ...base, finalWeight: 1.5 } });
        const double = evaluate(tableOf(games), { system: { ...base, finalWeight: 3 } });
        single.games.forEach((game, g) => {
          const other = double.games[g]!;
          pointsOf(game).forEach((points, i) => {
            const expected = game.stage === "final" ? points * 2 : points;
            expect(pointsOf(other)[i]).toBeCloseTo(expected, 9);
          });
        });
      }),
    );
  });

  it("hiding the final gives the standings of the table without its final rows", () => {
    fc.assert(
      fc.property(tournamentArb, systemArb, (games, base) => {
        const hidden = evaluate(tableOf(games), { system: { ...base, hideFinal: true } });
        const withoutFinal = games.filter((game) => game.stage !== "final");
        const cut = evaluate(tableOf(withoutFinal), { system: base });
        expect(hidden.standings).toEqual(cut.standings);
      }),
    );
  });

  it("a player's points are the sum of their seats' points, and each stage's column the sum of that stage's", () => {
    fc.assert(
      fc.property(tournamentArb, systemArb, (games, base) => {
        const evaluation = evaluate(tableOf(games), {
          system: { ...base, semiWeight: 1.2, finalWeight: 1.3 },
        });
        const sums = new Map<string, { all: number; main: number; semi: number; final: number }>();
        for (const game of evaluation.games) {
          game.rows.forEach((row, i) => {
            const sum = sums.get(row.playerKey) ?? { all: 0, main: 0, semi: 0, final: 0 };
            const points = pointsOf(game)[i]!;
            sum.all += points;
            sum[game.stage] += points;
            sums.set(row.playerKey, sum);
          });
        }
        for (const standing of evaluation.standings) {
          const sum = sums.get(standing.key)!;
          expect(standing.points).toBeCloseTo(sum.all, 9);
          expect(standing.mainPoints).toBeCloseTo(sum.main, 9);
          expect(standing.semiPoints).toBeCloseTo(sum.semi, 9);
          expect(standing.finalPoints).toBeCloseTo(sum.final, 9);
        }
      }),
    );
  });
});
