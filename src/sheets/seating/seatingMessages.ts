/** Every word of the seating's spreadsheet side, in the spreadsheet's language. */
import type { Lang } from "../../engine";

export interface SeatingTexts {
  readonly dialogTitle: string;
  readonly playersSheet: string;
  readonly playersHeader: readonly [string, string];
  /**
   * Player, team, games, then (after the seats 1–10) fewest and most games with one other player.
   */
  readonly playersTitle: readonly [string, string, string, string, string];
  readonly foreignSheet: (name: string) => string;
  readonly badRequest: (fields: string) => string;
  readonly cannot: (why: string) => string;
  readonly playedGames: (ids: string) => string;
  readonly written: (name: string, games: number, rounds: number) => string;
  // «Рассадка финала…» (STAGES.md, "Seating the final").
  readonly finalDialogTitle: string;
  readonly finalNotWritten: string;
  readonly finalistsNotTen: (finalists: number) => string;
  readonly rulesBroken: string;
  readonly tableProblems: (count: number) => string;
  readonly sharedPlace: (place: number, names: string) => string;
  readonly tooFewPlaced: (placed: number, finalists: number) => string;
  readonly finalPlayedGames: (name: string, ids: string) => string;
  readonly finalWritten: (name: string, first: string, last: string, names: string) => string;
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
    `У игр ${ids} текущей рассадки уже есть результаты на листе игр. ` +
    `Заменить рассадку новой? Записанные игры не изменятся.`,
  written: (name, games, rounds) =>
    `Рассадка записана на лист «${name}»: игр ${games}, туров ${rounds}.`,
  finalDialogTitle: "Рассадка финала",
  finalNotWritten: "Рассадка финала не записана:",
  finalistsNotTen: (n) =>
    `Рассадка финала не записана: финал — один стол на 10 игроков, ` +
    `а на листе «Правила» «Финалистов»: ${n}. ` +
    `Поставьте 10 или составьте рассадку нескольких столов через «Составить рассадку…».`,
  rulesBroken: "Рассадка финала не записана: на листе «Правила» ошибка.",
  tableProblems: (count) =>
    `Рассадка финала не записана — ошибок в протоколе: ${count}, ` +
    `таблицы пока нет. Исправьте их («Проверить протокол») и повторите.`,
  sharedPlace: (place, names) =>
    `Рассадка финала не записана: граница финала проходит внутри общего ${place}-го ` +
    `места — его делят ${names}. Решите, кто выходит в финал, и рассадите финал вручную.`,
  tooFewPlaced: (placed, finalists) =>
    `Рассадка финала не записана: в таблице игроков с местом ${placed}, ` +
    `а финалистов нужно ${finalists}.`,
  finalPlayedGames: (name, ids) =>
    `На листе «${name}» — рассадка, у игр которой уже есть результаты (игры ${ids}). ` +
    `Заменить её рассадкой финала? Записанные игры не изменятся.`,
  finalWritten: (name, first, last, names) =>
    `Рассадка финала записана на лист «${name}»: ` +
    `${first === last ? `игра ${first}` : `игры ${first}–${last}`}, ` +
    `этап «Финал». Финалисты: ${names}.`,
};

const en: SeatingTexts = {
  dialogTitle: "Seating",
  playersSheet: "Players",
  playersHeader: ["Player", "Team"],
  playersTitle: ["Player", "Team", "Games", "Fewest games together", "Most games together"],
  foreignSheet: (name) =>
    `The sheet “${name}” was not created by the add-on: ` +
    `no seating written. Rename it and try again.`,
  badRequest: (fields) => `Seating not written: invalid data (${fields}).`,
  cannot: (why) => `No seating: ${why}.`,
  playedGames: (ids) =>
    `Games ${ids} of the current seating already have results on the games sheet. ` +
    `Replace the seating? Recorded games stay as they are.`,
  written: (name, games, rounds) =>
    `Seating written to “${name}”: ${games} game${games === 1 ? "" : "s"}, ` +
    `${rounds} round${rounds === 1 ? "" : "s"}.`,
  finalDialogTitle: "Seating the final",
  finalNotWritten: "Final seating not written:",
  finalistsNotTen: (n) =>
    `Final seating not written: the final is one table of 10 players, but “Finalists” ` +
    `on the “Rules” sheet is ${n}. Set it to 10, or seat several tables with “Make seating…”.`,
  rulesBroken: "Final seating not written: the “Rules” sheet has a problem.",
  tableProblems: (count) =>
    `Final seating not written: ${count} problem${count === 1 ? "" : "s"} ` +
    `in the games, so there are no standings yet. ` +
    `Fix ${count === 1 ? "it" : "them"} (“Check the protocol”) and try again.`,
  sharedPlace: (place, names) =>
    `Final seating not written: the cut for the final falls inside the shared place ` +
    `${place} — ${names} share it. Decide who goes through and seat the final by hand.`,
  tooFewPlaced: (placed, finalists) =>
    `Final seating not written: ${placed} player${placed === 1 ? " has" : "s have"} ` +
    `a place in the standings, and the final needs ${finalists}.`,
  finalPlayedGames: (name, ids) =>
    `The “${name}” sheet holds a seating whose games already have results (games ${ids}). ` +
    `Replace it with the final's? Recorded games stay as they are.`,
  finalWritten: (name, first, last, names) =>
    `Final seating written to “${name}”: ` +
    `${first === last ? `game ${first}` : `games ${first}–${last}`}, ` +
    `stage “Final”. Finalists: ${names}.`,
};

export const SEATING_TEXTS: Readonly<Record<Lang, SeatingTexts>> = { ru, en };
