/**
 * The players view of the statistics (STATS.md, "Players") as one table: each column's key, its
 * headers in both languages (full, and short for a narrow terminal), how its value is computed
 * and its number format. MAFIA_STATS, the «Статистика» sheet, the player card and the command
 * line all read their columns from here; the key is what JSON and the card carry, and stays
 * when a header is reworded.
 */
import type { Cell } from "./grid";
import { percent, ratio, rounded, roundedRating } from "./figures";
import type { PlayerStats, Record2 } from "./stats";
import type { Lang, Role, Side } from "./terms";

type Words = Readonly<Record<Lang, string>>;

/**
 * How a figure reads: `text` (the name), `count` (whole numbers, the place too), `percent` (one
 * decimal, shown with %), `points` (sums to 4 decimals), `average` (a sum per game, 4 decimals
 * kept, 2 shown where room is short), `rating` (2 decimals).
 */
export type StatsFormat = "text" | "count" | "percent" | "points" | "average" | "rating";

export interface StatsColumn<K extends string = string> {
  readonly key: K;
  readonly header: Words;
  readonly short: Words;
  readonly format: StatsFormat;
  /** Among the columns a secretary reads first: shown when not every column fits. */
  readonly first: boolean;
  readonly value: (player: PlayerStats) => Cell;
}

function column<K extends string>(
  key: K,
  header: readonly [string, string],
  short: readonly [string, string],
  format: StatsFormat,
  value: (player: PlayerStats) => Cell,
  first = false,
): StatsColumn<K> {
  return {
    key,
    header: { ru: header[0], en: header[1] },
    short: { ru: short[0], en: short[1] },
    format,
    first,
    value,
  };
}

function recordOf(player: PlayerStats, of: Role | Side): Record2 {
  return of === "red" || of === "black" ? player.sides[of] : player.roles[of];
}

/**
 * A role's or a side's three columns: games, wins and win %. `ru` is the role in the
 * instrumental case («мирным»), `ruShort` and `enShort` its short forms.
 */
function roleColumns<R extends Role | Side>(
  of: R,
  [ru, ruShort]: readonly [string, string],
  [en, enShort]: readonly [string, string],
): [StatsColumn<`${R}Games`>, StatsColumn<`${R}Wins`>, StatsColumn<`${R}WinPercent`>] {
  return [
    column(
      `${of}Games`,
      [`Игры ${ru}`, `${en} games`],
      [`И ${ruShort}`, `${enShort}G`],
      "count",
      (p) => recordOf(p, of).games,
    ),
    column(
      `${of}Wins`,
      [`Победы ${ru}`, `${en} wins`],
      [`П ${ruShort}`, `${enShort}W`],
      "count",
      (p) => recordOf(p, of).wins,
    ),
    column(
      `${of}WinPercent`,
      [`% побед ${ru}`, `${en} win %`],
      [`% ${ruShort}`, `${enShort}%`],
      "percent",
      (p) => percent(recordOf(p, of).wins, recordOf(p, of).games),
    ),
  ];
}

/** The columns of the players view, in STATS.md's order. */
export const PLAYER_COLUMNS = [
  column("place", ["Место", "Place"], ["Место", "#"], "count", (p) => p.place ?? "", true),
  column("player", ["Игрок", "Player"], ["Игрок", "Player"], "text", (p) => p.name, true),
  column("games", ["Игры", "Games"], ["Игры", "G"], "count", (p) => p.games, true),
  column("wins", ["Победы", "Wins"], ["Поб", "W"], "count", (p) => p.wins, true),
  column(
    "winPercent",
    ["% побед", "Win %"],
    ["% поб", "W%"],
    "percent",
    (p) => percent(p.wins, p.games),
    true,
  ),
  ...roleColumns("civilian", ["мирным", "мир"], ["Civilian", "Civ"]),
  ...roleColumns("sheriff", ["шерифом", "шер"], ["Sheriff", "Sh"]),
  ...roleColumns("mafia", ["мафией", "маф"], ["Mafia", "Maf"]),
  ...roleColumns("don", ["доном", "дон"], ["Don", "Don"]),
  ...roleColumns("red", ["красными", "кр"], ["Red", "Red"]),
  ...roleColumns("black", ["чёрными", "чёр"], ["Black", "Blk"]),
  column("points", ["Очки", "Points"], ["Очки", "Pts"], "points", (p) => rounded(p.points), true),
  column(
    "pointsPerGame",
    ["Очки за игру", "Points per game"],
    ["За игру", "PPG"],
    "average",
    (p) => ratio(p.points, p.games),
    true,
  ),
  column(
    "bestPlayer",
    ["Лучший игрок", "Best player"],
    ["ЛИ", "BP"],
    "count",
    (p) => p.bestPlayer,
    true,
  ),
  column(
    "killedFirstNight",
    ["Убит в первую ночь", "Killed first night"],
    ["ПУ", "FK"],
    "count",
    (p) => p.firstKilled,
    true,
  ),
  column(
    "killedFirstNightPercent",
    ["% убит в первую ночь", "Killed first night %"],
    ["% ПУ", "FK%"],
    "percent",
    (p) => percent(p.firstKilled, p.games),
  ),
  column(
    "bestMoves",
    ["Лучшие ходы", "Best moves"],
    ["ЛХ", "BM"],
    "count",
    (p) => p.bestMoves,
    true,
  ),
  column(
    "blackNamed",
    ["Угадано чёрных", "Black named"],
    ["Угад", "BN"],
    "count",
    (p) => p.blackNamed,
  ),
  column(
    "bestMoveAccuracy",
    ["Точность ЛХ", "Best move accuracy"],
    ["% ЛХ", "BM%"],
    "percent",
    (p) => percent(p.blackNamed, 3 * p.bestMoves),
  ),
  column(
    "correctPicks",
    ["Правильные кандидатуры", "Correct picks"],
    ["ПК", "CP"],
    "count",
    (p) => p.correct,
  ),
  column("remarks", ["Замечания", "Remarks"], ["Зам", "Rem"], "count", (p) => p.remarks),
  column("removals", ["Удаления", "Removals"], ["Удал", "Out"], "count", (p) => p.removals),
  column(
    "extraPoints",
    ["Доп. баллы", "Extra points"],
    ["Доп", "Extra"],
    "points",
    (p) => rounded(p.extra),
    true,
  ),
  column("ci", ["Ci", "Ci"], ["Ci", "Ci"], "points", (p) => rounded(p.ci), true),
  column(
    "rating",
    ["Рейтинг", "Rating"],
    ["Рейт", "Rtg"],
    "rating",
    (p) => roundedRating(p.rating.rating),
    true,
  ),
] as const;

/** A column's key: what JSON and the player card call its figure. */
export type StatsKey = (typeof PLAYER_COLUMNS)[number]["key"];

export const STATS_KEYS: readonly StatsKey[] = PLAYER_COLUMNS.map((c) => c.key);

/** A player's row of the players view as a record keyed by the columns' keys (the card, JSON). */
export function statsRecord(player: PlayerStats): Record<StatsKey, Cell> {
  return Object.fromEntries(PLAYER_COLUMNS.map((c) => [c.key, c.value(player)])) as Record<
    StatsKey,
    Cell
  >;
}
