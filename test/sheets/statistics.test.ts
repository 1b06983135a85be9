/**
 * The «Статистика» / Statistics sheet (STATS.md): written with every recalculation from the one
 * evaluation, equal to what MAFIA_STATS shows, its three charts made once and then updated.
 */
import { describe, expect, it } from "vitest";
import { QUIRK_VALUES, type FakeSheet } from "../fakes/spreadsheet";
import { historyGames } from "../../src/sheets/standings/statisticsPlan";
import {
  customOnGames,
  saveAsSidebar,
  TABLE_ROW,
  tournament,
  validGame,
  type Tournament,
} from "./helpers";

/** MAFIA_STATS of the bundle itself on the Games sheet's values. */
function customStats(t: Tournament, view: string): unknown[][] {
  return customOnGames(t, "MAFIA_STATS", "", view);
}

/**
 * The block of the sheet from (row, column), `rows` × `columns`, as the fake holds it; A1, the
 * stale marker, as the organiser sees it (its header's text while the statistics are current).
 */
function block(sheet: FakeSheet, row: number, column: number, rows: number, columns: number) {
  return sheet
    .table()
    .slice(row - 1, row - 1 + rows)
    .map((cells, r) =>
      Array.from({ length: columns }, (_, c) => {
        if (row + r === 1 && column + c === 1) return sheet.display(1, 1);
        const cell = cells[column - 1 + c];
        return cell === undefined ? "" : cell;
      }),
    );
}

/**
 * Where `grid` stands on the sheet, as [row, column] (1-based) of its top-left cell: the sheet is
 * read as the organiser reads it, each table found by what it shows, not by an address.
 */
function findBlock(sheet: FakeSheet, grid: readonly (readonly unknown[])[]): [number, number] {
  const table = sheet.table();
  const width = grid[0]?.length ?? 0;
  for (let r = 0; r < table.length; r++) {
    for (let c = 0; c < (table[r]?.length ?? 0); c++) {
      // A1 as shown: the stale marker's formula shows its header's text.
      const first = r === 0 && c === 0 ? sheet.display(1, 1) : table[r]?.[c];
      if (first !== grid[0]?.[0]) continue;
      const found = block(sheet, r + 1, c + 1, grid.length, width);
      if (JSON.stringify(found) === JSON.stringify(grid)) return [r + 1, c + 1];
    }
  }
  throw new Error(`not on the sheet: ${JSON.stringify(grid.slice(0, 2))}…`);
}

/** The values a chart's range reads, by its A1 notation. */
const chartData = (sheet: FakeSheet, a1: string): unknown[][] => sheet.getRange(a1).getValues();

/** The rating's history: its header (the game, then the top five), then `games` rows. */
function historyBlock(sheet: FakeSheet, players: readonly unknown[][], games: number) {
  const header = ["Игра №", ...players.slice(1, 6).map((row) => row[1])];
  const [row, column] = findBlock(sheet, [header]);
  return block(sheet, row, column, games + 1, header.length);
}

/** The rating column of the players view. */
const ratingOf = (players: readonly unknown[][]) => players[0]?.indexOf("Рейтинг") ?? -1;

/** A «Команда» column after the Games sheet's own (column O): each row's team by its player. */
function addTeams(t: Tournament, teamOf: (player: string, row: number) => string): void {
  const values = t.games.getDataRange().getValues();
  const teams = values.map((row, i) => [i === 0 ? "Команда" : teamOf(String(row[2]), i + 1)]);
  t.games.getRange(1, 15, teams.length, 1).setValues(teams);
}

