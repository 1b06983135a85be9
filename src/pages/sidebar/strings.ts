/**
 * Every word the sidebar shows that is not the engine's. The engine's own vocabulary (role and
 * team names, column headers, rule messages) is reused from src/engine so a judge reads the same
 * words in the sidebar, the sheet and the messages.
 */
import { HEADERS, PLACE_HEADERS, SEASON_HEADERS, type Lang, type SeatMark } from "../../engine";

export interface Strings {
  readonly title: string;
  readonly game: string;
  /** The blank id's placeholder: a game saved without an id takes the next free one. */
  readonly nextGame: string;
  /** The fields of a Games sheet that numbers games per table: «Тур» and «Стол». */
  readonly round: string;
  readonly table: string;
  readonly date: string;
  readonly load: string;
  readonly loadHint: string;
  readonly winner: string;
  readonly seat: string;
  readonly points: string;
  /**
   * Short column heads over the second line of each seat (the full name is the control's label).
   */
  readonly short: Readonly<Record<SeatMark, string>>;
  readonly save: string;
  readonly clear: string;
  readonly remove: string;
  readonly cancel: string;
  readonly confirmReplace: (game: string) => string;
  readonly confirmReplaceButton: string;
  readonly confirmDelete: (game: string) => string;
  readonly confirmDeleteButton: string;
  readonly confirmDiscard: (game: string) => string;
  readonly confirmDiscardButton: string;
  readonly confirmClear: string;
  /** A name the roster («Участники») lacks: the seat, and the roster's closest name when near. */
  readonly offRoster: (name: string, seat: number, closest: string | undefined) => string;
  readonly confirmOffRoster: (names: string) => string;
  readonly confirmOffRosterButton: string;
  readonly editing: (game: string) => string;
  /** `points`: each seat's points as the store scored them, «1: 3,5; 2: 0; …»; "" when none. */
  readonly saved: (game: string, first: number, last: number, points: string) => string;
  readonly standingsUpdating: string;
  readonly standingsUpdated: string;
  readonly standingsFailed: (reason: string) => string;
  readonly deleted: (game: string, rows: number) => string;
  readonly loaded: (game: string) => string;
  readonly ready: string;
  readonly checksTitle: string;
  readonly whyDisabled: string;
  readonly needWinner: string;
  readonly needPlayers: (seats: string) => string;
  readonly bestMoveSeats: string;
  readonly needGameToLoad: string;
  /** The Games sheet numbers games per table: the id alone does not say which game. */
  readonly needTableToLoad: string;
  readonly needTable: string;
  /** The field of a Games sheet with a «Турнир» column (SERIES.md), and its blank refusal. */
  readonly tournament: string;
  readonly needTournament: string;
  readonly seatLabel: (seat: number) => string;
  readonly seatField: (seat: number, field: string) => string;
  readonly bestMovePlaceholder: string;
  /**
   * The points follow a system other than the club's own table,
   * which computes Ci over the whole table.
   */
  readonly withoutCi: (system: string) => string;
  readonly systemPoints: (system: string) => string;
  /**
   * A preset's name as the note shows it,
   * «changed» when the Rules sheet overrides any of its values.
   */
  readonly systemName: (preset: string, changed: boolean) => string;
  readonly rulesBroken: string;
  /** The stage's weight, when it is not 1: the points shown are already multiplied by it. */
  readonly stageWeight: (stage: string, weight: string) => string;
  readonly errors: Readonly<Record<"connection" | "lock" | "unavailable" | "server", string>>;
  readonly keepInput: string;
}

const ru: Strings = {
  title: "Протокол игры",
  game: "Игра",
  nextGame: "авто",
  round: PLACE_HEADERS.round.ru,
  table: PLACE_HEADERS.table.ru,
  date: "Дата",
  load: "Открыть",
  loadHint: "Открыть сохранённую игру с этим номером для исправления",
  winner: HEADERS.winner.ru,
  seat: "Место",
  points: "Очки",
  short: {
    firstKilled: "ПУ",
    bestMove: "ЛХ",
    correct: "Прав",
    bestPlayer: "ЛИ",
    remarks: "Зам",
    removed: "Уд",
    extra: "Доп.",
  },
  save: "Сохранить",
  clear: "Новая игра",
  remove: "Удалить игру",
  cancel: "Отмена",
  confirmReplace: (g) => `Игра ${g} уже сохранена. Заменить её исправленной?`,
  confirmReplaceButton: "Заменить",
  confirmDelete: (g) => `Удалить игру ${g} из протокола? Таблица пересчитается.`,
  confirmDeleteButton: "Удалить",
  confirmDiscard: (g) => `Заменить введённые данные игрой ${g}?`,
  confirmDiscardButton: "Открыть",
  confirmClear: "Очистить форму? Введённые данные пропадут.",
  offRoster: (name, seat, closest) =>
    closest === undefined
      ? `«${name}» (место ${seat})`
      : `«${name}» (место ${seat}; ближе всего — «${closest}»)`,
  confirmOffRoster: (names) => `Нет в списке участников: ${names}. Сохранить игру всё равно?`,
  confirmOffRosterButton: "Сохранить",
  editing: (g) => `Исправление игры ${g}`,
  saved: (g, a, b, p) => `Игра ${g} сохранена (строки ${a}–${b}).${p ? ` Очки: ${p}.` : ""}`,
  standingsUpdating: "Таблица обновляется…",
  standingsUpdated: "Таблица обновлена.",
  standingsFailed: (reason) =>
    `Таблица не обновлена: ${reason} Выберите «Пересчитать таблицу» в меню дополнения.`,
  deleted: (g, n) => `Игра ${g} удалена (${n} строк).`,
  loaded: (g) => `Игра ${g} открыта для исправления.`,
  ready: "Всё верно — можно сохранять.",
  checksTitle: "Проверка",
  whyDisabled: "Нельзя сохранить:",
  needWinner: "выберите победителя",
  needPlayers: (s) => `впишите игроков: ${s}`,
  bestMoveSeats: "лучший ход — это два или три места через пробел, например «3 7 9»",
  needGameToLoad: "Впишите номер игры, которую нужно открыть.",
  needTableToLoad: "Впишите стол игры, которую нужно открыть: игры на листе нумеруются по столам.",
  needTable: "Впишите стол игры: игры на листе нумеруются по столам.",
  tournament: SEASON_HEADERS.tournament.ru,
  needTournament: "Впишите турнир игры: на листе «Игры» есть столбец «Турнир».",
  seatLabel: (n) => `Место ${n}`,
  seatField: (n, f) => `Место ${n}: ${f}`,
  bestMovePlaceholder: "3 7 9",
  withoutCi: (system) =>
    `Очки по системе ${system} без компенсации Ci: ` +
    `она зависит от всех игр турнира и видна в таблице.`,
  systemPoints: (system) => `Очки по системе ${system}.`,
  systemName: (preset, changed) =>
    changed ? `«${preset}» с изменениями с листа «Правила»` : `«${preset}»`,
  rulesBroken: "Очки не показаны: на листе «Правила» ошибка, игру сохранить можно.",
  stageWeight: (stage, weight) => `${stage}: очки × ${weight}`,
  errors: {
    connection: "Нет связи с Google. Проверьте интернет и нажмите ещё раз.",
    lock:
      "Таблица занята: сейчас сохраняет другой судья. " +
      "Подождите несколько секунд и нажмите ещё раз.",
    unavailable: "Боковая панель открыта не из таблицы: сервер недоступен.",
    server: "Сервер не смог выполнить запрос.",
  },
  keepInput: "Введённые данные остались в форме.",
};

