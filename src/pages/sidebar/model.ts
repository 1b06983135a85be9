/**
 * The form as data: what the judge typed, exactly as typed (numbers stay text so the engine can
 * say what is wrong with «-1» or «1.5»), and the conversions to and from the store's payload.
 */
import { splitBestMove, TABLE_SIZE, type Role, type Stage, type Side } from "../../engine";
import type { GamePayload, SeatPayload } from "../../protocol/gamePayload";

export const SEAT_NUMBERS: readonly number[] = Array.from({ length: TABLE_SIZE }, (_, i) => i + 1);

export interface SeatValues {
  readonly player: string;
  readonly role: Role;
  readonly firstKilled: boolean;
  /** Seats named, as typed («3 7 9»). */
  readonly bestMove: string;
  readonly correct: string;
  readonly bestPlayer: boolean;
  readonly remarks: string;
  readonly removed: boolean;
  /** Judges' extra points as typed («0.5», «-1»); blank is 0. */
  readonly extra: string;
  /** The player's team («Команда», AWARDS.md) as typed; blank for none. */
  readonly team: string;
}

export interface FormValues {
  readonly game: string;
  /**
   * The game's round and table as typed, when the form has those fields (the Games sheet numbers
   * games per table); absent otherwise.
   */
  readonly round?: string;
  readonly table?: string;
  /** The game's tournament as typed, when the form has the field (a «Турнир» column). */
  readonly tournament?: string;
  /** ISO date or "" (the date input's value). */
  readonly date: string;
  readonly winner: Side | null;
  /** The game's stage («Этап»): main unless the judge says semi-final or final. */
  readonly stage: Stage;
  readonly seats: readonly SeatValues[];
}

/** Six of ten seats are Civilians: starting there leaves the judge four roles to set. */
const BLANK_SEAT: SeatValues = {
  player: "",
  role: "civilian",
  firstKilled: false,
  bestMove: "",
  correct: "",
  bestPlayer: false,
  remarks: "",
  removed: false,
  extra: "",
  team: "",
};

export function blankForm(game: string): FormValues {
  return {
    game,
    date: "",
    winner: null,
    stage: "main",
    seats: SEAT_NUMBERS.map(() => BLANK_SEAT),
  };
}

const countOf = (text: string): number => (text.trim() === "" ? 0 : Number(text.trim()));

/** The payload of a form the checks passed; `replace` when correcting a stored game. */
export function formToPayload(values: FormValues, replace: boolean): GamePayload {
  if (values.winner === null) throw new Error("formToPayload: no winner");
  const seats: SeatPayload[] = values.seats.map((seat, index) => {
    const bestMove = splitBestMove(seat.bestMove) ?? [];
    return {
      seat: index + 1,
      player: seat.player.trim(),
      role: seat.role,
      firstKilled: seat.firstKilled,
      ...(bestMove.length > 0 ? { bestMove } : {}),
      correct: countOf(seat.correct),
      bestPlayer: seat.bestPlayer,
      remarks: countOf(seat.remarks),
      removed: seat.removed,
      // Blank is sent as nothing, so it stays a blank cell; a typed 0 stays 0.
      ...(seat.extra.trim() !== "" ? { extra: Number(seat.extra.trim()) } : {}),
      ...(seat.team.trim() !== "" ? { team: seat.team.trim() } : {}),
    };
  });
  const game = values.game.trim();
  const round = values.round?.trim() ?? "";
  const table = values.table?.trim() ?? "";
  const tournament = values.tournament?.trim() ?? "";
  return {
    ...(game !== "" ? { game } : {}),
    ...(round !== "" ? { round } : {}),
    ...(table !== "" ? { table } : {}),
    ...(tournament !== "" ? { tournament } : {}),
    ...(values.date !== "" ? { date: values.date } : {}),
    winner: values.winner,
    stage: values.stage,
    replace,
    seats,
  };
}

/** A stored game back into the form (for correction); seats are placed by their number. */
export function payloadToForm(payload: GamePayload, fallbackId: string): FormValues {
  const seats = SEAT_NUMBERS.map((n): SeatValues => {
    const seat = payload.seats.find((s) => s.seat === n);
    if (!seat) return BLANK_SEAT;
    return {
      player: seat.player,
      role: seat.role,
      firstKilled: seat.firstKilled ?? false,
      bestMove: (seat.bestMove ?? []).join(" "),
      correct: seat.correct ? String(seat.correct) : "",
      bestPlayer: seat.bestPlayer ?? false,
      remarks: seat.remarks ? String(seat.remarks) : "",
      removed: seat.removed ?? false,
      extra: seat.extra === undefined ? "" : String(seat.extra),
      team: seat.team ?? "",
    };
  });
  return {
    game: payload.game ?? fallbackId,
    round: payload.round ?? "",
    table: payload.table ?? "",
    tournament: payload.tournament ?? "",
    date: payload.date ?? "",
    winner: payload.winner,
    stage: payload.stage ?? "main",
    seats,
  };
}

/** True once the judge has typed anything worth keeping (loading over it asks first). */
export function hasInput(values: FormValues): boolean {
  const keys = Object.keys(BLANK_SEAT) as (keyof SeatValues)[];
  return (
    values.winner !== null ||
    values.stage !== "main" ||
    values.seats.some((seat) => keys.some((key) => seat[key] !== BLANK_SEAT[key]))
  );
}
