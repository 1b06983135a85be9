/**
 * Every word of the player card that is not the engine's. The figures are named by the engine's
 * own column headers of the players view (PLAYER_COLUMNS), and roles, sides and stages by its
 * vocabulary (pages/shared/i18n.ts), so the card says what MAFIA_STATS and the sheets say.
 */
import { PLAYER_COLUMNS, plural, type Lang, type StatsColumn, type StatsKey } from "../../engine";

export interface CardStrings {
  readonly title: string;
  readonly player: string;
  readonly search: string;
  readonly players: string;
  readonly noMatch: string;
  readonly noPlayers: string;
  readonly loading: string;
  readonly failed: string;
  readonly shown: (name: string) => string;
  readonly role: string;
  readonly total: string;
  readonly figures: string;
  readonly chart: string;
  readonly chartSummary: (games: number, low: string, high: string, last: string) => string;
  readonly chartPoint: (game: string, rating: string) => string;
  readonly chartAxis: string;
  /** What the rating's figures mean, in one line: where it starts and what a game can move. */
  readonly ratingScale: (win: string, loss: string) => string;
  readonly games: string;
  readonly result: string;
  /**
   * The result column's head as shown (the sidebar is narrow); `result` is said to screen readers.
   */
  readonly resultShort: string;
  readonly won: string;
  readonly lost: string;
  readonly noGames: string;
  /** The heading of the nominations the player holds (AWARDS.md). */
  readonly awards: string;
  /** The season's series (SERIES.md): the heading with the place and points, each tournament. */
  readonly series: (place: string, points: Points, dropped: string) => string;
  readonly seriesResult: (tournament: string, place: number, points: Points) => string;
}

/** Points as the card writes them: the figure formatted, and its value for the word's form. */
export interface Points {
  readonly text: string;
  readonly value: number;
}
/** «1 очко», «3 очка», «19 очков», «8,5 очка» (a fraction takes «очка»). */
const pointsRu = ({ text, value }: Points): string =>
  `${text} ${Number.isInteger(value) ? plural(Math.abs(value), "очко", "очка", "очков") : "очка"}`;
const pointsEn = ({ text, value }: Points): string => `${text} point${value === 1 ? "" : "s"}`;

const ru: CardStrings = {
  title: "Карточка игрока",
  player: "Игрок",
  search: "Начните вводить имя",
  players: "Игроки",
  noMatch: "Никого не нашлось",
  noPlayers: "В протоколе пока нет сыгранных игр.",
  loading: "Загрузка…",
  failed: "Не получилось:",
  shown: (name) => `Карточка игрока ${name}`,
  role: "Роль",
  total: "Всего",
  figures: "Показатели",
  chart: "Рейтинг после каждой игры",
  chartSummary: (games, low, high, last) =>
    `Рейтинг после каждой из ${games} игр: от ${low} до ${high}, сейчас ${last}`,
  chartPoint: (game, rating) => `Игра ${game}: ${rating}`,
  chartAxis: "игры",
  ratingScale: (win, loss) =>
    `Шкала рейтинга: у всех в начале 0; победа даёт до +${win}, поражение — до −${loss}, ` +
    "смотря по силе соперников.",
  games: "Игры",
  result: "Итог",
  resultShort: "Итог",
  won: "победа",
  lost: "поражение",
  noGames: "Сыгранных игр нет.",
  awards: "Номинации",
  series: (place, points, dropped) =>
    `Серия: ${place === "" ? "без места" : `${place}-е место`}, ${pointsRu(points)}` +
    (dropped === "" ? "" : ` (отброшено ${dropped})`),
  seriesResult: (tournament, place, points) =>
    `${tournament}: ${place}-е место, ${pointsRu(points)}`,
};

const en: CardStrings = {
  title: "Player card",
  player: "Player",
  search: "Start typing a name",
  players: "Players",
  noMatch: "No one found",
  noPlayers: "No finished games in the table yet.",
  loading: "Loading…",
  failed: "Failed:",
  shown: (name) => `Player card of ${name}`,
  role: "Role",
  total: "Total",
  figures: "Figures",
  chart: "Rating after each game",
  chartSummary: (games, low, high, last) =>
    `Rating after each of ${games} games: from ${low} to ${high}, now ${last}`,
  chartPoint: (game, rating) => `Game ${game}: ${rating}`,
  chartAxis: "games",
  ratingScale: (win, loss) =>
    `Rating scale: everyone starts at 0; a win earns up to +${win}, a loss costs up to ` +
    `−${loss}, by the opponents' strength.`,
  games: "Games",
  result: "Result",
  resultShort: "W/L",
  won: "won",
  lost: "lost",
  noGames: "No finished games.",
  awards: "Awards",
  series: (place, points, dropped) =>
    `Series: ${place === "" ? "no place" : `place ${place}`}, ${pointsEn(points)}` +
    (dropped === "" ? "" : ` (${dropped} dropped)`),
  seriesResult: (tournament, place, points) => `${tournament}: place ${place}, ${pointsEn(points)}`,
};

export const STRINGS: Readonly<Record<Lang, CardStrings>> = { ru, en };

const COLUMNS_BY_KEY: ReadonlyMap<StatsKey, StatsColumn> = new Map(
  PLAYER_COLUMNS.map((column) => [column.key, column]),
);

/** A figure's column of the players view. */
export function statsColumn(key: StatsKey): StatsColumn {
  return COLUMNS_BY_KEY.get(key) as StatsColumn;
}

/** A figure's name: the players view's column header in the page's language. */
export function statName(key: StatsKey, lang: Lang): string {
  return statsColumn(key).header[lang];
}

/**
 * A number as the page shows it: a decimal comma in Russian, a real minus sign; "" (an empty
 * cell: nothing to divide by) as an em dash. Never "NaN" or "undefined".
 */
export function formatFigure(value: number | "" | null | undefined, lang: Lang): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "—";
  const text = String(Math.abs(value));
  const local = lang === "ru" ? text.replace(".", ",") : text;
  return value < 0 ? `−${local}` : local;
}

/**
 * A figure to exactly `decimals` places, as an average reads best («1,67», not «1,6667»); an
 * empty cell as an em dash.
 */
export function formatFixed(
  value: number | "" | null | undefined,
  lang: Lang,
  decimals: number,
): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return "—";
  const fixed = Math.abs(value).toFixed(decimals);
  const local = lang === "ru" ? fixed.replace(".", ",") : fixed;
  // −0,00 would be a minus on nothing: a figure that rounds to zero has no sign.
  return value < 0 && Number(fixed) !== 0 ? `−${local}` : local;
}

/** A percentage figure with its sign: «58,3 %» / "58.3%"; an empty cell as an em dash. */
export function formatPercent(value: number | "" | null | undefined, lang: Lang): string {
  const figure = formatFigure(value, lang);
  if (figure === "—") return figure;
  return lang === "ru" ? `${figure}\u00a0%` : `${figure}%`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An ISO date as the page shows it: «29.11.2026» / 2026-11-29, or without the year when every
 * date shown is of one year (the sidebar is narrow): «29.11» / Nov 29. None: an em dash.
 */
export function formatDate(iso: string, lang: Lang, withYear = true): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return "—";
  const [, year, month, day] = m;
  if (withYear) return lang === "ru" ? `${day}.${month}.${year}` : iso;
  return lang === "ru" ? `${day}.${month}` : `${MONTHS[Number(month) - 1]} ${Number(day)}`;
}
