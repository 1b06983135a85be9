/**
 * A Games table read row by row: each row is the header, blank, a seat of a game, or a stray row
 * (data but no game id). A seat row becomes a `SeatRow` record; every cell that cannot be read
 * becomes a problem of that row, named by game, row and column.
 */
import {
  readCount,
  readExtra,
  readSeat,
  readStage,
  readTournament,
  readWeight,
  readYesNo,
  unreadableCode,
  WordReader,
} from "./cells";
import type { CellCode, Issue } from "./issues";
import type { GameRows, SeatRow } from "./model";
import { listsCellProblem, listsStray } from "./problemLimits";
import { gameOf, startsOtherTournament, whereOf, type GameBeingRead } from "./rowGames";
import type { TableLayout, TableValues } from "./table";
import { FIELDS, type Field, type SeasonField } from "./terms";
import { cellText, isEmptyCell, isSheetError, noonUtcDay, typedText, type DayOfDate } from "./text";
import { cellAt, isBlankRow } from "./blankRow";
import { textBeyond, usualLength } from "./rowWidth";
import { ROLE_WORDS, SIDE_WORDS } from "./vocabulary";
import { nearestWord } from "./wordMatch";

/** Where a game's problems are (rowGames.ts): the other modules take it from here. */
export { whereOf };

export type RowKind = "header" | "blank" | "seat" | "stray";

/** A row with data but no game id: reported, never counted. */
export interface StrayRow {
  readonly index: number;
  readonly issue: Issue;
}

export interface TableRows {
  /** What each row of the table is, by its index in the values. */
  readonly kinds: readonly RowKind[];
  /** The seat rows grouped by game id, in the order of each game's first row. */
  readonly games: readonly GameRows[];
  /** The first spelling met of each player's name (RULES.md, "Players"), by identity. */
  readonly names: ReadonlyMap<string, string>;
  /** The stray rows listed (problemLimits.ts). */
  readonly strays: readonly StrayRow[];
  /** How many stray rows there are in all. */
  readonly strayCount: number;
}

/** The row number the user sees (the sheet row, the file line) of the table row `index`. */
export type RowNumber = (index: number) => number;

type Columns = Readonly<Record<Field, number>>;

/** The columns read by a parser (a game id, a name and a team are any text). */
type ParsedField = Exclude<Field, "game" | "player" | "team">;

/** The code of a cell no parser accepted in a column, when it is simply a wrong value. */
const BAD_VALUE: Readonly<Record<ParsedField, CellCode>> = {
  seat: "bad-seat",
  role: "bad-role",
  winner: "bad-winner",
  firstKilled: "bad-yes-no",
  bestMove: "bad-best-move",
  correct: "bad-count",
  bestPlayer: "bad-yes-no",
  remarks: "bad-count",
  removed: "bad-yes-no",
  extra: "bad-extra",
  stage: "bad-stage",
};

/** What reading one table keeps from row to row. */
interface Reading {
  readonly columns: Columns;
  readonly season: Readonly<Record<SeasonField, number>>;
  readonly words: WordReader;
  /** The day of a Date cell, for the text of a problem. */
  readonly dayOf: DayOfDate;
  /** Cell problems listed so far in the whole table. */
  listedCells: number;
}

