import {
  describeIssue,
  describeIssues,
  evaluate,
  normalizeText,
  POINTS_HEADER,
  STANDINGS_HEADERS,
  TableError,
  ROW_HEADER,
  ROW_SEAT,
  ROW_STRAY,
  type Evaluation,
  type Game,
  type Issue,
  type Lang,
  type Standing,
} from "../engine";

/** What a custom function hands back to Sheets: a 2D array of numbers and texts. */
export type Cell = string | number;
export type Grid = Cell[][];

/**
 * Sheets passes a range as a 2D array and a single cell as a bare value. Anything else is
 * a formula written wrong, and the message says how to write it.
 */
function asTable(games: unknown): readonly (readonly unknown[])[] {
  // Only the outer array is checked: a row that is not an array reads as blank cells.
  if (!Array.isArray(games) || (games.length > 0 && !Array.isArray(games[0]))) {
    throw new Error("Укажите диапазон таблицы игр, например Игры!A:L / Pass the games range, e.g. Games!A:L");
  }
  return games as unknown[][];
}

function evaluateForSheets(games: unknown): Evaluation {
  try {
    return evaluate(asTable(games));
  } catch (error) {
    if (error instanceof TableError) throw new Error(describeIssues(error.issues, error.lang));
    throw error;
  }
}

function requireValid(evaluation: Evaluation): void {
  if (evaluation.issues.length > 0) throw new Error(describeIssues(evaluation.issues, evaluation.layout.lang));
}

export function standingsGrid(standings: readonly Standing[], lang: Lang): Grid {
  const rows: Grid = [STANDINGS_HEADERS[lang].slice()];
  for (const s of standings) {
    rows.push([s.place, s.name, s.points, s.games, s.wins, s.losses, s.bestPlayer, s.donWins, s.sheriffWins, s.mafiaWins, s.firstKilled]);
  }
  return rows;
}

/** The text shown instead of points on a row of an invalid finished game. */
function gameProblemText(game: Game, row: number, lang: Lang): string {
  const own = game.issues.filter((issue) => issue.row === row);
  const shown = own.length > 0 ? own : game.issues.filter((issue) => issue.row === undefined);
  return (shown.length > 0 ? shown : game.issues).map((issue) => describeIssue(issue, lang)).join("; ");
}

/**
 * One cell per table row: the header label, a seat's points, or why the row has none. Works
 * from the seat table directly: this runs on every recalculation of a season-long sheet.
 *
 * Sheets only reads the grid, so rows with equal content share one row array: 100,000
 * one-element arrays that all live until the function returns made the garbage collector copy
 * each of them, which cost more than the rest of the function (and a Map from points to rows
 * cost as much again, boxing every number).
 */
export function pointsColumn(evaluation: Evaluation): Grid {
  const { seatTable, seatPoints, layout } = evaluation;
  const lang = layout.lang;
  const kinds = seatTable.rowKind;
  const column: Grid = new Array(kinds.length);
  const strays = new Map(seatTable.strays.map((stray) => [stray.index, stray.issue]));
  // Points are whole or half numbers in a narrow range: one shared row for each of those.
  const shared: Cell[][] = [];
  const blank: Cell[] = [""];
  let s = 0;
  for (let i = 0; i < kinds.length; i++) {
    const kind = kinds[i];
    if (kind === ROW_SEAT) {
      const points = seatPoints[s];
      if (points === points) {
        // Slots for -32 … 31.5 in halves. `| 0` tests for a whole number: `% 1` on a double
        // is a call to fmod.
        const slot = points * 2 + 64;
        if ((slot | 0) === slot && slot >= 0 && slot < 128) column[i] = shared[slot] ??= [points];
        else column[i] = [points];
      } else {
        // The game objects are built on first use: a valid season never needs them.
        const game = evaluation.games[seatTable.game[s]] as Game;
        column[i] = game.status === "invalid" ? [gameProblemText(game, seatTable.tableIndex[s] + evaluation.firstRow, lang)] : blank;
      }
      s++;
    } else if (kind === ROW_HEADER) column[i] = [POINTS_HEADER[lang]];
    else if (kind === ROW_STRAY) column[i] = [describeIssue(strays.get(i) as Issue, lang)];
    else column[i] = blank;
  }
  return column;
}

export function mafiaPoints(games: unknown): Grid {
  return pointsColumn(evaluateForSheets(games));
}

export function mafiaStandings(games: unknown): Grid {
  const evaluation = evaluateForSheets(games);
  requireValid(evaluation);
  return standingsGrid(evaluation.standings, evaluation.layout.lang);
}

export function mafiaRank(player: unknown, games: unknown): Cell | Grid {
  const evaluation = evaluateForSheets(games);
  requireValid(evaluation);
  const places = new Map<string, number>();
  for (const s of evaluation.standings) places.set(s.key, s.place);
  const placeOf = (name: unknown): Cell => {
    if (typeof name !== "string" && typeof name !== "number") return "";
    return places.get(normalizeText(String(name))) ?? "";
  };
  if (Array.isArray(player)) return player.map((row: unknown) => (Array.isArray(row) ? row.map(placeOf) : [placeOf(row)]));
  return placeOf(player);
}
