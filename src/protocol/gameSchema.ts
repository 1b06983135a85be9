import * as z from "zod/mini";
import { EXTRA_LIMIT, extraPointsOf, MAX_COUNT, ROLES, SIDES, STAGES, TABLE_SIZE } from "../engine";
import { isRulesCells } from "./gamePayload";
import type { RulesCells } from "./sidebarPage";

/**
 * The edge where untrusted JSON from the sidebar becomes a typed payload. The rules (role
 * counts, one first-night kill, …) are the engine's job: this only checks shapes and ranges.
 * Each field's problems are put into words by src/sheets/payloadCheck.ts.
 */
function seatSchema() {
  return z.object({
    seat: z.int().check(z.gte(1), z.lte(TABLE_SIZE)),
    player: z.string().check(z.maxLength(100)),
    role: z.enum(ROLES),
    firstKilled: z.optional(z.boolean()),
    // A best move names two or three seats (RULES.md); none at all means no best move.
    bestMove: z.optional(
      z
        .array(z.int().check(z.gte(1), z.lte(TABLE_SIZE)))
        .check(z.refine((seats) => seats.length === 0 || seats.length === 2 || seats.length === 3)),
    ),
    correct: z.optional(z.int().check(z.gte(0), z.lte(MAX_COUNT))),
    bestPlayer: z.optional(z.boolean()),
    remarks: z.optional(z.int().check(z.gte(0), z.lte(MAX_COUNT))),
    removed: z.optional(z.boolean()),
    extra: z.optional(
      z.number().check(
        z.gte(-EXTRA_LIMIT),
        z.lte(EXTRA_LIMIT),
        z.refine((n) => extraPointsOf(n) !== undefined),
      ),
    ),
    team: z.optional(z.string().check(z.maxLength(100))),
  });
}

/**
 * Rules cells as a save carries them, checked by the predicate the page sends them by
 * (isRulesCells) rather than by `z.union`, which would add 2 KB of zod to a bundle held to
 * 400 KB (docs/speed.md); every problem of the field gets the same wording anyway
 * (payloadCheck.ts).
 */
function rulesCellsSchema() {
  return z.custom<RulesCells>(isRulesCells);
}

/** A game's first and last sheet rows in that order (gameRowsSchema checks each row). */
const isRowPair = (rows: readonly number[]): boolean => (rows[0] ?? 0) <= (rows[1] ?? 0);

/**
 * Where a loaded game stood (gamePayload.ts), as a correction or a deletion sends it back: two
 * sheet rows, the first not below the last, each at most ten million (Sheets holds at most ten
 * million cells: no sheet has more rows).
 */
export function gameRowsSchema() {
  return z.array(z.int().check(z.gte(1), z.lte(1e7))).check(z.length(2), z.refine(isRowPair));
}

/** Made when a payload is checked, not when the script loads (seatingRequestSchema.ts says why). */
export function gamePayloadSchema() {
  return z.object({
    game: z.optional(z.string().check(z.maxLength(40))),
    // Where the game was played, on a Games sheet that numbers games per table (gamePayload.ts).
    round: z.optional(z.string().check(z.maxLength(40))),
    table: z.optional(z.string().check(z.maxLength(40))),
    // The tournament, on a Games sheet with a «Турнир» column (SERIES.md).
    tournament: z.optional(z.string().check(z.maxLength(100))),
    // The day itself (a real calendar day, YYYY-MM-DD) is checked by payloadCheck.ts.
    date: z.optional(z.string()),
    winner: z.enum(SIDES),
    stage: z.optional(z.enum(STAGES)),
    replace: z.optional(z.boolean()),
    rows: z.optional(gameRowsSchema()),
    seats: z.array(seatSchema()).check(z.length(TABLE_SIZE)),
    // The form's rules (gamePayload.ts, rulesToSend): the engine reads what they say.
    rules: z.optional(z.nullable(rulesCellsSchema())),
  });
}
