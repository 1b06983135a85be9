/**
 * A player's card as elements: the headline figures, the row laid out by role, the other
 * figures, the rating chart and the games, newest first. Every figure carries its key and raw
 * value (`data-stat`, `data-value`) for automation; what the eye reads is the figure formatted in
 * the page's language, an empty cell as an em dash.
 */
import type { PlayerCard, PlayerCardGame } from "../../protocol/playerCard";
import { AWARDS, HEADERS, PLACE_HEADERS, PLAYER_COLUMNS, type StatsKey } from "../../engine";
import { DATE_HEADER } from "../../protocol/gameRows";
import { h } from "../shared/dom";
import { roleName, stageName, sideName, type Lang } from "../shared/i18n";
import { ratingChart } from "./chart";
import {
  formatDate,
  formatFigure,
  formatFixed,
  formatPercent,
  statName,
  statsColumn,
  STRINGS,
  type CardStrings,
} from "./strings";

/** The row by role: each role, then each side, then all games. */
const ROLE_ROWS = [
  ["civilian", "civilianGames", "civilianWins", "civilianWinPercent"],
  ["sheriff", "sheriffGames", "sheriffWins", "sheriffWinPercent"],
  ["mafia", "mafiaGames", "mafiaWins", "mafiaWinPercent"],
  ["don", "donGames", "donWins", "donWinPercent"],
  ["red", "redGames", "redWins", "redWinPercent"],
  ["black", "blackGames", "blackWins", "blackWinPercent"],
  ["total", "games", "wins", "winPercent"],
] as const;

type FigureKey = Exclude<StatsKey, "player">;

/** The headline: where the player stands. */
const HEADLINE: readonly FigureKey[] = ["place", "points", "rating"];

/** What the headline and the table by role show. */
const ABOVE: ReadonlySet<StatsKey> = new Set<StatsKey>([
  "player",
  ...HEADLINE,
  ...ROLE_ROWS.flatMap(([, ...keys]) => keys),
]);

/** A figure's share, the column keyed as it is with "Percent" («killedFirstNightPercent»). */
const shareOf = (key: StatsKey): FigureKey | undefined =>
  PLAYER_COLUMNS.find((c) => c.key === `${key}Percent`)?.key as FigureKey | undefined;
const isShare = (key: StatsKey): boolean => PLAYER_COLUMNS.some((c) => key === `${c.key}Percent`);

/**
 * The figures below the table by role: every other column of the players view, in its order,
 * each with its share beside it in brackets.
 */
const FIGURES: readonly (readonly [FigureKey, FigureKey?])[] = PLAYER_COLUMNS.flatMap(
  ({ key }): (readonly [FigureKey, FigureKey?])[] =>
    ABOVE.has(key) || isShare(key) ? [] : [[key as FigureKey, shareOf(key)]],
);

export function renderCard(card: PlayerCard, lang: Lang): HTMLElement {
  const t = STRINGS[lang];
  const s = card.stats;
  const stat = (key: FigureKey): HTMLElement => {
    const value = s[key];
    const { format } = statsColumn(key);
    const text =
      format === "percent"
        ? formatPercent(value, lang)
        : format === "average"
          ? formatFixed(value, lang, 2)
          : formatFigure(value, lang);
    return h("span", { "data-stat": key, "data-value": String(value) }, [text]);
  };

  const headline = h(
    "div",
    { class: "headline" },
    HEADLINE.map((key) =>
      h("div", { class: "tile" }, [
        h("strong", {}, [stat(key)]),
        h("span", { class: "label" }, [statName(key, lang)]),
      ]),
    ),
  );

  const roles = h("table", { class: "roles" }, [
    h("thead", {}, [
      h("tr", {}, [
        h("th", { scope: "col" }, [t.role]),
        h("th", { scope: "col" }, [statName("games", lang)]),
        h("th", { scope: "col" }, [statName("wins", lang)]),
        h("th", { scope: "col" }, [statName("winPercent", lang)]),
      ]),
    ]),
    h(
      "tbody",
      {},
      ROLE_ROWS.map(([of, games, wins, share]) =>
        h("tr", { class: of === "red" ? "team first" : of === "black" ? "team" : of }, [
          h("th", { scope: "row" }, [
            of === "total"
              ? t.total
              : of === "red" || of === "black"
                ? sideName(of, lang)
                : roleName(of, lang),
          ]),
          h("td", {}, [stat(games)]),
          h("td", {}, [stat(wins)]),
          h("td", {}, [stat(share)]),
        ]),
      ),
    ),
  ]);

  const figures = h(
    "dl",
    { class: "figures" },
    FIGURES.flatMap(([count, share]) => {
      if (count === "ci" && !card.hasCi) return [];
      if (share === undefined)
        return [h("dt", {}, [statName(count, lang)]), h("dd", {}, [stat(count)])];
      return [
        h("dt", {}, [statName(count, lang)]),
        h("dd", {}, [stat(count), " (", stat(share), ")"]),
      ];
    }),
  );

  // The games come newest first; the chart reads oldest first, game by game.
  const oldestFirst = [...card.games].reverse();
  const points = card.ratingHistory.map((rating, i) => ({
    rating,
    game: oldestFirst[i]?.game ?? String(i + 1),
  }));
  const chart =
    points.length === 0
      ? null
      : h("section", { class: "chart", "aria-labelledby": "chart-heading" }, [
          h("h3", { id: "chart-heading" }, [t.chart]),
          h("p", { class: "muted scale", "data-col": "ratingScale" }, [
            t.ratingScale(
              formatFigure(card.ratingScale.win, lang),
              formatFigure(card.ratingScale.loss, lang),
            ),
          ]),
          ratingChart(points, lang, t),
        ]);

  // The nominations the player holds, one item each, under the headline.
  const held = AWARDS.filter((award) => card.awards.includes(award.key));
  const awards =
    held.length === 0
      ? null
      : h("section", { class: "awards", "aria-labelledby": "awards-heading" }, [
          h("h3", { id: "awards-heading" }, [t.awards]),
          h(
            "ul",
            {},
            held.map((award) => h("li", { "data-award": award.key }, [award[lang]])),
          ),
        ]);

  return h("article", { class: "card", "data-player": s.player }, [
    h("h2", {}, [s.player]),
    headline,
    awards,
    seriesSection(card, lang, t),
    roles,
    h("h3", {}, [t.figures]),
    figures,
    chart,
    h("h3", { id: "games-heading" }, [t.games]),
    gamesTable(card.games, lang, t),
  ]);
}

