/**
 * The command line as a user runs it: `mafia-standings FILE.csv [--format …] [--points]`,
 * in process (test/cli/run.ts), on the bundled examples and on broken files.
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { afterAll, describe, expect, it } from "vitest";
import { cp1251, utf16 } from "./encodings";
import { cli, cliWithInput, root, STANDINGS_KEYS } from "./run";
import { RU_STANDINGS_HEADER } from "../contract";

const scratch = mkdtempSync(path.join(tmpdir(), "mafia-cli-"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A file in the scratch folder, made from an example by replacing text. */
function variant(example: string, edit: (text: string) => string): string {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, edit(readFileSync(path.join(root, "examples", example), "utf8")));
  return file;
}

const KEYS = STANDINGS_KEYS;

/**
 * The standings of examples/tournament.csv, worked out from the protocol with the rules table
 * of RULES.md outside the engine. Columns: place, player, points, games, wins, losses,
 * best player, Don wins, Sheriff wins, Mafia wins, killed first night.
 *
 * The leader, by hand (game: role, result, bonuses):
 *   Лис  1 Sheriff win + best player 6; 2 Civilian win + pick + best player 6;
 *        3 Civilian loss, killed first night, best move «5, 9» = Don + Mafia → +1, 1;
 *        4 Sheriff loss + pick − remark −0.5; 5 Mafia win 4; 7 Civilian win + pick 4;
 *        8 Civilian loss + pick 1; 9 Sheriff killed first night, loss 0;
 *        11 Civilian win + pick 4; 12 Civilian loss, killed first night, best move 3 → +2, + pick 3
 *        = 28.5 in 10 games (13 is in progress).
 * Every tie-break level decides a pair of neighbours:
 *   2 wins:          Бродяга 18 (5 wins) over Граф 18 (3)
 *   3 fewer losses:  Серый Кардинал 21/5 wins/3 losses over Кеша 21/5/4
 *   4 best player:   Док (2) over Маэстро (1); Кеша (2) over Фараон (1)
 *   5 Don wins:      Шторм (1) over Барон (0), both 7 points, 2–3, no best player
 *   6 Sheriff wins:  Маэстро (2) over Серый Кардинал (0)
 *   7 Mafia wins:    Кнопка (1) over Вишня (0), both 4 points, 1–7
 *   8 first killed:  Фараон (1) over Пчёлка (0); Барон (1) over Сова (0)
 *   9 full tie:      Тайга and Шторм share 11th place, listed alphabetically
 */
const EXPECTED: (string | number)[][] = [
  [1, "Лис", 28.5, 10, 5, 5, 2, 0, 1, 1, 3],
  [2, "Док", 21, 8, 5, 3, 2, 0, 0, 1, 1],
  [3, "Маэстро", 21, 8, 5, 3, 1, 0, 2, 1, 0],
  [4, "Серый Кардинал", 21, 8, 5, 3, 1, 0, 0, 2, 1],
  [5, "Кеша", 21, 9, 5, 4, 2, 0, 0, 2, 0],
  [6, "Фараон", 21, 9, 5, 4, 1, 1, 0, 1, 1],
  [7, "Пчёлка", 21, 9, 5, 4, 1, 1, 0, 1, 0],
  [8, "Бродяга", 18, 9, 5, 4, 0, 1, 1, 1, 0],
  [9, "Граф", 18, 9, 3, 6, 2, 2, 0, 0, 1],
  [10, "Ассоль", 12, 5, 3, 2, 0, 0, 1, 1, 1],
  [11, "Тайга", 7, 5, 2, 3, 0, 1, 0, 0, 0],
  [11, "Шторм", 7, 5, 2, 3, 0, 1, 0, 0, 0],
  [13, "Барон", 7, 5, 2, 3, 0, 0, 0, 1, 1],
  [14, "Сова", 7, 5, 2, 3, 0, 0, 0, 1, 0],
  [15, "Кнопка", 4, 8, 1, 7, 0, 0, 0, 1, 0],
  [16, "Вишня", 4, 8, 1, 7, 0, 0, 0, 0, 2],
];

/** examples/tournament-en.csv, worked out by hand the same way. */
const EXPECTED_EN: (string | number)[][] = [
  [1, "Fox", 14, 4, 3, 1, 1, 0, 0, 1, 0],
  [2, "Ace", 11, 3, 2, 1, 1, 1, 0, 0, 0],
  [3, "Count", 9, 3, 2, 1, 1, 0, 0, 1, 0],
  [4, "Storm", 8, 3, 2, 1, 0, 1, 0, 0, 0],
  [5, "Doc", 7, 4, 2, 2, 0, 0, 0, 1, 1],
  [5, "Owl", 7, 4, 2, 2, 0, 0, 0, 1, 1],
  [7, "Drifter", 6.5, 3, 2, 1, 0, 0, 0, 0, 1],
  [8, "Cherry", 6, 4, 2, 2, 0, 0, 0, 0, 0],
  [9, "Maestro", 6, 3, 1, 2, 1, 0, 1, 0, 0],
  [10, "Button", 4, 3, 1, 2, 0, 0, 1, 0, 0],
  [11, "Baron", 3, 3, 1, 2, 0, 0, 0, 0, 1],
  [12, "Taiga", -1, 3, 0, 3, 0, 0, 0, 0, 0],
];

