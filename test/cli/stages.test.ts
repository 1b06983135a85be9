/**
 * A tournament with a final (STAGES.md), as a user runs it: `mafia-standings
 * examples/fiim-final.csv --rules examples/fiim-final-rules.csv` in process, compared with
 * the standings worked out by hand from the protocol (docs/scoring.md, "Worked example: a final").
 *
 * The tournament: 22 players; a main stage of ten rounds at two tables (games 1–20, «Этап» blank
 * in games 1–10 and «Основной» in 11–20), 18 players in every round, Олег in rounds 1–8, Роман in
 * 1–4, Полина in 5–10, Соня in 9–10; then a final of four games at one table (games 21–24,
 * «Финал»). Алёна, 4th after the main stage, left before the final: Зоя, 11th, took her seat.
 * Rules: FIIM, «Вес финала» 1,3, «Ci в финале» отдельно, «Минимум игр» 7.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { cli, root, STANDINGS_KEYS } from "./run";

const GAMES = "examples/fiim-final.csv";
const RULES = "examples/fiim-final-rules.csv";
const scratch = mkdtempSync(path.join(tmpdir(), "mafia-stages-cli-"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A file in the scratch folder: an example's text, edited. */
function variant(example: string, edit: (text: string) => string): string {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, edit(readFileSync(path.join(root, example), "utf8")));
  return file;
}

/** The example's rules with a row added. */
const rulesWith = (row: string) => variant(RULES, (text) => `${text.trimEnd()}\n${row}\n`);
/** The example's rules with «Ci в финале» set otherwise. */
const ciInFinal = (mode: string) =>
  variant(RULES, (text) => text.replace("Ci в финале,отдельно", `Ci в финале,${mode}`));

const KEYS = [
  ...STANDINGS_KEYS,
  "bonusPoints",
  "sheriffDonWins",
  "ci",
  "mainPoints",
  "finalPoints",
];

/**
 * The standings, worked out by hand (columns as KEYS; place null: too few games).
 *
 * Дина (the worked example of docs/scoring.md), game by game, FIIM: a win 1, every game 0.3,
 * extra points as written, a best move of three black 0.7:
 *   main stage  2 loss 0.3; 3 Civilian killed first night, loss, «6 8 9» = Дон, Мафия, Мафия
 *               → 0.3 + 0.7 + Ci; 6 Don win 1.3; 8 win 1.3; 10 win + 0.2 = 1.5; 11 win + 0.4
 *               = 1.7; 14 win + 0.3 = 1.6; 15 win 1.3; 17 loss 0.3; 20 win 1.3.
 *               Ci: N = 10, K = 1, R = round(4) = 4 → min(0.5, 1 × 0.5 / 4) = 0.125.
 *               Sum 11.6 + 0.125 = 11.725.
 *   final (× 1.3) 21 loss 0.3; 22 Mafia loss 0.3; 23 Civilian killed first night, loss,
 *               «3 4 10» = Мафия, Мафия, Дон → 0.3 + 0.7 + Ci; 24 win 1.3.
 *               Ci: the final's own N = 4, K = 1, R = round(1.6) = 2 → min(0.5, 0.5 / 2) = 0.25.
 *               (0.3 + 0.3 + 1.25 + 1.3) × 1.3 = 3.15 × 1.3 = 4.095.
 *   total 15.82; wins 7 + 1 = 8 of 14; Ci 0.125 + 0.25 × 1.3 = 0.45;
 *   bonus points 15.82 − 7 × 1 − 1 × 1.3 − 0.45 = 7.07.
 * The order:
 *   the ten finalists first, whatever their points: Зоя (10.185) is 10th, above Алёна (11.3),
 *   who is the best of the rest and 11th — places run on from the finalists;
 *   Олег and Юля: 13.36 each, bonus points 4.76 each, 8 wins each; Олег has 2 wins as
 *   Sheriff or Don, Юля none → 7th and 8th;
 *   Иван, Егор, Ульяна: 6.7 each; Иван's bonus points 3.7 against 2.7 → 16th; Егор and Ульяна
 *   are equal on every tie-break and share 17th (alphabetically); Фёдор (removed once, −0.5) is
 *   19th; fewer than 7 games: Роман (4), Полина (6), Соня (2) — no place, ranked among themselves.
 */
