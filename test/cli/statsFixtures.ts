/**
 * What the `stats` and `rating` tests of the command line share: the command line run as a user
 * runs it (in process: test/cli/run.ts), a scratch folder for the files they write (never a
 * tracked file), and the two-game table of test/engine/stats.test.ts as a CSV file's text with
 * its rating worked out by hand.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

export { cli, root } from "./run";

/**
 * A temporary folder for the calling test file, removed after it; `file(text)` writes a file
 * there and returns its path (named `name`, or numbered).
 */
export function scratchFolder(prefix: string): (text: string, name?: string) => string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let count = 0;
  return (text, name = `t${++count}.csv`) => {
    const file = path.join(folder, name);
    writeFileSync(file, text);
    return file;
  };
}

/**
 * test/engine/stats.test.ts's table. Seats 1, 2, 4, 6, 8, 10 Civilians, 3 the Sheriff, 5 and 9
 * Mafia, 7 the Don. Game 1, red wins: Аня (1) killed first night names 5 7 9 (three black),
 * Боря (2) best player, Гоша (4) two correct picks, Егор (6) a remark, Зоя (8) removed, Катя
 * (10) 0.5 extra points. Game 2, black wins: everyone one seat on (Боря in 1, …, Аня in 10);
 * Боря killed first night with a best move of one black (it earns nothing).
 */
export const GAME_1 = `1,1,Аня,Мирный,Красные,TRUE,5 7 9,,FALSE,,FALSE,
1,2,Боря,Мирный,Красные,FALSE,,,TRUE,,FALSE,
1,3,Вера,Шериф,Красные,FALSE,,,FALSE,,FALSE,
1,4,Гоша,Мирный,Красные,FALSE,,2,FALSE,,FALSE,
1,5,Даша,Мафия,Красные,FALSE,,,FALSE,,FALSE,
1,6,Егор,Мирный,Красные,FALSE,,,FALSE,1,FALSE,
1,7,Женя,Дон,Красные,FALSE,,,FALSE,,FALSE,
1,8,Зоя,Мирный,Красные,FALSE,,,FALSE,,TRUE,
1,9,Илья,Мафия,Красные,FALSE,,,FALSE,,FALSE,
1,10,Катя,Мирный,Красные,FALSE,,,FALSE,,FALSE,0.5
`;
export const GAME_2 = `2,1,Боря,Мирный,Чёрные,TRUE,1,,FALSE,,FALSE,
2,2,Вера,Мирный,Чёрные,FALSE,,,FALSE,,FALSE,
2,3,Гоша,Шериф,Чёрные,FALSE,,,FALSE,,FALSE,
2,4,Даша,Мирный,Чёрные,FALSE,,,FALSE,,FALSE,
2,5,Егор,Мафия,Чёрные,FALSE,,,FALSE,,FALSE,
2,6,Женя,Мирный,Чёрные,FALSE,,,FALSE,,FALSE,
2,7,Зоя,Дон,Чёрные,FALSE,,,FALSE,,FALSE,
2,8,Илья,Мирный,Чёрные,FALSE,,,FALSE,,FALSE,
2,9,Катя,Мафия,Чёрные,FALSE,,,FALSE,,FALSE,
2,10,Аня,Мирный,Чёрные,FALSE,,,FALSE,,FALSE,
`;
export const HEADER =
  "Игра,Место,Игрок,Роль,Победили,Убит в первую ночь,Лучший ход,Правильная кандидатура,Лучший игрок,Замечания,Удаление,Доп. баллы\n";

/**
 * The rating of the two games (test/engine/stats.test.ts): game 1 at even odds moves red winners
 * +8 and black losers −6; game 2, p = 0.506578…, black winners +8.105… and red losers −6.078….
 */
export const RATING_CSV = [
  "Место,Игрок,Рейтинг,Игры,Рейтинг красными,Рейтинг чёрными",
  "1,Егор,16.11,2,8,8.11",
  "1,Зоя,16.11,2,8,8.11",
  "1,Катя,16.11,2,8,8.11",
  "4,Аня,1.92,2,1.92,0",
  "4,Боря,1.92,2,1.92,0",
  "4,Вера,1.92,2,1.92,0",
  "4,Гоша,1.92,2,1.92,0",
  "8,Даша,-12.08,2,-6.08,-6",
  "8,Женя,-12.08,2,-6.08,-6",
  "8,Илья,-12.08,2,-6.08,-6",
];
