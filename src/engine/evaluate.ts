import { gameViews, judgeGames, seatRowAt, type JudgedGames } from "./games";
import type { Game, Issue, Lang, SeatRow, Standing } from "./model";
import { ROW_BLANK, ROW_HEADER, ROW_SEAT, readSeats, seatAt, type SeatTable } from "./seatTable";
import { rankPlayers, totalPlayers } from "./standings";
import { CLUB_SYSTEM, type ScoringSystem } from "./system";
import { findLayout, type RowEntry, type TableLayout } from "./table";

export interface EvaluateOptions {
  /** Sheet row number of the table's first row, so messages name the row the user sees. */
  readonly firstRow?: number;
  /** Force the language of messages and labels instead of taking it from the header. */
  readonly lang?: Lang;
  readonly system?: ScoringSystem;
}

/** Everything the product shows about a Games table: one pass, and the rest on demand. */
export interface Evaluation {
  readonly system: ScoringSystem;
  readonly layout: TableLayout;
  readonly firstRow: number;
  readonly seatTable: SeatTable;
  /** Points of every seat row of the seat table (NaN unless its game is finished and valid). */
  readonly seatPoints: Float64Array;
  readonly games: readonly Game[];
  /** Every reason the standings cannot be trusted, in table order: invalid finished games and stray rows. */
  readonly issues: readonly Issue[];
  readonly standings: readonly Standing[];
  /** What each row of the table is (built on first use). */
  readonly entries: readonly RowEntry[];
  /** The seat rows as objects, in table order (built on first use). */
  readonly seats: readonly SeatRow[];
}

const HEADER_ENTRY: RowEntry = { kind: "header" };
const BLANK_ENTRY: RowEntry = { kind: "blank" };

export function evaluate(values: readonly (readonly unknown[])[], options: EvaluateOptions = {}): Evaluation {
  const system = options.system ?? CLUB_SYSTEM;
  const firstRow = options.firstRow ?? 1;
  const layout = findLayout(values, options.lang);
  const seatTable = readSeats(values, layout, firstRow);
  const judged = judgeGames(system, seatTable, firstRow);
  // Standings, the issue list and the game objects are built on first use: MAFIA_POINTS and
  // MAFIA_STANDINGS need none of the game objects, and MAFIA_POINTS not the standings.
  let games: Game[] | undefined;
  let standings: Standing[] | undefined;
  let issues: Issue[] | undefined;

  let seats: SeatRow[] | undefined;
  let entries: RowEntry[] | undefined;
  const seatsInOrder = (): SeatRow[] => {
    seats ??= Array.from({ length: seatTable.count }, (_, s) => seatRowAt(seatTable, s, firstRow));
    return seats;
  };
  return {
    system,
    layout,
    firstRow,
    seatTable,
    seatPoints: judged.seatPoints,
    get games() {
      games ??= gameViews(judged, seatTable, firstRow);
      return games;
    },
    get issues() {
      issues ??= collectIssues(seatTable, judged, firstRow);
      return issues;
    },
    get standings() {
      standings ??= rankPlayers(system, totalPlayers(seatTable, judged.order, judged.start, judged.gameWinner, judged.seatPoints));
      return standings;
    },
    get seats() {
      return seatsInOrder();
    },
    get entries() {
      if (entries) return entries;
      const rows = seatsInOrder();
      const strays = new Map(seatTable.strays.map((stray) => [stray.index, stray.issue]));
      let s = 0;
      entries = Array.from(seatTable.rowKind, (kind, index): RowEntry => {
        if (kind === ROW_HEADER) return HEADER_ENTRY;
        if (kind === ROW_BLANK) return BLANK_ENTRY;
        if (kind === ROW_SEAT) return { kind: "seat", seat: rows[s++] as SeatRow };
        return { kind: "stray", issue: strays.get(index) as Issue };
      });
      return entries;
    },
  };
}

/** Problems in table order: a game's own problems stand at its first row. */
function collectIssues(table: SeatTable, judged: JudgedGames, firstRow: number): Issue[] {
  const anchored: { row: number; issue: Issue }[] = [];
  for (const stray of table.strays) anchored.push({ row: stray.issue.row ?? 0, issue: stray.issue });
  // Only invalid games have problems; `problems` lists them in game order.
  for (const [g, issues] of judged.problems) {
    const first = (table.tableIndex[seatAt(judged.order, judged.start[g] as number)] as number) + firstRow;
    for (const issue of issues) anchored.push({ row: issue.row ?? first, issue });
  }
  return anchored.sort((a, b) => a.row - b.row).map((a) => a.issue);
}