/** The player's series results (SERIES.md): the place and points, then each tournament. */
function seriesSection(card: PlayerCard, lang: Lang, t: CardStrings): HTMLElement | null {
  const series = card.series;
  if (series === null) return null;
  const place = series.place === null ? "" : String(series.place);
  const dropped = series.dropped === 0 ? "" : formatFigure(series.dropped, lang);
  return h("section", { class: "series", "aria-labelledby": "series-heading" }, [
    h("h3", { id: "series-heading", "data-col": "series", "data-value": place }, [
      t.series(place, { text: formatFigure(series.points, lang), value: series.points }, dropped),
    ]),
    h(
      "ul",
      {},
      series.results.map((result) =>
        h("li", { "data-tournament": result.tournament, "data-value": result.points }, [
          t.seriesResult(result.tournament, result.place, {
            text: formatFigure(result.points, lang),
            value: result.points,
          }),
        ]),
      ),
    ),
  ]);
}

/**
 * Where a game was played, a line under its date where the table says: the tournament of a
 * season, the round and table of games numbered per table («Кубок 2026 · Тур 2 · Стол 3»). With
 * the id, it names the game; none where the table has no such column.
 */
function placeLine(game: PlayerCardGame, lang: Lang): HTMLElement | null {
  const parts = [
    game.tournament,
    game.round === undefined ? undefined : `${PLACE_HEADERS.round[lang]} ${game.round}`,
    game.table === undefined ? undefined : `${PLACE_HEADERS.table[lang]} ${game.table}`,
  ].filter((part): part is string => part !== undefined && part !== "");
  return parts.length === 0
    ? null
    : h("span", { class: "place", "data-col": "place" }, [parts.join(" · ")]);
}

function gamesTable(games: readonly PlayerCardGame[], lang: Lang, t: CardStrings): HTMLElement {
  if (games.length === 0) return h("p", { class: "muted" }, [t.noGames]);
  // The sidebar is 300 px wide: dates lose their year when all are of one year (the full date is
  // the cell's tooltip), a stage other than the main one is a second line under the date (a
  // tournament without stages would show «Основной» on every line), and the result is a mark in
  // colour with its word for screen readers.
  const years = new Set(games.filter((g) => g.date !== "").map((g) => g.date.slice(0, 4)));
  const withYear = years.size > 1;
  const head = (text: string, cls?: string): HTMLElement =>
    h("th", { scope: "col", class: cls }, [text]);
  return h("div", { class: "games-wrap" }, [
    h("table", { class: "games", "aria-labelledby": "games-heading" }, [
      h("thead", {}, [
        h("tr", {}, [
          head(HEADERS.game[lang], "num"),
          head(DATE_HEADER[lang]),
          head(HEADERS.seat[lang], "num"),
          head(HEADERS.role[lang]),
          h("th", { scope: "col", class: "mark", "aria-label": t.result }, [t.resultShort]),
          head(statName("points", lang), "num"),
        ]),
      ]),
      h(
        "tbody",
        {},
        games.map((game) =>
          h("tr", { "data-game": game.game, class: game.won ? "won" : "lost" }, [
            h("td", { "data-col": "game", class: "num" }, [game.game]),
            h(
              "td",
              { "data-col": "date", "data-value": game.date, title: formatDate(game.date, lang) },
              [
                formatDate(game.date, lang, withYear),
                game.stage === "main"
                  ? null
                  : h("span", { class: "stage", "data-col": "stage", "data-value": game.stage }, [
                      stageName(game.stage, lang),
                    ]),
                placeLine(game, lang),
              ],
            ),
            h("td", { "data-col": "seat", class: "num" }, [String(game.seat)]),
            h("td", { "data-col": "role", "data-value": game.role }, [roleName(game.role, lang)]),
            h("td", { "data-col": "result", "data-value": String(game.won), class: "mark" }, [
              h("span", { "aria-hidden": "true" }, [game.won ? "✓" : "✗"]),
              h("span", { class: "sr-only" }, [game.won ? t.won : t.lost]),
            ]),
            h("td", { "data-col": "points", "data-value": game.points, class: "num" }, [
              formatFigure(game.points, lang),
            ]),
          ]),
        ),
      ),
    ]),
  ]);
}
