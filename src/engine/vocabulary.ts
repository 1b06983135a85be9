import type { Field, Lang, Role, Team } from "./model";
import { lazy } from "./lazy";
import { normalizeText } from "./text";

/** The header of each column as the product writes it, in both languages. */
export const HEADERS: Readonly<Record<Field, { readonly ru: string; readonly en: string }>> = {
  game: { ru: "Игра", en: "Game" },
  seat: { ru: "Место", en: "Seat" },
  player: { ru: "Игрок", en: "Player" },
  role: { ru: "Роль", en: "Role" },
  winner: { ru: "Победили", en: "Winner" },
  firstKilled: { ru: "Убит в первую ночь", en: "Killed first night" },
  bestMove: { ru: "Лучший ход", en: "Best move" },
  correct: { ru: "Правильная кандидатура", en: "Correct pick" },
  bestPlayer: { ru: "Лучший игрок", en: "Best player" },
  remarks: { ru: "Замечания", en: "Remarks" },
  removed: { ru: "Удаление", en: "Removed" },
  extra: { ru: "Доп. баллы", en: "Extra points" },
};

/**
 * Other spellings and abbreviations organisers use for the same headers. These lists and the
 * ones below are written as `headerKey` and `normalizeText` make them (a test checks), so the
 * indexes are made at load without text work: every formula call loads the bundle.
 */
export const HEADER_ALIASES: Readonly<Record<Field, readonly string[]>> = {
  game: ["номер игры", "№ игры", "игра №", "game id", "game no", "game #"],
  seat: ["номер", "место за столом", "seat no", "seat #"],
  player: ["ник", "имя", "игрок (ник)", "name", "nickname"],
  role: ["карта", "роль игрока", "card"],
  winner: [
    "победа",
    "победитель",
    "победители",
    "победившая команда",
    "результат",
    "winners",
    "winning team",
    "result",
  ],
  firstKilled: [
    "убит первым",
    "первый убитый",
    "пу",
    "убит в 1 ночь",
    "отстрел в первую ночь",
    "first killed",
    "killed first",
    "fk",
  ],
  bestMove: ["лх", "лучший ход (места)", "best guess", "bm"],
  correct: [
    "правильные кандидатуры",
    "правильная кандидатура/убийство",
    "прав канд",
    "прав кандидатура",
    "пк",
    "correct picks",
    "correct",
  ],
  bestPlayer: ["лучший", "ли", "лучш игрок", "best", "bp", "mvp"],
  remarks: ["замечание", "замеч", "зам", "фол", "фолы", "remark", "warnings", "fouls", "foul"],
  removed: [
    "удален",
    "удаление из игры",
    "удал",
    "уд",
    "дисквалификация",
    "removal",
    "disqualified",
  ],
  extra: [
    "доп баллы",
    "доп",
    "допы",
    "доп очки",
    "дополнительные баллы",
    "дополнительные очки",
    "extra",
    "bonus",
    "extra points",
    "bonus points",
  ],
};

/**
 * Headers organisers put beside the games that are not scored: read as no column at all. Any
 * other unknown header may be a renamed scoring column (table.ts).
 */
export const NON_SCORING_HEADERS: readonly string[] = [
  "дата",
  "date",
  "стол",
  "table",
  "тур",
  "round",
  "судья",
  "judge",
  "ведущий",
  "host",
  "очки",
  "points",
  "комментарий",
  "комментарии",
  "comment",
  "comments",
  "примечание",
  "примечания",
  "note",
  "notes",
  "клуб",
  "club",
  "город",
  "city",
  "№",
  "#",
  "время",
  "time",
  "турнир",
  "tournament",
];

/**
 * How a header is compared: as names are, and punctuation that abbreviations and questions add
 * («Прав. канд.», «Лучший игрок?», «Доп.») does not matter.
 */
export function headerKey(text: string): string {
  const key = normalizeText(text.replace(/[.?!:*]/g, " "));
  return key === "" ? normalizeText(text) : key;
}

