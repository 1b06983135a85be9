/**
 * The server functions of the judges' sidebar (GameStoreApi): plain JSON in and out. Every
 * change happens under the document lock, after the payload and the game have been judged, in
 * one values write. A save returns as soon as its rows are written and flushed, so the judge
 * is not kept waiting; the sidebar then asks for the standings (refreshAfterSave), and if that
 * never comes, the stale marker says the standings are not updated. A deletion does the same.
 */
import { describeIssue, TABLE_SIZE, type Lang, type RulesResult } from "../../engine";
import type {
  DeleteResult,
  GamePayload,
  GamePlaceArgument,
  RefreshResult,
  SaveResult,
} from "../../protocol/gamePayload";
import { rulesCellsOf, rulesOfCells, type RulesCells } from "../../protocol/sidebarPage";
import { dayOfDateIn, isoDateOfCell } from "../platform/dates";
import { UserError } from "../platform/errors";
import { readGamesTable, nextNumericId, playersByFrequency, type GamesTable } from "./gamesTable";
import type { Planned } from "./gamePlans";
import { planDelete } from "./deletePlan";
import { payloadOf } from "./loadPlan";
import { planSave, type ColumnWrite, type SavePlan } from "./savePlan";
import type { DeleteRun } from "./gamePlans";
import type { WritableCell } from "../platform/cellSafety";
import { escapedCells, noteEscaped } from "./escapedText";
import { langOfLocale } from "../platform/locale";
import { withDocumentLock } from "../platform/lock";
import { TEXTS } from "../platform/messages";
import { checkPayload } from "./payloadCheck";
import { gameRowsSchema } from "../../protocol/gameSchema";
import { valuesAroundGame, type GameToFind } from "./gameSearch";
import type { Services } from "../platform/services";
import { findOwnSheet, Registry } from "../platform/sheetRegistry";
import { readRules, readRulesValues } from "../rules/rulesSheetWriter";
import { readGamesValues, recalculate, refreshOf } from "../standings/standingsWriter";

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

interface Context {
  readonly services: Services;
  readonly ss: Spreadsheet;
  readonly lang: Lang;
  /** The spreadsheet's time zone: asked for at the first date met, once a call. */
  readonly timeZone: () => string;
}

function context(services: Services): Context {
  const ss = services.spreadsheetApp.getActive();
  let zone: string | undefined;
  const timeZone = () => (zone ??= ss.getSpreadsheetTimeZone());
  return { services, ss, lang: langOfLocale(ss.getSpreadsheetLocale()), timeZone };
}

function gamesSheet(ctx: Context, registry?: Registry): Sheet {
  const sheet = findOwnSheet(ctx.ss, "games", ctx.lang, registry);
  if (!sheet) throw new UserError(TEXTS[ctx.lang].noGamesSheet);
  return sheet;
}

/**
 * The one values read of the Games sheet; a header the engine cannot use is a refusal. With a
 * game, only the rows around it when the sheet is large (gameSearch.ts); `at` then says the
 * read was of the rows a correction or a deletion sent alone.
 */
function readTable(
  sheet: Sheet,
  ctx: Context,
  head: string,
  rules?: RulesResult,
  game?: GameToFind,
): { table: GamesTable; maxRows?: number; at?: readonly number[] } {
  const dayOfDate = dayOfDateIn(ctx.services, ctx.timeZone);
  const up = ctx.services.spreadsheetApp.Direction.UP;
  const around = game ? valuesAroundGame(sheet, game, up) : null;
  const read = readGamesTable(around?.values ?? readGamesValues(sheet), rules, "store", dayOfDate);
  if (!read.ok)
    throw new UserError(
      head,
      read.error.issues.map((issue) => describeIssue(issue, ctx.lang)),
    );
  if (!around) return { table: read.table };
  const lastDataRow = Math.max(read.table.lastDataRow, around.idEnd);
  return { table: { ...read.table, lastDataRow }, maxRows: around.maxRows, at: around.at };
}

/**
 * The plan of a change to a game: on the rows a correction or a deletion says the game stood at
 * when loaded, when they still hold exactly it (`there`: the plan changes just those ten rows),
 * else on the rows a search finds.
 */
