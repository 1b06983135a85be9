/**
 * `mafia-standings stats --view awards|teams` as a user runs it, in every format, on the two-game
 * table of statsFixtures.ts with a «Команда» column: wiring and layout (the engine tests count).
 */
import { describe, expect, it } from "vitest";
import { cli, GAME_1, GAME_2, HEADER, scratchFolder } from "./statsFixtures";

const writeScratch = scratchFolder("mafia-awards-");

/** Катя, Зоя, Егор: «Волки»; Боря, Аня, Вера: «Лисы»; the rest no team. */
const TEAM: Readonly<Record<string, string>> = {
  Катя: "Волки",
  Зоя: "волки",
  Егор: "Волки",
  Боря: "Лисы",
  Аня: "Лисы",
  Вера: "Лисы",
};
function withTeams(team: (player: string, game: string) => string): string {
  const rows = (GAME_1 + GAME_2)
    .trimEnd()
    .split("\n")
    .map((line) => {
      const [game = "", , player = ""] = line.split(",");
      return `${line},${team(player, game)}`;
    });
  return `${HEADER.trimEnd()},Команда\n${rows.join("\n")}\n`;
}
const TEAMS = writeScratch(
  withTeams((player) => TEAM[player] ?? ""),
  "teams.csv",
);

const stats = (...args: string[]) => cli("stats", ...args);

describe("stats --view awards", () => {
  it("prints the seven nominations as CSV, JSON and a table", () => {
    const csv = stats(TEAMS, "--view", "awards", "--format", "csv");
    expect(csv.status).toBe(0);
    const lines = csv.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(8);
    // Катя: 3.5 (a Civilian win and 0.5 extra) + 4 (a Mafia win) = 7.5, the most of anyone.
    expect(lines.slice(0, 2)).toEqual([
      "Номинация,Игрок,Очки,Игры,Претендентов",
      "Лучший игрок,Катя,7.5,2,1",
    ]);
    const json = JSON.parse(
      stats(TEAMS, "--view", "номинации", "--format", "json").stdout,
    ) as Record<string, unknown>[];
    expect(json[0]).toEqual({
      award: "Best player",
      player: "Катя",
      points: 7.5,
      games: 2,
      contenders: 1,
    });
    expect(json.map((row) => row.award)).toEqual([
      "Best player",
      "Best civilian",
      "Best sheriff",
      "Best red",
      "Best mafia",
      "Best don",
      "Best black",
    ]);
    const table = stats(TEAMS, "--view", "awards");
    expect(table.stdout).toMatch(/│ Лучший игрок\s+│ Катя\s+│\s+7,5 │\s+2 │\s+1 │/);
  });
});

describe("stats --view teams", () => {
  it("prints the teams in every format", () => {
    // Волки: 7.5 + 7 + 6.5 = 21, six games, six wins; Лисы: 5 + 5 + 4 = 14, three wins.
    expect(stats(TEAMS, "--view", "teams", "--format", "csv").stdout).toBe(
      "Место,Команда,Очки,Игроки,Игры,Победы\n1,Волки,21,3,6,6\n2,Лисы,14,3,6,3\n",
    );
    expect(JSON.parse(stats(TEAMS, "--view", "команды", "--format", "json").stdout)).toEqual([
      { place: 1, team: "Волки", points: 21, players: 3, games: 6, wins: 6 },
      { place: 2, team: "Лисы", points: 14, players: 3, games: 6, wins: 3 },
    ]);
    expect(stats(TEAMS, "--view", "teams").stdout).toMatch(/│\s+1 │ Волки\s+│\s+21 │/);
  });

  it("a player in two teams: exit 1 and a message naming both, on stderr", () => {
    const twice = writeScratch(
      withTeams((player, game) =>
        player === "Вера" && game === "2" ? "Волки" : (TEAM[player] ?? ""),
      ),
    );
    const result = stats(twice, "--view", "teams");
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      "игрок «Вера» записан в разных командах: «Лисы» (строка 4) и «Волки» (строка 13)",
    );
    expect(stats(twice, "--view", "awards").status).toBe(0);
  });

  it("a table without teams: says so on stderr, prints nothing, exit 1, in every format", () => {
    const none = writeScratch(HEADER + GAME_1 + GAME_2, "no-teams.csv");
    const blank = writeScratch(
      withTeams(() => ""),
      "blank-teams.csv",
    );
    for (const [file, format] of [
      [none, "table"],
      [none, "csv"],
      [blank, "json"],
    ] as const) {
      const result = stats(file, "--view", "команды", "--format", format);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toBe(
        `В «${file}» нет команд: столбца «Команда» нет или он пуст — командного зачёта нет\n`,
      );
    }
  });
});