export function readRows(
  values: TableValues,
  layout: TableLayout,
  rowNumber: RowNumber,
  dayOf: DayOfDate = noonUtcDay,
): TableRows {
  const { columns, season } = layout;
  const words = new WordReader(dayOf);
  const reading: Reading = { columns, season, words, dayOf, listedCells: 0 };
  const kinds: RowKind[] = new Array<RowKind>(values.length);
  const strays: StrayRow[] = [];
  let strayCount = 0;
  const games = new Map<string, GameBeingRead>();
  let game: GameBeingRead | null = null;
  // The rows of one game usually stand together: the id is read again only when its cells change.
  let gameCell: unknown = undefined;
  const { round, table } = layout.place;
  const { tournament } = season;
  let roundCell: unknown = undefined;
  let tableCell: unknown = undefined;
  let tournamentCell: unknown = undefined;
  const first = layout.hasHeader ? 1 : 0;
  const { width } = layout;
  const longest = layout.hasHeader ? usualLength(values) : Number.POSITIVE_INFINITY;
  if (first === 1 && values.length > 0) kinds[0] = "header";
  for (let index = first; index < values.length; index++) {
    const cells = values[index] ?? [];
    const idCell = cellAt(cells, columns.game);
    const beyond = cells.length > width ? textBeyond(cells, width, longest, dayOf) : null;
    if (isEmptyCell(idCell) || isSheetError(idCell)) {
      if (beyond !== null && beyond !== "") {
        kinds[index] = "stray";
        const issue: Issue = { code: "extra-cells", row: rowNumber(index), value: beyond };
        if (listsStray(strayCount)) strays.push({ index, issue });
        strayCount++;
      } else if (isBlankRow(cells, columns)) {
        kinds[index] = "blank";
      } else {
        kinds[index] = "stray";
        if (listsStray(strayCount))
          strays.push({ index, issue: strayIssue(idCell, rowNumber(index)) });
        strayCount++;
      }
      continue;
    }
    if (table < 0 && tournament < 0) {
      if (game === null || idCell !== gameCell) {
        game = gameOf(games, idCell, game, dayOf);
        gameCell = idCell;
      }
    } else if (
      game === null ||
      idCell !== gameCell ||
      cellAt(cells, table) !== tableCell ||
      cellAt(cells, round) !== roundCell ||
      startsOtherTournament(cellAt(cells, tournament), tournamentCell, game)
    ) {
      gameCell = idCell;
      [tableCell, roundCell] = [cellAt(cells, table), cellAt(cells, round)];
      tournamentCell = cellAt(cells, tournament);
      const place = {
        ...(table < 0 ? {} : { round: roundCell, table: tableCell }),
        ...(tournament < 0 ? {} : { tournament: tournamentCell }),
      };
      game = gameOf(games, idCell, game, dayOf, place);
    }
    kinds[index] = "seat";
    const row = rowNumber(index);
    if (beyond !== null) {
      addCellProblem({ code: "extra-cells", ...whereOf(game), row, value: beyond }, game, reading);
    }
    game.rows.push(readSeatRow(cells, index, row, game, reading, beyond !== null));
  }
  return { kinds, games: [...games.values()], names: reading.words.names, strays, strayCount };
}

/** How each column a parser reads is read: its value, or undefined when its cell cannot be. */
const READERS: {
  readonly [F in ParsedField]: (cell: unknown, words: WordReader) => SeatRow[F] | undefined;
} = {
  seat: readSeat,
  role: (cell, words) => words.role(cell),
  winner: (cell, words) => words.winner(cell),
  firstKilled: readYesNo,
  bestMove: (cell, words) => words.bestMove(cell),
  correct: readCount,
  bestPlayer: readYesNo,
  remarks: readCount,
  removed: readYesNo,
  extra: readExtra,
  stage: readStage,
};

/**
 * One seat row's cells read. A cell that cannot be read counts as its column's blank (the winner
 * as "unreadable"), and is a problem of the row, as a blank name or role is — unless the row is
 * `shifted` (it has values right of the header): its cells then stand in the wrong columns, and
 * that is its one problem.
 */
function readSeatRow(
  cells: readonly unknown[],
  index: number,
  row: number,
  game: GameBeingRead,
  reading: Reading,
  shifted: boolean,
): SeatRow {
  const { columns, words } = reading;
  const player = words.player(cellAt(cells, columns.player));
  const seat = READERS.seat(cellAt(cells, columns.seat), words);
  const role = READERS.role(cellAt(cells, columns.role), words);
  const winner = READERS.winner(cellAt(cells, columns.winner), words);
  const firstKilled = READERS.firstKilled(cellAt(cells, columns.firstKilled), words);
  const bestMove = READERS.bestMove(cellAt(cells, columns.bestMove), words);
  const correct = READERS.correct(cellAt(cells, columns.correct), words);
  const bestPlayer = READERS.bestPlayer(cellAt(cells, columns.bestPlayer), words);
  const remarks = READERS.remarks(cellAt(cells, columns.remarks), words);
  const removed = READERS.removed(cellAt(cells, columns.removed), words);
  const extra = READERS.extra(cellAt(cells, columns.extra), words);
  const stage = READERS.stage(cellAt(cells, columns.stage), words);
  const team = columns.team < 0 ? "" : teamText(cells[columns.team], reading.dayOf);
  const { tournament, weight } = reading.season;
  const named = tournament < 0 ? NO_TOURNAMENT : readTournament(cells[tournament], reading.dayOf);
  if (game.tournament === "" && named.name !== "") game.tournament = named.name;
  const weighed = weight < 0 ? null : readWeight(cells[weight]);
  if (weighed === undefined && !shifted) {
    const value = cellText(cells[weight], reading.dayOf);
    addCellProblem({ code: "bad-weight", value, ...whereOf(game), row }, game, reading);
  }
  if (shifted) {
    // The row's problem is reported already (readRows).
  } else if (
    player.key === "" ||
    seat === undefined ||
    role == null ||
    winner === undefined ||
    firstKilled === undefined ||
    bestMove === undefined ||
    correct === undefined ||
    bestPlayer === undefined ||
    remarks === undefined ||
    removed === undefined ||
    extra === undefined ||
    stage === undefined
  ) {
    addRowProblems(cells, row, game, reading);
  }
  return {
    index,
    row,
    seat: seat ?? null,
    player: player.name,
    playerKey: player.key,
    role: role ?? null,
    winner: winner === undefined ? "unreadable" : winner,
    firstKilled: firstKilled ?? false,
    bestMove: bestMove ?? null,
    correct: correct ?? 0,
    bestPlayer: bestPlayer ?? false,
    remarks: remarks ?? 0,
    removed: removed ?? false,
    extra: extra ?? 0,
    stage: stage ?? null,
    team,
    tournament: named.name,
    tournamentKey: named.key,
    weight: weighed === undefined ? "unreadable" : weighed,
  };
}