describe("the statistics sheet", () => {
  it("is written with every recalculation: the players, the seats, the summary and the rating's history of the top five", () => {
    const t = tournament(30);
    t.ctx.recalculateStandings();
    const sheet = t.env.spreadsheet.sheet("Статистика");
    const players = customStats(t, "игроки");
    expect(findBlock(sheet, players)).toEqual([1, 1]);
    findBlock(sheet, customStats(t, "места"));
    findBlock(sheet, customStats(t, "итоги"));
    const summary = customStats(t, "итоги")[1] as number[];
    findBlock(sheet, [
      ["Команда", "Победы"],
      ["Красные", summary[1]],
      ["Чёрные", summary[2]],
    ]);
    // The standings' top five, then their rating after each of the 30 games.
    const history = historyBlock(sheet, players, 30);
    expect(history.slice(1).map((row) => row[0])).toEqual(
      Array.from({ length: 30 }, (_, g) => g + 1),
    );
    // After the last game each player's rating is the one the players view shows.
    const rating = ratingOf(players);
    expect(history[30]?.slice(1)).toEqual(players.slice(1, 6).map((row) => row[rating]));
  });

  it("shows the nominations and, when any player has a team, the teams beside them", () => {
    const t = tournament(12);
    t.ctx.recalculateStandings();
    const sheet = t.env.spreadsheet.sheet("Статистика");
    const awards = customStats(t, "номинации");
    const [row, column] = findBlock(sheet, awards);
    // Without a team column nothing stands beside the nominations.
    const beside = column + (awards[0]?.length ?? 0) + 1;
    const empty = [
      ["", "", "", "", "", ""],
      ["", "", "", "", "", ""],
    ];
    expect(block(sheet, row, beside, 2, 6)).toEqual(empty);
    addTeams(t, (player) => (player < "Л" ? "Север" : "Юг"));
    t.ctx.recalculateStandings();
    const teams = customStats(t, "команды");
    expect(teams.map((row) => row[1])).toEqual(["Команда", "Север", "Юг"]);
    expect(findBlock(sheet, teams)).toEqual([row, beside]);
    expect(findBlock(sheet, customStats(t, "номинации"))).toEqual([row, column]);
    // A player in two teams: the problem in words where the teams stood, the rest as it was.
    addTeams(t, (player, row) =>
      player === "Алёна" && row > 50 ? "Юг" : player < "Л" ? "Север" : "Юг",
    );
    t.ctx.recalculateStandings();
    const problem = block(sheet, row, beside, 3, 6);
    expect(String(problem[0]?.[0])).toMatch(
      /игрок «Алёна» записан в разных командах: «Север» \(строка \d+\) и «Юг»/,
    );
    expect(problem.slice(1)).toEqual(empty);
    findBlock(sheet, customStats(t, "номинации"));
    findBlock(sheet, customStats(t, "места"));
  });

  it("past 1,000 games keeps 1,000 of them in the rating's history, evenly spaced, ending with the last", () => {
    expect(historyGames(3)).toEqual([1, 2, 3]);
    expect(historyGames(1000)).toHaveLength(1000);
    expect(historyGames(2000).slice(0, 3)).toEqual([2, 4, 6]);
    const t = tournament(1500);
    const sheet = t.env.spreadsheet.sheet("Статистика");
    const players = customStats(t, "игроки");
    const history = historyBlock(sheet, players, 1001);
    const games = history.slice(1, 1001).map((row) => row[0] as number);
    expect(games).toHaveLength(1000);
    expect((history[1001] ?? []).every((cell) => cell === "")).toBe(true);
    expect(games.every((game, i) => i === 0 || game > (games[i - 1] ?? 0))).toBe(true);
    expect(games.slice(0, 2)).toEqual([2, 3]);
    expect(games.at(-1)).toBe(1500);
    const rating = ratingOf(players);
    expect(history[1000]?.slice(1)).toEqual(players.slice(1, 6).map((row) => row[rating]));
  });

  it("has three charts, made once and then updated in place", () => {
    const t = tournament(20);
    t.ctx.recalculateStandings();
    const sheet = t.env.spreadsheet.sheet("Статистика");
    expect(sheet.charts.map((c) => [c.type, c.options.title])).toEqual([
      ["PIE", "Победы красных и чёрных"],
      ["COLUMN", "% побед по местам за столом"],
      ["LINE", "Рейтинг пятёрки лидеров после каждой игры"],
    ]);
    // Each chart reads the cells that hold its data.
    const [wins, seats, line] = sheet.charts.map((c) => c.ranges.map((a1) => chartData(sheet, a1)));
    const summary = customStats(t, "итоги")[1] as number[];
    expect(wins).toEqual([
      [
        ["Команда", "Победы"],
        ["Красные", summary[1]],
        ["Чёрные", summary[2]],
      ],
    ]);
    const seatView = customStats(t, "места").slice(0, 11);
    const winShare = seatView[0]?.indexOf("% побед сидевшего") ?? -1;
    expect(seats).toEqual([
      seatView.map((row) => [row[0]]),
      seatView.map((row) => [row[winShare]]),
    ]);
    // The rating's history chart reads a fixed range: the history's rows, blanks below them.
    const lineRanges = sheet.charts[2]?.ranges;
    const lineData = () => sheet.charts[2]?.ranges.map((a1) => chartData(sheet, a1))[0];
    const played = historyBlock(sheet, customStats(t, "игроки"), 20);
    expect(line).toHaveLength(1);
    expect(lineData()?.slice(0, played.length)).toEqual(played);
    expect(
      lineData()
        ?.slice(played.length)
        .flat()
        .every((cell) => cell === ""),
    ).toBe(true);
    const ids = sheet.charts.map((c) => c.id);
    // The organiser moves the pie; a saved game updates all three, the pie where it now stands.
    const pie = sheet.charts[0]!;
    sheet.updateChart(pie.modify().setPosition(30, 2, 0, 0).build());
    t.env.calls.reset();
    const reply = saveAsSidebar(t, validGame(21));
    expect(reply.ok).toBe(true);
    expect(sheet.charts.map((c) => c.id)).toEqual(ids);
    expect(sheet.charts[0]?.position).toEqual([30, 2, 0, 0]);
    // The line chart reads the history with the new game; its range is kept, so no chart was
    // rebuilt.
    const history = historyBlock(sheet, customStats(t, "игроки"), 21);
    expect(sheet.charts[2]?.ranges).toEqual(lineRanges);
    expect(lineData()?.slice(0, history.length)).toEqual(history);
    expect(t.env.calls.count("Sheet.updateChart")).toBe(0);
    t.ctx.recalculateStandings();
    expect(sheet.charts).toHaveLength(3);
  });

  it("keeps the last good statistics while the table is broken", () => {
    const t = tournament(10);
    t.ctx.recalculateStandings();
    const sheet = t.env.spreadsheet.sheet("Статистика");
    // Below the top line: A1 is the stale marker, which Sheets computes.
    const below = () => sheet.table().slice(1);
    const before = below();
    // The standings below the status rows, left of the problem list (column U).
    const standings = () =>
      t.standings
        .table()
        .slice(TABLE_ROW - 1)
        .map((row) => row.slice(0, 20));
    const standingsBefore = standings();
    t.games.load([[3, 2, "Кеша", "Мирняк", "Красные"]], 24);
    t.env.calls.reset();
    t.ctx.recalculateStandings();
    // Only the status rows and the problem list change; the tables stand as they were.
    expect(t.standings.display(1, 1)).toContain("Таблица не обновлена");
    expect(standings()).toEqual(standingsBefore);
    expect(t.env.calls.valuesWrites("Статистика")).toBe(0);
    expect(below()).toEqual(before);
    expect(sheet.display(1, 1)).toMatch(/^⚠ Не обновлено/);
  });

  it("is English in an English spreadsheet", () => {
    const t = tournament(12, { locale: "en_US" });
    t.ctx.recalculateStandings();
    const sheet = t.env.spreadsheet.sheet("Statistics");
    expect(block(sheet, 1, 1, 1, 5)).toEqual([["Place", "Player", "Games", "Wins", "Win %"]]);
    expect(sheet.charts.map((c) => c.options.title)).toEqual([
      "Red and black wins",
      "Win % by seat",
      "The top five's rating after each game",
    ]);
  });
});

