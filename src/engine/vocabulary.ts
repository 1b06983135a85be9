import type { Field, Lang, PlaceField, Role, SeasonField, Stage, Team } from "./terms";
import { editDistance } from "./roster";
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
  stage: { ru: "Этап", en: "Stage" },
  team: { ru: "Команда", en: "Team" },
};

/** Other spellings and abbreviations organisers use for the same headers. */
export const HEADER_ALIASES: Readonly<Record<Field, readonly string[]>> = {
  game: ["номер игры", "№ игры", "игра №", "game id", "game no", "game #"],
  seat: ["номер", "место за столом", "seat no", "seat #"],
  player: ["ник", "имя", "игрок (ник)", "ник игрока", "имя игрока", "name", "nickname"],
  role: ["карта", "роль игрока", "card"],
  winner: [
    "победа",
    "победитель",
    "победители",
    "победившая команда",
    "кто победил",
    "чья победа",
    "результат",
    "результат игры",
    "winners",
    "winning team",
    "result",
    "who won",
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
  bestMove: ["лх", "лучший ход (места)", "лучший ход (лх)", "best guess", "bm"],
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
  remarks: [
    "замечание",
    "замечаний",
    "замеч",
    "зам",
    "фол",
    "фолы",
    "фолов",
    "remark",
    "warnings",
    "fouls",
    "foul",
  ],
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
    "бонус",
    "бонусы",
    "бонусные баллы",
    "extra",
    "bonus",
    "extra points",
    "bonus points",
  ],
  stage: ["стадия", "phase"],
  team: ["команда игрока", "название команды", "team name", "squad"],
};

/**
 * The columns that say where a game was played, when games are numbered per table: with a
 * «Стол» / *Table* column a game is its round (when there is a «Тур» / *Round* column), its table
 * and its id (identity.ts, gameKey). Not scored.
 */
export const PLACE_HEADERS: Readonly<
  Record<PlaceField, { readonly ru: string; readonly en: string }>
> = {
  round: { ru: "Тур", en: "Round" },
  table: { ru: "Стол", en: "Table" },
};
const PLACE_ALIASES: Readonly<Record<PlaceField, readonly string[]>> = {
  round: ["раунд", "номер тура", "№ тура", "round no", "round #"],
  table: ["номер стола", "№ стола", "table no", "table #"],
};

/**
 * The columns of a season (SERIES.md): the tournament a game belongs to, and its weight in the
 * series. A table without a «Турнир» column is one tournament, read as it always was.
 */
export const SEASON_HEADERS: Readonly<
  Record<SeasonField, { readonly ru: string; readonly en: string }>
> = {
  tournament: { ru: "Турнир", en: "Tournament" },
  weight: { ru: "Вес турнира", en: "Tournament weight" },
};
const SEASON_ALIASES: Readonly<Record<SeasonField, readonly string[]>> = {
  tournament: ["название турнира", "event", "tournament name"],
  weight: ["коэффициент турнира", "event weight"],
};

/**
 * Headers of the add-on's own columns that score nothing: the Games sheet's «Дата» and the points
 * column =MAFIA_POINTS writes beside the games. Read as no column at all, without a word.
 */
export const OWN_UNSCORED_HEADERS: readonly string[] = ["дата", "date", "очки", "points"];

/**
 * Headers organisers put beside the games that are not scored: read as no column at all, each
 * named in a warning so the organiser knows it is not counted. Any other unknown header may be a
 * renamed scoring column (table.ts).
 */
export const UNSCORED_HEADERS: readonly string[] = [
  "судья",
  "judge",
  "ведущий",
  "host",
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
];

/** What a header's comparison leaves out: spaces, dots, hyphens and dashes, «?!:*». */
const HEADER_IGNORED = /[\s.\-\u2010-\u2015?!:*]/g;

/**
 * How a header is compared, for every header the engine reads: as names are (case and ё/е do
 * not matter), and neither do spaces, dots, hyphens and dashes, nor the punctuation questions and
 * notes add: «ЛучшийХод», «лучший-ход», « Лучший ход » and «Лучший ход?» are one header, as
 * «Прав. канд.» and «прав канд» are. A header of punctuation alone («#») is compared as written.
 */
