/** The one place where a scoring system turns a seat of a finished game into points. */
import {
  TABLE_SIZE,
  teamOf,
  type GameScores,
  type Role,
  type SeatRow,
  type Stage,
  type Team,
} from "./model";
import { BEST_MOVE_EARNERS, type CiInFinal, type ScoringSystem } from "./system";

/** A finished, valid game as scoring needs it. */
export interface FinishedGame {
  readonly rows: readonly SeatRow[];
  readonly winner: Team;
  readonly stage: Stage;
}

/** What a seat's points of a stage are multiplied by (STAGES.md, "A seat's points"). */
export function stageWeight(system: ScoringSystem, stage: Stage): number {
  return stage === "final" ? system.finalWeight : stage === "semi" ? system.semiWeight : 1;
}

/**
 * The scoring of one table's finished games (SYSTEMS.md, "A seat's points"). Ci depends on every
 * finished game of the table: the scorer is given their Compensation, counted beforehand.
 */
export class Scorer {
  private readonly outcomes: Readonly<Record<Role, Outcome>>;

  constructor(
    private readonly system: ScoringSystem,
    private readonly ci: Compensation | null,
  ) {
    this.outcomes = outcomeTable(system);
  }

  /**
   * Each seat's points and their parts, in the order of the game's rows: weighted by the game's
   * stage (STAGES.md), Ci included.
   */
  score(game: FinishedGame): GameScores {
    const weight = stageWeight(this.system, game.stage);
    const points: number[] = [];
    const outcomes: number[] = [];
    const unweightedCi = this.ci === null ? NO_CI : this.ci.ofGame(game);
    const ci = weight === 1 ? unweightedCi : unweightedCi.map((c) => c * weight);
    game.rows.forEach((row, i) => {
      const outcome = outcomeOf(this.outcomes, row, game.winner);
      outcomes.push(outcome * weight);
      points.push((seatPoints(this.system, row, game, outcome) + (unweightedCi[i] ?? 0)) * weight);
    });
    return { points, outcomes, ci };
  }
}

/** The Ci of the ten seats of a game without compensation (one array for every game). */
const NO_CI: readonly number[] = new Array<number>(TABLE_SIZE).fill(0);

interface Outcome {
  readonly win: number;
  readonly loss: number;
  /** The loss of a player killed first night (RULES.md: a Sheriff's is 0). */
  readonly lossKilled: number;
}

/** The system's win and loss points by role, read once for the whole table. */
function outcomeTable(system: ScoringSystem): Readonly<Record<Role, Outcome>> {
  const outcome = (role: Role): Outcome => ({
    win: system[`${role}Win`],
    loss: system[`${role}Loss`],
    lossKilled: role === "sheriff" ? system.sheriffKilledFirstNightLoss : system[`${role}Loss`],
  });
  return {
    civilian: outcome("civilian"),
    sheriff: outcome("sheriff"),
    mafia: outcome("mafia"),
    don: outcome("don"),
  };
}

/** The win or loss points of a seat's role. */
function outcomeOf(table: Readonly<Record<Role, Outcome>>, row: SeatRow, winner: Team): number {
  // A finished, valid game has a role on every row.
  const role = row.role ?? "civilian";
  const { win, loss, lossKilled } = table[role];
  return teamOf(role) === winner ? win : row.marks.firstKilled ? lossKilled : loss;
}

/** A seat's points but Ci: its outcome, best move, marks, every-game and extra points. */
function seatPoints(
  system: ScoringSystem,
  row: SeatRow,
  game: FinishedGame,
  outcome: number,
): number {
  let points = outcome;
  const role = row.role ?? "civilian";
  if (row.marks.firstKilled && BEST_MOVE_EARNERS[system.bestMoveEarnedBy].includes(role)) {
    const named = blackNamed(row, game.rows);
    points += named === 3 ? system.bestMove3 : named === 2 ? system.bestMove2 : 0;
  }
  points +=
    row.marks.correct * system.perCorrectPick +
    row.marks.remarks * system.perRemark +
    system.perGame +
    row.marks.extra;
  if (row.marks.bestPlayer) points += system.bestPlayer;
  if (row.marks.removed) points += system.removed;
  return points;
}

/** The number of black players a best move named: given, or worked out from the seats named. */
export function blackNamed(row: SeatRow, gameRows: readonly SeatRow[]): number {
  const move = row.marks.bestMove;
  if (move === null) return 0;
  if (move.kind === "count") return move.count;
  return gameRows.filter(
    (other) =>
      other.seat !== null &&
      move.seats.includes(other.seat) &&
      other.role !== null &&
      teamOf(other.role) === "black",
  ).length;
}

/**
 * SYSTEMS.md, "Compensation Ci": over the finished games, N games played and K games red and
 * killed first night; each such game the team lost earns min(C, K × C / R), R = round(0.4 × N)
 * (halves up), and C when R = 0.
 */
export class Compensation {
  /** N and K of each player, by identity, in each group of games (STAGES.md, "Ci by stage"). */
  private readonly groups = {
    all: new Map<string, { played: number; shotRed: number }>(),
    final: new Map<string, { played: number; shotRed: number }>(),
  };

  constructor(
    private readonly c: number,
    private readonly inFinal: CiInFinal,
  ) {}

  /** Counts a finished, valid game: every one must be counted before any is scored. */
  count(rows: readonly SeatRow[], stage: Stage): void {
    const group = this.groupOf(stage);
    if (group === null) return;
    const players = this.groups[group];
    for (const row of rows) {
      let counts = players.get(row.player.key);
      if (counts === undefined) {
        counts = { played: 0, shotRed: 0 };
        players.set(row.player.key, counts);
      }
      counts.played++;
      if (isShotRed(row)) counts.shotRed++;
    }
  }

  /** The Ci of each seat of a game, in the order of its rows (not weighted). */
  ofGame(game: FinishedGame): readonly number[] {
    const group = this.groupOf(game.stage);
    // Only a red player killed first night in a game the red team lost earns Ci.
    if (group === null || game.winner === "red" || !game.rows.some(isShotRed)) return NO_CI;
    return game.rows.map((row) => {
      if (!isShotRed(row)) return 0;
      const counts = this.groups[group].get(row.player.key);
      const n = counts?.played ?? 0;
      const k = counts?.shotRed ?? 0;
      // 0.4 × N never ends in exactly .5 for a whole N,
      // so integer arithmetic rounds it as the rule says.
      const r = Math.floor((4 * n + 5) / 10);
      return r === 0 ? this.c : Math.min(this.c, (k * this.c) / r);
    });
  }

  /**
   * The games a stage's N and K are counted over: the main stage and semi-finals together; the
   * final apart («отдельно»), with them («вместе») or not at all («нет»).
   */
  private groupOf(stage: Stage): "all" | "final" | null {
    if (stage !== "final" || this.inFinal === "together") return "all";
    return this.inFinal === "separately" ? "final" : null;
  }
}

function isShotRed(row: SeatRow): boolean {
  return row.marks.firstKilled && row.role !== null && teamOf(row.role) === "red";
}
