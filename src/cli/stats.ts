/**
 * `mafia-standings stats`: the tables of MAFIA_STATS (STATS.md) from a games file, or one
 * player's card. Everything it counts comes from the engine's `statistics`; this file reads the
 * arguments and lays the tables out.
 */
import {
  cellText,
  describeIssue,
  hasCompensation,
  HEADERS,
  PLACE_HEADERS,
  SEASON_HEADERS,
  type WrittenPlace,
  normalizeText,
  playerKey,
  PLAYER_COLUMNS,
  playerGames,
  STATS_KEYS,
  POINTS_HEADER,
  ROLE_NAMES,
  rounded,
  STAGE_NAMES,
  describeIssues,
  statistics,
  statsRecord,
  statsViewOf,
  viewGrid,
  type Cell,
  type Grid,
  type Evaluation,
  type Lang,
  type PlayerStats,
  type StatsView,
} from "../engine";
import { OUTPUT_USAGE, parseFileCommand, WIDE_USAGE, type Format } from "./args";
import type { CsvTable } from "./csvTable";
import type { FitOptions } from "./fit";
import { excelFile, gridRecords, headerKeys, renderGrid, renderJson, renderView } from "./render";
import { print, type Terminal } from "./terminal";
import { loadTournament, printInProgress, usageOutcome } from "./tournament";

// Every line fits in 100 columns (a test checks it).
const STATS_USAGE = `Статистика / Statistics:
  mafia-standings stats FILE.csv [--view VIEW] [--player NAME] [--rules NAME|RULES.csv]
      [--format table|csv|json] [--excel] [--wide]

  --view          игроки (по умолчанию), места, итоги, рейтинг, номинации или команды:
                  таблицы MAFIA_STATS; players (default), seats, summary, rating, awards or
                  teams: the tables of MAFIA_STATS
  --player        карточка игрока: его строка статистики и его игры, новые первыми
                  a player's card: their statistics row and their games, newest first
  --rules, -r     система подсчёта: Клуб (по умолчанию), ФИИМ или CSV-файл правил
                  scoring system: Club (default), FIIM or a rules CSV file
${OUTPUT_USAGE}
${WIDE_USAGE}`;

/** Runs the subcommand with the arguments after `stats`; returns the exit code. */
export function runStats(argv: readonly string[], terminal: Terminal): number {
  const parsed = parseFileCommand(
    argv,
    { view: { type: "string" }, player: { type: "string" } },
    "one",
    STATS_USAGE,
  );
  if (parsed.kind !== "run") return usageOutcome(parsed, STATS_USAGE, terminal);
  const { files, format, wide, rules, values } = parsed.command;
  const file = files[0] as string;
  const player = typeof values.player === "string" ? values.player : undefined;
  const viewText = typeof values.view === "string" ? values.view : undefined;
  if (player !== undefined && viewText !== undefined) {
    return usageOutcome(
      {
        kind: "error",
        message:
          "--player печатает карточку игрока, --view — таблицу: нужно что-то одно / " +
          "--player prints a player's card, --view a table: give one of them",
      },
      STATS_USAGE,
      terminal,
    );
  }
  const view = viewText === undefined ? "players" : statsViewOf(viewText);
  if (view === undefined) {
    const issue = { code: "stats-view", value: viewText ?? "" } as const;
    const message = `${describeIssue(issue, "ru")} / ${describeIssue(issue, "en")}`;
    return usageOutcome({ kind: "error", message }, STATS_USAGE, terminal);
  }
  const loaded = loadTournament(terminal, file, rules);
  if (!loaded.ok) {
    print(terminal.stderr, loaded.message);
    return loaded.status;
  }
  const { evaluation, table } = loaded;
  if (player === undefined) {
    const lang = evaluation.layout.lang;
    const [shown, en] = [viewGrid(evaluation, view, lang), viewGrid(evaluation, view, "en")];
    if (!shown.ok || !en.ok) {
      print(terminal.stderr, describeIssues(shown.ok ? [] : shown.issues, lang) + "\n");
      return 1;
    }
    if (view === "teams" && shown.grid.length < 2) {
      print(terminal.stderr, noTeams(file, lang));
      return 1;
    }
    const hasCi = hasCompensation(evaluation.system);
    const text = renderStatsView(shown.grid, en.grid, view, format, { lang, wide, hasCi });
    print(terminal.stdout, excelFile(text, format));
    printInProgress(terminal, evaluation);
    return 0;
  }
  const stats = statistics(evaluation);
  const found = stats.players.find((p) => p.key === playerKey(player));
  if (found === undefined) {
    print(
      terminal.stderr,
      `«${player}» — такого игрока нет в сыгранных играх «${file}» / ` +
        `No player “${player}” in the finished games of “${file}”\n`,
    );
    return 1;
  }
  const games = cardGames(evaluation, table, found.key);
  const card = renderCard(found, games, format, hasCompensation(evaluation.system));
  print(terminal.stdout, excelFile(card, format));
  printInProgress(terminal, evaluation);
  return 0;
}

