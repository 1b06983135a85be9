/**
 * Every word the spreadsheet shell shows (menus, toasts, dialogs, refusals). The rules' own
 * messages stay the engine's (describeIssue): one wording for a problem wherever it appears.
 * Short on purpose: they are read in a toast.
 */
import type { Lang } from "../../engine";

export interface ShellTexts {
  readonly addon: string;
  readonly menu: {
    readonly enterGame: string;
    readonly setup: string;
    readonly recalc: string;
    readonly check: string;
    readonly help: string;
    readonly seating: string;
    readonly finalSeating: string;
    readonly judgeSheets: string;
    readonly playerCard: string;
    readonly diagnostics: string;
  };
  readonly sidebarTitle: string;
  readonly ready: string;
  readonly foreignSheet: (name: string) => string;
  readonly headerUnknown: (name: string) => string;
  readonly noGamesSheet: string;
  readonly updated: (players: number, games: number) => string;
  readonly problems: (count: number) => string;
  readonly seeColumn: (letter: string) => string;
  readonly stale: string;
  readonly statusOk: string;
  /** The standings sheet's top line (A1) and the line under it (A2). */
  readonly status: {
    readonly upToDate: (game: string | null, when: string) => string;
    readonly problems: (count: number, column: string) => string;
    /** The stale marker's warning: a source sheet changed since the refresh (staleMarker.ts). */
    readonly changed: (sheets: readonly string[]) => string;
    /** The same at the top of «Статистика» (and any other sheet a refresh writes). */
    readonly sheetChanged: (sheets: readonly string[]) => string;
    readonly editMissed: string;
    readonly counts: (players: number, games: number) => string;
    readonly lastGood: string;
    readonly inProgress: (ids: string) => string;
    readonly warnings: (count: number, column: string) => string;
    /** A warning in the problem column, after the problems. */
    readonly warning: (text: string) => string;
  };
  /** The status line's and the toast's note while «Скрыть финал» is on. */
  readonly finalHidden: string;
  /** The heading row above the players with too few games. */
  readonly tooFewGames: (minimum: number) => string;
  readonly checkOk: (finished: number, inProgress: number) => string;
  readonly more: (count: number) => string;
  readonly chartTitle: string;
  readonly notSaved: (game: string | undefined) => string;
  readonly exists: (game: string, first: number, last: number) => string;
  readonly notFound: (game: string) => string;
  readonly missingColumn: (header: string) => string;
  readonly cannotLoad: (game: string) => string;
  readonly notDeleted: (game: string) => string;
  /** A game of a sheet that numbers games per table («Стол» column) given without its table. */
  readonly needTable: string;
  /** The round and table handed to loadGame or deleteGame are not text of up to 40 characters. */
  readonly badPlace: string;
  /** The rows handed to deleteGame are not a game's first and last sheet rows. */
  readonly badRows: string;
  readonly noWinner: string;
  readonly noSeat: (row: number) => string;
  readonly countBestMove: (row: number) => string;
  readonly badDate: (row: number, value: string) => string;
  readonly datesDiffer: (rows: string) => string;
  readonly fixRowsFirst: string;
  readonly busy: string;
  readonly failed: (what: string) => string;
  readonly notChanged: (game: string) => string;
  readonly partlyDone: (game: string) => string;
  /** A deletion Sheets refused half way, and everything put back. */
  readonly deleteUndone: (game: string) => string;
  /** A deletion Sheets refused half way, and what was deleted could not be put back. */
  readonly partlyDeleted: (game: string) => string;
  readonly help: string;
}

