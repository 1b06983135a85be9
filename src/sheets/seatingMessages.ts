/** Every word of the seating's spreadsheet side (issue 9), in the spreadsheet's language. */
import type { Lang } from "../engine";

export interface SeatingTexts {
  readonly dialogTitle: string;
  readonly playersSheet: string;
  readonly playersHeader: readonly [string, string];
  /** Player, team, games, then (after the seats 1–10) fewest and most games with one other player. */
  readonly playersTitle: readonly [string, string, string, string, string];
  readonly foreignSheet: (name: string) => string;
  readonly badRequest: (fields: string) => string;
  readonly cannot: (why: string) => string;
  readonly playedGames: (ids: string) => string;
  readonly written: (name: string, games: number, rounds: number) => string;
}

const ru: SeatingTexts = {
  dialogTitle: "Рассадка",
  playersSheet: "Участники",
  playersHeader: ["Игрок", "Команда"],
  playersTitle: ["Игрок", "Команда", "Игр", "Меньше всего встреч", "Больше всего встреч"],
  foreignSheet: (name) =>
    `Лист «${name}» создан не надстройкой: рассадка не записана. Переименуйте его и повторите.`,
  badRequest: (fields) => `Рассадка не записана: неверные данные (${fields}).`,
  cannot: (why) => `Рассадку составить нельзя: ${why}.`,
  playedGames: (ids) =>
    `У игр ${ids} текущей рассадки уже есть результаты на листе игр. Заменить рассадку новой? Записанные игры не изменятся.`,
  written: (name, games, rounds) =>
    `Рассадка записана на лист «${name}»: игр ${games}, туров ${rounds}.`,
};

const en: SeatingTexts = {
  dialogTitle: "Seating",
  playersSheet: "Players",
  playersHeader: ["Player", "Team"],
  playersTitle: ["Player", "Team", "Games", "Fewest games together", "Most games together"],
  foreignSheet: (name) =>
    `The sheet “${name}” was not created by the add-on: no seating written. Rename it and try again.`,
  badRequest: (fields) => `Seating not written: invalid data (${fields}).`,
  cannot: (why) => `No seating: ${why}.`,
  playedGames: (ids) =>
    `Games ${ids} of the current seating already have results on the games sheet. Replace the seating? Recorded games stay as they are.`,
  written: (name, games, rounds) =>
    `Seating written to “${name}”: ${games} game${games === 1 ? "" : "s"}, ${rounds} round${rounds === 1 ? "" : "s"}.`,
};

export const SEATING_TEXTS: Readonly<Record<Lang, SeatingTexts>> = { ru, en };
