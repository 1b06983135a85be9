/** The standings: each player's totals over the finished games, ranked by the system's order. */
import { sameFigure } from "./figures";
import type { PlayerTotals, ScoredGame, SeatRow, Standing, StandingGroup } from "./model";
import { TIE_BREAKS, type ScoringSystem } from "./system";
import { roleWon } from "./terms";

type Totals = { -readonly [K in keyof PlayerTotals]: PlayerTotals[K] };

/**
 * The players' lines, game by game: one line per player of a finished, valid game, named by the
 * first spelling met in the table (RULES.md, "Players"); players of no such game have none.
 */
export class PlayerLines {
  private readonly totals = new Map<string, Totals>();

  constructor(private readonly names: ReadonlyMap<string, string>) {}

  add(game: ScoredGame): void {
    for (const { row, points, ci, bonus } of game.scores) {
      let t = this.totals.get(row.playerKey);
      if (t === undefined) {
        t = emptyTotals(row.playerKey, this.names.get(row.playerKey) ?? row.player);
        this.totals.set(row.playerKey, t);
      }
      t.points += points;
      t.ci += ci;
      t.bonus += bonus;
      if (game.stage === "final") {
        t.finalGames++;
        t.finalPoints += points;
      } else if (game.stage === "semi") t.semiPoints += points;
      else t.mainPoints += points;
      addCounts(t, row, game);
    }
  }

  lines(): PlayerTotals[] {
    const lines = [...this.totals.values()];
    for (const t of lines) t.pointsPerGame = t.points / t.games;
    return lines;
  }
}

/** The counts a seat adds to its player's line: games, wins and losses by role, marks. */
function addCounts(t: Totals, row: SeatRow, game: ScoredGame): void {
  t.games++;
  if (row.bestPlayer) t.bestPlayer++;
  if (row.firstKilled) t.firstKilled++;
  if (!roleWon(row.role, game.winner)) {
    t.losses++;
    return;
  }
  t.wins++;
  if (row.role === "don") t.donWins++;
  else if (row.role === "sheriff") t.sheriffWins++;
  else if (row.role === "mafia") t.mafiaWins++;
  else t.civilianWins++;
  if (row.role === "sheriff" || row.role === "don") t.sheriffDonWins++;
}

function emptyTotals(key: string, name: string): Totals {
  return {
    key,
    name,
    points: 0,
    games: 0,
    wins: 0,
    losses: 0,
    bestPlayer: 0,
    donWins: 0,
    sheriffWins: 0,
    mafiaWins: 0,
    firstKilled: 0,
    civilianWins: 0,
    sheriffDonWins: 0,
    bonus: 0,
    ci: 0,
    finalGames: 0,
    mainPoints: 0,
    semiPoints: 0,
    finalPoints: 0,
    pointsPerGame: 0,
  };
}

function compareFigure(a: number, b: number, better: "more" | "fewer"): number {
  if (sameFigure(a, b)) return 0;
  return better === "more" ? b - a : a - b;
}

/**
 * The standings (SYSTEMS.md and STAGES.md, "Order of the standings"): the players in their
 * groups — finalists, everyone else with enough games, too few games — each group ordered by the
 * ranking value (total points, or points per game) and then the system's tie-breaks. Places are
 * standard competition ranking (1, 2, 2, 4), shared only inside a group, and run on from the
 * finalists to the rest; players with too few games have none. `anyFinal`: the table has a
 * finished final game.
 */
export function rankPlayers(
  system: ScoringSystem,
  players: readonly PlayerTotals[],
  anyFinal = false,
): Standing[] {
  const value = (p: PlayerTotals): number =>
    system.rankBy === "average" ? p.pointsPerGame : p.points;
  const compare = (a: PlayerTotals, b: PlayerTotals): number => {
    const byValue = compareFigure(value(a), value(b), "more");
    if (byValue !== 0) return byValue;
    for (const key of system.tieBreaks) {
      const diff = compareFigure(a[key], b[key], TIE_BREAKS[key].better);
      if (diff !== 0) return diff;
    }
    return 0;
  };
  const byKey = (a: PlayerTotals, b: PlayerTotals): number =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  const groupOf = (p: PlayerTotals): StandingGroup => {
    if (system.finalistsFirst && anyFinal && p.finalGames > 0) return "finalists";
    return p.games < system.minGames ? "too-few" : "ranked";
  };
  const standings: Standing[] = [];
  for (const group of GROUPS) {
    const sorted = players
      .filter((p) => groupOf(p) === group)
      .sort((a, b) => compare(a, b) || byKey(a, b));
    const before = standings.length;
    sorted.forEach((player, index) => {
      const previous = standings[standings.length - 1];
      const shared = index > 0 && previous !== undefined && compare(previous, player) === 0;
      const place =
        group === "too-few" ? null : shared ? (previous?.place ?? null) : before + index + 1;
      standings.push(standingOf(player, place, group));
    });
  }
  return standings;
}

const GROUPS: readonly StandingGroup[] = ["finalists", "ranked", "too-few"];

/**
 * A player's line with its place. Each figure is copied by name: made as `{ ...t, place, group }`
 * instead, the standings cost the same but MAFIA_STATS, which reads every line's figures, went
 * from about 1.9× to 2.3× MAFIA_STANDINGS on the realistic season (129 → 164 ms), over its guard.
 */
function standingOf(t: PlayerTotals, place: number | null, group: StandingGroup): Standing {
  return {
    key: t.key,
    name: t.name,
    points: t.points,
    games: t.games,
    wins: t.wins,
    losses: t.losses,
    bestPlayer: t.bestPlayer,
    donWins: t.donWins,
    sheriffWins: t.sheriffWins,
    mafiaWins: t.mafiaWins,
    firstKilled: t.firstKilled,
    civilianWins: t.civilianWins,
    sheriffDonWins: t.sheriffDonWins,
    bonus: t.bonus,
    ci: t.ci,
    finalGames: t.finalGames,
    mainPoints: t.mainPoints,
    semiPoints: t.semiPoints,
    finalPoints: t.finalPoints,
    pointsPerGame: t.pointsPerGame,
    place,
    group,
  };
}