const EXPECTED: (string | number | null)[][] = [
  [1, "Мила", 20.18, 14, 12, 2, 0, 1, 0, 6, 2, 6.98, 1, 0, 11.6, 8.58],
  [2, "Лев", 16.62, 14, 10, 4, 0, 1, 1, 1, 1, 6.02, 2, 0, 12.2, 4.42],
  [3, "Дина", 15.82, 14, 8, 6, 0, 1, 0, 0, 2, 7.07, 1, 0.45, 11.725, 4.095],
  [4, "Жанна", 15.57, 14, 8, 6, 0, 0, 0, 2, 2, 6.97, 0, 0, 10.5, 5.07],
  [5, "Вера", 14.085, 14, 8, 6, 0, 2, 2, 2, 2, 5.06, 4, 0.125, 8.625, 5.46],
  [6, "Глеб", 13.54, 14, 6, 8, 0, 0, 0, 1, 2, 6.69, 0, 0.25, 9.25, 4.29],
  [7, "Олег", 13.36, 12, 8, 4, 0, 0, 2, 2, 1, 4.76, 2, 0, 9.2, 4.16],
  [8, "Юля", 13.36, 14, 8, 6, 0, 0, 0, 2, 0, 4.76, 0, 0, 9.2, 4.16],
  [9, "Марк", 12.86, 14, 7, 7, 0, 2, 2, 1, 0, 5.26, 4, 0, 8.7, 4.16],
  [10, "Зоя", 10.185, 14, 5, 9, 0, 0, 0, 1, 1, 5.06, 0, 0.125, 8.625, 1.56],
  [11, "Алёна", 11.3, 10, 7, 3, 0, 1, 0, 0, 1, 4.3, 1, 0, 11.3, 0],
  [12, "Кира", 8.4, 10, 4, 6, 0, 0, 0, 0, 2, 4.4, 0, 0, 8.4, 0],
  [13, "Тимур", 7.625, 10, 3, 7, 0, 1, 1, 1, 1, 4.5, 2, 0.125, 7.625, 0],
  [14, "Борис", 7.1, 10, 3, 7, 0, 1, 0, 1, 2, 3.6, 1, 0.5, 7.1, 0],
  [15, "Нина", 6.9, 10, 2, 8, 0, 0, 0, 0, 2, 4.4, 0, 0.5, 6.9, 0],
  [16, "Иван", 6.7, 10, 3, 7, 0, 0, 1, 0, 0, 3.7, 1, 0, 6.7, 0],
  [17, "Егор", 6.7, 10, 4, 6, 0, 1, 0, 1, 0, 2.7, 1, 0, 6.7, 0],
  [17, "Ульяна", 6.7, 10, 4, 6, 0, 0, 1, 2, 0, 2.7, 1, 0, 6.7, 0],
  [19, "Фёдор", 6.5, 10, 3, 7, 0, 0, 1, 0, 0, 3.5, 1, 0, 6.5, 0],
  [null, "Роман", 4.4, 4, 3, 1, 0, 0, 0, 1, 0, 1.4, 0, 0, 4.4, 0],
  [null, "Полина", 3.8, 6, 2, 4, 0, 0, 1, 0, 0, 1.8, 1, 0, 3.8, 0],
  [null, "Соня", 2.6, 2, 2, 0, 0, 1, 0, 0, 0, 0.6, 1, 0, 2.6, 0],
];

/** As a table or CSV shows a row: every figure as text, no place as an empty cell. */
const asText = (row: readonly (string | number | null)[]) => row.map((v) => String(v ?? ""));
/** A row as the Russian table prints it: decimal commas (20.18 → 20,18). */
const asTableText = (row: readonly (string | number | null)[]) =>
  row.map((v) => (typeof v === "number" ? String(v).replace(".", ",") : (v ?? "")));

/** Each row's group (STAGES.md): the ten finalists, the rest, too few games (no place). */
const GROUPS = EXPECTED.map((row, i) =>
  i < 10 ? "finalists" : row[0] === null ? "too-few" : "ranked",
);
const GROUP_WORDS: Record<string, string> = {
  finalists: "Финалист",
  ranked: "В зачёте",
  "too-few": "Без места",
};

const cells = (line: string) =>
  line
    .split("│")
    .slice(1, -1)
    .map((cell) => cell.trim());

