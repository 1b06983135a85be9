/**
 * A season's series (SERIES.md): each tournament's standings under the same rules, over its own
 * games alone; series points by place (by field or a list, shared places sharing the mean, the
 * tournament's weight); each player's best results added up; the minimum of tournaments; the
 * countback order. Made from one evaluation of the whole table.
 */
import type { Evaluation } from "./evaluate";
import { sameFigure } from "./figures";
import type { ScoredGame, Standing } from "./model";
import { Compensation, Scorer } from "./points";
import type { Tournament } from "./season";
import type { SeriesPoints } from "./seriesPoints";
import { PlayerLines, rankPlayers } from "./standings";
import type { ScoringSystem } from "./system";

/** A player's result in one tournament: the place and the series points it earned. */
export interface SeriesResult {
  readonly place: number;
  readonly points: number;
}

/** A player's line of the series. */
export interface SeriesLine {
  readonly key: string;
  /** The name as first written in the whole table. */
  readonly name: string;
  /** The series place, shared by players equal on points and countback; null below the minimum. */
  readonly place: number | null;
  /** The sum of the counted results. */
  readonly points: number;
  /** Tournaments in which the player has a place. */
  readonly tournaments: number;
  /** The sum of the results «Серия: лучших турниров» leaves out. */
  readonly dropped: number;
  /** The player's result in each tournament where they have a place, by tournament key. */
  readonly results: ReadonlyMap<string, SeriesResult>;
}

export interface Series {
  /** The tournaments, in the order of their first rows. */
  readonly tournaments: readonly Tournament[];
  /** The players with a place in at least one tournament, in series order. */
  readonly lines: readonly SeriesLine[];
}

type SeasonEvaluation = Pick<Evaluation, "system" | "games" | "tournaments" | "playerNames">;

/** The series of a season: every tournament's standings, then the players' lines in order. */
export function seriesOf(evaluation: SeasonEvaluation): Series {
  const { system, tournaments } = evaluation;
  const results = new Map<string, Map<string, SeriesResult>>();
  for (const [key, standings] of tournamentStandings(evaluation)) {
    const weight = tournaments.find((t) => t.key === key)?.weight ?? 1;
    for (const [player, result] of seriesResults(standings, system.seriesPoints, weight)) {
      let own = results.get(player);
      if (own === undefined) {
        own = new Map();
        results.set(player, own);
      }
      own.set(key, result);
    }
  }
  return { tournaments, lines: rankSeries(system, evaluation.playerNames, results) };
}

/**
 * Each tournament's standings, by tournament key: its finished games alone, scored as
 * MAFIA_STANDINGS scores a range holding only them (Ci counted over them, the final theirs).
 */
export function tournamentStandings(evaluation: SeasonEvaluation): Map<string, Standing[]> {
  const { system } = evaluation;
  const byTournament = new Map<string, ScoredGame[]>();
  for (const game of evaluation.games) {
    if (game.status !== "finished" || game.tournamentKey === undefined) continue;
    const games = byTournament.get(game.tournamentKey);
    if (games === undefined) byTournament.set(game.tournamentKey, [game]);
    else games.push(game);
  }
  const standings = new Map<string, Standing[]>();
  for (const [key, games] of byTournament) {
    const lines = new PlayerLines(evaluation.playerNames);
    for (const game of rescored(system, games)) lines.add(game);
    const anyFinal = games.some((game) => game.stage === "final");
    standings.set(key, rankPlayers(system, lines.lines(), anyFinal));
  }
  return standings;
}

/**
 * A tournament's games scored over its own games: with a compensation, Ci counts N and K over
 * them alone; without one, a seat's points depend on its game alone and stand as scored.
 */
function rescored(system: ScoringSystem, games: readonly ScoredGame[]): readonly ScoredGame[] {
  if (system.compensation <= 0) return games;
  const ci = new Compensation(system.compensation, system.ciInFinal);
  for (const game of games) ci.count(game.rows, game.stage);
  const scorer = new Scorer(system, ci);
  return games.map((game) => ({ ...game, scores: scorer.score(game) }));
}

