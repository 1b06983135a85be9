/**
 * The Games values a save needs, without reading the whole sheet: the header, the rows whose
 * game cell may hold the id (found by Sheets' own search), and the rows below the last id; or,
 * for a correction that says where its game stood when the form loaded it, the header and those
 * rows. The other rows read as blank. Null when the search cannot be sure to find every row of
 * the id (an id it cannot spell as a pattern, too many candidates far apart): the caller then
 * reads everything. `idEnd` is the last row with a game cell: no game's rows end below it;
 * `maxRows` the sheet's rows, which the save needs again.
 */
import { gameKey, keyPattern, playerKey, SPACE, TABLE_SIZE, TableError } from "../../engine";
import type { GamePlaceArgument } from "../../protocol/gamePayload";
import type { RowRun } from "./gamePlans";
import { headerColumns, type HeaderColumns, type SheetValues } from "./gamesTable";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Direction = GoogleAppsScript.Spreadsheet.Direction;
type Range = GoogleAppsScript.Spreadsheet.Range;

/**
 * A sheet of at most `rows` rows and `cells` cells is read whole: that read costs less than the
 * header's, the search's and the found rows' together, and keeps a save within its 1.5 s
 * (docs/development.md). A larger one is searched. Cells found within `span` rows of each other
 * (however many: ids that restart at every table, a round's games together) are read as one
 * window: in the cost model its cells cost 3 µs each, its rows 10 µs of script each, some 25 ms
 * for 300 rows of 20 columns, an eighth of one more read (200 ms). Else more than `found`
 * cells, or windows in more than `runs` runs, are read whole all the same.
 */
const WHOLE = { rows: 3000, cells: 45_000 };
const MOST = { found: 30, runs: 3, span: 300 };
/** A digit group's separator, its spaces as characters: RE2 knows no `\u` escape. */
const SEPARATOR = "[\\s,.\u00a0\u202f]?";

/**
 * A regular expression matching every text a game cell of this numeric id can show, anchored:
 * 12 as «12», «012», «+12», «12.0», «12,00», 1200 as «1 200» or «1,200». It may match more (the
 * rows are judged by gameKey after). Null for a text id: those are found by reading everything.
 */
export function idPattern(id: string): string | null {
  const number = /^(\d+)(?:\.(\d+))?$/.exec(gameKey(id));
  if (!number) return null;
  const grouped = (number[1] ?? "").replace(/\B(?=(\d{3})+$)/g, SEPARATOR);
  const fraction = number[2] ? `[.,]${number[2]}0*` : "(?:[.,]0*)?";
  return `^${SPACE}*'?\\+?0*${grouped}${fraction}${SPACE}*$`;
}

/** The game a save, an opening or a deletion is for. */
export interface GameToFind {
  readonly id: string;
  /** As the payload or the sidebar gives it; a tournament narrows the search. */
  readonly place?: GamePlaceArgument;
  /** Where a correction says the game stood when the form loaded it. */
  readonly rows?: readonly number[];
}

/**
 * Values read around a game, the other rows blank; `maxRows` where the read asked for it; `at`
 * the rows a correction sent when the read was of them alone.
 */
export interface ValuesAround {
  readonly values: SheetValues;
  readonly idEnd: number;
  readonly maxRows?: number;
  readonly at?: readonly number[];
}

/**
 * Row 1, when it is a header the engine knows, with a game column; null otherwise: without one,
 * row 1 is a game's, and columns go by their place.
 */
function readHeader(sheet: Sheet): { header: unknown[]; head: HeaderColumns } | null {
  const header = sheet.getRange("1:1").getValues()[0] ?? [];
  const head = headerColumns(header);
  if (head === null || head instanceof TableError || head.columns.game < 0) return null;
  return { header, head };
}

/** The sheet's values as `last` rows: the header, the runs read, blank rows between. */
function readRuns(sheet: Sheet, header: unknown[], last: number, runs: readonly RowRun[]) {
  const values: unknown[][] = new Array<unknown[]>(last).fill([]);
  values[0] = header;
  for (const { start, count } of runs) {
    const read: unknown[][] = sheet.getRange(start, 1, count, header.length).getValues();
    values.splice(start - 1, count, ...read);
  }
  return values;
}

/**
 * The values around `game` on a sheet too large to read whole: first, when a correction says
 * where the game stood when the form loaded it, the header and those ten rows with a game's size
 * either way, so that a game grown or moved there is seen. Whether they still hold exactly that
 * game the save's plan says (the game in place there); when they do not, the caller asks again
 * without them. A row of the game elsewhere, added since the form loaded it, is then not seen:
 * the refresh after names the game's extra rows. Otherwise, or for rows that cannot be the ten
 * the form loaded, the game is searched for.
 */