describe("examples/fiim-final.csv: a main stage and a final", () => {
  it("prints the finalists, the rest, then the players with too few games without a place", () => {
    const { status, stdout, stderr } = cli(GAMES, "--rules", RULES, "--wide");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    const heading = lines.findIndex((line) => line.includes("Без места: меньше 7 игр"));
    const rows = lines.filter((line, i) => line.startsWith("│") && i !== heading).map(cells);
    // A line under the ten finalists; a heading, between two lines, above the players without
    // a place; the other lines are the table's rows.
    const first = lines.findIndex((line) => line.startsWith("│"));
    expect(lines[first + 11]).toMatch(/^├[─┼]+┤$/);
    expect(cells(lines[first + 10]!)[1]).toBe("Зоя");
    expect(lines[heading - 1]).toMatch(/^├[─┴]+┤$/);
    expect(lines[heading]).toMatch(/^│ Без места: меньше 7 игр +│$/);
    expect(lines[heading + 1]).toMatch(/^├[─┬]+┤$/);
    expect(cells(lines[heading + 2]!)[1]).toBe("Роман");
    expect(lines.filter((line) => line.startsWith("├"))).toHaveLength(3);
    // the system's columns, then one column per stage played; no semi-final was played
    expect(rows[0]!.slice(11)).toEqual([
      "Доп. баллы",
      "Победы шерифом и доном",
      "Ci",
      "Основной этап",
      "Финал",
    ]);
    expect(rows.slice(1)).toEqual(EXPECTED.map(asTableText));
    expect(lines.at(-1)).toBe("Сыграно игр: 24, игроков: 22.");
  });

  it("gives the same standings as CSV, with the stage columns' headers", () => {
    const { status, stdout } = cli(GAMES, "--rules", RULES, "--format", "csv");
    expect(status).toBe(0);
    const [header, ...rows] = parse(stdout);
    // Each player's group last: a column of its own when there are groups.
    expect(header!.slice(-3)).toEqual(["Основной этап", "Финал", "Группа"]);
    expect(rows).toEqual(EXPECTED.map((row, i) => [...asText(row), GROUP_WORDS[GROUPS[i]!]]));
  });

  it("--format json: the stage columns' keys, and place null for too few games", () => {
    const { status, stdout } = cli(GAMES, "--rules", RULES, "--format", "json");
    expect(status).toBe(0);
    const records = JSON.parse(stdout) as Record<string, unknown>[];
    expect(records.map((record) => Object.keys(record))).toEqual(
      EXPECTED.map(() => [...KEYS, "group"]),
    );
    expect(records).toEqual(
      EXPECTED.map((row, r) => ({
        ...Object.fromEntries(KEYS.map((key, i) => [key, row[i]])),
        group: GROUPS[r],
      })),
    );
    expect(records.filter((r) => r.place === null).map((r) => r.player)).toEqual([
      "Роман",
      "Полина",
      "Соня",
    ]);
    // a player's points are their stages' points
    for (const r of records) {
      expect(r.points as number).toBeCloseTo(
        (r.mainPoints as number) + (r.finalPoints as number),
        9,
      );
    }
  });

  it("--points: a final seat's points are weighted, its Ci counted over the final's games", () => {
    const { status, stdout } = cli(GAMES, "--rules", RULES, "--points", "--format", "csv");
    expect(status).toBe(0);
    const dina = parse(stdout).filter((row) => row[2] === "Дина");
    expect(dina.map((row) => [row[0], row[4]])).toEqual([
      ["2", "0.3"],
      ["3", "1.125"], // 0.3 + 0.7 + Ci 0.125 (N = 10, K = 1, R = 4)
      ["6", "1.3"],
      ["8", "1.3"],
      ["10", "1.5"],
      ["11", "1.7"],
      ["14", "1.6"],
      ["15", "1.3"],
      ["17", "0.3"],
      ["20", "1.3"],
      ["21", "0.39"], // 0.3 × 1.3
      ["22", "0.39"],
      ["23", "1.625"], // (0.3 + 0.7 + Ci 0.25 (N = 4, K = 1, R = 2)) × 1.3
      ["24", "1.69"], // (1 + 0.3) × 1.3
    ]);
  });
});

describe("groups in an English table", () => {
  it("the «No place» heading, the Group column and the group key in English", () => {
    const rules = variant(
      "examples/tournament-en.csv",
      () => "Setting,Value\nSystem,Club\nMinimum games,4\n",
    );
    const table = cli("examples/tournament-en.csv", "--rules", rules).stdout.split("\n");
    const heading = table.findIndex((line) => line.includes("No place"));
    expect(table[heading]).toMatch(/^│ No place: fewer than 4 games +│$/);
    expect(cells(table[heading - 2]!)[1]).toBe("Cherry");
    expect(cells(table[heading + 2]!)[1]).toBe("Ace");
    const [header, first, last] = parse(
      cli("examples/tournament-en.csv", "--rules", rules, "-f", "csv").stdout,
    ).filter((_, i, rows) => i < 2 || i === rows.length - 1);
    expect([header!.at(-1), first!.at(-1), last!.at(-1)]).toEqual(["Group", "Ranked", "No place"]);
    const json = JSON.parse(
      cli("examples/tournament-en.csv", "--rules", rules, "-f", "json").stdout,
    ) as { player: string; group: string }[];
    expect(json.filter((p) => p.group === "ranked").map((p) => p.player)).toEqual([
      "Fox",
      "Doc",
      "Owl",
      "Cherry",
    ]);
    expect(json.slice(4).every((p) => p.group === "too-few")).toBe(true);
  });
});

