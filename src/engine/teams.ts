/**
 * Team standings (AWARDS.md, "Team standings"): each player's team from the «Команда» column of
 * their counted games, and the teams ranked by their best members' standings points. The team
 * column changes no standings: only this view reads it.
 */
import type { Evaluation } from "./evaluate";
import { sameFigure } from "./figures";
import type { Issue } from "./issues";
import type { Standing } from "./model";
import { normalizeText } from "./text";

/** One team's row of the team standings. */
export interface TeamLine {
  /** Shared by teams with equal points. */
  readonly place: number;
  /** The team as first written in the table. */
  readonly name: string;
  /** The standings points of its best «Команда: лучших» members (every member with 0). */
  readonly points: number;
  /** Every member's figures: how many they are, their games and wins. */
  readonly players: number;
  readonly games: number;
  readonly wins: number;
  /** The members' keys, in standings order. */
  readonly members: readonly string[];
}

export type TeamStandings =
  | { readonly ok: true; readonly teams: readonly TeamLine[] }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/** A team as met in the table: its first spelling, at which row. */
interface TeamSeen {
  readonly key: string;
  readonly name: string;
  readonly row: number;
}

/**
 * Each player's team from their rows of counted games, by player key; a player whose rows name
 * two teams is an issue naming the player, both teams and a row of each.
 */
function playersTeams(evaluation: Evaluation): {
  teams: Map<string, TeamSeen>;
  issues: Issue[];
} {
  // A season has a few teams over many rows: each text is compared once.
  const keyOf = new Map<string, string>();
  const spelling = new Map<string, string>();
  const teams = new Map<string, TeamSeen>();
  const conflicts = new Map<string, Issue>();
  for (const game of evaluation.games) {
    if (game.status !== "finished") continue;
    for (const { row } of game.scores) {
      if (row.team === "") continue;
      let key = keyOf.get(row.team);
      if (key === undefined) {
        key = normalizeText(row.team);
        keyOf.set(row.team, key);
      }
      let name = spelling.get(key);
      if (name === undefined) {
        name = row.team;
        spelling.set(key, name);
      }
      const known = teams.get(row.playerKey);
      if (known === undefined) teams.set(row.playerKey, { key, name, row: row.row });
      else if (known.key !== key && !conflicts.has(row.playerKey)) {
        conflicts.set(row.playerKey, {
          code: "team-conflict",
          name: evaluation.playerNames.get(row.playerKey) ?? row.player,
          teams: [
            { team: known.name, row: known.row },
            { team: name, row: row.row },
          ],
        });
      }
    }
  }
  return { teams, issues: [...conflicts.values()] };
}

/** The team standings of an evaluation's counted games, or why there are none. */
export function teamStandings(evaluation: Evaluation): TeamStandings {
  const { teams, issues } = playersTeams(evaluation);
  if (issues.length > 0) return { ok: false, issues };
  const members = new Map<string, { name: string; standings: Standing[] }>();
  for (const standing of evaluation.standings) {
    const team = teams.get(standing.key);
    if (team === undefined) continue;
    let group = members.get(team.key);
    if (group === undefined) {
      group = { name: team.name, standings: [] };
      members.set(team.key, group);
    }
    group.standings.push(standing);
  }
  const best = evaluation.system.teamBest;
  const lines = [...members.entries()].map(([key, group]) => {
    const counted = best > 0 ? group.standings.slice(0, best) : group.standings;
    return {
      key,
      name: group.name,
      points: counted.reduce((sum, s) => sum + s.points, 0),
      players: group.standings.length,
      games: group.standings.reduce((sum, s) => sum + s.games, 0),
      wins: group.standings.reduce((sum, s) => sum + s.wins, 0),
      members: group.standings.map((s) => s.key),
    };
  });
  type Line = (typeof lines)[number];
  const byPoints = (a: Line, b: Line): number =>
    sameFigure(a.points, b.points) ? 0 : b.points - a.points;
  const byName = (a: Line, b: Line): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  lines.sort((a, b) => byPoints(a, b) || byName(a, b));
  const ranked: TeamLine[] = [];
  lines.forEach((line, index) => {
    const previous = ranked[index - 1];
    const shared = previous !== undefined && sameFigure(previous.points, line.points);
    const { name, points, players, games, wins, members: keys } = line;
    ranked.push({
      place: shared ? previous.place : index + 1,
      name,
      points,
      players,
      games,
      wins,
      members: keys,
    });
  });
  return { ok: true, teams: ranked };
}
