/** Team standings (AWARDS.md): worked examples counted by hand, and the team conflict. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLUB_SYSTEM,
  describeIssues,
  evaluate,
  teamStandings,
  viewGrid,
  type ScoringSystem,
} from "../../src/engine";
import { gameRows, PLAYER_POOL, ruTable } from "./helpers";

/**
 * Three games (Club points): Лис 8 points in 3 games (2 wins), Сова 3 in 2 (1 win), Кеша 3 in 2
 * (1 win), Док 4 in 2 (1 win), Барон 4 in 2 (1 win); everyone else plays once, with no team.
 */
function season(
  teams: Readonly<Record<string, string>>,
  game2: Readonly<Record<string, string>> = {},
) {
  const seats = {
    1: { player: "Лис" },
    2: { player: "Сова" },
    3: { player: "Кеша" },
    5: { player: "Барон" },
    7: { player: "Док" },
  };
  const table = ruTable(
    gameRows(1, "Красные", seats),
    gameRows(2, "Чёрные", seats),
    gameRows(3, "Чёрные", { 7: { player: "Лис" } }),
  );
  return table.map((row, i) => {
    if (i === 0) return [...row, "Команда"];
    const player = String(row[2]);
    const team = (i > 10 && i <= 20 ? game2[player] : undefined) ?? teams[player] ?? "";
    return [...row, team];
  });
}

const TEAMS = { Лис: "Акулы", Сова: "акулы ", Кеша: "Ёжики", Док: "Ежики", Барон: "Совы" };

function teamsGrid(
  table: unknown[][],
  system: Partial<ScoringSystem> = {},
  lang: "ru" | "en" = "ru",
) {
  const result = viewGrid(
    evaluate(table, { system: { ...CLUB_SYSTEM, ...system } }),
    "teams",
    lang,
  );
  if (!result.ok) throw new Error(describeIssues(result.issues, lang));
  return result.grid;
}

describe("team standings", () => {
  it("add up every member's standings points, games and wins; teams matched as names are", () => {
    expect(teamsGrid(season(TEAMS))).toEqual([
      ["Место", "Команда", "Очки", "Игроки", "Игры", "Победы"],
      [1, "Акулы", 11, 2, 5, 3],
      [2, "Ёжики", 7, 2, 4, 2],
      [3, "Совы", 4, 1, 2, 1],
    ]);
  });

  it("with «Команда: лучших» 1 count the best member's points; equal teams share a place, by name", () => {
    expect(teamsGrid(season(TEAMS), { teamBest: 1 }, "en")).toEqual([
      ["Place", "Team", "Points", "Players", "Games", "Wins"],
      [1, "Акулы", 8, 2, 5, 3],
      [2, "Ёжики", 4, 2, 4, 2],
      [2, "Совы", 4, 1, 2, 1],
    ]);
  });

  it("without a team column, or with blank teams, is its header alone", () => {
    expect(teamsGrid(season({}))).toEqual([
      ["Место", "Команда", "Очки", "Игроки", "Игры", "Победы"],
    ]);
    expect(teamsGrid(season({}).map((row) => row.slice(0, -1)))).toHaveLength(1);
  });

  it("a player whose rows name two teams is an error naming the player, both teams and rows", () => {
    const evaluation = evaluate(season(TEAMS, { Сова: "Совы", Кеша: "Ежики" }));
    const result = teamStandings(evaluation);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(describeIssues(result.issues, "ru")).toBe(
      "Ошибки в протоколе игр:\n" +
        "игрок «Сова» записан в разных командах: «Акулы» (строка 3) и «Совы» (строка 13)",
    );
    expect(describeIssues(result.issues, "en")).toContain(
      "player “Сова” is written in different teams: “Акулы” (row 3) and “Совы” (row 13)",
    );
    // The standings and the other views are not affected.
    expect(evaluation.problemCount).toBe(0);
    expect(viewGrid(evaluation, "awards", "ru").ok).toBe(true);
  });
});

describe("team standings properties", () => {
  it("teams hold every player with a team once, add up their best members, ordered by points", () => {
    const assignment = fc.array(fc.constantFrom("", "Акулы", "Совы", "Ёжики", "Ежики", "Орлы"), {
      minLength: PLAYER_POOL.length,
      maxLength: PLAYER_POOL.length,
    });
    fc.assert(
      fc.property(assignment, fc.integer({ min: 0, max: 4 }), (teams, best) => {
        const table = season({});
        const teamOf = new Map(PLAYER_POOL.map((player, i) => [player, teams[i] ?? ""]));
        const teamed = table.map((row, i) =>
          i === 0 ? row : [...row.slice(0, -1), teamOf.get(String(row[2])) ?? ""],
        );
        const evaluation = evaluate(teamed, { system: { ...CLUB_SYSTEM, teamBest: best } });
        const result = teamStandings(evaluation);
        if (!result.ok) throw new Error("a conflict without one");
        const withTeam = evaluation.standings.filter((s) => (teamOf.get(s.name) ?? "") !== "");
        expect(result.teams.reduce((n, t) => n + t.players, 0)).toBe(withTeam.length);
        const same = (a: string, b: string) =>
          a.toLowerCase().replace("ё", "е") === b.toLowerCase().replace("ё", "е");
        result.teams.forEach((team, i) => {
          // The members in standings order, found here from the assignment.
          const points = withTeam
            .filter((s) => same(teamOf.get(s.name) ?? "", team.name))
            .map((s) => s.points);
          expect(team.players).toBe(points.length);
          const counted = best === 0 ? points : points.slice(0, best);
          expect(team.points).toBeCloseTo(
            counted.reduce((a, b) => a + b, 0),
            9,
          );
          const previous = result.teams[i - 1];
          if (previous !== undefined)
            expect(previous.points).toBeGreaterThanOrEqual(team.points - 1e-9);
        });
      }),
    );
  });
});
