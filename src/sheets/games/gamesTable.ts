/**
 * The Games sheet as read in one getValues: the engine's judgement of it, where each column
 * stands (the organiser may have moved them) and where the data ends. Pure: no Apps Script.
 */
import {
  CLUB_SYSTEM,
  evaluate,
  normalizeText,
  POSITIONAL_FIELDS,
  TableError,
  type DayOfDate,
  type Evaluation,
  type Issue,
  type Lang,
  type RulesResult,
} from "../../engine";
import {
  DATE_HEADER,
  GAMES_COLUMNS,
  STORED_COLUMNS,
  type GamesColumn,
  type StoredColumn,
} from "../../protocol/gameRows";

export type SheetValues = readonly (readonly unknown[])[];

export interface GamesTable {
  readonly values: SheetValues;
  readonly evaluation: Evaluation;
  /** The table's language (its header's), as MAFIA_STANDINGS uses it. */
  readonly lang: Lang;
  /**
   * 0-based column of each Games column, -1 when the sheet has none. «Тур» and «Стол» count only
   * when games are numbered per table (the sheet has a «Стол» column): without one, both are -1,
   * as the engine ignores a «Тур» column then.
   */
  readonly columns: Readonly<Record<StoredColumn, number>>;
  /** Sheet row (1-based) of the last row that is not blank; 1 when only the header is there. */
  readonly lastDataRow: number;
  /**
   * The Rules sheet's problems («Правила, строка N: …»); while there are any, the games are
   * judged (validity does not depend on the system) but nothing is scored for the standings.
   */
  readonly rulesIssues: readonly Issue[];
}

export type ReadResult =
  | { readonly ok: true; readonly table: GamesTable }
  | { readonly ok: false; readonly error: TableError; readonly rulesIssues: readonly Issue[] };

const DATE_KEYS: ReadonlySet<string> = new Set([
  normalizeText(DATE_HEADER.ru),
  normalizeText(DATE_HEADER.en),
]);

/** Without a Rules sheet the system is «Клуб» (SYSTEMS.md: no rules, no change). */
const NO_RULES: RulesResult = { ok: true, system: CLUB_SYSTEM };

/**
 * Who reads the Games sheet. Only the standings (and the formulas) hide a hidden final
 * (STAGES.md, «Скрыть финал»); the game store, its suggestions, the seating and «Проверить
 * протокол» see every row: read as blank, a hidden final's rows could be overwritten by a save,
 * its ids given out again, or its problems go unreported.
 */
export type GamesReader = "store" | "standings";

export function readGamesTable(
  values: SheetValues,
  rules: RulesResult = NO_RULES,
  reader: GamesReader = "store",
  dayOfDate?: DayOfDate,
): ReadResult {
  let evaluation: Evaluation;
  const system = rules.ok ? rules.system : CLUB_SYSTEM;
  try {
    evaluation = evaluate(values, {
      firstRow: 1,
      system: reader === "standings" ? system : { ...system, hideFinal: false },
      ...(dayOfDate ? { dayOfDate } : {}),
    });
  } catch (error) {
    if (error instanceof TableError)
      return { ok: false, error, rulesIssues: rules.ok ? [] : rules.issues };
    throw error;
  }
  const layout = evaluation.layout;
  const header = values[0] ?? [];
  let date = header.findIndex(
    (cell) => typeof cell === "string" && DATE_KEYS.has(normalizeText(cell)),
  );
  // A table without a header we know keeps the documented order,
  // the date after the engine's columns.
  if (date < 0 && header.every((cell) => cell === "" || cell === null || cell === undefined))
    date = POSITIONAL_FIELDS.length;
  const perTable = layout.place.table >= 0;
  const columnOf = (c: StoredColumn): number => {
    if (c === "date") return date;
    if (c === "round" || c === "table") return perTable ? layout.place[c] : -1;
    if (c === "tournament") return layout.season.tournament;
    return layout.columns[c];
  };
  const columns = Object.fromEntries(STORED_COLUMNS.map((c) => [c, columnOf(c)])) as Record<
    StoredColumn,
    number
  >;
  const rulesIssues = rules.ok ? [] : rules.issues;
  return {
    ok: true,
    table: {
      values,
      evaluation,
      lang: layout.lang,
      columns,
      lastDataRow: lastDataRow(evaluation),
      rulesIssues,
    },
  };
}

/** The sheet row of the last row that is not blank (1: the header alone). */
function lastDataRow(evaluation: Evaluation): number {
  const kinds = evaluation.rowKinds;
  for (let i = kinds.length - 1; i >= 0; i--) if (kinds[i] !== "blank") return i + 1;
  return 1;
}

/**
 * Whether a Games sheet's header numbers games per table (it has a «Стол» column), and has a
 * «Тур» column beside it; neither for a header the engine cannot read. `team` is the index of
 * its «Команда» column, −1 for none.
 */
export function placeColumnsOf(header: readonly unknown[]): {
  round: boolean;
  table: boolean;
  team: number;
} {
  const read = readGamesTable([header]);
  if (!read.ok) return { round: false, table: false, team: -1 };
  const { columns } = read.table;
  return { round: columns.round >= 0, table: columns.table >= 0, team: columns.team };
}

/** Ids the organiser numbers: the next one after the largest plain number in use. */
export function nextNumericId(evaluation: Evaluation): string {
  let max = 0;
  for (const game of evaluation.games) {
    if (/^\d{1,15}$/.test(game.label)) max = Math.max(max, Number(game.label));
  }
  return String(max + 1);
}

/**
 * Distinct names by the engine's identity, most games first; ties in order of first appearance,
 * each under the first spelling met.
 */
export function playersByFrequency(evaluation: Evaluation): string[] {
  const rows = new Map<string, number>();
  for (const game of evaluation.games) {
    for (const row of game.rows) rows.set(row.playerKey, (rows.get(row.playerKey) ?? 0) + 1);
  }
  // The engine lists names in order of first appearance; the sort is stable.
  return [...evaluation.playerNames]
    .sort(([a], [b]) => (rows.get(b) ?? 0) - (rows.get(a) ?? 0))
    .map(([, name]) => name);
}

/** Where the Games columns stand, and a season's «Турнир» (−1 for none). */
export interface HeaderColumns {
  readonly columns: Record<GamesColumn, number>;
  readonly lang: Lang;
  readonly tournament: number;
}

/**
 * The Games columns according to a header row, or null when the row is not a games header at
 * all: formatting a stranger's columns by position would stamp checkboxes on their data.
 */
export function headerColumns(header: readonly unknown[]): HeaderColumns | null | TableError {
  const plain = readGamesTable([header]);
  if (!plain.ok) return plain.error;
  if (!plain.table.evaluation.layout.headerRecognized) return null;
  const { columns: all, lang } = plain.table;
  const columns = Object.fromEntries(GAMES_COLUMNS.map((c) => [c, all[c]]));
  return { columns: columns as Record<GamesColumn, number>, lang, tournament: all.tournament };
}
