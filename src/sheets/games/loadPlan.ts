/** A stored game as the form loads it, decided on the values of one read. */
import {
  describeIssue,
  gameLabel,
  isEmptyCell,
  isRecordedBestMove,
  TABLE_SIZE,
  writtenPlace,
  type Issue,
  type IssueCode,
  type Lang,
  type Role,
  type SeatRow,
} from "../../engine";
import type { GamePayload, GamePlaceArgument, SeatPayload } from "../../protocol/gamePayload";
import { isDate } from "../platform/cellSafety";
import { TEXTS } from "../platform/messages";
import { gameToFind, refuse, sheetRows, type Planned } from "./gamePlans";
import type { GamesTable } from "./gamesTable";

/** What the form cannot hold: correcting such a game there would drop or invent rows. */
const SHAPE_PROBLEMS: ReadonlySet<IssueCode> = new Set([
  "winner-conflict",
  "row-count",
  "seat-twice",
  "seat-missing",
]);

/**
 * The payload of a stored game, for correcting it in the form. The form holds exactly ten seats
 * and saving it rewrites every row of the game, so a game the form cannot show as it is stored
 * (a seat twice or missing, a cell that cannot be read, a date that is not one) is refused with
 * every problem named: loading it would quietly replace what the judge cannot see.
 */
export function payloadOf(
  table: GamesTable,
  id: string,
  lang: Lang,
  dateOf: (cell: unknown) => string | undefined,
  place?: GamePlaceArgument,
): Planned<GamePayload> {
  const texts = TEXTS[lang];
  const found = gameToFind(table, id, place, lang, texts.cannotLoad);
  if (!found.ok) return found.refusal;
  const game = found.game;
  // By seat, a row without one after the ten, then as the sheet has them.
  const seatOrder = (row: SeatRow): number => row.seat ?? TABLE_SIZE + 1;
  const rows = [...game.rows].sort((a, b) => seatOrder(a) - seatOrder(b) || a.index - b.index);
  const problems: string[] = [];
  const engine = (issue: Issue): string => describeIssue({ ...issue, game: undefined }, lang);

  // The engine's verdict on the game's shape (a finished game's: one in progress has only its
  // cells read); the form holds ten seats 1–10 once each and one winner.
  if (game.status === "in-progress") problems.push(texts.noWinner);
  for (const issue of game.issues)
    if (issue.row === undefined && SHAPE_PROBLEMS.has(issue.code))
      problems.push(engine({ ...issue, field: undefined }));

  const dateColumn = table.columns.date;
  const dates = new Map<string, number[]>();
  for (const row of [...rows].sort((a, b) => a.index - b.index)) {
    const sheetRow = row.row;
    const issues = game.cellIssues.filter((issue) => issue.row === sheetRow);
    if (row.seat === null && !issues.some((issue) => issue.field === "seat"))
      problems.push(texts.noSeat(sheetRow));
    for (const issue of issues) problems.push(engine(issue));
    // The form names a best move's seats: one recorded as a count of black named cannot load.
    if (isRecordedBestMove(row.bestMove) && row.bestMove.kind === "count")
      problems.push(texts.countBestMove(sheetRow));
    const cell = dateColumn >= 0 ? table.values[row.index]?.[dateColumn] : undefined;
    if (isEmptyCell(cell)) continue;
    const date = dateOf(cell);
    if (date === undefined) problems.push(texts.badDate(sheetRow, shownValue(cell)));
    else dates.set(date, [...(dates.get(date) ?? []), sheetRow]);
  }
  // One row of each date is enough to point at the difference.
  if (dates.size > 1)
    problems.push(texts.datesDiffer([...dates.values()].map((at) => at[0] as number).join(", ")));

  const winner = game.winner;
  if (problems.length > 0 || winner === null)
    return refuse(texts.cannotLoad(gameLabel(game, lang)), problems, texts.fixRowsFirst);
  const extraColumn = table.columns.extra;
  // An extra of 0 typed in the sheet stays 0
  // (and a blank stays blank) when the game is saved again.
  const seats = rows.map((row) =>
    seatPayloadOf(row, extraColumn >= 0 && !isEmptyCell(table.values[row.index]?.[extraColumn])),
  );
  const date = [...dates.keys()][0];
  const stored = sheetRows(table, game.rows);
  // The main stage is no stage, as the payload leaves it (and a blank «Этап» cell). Its rows, for
  // the correction to look there first.
  const plan: GamePayload = {
    game: game.label,
    ...writtenPlace(game),
    ...(date ? { date } : {}),
    winner,
    ...(game.stage !== "main" ? { stage: game.stage } : {}),
    seats,
    rows: [stored[0] ?? 0, stored[stored.length - 1] ?? 0],
  };
  return { ok: true, plan };
}

/** A cell as the judge sees it, for a message. */
function shownValue(value: unknown): string {
  if (isDate(value)) return "";
  return typeof value === "string" ? value.trim() : String(value);
}

/** A row the checks above passed: its seat and role are known. */
function seatPayloadOf(row: SeatRow, hasExtra: boolean): SeatPayload {
  const seat: SeatPayload = {
    seat: row.seat as number,
    player: row.player,
    role: row.role as Role,
    firstKilled: row.firstKilled,
    correct: row.correct,
    bestPlayer: row.bestPlayer,
    remarks: row.remarks,
    removed: row.removed,
    ...(row.bestMove?.kind === "seats" ? { bestMove: [...row.bestMove.seats] } : {}),
    ...(hasExtra ? { extra: row.extra } : {}),
    ...(row.team !== "" ? { team: row.team } : {}),
  };
  return seat;
}
