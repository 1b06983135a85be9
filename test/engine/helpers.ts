/**
 * Builders of Games tables for the engine tests. Tables are plain 2D arrays of what Sheets
 * hands a custom function (strings, numbers, booleans); expectations are never computed here.
 */
import fc from "fast-check";
import { evaluate, TableError, type Evaluation, type Game } from "../../src/engine";
import { EN_HEADER, RU_HEADER } from "../contract";

export { EN_HEADER, RU_HEADER };

/** Twelve players that random tournaments of the property tests draw their tables from. */
export const PLAYER_POOL: readonly string[] = [
  "Лис",
  "Кеша",
  "Сова",
  "Барон",
  "Пчёлка",
  "Маэстро",
  "Тайга",
  "Бродяга",
  "Кнопка",
  "Док",
  "Вишня",
  "Граф",
];

/**
 * The default seating of a test game: seat → role. Red: 1, 2, 3 (Sheriff), 4, 6, 8, 10;
 * black: 5 (Mafia), 7 (Don), 9 (Mafia).
 */
export const DEFAULT_ROLES = [
  "Мирный",
  "Мирный",
  "Шериф",
  "Мирный",
  "Мафия",
  "Мирный",
  "Дон",
  "Мирный",
  "Мафия",
  "Мирный",
] as const;
export const SEAT_OF = { civilian: 1, sheriff: 3, mafia: 5, don: 7 } as const;

export interface SeatSpec {
  player?: unknown;
  role?: unknown;
  winner?: unknown;
  firstKilled?: unknown;
  bestMove?: unknown;
  correct?: unknown;
  bestPlayer?: unknown;
  remarks?: unknown;
  removed?: unknown;
}

/**
 * The ten rows of one game in seat order, as a judge fills them in Sheets (checkboxes FALSE,
 * counts blank). `seats` overrides single seats; players default to «G<id>-<seat>».
 */
export function gameRows(
  id: unknown,
  winner: unknown,
  seats: Readonly<Record<number, SeatSpec>> = {},
): unknown[][] {
  const rows: unknown[][] = [];
  for (let seat = 1; seat <= 10; seat++) {
    const spec = seats[seat] ?? {};
    rows.push([
      id,
      seat,
      "player" in spec ? spec.player : `G${String(id)}-${seat}`,
      "role" in spec ? spec.role : DEFAULT_ROLES[seat - 1],
      "winner" in spec ? spec.winner : winner,
      "firstKilled" in spec ? spec.firstKilled : false,
      "bestMove" in spec ? spec.bestMove : "",
      "correct" in spec ? spec.correct : "",
      "bestPlayer" in spec ? spec.bestPlayer : false,
      "remarks" in spec ? spec.remarks : "",
      "removed" in spec ? spec.removed : false,
    ]);
  }
  return rows;
}

/** A table with the Russian header over the given rows. */
export function ruTable(...rows: unknown[][][]): unknown[][] {
  return [RU_HEADER, ...rows.flat()];
}

/** Points of one seat of one game (the game must be finished and valid). */
export function seatPoints(evaluation: Evaluation, gameId: string, seat: number): number {
  const game = findGame(evaluation, gameId);
  if (game.status !== "finished")
    throw new Error(`game ${gameId} is ${game.status}: ${JSON.stringify(game.issues)}`);
  const index = game.rows.findIndex((row) => row.seat === seat);
  return game.scores[index]?.points as number;
}

/** Each seat's points of a game, in the order of its rows; none unless it is finished. */
export function pointsOf(game: Game): number[] {
  return game.status === "finished" ? game.scores.map((score) => score.points) : [];
}

export function findGame(evaluation: Evaluation, gameId: string): Game {
  const game = evaluation.games.find((g) => g.label === gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return game;
}

/** Points of one seat in a one-game table with the given overrides. */
export function pointsIn(winner: string, seat: number, spec: SeatSpec): number {
  return seatPoints(evaluate(ruTable(gameRows(1, winner, { [seat]: spec }))), "1", seat);
}

export function standingOf(evaluation: Evaluation, name: string) {
  const found = evaluation.standings.find((s) => s.name === name);
  if (!found)
    throw new Error(`no player ${name} in ${evaluation.standings.map((s) => s.name).join(", ")}`);
  return found;
}

/**
 * Random seasons of up to `maxGames` finished games drawn from PLAYER_POOL (Russian words): each
 * game's winner, seating of players and roles, one best player and one remark (seat 0: none).
 */
export function seasonArb(maxGames: number): fc.Arbitrary<unknown[][]> {
  return fc
    .array(
      fc.record({
        winner: fc.constantFrom("Красные", "Чёрные"),
        players: fc.shuffledSubarray([...PLAYER_POOL], { minLength: 10, maxLength: 10 }),
        roles: fc.shuffledSubarray([...DEFAULT_ROLES], { minLength: 10, maxLength: 10 }),
        best: fc.integer({ min: 0, max: 10 }),
        remark: fc.integer({ min: 0, max: 10 }),
      }),
      { minLength: 1, maxLength: maxGames },
    )
    .map((games) =>
      games.flatMap((game, g) =>
        gameRows(
          g + 1,
          game.winner,
          Object.fromEntries(
            game.players.map((player, i) => [
              i + 1,
              {
                player,
                role: game.roles[i],
                bestPlayer: game.best === i + 1,
                remarks: game.remark === i + 1 ? 1 : "",
              },
            ]),
          ),
        ),
      ),
    );
}

/** The TableError evaluating `values` throws (a table that cannot be read as a whole). */
export function tableError(values: unknown[][]): TableError {
  try {
    evaluate(values);
  } catch (error) {
    if (error instanceof TableError) return error;
    throw error;
  }
  throw new Error("expected a TableError");
}
