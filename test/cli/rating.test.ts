/**
 * `mafia-standings rating FILE.csv [FILE2.csv …]` as a user runs it: the rating over several
 * tournaments is the rating of their games one file after another, players matched by name
 * across files, a game belonging to its file. Checked by hand on a small pair, against the
 * rating of one concatenated table (property), on the example pair, and its refusals.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ROLES } from "../engine/helpers";
import { cli, GAME_1, GAME_2, HEADER, RATING_CSV, root, scratchFolder } from "./statsFixtures";

const scratchFile = scratchFolder("mafia-rating-");
const rating = (...args: string[]) => cli("rating", ...args);

const AUTUMN = "examples/rating-autumn.csv";
const WINTER = "examples/rating-winter.csv";
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
/** A games file's lines without its header. */
const body = (text: string) => text.split("\n").slice(1).join("\n");
/** A file's game ids made different from any other file's: «Игра» «1» becomes «<prefix>1». */
const renameIds = (text: string, prefix: string) =>
  body(text).replace(/^([^,\n]+),/gm, `${prefix}$1,`);

describe("rating over two files, by hand", () => {
  // The two games of test/engine/stats.test.ts, one a file, both numbered 1; the second file
  // spells every name in capitals («АНЯ»). Rated one after the other they are that table's two
  // games: the figures are the ones worked out there.
  const first = scratchFile(HEADER + GAME_1);
  const second = scratchFile(
    HEADER +
      GAME_2.replace(
        /^2,(\d+),([^,]+),/gm,
        (_, seat: string, name: string) => `1,${seat},${name.toUpperCase()},`,
      ),
  );
  const RATING = RATING_CSV;

  it("CSV: equal ids stay two games, names matched across files, the first file's spelling", () => {
    const { status, stdout, stderr } = rating(first, second, "--format", "csv");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout.trimEnd().split("\n")).toEqual(RATING);
  });

  it("JSON: place, player, rating, games, redRating, blackRating", () => {
    const records = JSON.parse(rating(first, second, "-f", "json").stdout) as unknown[];
    expect(records).toHaveLength(10);
    expect(records[0]).toEqual({
      place: 1,
      player: "Егор",
      rating: 16.11,
      games: 2,
      redRating: 8,
      blackRating: 8.11,
    });
    expect(records[9]).toEqual({
      place: 8,
      player: "Илья",
      rating: -12.08,
      games: 2,
      redRating: -6.08,
      blackRating: -6,
    });
  });

  it("the table: the rating, then the tournaments, games and players counted", () => {
    const { stdout } = rating(first, second);
    const lines = stdout.trimEnd().split("\n");
    expect(lines.at(-1)).toBe("Турниров: 2, игр: 2, игроков: 10.");
    expect(lines[2]).toMatch(/^│ +1 │ Егор +│ +16,11 │ +2 │ +8 │ +8,11 │$/);
  });

  it("the other way round, the second file's games come first and its spelling wins", () => {
    const { stdout } = rating(second, first, "-f", "csv");
    // Game 2 first, at even odds: its black winners (ЕГОР, ЗОЯ, КАТЯ) +8, red losers −6.
    expect(stdout.split("\n")[1]).toMatch(/^1,(ЕГОР|ЗОЯ|КАТЯ),/);
    expect(stdout).not.toContain("Аня");
  });

  it("the K come from --rules, for every file", () => {
    const rules = scratchFile(
      "Настройка,Значение\nРейтинг: K победы,20\nРейтинг: К поражения,10\n",
    );
    const { stdout } = rating(first, "--rules", rules, "-f", "csv");
    // One game at even odds: red winners +20 × 0.5, black losers −10 × 0.5.
    expect(stdout.split("\n")[1]).toBe("1,Аня,10,1,10,0");
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("8,Илья,-5,1,0,-5");
  });
});

type GamesOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

