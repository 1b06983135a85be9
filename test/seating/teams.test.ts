/** Players of one team never share a table; when that is impossible, an error says why. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeSeating, numberedPlayers, SeatingError, type SeatingPlayer } from "../../src/seating";

function withTeams(count: number, teamSize: number, teams: number): SeatingPlayer[] {
  return numberedPlayers(count).map((p, i) => ({
    ...p,
    team: i < teamSize * teams ? `Команда ${Math.floor(i / teamSize) + 1}` : "",
  }));
}

describe("seating: teams", () => {
  it("teammates never share a table (random team sizes up to the number of tables)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }).chain((tables) =>
          fc.record({
            tables: fc.constant(tables),
            teamSize: fc.integer({ min: 2, max: tables }),
            teams: fc.integer({ min: 1, max: 5 }),
            seed: fc.nat(),
          }),
        ),
        ({ tables, teamSize, teams, seed }) => {
          const players = withTeams(10 * tables, teamSize, teams);
          const seating = makeSeating({ players, tables, games: 10, seed, iterations: 20_000 });
          for (const round of seating.rounds) {
            for (const game of round.games) {
              const teamsHere = game.seats.map((p) => players[p]!.team).filter((t) => t !== "");
              expect(new Set(teamsHere).size).toBe(teamsHere.length);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it("team names match ignoring case and ё/е, like player names", () => {
    const players = numberedPlayers(20).map((p, i) => ({
      ...p,
      team: i === 0 ? "Ёжики" : i === 1 ? " ежики " : i === 2 ? "ЕЖИКИ" : "",
    }));
    expect(() => makeSeating({ players, tables: 2, games: 10 })).toThrow(
      /«Ёжики»: нужно мест 30 \(игроков 3 × игр 10\)/,
    );
  });

  it("a team larger than the tables can hold apart is refused before any search, naming the team", () => {
    const players = withTeams(20, 3, 1);
    try {
      makeSeating({ players, tables: 2, games: 10 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SeatingError);
      expect((error as SeatingError).text.ru).toBe(
        "команда «Команда 1»: нужно мест 30 (игроков 3 × игр 10), а туров 10 без двух игроков команды за одним столом дают только 20",
      );
      expect((error as SeatingError).text.en).toContain(
        "team “Команда 1”: 3 players × 10 games need 30 places",
      );
    }
  });

  it("when the search cannot keep teams apart within its budget, it says so instead of returning a bad seating", () => {
    // 10 teams of 2 at 2 tables × 20 players: possible in principle, but not in 10 moves.
    const players = withTeams(20, 2, 10);
    expect(() => makeSeating({ players, tables: 2, games: 10, iterations: 10 })).toThrow(
      /could not keep every team's players at different tables/,
    );
  });
});