// Made at the first header read: the headers' own keys take text work (HEADERS is for display).
const headerIndex = lazy(() => {
  const index = new Map<string, { field: Field; lang: Lang | null }>();
  for (const field of Object.keys(HEADERS) as Field[]) {
    index.set(headerKey(HEADERS[field].ru), { field, lang: "ru" });
    index.set(headerKey(HEADERS[field].en), { field, lang: "en" });
  }
  for (const field of Object.keys(HEADERS) as Field[]) {
    for (const alias of HEADER_ALIASES[field]) {
      if (!index.has(alias)) index.set(alias, { field, lang: null });
    }
  }
  return index;
});
const nonScoring = lazy(() => new Set(NON_SCORING_HEADERS));

export function isNonScoringHeader(text: string): boolean {
  return nonScoring().has(headerKey(text));
}

export function recognizeHeader(text: string): { field: Field; lang: Lang | null } | undefined {
  return headerIndex().get(headerKey(text));
}

/** Names of the roles as the product writes them (dropdowns, messages, CSV). */
export const ROLE_NAMES: Readonly<Record<Role, { readonly ru: string; readonly en: string }>> = {
  civilian: { ru: "Мирный", en: "Civilian" },
  sheriff: { ru: "Шериф", en: "Sheriff" },
  mafia: { ru: "Мафия", en: "Mafia" },
  don: { ru: "Дон", en: "Don" },
};

export const TEAM_NAMES: Readonly<Record<Team, { readonly ru: string; readonly en: string }>> = {
  red: { ru: "Красные", en: "Red" },
  black: { ru: "Чёрные", en: "Black" },
};

function wordIndex<T extends string>(
  entries: Readonly<Record<T, readonly string[]>>,
): Map<string, T> {
  const index = new Map<string, T>();
  for (const [value, words] of Object.entries(entries) as [T, readonly string[]][]) {
    for (const word of words) index.set(word, value);
  }
  return index;
}

/** The words read as each role, team, yes and no (normalised, like the aliases above). */
export const ROLE_WORDS: Readonly<Record<Role, readonly string[]>> = {
  civilian: [
    "мирный",
    "мирный житель",
    "мирная",
    "мирная жительница",
    "мирный житель (мж)",
    "мж",
    "житель",
    "к",
    "civilian",
    "citizen",
    "villager",
    "c",
  ],
  sheriff: ["шериф", "ш", "комиссар", "sheriff", "detective", "s"],
  mafia: ["мафия", "мафиози", "м", "mafia", "mafioso", "m"],
  don: ["дон", "дон мафии", "д", "don", "d"],
};
export const TEAM_WORDS: Readonly<Record<Team, readonly string[]>> = {
  red: [
    "красные",
    "красный",
    "красная",
    "мирные",
    "город",
    "к",
    "red",
    "reds",
    "town",
    "civilians",
    "r",
  ],
  black: ["черные", "черный", "черная", "мафия", "ч", "black", "blacks", "mafia", "b"],
};
export const YES_NO_WORDS: Readonly<Record<"yes" | "no", readonly string[]>> = {
  yes: ["true", "истина", "да", "д", "yes", "y", "1", "+", "x", "х", "v", "✓", "✔"],
  no: ["false", "ложь", "нет", "н", "no", "n", "0", "-", "—"],
};

const roleWords = lazy(() => wordIndex(ROLE_WORDS));
const teamWords = lazy(() => wordIndex(TEAM_WORDS));
const yesNoWords = lazy(() => wordIndex(YES_NO_WORDS));

export function roleFromText(text: string): Role | undefined {
  return roleWords().get(normalizeText(text));
}
export function teamFromText(text: string): Team | undefined {
  return teamWords().get(normalizeText(text));
}
export function yesNoFromText(text: string): boolean | undefined {
  const word = yesNoWords().get(normalizeText(text));
  return word === undefined ? undefined : word === "yes";
}

/** Labels of the standings columns (issue #2, MAFIA_STANDINGS). */
export const STANDINGS_HEADERS = {
  ru: [
    "Место",
    "Игрок",
    "Очки",
    "Игры",
    "Победы",
    "Поражения",
    "Лучший игрок",
    "Победы Доном",
    "Победы Шерифом",
    "Победы Мафией",
    "Убит в первую ночь",
  ],
  en: [
    "Place",
    "Player",
    "Points",
    "Games",
    "Wins",
    "Losses",
    "Best player",
    "Don wins",
    "Sheriff wins",
    "Mafia wins",
    "Killed first night",
  ],
} as const;

export const POINTS_HEADER: Readonly<Record<Lang, string>> = { ru: "Очки", en: "Points" };
