/**
 * The command line on tables as club secretaries type them: a row shifted by an unquoted comma,
 * columns that carry points under other names, a file that is no games table, per-player results
 * and short words. Expected standings worked out by hand from RULES.md.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_ROLES, PLAYER_POOL } from "../engine/helpers";
import { cliWithInput } from "./run";

const HEADER =
  "Игра,Место,Игрок,Роль,Победили,Убит в первую ночь,Лучший ход,ПК,Лучший игрок,Замечания,Удаление";
const ROLES = DEFAULT_ROLES;
const NAMES = PLAYER_POOL.slice(0, 10);

/** One game of ten lines; `cells(seat)` gives the cells after the role (winner first). */
function game(
  id: number,
  cells: (seat: number) => string,
  role: (seat: number) => string = (seat) => ROLES[seat - 1] ?? "",
): string[] {
  return NAMES.map((name, i) => `${id},${i + 1},${name},${role(i + 1)},${cells(i + 1)}`);
}

const plain = (winner: string) => (): string => `${winner},FALSE,,,FALSE,,FALSE`;

/** Points by player from `--format json`. */
function points(csv: string): Record<string, unknown> {
  const { status, stdout, stderr } = cliWithInput(csv, "-", "-f", "json");
  expect(stderr).toBe("");
  expect(status).toBe(0);
  const records = JSON.parse(stdout) as { player: string; points: number }[];
  return Object.fromEntries(records.map((r) => [r.player, r.points]));
}

/** The standard error of a refused table: exit 1, nothing on standard output. */
function refused(csv: string): string {
  const { status, stdout, stderr } = cliWithInput(csv, "-");
  expect(status).toBe(1);
  expect(stdout).toBe("");
  return stderr;
}

/** Game 1 with seat `seat`'s cells after the role as given, the others plain red-win rows. */
const oneRow = (seat: number, cells: string): string =>
  [HEADER, ...game(1, (s) => (s === seat ? cells : "Красные,FALSE,,,FALSE,,FALSE"))].join("\n");

