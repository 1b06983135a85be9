/**
 * The games still being played (no winner written): left out of the standings, so every
 * surface names them beside what it prints, whatever the output format.
 */
import type { Evaluation } from "./evaluate";
import { gameLabel, gameList } from "./messages";
import type { Game } from "./model";
import type { Lang } from "./terms";

/** The games in progress of an evaluation, in table order. */
export function gamesInProgress(evaluation: Evaluation): readonly Game[] {
  return evaluation.games.filter((game) => game.status === "in-progress");
}

const IN_PROGRESS: Readonly<Record<Lang, { head: string; game: string; games: string }>> = {
  ru: { head: "в процессе, не учтены", game: "игра", games: "игры" },
  en: { head: "in progress, not counted", game: "game", games: "games" },
};

/**
 * «в процессе, не учтены: игра 4» / «…: игры 4, 7»; “in progress, not counted: game 4” /
 * “…: games 4, 7”; the first ten named, then how many more. "" when there are none.
 */
export function describeInProgress(evaluation: Evaluation, lang: Lang): string {
  const labels = gamesInProgress(evaluation).map((game) => gameLabel(game, lang));
  if (labels.length === 0) return "";
  const words = IN_PROGRESS[lang];
  const games = labels.length === 1 ? words.game : words.games;
  return `${words.head}: ${games} ${gameList(labels, lang)}`;
}