const NO_TOURNAMENT = { name: "", key: "" } as const;

/** A «Команда» cell: any text is a team; a Sheets error says nothing, as a blank cell does. */
function teamText(cell: unknown, dayOf: DayOfDate): string {
  return isEmptyCell(cell) || isSheetError(cell) ? "" : typedText(cell, dayOf);
}

/**
 * The problems of a seat row, in the order of its columns: each cell no parser accepts (with the
 * text found), a Sheets error or nothing for a name, nothing for a role.
 */
function addRowProblems(
  cells: readonly unknown[],
  row: number,
  game: GameBeingRead,
  reading: Reading,
): void {
  const { columns, words } = reading;
  const at = { ...whereOf(game), row };
  for (const field of FIELDS) {
    if (field === "game" || field === "team") continue;
    const cell = cellAt(cells, columns[field]);
    if (field === "player") {
      const player = words.player(cell);
      if (player.error) {
        addCellProblem({ code: "sheet-error", value: player.name, ...at, field }, game, reading);
      } else if (player.key === "") {
        addCellProblem({ code: "no-player", ...at, field }, game, reading);
      }
      continue;
    }
    const value = READERS[field](cell, words);
    if (value === undefined) {
      const code = unreadableCode(cell, BAD_VALUE[field]);
      const text = cellText(cell, reading.dayOf);
      addCellProblem(withNearest({ code, value: text, ...at, field }), game, reading);
    } else if (field === "role" && value === null) {
      addCellProblem({ code: "no-role", ...at, field }, game, reading);
    }
  }
}

/** A cell problem of a game: counted, and kept with it as far as the table's limits list it. */
function addCellProblem(issue: Issue, game: GameBeingRead, reading: Reading): void {
  game.cellProblems++;
  if (issue.code !== "no-player" && issue.code !== "no-role") game.badCells++;
  if (!listsCellProblem(game.cellIssues.length, reading.listedCells)) return;
  reading.listedCells++;
  game.cellIssues.push(issue);
}

/** An unknown role or winner word with the nearest word the engine knows, when one is near. */
function withNearest(issue: Issue): Issue {
  if (issue.code === "bad-role") {
    const nearest = nearestWord(issue.value, ROLE_WORDS);
    return nearest === undefined ? issue : { ...issue, nearest };
  }
  if (issue.code === "bad-winner") {
    const nearest = nearestWord(issue.value, SIDE_WORDS);
    return nearest === undefined ? issue : { ...issue, nearest };
  }
  return issue;
}

function strayIssue(idCell: unknown, row: number): Issue {
  return isSheetError(idCell)
    ? { code: "sheet-error", row, field: "game", value: cellText(idCell) }
    : { code: "no-game", row, field: "game" };
}

/**
 * STAGES.md, "Hiding the final": the final's games read as blank rows. A game is the final's when
 * every row of it says so; a game whose rows disagree stays, to be reported as it is.
 */
export function withoutFinal(rows: TableRows): TableRows {
  const isFinal = (game: GameRows): boolean => game.rows.every((row) => row.stage === "final");
  const hidden = rows.games.filter(isFinal);
  if (hidden.length === 0) return rows;
  const kinds = [...rows.kinds];
  for (const game of hidden) for (const row of game.rows) kinds[row.index] = "blank";
  return { ...rows, kinds, games: rows.games.filter((game) => !isFinal(game)) };
}
