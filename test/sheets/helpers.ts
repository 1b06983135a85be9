/**
 * Fixtures for the spreadsheet shell's tests: tournaments of valid games, payloads as the
 * sidebar sends them, and the built bundle loaded on the fake spreadsheet.
 */
import type { Lang, Role } from "../../src/engine";
import type { GamePayload, SeatPayload } from "../../src/protocol/gamePayload";
import { gamesHeader, payloadToRows } from "../../src/protocol/gameRows";
import {
  callServer,
  createFakeEnvironment,
  loadBundle,
  type BundleContext,
  type FakeEnvironment,
  type FakeOptions,
  type FakeSheet,
  type ServerReply,
  toContext,
} from "../fakes/spreadsheet";
import { TABLE_ROLES } from "../contract";
import { TABLE_ROW } from "../../src/sheets/standings/standingsPlan";

export { TABLE_ROW };

/**
 * The value writes one refresh of the standings and the statistics may make in all, with room to
 * spare. What matters is that a refresh costs a handful of calls whatever the season (the cost
 * test prices them at 10,000 games), not how they are split between the sheets.
 */
export const REFRESH_WRITES = 7;

export const NAMES = [
  "Алёна",
  "Борис",
  "Вика",
  "Гена",
  "Даша",
  "Егор",
  "Жанна",
  "Зоя",
  "Игорь",
  "Кира",
  "Лёва",
  "Маша",
  "Нина",
  "Олег",
  "Петя",
  "Рита",
] as const;

const ROLES: readonly Role[] = TABLE_ROLES;

/** A deterministic valid game: ten of the sixteen players, roles rotated by game number. */
export function validGame(n: number, extra: Partial<GamePayload> = {}): GamePayload {
  const seats: SeatPayload[] = ROLES.map((_, i) => {
    const role = ROLES[(i + n) % 10] as Role;
    return {
      seat: i + 1,
      player: NAMES[(i + n * 3) % NAMES.length] as string,
      role,
      firstKilled: false,
      correct: (i + n) % 4 === 0 ? 1 : 0,
      bestPlayer: i === n % 10,
      remarks: (i * n) % 7 === 0 ? 1 : 0,
      removed: false,
    };
  });
  // A civilian killed first night with a best move naming the three black seats, every third game.
  if (n % 3 === 0) {
    const civilian = seats.findIndex((s) => s.role === "civilian");
    const black = seats
      .filter((s) => s.role !== "civilian" && s.role !== "sheriff")
      .map((s) => s.seat);
    seats[civilian] = { ...(seats[civilian] as SeatPayload), firstKilled: true, bestMove: black };
  }
  return {
    game: String(n),
    date: `2026-11-${String((n % 28) + 1).padStart(2, "0")}`,
    winner: n % 2 === 0 ? "red" : "black",
    seats,
    ...extra,
  };
}

/** The rows of `count` games as the Games sheet keeps them (header first). */
export function tournamentRows(count: number, lang: Lang = "ru", from = 1): unknown[][] {
  const rows: unknown[][] = [gamesHeader(lang)];
  for (let n = from; n < from + count; n++) {
    for (const row of payloadToRows(validGame(n), String(n), lang))
      rows.push([Number(row[0]), ...row.slice(1)]);
  }
  return rows;
}

export interface Tournament {
  readonly env: FakeEnvironment;
  readonly ctx: BundleContext;
  readonly games: FakeSheet;
  readonly standings: FakeSheet;
}

export const SHEETS = {
  ru: { games: "Игры", standings: "Таблица" },
  en: { games: "Games", standings: "Standings" },
} as const;

/**
 * The bundle on a fake spreadsheet after «Создать листы турнира», with `count` games typed in
 * (uncounted) and `spare` empty rows below them, then the standings refreshed (not with
 * `standings: false`, for a test of the game store alone); the call log starts empty.
 */
export function tournament(
  count: number,
  options: FakeOptions & { spare?: number; code?: string; standings?: false } = {},
): Tournament {
  const env = createFakeEnvironment(options);
  const ctx = loadBundle(env, options.code);
  ctx.setupTournament();
  const lang: Lang = (options.locale ?? "ru_RU").startsWith("ru") ? "ru" : "en";
  const games = env.spreadsheet.sheet(SHEETS[lang].games);
  const standings = env.spreadsheet.sheet(SHEETS[lang].standings);
  if (count > 0) {
    const rows = tournamentRows(count, lang).slice(1);
    games.maxRows = Math.max(games.maxRows, rows.length + 1 + (options.spare ?? 200));
    games.load(rows, 2);
    if (options.standings !== false) ctx.recalculateStandings();
  }
  env.calls.reset();
  env.toasts.length = 0;
  env.ui.alerts.length = 0;
  return { env, ctx, games, standings };
}

/**
 * The bundle on a fake spreadsheet whose `count` games number their ids afresh somewhere (at each
 * table, in each tournament): `place(n)` gives the n-th game's id and the cells of the columns
 * headed `header`, after the template's. Refreshed once (the standings' sheets made), then the
 * call log emptied.
 */