/** No final, no «Минимум игр»: every player is in the one group, "ranked". */
const asRecords = (rows: (string | number)[][]) =>
  rows.map((row) => ({
    ...Object.fromEntries(KEYS.map((key, i) => [key, row[i]])),
    group: "ranked",
  }));

describe("the example tournament", () => {
  it("prints an aligned table with the leaders and a summary (npm start)", () => {
    const { status, stdout, stderr } = cli("examples/tournament.csv", "--wide");
    expect(stderr).toBe("В процессе, не учтены: игра 13\n");
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    const table = lines.filter((line) => /^[┌│└]/.test(line));
    // every line of the table is as wide as the others, and the column rules line up
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
    const rules = (line: string) =>
      [...line].flatMap((ch, i) => ("│┬┴┼┌┐└┘".includes(ch) ? [i] : []));
    for (const line of table) expect(rules(line)).toEqual(rules(table[0]!));
    const cells = (line: string) =>
      line
        .split("│")
        .slice(1, -1)
        .map((cell) => cell.trim());
    expect(cells(table[1]!)).toEqual(RU_STANDINGS_HEADER);
    expect(cells(table[2]!)).toEqual(["1", "Лис", "28,5", "10", "5", "5", "2", "0", "1", "1", "3"]);
    expect(cells(table[3]!).slice(0, 3)).toEqual(["2", "Док", "21"]);
    // numbers are right-aligned
    expect(table[2]!.split("│")[3]).toMatch(/^ +28,5 $/);
    expect(lines.at(-1)).toBe("Сыграно игр: 12, игроков: 16.");
  });

  it("gives exactly the standings worked out by hand (json)", () => {
    const { status, stdout } = cli("examples/tournament.csv", "--format", "json");
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(asRecords(EXPECTED));
  });

  it("gives the same standings as CSV, with the Russian headers of MAFIA_STANDINGS", () => {
    const { status, stdout } = cli("examples/tournament.csv", "-f", "csv");
    expect(status).toBe(0);
    const [header, ...rows] = parse(stdout);
    expect(header).toEqual(RU_STANDINGS_HEADER);
    expect(rows).toEqual(EXPECTED.map((row) => row.map(String)));
  });

  it("--points prints every seat's points; rows of the game in progress have none", () => {
    const { status, stdout } = cli("examples/tournament.csv", "--points", "--format", "csv");
    expect(status).toBe(0);
    const [header, ...rows] = parse(stdout);
    expect(header).toEqual(["Игра", "Место", "Игрок", "Роль", "Очки"]);
    expect(rows).toHaveLength(130);
    const at = (game: string, seat: string) =>
      rows.find((row) => row[0] === game && row[1] === seat);
    // by hand from the protocol:
    expect(at("1", "1")).toEqual(["1", "1", "Лис", "Шериф", "6"]); // Sheriff win + best player
    expect(at("9", "8")).toEqual(["9", "8", "Лис", "Шериф", "0"]); // Sheriff killed first night, black won
    expect(at("12", "10")).toEqual(["12", "10", "Лис", "Мирный", "3"]); // killed first night, best move 3, a pick
    expect(at("2", "8")).toEqual(["2", "8", "Серый Кардинал", "Мирный", "5"]); // red win, «2 3 6» names two black, a pick
    expect(at("8", "5")).toEqual(["8", "5", "Шторм", "Шериф", "-1.5"]); // Sheriff loss −1, a pick +1, a remark −0.5, removed −1
    expect(at("10", "3")).toEqual(["10", "3", "Серый  кардинал", "Мафия", "4"]); // Mafia win; the name as typed on that row
    expect(at("12", "2")).toEqual(["12", "2", "пчёлка", "Шериф", "-1"]); // Sheriff loss
    expect(rows.filter((row) => row[0] === "13").map((row) => row[4])).toEqual(Array(10).fill(""));
  });

  it("--points --format json: stable English keys, role ids, null for a game in progress", () => {
    const { status, stdout } = cli("examples/tournament.csv", "--points", "-f", "json");
    expect(status).toBe(0);
    const records = JSON.parse(stdout) as Record<string, unknown>[];
    expect(records).toHaveLength(130);
    expect(records[0]).toEqual({ game: "1", seat: 1, player: "Лис", role: "sheriff", points: 6 });
    expect(records.filter((r) => r.game === "13").every((r) => r.points === null)).toBe(true);
    expect(new Set(records.map((r) => r.role))).toEqual(
      new Set(["civilian", "sheriff", "mafia", "don"]),
    );
  });

  it("--points as a table", () => {
    const { status, stdout } = cli("examples/tournament.csv", "--points");
    expect(status).toBe(0);
    expect(stdout).toContain("│ Игра │ Место │ Игрок");
    expect(stdout.split("\n").filter((line) => line.startsWith("│"))).toHaveLength(131);
  });
});

