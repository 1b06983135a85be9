/**
 * The roster: the organiser's list of players («Участники»). A name in the games that
 * is not on it is most likely a typo of one that is, so it is warned, naming the closest roster
 * name when one is near enough to be that typo (a new player's name is near none). A warning
 * never changes the standings. Names are compared as players are (`playerKey`:
 * case, spaces, ё/е and Unicode forms never matter), and the closest by edit distance over those
 * compared forms.
 */
import type { Evaluation } from "./evaluate";
import { playerKey } from "./identity";
import type { Lang } from "./terms";
import { cellText, normalizeText } from "./text";

/** One player of a roster: the name and the team («» for none), as typed. */
export interface RosterEntry {
  readonly name: string;
  readonly team: string;
}

/** Headers a roster's column of names may have, compared as names are (normalizeText). */
const NAME_HEADERS: ReadonlySet<string> = new Set([
  "игрок",
  "игроки",
  "участник",
  "участники",
  "имя",
  "ник",
  "фио",
  "player",
  "players",
  "name",
  "nickname",
]);

/** Headers of a roster's column of teams. */
const TEAM_HEADERS: ReadonlySet<string> = new Set(["команда", "team"]);

/** Whether a roster's first cell is the header of its names («Игрок», «Ник», «Name»…). */
export function isRosterNameHeader(text: string): boolean {
  return NAME_HEADERS.has(normalizeText(text));
}

/**
 * The players of a roster kept as a table (a file of one name a line, or a CSV with a column of
 * names and maybe one of teams). A first row naming a column of names («Игрок», «Ник»…) is a
 * header: the names are that column's, the teams those of a «Команда» column beside it. Without
 * such a header every row is a player: the name first, then the team. Rows without a name are
 * skipped.
 */
export function rosterFromRows(rows: readonly (readonly unknown[])[]): RosterEntry[] {
  const [first = [], ...rest] = rows;
  const header = first.map((cell) => normalizeText(cellText(cell)));
  const named = header.findIndex((cell) => NAME_HEADERS.has(cell));
  const teamed = header.findIndex((cell) => TEAM_HEADERS.has(cell));
  const [body, nameAt, teamAt] = named < 0 ? [rows, 0, 1] : [rest, named, teamed];
  return body
    .map((row) => ({
      name: cellText(row[nameAt]),
      team: teamAt < 0 ? "" : cellText(row[teamAt]),
    }))
    .filter((entry) => entry.name !== "");
}

/** A name of the games the roster lacks: where it first appears, and the nearest roster name. */
export interface RosterWarning {
  /** The name as first typed. */
  readonly name: string;
  /** The roster's closest name, as the roster spells it, when one is near (closestName). */
  readonly closest?: string;
  /** The label of the first game naming it and the row the user sees. */
  readonly game: string;
  readonly row: number;
}

/** Levenshtein distance: insertions, deletions and substitutions, each 1, by code point. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitute));
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/**
 * How far a typed name is from a roster name: the edit distance of the whole names, or, half a
 * step more, of the typed name and the roster name's beginning or one of its words — «Зоя» is
 * near «Зоя Петрова», and «Петрова» too, though the whole names differ by eight letters.
 */
function nameDistance(typed: string, listed: string): number {
  const length = [...typed].length;
  const parts = [[...listed].slice(0, length).join(""), ...listed.split(" ")];
  const partial = Math.min(...parts.map((part) => editDistance(typed, part)));
  return Math.min(editDistance(typed, listed), partial + 0.5);
}

/**
 * The roster name closest to `name` (nameDistance of the compared forms), the first of the roster
 * on a tie, in Unicode NFC as every name is shown; undefined when the roster has no name near it:
 * within two edits, or a third of the typed name's letters for a longer one, as a mistyped word
 * is met elsewhere (wordMatch.ts). «Ваня» is near no name of «Маша», «Петя».
 */
export function closestName(name: string, roster: readonly string[]): string | undefined {
  const key = playerKey(name);
  const near = Math.max(2, [...key].length / 3);
  let best: { name: string; distance: number } | undefined;
  for (const entry of roster) {
    const other = playerKey(entry);
    if (other === "") continue;
    const distance = nameDistance(key, other);
    if (distance <= near && (best === undefined || distance < best.distance))
      best = { name: entry.normalize("NFC").trim(), distance };
  }
  return best?.name;
}

/**
 * Every player of the games (finished or not) missing from the roster, once, in the order of
 * their first row. None when the roster is empty: no list, nothing to compare with.
 */
export function rosterWarnings(
  evaluation: Pick<Evaluation, "games">,
  roster: readonly string[],
): RosterWarning[] {
  const known = new Set(roster.map((name) => playerKey(name)).filter((key) => key !== ""));
  if (known.size === 0) return [];
  const warned = new Set<string>();
  const first: { row: { player: string; playerKey: string; row: number }; game: string }[] = [];
  for (const game of evaluation.games)
    for (const row of game.rows)
      if (row.playerKey !== "" && !known.has(row.playerKey) && !warned.has(row.playerKey)) {
        warned.add(row.playerKey);
        first.push({ row, game: game.label });
      }
  return first
    .sort((a, b) => a.row.row - b.row.row)
    .map(({ row, game }) => ({
      name: row.player,
      ...closestOf(row.player, roster),
      game,
      row: row.row,
    }));
}

/** The warning's closest name, as a part to spread: none when no roster name is near. */
function closestOf(name: string, roster: readonly string[]): { closest?: string } {
  const closest = closestName(name, roster);
  return closest === undefined ? {} : { closest };
}

/**
 * «Игра 3, строка 12: игрока «Зоя» нет в списке участников; ближе всего — «Зоя П.»», the last
 * part only when a roster name is near.
 */
export function describeRosterWarning(warning: RosterWarning, lang: Lang): string {
  const { name, closest, game, row } = warning;
  if (lang === "ru") {
    const missing = `Игра ${game}, строка ${row}: игрока «${name}» нет в списке участников`;
    return closest === undefined ? missing : `${missing}; ближе всего — «${closest}»`;
  }
  const missing = `Game ${game}, row ${row}: “${name}” is not on the players list`;
  return closest === undefined ? missing : `${missing}; the closest name is “${closest}”`;
}