export function headerKey(text: string): string {
  const normal = normalizeText(text);
  const key = normal.replace(HEADER_IGNORED, "");
  return key === "" ? normal : key;
}

interface HeaderMeaning {
  readonly field: Field;
  /** The language of the product's own header; null for an alias. */
  readonly lang: Lang | null;
}

/**
 * Every header the engine reads, by its compared form: the product's own first, then the aliases.
 */
function headerIndex(): Map<string, HeaderMeaning> {
  const index = new Map<string, HeaderMeaning>();
  const fields = Object.keys(HEADERS) as Field[];
  for (const field of fields) {
    index.set(headerKey(HEADERS[field].ru), { field, lang: "ru" });
    index.set(headerKey(HEADERS[field].en), { field, lang: "en" });
  }
  for (const field of fields) {
    for (const alias of HEADER_ALIASES[field]) {
      const key = headerKey(alias);
      if (!index.has(key)) index.set(key, { field, lang: null });
    }
  }
  return index;
}
const HEADER_INDEX: ReadonlyMap<string, HeaderMeaning> = headerIndex();
const OWN_UNSCORED: ReadonlySet<string> = new Set(OWN_UNSCORED_HEADERS.map(headerKey));
const UNSCORED: ReadonlySet<string> = new Set(UNSCORED_HEADERS.map(headerKey));

/** The headers of columns read beside the scored ones, in both languages and their aliases. */
function sideIndex<F extends string>(
  headers: Readonly<Record<F, { readonly ru: string; readonly en: string }>>,
  aliases: Readonly<Record<F, readonly string[]>>,
): ReadonlyMap<string, F> {
  return new Map(
    (Object.keys(headers) as F[]).flatMap((field) =>
      [headers[field].ru, headers[field].en, ...aliases[field]].map(
        (name) => [headerKey(name), field] as const,
      ),
    ),
  );
}
const PLACE_INDEX = sideIndex(PLACE_HEADERS, PLACE_ALIASES);
const SEASON_INDEX = sideIndex(SEASON_HEADERS, SEASON_ALIASES);

/** The place column a header names («Стол», «Тур»), if any. */
export function placeOfHeader(text: string): PlaceField | undefined {
  return PLACE_INDEX.get(headerKey(text));
}

/** The season column a header names («Турнир», «Вес турнира»), if any. */
export function seasonOfHeader(text: string): SeasonField | undefined {
  return SEASON_INDEX.get(headerKey(text));
}

/**
 * What a header names, as one word whatever its spelling or language: a column's field («Игрок»,
 * «Ник» and «Player» are `player`), a place or season column, or else the header as compared.
 * Tables of several files are joined column by column with it.
 */
export function headerMeaning(text: string): string {
  return (
    recognizeHeader(text)?.field ?? placeOfHeader(text) ?? seasonOfHeader(text) ?? headerKey(text)
  );
}

/**
 * Whether a header names a column known to score nothing: the add-on's own («Дата», «Очки»),
 * read without a word, or another («Судья», «Комментарий»), named in a warning.
 */
export function unscoredHeader(text: string): "own" | "other" | undefined {
  const key = headerKey(text);
  if (OWN_UNSCORED.has(key)) return "own";
  return UNSCORED.has(key) ? "other" : undefined;
}

export function recognizeHeader(text: string): HeaderMeaning | undefined {
  return HEADER_INDEX.get(headerKey(text)) ?? recognizeVariant(text);
}

/**
 * Words of a count put before a column's name: «Кол-во фолов», «Кол. фолов», «Количество
 * замечаний», «Число ПК», “Number of fouls”. In their compared form, the longest first.
 */
export const COUNT_PREFIXES: readonly string[] = [
  "количество",
  "numberof",
  "колво",
  "число",
  "кол",
  "count",
];

