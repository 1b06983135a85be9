/**
 * «Рассадка финала…» (STAGES.md, "Seating the final"): the players the final seats, the first
 * «Финалистов» of the standings over the main stage and the semi-finals.
 */
import type { Standing } from "./model";

export type FinalistsCut =
  | { readonly ok: true; readonly finalists: readonly Standing[] }
  /** The cut falls inside a shared place: these players share it, and the organiser decides. */
  | { readonly ok: false; readonly sharing: readonly Standing[] }
  /** Fewer placed players than finalists wanted. */
  | { readonly ok: false; readonly placed: number };

/**
 * The first `count` placed players of `standings` (players without a place never reach a final).
 * When the last one taken shares the place with the first one left, nothing is decided here.
 */
export function finalistsCut(standings: readonly Standing[], count: number): FinalistsCut {
  const placed = standings.filter((s) => s.place !== null);
  if (placed.length < count) return { ok: false, placed: placed.length };
  const last = placed[count - 1];
  const next = placed[count];
  if (last !== undefined && next !== undefined && last.place === next.place) {
    return { ok: false, sharing: placed.filter((s) => s.place === last.place) };
  }
  return { ok: true, finalists: placed.slice(0, count) };
}
