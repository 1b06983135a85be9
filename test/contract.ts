/**
 * Literals of the public contract that many tests share, spelled out by hand: tests compare
 * against these, never against the code's own vocabulary, so a changed header fails them.
 */
import type { Role } from "../src/engine";

/** The ten roles of a game (RULES.md: six Civilians, the Sheriff, two Mafia, the Don). */
export const TABLE_ROLES: readonly Role[] = [
  "civilian",
  "civilian",
  "civilian",
  "civilian",
  "civilian",
  "civilian",
  "sheriff",
  "mafia",
  "mafia",
  "don",
];

/** The same ten cards as a Russian table writes them. */
export const TABLE_ROLE_WORDS: readonly string[] = [
  "Мирный",
  "Мирный",
  "Мирный",
  "Мирный",
  "Мирный",
  "Мирный",
  "Шериф",
  "Мафия",
  "Мафия",
  "Дон",
];

/** The eleven scoring columns of a Games table, in the documented order. */
export const RU_HEADER = [
  "Игра",
  "Место",
  "Игрок",
  "Роль",
  "Победили",
  "Убит в первую ночь",
  "Лучший ход",
  "Правильная кандидатура",
  "Лучший игрок",
  "Замечания",
  "Удаление",
];
export const EN_HEADER = [
  "Game",
  "Seat",
  "Player",
  "Role",
  "Winner",
  "Killed first night",
  "Best move",
  "Correct pick",
  "Best player",
  "Remarks",
  "Removed",
];

/** The standings' columns under «Клуб» (SYSTEMS.md, "Standings columns"), in Russian. */
export const RU_STANDINGS_HEADER = [
  "Место",
  "Игрок",
  "Очки",
  "Игры",
  "Победы",
  "Поражения",
  "Лучший игрок",
  "Победы Доном",
  "Победы Шерифом",
  "Победы Мафией",
  "Убит в первую ночь",
];
