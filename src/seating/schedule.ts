/**
 * Each player's schedule: for every game of a seating, the round, the table and the seat a
 * player has (AWARDS.md, "The judges' sheets": «Расписание»; `seating --by-player`). Pure, and
 * over games as text, so that it serves a seating just made and a Seating sheet an organiser
 * may have edited by hand alike.
 */
import { playerKey } from "../engine";

/** One game as a schedule reads it: its round, table and id as shown, seat 1's player first. */
export interface ScheduledSeats {
  readonly round: string;
  readonly table: string;
  readonly game: string;
  /** Seat 1 first; "" for an empty seat. */
  readonly players: readonly string[];
}

export interface PlayerSeat {
  readonly round: string;
  readonly table: string;
  readonly game: string;
  /** 1 to 10. */
  readonly seat: number;
}

export interface PlayerSchedule {
  /** The player's first spelling in the seating. */
  readonly name: string;
  /** In the seating's game order. */
  readonly seats: readonly PlayerSeat[];
}

export interface PlayerSchedules {
  /** The distinct rounds, in the order they first appear. */
  readonly rounds: readonly string[];
  /** By name (letters, then digits as numbers: «Игрок 2» before «Игрок 10»). */
  readonly players: readonly PlayerSchedule[];
}

/** Every seated player's games; a blank seat is nobody's, one player's spellings are one. */
export function playerSchedules(games: readonly ScheduledSeats[]): PlayerSchedules {
  const rounds: string[] = [];
  const players = new Map<string, { name: string; seats: PlayerSeat[] }>();
  for (const game of games) {
    if (!rounds.includes(game.round)) rounds.push(game.round);
    game.players.forEach((name, s) => {
      const key = playerKey(name);
      if (key === "") return;
      let player = players.get(key);
      if (!player) players.set(key, (player = { name: name.trim(), seats: [] }));
      player.seats.push({ round: game.round, table: game.table, game: game.game, seat: s + 1 });
    });
  }
  const byName = new Intl.Collator(["ru", "en"], { numeric: true, sensitivity: "base" });
  const sorted = [...players.entries()]
    .sort(([ka, a], [kb, b]) => byName.compare(a.name, b.name) || (ka < kb ? -1 : 1))
    .map(([, player]) => player);
  return { rounds, players: sorted };
}
