/**
 * What saving a game does to the Games sheet, decided on the values of one read — pure, so the
 * store's Apps Script part is a few calls and these rules are tested directly. The game itself is
 * judged by the engine exactly as the sheet will be.
 */
import {
  describeIssue,
  gameLabel,
  HEADERS,
  PLACE_HEADERS,
  REQUIRED_FIELDS,
  SEASON_HEADERS,
  renumberRows,
  scoreGameAlone,
  TABLE_SIZE,
  type Field,
  type Issue,
  type Lang,
} from "../../engine";
import type { GamePayload, GamePlaceArgument } from "../../protocol/gamePayload";
import {
  payloadToRows,
  STORED_COLUMNS,
  type SheetCell,
  type StoredColumn,
} from "../../protocol/gameRows";
import { gameIdCell, literalText, safeCell, type WritableCell } from "../platform/cellSafety";
import { TEXTS } from "../platform/messages";
import {
  findGame,
  labelOf,
  placeOn,
  placeProblems,
  refuse,
  deleteRunsOf,
  sheetRows,
  type Planned,
  type DeleteRun,
} from "./gamePlans";
import { nextNumericId, type GamesTable } from "./gamesTable";

/**
 * One setValues of the ten rows: a run of adjacent Games columns. Columns of the organiser's own
 * between them (a «Клуб» of VLOOKUPs) are never written, so their formulas stay.
 */
export interface ColumnWrite {
  /** 1-based sheet column of the run's first cell. */
  readonly column: number;
  /** The ten rows as setValues takes them: user text escaped, the date left for Sheets to parse. */
  readonly values: WritableCell[][];
  /** What those cells held before, to put back if the save cannot be finished. */
  readonly before: WritableCell[][];
}

export interface SavePlan {
  readonly id: string;
  /** The game's round and table as stored, on a sheet that numbers games per table. */
  readonly place: GamePlaceArgument;
  /** Sheet row of the first of the ten rows written. */
  readonly targetRow: number;
  /** One write per run of adjacent Games columns: exactly one on the sheet the add-on creates. */
  readonly writes: readonly ColumnWrite[];
  /**
   * Rows of the replaced game to delete after the write
   * (bottom first); empty when overwritten in place.
   */
  readonly deleteRuns: readonly DeleteRun[];
  /** Where the game stands once everything is done. */
  readonly rows: readonly [number, number];
  readonly points: readonly number[];
}

/** `lang` is the user's language, for refusals; rows are written in the table's own language. */
export function planSave(table: GamesTable, payload: GamePayload, lang: Lang): Planned<SavePlan> {
  const texts = TEXTS[lang];
  const id = (payload.game ?? "").trim() || nextNumericId(table.evaluation);
  const place = placeOn(table, payload);
  const head = texts.notSaved(labelOf(id, place, lang));
  const misplaced = [
    ...placeProblems(table, payload, lang),
    ...((payload.tournament ?? "").trim() !== "" && table.columns.tournament < 0
      ? [texts.missingColumn(SEASON_HEADERS.tournament[lang])]
      : []),
  ];
  if (misplaced.length > 0) return refuse(head, misplaced);
  const existing = findGame(table, id, place);
  const existingRows = existing ? sheetRows(table, existing.rows) : [];
  if (existing && !payload.replace) {
    return refuse(head, [
      texts.exists(
        gameLabel(existing, lang),
        existingRows[0] as number,
        existingRows[existingRows.length - 1] as number,
      ),
    ]);
  }

  const { columns } = table;
  const logical = payloadToRows(payload, id, table.lang, STORED_COLUMNS);
  // A column the sheet lacks is fine while the game leaves it at its default (blank, no, 0).
  const missing = STORED_COLUMNS.filter(
    (c, k) =>
      c !== "date" &&
      columns[c] < 0 &&
      (REQUIRED_FIELDS.includes(c as Field) ||
        logical.some((cells) => ![false, 0, ""].includes(cells[k] as never))),
  );
  if (missing.length > 0)
    return refuse(
      head,
      missing.map((c) =>
        texts.missingColumn(
          c === "round" || c === "table"
            ? PLACE_HEADERS[c][lang]
            : c === "tournament"
              ? SEASON_HEADERS[c][lang]
              : HEADERS[c as Field][lang],
        ),
      ),
    );

  const judged = judgePayloadRows(table, logical, lang);
  if (!judged.ok)
    return refuse(
      head,
      judged.problems.map((p) => describeForForm(p, payload, lang)),
    );

  const inPlace =
    existingRows.length === TABLE_SIZE &&
    (existingRows[TABLE_SIZE - 1] as number) - (existingRows[0] as number) === TABLE_SIZE - 1;
  const targetRow = inPlace ? (existingRows[0] as number) : table.lastDataRow + 1;
  const deleteRuns = inPlace ? [] : deleteRunsOf(table, existingRows);

  const at = (row: number, col: number): unknown => table.values[row - 1]?.[col] ?? "";
  // Only the Games columns the sheet has are written (a sheet without a date column simply
  // keeps no date: the engine never reads it); the organiser's own columns are left alone.
  const writes: ColumnWrite[] = columnRuns(columns).map((run) => {
    const values: WritableCell[][] = [];
    const before: WritableCell[][] = [];
    logical.forEach((cells, i) => {
      const row: WritableCell[] = [];
      const old: WritableCell[] = [];
      for (const column of run) {
        row.push(sheetValue(column, cells[STORED_COLUMNS.indexOf(column)] as SheetCell, id));
        old.push(safeCell(at(targetRow + i, columns[column])));
      }
      values.push(row);
      before.push(old);
    });
    return { column: columns[run[0] as StoredColumn] + 1, values, before };
  });

  let deletedAbove = 0;
  for (const run of deleteRuns) if (run.start < targetRow) deletedAbove += run.count;
  const first = targetRow - deletedAbove;
  return {
    ok: true,
    plan: {
      id,
      place,
      targetRow,
      writes,
      deleteRuns,
      rows: [first, first + TABLE_SIZE - 1],
      points: judged.points,
    },
  };
}

