/**
 * `mafia-standings FILE.csv --players ROSTER`: the roster check of the sheet's «Участники» on the
 * command line. The games are statsFixtures.ts's game 1 (file lines 2–11, Катя on line 11).
 */
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cp1251 } from "./encodings";
import { cli, GAME_1, GAME_2, HEADER, scratchFolder } from "./statsFixtures";

const file = scratchFolder("mafia-roster-");
const GAMES = file(HEADER + GAME_1);
const NINE = ["Аня", "Боря", "Вера", "Гоша", "Даша", "Егор", "Женя", "Зоя", "Илья"];

/**
 * «Катя» is not on a roster that has «Катерина»: its first four letters are one letter from
 * «Катя» (1 + ½ for a part of the name), nearer than any other name (Аня is two edits away).
 */
const KATYA =
  "Игра 1, строка 11: игрока «Катя» нет в списке участников; ближе всего — «Катерина»\n";

describe("--players: the roster", () => {
  it("one name a line: a name not on it is warned on stderr with the closest; the standings as without it", () => {
    const roster = file([...NINE, "Катерина"].join("\n"));
    const plain = cli(GAMES, "-f", "csv");
    for (const flag of ["--players", "-p"]) {
      const { status, stdout, stderr } = cli(GAMES, flag, roster, "-f", "csv");
      expect(status).toBe(0);
      expect(stdout).toBe(plain.stdout);
      expect(stderr).toBe(KATYA);
    }
  });

  it("every player on the roster (case, ё/е and spaces aside): nothing on stderr", () => {
    const roster = file(["АНЯ", " боря ", ...NINE.slice(2), "Катя"].join("\n"));
    expect(cli(GAMES, "--players", roster).stderr).toBe("");
  });

  it("a CSV with a «Ник» column and a «Команда» column, in any order, in windows-1251", () => {
    const text = `Команда;Ник\r\n${[...NINE, "Катерина"].map((n) => `Лисы;${n}`).join("\r\n")}\r\n`;
    const roster = file("");
    writeFileSync(roster, cp1251(text));
    const { status, stderr } = cli(GAMES, "--players", roster, "-f", "json");
    expect(status).toBe(0);
    expect(stderr).toBe(KATYA);
  });

  it("a game in progress is checked too; each missing name once, at its first row", () => {
    // Game 2 has no winner; everyone in it also played game 1, so Катя is named once, at line 11.
    const games = file(HEADER + GAME_1 + GAME_2.replace(/,Чёрные,/g, ",,"));
    const roster = file(NINE.join("\n"));
    const { status, stderr } = cli(games, "--players", roster, "--excel");
    expect(status).toBe(0);
    expect(stderr).toBe(
      "Игра 1, строка 11: игрока «Катя» нет в списке участников; ближе всего — «Аня»\n" +
        "В процессе, не учтены: игра 2\n",
    );
  });

  it("in English for an English table", () => {
    const games = file(
      "Game,Seat,Player,Role,Winner,Killed first night,Best move,Correct picks,Best player,Remarks,Removed,Extra points\n" +
        GAME_1.replace(/Мирный/g, "Civilian")
          .replace(/Шериф/g, "Sheriff")
          .replace(/Мафия/g, "Mafia")
          .replace(/Дон/g, "Don")
          .replace(/Красные/g, "Red"),
    );
    const roster = file(`Player,Team\n${[...NINE, "Катерина"].join("\n")}\n`);
    expect(cli(games, "--players", roster).stderr).toContain(
      "Game 1, row 11: “Катя” is not on the players list; the closest name is “Катерина”\n",
    );
  });

  it("a roster that cannot be read, or lists nobody: one line, no standings", () => {
    const missing = cli(GAMES, "--players", "nope.txt");
    expect(missing.status).toBe(2);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toBe(
      "Не удалось прочитать «nope.txt» / Cannot read “nope.txt”: нет такого файла / no such file\n",
    );
    const headerOnly = file("Игрок,Команда\n");
    const nobody = cli(GAMES, "--players", headerOnly);
    expect(nobody.status).toBe(1);
    expect(nobody.stdout).toBe("");
    expect(nobody.stderr).toBe(
      `В «${headerOnly}» нет ни одного имени игрока / “${headerOnly}” lists no player names\n`,
    );
  });
});
