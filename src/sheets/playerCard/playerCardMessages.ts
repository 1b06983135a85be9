/** The player card's words on the server side: its title and its refusals. */
import type { Lang } from "../../engine";

export interface PlayerCardTexts {
  readonly title: string;
  readonly noStatistics: string;
  readonly seeCheck: string;
  readonly choose: string;
  readonly unknown: (name: string) => string;
}

const RUSSIAN: PlayerCardTexts = {
  title: "Карточка игрока",
  noStatistics: "Статистики нет, пока в протоколе есть ошибки:",
  seeCheck: "Исправьте их на листе игр; «Проверить протокол» в меню покажет все.",
  choose: "Выберите игрока из списка.",
  unknown: (name) => `У игрока «${name}» нет сыгранных игр в протоколе.`,
};

const ENGLISH: PlayerCardTexts = {
  title: "Player card",
  noStatistics: "No statistics while the games have problems:",
  seeCheck: "Fix them on the games sheet; “Check the protocol” in the menu lists them all.",
  choose: "Choose a player from the list.",
  unknown: (name) => `“${name}” has no finished game in the games table.`,
};

export const PLAYER_CARD_TEXTS: Readonly<Record<Lang, PlayerCardTexts>> = {
  ru: RUSSIAN,
  en: ENGLISH,
};