describe("rating A B is the rating of A then B as one table", () => {
  const NAMES = [
    "Пётр",
    "Сёма",
    "Фёдор",
    "Алёна",
    "Лиса",
    "Кот",
    "Ёж",
    "Орёл",
    "Сова",
    "Волк",
    "Рысь",
    "Лось",
  ];
  const ROLES = [...DEFAULT_ROLES];
  const SPELLINGS = [
    (name: string) => name,
    (name: string) => name.toUpperCase(),
    (name: string) => name.replace(/ё/g, "е"),
    (name: string) => `${name.toLowerCase()}  `,
  ];
  const gamesArb = fc.array(
    fc.record({
      players: fc.shuffledSubarray(NAMES, { minLength: 10, maxLength: 10 }),
      roles: fc.shuffledSubarray(ROLES, { minLength: 10, maxLength: 10 }),
      redWins: fc.boolean(),
      killed: fc.integer({ min: -1, max: 9 }),
      spelling: fc.integer({ min: 0, max: SPELLINGS.length - 1 }),
    }),
    { minLength: 1, maxLength: 5 },
  );
  /** Games numbered from 1, with the spelling each game draws. */
  const table = (games: GamesOf<typeof gamesArb>) =>
    "Игра,Место,Игрок,Роль,Победили,Убит в первую ночь\n" +
    games
      .flatMap((game, g) =>
        game.players.map((player, i) =>
          [
            g + 1,
            i + 1,
            SPELLINGS[game.spelling]!(player),
            game.roles[i],
            game.redWins ? "Красные" : "Чёрные",
            game.killed === i ? "TRUE" : "FALSE",
          ].join(","),
        ),
      )
      .join("\n") +
    "\n";

  it("with equal ids in both files (1, 2, …), the same as one table of A and B with B's ids renamed", () => {
    fc.assert(
      fc.property(gamesArb, gamesArb, (gamesA, gamesB) => {
        const a = table(gamesA);
        const b = table(gamesB);
        const [fileA, fileB] = [scratchFile(a), scratchFile(b)];
        const fileBRenamed = scratchFile(`${a.split("\n")[0]}\n${renameIds(b, "Б")}`);
        const oneTable = scratchFile(a + renameIds(b, "Б"));
        const twoFiles = rating(fileA, fileB, "-f", "json");
        expect(twoFiles.status).toBe(0);
        // Ids differ: A B is A and B as one table …
        expect(rating(fileA, fileBRenamed, "-f", "json").stdout).toBe(twoFiles.stdout);
        expect(rating(oneTable, "-f", "json").stdout).toBe(twoFiles.stdout);
        // … and equal ids change nothing: each game stays its own file's.
        const games = gamesA.length + gamesB.length;
        const players = (JSON.parse(twoFiles.stdout) as { games: number }[]).reduce(
          (sum, p) => sum + p.games,
          0,
        );
        expect(players).toBe(10 * games);
      }),
      { numRuns: 8 },
    );
  });

  it("the example pair: the same as one table of both (winter's ids renamed); as one table with equal ids, games would merge", () => {
    const oneTable = scratchFile(read(AUTUMN) + renameIds(read(WINTER), "З"));
    const twoFiles = rating(AUTUMN, WINTER, "-f", "json");
    expect(twoFiles.status).toBe(0);
    expect(rating(oneTable, "-f", "json").stdout).toBe(twoFiles.stdout);
    expect(cli("stats", oneTable, "--view", "rating", "-f", "json").stdout).toBe(twoFiles.stdout);
    // The files share ids 1 to 5: pasted together unrenamed, each pair is one 20-row game.
    const merged = rating(scratchFile(read(AUTUMN) + body(read(WINTER))));
    expect(merged.status).toBe(1);
    expect(merged.stderr).toContain(
      "Игра 1: в игре 20 строк и места повторяются — похоже, у двух игр один номер",
    );
  });

  it("one file: the rating view of stats", () => {
    for (const format of ["csv", "json"]) {
      expect(rating(AUTUMN, "-f", format).stdout).toBe(
        cli("stats", AUTUMN, "--view", "рейтинг", "-f", format).stdout,
      );
    }
  });
});