function planAround<P>(
  read: (game?: GameToFind) => ReturnType<typeof readTable>,
  game: GameToFind | undefined,
  plan: (table: GamesTable) => Planned<P>,
  there: (plan: P, first: number) => boolean,
): { plan: Planned<P>; maxRows?: number } {
  const first = read(game);
  const planned = plan(first.table);
  const [row] = first.at ?? [];
  if (row === undefined || (planned.ok && there(planned.plan, row)))
    return { plan: planned, maxRows: first.maxRows };
  const again = read(game && { id: game.id, place: game.place });
  return { plan: plan(again.table), maxRows: again.maxRows };
}

/** A save's plan: a correction sent with its rows is written in place there. */
function planSaveOf(
  sheet: Sheet,
  ctx: Context,
  head: string,
  rules: RulesResult,
  payload: GamePayload,
): { plan: Planned<SavePlan>; maxRows?: number } {
  const id = payload.game?.trim();
  const rows = payload.replace ? payload.rows : undefined;
  return planAround(
    (game) => readTable(sheet, ctx, head, rules, game),
    id ? { id, place: payload, rows } : undefined,
    (table) => planSave(table, payload, ctx.lang),
    (plan, first) => plan.targetRow === first && plan.deleteRuns.length === 0,
  );
}

/** Rows handed to deleteGame: absent (or null), else a game's first and last sheet rows. */
function rowsArgument(rows: unknown, lang: Lang): readonly number[] | undefined {
  if (rows === undefined || rows === null) return undefined;
  const parsed = gameRowsSchema().safeParse(rows);
  if (!parsed.success) throw new UserError(TEXTS[lang].badRows);
  return parsed.data;
}

function unwrap<T>(planned: Planned<T>): T {
  if (!planned.ok) throw new UserError(planned.head, planned.problems, planned.advice);
  return planned.plan;
}

function gameIdOf(input: unknown): string | undefined {
  const game: unknown =
    typeof input === "object" && input !== null
      ? Object.getOwnPropertyDescriptor(input, "game")?.value
      : undefined;
  return typeof game === "string" && game.length <= 40 ? game.trim() || undefined : undefined;
}

function idArgument(id: unknown, lang: Lang): string {
  if (typeof id === "number" && Number.isFinite(id)) return String(id);
  if (typeof id === "string" && id.trim() !== "" && id.length <= 40) return id.trim();
  throw new UserError(TEXTS[lang].notFound(typeof id === "string" ? id.slice(0, 40) : String(id)));
}

/**
 * The round and table of loadGame's and deleteGame's second argument, untrusted like the id:
 * nothing (absent, or null as google.script.run may carry it) is no place; otherwise an object
 * whose `round` and `table`, where given, are text of at most 40 characters or numbers, and
 * `tournament` text of at most 100.
 */
function placeArgument(place: unknown, lang: Lang): GamePlaceArgument | undefined {
  if (place === undefined || place === null) return undefined;
  if (typeof place !== "object" || Array.isArray(place)) throw new UserError(TEXTS[lang].badPlace);
  const part = (key: keyof GamePlaceArgument, longest = 40): string | undefined => {
    const value: unknown = Object.getOwnPropertyDescriptor(place, key)?.value;
    if (value === undefined || value === null) return undefined;
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value === "string" && value.length <= longest) return value.trim();
    throw new UserError(TEXTS[lang].badPlace);
  };
  const round = part("round");
  const table = part("table");
  const tournament = part("tournament", 100);
  return {
    ...(round ? { round } : {}),
    ...(table ? { table } : {}),
    ...(tournament ? { tournament } : {}),
  };
}

export function saveGame(services: Services, input: unknown): SaveResult {
  const ctx = context(services);
  const texts = TEXTS[ctx.lang];
  const checked = checkPayload(input, ctx.lang);
  if (!checked.ok) throw new UserError(texts.notSaved(gameIdOf(input)), checked.problems);
  return withDocumentLock(services, ctx.lang, () => {
    // One read of the add-on's registry finds the Games sheet (and the Rules sheet, when read).
    const registry = Registry.read(ctx.ss);
    const sheet = gamesSheet(ctx, registry);
    // The points reported are the form's, under the rules it scored with; only a caller that
    // sends none has the Rules sheet read. A broken Rules sheet does not stop a judge either way:
    // the game is judged as always and stored; the standings list the rules' problem.
    const rules =
      checked.payload.rules === undefined
        ? readRules(ctx.ss, ctx.lang, registry)
        : rulesOfCells(checked.payload.rules);
    const head = texts.notSaved(checked.payload.game);
    const planned = planSaveOf(sheet, ctx, head, rules, checked.payload);
    const plan = unwrap(planned.plan);
    writeGame(sheet, plan, ctx.lang, planned.maxRows ?? sheet.getMaxRows());
    noteEscaped(registry, escapedCells(plan));
    registry.save();
    return {
      game: plan.id,
      ...plan.place,
      rows: [plan.rows[0], plan.rows[1]],
      points: [...plan.points],
    };
  });
}

