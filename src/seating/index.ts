/**
 * Tournament seating (рассадка): who plays at which table, in which seat, in each round.
 * Pure TypeScript like the scoring engine: it runs in Node, Apps Script and the browser.
 */
import { TABLE_SIZE } from "../engine";
import { SeatingError, type Seating, type SeatingRequest, type SeatingRound } from "./model";
import { planSeating } from "./plan";
import { seededRandom } from "./random";
import { assignSeats } from "./seats";
import { arrangeTables } from "./tables";

export * from "./model";
export { nearestWholeGames } from "./plan";
export {
  scheduleBalance,
  seatingBalance,
  type PlayerBalance,
  type SeatingBalance,
} from "./balance";

/**
 * Moves of the search when the request does not say: more games, more moves, capped so that 50
 * players × 12 games take about 2 s in Node (the dialog waits up to 10) and well under the six
 * minutes Apps Script allows.
 */
function defaultIterations(playerCount: number, games: number): number {
  return Math.min(2_000_000, 400_000 + 20_000 * ((playerCount * games) / TABLE_SIZE));
}

/**
 * Makes a seating. The same request gives the same seating on any machine.
 * @throws SeatingError when the request is impossible, with the reason in Russian and English
 */
export function makeSeating(request: SeatingRequest): Seating {
  const plan = planSeating(request);
  const random = seededRandom(plan.seed);
  const iterations = request.iterations ?? defaultIterations(plan.playerCount, plan.gamesPerPlayer);
  const tableRounds = arrangeTables(plan, iterations, random);
  const tables: number[][] = [];
  tableRounds.forEach((order, r) => {
    for (let t = 0; t < (plan.tablesPerRound[r] as number); t++)
      tables.push(Array.from(order.subarray(t * TABLE_SIZE, (t + 1) * TABLE_SIZE)));
  });
  checkTeamsApart(tables, plan.teamOf);
  const seated = assignSeats(tables, plan.playerCount, random);
  let game = 0;
  const rounds: SeatingRound[] = plan.tablesPerRound.map((count, r) => ({
    round: r + 1,
    games: Array.from({ length: count }, (_, t) => ({
      round: r + 1,
      table: t + 1,
      game: game + 1,
      seats: seated[game++] as number[],
    })),
  }));
  return {
    players: request.players,
    tables: request.tables,
    gamesPerPlayer: request.games,
    seed: plan.seed,
    rounds,
  };
}

function checkTeamsApart(tables: readonly (readonly number[])[], teamOf: readonly number[]): void {
  const clash = tables.some((players) =>
    players.some(
      (a, i) => teamOf[a] !== -1 && players.some((b, j) => j > i && teamOf[b] === teamOf[a]),
    ),
  );
  if (clash) {
    throw new SeatingError({
      ru:
        "не удалось рассадить игроков одной команды за разные столы; " +
        "попробуйте другое зерно, больше столов или меньшие команды",
      en:
        "could not keep every team's players at different tables; " +
        "try another seed, more tables or smaller teams",
    });
  }
}
export { numberedPlayers, parseRoster } from "./roster";
export { BALANCE_LABELS, SEATING_HEADERS, balanceRows, balanceWords } from "./vocabulary";
export { seatingFromRounds } from "./verify";
export { finalSeating } from "./final";
export {
  playerSchedules,
  type PlayerSchedule,
  type PlayerSchedules,
  type PlayerSeat,
  type ScheduledSeats,
} from "./schedule";