describe("standard input", () => {
  it("the file «-» is read from standard input, in any encoding a file may have", () => {
    const text = readFileSync(path.join(root, "examples/tournament.csv"), "utf8");
    const fromFile = cli("examples/tournament.csv", "-f", "json");
    expect(cliWithInput(text, "-", "-f", "json")).toEqual(fromFile);
    expect(cliWithInput(utf16(text, "le"), "-", "-f", "json")).toEqual(fromFile);
    const empty = cliWithInput("", "-");
    expect(empty.status).toBe(1);
    expect(empty.stderr).toBe(
      "«-» — пустой файл, в нём нет ни одной строки / “-” is empty: not a single row\n",
    );
  });

  it("seating --players -: the players from standard input", () => {
    const players = Array.from({ length: 10 }, (_, i) => `Игрок ${i + 1}`).join("\n");
    const piped = cliWithInput(players, "seating", "--players", "-", "-t", "1", "-g", "1");
    expect(piped.status).toBe(0);
    expect(piped.stdout).toBe(cli("seating", "--players", "10", "-t", "1", "-g", "1").stdout);
  });
});

describe("--excel: CSV for Russian Excel", () => {
  it("a byte order mark, «;» between cells, decimal commas: the CSV's cells otherwise", () => {
    const { status, stdout } = cli("examples/tournament.csv", "--excel");
    expect(status).toBe(0);
    expect(stdout.startsWith("\uFEFFМесто;Игрок;Очки;")).toBe(true);
    expect(stdout.indexOf("\uFEFF", 1)).toBe(-1);
    const excel: string[][] = parse(stdout.slice(1), { delimiter: ";" });
    const csv: string[][] = parse(cli("examples/tournament.csv", "-f", "csv").stdout);
    expect(excel).toEqual(csv.map((row) => row.map((cell) => cell.replace(".", ","))));
    expect(excel[1]!.slice(0, 3)).toEqual(["1", "Лис", "28,5"]);
  });

  it("--points with a negative figure, and --format csv --excel: the same file", () => {
    const { stdout } = cli("examples/tournament.csv", "--points", "--excel");
    expect(stdout).toContain("\n8;5;Шторм;Шериф;-1,5\n");
    expect(cli("examples/tournament.csv", "--points", "--excel", "-f", "csv").stdout).toBe(stdout);
  });

  it("names that look like formulas stay text, as in any CSV", () => {
    const file = variant("tournament.csv", (text) => text.replaceAll("Лис", "=Лис"));
    expect(cli(file, "--excel").stdout).toContain("\n1;'=Лис;28,5;");
  });

  it("with --format table or json: exit 2, said in both languages", () => {
    const { status, stdout, stderr } = cli("examples/tournament.csv", "--excel", "-f", "json");
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr.split("\n")[0]).toBe(
      "--excel — это CSV для Excel, с --format json его не совместить / " +
        "--excel is CSV for Excel: not with --format json",
    );
  });
});

describe("games numbered per table", () => {
  it("a «Стол» column: games 1 and 2 of two tables are four games, named by table", () => {
    // The example's games 1–4 renumbered 1, 2 at table 1 and 1, 2 at table 2; the rest dropped.
    const file = variant("tournament.csv", (text) => {
      const [header, ...rows]: string[][] = parse(text);
      const kept = rows.filter((row) => ["1", "2", "3", "4"].includes(row[0]!));
      const placed = kept.map((row) => {
        const id = Number(row[0]);
        return [String(id > 2 ? 2 : 1), String(((id - 1) % 2) + 1), ...row.slice(1)];
      });
      return stringify([["Стол", ...header!], ...placed]);
    });
    const plain = variant("tournament.csv", (text) => {
      const [header, ...rows]: string[][] = parse(text);
      return stringify([header, ...rows.filter((row) => ["1", "2", "3", "4"].includes(row[0]!))]);
    });
    const { status, stdout, stderr } = cli(file, "-f", "json");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout).toBe(cli(plain, "-f", "json").stdout);
    const points = JSON.parse(cli(file, "-f", "json", "--points").stdout) as { game: string }[];
    expect([...new Set(points.map((p) => p.game))]).toEqual([
      "1 (стол 1)",
      "2 (стол 1)",
      "1 (стол 2)",
      "2 (стол 2)",
    ]);
  });
});

describe("games without a winner", () => {
  it("are named by id on stderr, the first ten and how many more", () => {
    // Every game of the example loses its winner: 13 games in progress, none finished.
    const file = variant("tournament.csv", (text) => {
      const [header, ...rows]: string[][] = parse(text);
      const winner = header!.indexOf("Победили");
      return stringify([header, ...rows.map((row) => row.map((c, i) => (i === winner ? "" : c)))]);
    });
    const { status, stdout, stderr } = cli(file);
    expect(status).toBe(0);
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("Сыграно игр: 0, игроков: 0.");
    expect(stderr).toBe("В процессе, не учтены: игры 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 …и ещё 3\n");
  });
});

