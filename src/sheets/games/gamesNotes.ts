/**
 * The note on each header of the Games sheet («Игры»): what to type in that column, so a new
 * judge needs no guide at the table. Written by «Создать листы турнира» in the spreadsheet's
 * language; the figures come from the engine's limits, so a note never promises what the
 * engine refuses.
 */
import {
  EXTRA_LIMIT,
  MAX_COUNT,
  ROLE_NAMES,
  STAGE_NAMES,
  SIDE_NAMES,
  type Lang,
} from "../../engine";
import type { GamesColumn } from "../../protocol/gameRows";

const names = (words: Readonly<Record<string, Readonly<Record<Lang, string>>>>, lang: Lang) =>
  Object.values(words)
    .map((word) => word[lang])
    .join(", ");

export const GAMES_NOTES: Readonly<Record<GamesColumn, Readonly<Record<Lang, string>>>> = {
  game: {
    ru:
      "Номер игры: один и тот же во всех 10 строках игры, например 1, 2, 3. " +
      "Можно и текст, например «Финал 1».",
    en:
      "The game id: the same on all 10 rows of a game, such as 1, 2, 3. " +
      "Text is fine too, such as “Final 1”.",
  },
  seat: {
    ru: "Место за столом: число от 1 до 10, каждое место в игре один раз.",
    en: "The seat at the table: a number from 1 to 10, each seat once in a game.",
  },
  player: {
    ru:
      "Ник игрока. Регистр, пробелы и ё/е не важны: «Алёна» и «алена » — один игрок. " +
      "Если есть лист «Участники», пишите ники как там.",
    en:
      "The player's name. Case, spaces and ё/е do not matter. " +
      "When there is a “Players” sheet, spell names as it does.",
  },
  role: {
    ru: `Роль: ${names(ROLE_NAMES, "ru")}. В игре 6 мирных, 1 шериф, 2 мафии и 1 дон.`,
    en:
      `The role: ${names(ROLE_NAMES, "en")}. ` +
      "A game has 6 civilians, 1 sheriff, 2 mafia and 1 don.",
  },
  winner: {
    ru:
      `Кто победил: ${names(SIDE_NAMES, "ru")} — одинаково во всех строках игры. ` +
      "Пока победитель не вписан, игра считается идущей и в таблицу не входит.",
    en:
      `Who won: ${names(SIDE_NAMES, "en")}, the same on every row of the game. ` +
      "Until a winner is typed, the game is in progress and not in the standings.",
  },
  firstKilled: {
    ru: "Галочка у игрока, убитого в первую ночь (не больше одного в игре).",
    en: "Tick the player killed first night (at most one in a game).",
  },
  bestMove: {
    ru:
      "Лучший ход красного игрока, убитого в первую ночь: названные им места через пробел, " +
      "например «3 7 9». Можно и число чёрных среди названных: от 0 до 3.",
    en:
      "The best move of a red player killed first night: the seats named, separated by " +
      "spaces, such as “3 7 9”. Or the count of black players among them: 0 to 3.",
  },
  correct: {
    ru:
      "Сколько раз игрок правильно выставил или убил: " +
      `целое число от 0 до ${MAX_COUNT}. Пусто — 0.`,
    en:
      "How many correct picks (kills or nominations): " +
      `a whole number from 0 to ${MAX_COUNT}. Blank is 0.`,
  },
  bestPlayer: {
    ru: "Галочка у лучшего игрока игры (по решению судей).",
    en: "Tick the best player of the game (chosen by the judges).",
  },
  remarks: {
    ru: `Число замечаний: целое от 0 до ${MAX_COUNT}. Пусто — 0.`,
    en: `The number of remarks: a whole number from 0 to ${MAX_COUNT}. Blank is 0.`,
  },
  removed: {
    ru: "Галочка, если игрок удалён из игры.",
    en: "Tick when the player was removed from the game.",
  },
  team: {
    ru: "Команда игрока, если играют командами. На очки в таблице не влияет.",
    en: "The player's team, when players come as teams. It changes no standings.",
  },
  date: {
    ru: "Дата игры, например 2026-11-29. Можно оставить пустой.",
    en: "The date of the game, such as 2026-11-29. May be left blank.",
  },
  extra: {
    ru:
      `Доп. баллы от судей: число от −${EXTRA_LIMIT} до ${EXTRA_LIMIT}, ` +
      "не больше двух знаков после запятой, например 0,5 или −0,3. Пусто — 0.",
    en:
      `The judges' extra points: a number from −${EXTRA_LIMIT} to ${EXTRA_LIMIT} ` +
      "with at most two decimals, such as 0.5 or −0.3. Blank is 0.",
  },
  stage: {
    ru:
      `Этап: ${names(STAGE_NAMES, "ru")} — одинаково во всех строках игры. ` +
      "Пусто — основной этап.",
    en:
      `The stage: ${names(STAGE_NAMES, "en")}, the same on every row of the game. ` +
      "Blank is the main stage.",
  },
};

/** Every note in either language: a note the add-on wrote may be replaced, an organiser's not. */
const OURS = new Set(Object.values(GAMES_NOTES).flatMap((note) => [note.ru, note.en]));

/**
 * The header row's notes as they should be: each known column's note where its cell has no
 * note or one of ours; every other cell's note as it is. Null when nothing changes.
 */
export function headerNotes(
  columns: Readonly<Record<GamesColumn, number>>,
  current: readonly string[],
  lang: Lang,
): string[] | null {
  const notes = [...current];
  let changed = false;
  for (const [column, index] of Object.entries(columns) as [GamesColumn, number][]) {
    if (index < 0 || index >= notes.length) continue;
    const before = notes[index] ?? "";
    const note = GAMES_NOTES[column][lang];
    if (before === note || (before !== "" && !OURS.has(before))) continue;
    notes[index] = note;
    changed = true;
  }
  return changed ? notes : null;
}