/**
 * A header written with more than its name: a note in brackets («Лучший ход (ЛХ)», «ПУ (первый
 * убитый)», «Фолы [шт]») or a count word before it («Кол-во фолов»). Read as the column the name
 * outside the brackets names, else the one inside them; each with or without a count word.
 */
function recognizeVariant(text: string): HeaderMeaning | undefined {
  const outside = text.replace(/[([][^)\]]*[)\]]/g, " ");
  const inside = [...text.matchAll(/[([]([^)\]]*)[)\]]/g)].map((match) => match[1] ?? "");
  for (const part of [outside, ...inside]) {
    const key = headerKey(part);
    if (key === "") continue;
    const meaning = HEADER_INDEX.get(key) ?? withoutCountWord(key);
    if (meaning !== undefined) return { field: meaning.field, lang: null };
  }
  return undefined;
}

function withoutCountWord(key: string): HeaderMeaning | undefined {
  const prefix = COUNT_PREFIXES.find((word) => key.startsWith(word) && key.length > word.length);
  return prefix === undefined ? undefined : HEADER_INDEX.get(key.slice(prefix.length));
}

/**
 * Word stems that say a header may carry points: an unknown header holding one is never
 * ignored (table.ts), it is that column renamed or refused. A stem of two letters is a whole
 * word of the header («ПУ», «ЛХ»), one of three a word's beginning («Фолы», «Допы»), a longer
 * one anywhere in it («Количествофолов»). `penalty` is a penalty of no set kind («Штраф»): a
 * count of remarks or points taken off, which the table must say.
 */
export const SCORING_STEMS: Readonly<Record<Field | "penalty", readonly string[]>> = {
  game: [],
  seat: [],
  player: [],
  role: [],
  winner: ["побед", "winner", "win", "won"],
  firstKilled: [
    "пу",
    "первыйубит",
    "убитвпервую",
    "убитвперв",
    "убитпервым",
    "отстрел",
    "firstkill",
    "killedfirst",
    "fk",
  ],
  bestMove: ["лх", "лучшийход", "bestmove", "bestguess", "bm"],
  correct: ["пк", "правильн", "кандидат", "correct"],
  bestPlayer: ["ли", "лучшийигрок", "bestplayer", "mvp"],
  remarks: ["фол", "замеч", "предупрежд", "remark", "foul", "warning"],
  removed: ["удал", "дисквал", "removal", "removed", "disqual"],
  extra: ["бонус", "доп", "extra", "bonus"],
  stage: [],
  team: [],
  penalty: ["штраф", "penalt"],
};

/** The column an unknown header may carry points of, by the stems above; undefined for none. */
export function scoringIdeaOf(text: string): Field | "penalty" | undefined {
  const words = normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
  const letters = words.join("");
  const holds = (stem: string): boolean =>
    stem.length === 2
      ? words.includes(stem)
      : stem.length === 3
        ? words.some((word) => word.startsWith(stem))
        : letters.includes(stem);
  const ideas = Object.keys(SCORING_STEMS) as (Field | "penalty")[];
  return ideas.find((idea) => SCORING_STEMS[idea].some(holds));
}

/**
 * Whether an unknown header looks like a column's name, so that it may be that column renamed
 * («Замечаньки», «Замеч. (фолы)» for «Замечания»). The rule: compared as headers are, with only
 * letters and digits kept, the header and one of the column's names (its own, in either language,
 * or an alias) begin with the same 5 characters, or one of the two is at least 4 characters long
 * and begins the other («Фолы за игру» and «Фолы»). «Команда», «Комментарий судьи» look like no
 * column.
 */
export function looksLikeColumn(text: string, field: Field): boolean {
  const header = letterKey(text);
  return columnNames(field).some((name) => {
    const common = commonPrefix(header, name);
    return common >= 5 || (common >= 4 && common === Math.min(header.length, name.length));
  });
}

/**
 * Of headers the engine did not understand, the one nearest a column's names (edit distance of
 * the letters, «№ места» for «Место»); undefined when none is within half the name's letters.
 */
