/** Small shared steps of the browser tests. */
import { formToPayload, type FormValues, type SeatValues } from "../../src/pages/sidebar/model";
import type { GamePayload } from "../../src/protocol/gamePayload";
import type { GameInput } from "./fixtures";
import { startServer, type GasServer } from "./gasServer";

/** The form values a judge would type for `game` as `id`. */
export function formOf(game: GameInput, id = "7"): FormValues {
  const seats = game.seats.map((s): SeatValues => ({
    player: s.player,
    role: s.role,
    firstKilled: s.firstKilled ?? false,
    bestMove: s.bestMove ?? "",
    correct: s.correct ? String(s.correct) : "",
    bestPlayer: s.bestPlayer ?? false,
    remarks: s.remarks ? String(s.remarks) : "",
    removed: s.removed ?? false,
    extra: s.extra === undefined ? "" : String(s.extra),
    team: "",
  }));
  return {
    game: id,
    date: game.date ?? "",
    winner: game.winner,
    stage: game.stage ?? "main",
    seats,
  };
}

/** The payload the sidebar would send for `game` (used to store games directly on the server). */
export function payloadOf(game: GameInput, id: string): GamePayload {
  return formToPayload(formOf(game, id), false);
}

/** The named controls of the form a judge would see after entering `game` as `id`. */
export function snapshotOf(game: GameInput, id: string): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {
    game: id,
    date: game.date ?? "",
    winner: game.winner,
    stage: game.stage ?? "main",
  };
  game.seats.forEach((s, i) => {
    const n = i + 1;
    Object.assign(out, {
      [`seat${n}.player`]: s.player,
      [`seat${n}.role`]: s.role,
      [`seat${n}.firstKilled`]: s.firstKilled ?? false,
      [`seat${n}.bestMove`]: s.bestMove ?? "",
      [`seat${n}.correct`]: s.correct ? String(s.correct) : "",
      [`seat${n}.bestPlayer`]: s.bestPlayer ?? false,
      [`seat${n}.remarks`]: s.remarks ? String(s.remarks) : "",
      [`seat${n}.removed`]: s.removed ?? false,
      [`seat${n}.extra`]: s.extra === undefined ? "" : String(s.extra),
    });
  });
  return out;
}

/** A server whose spreadsheet has «Участники»: a header, then `names`, one a row. */
export function withRoster(names: readonly string[], server = startServer("ru_RU")): GasServer {
  const sheet = server.env.spreadsheet.insertSheet("Участники");
  sheet
    .getRange(1, 1, names.length + 1, 2)
    .setValues([["Игрок", "Команда"], ...names.map((name) => [name, ""])]);
  return server;
}