describe("an English table", () => {
  it("prints English headers and summary", () => {
    const { status, stdout, stderr } = cli("examples/tournament-en.csv", "--wide");
    expect(stderr).toBe("In progress, not counted: game 5\n");
    expect(status).toBe(0);
    expect(stdout).toMatch(
      /│ Place │ Player +│ Points │ Games │ Wins │ Losses │ Best player │ Don wins │ Sheriff wins │ Mafia wins │ Killed first night │/,
    );
    expect(stdout).toContain("Finished games: 4, players: 12.");
  });

  it("gives the standings worked out by hand, with the same JSON keys as a Russian table", () => {
    const json = JSON.parse(cli("examples/tournament-en.csv", "-f", "json").stdout) as Record<
      string,
      unknown
    >[];
    expect(json).toEqual(asRecords(EXPECTED_EN));
    const ru = JSON.parse(cli("examples/tournament.csv", "-f", "json").stdout) as Record<
      string,
      unknown
    >[];
    expect(Object.keys(json[0]!)).toEqual([...KEYS, "group"]);
    expect(Object.keys(ru[0]!)).toEqual([...KEYS, "group"]);
  });

  it("CSV keeps the English headers", () => {
    const { stdout } = cli("examples/tournament-en.csv", "-f", "csv");
    expect(stdout.split("\n")[0]).toBe(
      "Place,Player,Points,Games,Wins,Losses,Best player,Don wins,Sheriff wins,Mafia wins,Killed first night",
    );
    const { stdout: points } = cli("examples/tournament-en.csv", "-f", "csv", "--points");
    expect(points.split("\n")[0]).toBe("Game,Seat,Player,Role,Points");
    expect(points).toContain("2,4,Owl,Sheriff,0\n"); // Sheriff killed first night on a loss
  });

  it("CSV output never carries a formula: names starting with = + - @ are escaped", () => {
    const file = variant("tournament-en.csv", (text) =>
      text.replaceAll(",Fox,", ',"=HYPERLINK(""http://x"")",').replaceAll(",Owl,", ",-Owl,"),
    );
    const { status, stdout } = cli(file, "-f", "csv");
    expect(status).toBe(0);
    const rows = parse(stdout);
    expect(rows[1]![1]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows.some((row) => row[1] === "'-Owl")).toBe(true);
    expect(rows.every((row) => !/^[=+\-@]/.test(row[1]!))).toBe(true);
    const { stdout: points } = cli(file, "-f", "csv", "--points");
    expect(points).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it("names an unknown column on stderr and still prints the standings (exit 0)", () => {
    const file = variant("tournament.csv", (text) =>
      text.replace(/^(.*)$/gm, (line, _all, offset: number) =>
        line === "" ? line : `${line},${offset === 0 ? "Комментарий судьи" : "Север"}`,
      ),
    );
    const { status, stdout, stderr } = cli(file, "-f", "json");
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(asRecords(EXPECTED));
    expect(stderr).toBe(
      "Предупреждения:\nстолбец «Комментарий судьи» не распознан и не учитывается\n" +
        "В процессе, не учтены: игра 13\n",
    );
  });

  it("refuses a column that looks like a renamed one, naming both", () => {
    const file = variant("tournament.csv", (text) => text.replace(",Замечания,", ",Замечаньки,"));
    const { status, stdout, stderr } = cli(file);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("«Замечаньки» похож на «Замечания»");
  });

  it("reports errors in English", () => {
    const file = variant("tournament-en.csv", (text) =>
      text
        .replace("2025-04-05,2,Baron,5,Civilian", "2025-04-05,2,Baron,5,Mirnyak")
        .replace(",Count,9,Civilian,FALSE,,FALSE,,2,", ",Count,9,Civilian,FALSE,,FALSE,,1.5,"),
    );
    const { status, stdout, stderr } = cli(file);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trimEnd().split("\n")).toEqual([
      "The games table has errors:",
      "Game 2, row 16, “Role”: “Mirnyak” is not a role (expected Civilian, Sheriff, Mafia or Don)",
      "Game 2, row 20, “Remarks”: “1.5” is not a whole number from 0 to 99",
    ]);
  });
});

describe("other CSV dialects", () => {
  it("a file saved with semicolons (a spreadsheet in a Russian locale) or tabs reads the same", () => {
    const rows = parse(readFileSync(path.join(root, "examples/tournament.csv"), "utf8"));
    for (const delimiter of [";", "\t"]) {
      const file = path.join(scratch, `dialect-${delimiter === ";" ? "semicolon" : "tab"}.csv`);
      // «5, 9» needs no quotes once the delimiter is not a comma
      writeFileSync(file, rows.map((row) => row.join(delimiter)).join("\r\n"));
      const { status, stdout } = cli(file, "-f", "json");
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toEqual(asRecords(EXPECTED));
    }
  });

  it("a UTF-8 byte order mark and Windows line ends", () => {
    const file = variant("tournament.csv", (text) => `\uFEFF${text.replace(/\n/g, "\r\n")}`);
    expect(JSON.parse(cli(file, "-f", "json").stdout)).toEqual(asRecords(EXPECTED));
  });
});

function scratchFile(name: string, bytes: Uint8Array | string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, bytes);
  return file;
}

