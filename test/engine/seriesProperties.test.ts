/**
 * Property tests of a season (SERIES.md): random seasons split into tournaments, checked against
 * what the contract says must hold whatever the games: each tournament's standings are those of
 * its rows alone, a series of one tournament ranks as its standings, and the order in which the
 * tournaments stand in the table changes no points.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  evaluate,
  FIIM_SYSTEM,
  seriesOf,
  tournamentStandings,
  type ScoringSystem,
} from "../../src/engine";
import { seasonArb } from "./helpers";
import { SEASON_HEADER } from "./seasonHelpers";

const TOURNAMENTS = ["Кубок", "Лига", "Осень"] as const;

/** A random season: each game's ten rows, each game given to one of three tournaments. */
const seasonGames = seasonArb(12).chain((rows) => {
  const games = Array.from({ length: rows.length / 10 }, (_, g) => rows.slice(g * 10, g * 10 + 10));
  return fc
    .array(fc.constantFrom(...TOURNAMENTS), { minLength: games.length, maxLength: games.length })
    .map((names) => games.map((game, g) => game.map((row) => [...row, names[g], ""])));
});

const systemArb: fc.Arbitrary<ScoringSystem> = fc
  .record({
    base: fc.constantFrom(CLUB_SYSTEM, FIIM_SYSTEM),
    minGames: fc.integer({ min: 0, max: 3 }),
    seriesBest: fc.integer({ min: 0, max: 3 }),
    seriesPoints: fc.oneof(
      fc.constant("field" as const),
      fc.constant([25, 18, 15, 12, 10, 8, 6, 4, 2, 1]),
    ),
  })
  .map(({ base, ...rest }) => ({ ...base, ...rest }));

describe("a season's series", () => {
  it("each tournament's standings are those of a table of its rows alone", () => {
    fc.assert(
      fc.property(seasonGames, systemArb, (games, system) => {
        const whole = evaluate([SEASON_HEADER, ...games.flat()], { system });
        const standings = tournamentStandings(whole);
        for (const name of TOURNAMENTS) {
          const own = games.filter((game) => game[0]?.[11] === name);
          const alone = evaluate([SEASON_HEADER, ...own.flat()], { system }).standings;
          const key = name.toLowerCase();
          const figures = (list: typeof alone) =>
            list.map((s) => [s.key, s.place, Math.round(s.points * 1e6)]);
          expect(figures(standings.get(key) ?? [])).toEqual(figures(alone));
        }
      }),
    );
  });

  it("a series of one tournament ranks as its standings", () => {
    fc.assert(
      fc.property(seasonGames, systemArb, (games, system) => {
        const one = games.map((game) => game.map((row) => [...row.slice(0, 11), "Кубок", ""]));
        const evaluation = evaluate([SEASON_HEADER, ...one.flat()], {
          system: { ...system, seriesBest: 0 },
        });
        const placed = evaluation.standings.filter((s) => s.place !== null);
        const series = seriesOf(evaluation).lines;
        // Players sharing a place stand by first rows in the series, by name in the standings.
        const byPlace = (pairs: [string, number | null][]) =>
          pairs.sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0) || a[0].localeCompare(b[0]));
        expect(series.map((l) => l.place)).toEqual(placed.map((s) => s.place));
        expect(byPlace(series.map((l) => [l.key, l.place]))).toEqual(
          byPlace(placed.map((s) => [s.key, s.place])),
        );
      }),
    );
  });

  it("reordering the tournaments changes no points", () => {
    fc.assert(
      fc.property(
        seasonGames,
        systemArb,
        fc.constantFrom([2, 1, 0], [1, 2, 0], [0, 2, 1]),
        (games, system, order) => {
          const by = (name: string) => games.filter((game) => game[0]?.[11] === name);
          const reordered = order.flatMap((i) => by(TOURNAMENTS[i] as string));
          const points = (table: unknown[][][]) =>
            new Map(
              seriesOf(evaluate([SEASON_HEADER, ...table.flat()], { system })).lines.map((l) => [
                l.key,
                [Math.round(l.points * 1e6), Math.round(l.dropped * 1e6), l.tournaments],
              ]),
            );
          expect(points(reordered)).toEqual(points(games));
        },
      ),
    );
  });
});
