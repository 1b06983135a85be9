import { HEADERS, PLACE_HEADERS, plural } from "../engine";
import type { Bilingual } from "./model";
import type { SeatingBalance } from "./balance";

/** Column headers of a written seating, one row per game: the Games table's own words. */
export const SEATING_HEADERS = {
  round: PLACE_HEADERS.round,
  table: PLACE_HEADERS.table,
  game: HEADERS.game,
} as const satisfies Record<string, Bilingual>;

type Figure = "seat" | "pair" | "pairTarget" | "neverMeet" | "mostMeetings";

/** The balance figures, in the order they are shown. */
export const BALANCE_LABELS: readonly (readonly [Figure, Bilingual])[] = [
  ["seat", { ru: "Баланс мест, Σ² (0 — идеально)", en: "Seat balance, Σ² (0 is perfect)" }],
  ["pair", { ru: "Баланс встреч пар, Σ²", en: "Pair balance, Σ²" }],
  ["pairTarget", { ru: "Среднее встреч пары", en: "Mean games per pair" }],
  ["neverMeet", { ru: "Пар, что не встречаются", en: "Pairs that never meet" }],
  ["mostMeetings", { ru: "Больше всего встреч одной пары", en: "Most games of one pair" }],
];

/** The figures as [label, value] rows, values rounded to what a person reads. */
export function balanceRows(balance: SeatingBalance, lang: "ru" | "en"): [string, number][] {
  return BALANCE_LABELS.map(([key, label]) => [label[lang], Math.round(balance[key] * 100) / 100]);
}

/** «раз» or «раза» after a number, as Russian says it: 1 раз, 2–4 раза, 5 раз, 22 раза. */
const timesRu = (n: number): string => plural(n, "раз", "раза", "раз");

/** «2–4» for a range, «2» when both ends are one number. */
const span = (fewest: number, most: number): string =>
  fewest === most ? String(fewest) : `${fewest}–${most}`;

/**
 * The balance as an organiser reads it, one sentence a line: how often each player sits in each
 * seat, how often each pair meets, and the pairs that never meet. The sums of squares behind
 * them (`BALANCE_LABELS`) are for comparing seatings, not for reading.
 */
export function balanceWords(balance: SeatingBalance, lang: "ru" | "en"): string[] {
  const seats = balance.players.flatMap((player) => player.seats);
  const seatSpan = span(Math.min(...seats), Math.max(...seats));
  const seatMost = Math.max(...seats);
  const pairSpan = span(balance.fewestMeetings, balance.mostMeetings);
  const { neverMeet, mostMeetings } = balance;
  if (lang === "ru") {
    const lines = [
      `Места: каждый игрок сидит на каждом месте ${seatSpan} ${timesRu(seatMost)}`,
      `Пары: каждая пара игроков встречается за столом ${pairSpan} ${timesRu(mostMeetings)}`,
    ];
    if (neverMeet > 0) lines.push(`Не встречаются ни разу: ${neverMeet} ${pairsRu(neverMeet)}`);
    return lines;
  }
  const times = (n: number): string => (n === 1 ? "time" : "times");
  const lines = [
    `Seats: each player sits in each seat ${seatSpan} ${times(seatMost)}`,
    `Pairs: each pair of players meets at a table ${pairSpan} ${times(mostMeetings)}`,
  ];
  if (neverMeet > 0) lines.push(`Never meet: ${neverMeet} ${neverMeet === 1 ? "pair" : "pairs"}`);
  return lines;
}

/** «пара», «пары» or «пар» after a number. */
const pairsRu = (n: number): string => plural(n, "пара", "пары", "пар");
