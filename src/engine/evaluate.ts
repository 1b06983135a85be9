import { lazy } from "./lazy";
import { GAME_FINISHED, GAME_INVALID, judgeGames, type JudgedGames } from "./games";
import {
  ROLES,
  type Game,
  type GameStatus,
  type Issue,
  type Lang,
  type SeatRow,
  type Standing,
  type Team,
} from "./model";
import { scoreSeats, type SeatScores } from "./points";
import { readSeats, WINNER_UNREADABLE, type RowNumber, type SeatTable } from "./seatTable";
import { rankPlayers, totalPlayers } from "./standings";
import { CLUB_SYSTEM, type ScoringSystem } from "./system";
import { findLayout, type TableLayout } from "./table";

export interface EvaluateOptions {
  /** Sheet row number of the table's first row, so messages name the row the user sees. */
  readonly firstRow?: number;
  /**
   * The row number of each row of the table, where they do not simply count on from `firstRow`
   * (the command line: the file's lines, skipping blank ones and spanning quoted line breaks).
   */
  readonly rowNumbers?: readonly number[];
  /** Force the language of messages and labels instead of taking it from the header. */
  readonly lang?: Lang;
  readonly system?: ScoringSystem;
}

/** Everything the product shows about a Games table: one pass, and the rest on demand. */
export interface Evaluation {
  readonly system: ScoringSystem;
  readonly layout: TableLayout;
  /** The row number messages give the table row `index`. */
  rowNumber(index: number): number;
  readonly seatTable: SeatTable;
  readonly judged: JudgedGames;
  /** Every seat row's points and their parts (NaN points unless its game is finished and valid). */
  readonly scores: SeatScores;
  readonly games: readonly Game[];
  /**
   * Every reason the standings cannot be trusted, in table order: invalid finished games and
   * stray rows (the first few of each when there are thousands).
   */
  readonly issues: readonly Issue[];
  /** How many problems there are in all, `issues` and those not listed one by one. */
  readonly problemCount: number;
  readonly standings: readonly Standing[];
}

const TEAMS: readonly (Team | null)[] = [null, "red", "black", null];
const STATUSES: readonly GameStatus[] = ["in-progress", "finished", "invalid"];

export function evaluate(
  values: readonly (readonly unknown[])[],
  options: EvaluateOptions = {},
): Evaluation {
  const system = options.system ?? CLUB_SYSTEM;
  const firstRow = options.firstRow ?? 1;
  const rowNumbers = options.rowNumbers;
  const rowNumber = (index: number): number => rowNumbers?.[index] ?? index + firstRow;
  const layout = findLayout(values, options.lang);
  const table = readSeats(values, layout, rowNumber);
  const judged = judgeGames(table, rowNumber);
  const scores = scoreSeats(system, table, judged);
  // The rest is built on first use: MAFIA_POINTS needs no standings, MAFIA_STANDINGS no row objects.
  const seats = lazy(() =>
    Array.from({ length: table.count }, (_, s) => seatRowAt(table, s, rowNumber)),
  );
  const games = lazy(() => gameObjects(table, judged, scores, seats()));
  const issues = lazy(() => collectIssues(table, judged, rowNumber));
  const standings = lazy(() => rankPlayers(system, totalPlayers(table, judged, scores)));
  const problemCount = lazy(() => {
    let count = table.strayCount + table.unlistedCellIssues + judged.unlisted;
    for (const problems of judged.problems.values()) count += problems.length;
    return count;
  });
  return {
    system,
    layout,
    rowNumber,
    seatTable: table,
    judged,
    scores,
    get games() {
      return games();
    },
    get issues() {
      return issues();
    },
    get problemCount() {
      return problemCount();
    },
    get standings() {
      return standings();
    },
  };
}

function gameObjects(
  table: SeatTable,
  judged: JudgedGames,
  scores: SeatScores,
  seats: readonly SeatRow[],
): Game[] {
  return Array.from({ length: table.gameCount }, (_, g): Game => {
    const seatIndexes = Array.from(judged.order.subarray(judged.start[g], judged.start[g + 1]));
    const status = judged.status[g];
    return {
      key: table.gameKey(g),
      label: table.gameLabel(g),
      rows: seatIndexes.map((s) => seats[s]),
      winner: TEAMS[judged.winner[g]] ?? null,
      status: STATUSES[status],
      issues: judged.problems.get(g) ?? [],
      points: status === GAME_FINISHED ? seatIndexes.map((s) => scores.points[s]) : [],
    };
  });
}

/** Problems in table order: a game's own problems stand at its first row. */
function collectIssues(table: SeatTable, judged: JudgedGames, rowNumber: RowNumber): Issue[] {
  const anchored: { row: number; issue: Issue }[] = [];
  for (const { issue } of table.strays) anchored.push({ row: issue.row ?? 0, issue });
  for (const [g, issues] of judged.problems) {
    if (judged.status[g] !== GAME_INVALID) continue;
    const first = rowNumber(table.tableIndex[judged.order[judged.start[g]]]);
    for (const issue of issues) anchored.push({ row: issue.row ?? first, issue });
  }
  return anchored.sort((a, b) => a.row - b.row).map((a) => a.issue);
}

export function seatRowAt(table: SeatTable, s: number, rowNumber: RowNumber): SeatRow {
  const p = table.player[s];
  const r = table.role[s];
  const g = table.game[s];
  const winner = table.winner[s];
  return {
    row: rowNumber(table.tableIndex[s]),
    gameLabel: table.gameLabel(g),
    seat: table.seat[s] === 0 ? null : table.seat[s],
    player: table.playerText.get(s) ?? (p < 0 ? "" : table.playerNames[p]),
    playerKey: p < 0 ? "" : table.playerKeys[p],
    role: r < 0 ? null : (ROLES[r] ?? null),
    winner: winner === WINNER_UNREADABLE ? null : (TEAMS[winner] ?? null),
    firstKilled: table.firstKilled[s] === 1,
    bestMove: table.bestMoves.get(s) ?? null,
    correct: table.correct[s],
    bestPlayer: table.bestPlayer[s] === 1,
    remarks: table.remarks[s],
    removed: table.removed[s] === 1,
    extra: table.extraHundredths[s] / 100,
    cellIssues: table.cellIssues.get(s) ?? [],
  };
}
