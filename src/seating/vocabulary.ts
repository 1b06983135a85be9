import type { Bilingual } from "./model";
import type { SeatingBalance } from "./balance";

/** Column headers of a written seating: one row per game. */
export const SEATING_HEADERS = {
  round: { ru: "Тур", en: "Round" },
  table: { ru: "Стол", en: "Table" },
  game: { ru: "Игра", en: "Game" },
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
