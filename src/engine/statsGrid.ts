/**
 * The statistics as MAFIA_STATS, the statistics sheet and the CLI hand them out (STATS.md): one
 * table per view, headed in the table's language. Ratios are made here, from exact counts, and
 * rounded once: percentages half up to one decimal, other numbers to 4 decimals, ratings to 2;
 * a ratio with nothing to divide by is an empty cell.
 */
import type { Cell, Grid } from "./grid";
import { TABLE_SIZE, type Lang } from "./terms";
import { ratingOrder, type Ratings } from "./rating";
import { statistics, type SeatStats, type Statistics } from "./stats";
import type { Evaluation } from "./evaluate";
import type { Issue } from "./issues";
import { percent, ratio, rounded, roundedRating } from "./figures";
import { PLAYER_COLUMNS } from "./statsColumns";
import { normalizeText } from "./text";
import { AWARDS, decideAwards, type Award } from "./awards";
import { teamStandings, type TeamLine } from "./teams";

export type StatsView = "players" | "seats" | "summary" | "rating" | "awards" | "teams";

/** The views' words (STATS.md), matched like every word: case, ё/е and spaces do not matter. */
export const STATS_VIEWS: Readonly<Record<StatsView, Readonly<Record<Lang, string>>>> = {
  players: { ru: "игроки", en: "players" },
  seats: { ru: "места", en: "seats" },
  summary: { ru: "итоги", en: "summary" },
  rating: { ru: "рейтинг", en: "rating" },
  awards: { ru: "номинации", en: "awards" },
  teams: { ru: "команды", en: "teams" },
};

/** The views made from the evaluation alone (AWARDS.md), without the statistics' counts. */
export type EvaluationView = "awards" | "teams";
export function isEvaluationView(view: StatsView): view is EvaluationView {
  return view === "awards" || view === "teams";
}

const VIEW_INDEX: ReadonlyMap<string, StatsView> = new Map(
  (Object.entries(STATS_VIEWS) as [StatsView, Readonly<Record<Lang, string>>][]).flatMap(
    ([view, names]) => [
      [normalizeText(names.ru), view],
      [normalizeText(names.en), view],
    ],
  ),
);

export function statsViewOf(text: string): StatsView | undefined {
  return VIEW_INDEX.get(normalizeText(text));
}

type Header = Readonly<Record<Lang, string>>;
interface Column<T> {
  readonly header: Header;
  readonly value: (row: T) => Cell;
}

function h(ru: string, en: string): Header {
  return { ru, en };
}

interface SeatLine extends SeatStats {
  readonly seat: Cell;
}

const SEAT_COLUMNS: readonly Column<SeatLine>[] = [
  { header: h("Место за столом", "Seat"), value: (s) => s.seat },
  { header: h("Игры", "Games"), value: (s) => s.games },
  { header: h("Шериф", "Sheriff"), value: (s) => s.sheriff },
  { header: h("Дон", "Don"), value: (s) => s.don },
  { header: h("Мафия", "Mafia"), value: (s) => s.mafia },
  { header: h("Убит в первую ночь", "Killed first night"), value: (s) => s.firstKilled },
  { header: h("Победы сидевшего", "Seat wins"), value: (s) => s.wins },
  { header: h("% побед сидевшего", "Seat win %"), value: (s) => percent(s.wins, s.games) },
  { header: h("Очки за игру", "Points per game"), value: (s) => ratio(s.points, s.games) },
];

const SUMMARY_HEADERS: readonly Header[] = [
  h("Игры", "Games"),
  h("Победы красных", "Red wins"),
  h("Победы чёрных", "Black wins"),
  h("% побед красных", "Red win %"),
];

const RATING_HEADERS: readonly Header[] = [
  h("Место", "Place"),
  h("Игрок", "Player"),
  h("Рейтинг", "Rating"),
  h("Игры", "Games"),
  h("Рейтинг красными", "Red rating"),
  h("Рейтинг чёрными", "Black rating"),
];

const TOTAL: Header = h("Всего", "Total");

/** How many columns each table view has, for laying views out side by side. */
export function statsViewWidth(view: Exclude<StatsView, "rating">): number {
  return {
    players: PLAYER_COLUMNS.length,
    seats: SEAT_COLUMNS.length,
    summary: SUMMARY_HEADERS.length,
    awards: AWARD_HEADERS.length,
    teams: TEAM_HEADERS.length,
  }[view];
}

function table<T>(columns: readonly Column<T>[], rows: readonly T[], lang: Lang): Grid {
  return [
    columns.map((c) => c.header[lang]),
    ...rows.map((row) => columns.map((c) => c.value(row))),
  ];
}