const en: Strings = {
  title: "Game protocol",
  game: "Game",
  nextGame: "auto",
  round: PLACE_HEADERS.round.en,
  table: PLACE_HEADERS.table.en,
  date: "Date",
  load: "Open",
  loadHint: "Open the saved game with this id to correct it",
  winner: HEADERS.winner.en,
  seat: "Seat",
  points: "Points",
  short: {
    firstKilled: "K1",
    bestMove: "BM",
    correct: "Pick",
    bestPlayer: "Best",
    remarks: "Rem",
    removed: "Out",
    extra: "Extra",
  },
  save: "Save",
  clear: "New game",
  remove: "Delete game",
  cancel: "Cancel",
  confirmReplace: (g) => `Game ${g} is already saved. Replace it with this correction?`,
  confirmReplaceButton: "Replace",
  confirmDelete: (g) => `Delete game ${g} from the protocol? The standings will be recalculated.`,
  confirmDeleteButton: "Delete",
  confirmDiscard: (g) => `Replace what you entered with game ${g}?`,
  confirmDiscardButton: "Open",
  confirmClear: "Clear the form? What you entered will be lost.",
  offRoster: (name, seat, closest) =>
    closest === undefined
      ? `“${name}” (seat ${seat})`
      : `“${name}” (seat ${seat}; closest: “${closest}”)`,
  confirmOffRoster: (names) => `Not on the players list: ${names}. Save the game anyway?`,
  confirmOffRosterButton: "Save anyway",
  editing: (g) => `Correcting game ${g}`,
  saved: (g, a, b, p) => `Game ${g} saved (rows ${a}–${b}).${p ? ` Points: ${p}.` : ""}`,
  standingsUpdating: "Updating the standings…",
  standingsUpdated: "Standings updated.",
  standingsFailed: (reason) =>
    `Standings not updated: ${reason} Choose “Recalculate standings” in the add-on's menu.`,
  deleted: (g, n) => `Game ${g} deleted (${n} rows).`,
  loaded: (g) => `Game ${g} opened for correction.`,
  ready: "All good: ready to save.",
  checksTitle: "Checks",
  whyDisabled: "Cannot save yet:",
  needWinner: "choose the winner",
  needPlayers: (s) => `enter the players of seats ${s}`,
  bestMoveSeats: "a best move is two or three seats separated by spaces, such as “3 7 9”",
  needGameToLoad: "Enter the id of the game to open.",
  needTableToLoad: "Enter the table of the game to open: the sheet numbers games per table.",
  needTable: "Enter the game's table: the sheet numbers games per table.",
  tournament: SEASON_HEADERS.tournament.en,
  needTournament: "Enter the game's tournament: the Games sheet has a “Tournament” column.",
  seatLabel: (n) => `Seat ${n}`,
  seatField: (n, f) => `Seat ${n}: ${f}`,
  bestMovePlaceholder: "3 7 9",
  withoutCi: (system) =>
    `Points under ${system} without the compensation Ci: ` +
    `it depends on every game of the tournament and shows in the standings.`,
  systemPoints: (system) => `Points under ${system}.`,
  systemName: (preset, changed) =>
    changed ? `“${preset}” as changed on the “Rules” sheet` : `“${preset}”`,
  rulesBroken: "No points shown: the “Rules” sheet has a problem; the game can still be saved.",
  stageWeight: (stage, weight) => `${stage}: points × ${weight}`,
  errors: {
    connection: "No connection to Google. Check the network and try again.",
    lock: "The spreadsheet is busy: another judge is saving. Wait a few seconds and try again.",
    unavailable: "The sidebar was not opened from the spreadsheet: the server is unavailable.",
    server: "The server could not do it.",
  },
  keepInput: "Everything you entered is still in the form.",
};

export const STRINGS: Readonly<Record<Lang, Strings>> = { ru, en };
