import type { SeriesPoints } from "./seriesPoints";
import { rolesOf, type Lang, type Role } from "./terms";

/**
 * A scoring system as data (SYSTEMS.md): the points table, who earns a best move, the
 * compensation Ci and the tie-break order, one field per setting of the rules range. The
 * presets below are values of this type; a rules range overrides any field (rules.ts).
 */
export interface ScoringSystem extends Readonly<Record<`${Role}Win` | `${Role}Loss`, number>> {
  /** The preset this system started from. */
  readonly preset: PresetId;
  /** «Поражение шерифа, убитого в первую ночь»: replaces the Sheriff's loss points. */
  readonly sheriffKilledFirstNightLoss: number;
  /** Points by the number of black players a best move named. */
  readonly bestMove2: number;
  readonly bestMove3: number;
  /**
   * Roles whose best move earns points (any red player killed first night may have one recorded).
   */
  readonly bestMoveEarnedBy: BestMoveEarners;
  readonly perCorrectPick: number;
  readonly bestPlayer: number;
  readonly perRemark: number;
  readonly removed: number;
  /** «За каждую игру»: points every seat of a finished game earns. */
  readonly perGame: number;
  /** «Компенсация Ci»: C; 0 switches the compensation off. */
  readonly compensation: number;
  /** Tie-breaks after points, in order; players equal on all of them share the place. */
  readonly tieBreaks: readonly TieBreakKey[];
  // Stages, finals and season ranking (STAGES.md): the same defaults in every preset.
  /** «Вес полуфинала», «Вес финала»: what a seat's points of that stage are multiplied by. */
  readonly semiWeight: number;
  readonly finalWeight: number;
  /** «Ci в финале»: the final's Ci counted apart, with the other games, or not at all. */
  readonly ciInFinal: CiInFinal;
  /** «Финалисты выше»: players with a final game are listed (and placed) first. */
  readonly finalistsFirst: boolean;
  /** «Финалистов»: how many players «Рассадка финала…» seats; it changes no standings. */
  readonly finalists: number;
  /** «Минимум игр»: players with fewer finished games are listed last, without a place. */
  readonly minGames: number;
  /** «Зачёт по»: players ranked by their total points or by their points per game. */
  readonly rankBy: RankBy;
  /** «Скрыть финал»: the final's rows are read as blank rows. */
  readonly hideFinal: boolean;
  /**
   * «Рейтинг: K победы», «Рейтинг: K поражения»: the rating's K for a win and a loss (STATS.md).
   */
  readonly ratingKWin: number;
  readonly ratingKLoss: number;
  // Nominations and team standings (AWARDS.md): they change no standings.
  /** «Номинации по»: a nomination's figure is the seats' points or their bonus points. */
  readonly awardsBy: AwardsBy;
  /** «Номинации: минимум игр»: the games in a nomination's roles a candidate must have. */
  readonly awardsMinGames: number;
  /** «Команда: лучших»: how many of a team's best members its points add up; 0 is every one. */
  readonly teamBest: number;
  // A season of tournaments (SERIES.md): they change no standings, only the series.
  /** «Серия: очки за места»: by field, or a list of points by place. */
  readonly seriesPoints: SeriesPoints;
  /** «Серия: лучших турниров»: how many of a player's best results count; 0 is every one. */
  readonly seriesBest: number;
  /** «Серия: минимум турниров»: players placed in fewer tournaments have no series place. */
  readonly seriesMinimum: number;
}

export type PresetId = "club" | "fiim";
export type BestMoveEarners = "civilian" | "red";
export type CiInFinal = "separately" | "together" | "no";
export type RankBy = "total" | "average";
export type AwardsBy = "points" | "bonus";

/**
 * The stage settings' defaults (STAGES.md, "New settings"), with which stages change nothing,
 * the rating's K (STATS.md, "Rating") and the nominations' and teams' (AWARDS.md): the same in
 * every preset.
 */
const STAGE_DEFAULTS = {
  semiWeight: 1,
  finalWeight: 1,
  ciInFinal: "separately",
  finalistsFirst: true,
  finalists: 10,
  minGames: 0,
  rankBy: "total",
  hideFinal: false,
  ratingKWin: 16,
  ratingKLoss: 12,
  awardsBy: "points",
  awardsMinGames: 1,
  teamBest: 0,
  seriesPoints: "field",
  seriesBest: 0,
  seriesMinimum: 0,
} as const satisfies Partial<ScoringSystem>;

/** The figures a tie-break word compares (SYSTEMS.md, "Tie-break order"). */
export type TieBreakKey =
  | "wins"
  | "losses"
  | "bestPlayer"
  | "donWins"
  | "sheriffWins"
  | "mafiaWins"
  | "civilianWins"
  | "sheriffDonWins"
  | "firstKilled"
  | "bonus"
  | "ci";

