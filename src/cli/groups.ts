/**
 * The groups of the standings (STAGES.md, "Order of the standings") as the command line shows
 * them: in the table a line under the last finalist and a «Без места» / "No place" heading above
 * the players with too few games, as on the standings sheet; in CSV a «Группа» / "Group" column
 * when there is more than one group; in JSON the `group` key of every player.
 */
import { plural, type Cell, type Evaluation, type Lang, type StandingGroup } from "../engine";

/** A line across the table before its data row `before`, with a heading when there is one. */
export interface TableBreak {
  readonly before: number;
  readonly heading?: string;
}

const GROUP_HEADER: Readonly<Record<Lang, string>> = { ru: "Группа", en: "Group" };

const GROUP_WORDS: Readonly<Record<StandingGroup, Readonly<Record<Lang, string>>>> = {
  finalists: { ru: "Финалист", en: "Finalist" },
  ranked: { ru: "В зачёте", en: "Ranked" },
  "too-few": { ru: "Без места", en: "No place" },
};

function noPlaceHeading(minGames: number, lang: Lang): string {
  return lang === "ru"
    ? `Без места: меньше ${minGames} ${plural(minGames, "игры", "игр", "игр")}`
    : `No place: fewer than ${minGames} game${minGames === 1 ? "" : "s"}`;
}

/** Where the standings table breaks: under the finalists, above the players without a place. */
export function groupBreaks(evaluation: Evaluation): TableBreak[] {
  const groups = evaluation.standings.map((s) => s.group);
  const tooFew = groups.indexOf("too-few");
  const afterFinalists = groups.lastIndexOf("finalists") + 1;
  const breaks: TableBreak[] = [];
  // A line under the last finalist, unless the heading of the players without a place is there.
  if (afterFinalists > 0 && afterFinalists < groups.length && afterFinalists !== tooFew)
    breaks.push({ before: afterFinalists });
  if (tooFew >= 0) {
    const heading = noPlaceHeading(evaluation.system.minGames, evaluation.layout.lang);
    breaks.push({ before: tooFew, heading });
  }
  return breaks;
}

/** The standings grid with the «Группа» column when the players are not all of one group. */
export function withGroupColumn(
  grid: readonly (readonly Cell[])[],
  evaluation: Evaluation,
): Cell[][] {
  const lang = evaluation.layout.lang;
  const groups = evaluation.standings.map((s) => s.group);
  if (groups.every((group) => group === "ranked")) return grid.map((row) => [...row]);
  return grid.map((row, r) => [
    ...row,
    r === 0 ? GROUP_HEADER[lang] : GROUP_WORDS[groups[r - 1] ?? "ranked"][lang],
  ]);
}
