import type { PlayerTotals, Role } from "./model";

/**
 * A scoring system as data. Other clubs' systems are other values of this type: the engine
 * has no rule written as a conditional outside `points.ts`, which reads this table.
 */
export interface ScoringSystem {
  readonly id: string;
  readonly name: { readonly ru: string; readonly en: string };
  readonly win: Readonly<Record<Role, number>>;
  readonly loss: Readonly<Record<Role, number>>;
  /** Loss points of a player killed first night, where they differ from `loss`. */
  readonly lossIfKilledFirstNight: Readonly<Record<Role, number>>;
  readonly bestMove: {
    /** Roles that earn best-move points (others may have one recorded, for nothing). */
    readonly earnedBy: readonly Role[];
    /** Roles that may have a best move recorded at all: red players killed first night. */
    readonly allowedFor: readonly Role[];
    /** Points by the number of black players named: index 0..3. */
    readonly pointsByBlackNamed: readonly [number, number, number, number];
  };
  readonly perCorrectPick: number;
  readonly bestPlayer: number;
  readonly perRemark: number;
  readonly removed: number;
  /** Tie-breaks in order; ties left after the last share the place. */
  readonly tieBreaks: readonly TieBreak[];
  /** The table a finished game must have. */
  readonly seats: number;
  readonly roleCounts: Readonly<Record<Role, number>>;
}

export type TieBreakKey = Exclude<keyof PlayerTotals, "key" | "name">;
export interface TieBreak {
  readonly key: TieBreakKey;
  readonly better: "more" | "fewer";
}

/** «Система подсчета очков в личном зачёте»: ../shared/rules/RULES.md. */
export const CLUB_SYSTEM: ScoringSystem = {
  id: "club-individual",
  name: { ru: "Система подсчёта очков в личном зачёте", en: "Individual standings system" },
  win: { civilian: 3, sheriff: 4, mafia: 4, don: 5 },
  loss: { civilian: 0, sheriff: -1, mafia: 0, don: -1 },
  // «Шериф, убитый в первую ночь, не получает штраф -1 балл, в случае поражения команды».
  lossIfKilledFirstNight: { civilian: 0, sheriff: 0, mafia: 0, don: -1 },
  bestMove: { earnedBy: ["civilian"], allowedFor: ["civilian", "sheriff"], pointsByBlackNamed: [0, 0, 1, 2] },
  perCorrectPick: 1,
  bestPlayer: 2,
  perRemark: -0.5,
  removed: -1,
  tieBreaks: [
    { key: "points", better: "more" },
    { key: "wins", better: "more" },
    { key: "losses", better: "fewer" },
    { key: "bestPlayer", better: "more" },
    { key: "donWins", better: "more" },
    { key: "sheriffWins", better: "more" },
    { key: "mafiaWins", better: "more" },
    { key: "firstKilled", better: "more" },
  ],
  seats: 10,
  roleCounts: { civilian: 6, sheriff: 1, mafia: 2, don: 1 },
};
