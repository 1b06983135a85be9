/** The one place where a scoring system turns a seat of a finished game into points. */
import type { SeatRow, SeatScore } from "./model";
import { BEST_MOVE_EARNERS, type CiInFinal, type ScoringSystem } from "./system";
import { roleWon, TABLE_SIZE, sideOf, type Role, type Stage, type Side } from "./terms";

/** A finished, valid game as scoring needs it. */
export interface FinishedRows {
  readonly rows: readonly SeatRow[];
  readonly winner: Side;
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
  score(game: FinishedRows): SeatScore[] {
    const weight = stageWeight(this.system, game.stage);
    const ci = this.ci === null ? NO_CI : this.ci.ofGame(game);
    return game.rows.map((row, i) => {
      const rolePoints = outcomeOf(this.outcomes, row, game.winner);
      const points = (seatPoints(this.system, row, game.rows, rolePoints) + (ci[i] ?? 0)) * weight;
      const outcome = rolePoints * weight;
      const seatCi = (ci[i] ?? 0) * weight;
      return { row, points, outcome, ci: seatCi, bonus: points - outcome - seatCi };
    });
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

/** The win or loss points of a seat's role (a finished, valid game has a role on every row). */
function outcomeOf(table: Readonly<Record<Role, Outcome>>, row: SeatRow, winner: Side): number {
  if (row.role === null) return 0;
  const { win, loss, lossKilled } = table[row.role];
  return roleWon(row.role, winner) ? win : row.firstKilled ? lossKilled : loss;
}

/** A seat's points but Ci: its outcome, best move, marks, every-game and extra points. */
function seatPoints(
  system: ScoringSystem,
  row: SeatRow,
  gameRows: readonly SeatRow[],
  outcome: number,
): number {
  let points = outcome;
  const role = row.role;
  if (
    row.firstKilled &&
    role !== null &&
    BEST_MOVE_EARNERS[system.bestMoveEarnedBy].includes(role)
  ) {
    const named = blackNamed(row, gameRows);
    points += named === 3 ? system.bestMove3 : named === 2 ? system.bestMove2 : 0;
  }
  points +=
    row.correct * system.perCorrectPick +
    row.remarks * system.perRemark +
    system.perGame +
    row.extra;
  if (row.bestPlayer) points += system.bestPlayer;
  if (row.removed) points += system.removed;
  return points;
}

/** The number of black players a best move named: given, or worked out from the seats named. */
export function blackNamed(row: SeatRow, gameRows: readonly SeatRow[]): number {
  const move = row.bestMove;
  if (move === null) return 0;
  if (move.kind === "count") return move.count;
  return gameRows.filter(
    (other) =>
      other.seat !== null &&
      move.seats.includes(other.seat) &&
      other.role !== null &&
      sideOf(other.role) === "black",
  ).length;
}

/**
 * SYSTEMS.md, "Compensation Ci": over the finished games, N games played and K games red and
 * killed first night; each such game the side lost earns min(C, K × C / R), R = round(0.4 × N)
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
      let counts = players.get(row.playerKey);
      if (counts === undefined) {
        counts = { played: 0, shotRed: 0 };
        players.set(row.playerKey, counts);
      }
      counts.played++;
      if (isShotRed(row)) counts.shotRed++;
    }
  }

  /** The Ci of each seat of a game, in the order of its rows (not weighted). */
  ofGame(game: FinishedRows): readonly number[] {
    const group = this.groupOf(game.stage);
    // Only a red player killed first night in a game the red side lost earns Ci.
    if (group === null || game.winner === "red" || !game.rows.some(isShotRed)) return NO_CI;
    return game.rows.map((row) => {
      if (!isShotRed(row)) return 0;
      const counts = this.groups[group].get(row.playerKey);
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
  return row.firstKilled && row.role !== null && sideOf(row.role) === "red";
}
