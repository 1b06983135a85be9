import {
  describeIssue,
  describeIssues,
  evaluate,
  parseRules,
  playerKey,
  POINTS_HEADER,
  pointsByRow,
  rounded,
  seriesGrid,
  seriesOf,
  standingsGrid,
  TableError,
  tableLang,
  type Evaluation,
  type Game,
  type Issue,
  type Lang,
  type ScoringSystem,
  type Cell,
  type Grid,
  cellText,
  isEmptyCell,
  isSheetError,
  statsViewOf,
  viewGrid,
  type StatsView,
  valuesDigest,
} from "../engine";

/**
 * Sheets passes a range as a 2D array and a single cell as a bare value. Anything else is
 * a formula written wrong, and the message says how to write it.
 */
function asTable(games: unknown): readonly (readonly unknown[])[] {
  // Only the outer array is checked: a row that is not an array reads as blank cells.
  if (!Array.isArray(games) || (games.length > 0 && !Array.isArray(games[0]))) {
    throw new Error(
      "Укажите диапазон таблицы игр, например Игры!A:N / Pass the games range, e.g. Games!A:N",
    );
  }
  return games as unknown[][];
}

/** The scoring system of the formula's optional last argument: a preset name or a rules range. */
function systemOf(rules: unknown, table: readonly (readonly unknown[])[]): ScoringSystem {
  const parsed = parseRules(rules);
  if (parsed.ok) return parsed.system;
  throw new Error(describeIssues(parsed.issues, tableLang(table)));
}

function evaluateForSheets(games: unknown, rules: unknown): Evaluation {
  const table = asTable(games);
  const system = systemOf(rules, table);
  try {
    return evaluate(table, { system });
  } catch (error) {
    if (error instanceof TableError) {
      throw new Error(describeIssues(error.issues, error.lang), { cause: error });
    }
    throw error;
  }
}

function requireValid(evaluation: Evaluation): void {
  if (evaluation.problemCount > 0)
    throw new Error(
      describeIssues(evaluation.issues, evaluation.layout.lang, evaluation.problemCount),
    );
}

/** The text shown instead of points on a row of an invalid finished game. */
function gameProblemText(issues: readonly Issue[], row: number, lang: Lang): string {
  const own = issues.filter((issue) => issue.row === row);
  const shown = own.length > 0 ? own : issues.filter((issue) => issue.row === undefined);
  return (shown.length > 0 ? shown : issues).map((issue) => describeIssue(issue, lang)).join("; ");
}

/** One cell per table row: the header label, a seat's points, or why the row has none. */
function pointsColumn(evaluation: Evaluation): Grid {
  const { layout, rowNumber } = evaluation;
  const lang = layout.lang;
  const points = pointsByRow(evaluation);
  const invalidGames = new Map<number, Game>();
  for (const game of evaluation.games) {
    if (game.status === "invalid") for (const row of game.rows) invalidGames.set(row.index, game);
  }
  const strays = new Map(evaluation.strays.map((stray) => [stray.index, stray.issue]));
  return evaluation.rowKinds.map((kind, i): Cell[] => {
    switch (kind) {
      case "header":
        return [POINTS_HEADER[lang]];
      case "seat": {
        const seatPoints = points[i];
        if (seatPoints !== undefined) return [rounded(seatPoints)];
        const game = invalidGames.get(i);
        return [game ? gameProblemText(game.issues, rowNumber(i), lang) : ""];
      }
      case "stray": {
        const issue = strays.get(i) ?? { code: "no-game", row: rowNumber(i), field: "game" };
        return [describeIssue(issue, lang)];
      }
      default:
        return [""];
    }
  });
}

export function mafiaPoints(games: unknown, rules?: unknown): Grid {
  return pointsColumn(evaluateForSheets(games, rules));
}

export function mafiaStandings(games: unknown, rules?: unknown): Grid {
  const evaluation = evaluateForSheets(games, rules);
  requireValid(evaluation);
  return standingsGrid(evaluation, evaluation.layout.lang);
}

export function mafiaRank(player: unknown, games: unknown, rules?: unknown): Cell | Grid {
  const evaluation = evaluateForSheets(games, rules);
  requireValid(evaluation);
  // A player with too few games (STAGES.md) has no place: an empty cell, like a stranger.
  const places = new Map<string, number>();
  for (const s of evaluation.standings) if (s.place !== null) places.set(s.key, s.place);
  const placeOf = (name: unknown): Cell => {
    // A name from a broken formula (#N/A from a lookup) shows that error, not a stranger's blank.
    if (isSheetError(name)) return cellText(name);
    if (typeof name !== "string" && typeof name !== "number") return "";
    return places.get(playerKey(name)) ?? "";
  };
  if (Array.isArray(player))
    return player.map((row: unknown) => (Array.isArray(row) ? row.map(placeOf) : [placeOf(row)]));
  return placeOf(player);
}

/** The view argument of MAFIA_STATS: blank is the players view; words in either language. */
function statsView(view: unknown, lang: Lang): StatsView {
  if (view === undefined || view === null || isEmptyCell(view)) return "players";
  const chosen = typeof view === "string" ? statsViewOf(view) : undefined;
  if (chosen === undefined) {
    throw new Error(describeIssue({ code: "stats-view", value: cellText(view) }, lang));
  }
  return chosen;
}

export function mafiaStats(games: unknown, rules?: unknown, view?: unknown): Grid {
  const evaluation = evaluateForSheets(games, rules);
  const lang = evaluation.layout.lang;
  const chosen = statsView(view, lang);
  requireValid(evaluation);
  const result = viewGrid(evaluation, chosen, lang);
  if (!result.ok) throw new Error(describeIssues(result.issues, lang));
  return result.grid;
}

/**
 * The series of a season (SERIES.md): the range must have a «Турнир» column; while a finished
 * game of any tournament is invalid, the problems instead.
 */
export function mafiaSeries(games: unknown, rules?: unknown): Grid {
  const evaluation = evaluateForSheets(games, rules);
  const lang = evaluation.layout.lang;
  if (evaluation.layout.season.tournament < 0)
    throw new Error(describeIssue({ code: "series-no-tournament-column" }, lang));
  requireValid(evaluation);
  return seriesGrid(seriesOf(evaluation), lang);
}

/**
 * The digest of a range (valuesDigest), for the stale marker's formula on the add-on's sheets:
 * Sheets computes it again whenever the range changes, whoever changed it.
 */
export function mafiaFingerprint(range: unknown): string {
  return valuesDigest(range);
}
