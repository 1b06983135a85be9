/**
 * `mafia-standings stats` as a user runs it (in process: test/cli/run.ts): each view of
 * STATS.md in table, CSV and JSON on the two-game table of test/engine/stats.test.ts, whose
 * figures are worked out by hand there and again below; the player card; refusals.
 */
import { describe, expect, it } from "vitest";
import { columnKey, PLAYER_COLUMNS } from "../../src/engine";
import { cli as run, GAME_1, GAME_2, HEADER, RATING_CSV, scratchFolder } from "./statsFixtures";

const writeScratch = scratchFolder("mafia-stats-");
const scratchFile = (name: string, text: string) => writeScratch(text, name);

const HAND = scratchFile("hand.csv", HEADER + GAME_1 + GAME_2);

/** The same table in English: headers, roles and teams. */
const HAND_EN = scratchFile(
  "hand-en.csv",
  "Game,Seat,Player,Role,Winner,Killed first night,Best move,Correct pick,Best player,Remarks,Removed,Extra points\n" +
    (GAME_1 + GAME_2)
      .replace(/Мирный/g, "Civilian")
      .replace(/Шериф/g, "Sheriff")
      .replace(/Мафия/g, "Mafia")
      .replace(/Дон/g, "Don")
      .replace(/Красные/g, "Red")
      .replace(/Чёрные/g, "Black"),
);

