import * as z from "zod/mini";
import { TABLE_SIZE } from "../engine";
import { MAX_FINAL_GAMES } from "./seatingSchedule";

const MAX_PLAYERS = 1000;
const MAX_ROUNDS = 1000;

/*
 * Each schema is made when a request is checked, not when the script loads: every custom-function
 * call loads the whole script, and none of them checks a request (docs/speed.md, cold load).
 */

/**
 * The edge where the seating dialog's request becomes typed: shapes and ranges only;
 * the seating's own rules are checked again by src/seating/verify.ts.
 */
export function seatingRequestSchema() {
  const index = z.int().check(z.gte(0), z.lt(MAX_PLAYERS));
  const text = z.string().check(z.maxLength(100));
  return z.object({
    players: z
      .array(z.object({ name: text, team: text }))
      .check(z.minLength(TABLE_SIZE), z.maxLength(MAX_PLAYERS)),
    tables: z.int().check(z.gte(1), z.lte(100)),
    seed: z.int().check(z.gte(0), z.lte(0xffffffff)),
    rounds: z
      .array(z.array(z.array(index).check(z.maxLength(TABLE_SIZE))).check(z.maxLength(100)))
      .check(z.minLength(1), z.maxLength(MAX_ROUNDS)),
    replace: z.optional(z.boolean()),
  });
}

/**
 * «Рассадка финала…»'s request: the number of final games, and the organiser's consent to replace.
 */
export function finalSeatingRequestSchema() {
  return z.object({
    games: z.int().check(z.gte(1), z.lte(MAX_FINAL_GAMES)),
    replace: z.optional(z.boolean()),
  });
}
