/**
 * Nominations (AWARDS.md, "Nominations"): the seven awards by points or bonus points, from the
 * same evaluation as the standings, with MafiaRatings' tie rule (its `set_mvp_flags` and
 * `compare_role_scores`). The one home of who gets a nomination.
 */
import type { Evaluation } from "./evaluate";
import { sameFigure } from "./figures";
import type { SeatScore } from "./model";
import { ROLES, rolesOf, type Role } from "./terms";

export type AwardKey = "player" | "civilian" | "sheriff" | "red" | "mafia" | "don" | "black";

/** The seven nominations in AWARDS.md's order, each with its names and the roles it counts. */
export const AWARDS: readonly {
  readonly key: AwardKey;
  readonly ru: string;
  readonly en: string;
  readonly roles: readonly Role[];
}[] = [
  { key: "player", ru: "Лучший игрок", en: "Best player", roles: ROLES },
  { key: "civilian", ru: "Лучший мирный", en: "Best civilian", roles: ["civilian"] },
  { key: "sheriff", ru: "Лучший шериф", en: "Best sheriff", roles: ["sheriff"] },
  { key: "red", ru: "Лучший красный", en: "Best red", roles: rolesOf("red") },
  { key: "mafia", ru: "Лучшая мафия", en: "Best mafia", roles: ["mafia"] },
  { key: "don", ru: "Лучший дон", en: "Best don", roles: ["don"] },
  { key: "black", ru: "Лучший чёрный", en: "Best black", roles: rolesOf("black") },
];

/** A player's figure and games in a nomination's roles. */
export interface AwardFigure {
  readonly key: string;
  readonly name: string;
  readonly points: number;
  readonly games: number;
}

/** One nomination decided. */
export interface Award {
  readonly key: AwardKey;
  /** Who gets it: the one contender, the lower listed of two; null with three or more, or none. */
  readonly winner: AwardFigure | null;
  /** The contenders (candidates no candidate is better than), in standings order. */
  readonly contenders: readonly AwardFigure[];
}

interface RoleLine {
  points: number;
  games: number;
}
type PlayerRoles = Record<Role, RoleLine>;

/** Each player's figure and games by role over the counted games. */
function roleLines(evaluation: Evaluation): Map<string, PlayerRoles> {
  const bonus = evaluation.system.awardsBy === "bonus";
  const value = (score: SeatScore): number => (bonus ? score.bonus : score.points);
  const lines = new Map<string, PlayerRoles>();
  for (const game of evaluation.games) {
    if (game.status !== "finished") continue;
    for (const score of game.scores) {
      const { role, playerKey } = score.row;
      if (role === null) continue;
      let line = lines.get(playerKey);
      if (line === undefined) {
        line = {
          civilian: { points: 0, games: 0 },
          sheriff: { points: 0, games: 0 },
          mafia: { points: 0, games: 0 },
          don: { points: 0, games: 0 },
        };
        lines.set(playerKey, line);
      }
      const inRole = line[role];
      inRole.points += value(score);
      inRole.games++;
    }
  }
  return lines;
}

/** Whether `a` is a better candidate than `b`: more points, or equal points in fewer games. */
function isBetter(a: AwardFigure, b: AwardFigure): boolean {
  return sameFigure(a.points, b.points) ? a.games < b.games : a.points > b.points;
}

/**
 * The contenders among candidates listed in standings order: those no candidate is better than.
 * Only a candidate with the top points (within the tolerance) can be one; each is checked
 * against every candidate, so the tolerance is applied as the rule says, pair by pair.
 */
function contendersOf(candidates: readonly AwardFigure[]): AwardFigure[] {
  let top = -Infinity;
  for (const c of candidates) if (c.points > top) top = c.points;
  const near = candidates.filter((c) => sameFigure(c.points, top));
  return near.filter((c) => !candidates.some((other) => isBetter(other, c)));
}

/**
 * The seven nominations of an evaluation's counted games (AWARDS.md). The caller makes sure no
 * finished game is invalid, as for the standings.
 */
export function decideAwards(evaluation: Evaluation): Award[] {
  const lines = roleLines(evaluation);
  const minGames = evaluation.system.awardsMinGames;
  // The standings order: who is listed lower. Every player of a counted game is in it.
  const players = evaluation.standings.filter((standing) => lines.has(standing.key));
  return AWARDS.map(({ key, roles }): Award => {
    const candidates: AwardFigure[] = [];
    for (const standing of players) {
      const line = lines.get(standing.key) as PlayerRoles;
      let points = 0;
      let games = 0;
      for (const role of roles) {
        const inRole = line[role];
        points += inRole.points;
        games += inRole.games;
      }
      if (games >= minGames && games > 0)
        candidates.push({ key: standing.key, name: standing.name, points, games });
    }
    const contenders = contendersOf(candidates);
    // Two contenders: the one listed lower gets it, the other already has the higher place.
    const winner =
      contenders.length === 1 || contenders.length === 2 ? (contenders.at(-1) ?? null) : null;
    return { key, winner, contenders };
  });
}

/** The nominations a player holds, in AWARDS.md's order. */
export function awardsOf(awards: readonly Award[], playerKey: string): AwardKey[] {
  return awards.filter((award) => award.winner?.key === playerKey).map((award) => award.key);
}