const stats = (...args: string[]) => run("stats", ...args);
const lines = (text: string) => text.trimEnd().split("\n");
/** The cells of an aligned table's lines (borders dropped). */
const tableCells = (text: string) =>
  lines(text)
    .filter((line) => line.startsWith("│"))
    .map((line) =>
      line
        .split("│")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

/** A CSV row's cells as the Russian table prints them: decimal commas (13.5 → 13,5). */
const ruCells = (row: string): string[] =>
  row.split(",").map((cell) => (/^-?\d+\.\d+$/.test(cell) ? cell.replace(".", ",") : cell));

const PLAYERS_HEADER =
  "Место,Игрок,Игры,Победы,% побед,Игры мирным,Победы мирным,% побед мирным,Игры шерифом,Победы шерифом,% побед шерифом,Игры мафией,Победы мафией,% побед мафией,Игры доном,Победы доном,% побед доном,Игры красными,Победы красными,% побед красными,Игры чёрными,Победы чёрными,% побед чёрными,Очки,Очки за игру,Лучший игрок,Убит в первую ночь,% убит в первую ночь,Лучшие ходы,Угадано чёрных,Точность ЛХ,Правильные кандидатуры,Замечания,Удаления,Доп. баллы,Ci,Рейтинг";

/**
 * The players view, by hand (Club points: a red win 3, a black win 4 — the Don 5 —, the
 * Sheriff's win 4 and loss −1, the Don's loss −1; best player +2, a correct pick +1, a remark
 * −0.5, a removal −1, a best move of three black +2; the rating as test/engine/stats.test.ts
 * works it: game 1 moves red winners +8 and black losers −6; game 2 black winners +8.105… and
 * red losers −6.078…). Places by points; Боря (best player) before Аня at 5; Даша and Илья
 * equal on everything share 8th.
 *   Катя: 3 + 0.5 extra, then a Mafia win 4 = 7.5        Зоя: 3 − 1 (removed), then a Don win 5 = 7
 *   Егор: 3 − 0.5, then a Mafia win 4 = 6.5              Боря: 3 + 2 (best player), then 0 = 5
 *   Аня: 3 + 2 (best move, 3 of 3 black: 100 %), then 0   Вера: a Sheriff win 4, then 0 = 4
 *   Гоша: 3 + 2 picks, then a Sheriff loss −1 = 4         Даша, Илья: 0 + 0; Женя: −1 (Don), 0
 */
const PLAYERS_ROWS = [
  "1,Катя,2,2,100,1,1,100,0,0,,1,1,100,0,0,,1,1,100,1,1,100,7.5,3.75,0,0,0,0,0,,0,0,0,0.5,0,16.11",
  "2,Зоя,2,2,100,1,1,100,0,0,,0,0,,1,1,100,1,1,100,1,1,100,7,3.5,0,0,0,0,0,,0,0,1,0,0,16.11",
  "3,Егор,2,2,100,1,1,100,0,0,,1,1,100,0,0,,1,1,100,1,1,100,6.5,3.25,0,0,0,0,0,,0,1,0,0,0,16.11",
  "4,Боря,2,1,50,2,1,50,0,0,,0,0,,0,0,,2,1,50,0,0,,5,2.5,1,1,50,1,1,33.3,0,0,0,0,0,1.92",
  "5,Аня,2,1,50,2,1,50,0,0,,0,0,,0,0,,2,1,50,0,0,,5,2.5,0,1,50,1,3,100,0,0,0,0,0,1.92",
  "6,Вера,2,1,50,1,0,0,1,1,100,0,0,,0,0,,2,1,50,0,0,,4,2,0,0,0,0,0,,0,0,0,0,0,1.92",
  "7,Гоша,2,1,50,1,1,100,1,0,0,0,0,,0,0,,2,1,50,0,0,,4,2,0,0,0,0,0,,2,0,0,0,0,1.92",
  "8,Даша,2,0,0,1,0,0,0,0,,1,0,0,0,0,,1,0,0,1,0,0,0,0,0,0,0,0,0,,0,0,0,0,0,-12.08",
  "8,Илья,2,0,0,1,0,0,0,0,,1,0,0,0,0,,1,0,0,1,0,0,0,0,0,0,0,0,0,,0,0,0,0,0,-12.08",
  "10,Женя,2,0,0,1,0,0,0,0,,0,0,,1,0,0,1,0,0,1,0,0,-1,-0.5,0,0,0,0,0,,0,0,0,0,0,-12.08",
];

/** The seats view, as test/engine/stats.test.ts works it out seat by seat. */
const SEATS_CSV = [
  "Место за столом,Игры,Шериф,Дон,Мафия,Убит в первую ночь,Победы сидевшего,% побед сидевшего,Очки за игру",
  "1,2,0,0,0,2,1,50,2.5", // Аня 5, Боря 0
  "2,2,0,0,0,0,1,50,2.5", // Боря 5, Вера 0
  "3,2,2,0,0,0,1,50,1.5", // the Sheriff: 4, then −1
  "4,2,0,0,0,0,1,50,2.5",
  "5,2,0,0,2,0,1,50,2", // Mafia: 0, then 4
  "6,2,0,0,0,0,1,50,1.25",
  "7,2,0,2,0,0,1,50,2", // the Don: −1, then 5
  "8,2,0,0,0,0,1,50,1",
  "9,2,0,0,2,0,1,50,2",
  "10,2,0,0,0,0,1,50,1.75",
  "Всего,2,2,2,4,2,10,50,1.9", // (26 + 12) ÷ 20 seats
];

/** The JSON keys of the players view: its English headers in camelCase, as statsRecord's. */
const PLAYER_KEYS = PLAYER_COLUMNS.map((column) => columnKey(column.header));

/** A CSV row of hand-written figures as JSON values: numbers, names, null for an empty cell. */
const asValues = (row: string) =>
  row
    .split(",")
    .map((cell) => (cell === "" ? null : Number.isNaN(Number(cell)) ? cell : Number(cell)));
/** A CSV row of hand-written figures as the JSON object keyed by `keys`. */
const asRecord = (keys: readonly string[], row: string): Record<string, unknown> =>
  Object.fromEntries(asValues(row).map((value, i): [string, unknown] => [keys[i] ?? "", value]));

describe("stats, the players view (the default)", () => {
  it("CSV: the 37 columns of STATS.md and every player's figures, by hand", () => {
    const { status, stdout, stderr } = stats(HAND, "--format", "csv");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(lines(stdout)).toEqual([PLAYERS_HEADER, ...PLAYERS_ROWS]);
  });

  it("the table: the same cells, aligned; empty where there is nothing to divide by", () => {
    const { status, stdout } = stats(HAND, "--view", "игроки", "--wide");
    expect(status).toBe(0);
    const table = lines(stdout).filter((line) => /^[┌│└]/.test(line));
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
    expect(tableCells(stdout)).toEqual([PLAYERS_HEADER, ...PLAYERS_ROWS].map(ruCells));
  });

  it("JSON: one object per player, keyed by the English columns in camelCase, null for empty", () => {
    const { status, stdout } = stats(HAND, "--format", "json", "--view", "Players");
    expect(status).toBe(0);
    const records = JSON.parse(stdout) as Record<string, unknown>[];
    expect(records).toEqual(PLAYERS_ROWS.map((row) => asRecord(PLAYER_KEYS, row)));
    expect(records[4]).toMatchObject({
      player: "Аня",
      sheriffWinPercent: null,
      bestMoveAccuracy: 100,
      rating: 1.92,
    });
  });
});

describe("stats --view seats / места", () => {
  it("CSV and the table: each seat number, then «Всего»", () => {
    expect(lines(stats(HAND, "--view", "места", "-f", "csv").stdout)).toEqual(SEATS_CSV);
    expect(tableCells(stats(HAND, "--view", "seats", "--wide").stdout)).toEqual(
      SEATS_CSV.map(ruCells),
    );
  });

  it("JSON: English keys; the total row's seat is “total” whatever the table's language", () => {
    const keys = [
      "seat",
      "games",
      "sheriff",
      "don",
      "mafia",
      "killedFirstNight",
      "seatWins",
      "seatWinPercent",
      "pointsPerGame",
    ];
    const expected = SEATS_CSV.slice(1).map((row) => asRecord(keys, row.replace("Всего", "total")));
    expect(JSON.parse(stats(HAND, "--view", "МЕСТА", "-f", "json").stdout)).toEqual(expected);
    expect(JSON.parse(stats(HAND_EN, "--view", "seats", "-f", "json").stdout)).toEqual(expected);
  });

  it("an English table: English headers and «Total»", () => {
    const csv = lines(stats(HAND_EN, "--view", "seats", "-f", "csv").stdout);
    expect(csv[0]).toBe(
      "Seat,Games,Sheriff,Don,Mafia,Killed first night,Seat wins,Seat win %,Points per game",
    );
    expect(csv.slice(1)).toEqual(SEATS_CSV.slice(1).map((row) => row.replace("Всего", "Total")));
  });
});

describe("stats --view summary / итоги", () => {
  it("two finished games, one red win, one black win: 50 %", () => {
    expect(lines(stats(HAND, "--view", "итоги", "-f", "csv").stdout)).toEqual([
      "Игры,Победы красных,Победы чёрных,% побед красных",
      "2,1,1,50",
    ]);
    expect(tableCells(stats(HAND, "--view", "summary").stdout)).toEqual([
      ["Игры", "Победы красных", "Победы чёрных", "% побед красных"],
      ["2", "1", "1", "50"],
    ]);
    expect(JSON.parse(stats(HAND_EN, "--view", "Итоги", "-f", "json").stdout)).toEqual([
      { games: 2, redWins: 1, blackWins: 1, redWinPercent: 50 },
    ]);
  });
});

describe("stats --view rating / рейтинг", () => {
  it("the rating game by game (test/engine/stats.test.ts): CSV, table and JSON", () => {
    expect(lines(stats(HAND, "--view", "рейтинг", "-f", "csv").stdout)).toEqual(RATING_CSV);
    expect(tableCells(stats(HAND, "--view", "Рейтинг").stdout)).toEqual(RATING_CSV.map(ruCells));
    const keys = ["place", "player", "rating", "games", "redRating", "blackRating"];
    expect(JSON.parse(stats(HAND, "--view", "rating", "-f", "json").stdout)).toEqual(
      RATING_CSV.slice(1).map((row) => asRecord(keys, row)),
    );
  });
});

describe("stats --player: the player card", () => {
  const ANYA_GAMES = [
    // newest first: game 2, a Civilian's loss in seat 10; game 1, a win in seat 1 (3 + 2)
    "2,Основной,10,Мирный,Поражение,0",
    "1,Основной,1,Мирный,Победа,5",
  ];

  it("CSV: the player's row as a statistic and its value, then their games newest first", () => {
    const { status, stdout, stderr } = stats(HAND, "--player", "аня", "-f", "csv");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    const [card, games] = stdout.split("\n\n");
    const headers = PLAYERS_HEADER.split(",");
    const values = PLAYERS_ROWS[4]!.split(",");
    // «Клуб» has no compensation: the card leaves Ci out.
    expect(lines(card!)).toEqual([
      "Показатель,Значение",
      ...headers.flatMap((header, i) => (header === "Ci" ? [] : [`${header},${values[i]}`])),
    ]);
    expect(lines(games!)).toEqual(["Игра,Этап,Место за столом,Роль,Результат,Очки", ...ANYA_GAMES]);
  });

  it("names each game with its tournament in a season, where ids restart in every tournament", () => {
    // The two games as game 1 of «Кубок» and game 1 of «Лига»: a «Турнир» column at the end.
    const rows = (game: string, tournament: string) =>
      game.trimEnd().replace(/^\d+,/gm, "1,").replace(/$/gm, `,${tournament}`);
    const season = scratchFile(
      "season.csv",
      `${HEADER.trimEnd()},Турнир\n${rows(GAME_1, "Кубок")}\n${rows(GAME_2, "Лига")}\n`,
    );
    const { status, stdout, stderr } = stats(season, "--player", "аня", "-f", "csv");
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(lines(stdout.split("\n\n")[1]!)).toEqual([
      "Игра,Турнир,Этап,Место за столом,Роль,Результат,Очки",
      "1,Лига,Основной,10,Мирный,Поражение,0",
      "1,Кубок,Основной,1,Мирный,Победа,5",
    ]);
    const json = JSON.parse(stats(season, "--player", "аня", "-f", "json").stdout) as {
      games: { game: string; tournament: string }[];
    };
    expect(json.games.map(({ game, tournament }) => [game, tournament])).toEqual([
      ["1", "Лига"],
      ["1", "Кубок"],
    ]);
  });

  it("--excel: one byte order mark for the two tables, «;» and decimal commas", () => {
    const { status, stdout } = stats(HAND, "--player", "аня", "--excel");
    expect(status).toBe(0);
    expect(stdout.startsWith("\uFEFFПоказатель;Значение\n")).toBe(true);
    expect(stdout.indexOf("\uFEFF", 1)).toBe(-1);
    const csv = stats(HAND, "--player", "аня", "-f", "csv").stdout;
    const games = stdout.split("\n\n")[1]!;
    expect(games).toBe(csv.split("\n\n")[1]!.replaceAll(",", ";"));
  });

  it("the table: two tables, the name matched as names are (case, spaces, ё/е)", () => {
    const { status, stdout } = stats(HAND, "--player", "  АНЯ ");
    expect(status).toBe(0);
    const cells = tableCells(stdout);
    expect(cells[0]).toEqual(["Показатель", "Значение"]);
    expect(cells.slice(1, 6)).toEqual([
      ["Место", "5"],
      ["Игрок", "Аня"],
      ["Игры", "2"],
      ["Победы", "1"],
      ["% побед", "50"],
    ]);
    expect(cells).toContainEqual(["% побед шерифом", ""]);
    expect(cells.slice(-3)).toEqual([
      ["Игра", "Этап", "Место за столом", "Роль", "Результат", "Очки"],
      ...ANYA_GAMES.map((row) => row.split(",")),
    ]);
  });

  it("JSON: { stats, games }, stats keyed as statsRecord, games with role and result ids", () => {
    const card = JSON.parse(stats(HAND_EN, "--player", "Аня", "-f", "json").stdout) as {
      stats: Record<string, unknown>;
      games: unknown[];
    };
    expect(Object.keys(card)).toEqual(["stats", "games"]);
    const { ci, ...withoutCi } = asRecord(PLAYER_KEYS, PLAYERS_ROWS[4]!);
    expect(ci).toBe(0);
    expect(card.stats).toEqual(withoutCi);
    expect(card.games).toEqual([
      { game: "2", stage: "main", seat: 10, role: "civilian", result: "loss", points: 0 },
      { game: "1", stage: "main", seat: 1, role: "civilian", result: "win", points: 5 },
    ]);
  });

  it("Ci is on the card where the system compensates: «ФИИМ», Боря first killed in a loss", () => {
    // Боря under «ФИИМ»: game 1 a red win, 1 + 0.3 (best player scores 0); game 2 a loss as a
    // red first killed, 0 + 0.3 and Ci: N = 2, K = 1, R = round(0.8) = 1, min(0.5, 0.5 × 1 / 1)
    // = 0.5 (his best move names one black seat: 0). Points 1.3 + 0.8 = 2.1.
    const csv = stats(HAND, "--player", "Боря", "--rules", "ФИИМ", "-f", "csv");
    expect(csv.status).toBe(0);
    const card = lines(csv.stdout.split("\n\n")[0]!);
    expect(card).toEqual(expect.arrayContaining(["Очки,2.1", "Ci,0.5"]));
    expect(card.indexOf("Ci,0.5")).toBe(card.indexOf("Доп. баллы,0") + 1);
    const json = stats(HAND, "--player", "Боря", "--rules", "ФИИМ", "-f", "json");
    const { stats: figures } = JSON.parse(json.stdout) as { stats: Record<string, unknown> };
    expect(figures).toMatchObject({ points: 2.1, ci: 0.5 });
    const club = tableCells(stats(HAND, "--player", "Боря").stdout).map((row) => row[0]);
    expect(club).toContain("Доп. баллы");
    expect(club).not.toContain("Ci");
  });

  it("a player with one game, from a table with a «Дата» column: the date shows", () => {
    const file = scratchFile(
      "one-game.csv",
      HEADER.replace("\n", ",Дата\n") + GAME_1.replace(/\n/g, ",2025-11-02\n"),
    );
    // Катя: a Civilian's win, 3 + 0.5 extra; the rating of one game at even odds: +16 × 0.5.
    const csv = stats(file, "--player", "Катя", "-f", "csv");
    expect(csv.status).toBe(0);
    const [card, games] = csv.stdout.split("\n\n");
    expect(lines(card!)).toEqual(
      expect.arrayContaining([
        "Игры,1",
        "Победы,1",
        "% побед,100",
        "% побед шерифом,",
        "Очки,3.5",
        "Очки за игру,3.5",
        "Доп. баллы,0.5",
        "Рейтинг,8",
      ]),
    );
    expect(lines(games!)).toEqual([
      "Игра,Дата,Этап,Место за столом,Роль,Результат,Очки",
      "1,2025-11-02,Основной,10,Мирный,Победа,3.5",
    ]);
    const json = JSON.parse(stats(file, "--player", "катя", "-f", "json").stdout) as {
      stats: Record<string, unknown>;
      games: unknown[];
    };
    expect(json.stats).toMatchObject({ games: 1, points: 3.5, extraPoints: 0.5, rating: 8 });
    expect(json.games).toEqual([
      {
        game: "1",
        date: "2025-11-02",
        stage: "main",
        seat: 10,
        role: "civilian",
        result: "win",
        points: 3.5,
      },
    ]);
  });

  it("the example tournament: Лис's ten games with their dates, game 13 (in progress) left out", () => {
    const { stdout } = stats("examples/tournament.csv", "--player", "лис", "-f", "csv");
    // cli.test.ts works Лис's games out by hand.
    expect(lines(stdout.split("\n\n")[1]!)).toEqual([
      "Игра,Дата,Этап,Место за столом,Роль,Результат,Очки",
      "12,2025-03-08,Основной,10,Мирный,Поражение,3",
      "11,2025-03-08,Основной,8,Мирный,Победа,4",
      "9,2025-03-08,Основной,8,Шериф,Поражение,0",
      "8,2025-03-08,Основной,8,Мирный,Поражение,1",
      "7,2025-03-08,Основной,9,Мирный,Победа,4",
      "5,2025-03-01,Основной,7,Мафия,Победа,4",
      "4,2025-03-01,Основной,3,Шериф,Поражение,-0.5",
      "3,2025-03-01,Основной,8,Мирный,Поражение,1",
      "2,2025-03-01,Основной,7,Мирный,Победа,6",
      "1,2025-03-01,Основной,1,Шериф,Победа,6",
    ]);
  });

  it("an unknown player: exit 1 and one line in Russian and English", () => {
    const { status, stdout, stderr } = stats(HAND, "--player", "Лёва");
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `«Лёва» — такого игрока нет в сыгранных играх «${HAND}» / No player “Лёва” in the finished games of “${HAND}”\n`,
    );
  });
});