/** Why a teams view of a table without teams prints no table. */
function noTeams(file: string, lang: Lang): string {
  const team = HEADERS.team[lang];
  return lang === "ru"
    ? `В «${file}» нет команд: столбца «${team}» нет или он пуст — командного зачёта нет\n`
    : `“${file}” has no teams: no “${team}” column, or it is empty, so no team standings\n`;
}

/**
 * A view of the statistics; in JSON one object per row, the players view keyed by its columns'
 * keys (as `statsRecord` keys a player), another by its English header. `en` is the same view in
 * English: its words («Всего», a nomination's name) are what JSON says whatever the table's
 * language. The players view's default table shows the columns read first (PLAYER_COLUMNS
 * marks them; Ci only where the system compensates), under their short headers; the note under
 * it says --wide shows the rest.
 */
function renderStatsView(
  grid: Grid,
  en: Grid,
  view: StatsView,
  format: Format,
  table: { readonly lang: Lang; readonly wide: boolean; readonly hasCi: boolean },
): string {
  const json = format === "json";
  // The seats' last row is «Всего» / Total in the table; JSON says "total".
  const total = view === "seats" && json ? grid.length - 1 : -1;
  const rows = grid.map((row, i): Cell[] => {
    if (i === total) return ["total", ...row.slice(1)];
    if (view === "awards" && json && i > 0) return [en[i]?.[0] ?? "", ...row.slice(1)];
    return row;
  });
  if (view !== "players") return renderView(rows, headerKeys(en[0] ?? []), format, table);
  if (format !== "table" || table.wide) return renderView(rows, STATS_KEYS, format, table);
  const first = PLAYER_COLUMNS.flatMap((column, c) =>
    column.first && shownUnder(table.hasCi)(column) ? [c] : [],
  );
  const fit: FitOptions = {
    short: new Map(PLAYER_COLUMNS.map((c) => [c.header[table.lang], c.short[table.lang]])),
    omitted: PLAYER_COLUMNS.length - first.length,
  };
  const firstRows = rows.map((row) => first.map((c) => row[c] ?? ""));
  return renderView(firstRows, STATS_KEYS, format, { ...table, fit });
}

const CARD_HEADER: Readonly<Record<Lang, readonly [string, string]>> = {
  ru: ["Показатель", "Значение"],
  en: ["Statistic", "Value"],
};
const DATE_HEADER: Readonly<Record<Lang, string>> = { ru: "Дата", en: "Date" };
const SEAT_HEADER: Readonly<Record<Lang, string>> = { ru: "Место за столом", en: "Seat" };
const RESULT_HEADER: Readonly<Record<Lang, string>> = { ru: "Результат", en: "Result" };
const RESULT: Readonly<Record<"win" | "loss", Readonly<Record<Lang, string>>>> = {
  win: { ru: "Победа", en: "Win" },
  loss: { ru: "Поражение", en: "Loss" },
};