/** «Клуб»: the organisers' own table (RULES.md), the default. */
export const CLUB_SYSTEM: ScoringSystem = {
  preset: "club",
  civilianWin: 3,
  sheriffWin: 4,
  mafiaWin: 4,
  donWin: 5,
  civilianLoss: 0,
  sheriffLoss: -1,
  mafiaLoss: 0,
  donLoss: -1,
  // «Шериф, убитый в первую ночь, не получает штраф -1 балл, в случае поражения команды».
  sheriffKilledFirstNightLoss: 0,
  bestMove2: 1,
  bestMove3: 2,
  bestMoveEarnedBy: "civilian",
  perCorrectPick: 1,
  bestPlayer: 2,
  perRemark: -0.5,
  removed: -1,
  perGame: 0,
  compensation: 0,
  tieBreaks: ["wins", "losses", "bestPlayer", "donWins", "sheriffWins", "mafiaWins", "firstKilled"],
  ...STAGE_DEFAULTS,
};

/** «ФИИМ»: FIIM's individual scoring as MafiaRatings encodes it (scoring 19, version 7). */
export const FIIM_SYSTEM: ScoringSystem = {
  preset: "fiim",
  civilianWin: 1,
  sheriffWin: 1,
  mafiaWin: 1,
  donWin: 1,
  civilianLoss: 0,
  sheriffLoss: 0,
  mafiaLoss: 0,
  donLoss: 0,
  sheriffKilledFirstNightLoss: 0,
  bestMove2: 0.5,
  bestMove3: 0.7,
  bestMoveEarnedBy: "red",
  perCorrectPick: 0,
  bestPlayer: 0,
  perRemark: 0,
  removed: -0.5,
  perGame: 0.3,
  compensation: 0.5,
  tieBreaks: ["bonus", "wins", "sheriffDonWins", "firstKilled"],
  ...STAGE_DEFAULTS,
};

export const PRESETS: Readonly<Record<PresetId, ScoringSystem>> = {
  club: CLUB_SYSTEM,
  fiim: FIIM_SYSTEM,
};
export const PRESET_NAMES: Readonly<Record<PresetId, Readonly<Record<Lang, string>>>> = {
  club: { ru: "Клуб", en: "Club" },
  fiim: { ru: "ФИИМ", en: "FIIM" },
};

/**
 * Whether the system compensates (C above 0, as «ФИИМ»): only then is Ci counted, and only then
 * do the standings, the player card and the sidebar show or mention it (under «Клуб» it is
 * always 0).
 */
export function hasCompensation(system: ScoringSystem): boolean {
  return system.compensation > 0;
}

/** Tie-break words in both languages, and the direction each is better in. */
export const TIE_BREAKS: Readonly<
  Record<
    TieBreakKey,
    { readonly ru: string; readonly en: string; readonly better: "more" | "fewer" }
  >
> = {
  wins: { ru: "победы", en: "wins", better: "more" },
  losses: { ru: "поражения", en: "losses", better: "fewer" },
  bestPlayer: { ru: "лучший игрок", en: "best player", better: "more" },
  donWins: { ru: "победы доном", en: "don wins", better: "more" },
  sheriffWins: { ru: "победы шерифом", en: "sheriff wins", better: "more" },
  mafiaWins: { ru: "победы мафией", en: "mafia wins", better: "more" },
  civilianWins: { ru: "победы мирным", en: "civilian wins", better: "more" },
  sheriffDonWins: { ru: "победы шерифом и доном", en: "sheriff and don wins", better: "more" },
  firstKilled: { ru: "убит в первую ночь", en: "killed first night", better: "more" },
  bonus: { ru: "доп. баллы", en: "bonus points", better: "more" },
  ci: { ru: "ci", en: "ci", better: "more" },
};

/** Where a best move earns points: the role list of each choice. */
export const BEST_MOVE_EARNERS: Readonly<Record<BestMoveEarners, readonly Role[]>> = {
  civilian: ["civilian"],
  red: rolesOf("red"),
};
/** The words of «Ci в финале». */
export const CI_IN_FINAL_WORDS: Readonly<Record<CiInFinal, Readonly<Record<Lang, string>>>> = {
  separately: { ru: "отдельно", en: "separately" },
  together: { ru: "вместе", en: "together" },
  no: { ru: "нет", en: "no" },
};

/** The words of «Зачёт по». */
export const RANK_BY_WORDS: Readonly<Record<RankBy, Readonly<Record<Lang, string>>>> = {
  total: { ru: "сумме", en: "total" },
  average: { ru: "среднему", en: "average" },
};

/** The words of «Номинации по». */
export const AWARDS_BY_WORDS: Readonly<Record<AwardsBy, Readonly<Record<Lang, string>>>> = {
  points: { ru: "очкам", en: "points" },
  bonus: { ru: "допам", en: "bonus" },
};

/** The words of «Лучший ход получает». */
export const BEST_MOVE_EARNER_WORDS: Readonly<
  Record<BestMoveEarners, Readonly<Record<Lang, string>>>
> = {
  civilian: { ru: "мирный", en: "civilian" },
  red: { ru: "красные", en: "red" },
};