describe("the example pair (examples/rating-autumn.csv, examples/rating-winter.csv)", () => {
  const { status, stdout, stderr } = rating(AUTUMN, WINTER, "-f", "csv");
  const rows = stdout
    .trimEnd()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","));
  const byName = new Map(
    rows.map((row): [string, number[]] => [row[1] ?? "", row.slice(2).map(Number)]),
  );

  it("is valid and rates 14 players under the autumn spellings (Алёна, Гроза, Серый Кардинал)", () => {
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect([...byName.keys()].sort()).toEqual(
      [
        "Алёна",
        "Бард",
        "Вектор",
        "Гроза",
        "Дюна",
        "Жук",
        "Зорро",
        "Ирбис",
        "Кобра",
        "Лотос",
        "Нео",
        "Ольха",
        "Серый Кардинал",
        "Чайка",
      ].sort(),
    );
  });

  it("counts each player's games over both files; a rating is its red and black parts", () => {
    // Autumn: 5 games, two players sit out each; winter: 5 games. By hand from the files.
    const games = Object.fromEntries([...byName].map(([name, figures]) => [name, figures[1]]));
    expect(games).toEqual({
      "Серый Кардинал": 10,
      Вектор: 9,
      Алёна: 9,
      Гроза: 9,
      Чайка: 9,
      Бард: 8,
      Дюна: 8,
      Жук: 8,
      Ирбис: 8,
      Лотос: 8,
      Зорро: 4,
      Кобра: 4,
      Нео: 3,
      Ольха: 3,
    });
    for (const [, [total, , red, black]] of byName) {
      expect(Math.abs(total! - red! - black!)).toBeLessThanOrEqual(0.01 + 1e-9);
    }
  });

  it("docs/cli.md prints exactly what the command prints", () => {
    const table = rating(AUTUMN, WINTER).stdout;
    expect(readFileSync(path.join(root, "docs/cli.md"), "utf8")).toContain(table);
  });
});

describe("rating refuses", () => {
  it("each file's problems under its name, in the order given; nothing printed; exit 1", () => {
    const standings = cli("examples/broken.csv");
    const { status, stdout, stderr } = rating(AUTUMN, "examples/broken.csv", WINTER);
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(`«examples/broken.csv»:\n${standings.stderr}`);
  });

  it("a file that cannot be read: its line, exit 2, the other files still checked", () => {
    const { status, stdout, stderr } = rating("nope.csv", "examples/broken.csv");
    expect(status).toBe(2);
    expect(stdout).toBe("");
    const lines = stderr.split("\n");
    expect(lines[0]).toBe(
      "Не удалось прочитать «nope.csv» / Cannot read “nope.csv”: нет такого файла / no such file",
    );
    expect(lines[1]).toBe("«examples/broken.csv»:");
  });

  it("an English file's problems are headed in English", () => {
    const broken = scratchFile(read("examples/tournament-en.csv").replace(",Civilian,", ",Mayor,"));
    const { status, stderr } = rating(broken);
    expect(status).toBe(1);
    expect(stderr.split("\n").slice(0, 2)).toEqual([`“${broken}”:`, "The games table has errors:"]);
  });

  it("broken rules: the standings' message, once", () => {
    expect(rating(AUTUMN, WINTER, "--rules", "Лига")).toEqual({
      status: 1,
      stdout: "",
      stderr: "Ошибки в правилах:\n«Лига» — неизвестная система; нужно «Клуб» или «ФИИМ»\n",
    });
  });

  it("usage mistakes: exit 2", () => {
    expect(rating().status).toBe(2);
    expect(rating().stderr).toContain("Give at least one CSV file");
    expect(rating(AUTUMN, "--format", "xml")).toMatchObject({ status: 2, stdout: "" });
    expect(rating(AUTUMN, "--view", "seats").status).toBe(2);
    expect(rating("--help")).toMatchObject({ status: 0, stderr: "" });
    expect(rating("--help").stdout).toContain("mafia-standings rating FILE.csv [FILE2.csv …]");
  });
});
