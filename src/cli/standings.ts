/** The standings of one games file: the command with no subcommand. */
import {
  HEADERS,
  POINTS_HEADER,
  ROLE_NAMES,
  rounded,
  standingsColumns,
  columnValue,
  finishedStages,
  gameLabel,
  type Evaluation,
  type SeatRow,
} from "../engine";
import { standingsGrid, type Cell } from "../engine";
import { type CliOptions, type Format } from "./args";
import { groupBreaks, withGroupColumn } from "./groups";
import { excelFile, renderGrid, renderJson, renderTable } from "./render";
import { rosterReport } from "./roster";
import { print, type Terminal } from "./terminal";
import { loadSeason } from "./season";
import { printInProgress } from "./tournament";

interface SeatWithPoints {
  readonly game: string;
  readonly row: SeatRow;
  readonly points: number | null;
}

/**
 * Every seat row with its points (null until its game is finished),
 * grouped by game in order of first row.
 */
function seatsWithPoints(evaluation: Evaluation): SeatWithPoints[] {
  const lang = evaluation.layout.lang;
  return evaluation.games.flatMap((game): SeatWithPoints[] => {
    // With games numbered per table, «1 (тур 2, стол 1)»: the id alone names several games.
    const label = gameLabel(game, lang);
    return game.status === "finished"
      ? game.scores.map(({ row, points }) => ({ game: label, row, points: rounded(points) }))
      : game.rows.map((row) => ({ game: label, row, points: null }));
  });
}

/** The `--points` table, headed in the table's language. */
function pointsGrid(evaluation: Evaluation): Cell[][] {
  const lang = evaluation.layout.lang;
  const grid: Cell[][] = [
    [
      HEADERS.game[lang],
      HEADERS.seat[lang],
      HEADERS.player[lang],
      HEADERS.role[lang],
      POINTS_HEADER[lang],
    ],
  ];
  for (const { game, row, points } of seatsWithPoints(evaluation)) {
    grid.push([
      game,
      row.seat ?? "",
      row.player,
      row.role ? ROLE_NAMES[row.role][lang] : "",
      points ?? "",
    ]);
  }
  return grid;
}

/** The JSON keys that are not the engine's own names of the figures. */
const JSON_KEYS: Readonly<Partial<Record<string, string>>> = {
  name: "player",
  bonus: "bonusPoints",
};

/**
 * `--format json` of the standings: stable English keys, numbers as numbers, the system's and
 * the stages' columns, then `group` ("finalists", "ranked" or "too-few": STAGES.md); `place` is
 * null for a player with too few games, as `points` is for a game in progress with `--points`.
 */
function standingsRecords(evaluation: Evaluation): object[] {
  const columns = standingsColumns(evaluation.system, finishedStages(evaluation));
  return evaluation.standings.map((s) => ({
    ...Object.fromEntries(
      columns.map((column) => [
        JSON_KEYS[column.key] ?? column.key,
        s[column.key] === null ? null : columnValue(s, column),
      ]),
    ),
    group: s.group,
  }));
}

/** `--format json --points`: one object per seat row; `points` is null for a game in progress. */
function pointsRecords(evaluation: Evaluation): object[] {
  return seatsWithPoints(evaluation).map(({ game, row, points }) => ({
    game,
    seat: row.seat,
    player: row.player,
    role: row.role,
    points,
  }));
}

/** The line under the table: games counted and players (the games in progress go to stderr). */
function summary(evaluation: Evaluation): string {
  const finished = evaluation.games.filter((game) => game.status === "finished").length;
  const lang = evaluation.layout.lang;
  const players = evaluation.standings.length;
  // A hidden final is not in the table: say so, as the standings sheet's status line does.
  const hidden = evaluation.system.hideFinal;
  return lang === "ru"
    ? `Сыграно игр: ${finished}, игроков: ${players}.` +
        `${hidden ? " Финал скрыт (правила: «Скрыть финал»)." : ""}\n`
    : `Finished games: ${finished}, players: ${players}.` +
        `${hidden ? " The final is hidden (rules: “Hide the final”)." : ""}\n`;
}

/**
 * The standings or `--points` as a table (the standings with their groups' lines) or a CSV (the
 * standings with the «Группа» column when there are groups).
 */
function renderText(evaluation: Evaluation, options: CliOptions, format: Exclude<Format, "json">) {
  const lang = evaluation.layout.lang;
  const grid = options.points ? pointsGrid(evaluation) : standingsGrid(evaluation, lang);
  if (format === "table")
    return renderTable(grid, lang, options.wide, options.points ? [] : groupBreaks(evaluation));
  return excelFile(
    renderGrid(options.points ? grid : withGroupColumn(grid, evaluation), format, lang),
    format,
  );
}

/**
 * The standings (or `--points`) of one games file, or of several read as one table; returns the
 * exit code.
 */
export function runStandings(options: CliOptions, terminal: Terminal): number {
  const loaded = loadSeason(terminal, options.files, options.rules, "several");
  if (!loaded.ok) {
    print(terminal.stderr, loaded.message);
    return loaded.status;
  }
  const { evaluation } = loaded;
  if (options.players !== undefined) {
    const roster = rosterReport(terminal, options.players, evaluation);
    if (!roster.ok) {
      print(terminal.stderr, roster.message);
      return roster.status;
    }
    if (roster.text !== "") print(terminal.stderr, roster.text);
  }
  if (options.format === "json") {
    print(
      terminal.stdout,
      renderJson(options.points ? pointsRecords(evaluation) : standingsRecords(evaluation)),
    );
  } else {
    print(terminal.stdout, renderText(evaluation, options, options.format));
    if (options.format === "table") print(terminal.stdout, summary(evaluation));
  }
  printInProgress(terminal, evaluation);
  return 0;
}