describe.each(QUIRK_VALUES.chartModifyOptions)("charts rebuilt with their options %s", (mode) => {
  it("keep the organiser's styling of every chart over ten saves", () => {
    const t = tournament(20, { quirks: { chartModifyOptions: mode } });
    const sheets = [t.standings, t.env.spreadsheet.sheet("Статистика")];
    const styled = new Map<number, string>();
    /** The organiser restyles every chart in the chart editor (a rebuild of their own). */
    const style = (round: number) => {
      for (const sheet of sheets)
        for (const chart of sheet.charts) {
          const colour = `#${String(round).padStart(2, "0")}${String(chart.id).padStart(4, "0")}`;
          sheet.updateChart(
            chart
              .modify()
              .setOption("colors", [colour])
              .setOption("title", `Мой ${chart.id}`)
              .build(),
          );
          styled.set(chart.id, colour);
        }
    };
    const charts = () => sheets.flatMap((sheet) => sheet.charts);
    expect(charts()).toHaveLength(4);
    for (let n = 21; n <= 30; n++) {
      // Styling set between saves: before the first and again half-way.
      if (n === 21 || n === 26) style(n);
      t.env.calls.reset();
      expect(saveAsSidebar(t, validGame(n)).ok).toBe(true);
      expect(t.env.calls.count("Sheet.updateChart")).toBe(0);
      expect(t.env.calls.count("Sheet.insertChart")).toBe(0);
    }
    expect(charts().map((c) => [c.options.colors, c.options.title])).toEqual(
      charts().map((c) => [[styled.get(c.id)], `Мой ${c.id}`]),
    );
    // The rating's history grew by ten games under a range that did not change.
    expect(sheets[1]?.charts[2]?.ranges).toEqual(["AM22:AR1022"]);
  });
});