describe("the command line reads tables as secretaries type them", () => {
  it("a best move «2,6,9» without quotes: exit 1, naming the line and the likely cause", () => {
    const stderr = refused(oneRow(1, "Красные,TRUE,2,6,9,,FALSE,,FALSE"));
    expect(stderr).toBe(
      "Ошибки в протоколе игр:\n" +
        "Игра 1, строка 2: в строке есть значения правее последнего столбца заголовка (FALSE); " +
        "похоже, значение с запятой не взято в кавычки — например, лучший ход «2,6,9» или доп. " +
        'баллы «0,5» — и сдвинуло строку; возьмите его в кавычки ("2,6,9") или пишите через пробел, ' +
        "а если это отдельный столбец — дайте ему заголовок\n",
    );
  });

  it("«2,6» without quotes where the rest of the row is blank: exit 1 all the same", () => {
    const stderr = refused(oneRow(2, "Красные,TRUE,2,6,,,,"));
    expect(stderr).toMatch(
      /^Ошибки в протоколе игр:\nИгра 1, строка 3: в строке больше ячеек, чем в заголовке и в других строках; похоже, значение с запятой не взято в кавычки/,
    );
  });

  it("the same best move quoted, «3-7-9» or «579» is read: 3 + 2 = 5", () => {
    for (const move of ['"5,7,9"', "5-7-9", "579", "5.7.9"]) {
      const lines = game(1, (seat) =>
        seat === 2 ? `Красные,TRUE,${move},,FALSE,,FALSE` : "Красные,FALSE,,,FALSE,,FALSE",
      );
      expect(points([HEADER, ...lines].join("\n")).Кеша, move).toBe(5);
    }
  });

  it("«Бонус» and «Кол-во фолов» carry points: 3 + 1 = 4, and 3 − 2 × 0.5 = 2", () => {
    const header = HEADER.replace("Замечания", "Кол-во фолов") + ",Бонус";
    const lines = game(1, (seat) =>
      seat === 1
        ? "Красные,FALSE,,,FALSE,,FALSE,1"
        : seat === 2
          ? "Красные,FALSE,,,FALSE,2,FALSE,"
          : "Красные,FALSE,,,FALSE,,FALSE,",
    );
    const table = points([header, ...lines].join("\n"));
    expect([table.Лис, table.Кеша, table.Сова]).toEqual([4, 2, 4]);
  });

  it("«Судья» and «Клуб» are named on stderr as not counted; «Дата» and «Очки» pass silently", () => {
    const header = `${HEADER},Судья,Клуб,Дата,Очки`;
    const lines = game(1, () => "Красные,FALSE,,,FALSE,,FALSE,Иван,Север,2026-11-29,3");
    const { status, stdout, stderr } = cliWithInput(
      [header, ...lines].join("\n"),
      "-",
      "-f",
      "json",
    );
    expect(status).toBe(0);
    expect(stderr).toBe(
      "Предупреждения:\n" +
        "столбец «Судья» на очки не влияет и не учитывается\n" +
        "столбец «Клуб» на очки не влияет и не учитывается\n",
    );
    const records = JSON.parse(stdout) as { player: string; points: number }[];
    const table = Object.fromEntries(records.map((r) => [r.player, r.points]));
    // A red win: a Civilian 3, the Sheriff 4, whatever «Очки» says.
    expect([table.Лис, table.Сова]).toEqual([3, 4]);
  });

  it("«Штраф» is refused: exit 1, one message", () => {
    const lines = game(1, () => "Красные,FALSE,,,FALSE,,FALSE,1");
    const { status, stderr } = cliWithInput([`${HEADER},Штраф`, ...lines].join("\n"), "-");
    expect(status).toBe(1);
    expect(stderr.split("\n")[1]).toMatch(/^столбец «Штраф» не распознан: непонятно/);
  });

  it("a players list is no games table: exit 1, one message saying what the file seems to be", () => {
    const { status, stdout, stderr } = cliWithInput(
      "Игрок,Клуб,Телефон\nЛис,Сова,1\nКеша,Сова,2\n",
      "-",
    );
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      "Ошибки в протоколе игр:\nэто не протокол игр: в протоколе по строке на каждого игрока " +
        "каждой игры, со столбцами «Игра», «Место», «Игрок», «Роль», «Победили»; похоже, это " +
        "список игроков (столбцы «Игрок», «Клуб», «Телефон»)\n",
    );
  });

  it("a list of names one a line is no games table: exit 1, one message", () => {
    const { status, stdout, stderr } = cliWithInput("Лис\nКеша\nСова\n", "-");
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(
      /^Ошибки в протоколе игр:\nэто не протокол игр: .*; похоже, это список имён\n$/,
    );
  });

  it("a per-player «Победа» column of 1/0 and short roles: the black side marked won", () => {
    const header = HEADER.replace("Победили", "Победа");
    const black = (seat: number): boolean => [5, 7, 9].includes(seat);
    const short = (seat: number): string =>
      ({ 3: "шер", 5: "маф", 7: "дон", 9: "маф." })[seat] ?? "мирн";
    const lines = game(2, (seat) => `${black(seat) ? 1 : 0},FALSE,,,FALSE,,FALSE`, short);
    const table = points([header, ...lines].join("\n"));
    // Black win: Mafia 4, Don 5, Civilians 0, the Sheriff −1.
    expect([table.Пчёлка, table.Тайга, table.Кнопка, table.Сова, table.Лис]).toEqual([
      4, 5, 4, -1, 0,
    ]);
  });

  it("«Победа красных» and «кр» as the winner", () => {
    const lines = [...game(1, plain("Победа красных")), ...game(2, plain("кр"))];
    // Two red wins: the Sheriff 4 + 4, a Civilian 3 + 3.
    const table = points([HEADER, ...lines].join("\n"));
    expect([table.Сова, table.Лис]).toEqual([8, 6]);
  });
});