describe("files that are not a UTF-8 CSV", () => {
  const tournament = readFileSync(path.join(root, "examples/tournament.csv"), "utf8");

  it("UTF-16 (little and big endian, with a byte order mark) and windows-1251 give the same standings", () => {
    for (const [name, bytes] of [
      ["utf16le.csv", utf16(tournament, "le")],
      ["utf16be.csv", utf16(tournament, "be")],
      ["cp1251.csv", cp1251(tournament)],
    ] as const) {
      const { status, stdout, stderr } = cli(scratchFile(name, bytes), "-f", "json");
      expect(stderr, name).toBe("В процессе, не учтены: игра 13\n");
      expect(status, name).toBe(0);
      expect(JSON.parse(stdout), name).toEqual(asRecords(EXPECTED));
    }
  });

  it("windows-1251 messages come out in readable Russian", () => {
    const broken = readFileSync(path.join(root, "examples/broken.csv"), "utf8");
    const { status, stderr } = cli(scratchFile("broken-cp1251.csv", cp1251(broken)));
    expect(status).toBe(1);
    expect(stderr).toContain(
      "Игра 6, строка 58, «Роль»: «Мирняк» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); может быть, «Мирный»?\n",
    );
  });

  it("an encoding that is none of these: exit 1, one line asking for UTF-8", () => {
    const latin1 = Buffer.from(
      "Game,Seat,Player,Role,Winner\n1,1,Andr\u00e9s,Civilian,Red\n",
      "latin1",
    );
    const file = scratchFile("latin1.csv", latin1);
    const { status, stdout, stderr } = cli(file);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `«${file}» — неизвестная кодировка; сохраните файл как CSV в UTF-8 / “${file}” has an unknown text encoding; save it as CSV UTF-8\n`,
    );
  });

  it("binary files (gzip, a renamed zip, NUL bytes): exit 1, one line", () => {
    const files = [
      scratchFile("tournament.csv.gz", gzipSync(Buffer.from(tournament))),
      scratchFile(
        "renamed-zip.csv",
        Buffer.concat([
          Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
          Buffer.from("[Content_Types].xml"),
        ]),
      ),
      scratchFile("nul.csv", `${tournament.slice(0, 200)}\0${tournament.slice(200)}`),
    ];
    for (const file of files) {
      const { status, stdout, stderr } = cli(file);
      expect(status, file).toBe(1);
      expect(stdout, file).toBe("");
      expect(stderr, file).toBe(
        `«${file}» — не текстовый CSV (двоичный файл: архив, xlsx?); скачайте лист как CSV / “${file}” is not a CSV text file (binary data: an archive, an xlsx?); download the sheet as CSV\n`,
      );
    }
  });

  it("a file over 50 MB is refused before it is read: exit 1, one line", () => {
    const file = scratchFile("huge.csv", "");
    truncateSync(file, 60 * 1024 * 1024); // sparse: no 60 MB written to disk
    const { status, stdout, stderr } = cli(file);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `«${file}» больше 50 МБ — это не протокол игр / “${file}” is larger than 50 MB: not a games table\n`,
    );
  });

  it("an empty file, or one of blank lines only: exit 1, one line", () => {
    for (const [name, text] of [
      ["empty.csv", ""],
      ["blank-lines.csv", "\n\n,,,\n\r\n"],
    ] as const) {
      const file = scratchFile(name, text);
      const { status, stderr } = cli(file);
      expect(status).toBe(1);
      expect(stderr).toBe(
        `«${file}» — пустой файл, в нём нет ни одной строки / “${file}” is empty: not a single row\n`,
      );
    }
  });
});