function putValues(sheet: Sheet, row: number, column: number, values: WritableCell[][]): void {
  sheet.getRange(row, column, values.length, values[0]?.length ?? 1).setValues(values);
}

/** The first `deleted` runs (deleted bottom first) put back, the last deleted first. */
function restoreRuns(sheet: Sheet, runs: readonly DeleteRun[], deleted: number): void {
  for (let k = deleted - 1; k >= 0; k--) {
    const run = runs[k] as DeleteRun;
    sheet.insertRowsBefore(run.start, run.count);
    putValues(sheet, run.start, 1, run.values);
  }
}

/**
 * A game's runs of rows deleted, bottom first. If Sheets refuses one, those already deleted are
 * put back, so that no half game is left; if even that fails, the judge is told to look.
 */
function deleteRuns(sheet: Sheet, runs: readonly DeleteRun[], id: string, lang: Lang): void {
  let deleted = 0;
  try {
    for (const run of runs) {
      sheet.deleteRows(run.start, run.count);
      deleted++;
    }
  } catch {
    try {
      restoreRuns(sheet, runs, deleted);
    } catch {
      throw new UserError(TEXTS[lang].partlyDeleted(id));
    }
    throw new UserError(TEXTS[lang].deleteUndone(id));
  }
}

/**
 * One values write per run of adjacent Games columns (one on the add-on's own sheet), then the
 * replaced game's old rows deleted. Whatever fails on the way is undone — old rows put back, the
 * cells written given their values again, rows added to make room taken away — so a failed save
 * leaves the sheet as it was. Setting values outside the grid throws in Sheets, hence the room.
 */
function writeGame(sheet: Sheet, plan: SavePlan, lang: Lang, max: number): void {
  const texts = TEXTS[lang];
  const height = plan.writes[0]?.values.length ?? 0;
  const grow = Math.max(0, plan.targetRow + height - 1 - max);
  if (grow > 0) sheet.insertRowsAfter(max, grow);
  const put = (row: number, column: number, values: WritableCell[][]): void =>
    putValues(sheet, row, column, values);
  /** Back to the sheet before the save: `deleted` old runs restored (top first), then the block. */
  const undo = (written: number, deleted: number): void => {
    restoreRuns(sheet, plan.deleteRuns, deleted);
    for (let k = written - 1; k >= 0; k--) {
      const write = plan.writes[k] as ColumnWrite;
      put(plan.targetRow, write.column, write.before);
    }
    if (grow > 0) sheet.deleteRows(max + 1, grow);
  };

  let written = 0;
  try {
    // Text with its apostrophe whatever the cell's format: a plain-text cell that keeps it is
    // written again by the next refresh (escapedText.ts).
    for (const write of plan.writes) {
      put(plan.targetRow, write.column, write.values);
      written++;
    }
  } catch (error) {
    try {
      undo(written, 0);
    } catch {
      throw new UserError(texts.partlyDone(plan.id));
    }
    throw error;
  }
  let deleted = 0;
  try {
    for (const run of plan.deleteRuns) {
      sheet.deleteRows(run.start, run.count);
      deleted++;
    }
  } catch {
    // Half a correction would leave the game with up to twenty rows: put everything back.
    try {
      undo(written, deleted);
    } catch {
      throw new UserError(texts.partlyDone(plan.id));
    }
    throw new UserError(texts.notChanged(plan.id));
  }
}

/**
 * After a save or a deletion: the standings, statistics and charts refreshed from the sheets,
 * under the lock as an edit's refresh is. A failure reaches the sidebar as its message.
 */
