/** Games the sidebar tests enter, with each seat's points worked out by hand from RULES.md. */
import type { Role, Stage, Side } from "../../src/engine";

export interface SeatInput {
  readonly player: string;
  readonly role: Role;
  readonly firstKilled?: boolean;
  readonly bestMove?: string;
  readonly correct?: number;
  readonly bestPlayer?: boolean;
  readonly remarks?: number;
  readonly removed?: boolean;
  /** Judges' extra points («Доп.»). */
  readonly extra?: number;
}

export interface GameInput {
  readonly winner: Side;
  readonly date?: string;
  /** The stage field; absent is main. */
  readonly stage?: Stage;
  readonly seats: readonly SeatInput[];
  /** Expected points of seats 1–10, each with the rule that makes it. */
  readonly points: readonly number[];
}

export const NAMES_RU = [
  "Алёна",
  "Борис",
  "Вера",
  "Глеб",
  "Дина",
  "Егор",
  "Жанна",
  "Зоя",
  "Илья",
  "Кира",
];
export const NAMES_EN = [
  "Alice",
  "Bob",
  "Carol",
  "Dave",
  "Erin",
  "Frank",
  "Grace",
  "Heidi",
  "Ivan",
  "Judy",
];

/** Seat 2 the Sheriff, 4 and 7 Mafia, 9 the Don; the rest Civilians. */
export const ROLES: readonly Role[] = [
  "civilian",
  "sheriff",
  "civilian",
  "mafia",
  "civilian",
  "civilian",
  "mafia",
  "civilian",
  "don",
  "civilian",
];

/** Red wins; seat 3 killed first night names 4 7 9 (all three black). */
export function gameA(names: readonly string[] = NAMES_RU): GameInput {
  return {
    winner: "red",
    date: "2026-11-29",
    seats: names.map((player, i) => ({
      player,
      role: ROLES[i] as Role,
      ...(i === 2 ? { firstKilled: true, bestMove: "4 7 9" } : {}),
      ...(i === 1 ? { bestPlayer: true } : {}),
      ...(i === 4 ? { remarks: 1 } : {}),
      ...(i === 7 ? { correct: 1 } : {}),
      ...(i === 9 ? { removed: true } : {}),
    })),
    points: [
      3, // civilian, red won: +3
      6, // sheriff won +4, best player +2
      5, // civilian won +3, best move with 3 black named +2
      0, // mafia lost: 0
      2.5, // civilian won +3, one remark −0.5
      3, // civilian won
      0, // mafia lost
      4, // civilian won +3, one correct pick +1
      -1, // don lost: −1
      2, // civilian won +3, removed −1
    ],
  };
}

/**
 * Black wins; the Sheriff (seat 2) is killed first night and names 4 7: no −1, no best move points.
 */
export function gameB(names: readonly string[] = NAMES_RU): GameInput {
  return {
    winner: "black",
    seats: names.map((player, i) => ({
      player,
      role: ROLES[i] as Role,
      ...(i === 1 ? { firstKilled: true, bestMove: "4 7" } : {}),
      ...(i === 8 ? { remarks: 2 } : {}),
      ...(i === 5 ? { bestPlayer: true, correct: 2 } : {}),
    })),
    points: [
      0, // civilian lost
      0, // sheriff lost, but killed first night: 0 instead of −1; a sheriff earns no best move
      0,
      4, // mafia won +4
      0,
      4, // civilian lost 0, best player +2, two correct picks +2
      4, // mafia won
      0,
      4, // don won +5, two remarks −1
      0,
    ],
  };
}
