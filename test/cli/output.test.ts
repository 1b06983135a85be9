/**
 * What a Russian secretary gets from the command line: games without a winner named on standard
 * error whatever the format, decimal commas in the Russian table, names in Unicode NFC.
 * The table is test/cli/statsFixtures.ts's game 1, scored by hand with the Club system
 * (RULES.md): red wins.
 *   Боря   Civilian win 3 + best player 2             = 5   (1st: best player breaks the tie)
 *   Аня    Civilian win 3 + best move 5 7 9, 3 black 2 = 5   (2nd: killed first night)
 *   Гоша   Civilian win 3 + two correct picks 2       = 5   (3rd)
 *   Вера   Sheriff win                                = 4
 *   Катя   Civilian win 3 + 0.5 extra                 = 3.5
 *   Егор   Civilian win 3 − remark 0.5                = 2.5
 *   Зоя    Civilian win 3 − removal 1                 = 2
 *   Даша, Илья  Mafia loss                            = 0   (share 8th, alphabetically)
 *   Женя   Don loss                                   = −1
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { cli, GAME_1, GAME_2, HEADER, scratchFolder } from "./statsFixtures";

const file = scratchFolder("mafia-output-");

/** Game 2 of the fixtures renumbered `id`, with no winner typed: a game in progress. */
const inProgress = (id: string) => GAME_2.replace(/^2,/gm, `${id},`).replace(/,Чёрные,/g, ",,");

const ONE_GAME = file(HEADER + GAME_1);
const TWO_OPEN = file(HEADER + GAME_1 + inProgress("4") + inProgress("7"));
const ONE_OPEN = file(HEADER + GAME_1 + inProgress("4"));

const EN_HEADER =
  "Game,Seat,Player,Role,Winner,Killed first night,Best move,Correct picks,Best player,Remarks,Removed,Extra points\n";
const EN_OPEN = file(
  EN_HEADER +
    (GAME_1 + inProgress("4") + inProgress("7"))
      .replace(/Мирный/g, "Civilian")
      .replace(/Шериф/g, "Sheriff")
      .replace(/Мафия/g, "Mafia")
      .replace(/Дон/g, "Don")
      .replace(/Красные/g, "Red"),
);

const POINTS = [
  ["1", "Боря", "5"],
  ["2", "Аня", "5"],
  ["3", "Гоша", "5"],
  ["4", "Вера", "4"],
  ["5", "Катя", "3.5"],
  ["6", "Егор", "2.5"],
  ["7", "Зоя", "2"],
  ["8", "Даша", "0"],
  ["8", "Илья", "0"],
  ["10", "Женя", "-1"],
];

/** The data rows of a drawn table, each as its trimmed cells. */
const tableRows = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("│"))
    .slice(1)
    .map((line) =>
      line
        .split("│")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

describe("games without a winner", () => {
  it("are named on stderr in every format, and the standings are those of the finished game", () => {
    const alone = cli(ONE_GAME, "-f", "csv").stdout;
    for (const format of [["-f", "csv"], ["-f", "json"], ["--excel"], []]) {
      const { status, stdout, stderr } = cli(TWO_OPEN, ...format);
      expect(status, format.join(" ")).toBe(0);
      expect(stderr, format.join(" ")).toBe("В процессе, не учтены: игры 4, 7\n");
      if (format[1] === "csv") expect(stdout).toBe(alone);
    }
    expect(cli(ONE_OPEN, "-f", "json").stderr).toBe("В процессе, не учтены: игра 4\n");
    expect(cli(ONE_GAME, "-f", "json").stderr).toBe("");
  });

  it("in English for an English table", () => {
    expect(cli(EN_OPEN, "-f", "csv").stderr).toBe("In progress, not counted: games 4, 7\n");
  });

  it("are named by `rating` under their file's name", () => {
    const { status, stderr } = cli("rating", ONE_GAME, TWO_OPEN, "-f", "json");
    expect(status).toBe(0);
    expect(stderr).toBe(`«${TWO_OPEN}»: В процессе, не учтены: игры 4, 7\n`);
  });

  it("are named by `stats` as well", () => {
    const { status, stderr } = cli("stats", TWO_OPEN, "-f", "csv");
    expect(status).toBe(0);
    expect(stderr).toBe("В процессе, не учтены: игры 4, 7\n");
  });
});

describe("numbers", () => {
  it("the Russian table prints decimal commas, CSV and JSON a decimal point", () => {
    const table = tableRows(cli(ONE_GAME).stdout).map((row) => row.slice(0, 3));
    expect(table).toEqual(
      POINTS.map(([place, name, points]) => [place, name, points!.replace(".", ",")]),
    );
    const [, ...csv]: string[][] = parse(cli(ONE_GAME, "-f", "csv").stdout);
    expect(csv.map((row) => row.slice(0, 3))).toEqual(POINTS);
    const json = JSON.parse(cli(ONE_GAME, "-f", "json").stdout) as { points: number }[];
    expect(json.map((record) => record.points)).toEqual(POINTS.map(([, , p]) => Number(p)));
    expect(cli(ONE_GAME, "--excel").stdout).toContain("5;Катя;3,5;");
  });

  it("the English table keeps the decimal point", () => {
    const table = tableRows(cli(EN_OPEN).stdout);
    expect(table.find((row) => row[1] === "Катя")?.[2]).toBe("3.5");
  });
});

describe("names", () => {
  it("a name first typed with a decomposed «ё» is printed as «ё» (NFC) in every format", () => {
    const decomposed = "Але\u0308на";
    const games = file(HEADER + GAME_1.replace("Аня", decomposed) + GAME_2.replace("Аня", "Алёна"));
    for (const format of [[], ["-f", "csv"], ["-f", "json"], ["--points", "-f", "csv"]]) {
      const { status, stdout } = cli(games, ...format);
      expect(status).toBe(0);
      expect(stdout, format.join(" ")).toContain("Алёна");
      expect(stdout, format.join(" ")).not.toContain(decomposed);
    }
  });
});