export function nearestHeader(field: Field, headers: readonly string[]): string | undefined {
  let best: { header: string; distance: number } | undefined;
  for (const header of headers) {
    const key = letterKey(header);
    for (const name of columnNames(field)) {
      const distance = Math.min(
        editDistance(key, name),
        // A word of the column's name kept, and the rest added: «Номер места», «Место игрока».
        key.includes(name) && name.length >= 4 ? 1 : Number.POSITIVE_INFINITY,
      );
      if (
        distance <= Math.max(2, name.length / 2) &&
        (best === undefined || distance < best.distance)
      )
        best = { header, distance };
    }
  }
  return best?.header;
}

function letterKey(text: string): string {
  return headerKey(text).replace(/[^\p{L}\p{N}]/gu, "");
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Every name of a column (its own in both languages, its aliases), as looksLikeColumn reads them:
 * made when a table first has a header the add-on does not know, not when the script loads.
 */
function columnNames(field: Field): readonly string[] {
  columnNamesMade ??= new Map(
    (Object.keys(HEADERS) as Field[]).map((f) => [
      f,
      [HEADERS[f].ru, HEADERS[f].en, ...HEADER_ALIASES[f]].map(letterKey),
    ]),
  );
  return columnNamesMade.get(field) ?? [];
}
let columnNamesMade: ReadonlyMap<Field, readonly string[]> | undefined;

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

/** Each word of the lists, in its compared form, to the value it reads as. */
function wordIndex<T extends string>(
  entries: Readonly<Record<T, readonly string[]>>,
): Map<string, T> {
  const index = new Map<string, T>();
  for (const [value, words] of Object.entries(entries) as [T, readonly string[]][]) {
    for (const word of words) index.set(normalizeText(word), value);
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
    "мир",
    "мирн",
    "житель",
    "к",
    "civilian",
    "citizen",
    "villager",
    "civ",
    "c",
  ],
  sheriff: ["шериф", "шер", "ш", "комиссар", "ком", "sheriff", "sher", "detective", "s"],
  mafia: ["мафия", "мафиози", "маф", "м", "mafia", "maf", "mafioso", "m"],
  don: ["дон", "дон мафии", "д", "don", "d"],
};
export const TEAM_WORDS: Readonly<Record<Team, readonly string[]>> = {
  red: [
    "красные",
    "красный",
    "красная",
    "красн",
    "кр",
    "мирные",
    "мирные жители",
    "мирных",
    "город",
    "победа красных",
    "победа мирных",
    "победа города",
    "к",
    "red",
    "reds",
    "town",
    "civilians",
    "red win",
    "red won",
    "r",
  ],
  black: [
    "черные",
    "черный",
    "черная",
    "черн",
    "чер",
    "мафия",
    "победа черных",
    "победа мафии",
    "ч",
    "black",
    "blacks",
    "mafia",
    "black win",
    "black won",
    "b",
  ],
};
export const YES_NO_WORDS: Readonly<Record<"yes" | "no", readonly string[]>> = {
  yes: ["true", "истина", "да", "д", "yes", "y", "1", "+", "x", "х", "v", "✓", "✔"],
  no: ["false", "ложь", "нет", "н", "no", "n", "0", "-", "—", "–", "−"],
};

/**
 * A per-player result in the winner column («Победа»: did this player win), beside the yes/no
 * words: the game's winner is then the side of the players marked won (games.ts).
 */
export const RESULT_WORDS: Readonly<Record<"won" | "lost", readonly string[]>> = {
  won: ["победа", "выиграл", "выиграла", "win", "won", "w"],
  lost: ["поражение", "проигрыш", "проиграл", "проиграла", "loss", "lost", "l"],
};

const ROLE_INDEX = wordIndex(ROLE_WORDS);
const RESULT_INDEX = wordIndex(RESULT_WORDS);
const TEAM_INDEX = wordIndex(TEAM_WORDS);
const YES_NO_INDEX = wordIndex(YES_NO_WORDS);

/** How a role, team or yes/no word is compared: as names are, and a closing dot («мирн.») aside. */
function wordKey(text: string): string {
  const normal = normalizeText(text);
  return normal.length > 1 && normal.endsWith(".") ? normal.slice(0, -1).trimEnd() : normal;
}

export function roleFromText(text: string): Role | undefined {
  return ROLE_INDEX.get(wordKey(text));
}
export function teamFromText(text: string): Team | undefined {
  return TEAM_INDEX.get(wordKey(text));
}
export function yesNoFromText(text: string): boolean | undefined {
  const word = YES_NO_INDEX.get(wordKey(text));
  return word === undefined ? undefined : word === "yes";
}

/**
 * The name of `names` nearest a name none of them is (edit distance of the forms `key` compares),
 * in either language; undefined when none is within a third of its letters (two at least).
 */
export function nearestName<N extends { readonly ru: string; readonly en: string }>(
  text: string,
  names: readonly N[],
  key: (text: string) => string,
): N | undefined {
  const typed = key(text);
  let best: { name: N; distance: number } | undefined;
  for (const name of names) {
    for (const written of [name.ru, name.en]) {
      const other = key(written);
      const d = editDistance(typed, other);
      const near = d <= Math.max(2, Math.max(typed.length, other.length) / 3);
      if (near && (best === undefined || d < best.distance)) best = { name, distance: d };
    }
  }
  return best?.name;
}

/** A per-player result mark: a result word or a yes/no word; undefined for anything else. */
export function resultFromText(text: string): "won" | "lost" | undefined {
  const key = wordKey(text);
  const word = RESULT_INDEX.get(key);
  if (word !== undefined) return word;
  const yes = YES_NO_INDEX.get(key);
  return yes === undefined ? undefined : yes === "yes" ? "won" : "lost";
}

/**
 * The word of `words` nearest to a word no list holds (edit distance of the compared forms), as
 * the value it reads as; undefined when none is within a third of the longer word's letters.
 */
export function nearestWord<T extends string>(
  text: string,
  words: Readonly<Record<T, readonly string[]>>,
): T | undefined {
  const typed = wordKey(text);
  let best: { value: T; distance: number } | undefined;
  for (const [value, list] of Object.entries(words) as [T, readonly string[]][]) {
    for (const word of list) {
      if (word.length < 3) continue;
      const d = editDistance(typed, word);
      if (d <= Math.max(typed.length, word.length) / 3 && (best === undefined || d < best.distance))
        best = { value, distance: d };
    }
  }
  return best?.value;
}

export const POINTS_HEADER: Readonly<Record<Lang, string>> = { ru: "Очки", en: "Points" };

/** Names of the stages as the product writes them (STAGES.md, "The «Этап» / Stage column"). */
export const STAGE_NAMES: Readonly<Record<Stage, { readonly ru: string; readonly en: string }>> = {
  main: { ru: "Основной", en: "Main" },
  semi: { ru: "Полуфинал", en: "Semi-final" },
  final: { ru: "Финал", en: "Final" },
};

/** The words read as each stage, in either language; a blank cell is the main stage. */
export const STAGE_WORDS: Readonly<Record<Stage, readonly string[]>> = {
  main: [
    "основной",
    "основной этап",
    "отбор",
    "отборочный",
    "квалификация",
    "main",
    "qualifying",
    "qualification",
  ],
  semi: ["полуфинал", "semi-final", "semifinal", "semi"],
  final: ["финал", "final"],
};

/** How a stage is compared: as words are, and spaces and hyphens do not matter («Semi-final»). */
function stageKey(text: string): string {
  return normalizeText(text).replace(/[\s-]/g, "");
}

const STAGE_INDEX: ReadonlyMap<string, Stage> = new Map(
  (Object.entries(STAGE_WORDS) as [Stage, readonly string[]][]).flatMap(([stage, words]) =>
    words.map((word) => [stageKey(word), stage] as const),
  ),
);

export function stageFromText(text: string): Stage | undefined {
  return STAGE_INDEX.get(stageKey(text));
}
