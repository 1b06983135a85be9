/** Organiser-style tables for the bundle contract tests. */
import { EN_HEADER, RU_HEADER } from "../contract";

export { EN_HEADER, RU_HEADER };

export type Row = (string | number | boolean)[];

export interface SeatSpec {
  player: string;
  role: string;
  firstKilled?: boolean;
  bestMove?: string | number;
  correct?: number;
  bestPlayer?: boolean;
  remarks?: number;
  removed?: boolean;
}

/** Ten rows of one game in the documented column order. */
export function gameRows(game: string | number, winner: string, seats: SeatSpec[]): Row[] {
  return seats.map((seat, index) => [
    game,
    index + 1,
    seat.player,
    seat.role,
    winner,
    seat.firstKilled ?? false,
    seat.bestMove ?? "",
    seat.correct ?? 0,
    seat.bestPlayer ?? false,
    seat.remarks ?? 0,
    seat.removed ?? false,
  ]);
}

const RU_ROLES = [
  "Мирный",
  "Мирный",
  "Мафия",
  "Мирный",
  "Шериф",
  "Мирный",
  "Дон",
  "Мирный",
  "Мафия",
  "Мирный",
];
export const EN_ROLES = [
  "Civilian",
  "Civilian",
  "Mafia",
  "Civilian",
  "Sheriff",
  "Civilian",
  "Don",
  "Civilian",
  "Mafia",
  "Civilian",
];

/** A plain game: seat 3, 7 and 9 are black (7 the Don), seat 5 the Sheriff. */
export function simpleSeats(players: string[], roles: string[] = RU_ROLES): SeatSpec[] {
  return players.map((player, index) => ({ player, role: roles[index] as string }));
}

export const PLAYERS_A = [
  "Алёна",
  "Борис",
  "Вера",
  "Глеб",
  "Дина",
  "Егор",
  "Жанна",
  "Зоя",
  "Иван",
  "Кира",
];
export const PLAYERS_B = [
  "Лев",
  "Мила",
  "Ника",
  "Олег",
  "Пётр",
  "Рита",
  "Сева",
  "Таня",
  "Ульяна",
  "Фёдор",
];