const RUSSIAN: ShellTexts = {
  addon: "Mafia Standings",
  menu: {
    enterGame: "Внести игру…",
    setup: "Создать листы турнира",
    recalc: "Пересчитать таблицу",
    check: "Проверить протокол",
    help: "Справка",
    seating: "Составить рассадку…",
    finalSeating: "Рассадка финала…",
    judgeSheets: "Бланки для судей",
    playerCard: "Карточка игрока",
    diagnostics: "Диагностика таблицы",
  },
  sidebarTitle: "Протокол игры",
  ready: "Листы турнира готовы, данные не тронуты.",
  foreignSheet: (name) =>
    `Лист «${name}» создан не надстройкой и не тронут. ` +
    `Переименуйте его и повторите «Создать листы турнира».`,
  headerUnknown: (name) =>
    `Первая строка листа «${name}» — не заголовок таблицы игр: столбцы не оформлены.`,
  noGamesSheet: "Нет листа игр: выберите в меню «Создать листы турнира».",
  updated: (players, games) => `Таблица обновлена: игроков ${players}, игр ${games}.`,
  problems: (count) => `Ошибок в протоколе: ${count}`,
  seeColumn: (letter) => `список — на листе «Таблица», столбец ${letter}.`,
  stale: "Слева — последняя верная таблица.",
  statusOk: "Ошибок в протоколе нет",
  status: {
    upToDate: (game, when) =>
      game === null
        ? `Таблица обновлена ${when}: сыгранных игр пока нет.`
        : `Таблица обновлена после игры ${game} — ${when}.`,
    problems: (count, column) =>
      `⚠ Таблица не обновлена: ошибок в протоколе — ${count}, список — в столбце ${column}.`,
    changed: (sheets) =>
      `⚠ Таблица не обновлена: ${sheets.map((s) => `«${s}»`).join(" или ")} изменены после ` +
      `неё — выберите «Пересчитать таблицу».`,
    sheetChanged: (sheets) =>
      `⚠ Не обновлено: ${sheets.map((s) => `«${s}»`).join(" или ")} изменены — ` +
      `«Пересчитать таблицу».`,
    editMissed:
      "⚠ Таблица не обновлена: правка не учтена, пока сохранял другой судья — " +
      "выберите «Пересчитать таблицу».",
    counts: (players, games) => `Игроков: ${players}, игр: ${games}.`,
    lastGood: "Ниже — последняя верная таблица.",
    inProgress: (ids) => `В процессе: ${ids}.`,
    warnings: (count, column) => `Предупреждений: ${count} — в столбце ${column}.`,
    warning: (text) => `Предупреждение: ${text}`,
  },
  finalHidden: "Финал скрыт (Правила: «Скрыть финал»)",
  tooFewGames: (n) => `Меньше ${n} ${n % 10 === 1 && n % 100 !== 11 ? "игры" : "игр"} — без места`,
  checkOk: (finished, inProgress) =>
    `Ошибок нет. Игр сыграно: ${finished}, не окончено: ${inProgress}.`,
  more: (count) => `…и ещё ${count}`,
  chartTitle: "Лидеры",
  notSaved: (game) => `Игра ${game ?? ""} не сохранена:`.replace("  ", " "),
  exists: (game, first, last) =>
    `игра ${game} уже есть (строки ${first}–${last}): чтобы исправить её, ` +
    `нажмите «Открыть»; чтобы сохранить новую игру, укажите другой номер`,
  notFound: (game) => `Игры ${game} нет в протоколе.`,
  missingColumn: (header) => `на листе игр нет столбца «${header}»`,
  cannotLoad: (game) => `Игру ${game} нельзя открыть в форме:`,
  notDeleted: (game) => `Игра ${game} не удалена:`,
  needTable: "укажите стол: на листе игр есть столбец «Стол», и игру определяют тур, стол и номер",
  badPlace: "Тур и стол игры — текст не длиннее 40 знаков.",
  badRows: "Строки игры — номера первой и последней её строк на листе.",
  noWinner: "не указан победитель",
  noSeat: (row) => `строка ${row}: не указано место`,
  countBestMove: (row) => `строка ${row}: лучший ход записан числом, а не местами`,
  badDate: (row, value) =>
    `строка ${row}, «Дата»: «${value}» — не читается как дата (нужна дата или текст ГГГГ-ММ-ДД)`,
  datesDiffer: (rows) => `в строках ${rows} записаны разные даты`,
  fixRowsFirst: "Сначала исправьте эти строки на листе игр, потом откройте игру снова.",
  busy:
    "Сейчас сохраняет другой судья (блокировка документа). " +
    "Повторите через несколько секунд — введённое не потеряно.",
  failed: (what) => `Не получилось: ${what}`,
  notChanged: (game) =>
    `Игра ${game} не сохранена: Таблицы не дали удалить её старые строки, ` +
    `и всё возвращено как было. Повторите сохранение.`,
  partlyDone: (game) =>
    `Игра ${game} сохранена не до конца: проверьте её строки на листе игр и удалите лишние.`,
  deleteUndone: (game) =>
    `Игра ${game} не удалена: Таблицы не дали удалить часть её строк, ` +
    `и всё возвращено как было. Повторите удаление.`,
  partlyDeleted: (game) =>
    `Игра ${game} удалена не до конца: проверьте её строки на листе игр и удалите оставшиеся.`,
  help: [
    "Личный зачёт по спортивной мафии. Что есть в меню:",
    "• «Создать листы турнира» — листы «Игры» (протокол: что вписывать, подсказано в " +
      "примечании к каждому заголовку), «Таблица» (пересчитывается после каждой правки; " +
      "пока в протоколе ошибка, вверху написано «Таблица не обновлена» и где список ошибок) " +
      "и «Правила» (система подсчёта, с пояснением к каждой настройке).",
    "• «Внести игру…» — форма игры в боковой панели: проверяет игру, пока вы её вводите, " +
      "показывает очки и сохраняет в «Игры»; «Открыть» — исправить сохранённую игру.",
    "• «Составить рассадку…» — рассадка турнира по столам на лист «Рассадка» " +
      "(игроки — с листа «Участники»); «Рассадка финала…» — финал для лучших игроков таблицы.",
    "• «Бланки для судей» — по рассадке: лист «Бланки» (бланк каждой игры с игроками на " +
      "местах, готов к печати) и лист «Расписание» (где и когда играет каждый).",
    "• Статистика: лист «Статистика» обновляется вместе с таблицей — игроки по ролям, места " +
      "за столом, итоги, рейтинг и графики.",
    "• «Карточка игрока» — один игрок: показатели по ролям, его игры, график рейтинга.",
    "• «Пересчитать таблицу» и «Проверить протокол» — пересчёт вручную и список ошибок.",
    "• «Диагностика таблицы» — если надстройка ведёт себя странно: проверяет, как эта таблица " +
      "делает то, на что надстройка рассчитывает, и пишет отчёт на лист «Диагностика»; " +
      "пришлите его разработчикам (как — написано на листе).",
    "Формулы: =MAFIA_STANDINGS(Игры!A:N; Правила!A:B) — таблица; " +
      "=MAFIA_POINTS(Игры!A:N; Правила!A:B) — очки каждой строки; " +
      '=MAFIA_RANK("Имя"; Игры!A:N; Правила!A:B) — место игрока; ' +
      '=MAFIA_STATS(Игры!A:N; Правила!A:B; "игроки") — статистика ' +
      "(виды: «игроки», «места», «итоги», «рейтинг», «номинации», «команды»); " +
      "=MAFIA_SERIES(Игры!A:P; Правила!A:B) — серия турниров (нужен столбец «Турнир»; " +
      "с ним лист «Серия» обновляется вместе с таблицей).",
  ].join("\n"),
};

