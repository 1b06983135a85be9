/** Every word of «Бланки для судей» (AWARDS.md, "The judges' sheets"), in both languages. */
import { HEADERS, type Lang } from "../../engine";

export interface JudgeSheetsTexts {
  /** Row 1 of «Бланки», repeated on every printed page. */
  readonly pageTitle: (tournament: string) => string;
  /** A block's title row: the game, then its round and table when the seating names them. */
  readonly blockTitle: (game: string, round: string, table: string, stage: string) => string;
  /** The block's header: Место, Игрок, Роль, Фолы, Лучший ход, Доп. баллы. */
  readonly blockHeader: readonly string[];
  readonly winner: string;
  readonly player: string;
  readonly round: (round: string) => string;
  readonly seatAt: (table: string, seat: number) => string;
  readonly noSeating: (seating: string) => string;
  readonly askReplace: (names: readonly string[]) => string;
  readonly declined: string;
  readonly changed: string;
  readonly written: (sheets: string, games: number, schedule: string, players: number) => string;
}

const quoted = (names: readonly string[], open: string, close: string): string =>
  names.map((n) => `${open}${n}${close}`).join(", ");

/** Joins the parts that are there: a blank round or table is left out, not shown as «тур ». */
const parts = (...pieces: (string | false)[]): string =>
  pieces.filter((p): p is string => p !== false && p !== "").join(" · ");

const ru: JudgeSheetsTexts = {
  pageTitle: (tournament) => `${tournament} — бланки судей`,
  blockTitle: (game, round, table, stage) =>
    parts(`Игра ${game}`, round !== "" && `тур ${round}`, table !== "" && `стол ${table}`, stage),
  blockHeader: [
    HEADERS.seat.ru,
    HEADERS.player.ru,
    HEADERS.role.ru,
    "Фолы",
    HEADERS.bestMove.ru,
    HEADERS.extra.ru,
  ],
  winner: HEADERS.winner.ru,
  player: HEADERS.player.ru,
  round: (round) => (round === "" ? "Тур" : `Тур ${round}`),
  seatAt: (table, seat) => parts(table !== "" && `Стол ${table}`, `место ${seat}`),
  noSeating: (seating) =>
    `Бланки не записаны: нет рассадки. Составьте её («Составить рассадку…» или ` +
    `«Рассадка финала…») — она появится на листе «${seating}», — и повторите.`,
  askReplace: (names) =>
    `На ${names.length === 1 ? "листе" : "листах"} ${quoted(names, "«", "»")} ` +
    `есть то, что записала не надстройка ` +
    `(или правки от руки). Заменить их содержимое бланками по рассадке?`,
  declined: "Бланки не записаны: листы не тронуты.",
  changed: "Бланки не записаны: пока вы отвечали, листы изменились. Повторите «Бланки для судей».",
  written: (sheets, games, schedule, players) =>
    `Бланки записаны на лист «${sheets}» (игр: ${games}), ` +
    `расписание — на лист «${schedule}» (игроков: ${players}).`,
};

const en: JudgeSheetsTexts = {
  pageTitle: (tournament) => `${tournament} — judges' score sheets`,
  blockTitle: (game, round, table, stage) =>
    parts(
      `Game ${game}`,
      round !== "" && `round ${round}`,
      table !== "" && `table ${table}`,
      stage,
    ),
  blockHeader: [
    HEADERS.seat.en,
    HEADERS.player.en,
    HEADERS.role.en,
    "Fouls",
    HEADERS.bestMove.en,
    HEADERS.extra.en,
  ],
  winner: HEADERS.winner.en,
  player: HEADERS.player.en,
  round: (round) => (round === "" ? "Round" : `Round ${round}`),
  seatAt: (table, seat) => parts(table !== "" && `Table ${table}`, `seat ${seat}`),
  noSeating: (seating) =>
    `No score sheets written: there is no seating. Make one (“Make seating…” or ` +
    `“Seat the final…”) — it goes to the “${seating}” sheet — and try again.`,
  askReplace: (names) =>
    `The sheet${names.length === 1 ? "" : "s"} ${quoted(names, "“", "”")} ` +
    `${names.length === 1 ? "holds" : "hold"} something the add-on did not write ` +
    `(or edits by hand). Replace it with the score sheets of the seating?`,
  declined: "No score sheets written: the sheets are untouched.",
  changed:
    "No score sheets written: the sheets changed while you answered. " +
    "Choose “Judges' sheets” again.",
  written: (sheets, games, schedule, players) =>
    `Score sheets written to “${sheets}” (${games} game${games === 1 ? "" : "s"}), ` +
    `the schedule to “${schedule}” (${players} player${players === 1 ? "" : "s"}).`,
};

export const JUDGE_SHEETS_TEXTS: Readonly<Record<Lang, JudgeSheetsTexts>> = { ru, en };
