/** The seating dialog's words. */
import type { Lang } from "../../engine";

export interface DialogTexts {
  readonly intro: (sheet: string) => string;
  readonly players: string;
  readonly tables: string;
  readonly games: string;
  readonly seed: string;
  readonly seedHint: string;
  readonly count: (players: number, games: number | null, rounds: number | null) => string;
  readonly make: string;
  readonly close: string;
  readonly working: string;
  readonly replace: string;
  readonly cancel: string;
  readonly loading: string;
  readonly failed: string;
  readonly cannot: string;
  // The final's dialog.
  readonly finalIntro: string;
  readonly finalGames: string;
  readonly finalGamesRange: (max: number) => string;
  readonly finalMake: string;
}

const ru: DialogTexts = {
  intro: (sheet) =>
    `Игроки — с листа «${sheet}» (A — имя, B — команда) или вставьте список: ` +
    `игрок в строке, команда через «;». Игроки одной команды не сядут за один стол.`,
  players: "Игроки",
  tables: "Столов",
  games: "Игр на игрока",
  seed: "Зерно",
  seedHint: "то же зерно — та же рассадка",
  count: (players, games, rounds) =>
    `Игроков: ${players}` + (games === null ? "" : `, игр: ${games}, туров: ${rounds}`),
  make: "Составить",
  close: "Закрыть",
  working: "Составляю рассадку… Это может занять до минуты.",
  replace: "Заменить",
  cancel: "Отмена",
  loading: "Загрузка…",
  failed: "Не получилось:",
  cannot: "Рассадку составить нельзя:",
  finalIntro:
    "Финалисты — первые игроки таблицы по основному этапу и полуфиналам " +
    "(сколько — «Финалистов» на листе «Правила»; за одним столом — 10). " +
    "В каждых десяти играх финала каждый сядет на каждое место один раз. " +
    "Рассадка заменит лист «Рассадка»; номера игр продолжат протокол, этап — «Финал».",
  finalGames: "Игр в финале",
  finalGamesRange: (max) => `Число игр финала — целое, от 1 до ${max}.`,
  finalMake: "Рассадить финал",
};

const en: DialogTexts = {
  intro: (sheet) =>
    `Players come from the “${sheet}” sheet (A name, B team), or paste a list: ` +
    `one player a line, a team after “;”. Players of one team never share a table.`,
  players: "Players",
  tables: "Tables",
  games: "Games per player",
  seed: "Seed",
  seedHint: "the same seed gives the same seating",
  count: (players, games, rounds) =>
    `Players: ${players}` + (games === null ? "" : `, games: ${games}, rounds: ${rounds}`),
  make: "Make seating",
  close: "Close",
  working: "Making the seating… This may take up to a minute.",
  replace: "Replace",
  cancel: "Cancel",
  loading: "Loading…",
  failed: "Failed:",
  cannot: "No seating:",
  finalIntro:
    "The finalists are the first players of the standings over the main stage and the " +
    "semi-finals (how many: “Finalists” on the “Rules” sheet; one table seats 10). " +
    "In every ten final games each finalist sits in every seat once. " +
    "The seating replaces the “Seating” sheet; game ids continue the protocol, stage “Final”.",
  finalGames: "Final games",
  finalGamesRange: (max) => `The number of final games is a whole number from 1 to ${max}.`,
  finalMake: "Seat the final",
};

export const DIALOG_TEXTS: Readonly<Record<Lang, DialogTexts>> = { ru, en };
