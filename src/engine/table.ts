import { CellReader, type Parsed } from "./cells";
import { FIELDS, type Field, type Issue, type Lang, type SeatRow } from "./model";
import { cellText, isEmptyCell } from "./text";
import { recognizeHeader } from "./vocabulary";

/** Where each field stands in the table, and the table's language. */
export interface TableLayout {
  readonly lang: Lang;
  readonly hasHeader: boolean;
  /** Column index of each field, or -1 when the table has no such column (all blank). */
  readonly columns: Readonly<Record<Field, number>>;
}

/** What one row of the table turned out to be. */
export type RowEntry =
  | { readonly kind: "header" }
  | { readonly kind: "blank" }
  | { readonly kind: "seat"; readonly seat: SeatRow }
  | { readonly kind: "stray"; readonly issue: Issue };

export interface TableRead {
  readonly layout: TableLayout;
  readonly entries: readonly RowEntry[];
  readonly seats: readonly SeatRow[];
}

export interface ReadOptions {
  /** Sheet row number of the table's first row, so messages name the row the user sees. */
  readonly firstRow?: number;
  /** Force the language of messages and labels instead of taking it from the header. */
  readonly lang?: Lang;
}

/** The whole table cannot be read: no such column, not a table at all. */
export class TableError extends Error {
  constructor(
    readonly issues: readonly Issue[],
    readonly lang: Lang,
  ) {
    super(issues.map((issue) => issue.code).join(", "));
    this.name = "TableError";
  }
}

const REQUIRED: readonly Field[] = ["game", "seat", "player", "role", "winner"];
const HEADER: RowEntry = { kind: "header" };
const BLANK: RowEntry = { kind: "blank" };

export function readTable(values: readonly (readonly unknown[])[], options: ReadOptions = {}): TableRead {
  const layout = findLayout(values, options.lang);
  const firstRow = options.firstRow ?? 1;
  const reader = new CellReader();
  const entries: RowEntry[] = new Array(values.length);
  const seats: SeatRow[] = [];
  const c = layout.columns;
  for (let i = 0; i < values.length; i++) {
    if (i === 0 && layout.hasHeader) {
      entries[i] = HEADER;
      continue;
    }
    const cells = values[i] ?? [];
    if (isBlankRow(cells, c)) {
      entries[i] = BLANK;
      continue;
    }
    const row = i + firstRow;
    const gameCell = at(cells, c.game);
    if (isEmptyCell(gameCell)) {
      entries[i] = { kind: "stray", issue: { code: "no-game", row, field: "game" } };
      continue;
    }
    const gameLabel = cellText(gameCell);
    const gameKey = reader.key(gameLabel);
    const issues: Issue[] = [];
    const take = <T>(field: Field, parsed: Parsed<T>, fallback: T): T => {
      if (parsed.ok) return parsed.value;
      issues.push({
        code: parsed.why === "date" ? "date-in-cell" : CODE_OF[field],
        game: gameLabel,
        row,
        field,
        value: cellText(at(cells, c[field])),
      });
      return fallback;
    };
    const player = cellText(at(cells, c.player));
    const role = take("role", reader.role(at(cells, c.role)), null);
    if (player === "") issues.push({ code: "no-player", game: gameLabel, row, field: "player" });
    if (role === null && isEmptyCell(at(cells, c.role))) issues.push({ code: "no-role", game: gameLabel, row, field: "role" });
    const seat: SeatRow = {
      row,
      gameKey,
      gameLabel,
      seat: take("seat", reader.seat(at(cells, c.seat)), null),
      player,
      playerKey: reader.key(player),
      role,
      winner: take("winner", reader.winner(at(cells, c.winner)), null),
      firstKilled: take("firstKilled", reader.yesNo(at(cells, c.firstKilled)), false),
      bestMove: take("bestMove", reader.bestMove(at(cells, c.bestMove)), null),
      correct: take("correct", reader.count(at(cells, c.correct)), 0),
      bestPlayer: take("bestPlayer", reader.yesNo(at(cells, c.bestPlayer)), false),
      remarks: take("remarks", reader.count(at(cells, c.remarks)), 0),
      removed: take("removed", reader.yesNo(at(cells, c.removed)), false),
      cellIssues: issues,
    };
    seats.push(seat);
    entries[i] = { kind: "seat", seat };
  }
  return { layout, entries, seats };
}

const CODE_OF: Readonly<Record<Field, Issue["code"]>> = {
  game: "no-game",
  seat: "bad-seat",
  player: "no-player",
  role: "bad-role",
  winner: "bad-winner",
  firstKilled: "bad-yes-no",
  bestMove: "bad-best-move",
  correct: "bad-count",
  bestPlayer: "bad-yes-no",
  remarks: "bad-count",
  removed: "bad-yes-no",
};

function at(cells: readonly unknown[], column: number): unknown {
  return column < 0 ? "" : cells[column];
}

const KEY_FIELDS: readonly Field[] = ["game", "seat", "player", "role", "winner"];
const OTHER_FIELDS: readonly Field[] = FIELDS.filter((field) => !KEY_FIELDS.includes(field));

/**
 * RULES.md, "Blank rows": a prepared protocol has FALSE in every checkbox cell below the data.
 * Only the engine's own columns count: a comment in an extra column is not a game row.
 */
function isBlankRow(cells: readonly unknown[], columns: Readonly<Record<Field, number>>): boolean {
  for (const field of KEY_FIELDS) if (!isEmptyCell(at(cells, columns[field]))) return false;
  for (const field of OTHER_FIELDS) {
    const value = at(cells, columns[field]);
    if (isEmptyCell(value) || value === false || value === 0) continue;
    if (typeof value === "string" && /^\s*(false|ложь|0)\s*$/i.test(value)) continue;
    return false;
  }
  return true;
}

function findLayout(values: readonly (readonly unknown[])[], forced: Lang | undefined): TableLayout {
  const first = values[0] ?? [];
  const columns = Object.fromEntries(FIELDS.map((field) => [field, -1])) as Record<Field, number>;
  let ru = 0;
  let en = 0;
  let recognized = 0;
  first.forEach((cell, index) => {
    if (typeof cell !== "string") return;
    const header = recognizeHeader(cell);
    if (!header || columns[header.field] !== -1) return;
    columns[header.field] = index;
    recognized++;
    if (header.lang === "ru") ru++;
    if (header.lang === "en") en++;
  });
  const lang: Lang = forced ?? (en > ru ? "en" : "ru");
  if (recognized >= 2) {
    const missing = REQUIRED.filter((field) => columns[field] === -1);
    if (missing.length > 0) {
      throw new TableError(missing.map((field) => ({ code: "missing-column", field })), lang);
    }
    return { lang, hasHeader: true, columns };
  }
  // No header we know: the columns stand in the documented order. A first row that reads as
  // a game row is data (the user selected the rows without their header).
  const positional = Object.fromEntries(FIELDS.map((field, index) => [field, index])) as Record<Field, number>;
  const reader = new CellReader();
  const firstIsData =
    first.length >= REQUIRED.length &&
    !isEmptyCell(first[positional.game]) &&
    reader.role(first[positional.role]).ok &&
    reader.seat(first[positional.seat]).ok &&
    !isEmptyCell(first[positional.role]);
  return { lang, hasHeader: !firstIsData, columns: positional };
}