export function refreshAfterSave(services: Services): RefreshResult {
  const ctx = context(services);
  return withDocumentLock(services, ctx.lang, () => {
    const outcome = recalculate(refreshOf(services, ctx.ss, ctx.lang), false);
    const table = outcome.read?.table;
    const rules = outcome.read?.rules;
    return {
      updated: outcome.plan?.kind === "standings",
      message: outcome.message,
      // The form's next game from the same reads, so the sidebar asks for nothing more; not
      // while the standings hide the final (its games are not in this evaluation, their ids
      // not in use for it): the sidebar then asks as it does for a new game.
      ...(table && !table.evaluation.system.hideFinal
        ? {
            next: {
              game: nextNumericId(table.evaluation),
              players: playersByFrequency(table.evaluation),
              rules: rules ? rulesCellsOf(rules) : null,
            },
          }
        : {}),
    };
  });
}

/**
 * The game's rows deleted and flushed, and nothing else: like a save, a deletion returns at once
 * and the sidebar then asks for the standings (refreshAfterSave); until they come, the stale
 * marker says they are not updated. Finding a game needs no scoring system (as for loadGame), so
 * the Rules sheet is not read.
 */
export function deleteGame(
  services: Services,
  id: unknown,
  place?: unknown,
  rows?: unknown,
): DeleteResult {
  const ctx = context(services);
  const gameId = idArgument(id, ctx.lang);
  const at = placeArgument(place, ctx.lang);
  const loadedAt = rowsArgument(rows, ctx.lang);
  return withDocumentLock(services, ctx.lang, () => {
    const sheet = gamesSheet(ctx);
    const head = TEXTS[ctx.lang].notFound(gameId);
    const planned = planAround(
      (game) => readTable(sheet, ctx, head, undefined, game),
      { id: gameId, place: at, rows: loadedAt },
      (table) => planDelete(table, gameId, ctx.lang, at),
      // The ten rows loaded, and no other.
      (plan, first) =>
        plan.deletedRows === TABLE_SIZE && plan.runs.length === 1 && plan.runs[0]?.start === first,
    );
    const plan = unwrap(planned.plan);
    // Sheets refuses to delete every row below a frozen header: keep one blank row.
    const max = planned.maxRows ?? sheet.getMaxRows();
    if (max - plan.deletedRows < 2) sheet.insertRowsAfter(max, 1);
    deleteRuns(sheet, plan.runs, plan.id, ctx.lang);
    return { game: plan.id, ...plan.place, deletedRows: plan.deletedRows };
  });
}

export function loadGame(services: Services, id: unknown, place?: unknown): GamePayload {
  const ctx = context(services);
  const gameId = idArgument(id, ctx.lang);
  const at = placeArgument(place, ctx.lang);
  const { table } = readTable(gamesSheet(ctx), ctx, TEXTS[ctx.lang].cannotLoad(gameId), undefined, {
    id: gameId,
    place: at,
  });
  const formatDate = (date: Date, zone: string, pattern: string) =>
    services.utilities.formatDate(date, zone, pattern);
  const isoDate = (cell: unknown) => isoDateOfCell(cell, ctx.timeZone(), formatDate);
  return unwrap(payloadOf(table, gameId, ctx.lang, isoDate, at));
}

/** The Games table for a suggestion; none (no sheet, unreadable header) means no suggestion. */
function optionalTable(services: Services): GamesTable | undefined {
  const ctx = context(services);
  const sheet = findOwnSheet(ctx.ss, "games", ctx.lang);
  const read = sheet ? readGamesTable(readGamesValues(sheet)) : undefined;
  return read?.ok ? read.table : undefined;
}

/** Names for the sidebar's suggestions. */
export function listPlayers(services: Services): string[] {
  const table = optionalTable(services);
  return table ? playersByFrequency(table.evaluation) : [];
}

/**
 * A suggestion only: saveGame takes the next id again under the lock when none is given. On a
 * sheet that numbers games per table it is still the next after the largest plain number of the
 * whole sheet: an id no table has used yet, so a save never meets another game (the judge may
 * type the table's own number instead).
 */
export function nextGameId(services: Services): string {
  const table = optionalTable(services);
  return table ? nextNumericId(table.evaluation) : "1";
}

/**
 * For the sidebar's preview after each game:
 * the cells it parses with the engine, as the page got them.
 */
export function rulesCells(services: Services): RulesCells | null {
  const ctx = context(services);
  const sheet = findOwnSheet(ctx.ss, "rules", ctx.lang);
  return sheet ? rulesCellsOf(readRulesValues(sheet)) : null;
}
