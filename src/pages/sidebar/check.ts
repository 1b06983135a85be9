/**
 * Live checks: the form becomes the ten rows the Games sheet would store, and the engine judges
 * them exactly as it judges the sheet. No rule is written here; this file only decides how the
 * engine's findings read in a ten-seat form (which seat, which control, how urgent).
 */
import {
  CLUB_SYSTEM,
  describeIssue,
  evaluate,
  quote,
  scoreGameAlone,
  splitBestMove,
  type Field,
  type Issue,
  type Lang,
  type Role,
  type ScoringSystem,
} from "../../engine";
import type { GamePayload } from "../../protocol/gamePayload";
import { GAMES_COLUMNS, gamesHeader, payloadToRows, type SheetCell } from "../../protocol/gameRows";
import { fieldName } from "../shared/i18n";
import { STRINGS } from "./strings";
import { formToPayload, SEAT_NUMBERS, type FormValues } from "./model";

/** "todo" is what is simply not entered yet; "error" is something entered wrong. */
export type Severity = "todo" | "error";

export interface Problem {
  readonly text: string;
  readonly severity: Severity;
  /** Seats (1–10) whose controls the problem concerns. */
  readonly seats: readonly number[];
  readonly field?: Field;
}

export interface FormCheck {
  readonly ok: boolean;
  /** Errors first, then what is still missing, each in seat order. */
  readonly problems: readonly Problem[];
  /** Points of each seat as saved, once roles and winner make them known; null before. */
  readonly points: readonly (number | null)[];
  /** Controls to mark, by seat: `invalid[seat-1]` holds fields. */
  readonly invalid: readonly ReadonlySet<Field>[];
  /** The payload to save, when `ok`. */
  readonly payload: GamePayload | null;
}

/** The header is row 0, so the engine's row numbers are seat numbers. */
const FIRST_ROW = 0;
/** The game id is not the engine's concern in the form: a blank one is taken by the store. */
const PROVISIONAL_ID = "—";
const column = (field: Field): number => GAMES_COLUMNS.indexOf(field);

/**
 * The rows the engine reads. Counts and best moves go in as typed, so «1.5» or «3 3» get the
 * engine's own message instead of being quietly rounded; the winner, until chosen, is
 * provisional so that everything else is checked while the judge types.
 */
function rowsOf(values: FormValues, lang: Lang, names: (seat: number) => string): SheetCell[][] {
  const payload = formToPayload({ ...values, winner: values.winner ?? "red" }, false);
  const seats = payload.seats.map((seat) => ({
    ...seat,
    player: names(seat.seat),
    bestMove: undefined,
  }));
  const rows = payloadToRows({ ...payload, seats }, PROVISIONAL_ID, lang);
  values.seats.forEach((seat, i) => {
    const row = rows[i] as SheetCell[];
    row[column("bestMove")] = seat.bestMove.trim();
    row[column("correct")] = seat.correct.trim();
    row[column("remarks")] = seat.remarks.trim();
    row[column("extra")] = seat.extra.trim();
  });
  return [gamesHeader(lang), ...rows];
}

/**
 * The seats a problem is about: its row, or the rows it lists (row numbers are seat numbers here).
 */
function seatsOf(issue: Issue): number[] {
  if (issue.sameRows !== undefined) return [...issue.sameRows];
  if (issue.row !== undefined) return [issue.row];
  const rows = ("rows" in issue ? issue.rows : undefined) ?? [];
  return rows.filter((n) => n >= 1 && n <= SEAT_NUMBERS.length);
}

function severityOf(issue: Issue): Severity {
  if (issue.code === "no-player") return "todo";
  if (issue.code === "role-count") {
    // Seats start as Civilians: too few of a role is work in progress, too many a mistake.
    return issue.role !== "civilian" && issue.count > issue.expected ? "error" : "todo";
  }
  return "error";
}

/**
 * `system` is the spreadsheet's (its Rules sheet's), null when that cannot be read: then the game
 * is still checked (what makes a game valid does not depend on the system) but no points show.
 */