describe("stats refuses as the standings do", () => {
  it("a broken file: the standings' messages, exit 1", () => {
    const standings = run("examples/broken.csv");
    for (const args of [[], ["--view", "места"], ["--player", "Лис"]]) {
      const { status, stdout, stderr } = stats("examples/broken.csv", ...args);
      expect(status).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toBe(standings.stderr);
    }
  });

  it("a missing file, broken rules: the same lines and codes as the standings", () => {
    for (const args of [["nope.csv"], ["examples/tournament.csv", "--rules", "Лига"]]) {
      expect(stats(...args)).toEqual(run(...args));
    }
  });

  it("usage mistakes: exit 2 — an unknown view, --view with --player, no file, a bad format", () => {
    const view = stats(HAND, "--view", "всё");
    expect(view.status).toBe(2);
    expect(view.stderr).toBe(
      "«всё» — неизвестный вид статистики; нужно «игроки», «места», «итоги», «рейтинг», «номинации» или «команды» / “всё” is not a statistics view; expected “players”, “seats”, “summary”, “rating”, “awards” or “teams”\n",
    );
    expect(stats(HAND, "--view", "seats", "--player", "Аня").status).toBe(2);
    expect(stats().status).toBe(2);
    expect(stats().stderr).toContain("mafia-standings stats FILE.csv");
    expect(stats(HAND, HAND).status).toBe(2);
    expect(stats(HAND, "--format", "xml")).toMatchObject({ status: 2, stdout: "" });
    expect(stats(HAND, "--points").status).toBe(2);
  });

  it("--help: its usage, exit 0; the main usage names stats and rating", () => {
    expect(stats("--help")).toMatchObject({ status: 0, stderr: "" });
    expect(stats("-h").stdout).toContain("--player");
    const usage = run("--help").stdout;
    expect(usage).toContain("mafia-standings stats FILE.csv");
    expect(usage).toContain("mafia-standings rating FILE.csv [FILE2.csv …]");
  });
});