export function valuesAroundGame(
  sheet: Sheet,
  game: GameToFind,
  up: Direction,
): ValuesAround | null {
  const last = sheet.getLastRow();
  if (last <= WHOLE.rows && last * sheet.getLastColumn() <= WHOLE.cells) return null;
  const [first = 0, end = 0] = game.rows ?? [];
  if (first < 2 || end - first !== TABLE_SIZE - 1 || end > last)
    return searched(sheet, game, up, last);
  const read = readHeader(sheet);
  if (read === null) return null;
  const values = readRuns(sheet, read.header, last, windowsAround([first, end], last, 0));
  return { values, idEnd: last, at: [first, end] };
}

/** The values around the rows where Sheets' search finds the game's id; `last`, the sheet's. */
function searched(
  sheet: Sheet,
  { id, place }: GameToFind,
  up: Direction,
  last: number,
): ValuesAround | null {
  const pattern = idPattern(id);
  if (pattern === null) return null;
  const maxRows = sheet.getMaxRows();
  if (last >= maxRows) return null;
  const read = readHeader(sheet);
  if (read === null) return null;
  const { header, head } = read;
  const column = head.columns.game + 1;
  // The last row with an id; rows below it are read whole: stray or blank, the engine says.
  const end = sheet
    .getRange(last + 1, column)
    .getNextDataCell(up)
    .getRow();
  const searched = rowsToSearch(sheet, head.tournament + 1, place?.tournament, end);
  if (searched === null) return null;
  const rows = foundRows(find(sheet, searched, column, pattern));
  const runs = rows && windowsAround(rows, end, MOST.span);
  if (!runs || runs.length > MOST.runs) return null;
  if (end < last) runs.push({ start: end + 1, count: last - end });
  return { values: readRuns(sheet, header, last, runs), idEnd: end, maxRows };
}

/** The cells of one column, within `rows`, whose text matches `pattern` (anchored). */
function find(sheet: Sheet, rows: RowRun, column: number, pattern: string): Range[] {
  if (rows.count < 1) return [];
  const finder = sheet.getRange(rows.start, column, rows.count, 1).createTextFinder(pattern);
  return finder.useRegularExpression(true).findAll();
}

/** The rows of the first and the last cell found (Sheets lists them top down), none for none. */
function ends(found: readonly Range[]): [] | [number, number] {
  const [first, last] = [found[0], found[found.length - 1]];
  return first && last ? [first.getRow(), last.getRow()] : [];
}

/**
 * A regular expression matching every text a «Турнир» cell of this tournament can show, as the
 * engine compares tournaments (playerKey); null when it cannot spell one (keyPattern).
 */
export function tournamentPattern(name: string): string | null {
  return keyPattern(playerKey(name));
}

/**
 * The rows the id is searched in, up to the last id. For a game of a season's tournament (its
 * sheet has a «Турнир» column), the rows of that tournament as playerKey compares names, when
 * they stand together (as many found as rows from the first to the last): the id restarts in
 * every tournament. Null when they do not: the whole sheet is read. A row of the tournament the
 * search missed (a cell shown otherwise than its value, a hidden row) is a game the save may not
 * see; its id then twice in the tournament, the refresh after refuses it, naming it.
 */
function rowsToSearch(sheet: Sheet, column: number, tournament = "", end: number): RowRun | null {
  const all = { start: 2, count: end - 1 };
  const pattern = column < 1 ? null : tournamentPattern(tournament);
  if (pattern === null) return all;
  const found = find(sheet, all, column, pattern);
  const [first = 2, last = 1] = ends(found);
  return found.length === last - first + 1 ? { start: first, count: found.length } : null;
}

/**
 * The rows of the cells found, asking only the first and the last for theirs when they are
 * within a window's span (one read then takes them all, and those between); else each (in any
 * order), or null for too many.
 */
function foundRows(found: readonly Range[]): number[] | null {
  const rows = ends(found);
  if (rows.length === 0 || rows[1] - rows[0] <= MOST.span) return rows;
  if (found.length > MOST.found) return null;
  return found.map((cell) => cell.getRow());
}

/**
 * The rows to read around the rows found: each widened by a game's size both ways, so that a
 * game's rows the search passed over (hidden by the organiser: Google does not say whether a
 * TextFinder searches them) are read with the ones it found; windows at most `gap` rows apart
 * merged (the rows between cost less than one more read), kept between the header and the last
 * id.
 */
export function windowsAround(rows: readonly number[], end: number, gap: number): RowRun[] {
  const windows: { start: number; count: number }[] = [];
  for (const row of [...rows].sort((a, b) => a - b)) {
    const start = Math.max(2, row - (TABLE_SIZE - 1));
    const stop = Math.min(end, row + (TABLE_SIZE - 1));
    const previous = windows[windows.length - 1];
    if (previous && start <= previous.start + previous.count + gap)
      previous.count = Math.max(previous.count, stop + 1 - previous.start);
    else windows.push({ start, count: stop - start + 1 });
  }
  return windows;
}
