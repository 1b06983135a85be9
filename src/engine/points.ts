/** The one place where a scoring system turns a seat of a finished game into points. */
import { teamOf, type GameScores, type Role, type SeatRow, type Team } from "./model";
import { BEST_MOVE_EARNERS, type ScoringSystem } from "./system";

/** A finished, valid game as scoring needs it. */
export interface FinishedGame {
  readonly rows: readonly SeatRow[];
  readonly winner: Team;
}

/**
 * The scores of the finished games, each in the order of its rows (SYSTEMS.md, "A seat's
 * points"). Ci depends on the whole table, so all games are scored at once.
 */
export function scoreGames(system: ScoringSystem, games: readonly FinishedGame[]): GameScores[] {
  const table = outcomeTable(system);
  const ci = system.compensation > 0 ? compensation(system.compensation, games) : null;
  return games.map((game, g) => {
    const outcomes = game.rows.map((row) => outcomeOf(table, row, game.winner));
    const seatCi = ci?.[g] ?? game.rows.map(() => 0);
    const points = game.rows.map(
      (row, i) => seatPoints(system, row, game, outcomes[i] ?? 0) + (seatCi[i] ?? 0),
    );
    return { points, outcomes, ci: seatCi };
  });
}

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
  return teamOf(role) === winner ? win : row.firstKilled ? lossKilled : loss;
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
  if (row.firstKilled && BEST_MOVE_EARNERS[system.bestMoveEarnedBy].includes(role)) {
    const named = blackNamed(row, game.rows);
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
      teamOf(other.role) === "black",
  ).length;
}

/**
 * SYSTEMS.md, "Compensation Ci": over the finished games, N games played and K games red and
 * killed first night; each such game the team lost earns min(C, K × C / R), R = round(0.4 × N)
 * (halves up), and C when R = 0. By game, then by row.
 */
function compensation(c: number, games: readonly FinishedGame[]): number[][] {
  const played = new Map<string, number>();
  const shotRed = new Map<string, number>();
  const isShotRed = (row: SeatRow): boolean =>
    row.firstKilled && row.role !== null && teamOf(row.role) === "red";
  for (const game of games) {
    for (const row of game.rows) {
      played.set(row.playerKey, (played.get(row.playerKey) ?? 0) + 1);
      if (isShotRed(row)) shotRed.set(row.playerKey, (shotRed.get(row.playerKey) ?? 0) + 1);
    }
  }
  return games.map((game) =>
    game.rows.map((row) => {
      if (!isShotRed(row) || game.winner === "red") return 0;
      const n = played.get(row.playerKey) ?? 0;
      const k = shotRed.get(row.playerKey) ?? 0;
      // 0.4 × N never ends in exactly .5 for a whole N, so integer arithmetic rounds it as the rule says.
      const r = Math.floor((4 * n + 5) / 10);
      return r === 0 ? c : Math.min(c, (k * c) / r);
    }),
  );
}
