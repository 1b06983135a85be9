/**
 * Whatever a judge types as a name, its Games cell holds exactly that once the sidebar's refresh
 * after the save has run: in an Automatic cell and in a plain-text one, whichever way a
 * plain-text cell takes a leading apostrophe (quirk plainTextApostrophe). Text that begins with
 * «=» keeps its apostrophe in a plain-text cell that keeps one (cellSafety.ts:
 * whether such a cell would make a formula is not documented), which the engine reads as nothing;
 * the engine reads every name as typed all along.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GamePayload, SaveResult } from "../../src/protocol/gamePayload";
import { callServer } from "../fakes/spreadsheet";
import { tournament, validGame, value } from "./helpers";

/**
 * Names with what Sheets might read otherwise: digits, signs, separators, an apostrophe (not
 * first: the engine reads a leading apostrophe as nothing, whatever the cell).
 */
const name = fc
  .array(fc.constantFrom(..."Ая zQ0159=+-@'#.,:/%$€ёЁ"), { minLength: 1, maxLength: 10 })
  .map((chars) => chars.join("").trim())
  .filter((text) => text !== "" && !text.startsWith("'"));

describe("a name written as text", () => {
  it("is in its cell exactly as typed after the refresh, plain-text or Automatic, either way", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("kept" as const, "stripped" as const),
        fc.boolean(),
        name,
        (mode, plainText, typed) => {
          const t = tournament(2, { quirks: { plainTextApostrophe: mode } });
          if (plainText) t.games.getRange("C2:C40").setNumberFormat("@");
          const game: GamePayload = validGame(3);
          const seats = game.seats.map((seat, i) => (i === 0 ? { ...seat, player: typed } : seat));
          const reply = callServer(t.ctx, "saveGame", { ...game, seats });
          // A name the engine refuses (another seat's, a lone sign it reads otherwise) is no case.
          fc.pre(reply.ok);
          const row = (reply.value as SaveResult).rows[0];
          value(callServer(t.ctx, "refreshAfterSave"));
          const keeps = plainText && mode === "kept" && typed.startsWith("=");
          expect(t.games.value(row, 3)).toBe(keeps ? `'${typed}` : typed);
          const loaded = value<GamePayload>(callServer(t.ctx, "loadGame", "3"));
          expect(loaded.seats[0]?.player).toBe(typed);
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);
});
