/**
 * Which game a seat row belongs to, as the rows are read (rows.ts): a game is its id, its place
 * when games are numbered per table, and its tournament in a season (identity.ts, gameKey); and
 * where a game's problems are, as messages name it.
 */
import { readTournament } from "./cells";
import { gameKey, type GamePlace } from "./identity";
import type { Issue } from "./issues";
import type { GameRows, SeatRow } from "./model";
import { TABLE_SIZE } from "./terms";
import { isEmptyCell, typedText, type DayOfDate } from "./text";

/** A game whose rows are still being read. */
export interface GameBeingRead extends GameRows {
  readonly rows: SeatRow[];
  tournament?: string;
  cellProblems: number;
  badCells: number;
  readonly cellIssues: Issue[];
}

/**
 * Whether a row that goes on with the game of the row above (the same id and place) starts a game
 * of another tournament: it names another one and that game already has its ten rows. A row of a
 * game that leaves the tournament blank or misspells it stays with its game, which is then
 * invalid naming the rows (season.ts, tournamentProblems).
 */
export function startsOtherTournament(
  cell: unknown,
  runCell: unknown,
  game: GameBeingRead,
): boolean {
  return cell !== runCell && !isEmptyCell(cell) && game.rows.length >= TABLE_SIZE;
}

/**
 * The game of a game id cell (and its place, when games are numbered per table): `current` when
 * it is that game's, else the one met before or new.
 */
export function gameOf(
  games: Map<string, GameBeingRead>,
  idCell: unknown,
  current: GameBeingRead | null,
  dayOf: DayOfDate,
  place?: GamePlace,
): GameBeingRead {
  const key = gameKey(idCell, dayOf, place);
  if (current !== null && current.key === key) return current;
  const known = games.get(key);
  if (known !== undefined) return known;
  const label = typedText(idCell, dayOf);
  const { table, round } = place?.table === undefined ? NOWHERE : placeTexts(place, dayOf);
  // The tournament as the game's first row writes it (a later row may name it: readSeatRow).
  const season =
    place?.tournament === undefined ? undefined : readTournament(place.tournament, dayOf);
  const game: GameBeingRead = {
    key,
    label,
    table,
    round,
    tournament: season?.name,
    tournamentKey: season?.key,
    rows: [],
    cellProblems: 0,
    badCells: 0,
    cellIssues: [],
  };
  games.set(key, game);
  return game;
}

/** The place of a game when games are not numbered per table. */
const NOWHERE: { table?: string; round?: string } = {};

/** A game's place as written: its table, and its round unless blank; nothing for a blank table. */
function placeTexts(place: GamePlace, dayOf: DayOfDate): { table?: string; round?: string } {
  const table = typedText(place.table, dayOf);
  const round = typedText(place.round, dayOf);
  if (table === "") return {};
  return round === "" ? { table } : { table, round };
}

/**
 * Where a game's problems are: its id, its place when games are numbered per table, and its
 * tournament in a season.
 */
export function whereOf(game: GameRows): {
  game: string;
  table?: string;
  round?: string;
  tournament?: string;
} {
  const { label, table, round, tournament } = game;
  const named = tournament === undefined || tournament === "" ? {} : { tournament };
  if (table === undefined) return { game: label, ...named };
  return round === undefined
    ? { game: label, table, ...named }
    : { game: label, round, table, ...named };
}
