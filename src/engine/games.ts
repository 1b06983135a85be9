/**
 * The one function that says what is wrong with a game (RULES.md, "Validity of a finished game"). A
 * game is in progress while no row names a winner; once one does, it is finished exactly when
 * nothing is wrong with it.
 */
import { gameProblems } from "./gameProblems";
import { tally, type Tally } from "./gameTally";
import type { Issue } from "./issues";
import type { GameRows } from "./model";
import { whereOf } from "./rows";
import { cellProblemsShown, gameProblemLimit } from "./problemLimits";
import { tournamentProblems } from "./season";
import { TABLE_SIZE, type Stage, type Side } from "./terms";

/** A game judged: its status, the winner its rows agree on, and what is wrong with it. */
export type Verdict = ScoredVerdict | UnscoredVerdict;

interface VerdictBase {
  /** The stage the rows name (the first one read, when they disagree). */
  readonly stage: Stage;
  /** The problems listed (problemLimits.ts). */
  readonly issues: readonly Issue[];
  /** Problems found beyond those listed: counted only. */
  readonly unlisted: number;
}

/** Finished, and nothing is wrong: the game is scored. */
interface ScoredVerdict extends VerdictBase {
  readonly status: "finished";
  readonly winner: Side;
}

/** In progress, or finished with something wrong. */
interface UnscoredVerdict extends VerdictBase {
  readonly status: "in-progress" | "invalid";
  readonly winner: Side | null;
}

const NO_ISSUES: readonly Issue[] = [];

/** A cell problem that is a value that cannot be read, not a name or role still blank. */
function isBadCell(issue: Issue): boolean {
  return issue.code !== "no-player" && issue.code !== "no-role";
}

/**
 * Judges one game's rows; `listedBefore` is how many problems the games judged before it have
 * listed, which decides how many of its own it lists (problemLimits.ts).
 */
export function judgeGame(game: GameRows, listedBefore = 0, perTable = false): Verdict {
  const t = tally(game.rows);
  const stage = t.stage ?? "main";
  // Nothing written in the winner column yet: the game is still being played. Only its cells
  // that cannot be read are problems already (a blank name or role may still be filled in).
  if (!t.winnerWritten) {
    if (game.badCells === 0)
      return { status: "in-progress", winner: null, stage, issues: NO_ISSUES, unlisted: 0 };
    const limit = cellProblemsShown(gameProblemLimit(listedBefore));
    const issues = game.cellIssues.filter(isBadCell).slice(0, limit);
    return {
      status: "invalid",
      winner: null,
      stage,
      issues,
      unlisted: game.badCells - issues.length,
    };
  }
  const winner = t.red === t.black ? null : t.red ? "red" : "black";
  const season = tournamentProblems(game);
  if (winner !== null && isFlawless(game, t) && season.length === 0) {
    return { status: "finished", winner, stage, issues: NO_ISSUES, unlisted: 0 };
  }
  if (sharesId(game, t)) {
    const count = game.rows.length;
    const issues: Issue[] = [{ code: "games-share-id", ...whereOf(game), count, perTable }];
    return { status: "invalid", winner, stage, issues, unlisted: 0 };
  }
  const { issues, unlisted } = gameProblems(game, t, gameProblemLimit(listedBefore), season);
  return { status: "invalid", winner, stage, issues, unlisted };
}

/**
 * Whether a game's rows seem to be two games or more under one id (games numbered per table
 * without a «Стол» column, or a copied game kept its id): more rows than seats, and at least half
 * the seat numbers on two rows or more. Such a game is one problem that says so, not a wall of
 * seats, roles and winners that disagree. One row too many (a seat typed twice) is not.
 */
function sharesId(game: GameRows, t: Tally): boolean {
  if (game.rows.length <= TABLE_SIZE) return false;
  let repeated = 0;
  for (let seat = 1; seat <= TABLE_SIZE; seat++) if ((t.seats[seat] ?? 0) > 1) repeated++;
  return repeated >= TABLE_SIZE / 2;
}

/** Nothing is wrong with the game: each problem gameProblems lists is decided by the tally. */
function isFlawless(game: GameRows, t: Tally): boolean {
  return (
    game.cellProblems === 0 &&
    !(t.red && t.black) &&
    t.resultRows === null &&
    !t.stagesDiffer &&
    game.rows.length === TABLE_SIZE &&
    !t.seatTwice &&
    !t.seatMissing &&
    !t.samePlayer &&
    !t.rolesWrong &&
    t.killed <= 1 &&
    !t.bestMoveWrong
  );
}
