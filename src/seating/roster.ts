import { isRosterNameHeader } from "../engine";
import { SeatingError, type SeatingPlayer } from "./model";

/**
 * The players of a list typed or pasted by an organiser: one a line, optionally a team after
 * `;`, `,` or a tab («Алёна; Ладья»). Blank lines are skipped; a first line that is a header
 * («Игрок;Команда») is not a player. A name in double quotes may contain the separators.
 */
export function parseRoster(text: string): SeatingPlayer[] {
  const players: SeatingPlayer[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  lines.forEach((line, i) => {
    if (line.trim() === "") return;
    const [name, team] = splitLine(line);
    if (players.length === 0 && isRosterNameHeader(name)) return;
    if (name === "") {
      throw new SeatingError({
        ru: `строка ${i + 1}: нет имени игрока перед командой`,
        en: `line ${i + 1}: no player name before the team`,
      });
    }
    players.push({ name, team });
  });
  return players;
}

/** The players «Игрок 1» … «Игрок N», for a seating made before the names are known. */
export function numberedPlayers(count: number): SeatingPlayer[] {
  return Array.from({ length: count }, (_, i) => ({ name: `Игрок ${i + 1}`, team: "" }));
}

function splitLine(line: string): [string, string] {
  const quoted = /^\s*"((?:[^"]|"")*)"\s*(?:[;,\t](.*))?$/.exec(line);
  if (quoted) return [(quoted[1] as string).replace(/""/g, '"').trim(), unquote(quoted[2] ?? "")];
  const cut = line.search(/[;,\t]/);
  return cut < 0 ? [line.trim(), ""] : [line.slice(0, cut).trim(), unquote(line.slice(cut + 1))];
}

function unquote(field: string): string {
  const text = field.trim();
  return /^".*"$/.test(text)
    ? text.slice(1, -1).replace(/""/g, '"').trim()
    : text.replace(/[;,\t]+$/, "").trim();
}