/**
 * The series points of a tournament's placed players, by player key: place p of N earns
 * N − p + 1 by field, or the list's p-th number (0 past its end); k players sharing place p each
 * earn the mean of places p … p + k − 1; all of it times the tournament's weight.
 */
export function seriesResults(
  standings: readonly Standing[],
  points: SeriesPoints,
  weight: number,
): Map<string, SeriesResult> {
  const placed = standings.filter((s) => s.place !== null);
  const n = placed.length;
  const ofPlace = (p: number): number => (points === "field" ? n - p + 1 : (points[p - 1] ?? 0));
  const sharing = new Map<number, number>();
  for (const s of placed) sharing.set(s.place ?? 0, (sharing.get(s.place ?? 0) ?? 0) + 1);
  const results = new Map<string, SeriesResult>();
  for (const s of placed) {
    const place = s.place ?? 0;
    const k = sharing.get(place) ?? 1;
    let sum = 0;
    for (let p = place; p < place + k; p++) sum += ofPlace(p);
    results.set(s.key, { place, points: (sum / k) * weight });
  }
  return results;
}

interface Counted {
  readonly key: string;
  readonly points: number;
  readonly dropped: number;
  /** The player's places in every tournament, best first: the countback compares them. */
  readonly places: readonly number[];
  readonly order: number;
  readonly results: ReadonlyMap<string, SeriesResult>;
}

/**
 * The players' lines in series order: higher points first, then countback (more first places,
 * then more second places…), then the order of their first rows; players below «Серия: минимум
 * турниров» last, in the same order, without a place.
 */
function rankSeries(
  system: ScoringSystem,
  names: ReadonlyMap<string, string>,
  results: ReadonlyMap<string, ReadonlyMap<string, SeriesResult>>,
): SeriesLine[] {
  const order = new Map([...names.keys()].map((key, i) => [key, i]));
  const counted: Counted[] = [...results].map(([key, own]) => {
    const all = [...own.values()].map((r) => r.points).sort((a, b) => b - a);
    const kept = system.seriesBest > 0 ? all.slice(0, system.seriesBest) : all;
    const rest = system.seriesBest > 0 ? all.slice(system.seriesBest) : [];
    return {
      key,
      points: sum(kept),
      dropped: sum(rest),
      places: [...own.values()].map((r) => r.place).sort((a, b) => a - b),
      order: order.get(key) ?? Number.MAX_SAFE_INTEGER,
      results: own,
    };
  });
  const enough = (c: Counted): boolean => c.places.length >= system.seriesMinimum;
  const groups = [
    { ranked: true, group: counted.filter(enough) },
    { ranked: false, group: counted.filter((c) => !enough(c)) },
  ];
  const lines: SeriesLine[] = [];
  for (const { ranked, group } of groups) {
    group.sort((a, b) => compareSeries(a, b) || a.order - b.order);
    let previous: Counted | undefined;
    let place = 0;
    group.forEach((c, i) => {
      if (previous === undefined || compareSeries(previous, c) !== 0) place = i + 1;
      previous = c;
      lines.push({
        key: c.key,
        name: names.get(c.key) ?? c.key,
        place: ranked ? place : null,
        points: c.points,
        tournaments: c.places.length,
        dropped: c.dropped,
        results: c.results,
      });
    });
  }
  return lines;
}

/** Points (within 1e-9 equal), then the countback: negative when `a` comes first. */
function compareSeries(a: Counted, b: Counted): number {
  if (!sameFigure(a.points, b.points)) return b.points - a.points;
  const length = Math.max(a.places.length, b.places.length);
  for (let i = 0; i < length; i++) {
    const pa = a.places[i] ?? Number.POSITIVE_INFINITY;
    const pb = b.places[i] ?? Number.POSITIVE_INFINITY;
    if (pa !== pb) return pa < pb ? -1 : 1;
  }
  return 0;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