/**
 * The Games columns the sheet has («Тур» and «Стол» among them on a sheet that numbers games per
 * table), in sheet order, grouped into runs of adjacent columns.
 */
export function columnRuns(columns: Readonly<Record<StoredColumn, number>>): StoredColumn[][] {
  const present = STORED_COLUMNS.filter((c) => columns[c] >= 0).sort(
    (a, b) => columns[a] - columns[b],
  );
  const runs: StoredColumn[][] = [];
  for (const column of present) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last !== undefined && columns[last] + 1 === columns[column]) run.push(column);
    else runs.push([column]);
  }
  return runs;
}

/** How a Games cell is handed to setValues. */
function sheetValue(column: StoredColumn, value: SheetCell, id: string): WritableCell {
  if (column === "game") return gameIdCell(id);
  // A round or a table is written as an id is: «2» a number, anything else literal text.
  if (column === "round" || column === "table")
    return typeof value === "string" && value !== "" ? gameIdCell(value) : "";
  // The date is meant to become a Sheets date:
  // written bare, after the schema proved it is YYYY-MM-DD.
  if (column === "date") return typeof value === "string" ? value : "";
  if (column === "tournament") return typeof value === "string" ? literalText(value) : "";
  return typeof value === "string" ? literalText(value) : value;
}

type Judged = { ok: true; points: readonly number[] } | { ok: false; problems: Issue[] };

/**
 * The engine's verdict on the ten rows alone, under the sheet's own header: rows are numbered
 * 1–10 in the order of the payload's seats, so each problem can name its seat. Points without
 * Ci, as the sidebar previews them (scoreGameAlone).
 */
function judgePayloadRows(table: GamesTable, logical: readonly SheetCell[][], lang: Lang): Judged {
  const { columns } = table;
  const width = Math.max(...STORED_COLUMNS.map((c) => columns[c])) + 1;
  const rows = logical.map((cells) => {
    const row: unknown[] = new Array(width).fill("");
    STORED_COLUMNS.forEach((column, k) => {
      if (columns[column] >= 0) row[columns[column]] = cells[k];
    });
    return row;
  });
  const alone = scoreGameAlone([table.values[0] ?? [], ...rows], table.evaluation.system, lang);
  if (!alone.ok) return { ok: false, problems: [...alone.issues] };
  // Seat points under rules that cannot be read would be made up: none are reported.
  return { ok: true, points: table.rulesIssues.length > 0 ? [] : alone.points };
}

/** An engine problem of a game from the form: named by seat rather than by sheet row. */
function describeForForm(issue: Issue, payload: GamePayload, lang: Lang): string {
  const bySeat = renumberRows(issue, (row) => payload.seats[row - 1]?.seat ?? row);
  const text = describeIssue({ ...bySeat, game: undefined, row: undefined }, lang, "seat");
  // A mistake on several seats names them itself («места 1–3»).
  if (bySeat.row === undefined || bySeat.sameRows !== undefined) return text;
  return `${HEADERS.seat[lang]} ${bySeat.row}, ${text}`;
}