export function checkForm(
  values: FormValues,
  lang: Lang,
  system: ScoringSystem | null = CLUB_SYSTEM,
): FormCheck {
  const t = STRINGS[lang];
  // The form's game is judged even when the Rules sheet hides the final:
  // only the standings hide it.
  const typed = evaluate(
    rowsOf(values, lang, (seat) => values.seats[seat - 1]?.player.trim() ?? ""),
    { lang, firstRow: FIRST_ROW, system: { ...(system ?? CLUB_SYSTEM), hideFinal: false } },
  );
  const issues = typed.issues;
  const invalid = SEAT_NUMBERS.map(() => new Set<Field>());
  const problems: Problem[] = [];
  const mark = (seats: readonly number[], field: Field | undefined): void => {
    if (field !== undefined) for (const seat of seats) invalid[seat - 1]?.add(field);
  };

  // Ten "the player is empty" lines would bury the real mistakes: one line names the seats.
  const missing = issues.filter((issue) => issue.code === "no-player").flatMap(seatsOf);
  if (missing.length > 0)
    problems.push({
      text: t.needPlayers(seatRanges(missing)),
      severity: "todo",
      seats: missing,
      field: "player",
    });

  const roleCounts = issues.filter((issue) => issue.code === "role-count");
  if (roleCounts.length > 0) {
    const severity: Severity = roleCounts.some((issue) => severityOf(issue) === "error")
      ? "error"
      : "todo";
    const text = roleCounts
      .map((issue) => describeIssue({ ...issue, game: undefined, field: undefined }, lang, "seat"))
      .join("; ");
    const over = new Set<Role | undefined>(
      roleCounts.filter((issue) => severityOf(issue) === "error").map((issue) => issue.role),
    );
    const seats = SEAT_NUMBERS.filter((seat) => over.has(values.seats[seat - 1]?.role));
    problems.push({ text, severity, seats, field: "role" });
    mark(seats, "role");
  }

  for (const issue of issues) {
    if (issue.code === "no-player" || issue.code === "role-count") continue;
    const seats = seatsOf(issue);
    const where =
      issue.row !== undefined && issue.sameRows === undefined ? `${t.seatLabel(issue.row)}, ` : "";
    problems.push({
      text: where + describeIssue({ ...issue, game: undefined, row: undefined }, lang, "seat"),
      severity: severityOf(issue),
      seats,
      ...(issue.field ? { field: issue.field } : {}),
    });
    mark(seats, issue.field);
  }

  // The store takes a best move as seats; a lone number is a count the sheet accepts but the
  // form cannot send, so it is named here rather than refused by the server.
  values.seats.forEach((seat, i) => {
    if (splitBestMove(seat.bestMove)?.length === 1 && !invalid[i]?.has("bestMove")) {
      problems.push({
        text: `${t.seatLabel(i + 1)}, ${fieldLabel("bestMove", lang)}: ${t.bestMoveSeats}`,
        severity: "error",
        seats: [i + 1],
        field: "bestMove",
      });
      mark([i + 1], "bestMove");
    }
  });

  if (values.winner === null)
    problems.push({ text: t.needWinner, severity: "todo", seats: [], field: "winner" });

  problems.sort((a, b) => rank(a) - rank(b));
  const ok = problems.length === 0;
  return {
    ok,
    problems,
    points: pointsOf(values, lang, system),
    invalid,
    payload: ok ? formToPayload(values, false) : null,
  };
}

/** «1–4, 7, 9–10»: a blank form's ten missing names in a few characters. */
export function seatRanges(seats: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < seats.length; i++) {
    const start = seats[i] as number;
    let end = start;
    while (seats[i + 1] === end + 1) end = seats[++i] as number;
    parts.push(
      end > start + 1 ? `${start}–${end}` : end > start ? `${start}, ${end}` : String(start),
    );
  }
  return parts.join(", ");
}

function rank(problem: Problem): number {
  return (problem.severity === "error" ? 0 : 100) + (problem.seats[0] ?? 50);
}

function fieldLabel(field: Field, lang: Lang): string {
  return quote(fieldName(field, lang), lang);
}

/**
 * A seat's points depend on roles, winner and the seat's own marks, never on who sits there:
 * the engine scores the same rows with placeholder names, so points show as soon as roles and
 * winner are right, before every name is typed (or while a name is entered twice).
 */
function pointsOf(values: FormValues, lang: Lang, system: ScoringSystem | null): (number | null)[] {
  if (values.winner === null || system === null) return SEAT_NUMBERS.map(() => null);
  // Scored as the store's reply scores a game (without Ci, and the preview says so).
  const scored = scoreGameAlone(
    rowsOf(values, lang, (seat) => `#${seat}`),
    system,
    lang,
  );
  return SEAT_NUMBERS.map((_, i) => (scored.ok ? (scored.points[i] ?? null) : null));
}
