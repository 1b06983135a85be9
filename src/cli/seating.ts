/**
 * `mafia-standings seating`: a tournament seating printed as a table, CSV or JSON.
 * Everything it decides comes from src/seating; this file reads the arguments and the players.
 */
import { HEADERS, TABLE_SIZE } from "../engine";
import type { Cell } from "../engine";
import {
  balanceWords,
  makeSeating,
  numberedPlayers,
  parseRoster,
  playerSchedules,
  SEATING_HEADERS,
  SeatingError,
  seatingBalance,
  type Seating,
  type SeatingBalance,
  type SeatingPlayer,
} from "../seating";
import { formatOf, OUTPUT_USAGE, type Format } from "./args";
import { cellColumns, columnGroups } from "./fit";
import { readText } from "./inputFile";
import { readOptions } from "./options";
import { excelFile, renderGrid, renderJson } from "./render";
import { print, type Terminal } from "./terminal";

// Every line fits in 100 columns (a test checks it).
const SEATING_USAGE = `Рассадка / Seating:
  mafia-standings seating --players FILE|N --tables T --games G [--seed S]
      [--format table|csv|json] [--excel] [--wide] [--by-player]

  --players, -p   файл: игрок в строке, команда через «;», «,» или табуляцию;
                  или число N — «Игрок 1» … «Игрок N»
                  a file: one player a line, a team after “;”, “,” or a tab;
                  or a number N of players
  --tables, -t    столов / tables
  --games, -g     игр на каждого игрока / games per player
  --seed, -s      зерно, 1 по умолчанию: то же зерно — та же рассадка
                  seed, default 1: same seed, same seating
${OUTPUT_USAGE}
  --wide          одна строка на игру (иначе — тур за туром, в 100 колонок)
                  one line a game (else round by round, within 100 columns)
  --by-player     расписание каждого игрока: тур, стол, место, игра
                  each player's schedule: round, table, seat, game`;