describe("names on the way out", () => {
  const file = scratchFile(
    "names.csv",
    HEADER +
      GAME_1.replace("Аня", "=HYPERLINK(1)").replace("Боря", "Б\u001b[31mоря\u0007") +
      GAME_2.replace("Аня", "=HYPERLINK(1)").replace("Боря", "Б\u001b[31mоря\u0007"),
  );

  it("control characters come out escaped in every view and format; CSV never carries a formula", () => {
    for (const view of ["players", "rating"]) {
      for (const format of ["table", "csv", "json"]) {
        const { status, stdout } = stats(file, "--view", view, "-f", format);
        expect(status).toBe(0);
        expect([stdout.includes("\u0007"), stdout.includes("\u001b")]).toEqual([false, false]);
        expect(stdout).toContain("Б\\u001b[31mоря\\u0007");
        if (format === "csv") expect(stdout).toContain("'=HYPERLINK(1)");
      }
    }
    const card = stats(file, "--player", "=hyperlink(1)", "-f", "csv").stdout;
    expect(card).toContain("Игрок,'=HYPERLINK(1)");
    const json = JSON.parse(
      stats(file, "--player", "б\u001b[31mоря\u0007", "-f", "json").stdout,
    ) as { stats: { player: string } };
    expect(json.stats.player).toBe("Б\u001b[31mоря\u0007");
  });
});
