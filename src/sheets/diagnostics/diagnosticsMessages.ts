/** The diagnostics' words (a table of words), Russian first. */
import type { Lang } from "../../engine";

export interface DiagnosticsTexts {
  readonly title: string;
  readonly version: string;
  readonly locale: string;
  readonly timeZone: string;
  readonly ranAt: string;
  readonly howToSend: string;
  readonly pointsHeader: readonly [string, string, string, string, string];
  readonly timingsHeader: readonly [string, string, string, string];
  readonly agrees: string;
  readonly disagrees: string;
  readonly notTried: string;
  readonly failed: (message: string) => string;
  readonly notTriedLine: (ids: string) => string;
  readonly allTried: string;
  readonly notRemoved: (names: string) => string;
  readonly foreign: (name: string) => string;
  readonly written: (name: string, agreeing: number, points: number) => string;
}

export const DIAGNOSTICS_TEXTS: Readonly<Record<Lang, DiagnosticsTexts>> = {
  ru: {
    title: "Диагностика таблицы — Mafia Standings",
    version: "Версия надстройки",
    locale: "Региональные настройки таблицы",
    timeZone: "Часовой пояс таблицы",
    ranAt: "Проверено",
    howToSend:
      "Как отправить: откройте этот лист и выберите «Файл → Скачать → CSV», " +
      "или скопируйте лист в новую таблицу («Копировать в…»), и пришлите файл или ссылку " +
      "разработчикам надстройки.",
    pointsHeader: [
      "Пункт",
      "Что проверено",
      "Ожидает надстройка",
      "Что сделала таблица",
      "Совпадает",
    ],
    timingsHeader: ["Замер", "Что замерено", "Модель, мс", "Эта таблица, мс"],
    agrees: "да",
    disagrees: "НЕТ",
    notTried: "не проверено",
    failed: (message) => `ошибка: ${message}`,
    notTriedLine: (ids) =>
      `Не проверено (не хватило шести минут команды меню): ${ids}. Запустите диагностику ещё раз.`,
    allTried: "Проверены все пункты.",
    notRemoved: (names) => `Не удалось удалить черновые листы: ${names}. Удалите их вручную.`,
    foreign: (name) =>
      `Лист «${name}» создан не надстройкой и не тронут. ` +
      "Переименуйте его и запустите «Диагностика таблицы» ещё раз.",
    written: (name, agreeing, points) =>
      `Диагностика записана на лист «${name}»: совпадает ${agreeing} из ${points}.`,
  },
  en: {
    title: "Spreadsheet check — Mafia Standings",
    version: "Add-on version",
    locale: "Spreadsheet locale",
    timeZone: "Spreadsheet time zone",
    ranAt: "Checked at",
    howToSend:
      "How to send it: open this sheet and choose File → Download → CSV, " +
      "or copy the sheet to a new spreadsheet (Copy to…), and send the file or its link " +
      "to the add-on's developers.",
    pointsHeader: ["Point", "What was tried", "The add-on expects", "What Sheets did", "Agrees"],
    timingsHeader: ["Timing", "What was timed", "Model, ms", "This spreadsheet, ms"],
    agrees: "yes",
    disagrees: "NO",
    notTried: "not tried",
    failed: (message) => `error: ${message}`,
    notTriedLine: (ids) =>
      `Not tried (the menu command's six minutes ran out): ${ids}. Run the check again.`,
    allTried: "Every point was tried.",
    notRemoved: (names) =>
      `Scratch sheets that could not be removed: ${names}. Remove them by hand.`,
    foreign: (name) =>
      `The sheet “${name}” was not created by the add-on and was left untouched. ` +
      "Rename it and run “Check this spreadsheet” again.",
    written: (name, agreeing, points) =>
      `The check is on the sheet “${name}”: ${agreeing} of ${points} agree.`,
  },
};