const ENGLISH: ShellTexts = {
  addon: "Mafia Standings",
  menu: {
    enterGame: "Enter a game…",
    setup: "Create tournament sheets",
    recalc: "Recalculate standings",
    check: "Check the protocol",
    help: "Help",
    seating: "Make seating…",
    finalSeating: "Seat the final…",
    judgeSheets: "Judges' sheets",
    playerCard: "Player card",
    diagnostics: "Check this spreadsheet",
  },
  sidebarTitle: "Game protocol",
  ready: "Tournament sheets ready; data untouched.",
  foreignSheet: (name) =>
    `The sheet “${name}” was not created by the add-on and was left untouched. ` +
    `Rename it and run “Create tournament sheets” again.`,
  headerUnknown: (name) =>
    `The first row of “${name}” is not a games header: columns not formatted.`,
  noGamesSheet: "No games sheet: choose “Create tournament sheets” in the menu.",
  updated: (players, games) => `Standings updated: ${players} players, ${games} games.`,
  problems: (count) => `Problems in the games: ${count}`,
  seeColumn: (letter) => `see “Standings”, column ${letter}.`,
  stale: "On the left: the last valid standings.",
  statusOk: "No problems in the games",
  status: {
    upToDate: (game, when) =>
      game === null
        ? `Standings up to date at ${when}: no game finished yet.`
        : `Standings up to date after game ${game} — ${when}.`,
    problems: (count, column) =>
      `⚠ Standings not updated: ${count} problem${count === 1 ? "" : "s"} in the games, ` +
      `listed in column ${column}.`,
    changed: (sheets) =>
      `⚠ Standings not updated: ${sheets.map((s) => `“${s}”`).join(" or ")} changed since — ` +
      `choose “Recalculate standings”.`,
    sheetChanged: (sheets) =>
      `⚠ Not updated: ${sheets.map((s) => `“${s}”`).join(" or ")} changed — ` +
      `“Recalculate standings”.`,
    editMissed:
      "⚠ Standings not updated: an edit was not counted while another judge was saving — " +
      "choose “Recalculate standings”.",
    counts: (players, games) => `Players: ${players}, games: ${games}.`,
    lastGood: "Below: the last valid standings.",
    inProgress: (ids) => `In progress: ${ids}.`,
    warnings: (count, column) => `Warnings: ${count} — in column ${column}.`,
    warning: (text) => `Warning: ${text}`,
  },
  finalHidden: "Final hidden (Rules: “Hide the final”)",
  tooFewGames: (n) => `Fewer than ${n} game${n === 1 ? "" : "s"} — no place`,
  checkOk: (finished, inProgress) =>
    `No problems. ${finished} games finished, ${inProgress} in progress.`,
  more: (count) => `…and ${count} more`,
  chartTitle: "Leaders",
  notSaved: (game) => `Game ${game ?? ""} was not saved:`.replace("  ", " "),
  exists: (game, first, last) =>
    `game ${game} already exists (rows ${first}–${last}): to correct it, ` +
    `open it with “Open”; to save a new game, use another game id`,
  notFound: (game) => `There is no game ${game}.`,
  missingColumn: (header) => `the games sheet has no “${header}” column`,
  cannotLoad: (game) => `Game ${game} cannot be opened in the form:`,
  notDeleted: (game) => `Game ${game} was not deleted:`,
  needTable:
    "give the table: the games sheet has a “Table” column, so a game is its round, table and id",
  badPlace: "A game's round and table are text of at most 40 characters.",
  badRows: "A game's rows are the numbers of its first and last rows on the sheet.",
  noWinner: "no winner is recorded",
  noSeat: (row) => `row ${row}: the seat is empty`,
  countBestMove: (row) => `row ${row}: the best move is a count, not seats`,
  badDate: (row, value) =>
    `row ${row}, “Date”: “${value}” ` +
    `cannot be read as a date (expected a date or the text YYYY-MM-DD)`,
  datesDiffer: (rows) => `rows ${rows} record different dates`,
  fixRowsFirst: "Fix these rows on the games sheet first, then open the game again.",
  busy:
    "Another judge is saving (document lock). " +
    "Try again in a few seconds — nothing you entered is lost.",
  failed: (what) => `Failed: ${what}`,
  notChanged: (game) =>
    `Game ${game} was not saved: Sheets did not let its old rows be deleted, ` +
    `so everything was put back as it was. Try saving again.`,
  partlyDone: (game) =>
    `Game ${game} was only partly saved: ` +
    `check its rows on the games sheet and delete the extra ones.`,
  deleteUndone: (game) =>
    `Game ${game} was not deleted: Sheets did not let part of its rows be deleted, ` +
    `so everything was put back as it was. Try deleting again.`,
  partlyDeleted: (game) =>
    `Game ${game} was only partly deleted: check its rows on the games sheet and delete the rest.`,
  help: [
    "Individual standings of sport mafia. What the menu holds:",
    "• “Create tournament sheets”: the sheets “Games” (the protocol: what to type is in the " +
      "note on each header), “Standings” (recalculated after every edit; while the games have " +
      "a problem, its top says “Standings not updated” and where the problems are listed) and " +
      "“Rules” (the scoring system, each setting explained).",
    "• “Enter a game…”: the game form in a sidebar; it checks the game as you type, shows the " +
      "points and saves it to “Games”; “Open” corrects a saved game.",
    "• “Make seating…”: the tournament's seating by tables on “Seating” (players from the " +
      "“Players” sheet); “Seat the final…”: the final for the top of the standings.",
    "• “Judges' sheets”: from the seating, the “Score sheets” sheet (each game's sheet with " +
      "the players in their seats, ready to print) and the “Schedule” sheet (where each plays).",
    "• Statistics: the “Statistics” sheet is updated with the standings — players by role, " +
      "seats, the summary, the rating and charts.",
    "• “Player card”: one player's figures by role, their games and rating chart.",
    "• “Recalculate standings” and “Check the protocol”: recalculate by hand, list the problems.",
    "• “Check this spreadsheet”: when the add-on behaves oddly, it tries how this " +
      "spreadsheet does what the add-on relies on and writes a report on the “Diagnostics” " +
      "sheet; send it to the developers (the sheet says how).",
    "Formulas: =MAFIA_STANDINGS(Games!A:N, Rules!A:B) for the standings; " +
      "=MAFIA_POINTS(Games!A:N, Rules!A:B) for each row's points; " +
      '=MAFIA_RANK("Name", Games!A:N, Rules!A:B) for a place; ' +
      '=MAFIA_STATS(Games!A:N, Rules!A:B, "players") for statistics ' +
      "(views: “players”, “seats”, “summary”, “rating”, “awards”, “teams”); " +
      "=MAFIA_SERIES(Games!A:P, Rules!A:B) for a series of tournaments (with a “Tournament” " +
      "column, the “Series” sheet is updated with the standings).",
  ].join("\n"),
};

export const TEXTS: Readonly<Record<Lang, ShellTexts>> = { ru: RUSSIAN, en: ENGLISH };