describe("the same tournament under other stage settings", () => {
  const json = (rules: string) =>
    JSON.parse(cli(GAMES, "--rules", rules, "--format", "json").stdout) as Record<
      string,
      unknown
    >[];
  const of = (records: Record<string, unknown>[], player: string) =>
    records.find((r) => r.player === player)!;

  it("«Ci в финале: вместе»: Дина's N = 14, K = 2, R = 6, Ci 1/6 in game 3 and 1/6 × 1.3 in game 23", () => {
    const dina = of(json(ciInFinal("вместе")), "Дина");
    // 15.82 − 0.125 + 1/6 − 0.325 + 1.3/6
    expect(dina).toMatchObject({ place: 3, points: 15.7533, ci: 0.3833 });
  });

  it("«Ci в финале: нет»: the final gives no Ci, and Дина (15.495) falls below Жанна (15.57)", () => {
    const records = json(ciInFinal("нет"));
    expect(of(records, "Дина")).toMatchObject({ place: 4, points: 15.495, ci: 0.125 });
    expect(of(records, "Жанна")).toMatchObject({ place: 3, points: 15.57 });
  });

  it("«Скрыть финал: да»: the standings of the main stage, as if the final were not written", () => {
    const hidden = cli(GAMES, "--rules", rulesWith("Скрыть финал,да"), "--format", "csv");
    const withoutFinal = variant(GAMES, (text) =>
      text
        .split("\n")
        .filter((line) => !line.endsWith(",Финал"))
        .join("\n"),
    );
    const mainOnly = cli(withoutFinal, "--rules", RULES, "--format", "csv");
    expect(hidden.status).toBe(0);
    expect(hidden.stdout).toBe(mainOnly.stdout);
    const rows = parse(hidden.stdout);
    // no stage columns without a finished final game; by hand: the main-stage column above
    expect(rows[0]!.slice(-2)).toEqual(["Ci", "Группа"]);
    expect(rows.slice(1, 5).map((row) => row.slice(0, 3))).toEqual([
      ["1", "Лев", "12.2"],
      ["2", "Дина", "11.725"],
      ["3", "Мила", "11.6"],
      ["4", "Алёна", "11.3"],
    ]);
    // The table format's last line says the final is hidden; shown, it says nothing of it.
    const table = cli(GAMES, "--rules", rulesWith("Скрыть финал,да")).stdout.trimEnd();
    expect(table.split("\n").at(-1)).toBe(
      "Сыграно игр: 20, игроков: 22. Финал скрыт (правила: «Скрыть финал»).",
    );
    expect(cli(GAMES, "--rules", RULES).stdout).not.toMatch(/скрыт/);
  });

  it("«Зачёт по: среднему»: «Очки за игру» (pointsPerGame) before the stages, in every group", () => {
    const rules = rulesWith("Зачёт по,среднему");
    const [header] = parse(cli(GAMES, "--rules", rules, "--format", "csv").stdout);
    expect(header!.slice(-5)).toEqual(["Ci", "Очки за игру", "Основной этап", "Финал", "Группа"]);
    const records = json(rules);
    expect(Object.keys(records[0]!).slice(-4)).toEqual([
      "pointsPerGame",
      "mainPoints",
      "finalPoints",
      "group",
    ]);
    const line = (r: Record<string, unknown>) => [r.place, r.player, r.pointsPerGame];
    // finalists first: Мила 20.18 / 14; Дина 15.82 / 14 = 1.13 is 3rd
    expect(records.slice(0, 3).map(line)).toEqual([
      [1, "Мила", 1.4414],
      [2, "Лев", 1.1871],
      [3, "Дина", 1.13],
    ]);
    // Алёна 11.3 / 10 heads the rest; too few games: Соня 2.6 / 2 above Роман 4.4 / 4
    expect(line(records[10]!)).toEqual([11, "Алёна", 1.13]);
    expect(records.slice(19).map(line)).toEqual([
      [null, "Соня", 1.3],
      [null, "Роман", 1.1],
      [null, "Полина", 0.6333],
    ]);
  });
});