/** One view of the statistics as a table, its header first. */
export function statsGrid(
  statistics: Statistics,
  view: Exclude<StatsView, EvaluationView>,
  lang: Lang,
): Grid {
  switch (view) {
    case "players":
      return table(PLAYER_COLUMNS, statistics.players, lang);
    case "seats": {
      const seats: SeatLine[] = statistics.seats.map((s, i) => ({ ...s, seat: i + 1 }));
      // The total row: the games are the finished games G, so its win % and points per game are
      // over the 10 × G seats.
      const t = statistics.seatTotal;
      const seatsPlayed = TABLE_SIZE * t.games;
      const totalRow: Cell[] = [
        TOTAL[lang],
        t.games,
        t.sheriff,
        t.don,
        t.mafia,
        t.firstKilled,
        t.wins,
        percent(t.wins, seatsPlayed),
        ratio(t.points, seatsPlayed),
      ];
      return [...table(SEAT_COLUMNS, seats, lang), totalRow];
    }
    case "summary": {
      const { games, redWins, blackWins } = statistics.summary;
      return [
        SUMMARY_HEADERS.map((header) => header[lang]),
        [games, redWins, blackWins, percent(redWins, games)],
      ];
    }
    case "rating":
      return ratingGrid(statistics.ratings, lang);
  }
}

/**
 * The view «рейтинг» of any ratings: those of one table, or those `rateGames` made of the games
 * of several (the command line's `rating`).
 */
export function ratingGrid(ratings: Ratings, lang: Lang): Grid {
  return [
    RATING_HEADERS.map((header) => header[lang]),
    ...ratingOrder(ratings).map(({ place, rating }) => [
      place,
      rating.name,
      roundedRating(rating.rating),
      rating.games,
      roundedRating(rating.red),
      roundedRating(rating.black),
    ]),
  ];
}

const AWARD_HEADERS: readonly Header[] = [
  h("Номинация", "Award"),
  h("Игрок", "Player"),
  h("Очки", "Points"),
  h("Игры", "Games"),
  h("Претендентов", "Contenders"),
];

/**
 * The view «номинации» (AWARDS.md): the seven nominations in order; the player cell is empty
 * when three or more contend, points and games too when nobody is a candidate.
 */
export function awardsGrid(awards: readonly Award[], lang: Lang): Grid {
  const names = new Map(AWARDS.map((award) => [award.key, award[lang]]));
  return [
    AWARD_HEADERS.map((header) => header[lang]),
    ...awards.map((award): Cell[] => {
      const first = award.contenders[0];
      return [
        names.get(award.key) ?? "",
        award.winner?.name ?? "",
        first === undefined ? "" : rounded((award.winner ?? first).points),
        first === undefined ? "" : first.games,
        award.contenders.length,
      ];
    }),
  ];
}

const TEAM_HEADERS: readonly Header[] = [
  h("Место", "Place"),
  h("Команда", "Team"),
  h("Очки", "Points"),
  h("Игроки", "Players"),
  h("Игры", "Games"),
  h("Победы", "Wins"),
];

/** The view «команды» (AWARDS.md): one row per team; the header alone without teams. */
export function teamsGrid(teams: readonly TeamLine[], lang: Lang): Grid {
  return [
    TEAM_HEADERS.map((header) => header[lang]),
    ...teams.map((t) => [t.place, t.name, rounded(t.points), t.players, t.games, t.wins]),
  ];
}

export type ViewGrid =
  | { readonly ok: true; readonly grid: Grid }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/**
 * One view of MAFIA_STATS of an evaluation with no problems (the caller checks, as for the
 * standings). Only the teams view can fail: a player in two teams (AWARDS.md). The awards and
 * teams views need none of the statistics' counts, so they are made without them.
 */
export function viewGrid(evaluation: Evaluation, view: StatsView, lang: Lang): ViewGrid {
  switch (view) {
    case "awards":
      return { ok: true, grid: awardsGrid(decideAwards(evaluation), lang) };
    case "teams": {
      const standings = teamStandings(evaluation);
      return standings.ok ? { ok: true, grid: teamsGrid(standings.teams, lang) } : standings;
    }
    default:
      return { ok: true, grid: statsGrid(statistics(evaluation), view, lang) };
  }
}

/**
 * A column's key in a record of a view other than the players' (whose columns have keys of
 * their own): its English header in camelCase («Red rating» → redRating).
 */
export function columnKey(header: Header): string {
  const words = header.en
    .replace("%", "percent")
    .split(/\s+/)
    .filter((word) => word !== "");
  return words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join("");
}