describe("terminal control characters in cells", () => {
  // A name carrying "set colour red", "clear screen" and a bell, and a C1 CSI.
  const file = variant("tournament-en.csv", (text) =>
    text.replaceAll(",Fox,", ",Fox\u001b[31m\u001b[2J\u0007,").replaceAll(",Owl,", ",Owl\u009b1m,"),
  );
  // The control characters are what this test looks for.
  // eslint-disable-next-line no-control-regex
  const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

  it("the table shows them as \\u escapes, and its columns still line up", () => {
    const { status, stdout } = cli(file);
    expect(status).toBe(0);
    expect(stdout).not.toMatch(RAW);
    const table = stdout.split("\n").filter((line) => /^[┌│└]/.test(line));
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
    expect(table[2]).toMatch(/^│ +1 │ Fox\\u001b\[31m\\u001b\[2J\\u0007 │ +14 │/);
    expect(stdout).toContain("│ Owl\\u009b1m ");
  });

  it("CSV output shows them escaped too", () => {
    const { status, stdout } = cli(file, "-f", "csv", "--points");
    expect(status).toBe(0);
    expect(stdout).not.toMatch(RAW);
    expect(stdout).toContain("\n1,1,Fox\\u001b[31m\\u001b[2J\\u0007,Civilian,3\n");
  });

  it("JSON output stays valid and gives back the name exactly", () => {
    const { status, stdout } = cli(file, "-f", "json");
    expect(status).toBe(0);
    expect(stdout).not.toMatch(RAW);
    const players = (JSON.parse(stdout) as { player: string }[]).map((r) => r.player);
    expect(players).toContain("Fox\u001b[31m\u001b[2J\u0007");
    expect(players).toContain("Owl\u009b1m");
  });

  it("error messages quoting the cell show them escaped", () => {
    const broken = variant("tournament-en.csv", (text) =>
      text.replace("2025-04-05,2,Baron,5,Civilian", "2025-04-05,2,Baron,5,Civ\u001b]0;pwned\u0007"),
    );
    const { status, stderr } = cli(broken);
    expect(status).toBe(1);
    expect(stderr).not.toMatch(RAW);
    expect(stderr.trimEnd().split("\n")).toEqual([
      "The games table has errors:",
      "Game 2, row 16, “Role”: “Civ\\u001b]0;pwned\\u0007” is not a role (expected Civilian, Sheriff, Mafia or Don)",
    ]);
  });

  it("a file name with control characters is shown escaped as well", () => {
    const { stderr } = cli(path.join(scratch, "no\u001b[2Jfile.csv"));
    expect(stderr).not.toMatch(RAW);
    expect(stderr).toContain("no\\u001b[2Jfile.csv");
  });
});

describe("broken protocols", () => {
  it("examples/broken.csv: exit 1, every mistake named by game, row and column, in Russian, no stack trace", () => {
    const { status, stdout, stderr } = cli("examples/broken.csv");
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trimEnd().split("\n")).toEqual([
      "Ошибки в протоколе игр:",
      "Игра 2, «Роль»: роль «Мирный» у 7 игроков (строки 12, 14, 16, 18, 19, 20, 21), а нужно у 6",
      "Игра 2, «Роль»: роль «Мафия» у 1 игрока, а нужно у 2",
      "Игра 3, «Место»: место 4 записано дважды (строки 25, 26)",
      "Игра 3, «Место»: нет места 5",
      "Игра 4, «Убит в первую ночь»: убитых в первую ночь больше одного (строки 32, 39)",
      "Игра 5, строка 43, «Лучший ход»: лучший ход бывает только у красного игрока, убитого в первую ночь",
      "Игра 6, строка 58, «Роль»: «Мирняк» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); может быть, «Мирный»?",
      "Игра 7, строка 69, «Замечания»: «1,5» — нужно целое число от 0 до 99",
    ]);
    expect(stderr).not.toMatch(/\bat .*\.(m?js|ts):\d+/);
    expect(stderr).not.toMatch(/Error/);
  });

  it("the row numbers are the file's line numbers, even with empty lines in the file", () => {
    const file = variant("broken.csv", (text) => {
      const lines = text.split("\n");
      return [lines[0], "", ...lines.slice(1, 11), "", "", ...lines.slice(11)].join("\n");
    });
    const lines = readFileSync(file, "utf8").split("\n");
    const { status, stderr } = cli(file);
    expect(status).toBe(1);
    const row = Number(/Игра 6, строка (\d+)/.exec(stderr)?.[1]);
    expect(lines[row - 1]).toContain("Мирняк");
  });

  it("the row numbers are the file's line numbers after quoted cells holding line breaks (CRLF file)", () => {
    // examples/broken.csv with «Лис» on line 2 written over three lines, and two blank lines
    // after line 5: every later row moves down by four lines.
    const file = variant("broken.csv", (text) => {
      const lines = text.split("\n");
      lines[1] = lines[1]!.replace(",Лис,", ',"Лис\r\n(капитан)\r\n",');
      return [...lines.slice(0, 5), "", "", ...lines.slice(5)].join("\r\n");
    });
    const { status, stderr } = cli(file);
    expect(status).toBe(1);
    expect(stderr.trimEnd().split("\n")).toEqual([
      "Ошибки в протоколе игр:",
      "Игра 2, «Роль»: роль «Мирный» у 7 игроков (строки 16, 18, 20, 22, 23, 24, 25), а нужно у 6",
      "Игра 2, «Роль»: роль «Мафия» у 1 игрока, а нужно у 2",
      "Игра 3, «Место»: место 4 записано дважды (строки 29, 30)",
      "Игра 3, «Место»: нет места 5",
      "Игра 4, «Убит в первую ночь»: убитых в первую ночь больше одного (строки 36, 43)",
      "Игра 5, строка 47, «Лучший ход»: лучший ход бывает только у красного игрока, убитого в первую ночь",
      "Игра 6, строка 62, «Роль»: «Мирняк» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон); может быть, «Мирный»?",
      "Игра 7, строка 73, «Замечания»: «1,5» — нужно целое число от 0 до 99",
    ]);
    const lines = readFileSync(file, "utf8").split("\r\n");
    expect(lines[62 - 1]).toBe("6,7,Граф,Мирняк,Чёрные,FALSE,,,FALSE,,FALSE,2025-03-15");
    expect(lines[29 - 1]).toMatch(/^3,4,/);
    expect(lines[30 - 1]).toMatch(/^3,4,/);
  });

  it("thousands of problems: the first hundred, then how many more", () => {
    // 300 one-row games, each wrong in its row count and its roles.
    const rows = Array.from({ length: 300 }, (_, i) => `${i + 1},1,P${i},Мирный,Красные`);
    const file = scratchFile(
      "many-problems.csv",
      ["Игра,Место,Игрок,Роль,Победили", ...rows].join("\n"),
    );
    const { status, stderr } = cli(file);
    expect(status).toBe(1);
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(102);
    expect(lines[0]).toBe("Ошибки в протоколе игр:");
    expect(lines[1]).toBe("Игра 1: в игре 1 строка, а нужно 10");
    expect(lines[101]).toMatch(/^…и ещё \d+$/);
  });

  it("a header without a required column", () => {
    const file = variant("tournament.csv", (text) =>
      text.replace("Игра,Место,Игрок,Роль,Победили", "Игра,Место,Игрок,Карточка,Победили"),
    );
    const { status, stderr } = cli(file);
    expect(status).toBe(1);
    expect(stderr.trimEnd().split("\n")).toEqual([
      "Ошибки в протоколе игр:",
      "«Роль»: в заголовке нет этого столбца; не распознаны: «Карточка»",
    ]);
  });

  it("a game in progress with a value that cannot be read: exit 1, naming game, row and column", () => {
    const file = variant("tournament.csv", (text) =>
      text.replace("13,2,Ассоль,Мафия", "13,2,Ассоль,Мирняк"),
    );
    const { status, stdout, stderr } = cli(file);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(
      /^Ошибки в протоколе игр:\nИгра 13, строка \d+, «Роль»: «Мирняк» — неизвестная роль/,
    );
  });

  it("a missing file: a clear message, non-zero exit", () => {
    const { status, stdout, stderr } = cli("examples/no-such-file.csv");
    expect(status).not.toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toContain("examples/no-such-file.csv");
    expect(stderr).toContain("no such file");
    expect(stderr).toContain("нет такого файла");
    expect(stderr).not.toMatch(/\bat .*:\d+:\d+/);
  });
});

describe("arguments", () => {
  it("--help prints the usage", () => {
    for (const flag of ["--help", "-h"]) {
      const { status, stdout } = cli(flag);
      expect(status).toBe(0);
      expect(stdout).toContain(
        "mafia-standings FILE.csv [FILE2.csv …] [--format table|csv|json] [--excel] [--wide]",
      );
      expect(stdout).toContain("--excel");
      expect(stdout).toContain("--points");
    }
  });
  it("every help fits in 100 columns, so a narrow terminal never wraps it", () => {
    for (const args of [
      ["--help"],
      ["stats", "--help"],
      ["rating", "--help"],
      ["series", "--help"],
      ["seating", "-h"],
    ]) {
      const { status, stdout } = cli(...args);
      expect(status).toBe(0);
      const lines = stdout.trimEnd().split("\n");
      expect(lines.length).toBeGreaterThan(5);
      // Code points, not UTF-16 units or bytes: «ё» and «…» take one column each.
      expect(lines.filter((line) => [...line].length > 100)).toEqual([]);
    }
  });
  it("an unknown format, an unknown option or no file: exit 2 and the usage", () => {
    expect(cli("examples/tournament.csv", "--format", "xml")).toMatchObject({
      status: 2,
      stdout: "",
    });
    expect(cli("examples/tournament.csv", "--format", "xml").stderr).toContain("xml");
    expect(cli("examples/tournament.csv", "--colour").status).toBe(2);
    expect(cli().stderr).toContain("Usage");
    expect(cli().status).toBe(2);
    // Two files are one table (SERIES.md): the broken one's problems, exit 1.
    expect(cli("examples/tournament.csv", "examples/broken.csv").status).toBe(1);
  });
  it("--version", () => {
    expect(cli("--version").stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("an unknown option: both languages, the nearest valid one, exit 2, no Node message", () => {
    const typo = cli("examples/tournament.csv", "--rule", "ФИИМ");
    expect(typo.status).toBe(2);
    expect(typo.stdout).toBe("");
    expect(typo.stderr.split("\n")[0]).toBe(
      "Нет параметра «--rule» — может быть, «--rules»? / " +
        "Unknown option “--rule”: did you mean “--rules”?",
    );
    // The usage follows the line, as after any usage mistake.
    expect(typo.stderr).toContain("Usage");
    for (const [args, line] of [
      [["--pionts"], "«--points»?"],
      [["--Format", "csv"], "«--format»?"],
      [["--ver"], "«--version»?"],
      [["-F", "csv"], "«-f»?"],
    ] as const) {
      const { status, stderr } = cli("examples/tournament.csv", ...args);
      expect(status, args[0]).toBe(2);
      expect(stderr.split("\n")[0], args[0]).toContain(line);
    }
    // Nothing near: the options there are, one line a language.
    const far = cli("examples/tournament.csv", "--colour");
    expect(far.stderr.split("\n").slice(0, 2)).toEqual([
      "Нет параметра «--colour»; есть: --format, --excel, --wide, --rules, --help, --points, --players, --version",
      "Unknown option “--colour”; the options: --format, --excel, --wide, --rules, --help, --points, --players, --version",
    ]);
  });

  it("-p is --players in the standings as in seating: it needs the roster file", () => {
    const { status, stderr } = cli("examples/tournament.csv", "-p");
    expect(status).toBe(2);
    expect(stderr.split("\n")[0]).toBe("После -p нужно значение / -p needs a value");
  });

  it("an option's value missing, or given to a flag: both languages, exit 2", () => {
    for (const [args, line] of [
      [["--rules"], "После --rules нужно значение / --rules needs a value"],
      [["-f", "--points"], "После -f нужно значение / -f needs a value"],
      [["--points=yes"], "--points — флаг без значения / --points takes no value"],
    ] as const) {
      const { status, stderr } = cli("examples/tournament.csv", ...args);
      expect(status, args.join(" ")).toBe(2);
      expect(stderr.split("\n")[0], args.join(" ")).toBe(line);
      expect(stderr, args.join(" ")).not.toMatch(/ERR_PARSE_ARGS|argument missing|does not take/);
    }
  });
});

describe("--rules", () => {
  it("a preset name: the FIIM columns and figures of examples/fiim-tournament.csv", () => {
    const { status, stdout } = cli(
      "examples/fiim-tournament.csv",
      "--rules",
      "ФИИМ",
      "--format",
      "json",
    );
    expect(status).toBe(0);
    const standings = JSON.parse(stdout) as Record<string, unknown>[];
    expect(Object.keys(standings[0]!)).toEqual([
      ...KEYS,
      "bonusPoints",
      "sheriffDonWins",
      "ci",
      "group",
    ]);
    // Егор, by hand from the file: nine games (all but 7), 0.3 each: 2.7; wins in games 1, 2
    // (Sheriff), 8 (Sheriff) and 9 (Don): 4 × 1; game 6, a Civilian killed first night naming
    // seats 3 5 9 (Mafia, Don, Mafia): best move 0.7, and his side lost: N = 9, K = 1,
    // R = round(3.6) = 4, Ci = min(0.5, 1 × 0.5 / 4) = 0.125. No extra points. Total 7.525.
    const egor = standings.find((s) => s.player === "Егор")!;
    expect(egor).toMatchObject({
      points: 7.525,
      games: 9,
      wins: 4,
      losses: 5,
      sheriffDonWins: 4,
      ci: 0.125,
    });
  });

  it("a rules CSV gives the same as the preset it names; English names work", () => {
    const byName = cli("examples/fiim-tournament.csv", "--rules", "FIIM", "--format", "csv");
    const byFile = cli(
      "examples/fiim-tournament.csv",
      "--rules",
      "examples/fiim-rules.csv",
      "--format",
      "csv",
    );
    expect(byFile.status).toBe(0);
    expect(byFile.stdout).toBe(byName.stdout);
  });

  it("a rules file as organisers keep it: the header below a blank line, notes beside blank rows", () => {
    const byName = cli("examples/fiim-tournament.csv", "--rules", "FIIM", "--format", "csv");
    const rules = path.join(scratch, "kept-rules.csv");
    writeFileSync(
      rules,
      ",,правила сезона\nНастройка,Значение,Заметка\n,,\nСистема,ФИИМ,\n,,конец\n",
    );
    const byFile = cli("examples/fiim-tournament.csv", "--rules", rules, "--format", "csv");
    expect(byFile.stderr).toBe("");
    expect(byFile.status).toBe(0);
    expect(byFile.stdout).toBe(byName.stdout);
  });

  it("a broken rules file: exit 1 and the row and text, in the table's language", () => {
    const rules = path.join(scratch, "rules.csv");
    writeFileSync(rules, "Настройка,Значение\nСистема,ФИИМ\nПобеда мирного,много\n");
    const { status, stderr, stdout } = cli("examples/tournament.csv", "--rules", rules);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      "Ошибки в правилах:\nПравила, строка 3: «Победа мирного»: «много» — не число\n",
    );
  });

  it("an unknown preset or a missing rules file: one clear line", () => {
    expect(cli("examples/tournament.csv", "--rules", "Лига").stderr).toBe(
      "Ошибки в правилах:\n«Лига» — неизвестная система; нужно «Клуб» или «ФИИМ»\n",
    );
    // A rules file is read like the games file: the same message, the same exit status.
    const missing = cli("examples/tournament.csv", "--rules", "nope.csv");
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(
      "Не удалось прочитать «nope.csv» / Cannot read “nope.csv”: нет такого файла / no such file\n",
    );
  });
});
