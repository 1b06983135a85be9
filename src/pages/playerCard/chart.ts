/**
 * The rating after each of the player's games as a small line chart: inline SVG made with DOM
 * calls (svg()), no library, no font and no request. One dot per game, oldest on the left, joined
 * by a line; the vertical scale always holds 0 (where every rating starts), drawn as a dashed
 * line, so a rise and a fall read at a glance. A single game is one dot in the middle. Each dot
 * carries its game and rating as a tooltip (<title>, text); the whole chart has a summary for
 * screen readers.
 */
import { svg } from "../shared/dom";
import type { Lang } from "../shared/i18n";
import { formatFigure, type CardStrings } from "./strings";

const WIDTH = 284;
const HEIGHT = 132;
/** Room for the scale's figures on the left and the games' numbers below. */
const LEFT = 40;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 20;
/** The dots keep this far from the plot's edges. */
const INSET = 6;

export interface ChartPoint {
  readonly game: string;
  readonly rating: number;
}

/** `points` oldest first. */
export function ratingChart(
  points: readonly ChartPoint[],
  lang: Lang,
  t: CardStrings,
): SVGSVGElement {
  const ratings = points.map((p) => p.rating);
  let low = Math.min(0, ...ratings);
  let high = Math.max(0, ...ratings);
  if (high - low < 1e-9) {
    // Every rating 0 (or no game): a band around zero, so the dots sit on the middle line.
    low = -1;
    high = 1;
  }
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const span = plotWidth - 2 * INSET;
  const x = (i: number): number =>
    points.length <= 1 ? LEFT + plotWidth / 2 : LEFT + INSET + (i * span) / (points.length - 1);
  const y = (rating: number): number =>
    TOP + INSET + ((high - rating) / (high - low)) * (plotHeight - 2 * INSET);
  const fixed = (n: number): string => n.toFixed(1);
  const figure = (n: number): string => formatFigure(n, lang);

  const last = ratings[ratings.length - 1] ?? 0;
  const summary = t.chartSummary(
    points.length,
    figure(Math.min(...ratings)),
    figure(Math.max(...ratings)),
    figure(last),
  );
  const label = (value: number, cls: string): SVGTextElement =>
    svg("text", { x: LEFT - 4, y: fixed(y(value) + 3.5), "text-anchor": "end", class: cls }, [
      figure(value),
    ]);

  const children: SVGElement[] = [
    svg("title", { id: "rating-chart-title" }, [summary]),
    svg("rect", {
      x: LEFT,
      y: TOP,
      width: plotWidth,
      height: plotHeight,
      class: "plot",
    }),
    // The scale: the highest and lowest figure, and 0 when it lies between them.
    label(high, "axis"),
    label(low, "axis"),
  ];
  if (low < 0 && high > 0) {
    children.push(
      svg("line", {
        x1: LEFT,
        x2: LEFT + plotWidth,
        y1: fixed(y(0)),
        y2: fixed(y(0)),
        class: "zero",
      }),
    );
    // Its figure only where it does not run into the highest or the lowest one.
    if (y(0) - y(high) > 11 && y(low) - y(0) > 11) children.push(label(0, "axis"));
  }
  // The games' numbers: the first and the last (the player's own count, 1 to N).
  const bottom = HEIGHT - 6;
  children.push(
    svg("text", { x: fixed(x(0)), y: bottom, "text-anchor": "middle", class: "axis" }, ["1"]),
  );
  if (points.length > 1)
    children.push(
      svg(
        "text",
        { x: fixed(x(points.length - 1)), y: bottom, "text-anchor": "end", class: "axis" },
        [String(points.length)],
      ),
      svg(
        "text",
        { x: fixed(LEFT + plotWidth / 2), y: bottom, "text-anchor": "middle", class: "axis" },
        [t.chartAxis],
      ),
    );
  if (points.length > 1)
    children.push(
      svg("polyline", {
        points: points.map((p, i) => `${fixed(x(i))},${fixed(y(p.rating))}`).join(" "),
        class: "line",
      }),
    );
  // Dots: smaller when there are many, so a season's line stays a line.
  const radius = points.length > 40 ? 1.5 : points.length > 15 ? 2.25 : 3;
  points.forEach((p, i) =>
    children.push(
      svg(
        "circle",
        {
          cx: fixed(x(i)),
          cy: fixed(y(p.rating)),
          r: radius,
          class: "point",
          "data-game": p.game,
          "data-rating": p.rating,
        },
        [svg("title", {}, [t.chartPoint(p.game, figure(p.rating))])],
      ),
    ),
  );

  return svg(
    "svg",
    {
      class: "rating-chart",
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: "img",
      "aria-labelledby": "rating-chart-title",
      focusable: "false",
    },
    children,
  );
}