/** The player's games as the card lists them: the table's words, and the ids JSON gives. */
interface CardGames {
  readonly lang: Lang;
  /** Headed in the table's language, newest game first. */
  readonly grid: Cell[][];
  readonly records: object[];
}

/** Where a game was played, as the card names it where the table has the column. */
const PLACE_COLUMNS = [
  ["tournament", SEASON_HEADERS.tournament],
  ["round", PLACE_HEADERS.round],
  ["table", PLACE_HEADERS.table],
] as const;

function cardGames(evaluation: Evaluation, table: CsvTable, key: string): CardGames {
  const lang = evaluation.layout.lang;
  const dates = dateColumn(evaluation, table);
  // With the id, the tournament of a season and the round and table of games numbered per
  // table name the game.
  const { place, season } = evaluation.layout;
  const had = { tournament: season.tournament, round: place.round, table: place.table };
  const places = PLACE_COLUMNS.filter(([column]) => had[column] >= 0);
  const games = playerGames(evaluation, key).map((game) => ({
    game: game.game,
    ...(Object.fromEntries(
      places.map(([column]) => [column, game.place[column] ?? ""]),
    ) as WrittenPlace),
    ...(dates === -1 ? {} : { date: cellText(table.rows[game.index]?.[dates] ?? "") }),
    stage: game.stage,
    seat: game.seat,
    role: game.role,
    result: game.won ? ("win" as const) : ("loss" as const),
    points: rounded(game.points),
  }));
  const header = [
    HEADERS.game[lang],
    ...places.map(([, words]) => words[lang]),
    ...(dates === -1 ? [] : [DATE_HEADER[lang]]),
    HEADERS.stage[lang],
    SEAT_HEADER[lang],
    HEADERS.role[lang],
    RESULT_HEADER[lang],
    POINTS_HEADER[lang],
  ];
  const rows = games.map((g): Cell[] => [
    g.game,
    ...places.map(([column]) => g[column] ?? ""),
    ...(g.date === undefined ? [] : [g.date]),
    STAGE_NAMES[g.stage][lang],
    g.seat,
    ROLE_NAMES[g.role][lang],
    RESULT[g.result][lang],
    g.points,
  ]);
  return {
    lang,
    grid: [header, ...rows],
    records: games.map((g) => (g.date === "" ? { ...g, date: null } : g)),
  };
}

/**
 * The «Дата» / Date column, which the engine reads as no column at all (it scores nothing):
 * the first header cell that says it, or -1.
 */
function dateColumn(evaluation: Evaluation, table: CsvTable): number {
  if (!evaluation.layout.headerRecognized) return -1;
  return (table.rows[0] ?? []).findIndex((cell) =>
    ["дата", "date"].includes(normalizeText(cell.replace(/[.:*]/g, " "))),
  );
}

/** Whether a players-view column is shown: Ci only where the system compensates. */
function shownUnder(hasCi: boolean): (column: { readonly key: string }) => boolean {
  return (column) => hasCi || column.key !== "ci";
}

/**
 * The card: the player's row of the players view as a two-column table (a statistic and its
 * value), then their games; in JSON `{ stats, games }`, `stats` keyed as `statsRecord` keys it.
 * Ci only where the system compensates (`hasCi`): under «Клуб» it is always 0.
 */
function renderCard(player: PlayerStats, games: CardGames, format: Format, hasCi: boolean): string {
  const columns = PLAYER_COLUMNS.filter(shownUnder(hasCi));
  const record = statsRecord(player);
  if (format === "json") {
    const keys = columns.map((column) => column.key);
    const [stats] = gridRecords([keys.map((key) => record[key])], keys);
    return renderJson({ stats, games: games.records });
  }
  const card: Cell[][] = [
    [...CARD_HEADER[games.lang]],
    ...columns.map((column) => [column.header[games.lang], column.value(player)]),
  ];
  const lang = games.lang;
  return `${renderGrid(card, format, lang)}\n${renderGrid(games.grid, format, lang)}`;
}