export function restartingTournament(
  header: readonly string[],
  count: number,
  place: (n: number) => { id: number; cells: unknown[] },
  options: FakeOptions & { standings?: false } = {},
): Tournament {
  const env = createFakeEnvironment(options);
  const ctx = loadBundle(env);
  ctx.setupTournament();
  const games = env.spreadsheet.sheet(SHEETS.ru.games);
  const width = games.getLastColumn();
  const rows: unknown[][] = [];
  for (let n = 1; n <= count; n++) {
    const { id, cells } = place(n);
    for (const row of payloadToRows(validGame(n), String(id), "ru"))
      rows.push([id, ...row.slice(1), ...cells]);
  }
  games.maxRows = rows.length + 41;
  games.getRange(1, width + 1, 1, header.length).setValues([[...header]]);
  games.load(rows, 2);
  if (options.standings !== false) ctx.recalculateStandings();
  env.calls.reset();
  return { env, ctx, games, standings: env.spreadsheet.sheet(SHEETS.ru.standings) };
}

/**
 * A loaded game as the sidebar sends it back to be corrected: the other side the winner, saved
 * over itself (with the rows loadGame gave).
 */
export function corrected(loaded: GamePayload): GamePayload {
  return { ...loaded, winner: loaded.winner === "red" ? "black" : "red", replace: true };
}

/** A server function's answer, which must be a success. */
export function value<T>(reply: ServerReply): T {
  if (!reply.ok) throw new Error(`expected success, got: ${reply.message}`);
  return reply.value as T;
}

/** A server function's refusal, as the page would show it. */
export function refusal(reply: ServerReply): string {
  if (reply.ok) throw new Error(`expected a refusal, got ${JSON.stringify(reply.value)}`);
  return reply.message;
}

/** Runs a top-level function of the bundle by name, as Sheets runs a menu item or a trigger. */
export function runTop(ctx: BundleContext, name: string, ...args: unknown[]): unknown {
  const top = ctx[name] as (...args: unknown[]) => unknown;
  return top(...args);
}

/** Types a Rules sheet cell and fires the edit trigger, as the organiser's edit does. */
export function editRules(t: Tournament, a1: string, cell: unknown, sheet = "Правила"): void {
  const rules = t.env.spreadsheet.sheet(sheet);
  rules.getRange(a1).setValue(cell);
  fireEdit(t, rules, a1);
}

/** The sheet row of a setting of the Rules sheet, by its name in column A. */
export function rulesRow(t: Tournament, name: string, sheet = "Правила"): number {
  const row = t.env.spreadsheet
    .sheet(sheet)
    .table()
    .findIndex((cells) => cells[0] === name);
  if (row < 0) throw new Error(`no rules row «${name}»`);
  return row + 1;
}

/** Types the value of a setting, found by name, as the organiser does. */
export function setRule(t: Tournament, name: string, cell: unknown, sheet = "Правила"): void {
  editRules(t, `B${rulesRow(t, name, sheet)}`, cell, sheet);
}

/** A game of these ten players, seat 1 first, roles in ROLES order (seat 10 the Don); red wins. */
export function gameOf(id: number, players: readonly string[]): GamePayload {
  return {
    game: String(id),
    winner: "red",
    seats: players.map((player, i) => ({ seat: i + 1, player, role: ROLES[i] as Role })),
  };
}

/** The standings sheet's table: its rows from the header on (the status rows above it left out). */
export function standingsRows(t: Tournament): unknown[][] {
  return t.standings.table().slice(TABLE_ROW - 1);
}

/** The standings sheet's top line as the organiser sees it (its number format applied). */
export function topLine(t: Tournament): string {
  return t.standings.display(1, 1);
}

/** Fires the simple onEdit trigger as Sheets does: in AuthMode.LIMITED, after `a1` was typed. */
export function fireEdit(t: Tournament, sheet: FakeSheet, a1: string): void {
  const mode = t.env.authMode;
  t.env.setAuthMode("LIMITED");
  try {
    runTop(t.ctx, "onEdit", t.env.event({ range: sheet.getRange(a1), source: t.env.spreadsheet }));
  } finally {
    t.env.setAuthMode(mode);
  }
}

/** A custom function of the bundle itself (MAFIA_SERIES…) over the Games sheet's values. */
export function customOnGames(t: Tournament, name: string, ...args: unknown[]): unknown[][] {
  const values = toContext(
    t.ctx,
    t.games
      .getDataRange()
      .getValues()
      .map((row) => row.map((v) => (v instanceof Date ? "" : v))),
  );
  const grid = runTop(t.ctx, name, values, ...args);
  return JSON.parse(JSON.stringify(grid)) as unknown[][];
}

/** A change as the sidebar makes it: the store call, then, if it succeeded, refreshAfterSave. */
function asSidebar(t: Tournament, name: string, ...args: unknown[]): ServerReply {
  const reply = callServer(t.ctx, name, ...args);
  if (reply.ok) value(callServer(t.ctx, "refreshAfterSave"));
  return reply;
}

/** A save as the sidebar makes it: saveGame, then, once it is stored, refreshAfterSave. */
export function saveAsSidebar(t: Tournament, payload: unknown): ServerReply {
  return asSidebar(t, "saveGame", payload);
}

/** A deletion as the sidebar makes it: deleteGame, then, once it is done, refreshAfterSave. */
export function deleteAsSidebar(t: Tournament, id: string, place?: unknown): ServerReply {
  return asSidebar(t, "deleteGame", id, ...(place === undefined ? [] : [place]));
}