const SEATING_OPTIONS = {
  players: { type: "string", short: "p" },
  tables: { type: "string", short: "t" },
  games: { type: "string", short: "g" },
  seed: { type: "string", short: "s", default: "1" },
  format: { type: "string", short: "f" },
  excel: { type: "boolean", default: false },
  wide: { type: "boolean", default: false },
  "by-player": { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
} as const;

/** The options as read, typed as SEATING_OPTIONS declares them. */
function seatingValues(values: Readonly<Record<string, string | boolean | undefined>>) {
  const text = (key: string): string | undefined =>
    typeof values[key] === "string" ? values[key] : undefined;
  return {
    players: text("players"),
    tables: text("tables"),
    games: text("games"),
    seed: text("seed") ?? "1",
    format: text("format"),
    excel: values.excel === true,
    wide: values.wide === true,
    byPlayer: values["by-player"] === true,
    help: values.help === true,
  };
}

/** Runs the subcommand with the arguments after `seating`; returns the exit code. */
export function runSeating(argv: readonly string[], terminal: Terminal): number {
  const read = readOptions(argv, SEATING_OPTIONS, false);
  if (!read.ok) return usageError(terminal, read.message);
  const values = seatingValues(read.read.values);
  if (values.help) {
    print(terminal.stdout, `${SEATING_USAGE}\n`);
    return 0;
  }
  const format = formatOf(values.format, values.excel);
  if (typeof format !== "string") return usageError(terminal, format.error);
  if (values.players === undefined || values.tables === undefined || values.games === undefined) {
    return usageError(terminal, missingOptions(values));
  }
  const tables = wholeNumber(values.tables, "--tables");
  const games = wholeNumber(values.games, "--games");
  const seed = wholeNumber(values.seed, "--seed");
  for (const parsed of [tables, games, seed])
    if (typeof parsed === "string") return fail(terminal, parsed);
  const players = readPlayers(terminal, values.players);
  if (typeof players === "string") return fail(terminal, players);
  let seating: Seating;
  try {
    seating = makeSeating({
      players,
      tables: tables as number,
      games: games as number,
      seed: seed as number,
    });
  } catch (error) {
    if (!(error instanceof SeatingError)) throw error;
    return fail(
      terminal,
      `Рассадку составить нельзя: ${error.text.ru} / No seating: ${error.text.en}`,
    );
  }
  if (values.byPlayer) {
    print(terminal.stdout, renderByPlayer(seating, format));
    return 0;
  }
  const balance = seatingBalance(seating);
  if (format === "json") {
    print(terminal.stdout, renderJson(seatingRecord(seating, balance)));
    return 0;
  }
  const words = balanceWords(balance, "ru")
    .map((line) => `${line}\n`)
    .join("");
  print(terminal.stdout, excelFile(renderSeating(seating, format, values.wide), format));
  // A CSV holds the schedule only, ready to paste: the balance goes to standard error.
  print(format === "table" ? terminal.stdout : terminal.stderr, words);
  return 0;
}

/** The public JSON shape: stable English keys, players by name. */
function seatingRecord(seating: Seating, balance: SeatingBalance): object {
  return {
    rounds: seating.rounds.map((round) => ({
      round: round.round,
      tables: round.games.map((game) => ({
        table: game.table,
        game: game.game,
        seats: game.seats.map((p) => nameOf(seating, p)),
      })),
    })),
    balance: {
      seat: balance.seat,
      pair: balance.pair,
      pairTarget: balance.pairTarget,
      neverMeet: balance.neverMeet,
      mostMeetings: balance.mostMeetings,
    },
  };
}

/**
 * The seating as a table or CSV: one row a game (Тур, Стол, Игра, seats 1–10). The default table
 * is `roundTables` instead, which fits the terminal.
 */
function renderSeating(seating: Seating, format: "table" | "csv" | "excel", wide: boolean): string {
  const header: Cell[] = [
    SEATING_HEADERS.round.ru,
    SEATING_HEADERS.table.ru,
    SEATING_HEADERS.game.ru,
    ...Array.from({ length: TABLE_SIZE }, (_, s) => s + 1),
  ];
  const rows: Cell[][] = seating.rounds.flatMap((round) =>
    round.games.map((game) => [
      game.round,
      game.table,
      game.game,
      ...game.seats.map((p) => nameOf(seating, p)),
    ]),
  );
  if (format !== "table" || wide) return renderGrid([header, ...rows], format, "ru");
  return roundTables(seating);
}

/**
 * The default table: each round under a line of its own, a table of the seats (rows) by its
 * tables (columns, «Стол 2 · игра 4»), as many tables side by side as fit in 100 columns.
 */
function roundTables(seating: Seating): string {
  const { table, game: gameWord } = SEATING_HEADERS;
  const blocks: string[] = [];
  for (const round of seating.rounds) {
    const columns = round.games.map((game) => [
      `${table.ru} ${game.table} · ${gameWord.ru.toLowerCase()} ${game.game}`,
      ...game.seats.map((p) => nameOf(seating, p)),
    ]);
    const widths = columns.map((column) => Math.max(...column.map(cellColumns)));
    for (const group of columnGroups(cellColumns(HEADERS.seat.ru), widths)) {
      const shown = group.map((c) => columns[c] as string[]);
      const grid: Cell[][] = [
        [HEADERS.seat.ru, ...shown.map((column) => column[0] as string)],
        ...Array.from({ length: TABLE_SIZE }, (_, s) => [
          s + 1,
          ...shown.map((column) => column[s + 1] as string),
        ]),
      ];
      blocks.push(`${SEATING_HEADERS.round.ru} ${round.round}\n${renderGrid(grid, "table", "ru")}`);
    }
  }
  return blocks.join("");
}

/**
 * `--by-player`: each player's games, players by name: one row a game (Игрок, Тур, Стол, Место,
 * Игра) in the table and CSV; in JSON `{ players: [{ player, games: [{ round, table, seat,
 * game }] }] }`.
 */
function renderByPlayer(seating: Seating, format: Format): string {
  const { players } = playerSchedules(
    seating.rounds.flatMap((round) =>
      round.games.map((game) => ({
        round: String(game.round),
        table: String(game.table),
        game: String(game.game),
        players: game.seats.map((p) => nameOf(seating, p)),
      })),
    ),
  );
  if (format === "json")
    return renderJson({
      players: players.map((player) => ({
        player: player.name,
        games: player.seats.map((s) => ({
          round: Number(s.round),
          table: Number(s.table),
          seat: s.seat,
          game: Number(s.game),
        })),
      })),
    });
  const header: Cell[] = [
    HEADERS.player.ru,
    SEATING_HEADERS.round.ru,
    SEATING_HEADERS.table.ru,
    HEADERS.seat.ru,
    SEATING_HEADERS.game.ru,
  ];
  const rows: Cell[][] = players.flatMap((player) =>
    player.seats.map((s) => [
      player.name,
      Number(s.round),
      Number(s.table),
      s.seat,
      Number(s.game),
    ]),
  );
  return excelFile(renderGrid([header, ...rows], format, "ru"), format);
}

const nameOf = (seating: Seating, player: number): string =>
  (seating.players[player] as SeatingPlayer).name;

/** A number of players, or a file of them. */
function readPlayers(terminal: Terminal, value: string): SeatingPlayer[] | string {
  if (/^\d+$/.test(value.trim())) return numberedPlayers(Number(value.trim()));
  const read = readText(terminal, value);
  if (!read.ok) return read.message.trimEnd();
  const text = read.text;
  try {
    const players = parseRoster(text);
    if (players.length === 0)
      return `В «${value}» нет ни одного игрока / “${value}” lists no players`;
    return players;
  } catch (error) {
    if (!(error instanceof SeatingError)) throw error;
    return `«${value}», ${error.text.ru} / “${value}”, ${error.text.en}`;
  }
}

/** The options a seating needs that were not given, named: «Нужен --games / --games is missing». */
function missingOptions(
  values: Record<"players" | "tables" | "games", string | undefined>,
): string {
  const missing = (["players", "tables", "games"] as const)
    .filter((name) => values[name] === undefined)
    .map((name) => `--${name}`);
  const ru = missing.length === 1 ? "Нужен" : "Нужны";
  const and = (word: string): string =>
    missing.length === 1
      ? (missing[0] ?? "")
      : `${missing.slice(0, -1).join(", ")} ${word} ${missing.at(-1) ?? ""}`;
  const en = missing.length === 1 ? "is missing" : "are missing";
  return `${ru} ${and("и")} / ${and("and")} ${en}`;
}

function wholeNumber(text: string, option: string): number | string {
  return /^\s*\d+\s*$/.test(text)
    ? Number(text)
    : `${option}: «${text}» — не целое число / “${text}” is not a whole number`;
}

function fail(terminal: Terminal, message: string): number {
  print(terminal.stderr, `${message}\n`);
  return 1;
}

function usageError(terminal: Terminal, message: string): number {
  print(terminal.stderr, `${message}\n\n${SEATING_USAGE}\n`);
  return 2;
}
