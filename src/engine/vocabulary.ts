/**
 * The words of the games table, in both languages: headers and their aliases, the non-scoring
 * headers, the stems of headers that may carry points, the role, side, result, yes/no and stage
 * words. Plain constant tables, shown in docs/games-table.md; how a typed header or cell is
 * matched against them is headerMatch.ts and wordMatch.ts.
 */
import type { Field, Lang, PlaceField, Role, SeasonField, Stage, Side } from "./terms";

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
export const PLACE_ALIASES: Readonly<Record<PlaceField, readonly string[]>> = {
  round: ["раунд", "номер тура", "№ тура", "round no", "round #"],
  table: ["номер стола", "№ стола", "table no", "table #"],
};

/**
 * The columns of a season (SERIES.md): the tournament a game belongs to, and its weight in the
 * series. A table without a «Турнир» column is one tournament.
 */
export const SEASON_HEADERS: Readonly<
  Record<SeasonField, { readonly ru: string; readonly en: string }>
> = {
  tournament: { ru: "Турнир", en: "Tournament" },
  weight: { ru: "Вес турнира", en: "Tournament weight" },
};
export const SEASON_ALIASES: Readonly<Record<SeasonField, readonly string[]>> = {
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

/** Names of the roles as the product writes them (dropdowns, messages, CSV). */
export const ROLE_NAMES: Readonly<Record<Role, { readonly ru: string; readonly en: string }>> = {
  civilian: { ru: "Мирный", en: "Civilian" },
  sheriff: { ru: "Шериф", en: "Sheriff" },
  mafia: { ru: "Мафия", en: "Mafia" },
  don: { ru: "Дон", en: "Don" },
};

export const SIDE_NAMES: Readonly<Record<Side, { readonly ru: string; readonly en: string }>> = {
  red: { ru: "Красные", en: "Red" },
  black: { ru: "Чёрные", en: "Black" },
};

/** The words read as each role, side, yes and no (normalised, like the aliases above). */
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
export const SIDE_WORDS: Readonly<Record<Side, readonly string[]>> = {
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
 * words: the game's winner is then the side of the players marked won (gameTally.ts).
 */
export const RESULT_WORDS: Readonly<Record<"won" | "lost", readonly string[]>> = {
  won: ["победа", "выиграл", "выиграла", "win", "won", "w"],
  lost: ["поражение", "проигрыш", "проиграл", "проиграла", "loss", "lost", "l"],
};

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
