/** Problems in words, in the table's language: one wording for a problem wherever it appears. */
import type { Issue, IssueCode, IssueOf, Warning } from "./issues";
import { EXTRA_LIMIT, MAX_COUNT, MAX_TOURNAMENT_WEIGHT, TABLE_SIZE, type Lang } from "./terms";
import { PRESET_NAMES, TIE_BREAKS } from "./system";
import { STATS_VIEWS } from "./statsGrid";
import { quote } from "./quote";
import { normalizeText } from "./text";
import { HEADERS, ROLE_NAMES, STAGE_NAMES, SIDE_NAMES } from "./vocabulary";
import { nearestName } from "./wordMatch";
import {
  EXTRA_CELLS,
  NOT_GAMES_TABLE,
  NOT_UNDERSTOOD,
  PENALTY_COLUMN,
  RESULT_CONFLICT,
  rowRanges,
  SCORING_HEADER,
} from "./readingMessages";

/** The Russian form of a count: 1 строка, 3 строки, 11 строк. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const list = (numbers: readonly number[]): string => numbers.join(", ");
const quotedLetters = (letters: readonly string[]): string =>
  letters.map((letter) => `«${letter}»`).join(", ");
const tieBreakWords = (lang: Lang): string =>
  Object.values(TIE_BREAKS)
    .map((word) => word[lang])
    .join(", ");
const presets = (lang: Lang): string =>
  Object.values(PRESET_NAMES)
    .map((name) => quote(name[lang], lang))
    .join(lang === "ru" ? " или " : " or ");

/**
 * What a problem's row numbers count: rows of a table, or the seats of a ten-seat form (the
 * sidebar's and the game store's rows are numbered by seat).
 */
export type RowUnit = "row" | "seat";

/** Each unit's words: one, several, and «in the rows» / «the rows» for a list named apart. */
const UNIT_WORDS: Readonly<
  Record<RowUnit, Readonly<Record<Lang, readonly [string, string, string]>>>
> = {
  row: { ru: ["строка", "строки", "в строках"], en: ["row", "rows", "the rows"] },
  seat: { ru: ["место", "места", "на местах"], en: ["seat", "seats", "the seats"] },
};

/** «строки 2, 3», «строка 4», «места 1, 8»; “rows 2, 3”, “seat 4”. */
function numbered(numbers: readonly number[], lang: Lang, unit: RowUnit): string {
  const [one, many] = UNIT_WORDS[unit][lang];
  return `${numbers.length > 1 ? many : one} ${list(numbers)}`;
}

/** «в строках» / «на местах»; “the rows” / “the seats”. */
const inUnits = (lang: Lang, unit: RowUnit): string => UNIT_WORDS[unit][lang][2];

/** «в строке 3», «в строках 2–4», «на месте 3»; “row 3”, “rows 2–4”. */
function inRows(rows: readonly number[], lang: Lang, unit: RowUnit): string {
  const ranges = rowRanges(rows, lang);
  if (lang === "en") return `${UNIT_WORDS[unit].en[rows.length > 1 ? 1 : 0]} ${ranges}`;
  if (rows.length > 1) return `${inUnits(lang, unit)} ${ranges}`;
  return `${unit === "row" ? "в строке" : "на месте"} ${ranges}`;
}

/** «от 1 до 100», «больше 0 и не больше 10»: the values a number setting takes. */
function rangeText(range: IssueOf<"rules-out-of-range">["range"], lang: Lang): string {
  const { min, max } = range;
  if (lang === "ru") {
    const what = range.whole === true ? "целое число" : "число";
    return range.aboveMin === true
      ? `${what} больше ${min} и не больше ${max}`
      : `${what} от ${min} до ${max}`;
  }
  const what = range.whole === true ? "a whole number" : "a number";
  return range.aboveMin === true
    ? `${what} above ${min} and at most ${max}`
    : `${what} from ${min} to ${max}`;
}

/** «a», «b» или «c»; “a”, “b” or “c”. */
function alternatives(words: readonly string[], lang: Lang): string {
  const quoted = words.map((word) => quote(word, lang));
  const last = quoted.pop() ?? "";
  return quoted.length === 0
    ? last
    : `${quoted.join(", ")} ${lang === "ru" ? "или" : "or"} ${last}`;
}

/** The views of MAFIA_STATS, as the view argument is written. */
const views = (lang: Lang): string =>
  alternatives(
    Object.values(STATS_VIEWS).map((names) => names[lang]),
    lang,
  );

/** «; может быть, «итоги»?» after a mistyped view, when one is near. */
function nearView(issue: IssueOf<"stats-view">, lang: Lang): string {
  const near = nearestName(issue.value, Object.values(STATS_VIEWS), normalizeText);
  if (near === undefined) return "";
  return lang === "ru" ? `; может быть, «${near.ru}»?` : `; did you mean “${near.en}”?`;
}

/** What is wrong, by problem code, in each language; where it is comes from describeIssue. */
type Texts = {
  readonly [C in IssueCode]: Readonly<Record<Lang, (issue: IssueOf<C>, unit: RowUnit) => string>>;
};

const TEXTS: Texts = {
  "missing-column": {
    ru: (i) => `в заголовке нет этого столбца${NOT_UNDERSTOOD.ru(i)}`,
    en: (i) => `the header has no such column${NOT_UNDERSTOOD.en(i)}`,
  },
  "not-games-table": NOT_GAMES_TABLE,
  "scoring-header": SCORING_HEADER,
  "penalty-column": PENALTY_COLUMN,
  "extra-cells": EXTRA_CELLS,
  "result-conflict": {
    ru: (i, unit) => RESULT_CONFLICT.ru(i, inRows(i.rows, "ru", unit)),
    en: (i, unit) => RESULT_CONFLICT.en(i, inRows(i.rows, "en", unit)),
  },
  "renamed-column": {
    ru: (i) => {
      const column = HEADERS[i.column].ru;
      return (
        `столбец «${i.value}» похож на «${column}», а столбца «${column}» нет; назовите его ` +
        `«${column}», а если это другой столбец — дайте ему непохожее название`
      );
    },
    en: (i) =>
      `column “${i.value}” looks like “${HEADERS[i.column].en}”, which the table lacks; name it ` +
      `“${HEADERS[i.column].en}”, or, if it is another column, give it a name unlike it`,
  },
  "column-twice": {
    ru: (i) =>
      `столбец «${i.firstHeader ?? HEADERS[i.column].ru}» в заголовке дважды ` +
      `(второй — «${i.value}»); оставьте один или переименуйте второй`,
    en: (i) =>
      `the header has column “${i.firstHeader ?? HEADERS[i.column].en}” twice ` +
      `(the second is “${i.value}”); keep one or rename the other`,
  },
  "look-alike-name": {
    ru: (i) => {
      const letters = `латинск${i.latin.length > 1 ? "ие" : "ая"} ${quotedLetters(i.latin)}`;
      return (
        `«${i.name}» (${letters}) и «${i.other}» считаются разными игроками; ` +
        `если это один человек, перепечатайте имя русскими буквами`
      );
    },
    en: (i) =>
      `“${i.name}” (Latin ${i.latin.map((l) => `“${l}”`).join(", ")}) and “${i.other}” count as ` +
      `two players; if they are one person, retype the name in Cyrillic letters`,
  },
  "ignored-header": {
    ru: (i) => `столбец «${i.value}» не распознан и не учитывается`,
    en: (i) => `column “${i.value}” is not recognised and is left out`,
  },
  "unscored-header": {
    ru: (i) => `столбец «${i.value}» на очки не влияет и не учитывается`,
    en: (i) => `column “${i.value}” scores nothing and is left out`,
  },
  "sheet-error": {
    ru: (i) => `«${i.value}» — ошибка формулы в ячейке; исправьте формулу или впишите значение`,
    en: (i) => `“${i.value}” is a formula error; fix the formula or type the value`,
  },
  "bad-extra": {
    ru: (i) =>
      `«${i.value}» — нужно число от −${EXTRA_LIMIT} до ${EXTRA_LIMIT}, ` +
      `не больше двух знаков после запятой`,
    en: (i) =>
      `“${i.value}” is not a number from −${EXTRA_LIMIT} ` +
      `to ${EXTRA_LIMIT} with at most two decimals`,
  },
  "no-game": { ru: () => "не указан номер игры", en: () => "the game is empty" },
  "bad-seat": {
    ru: (i) => `«${i.value}» — не место за столом (нужно число от 1 до 10)`,
    en: (i) => `“${i.value}” is not a seat (expected a number from 1 to 10)`,
  },
  "no-player": { ru: () => "не указан игрок", en: () => "the player is empty" },
  "bad-role": {
    ru: (i) =>
      `«${i.value}» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон)` +
      (i.nearest === undefined ? "" : `; может быть, «${ROLE_NAMES[i.nearest].ru}»?`),
    en: (i) =>
      `“${i.value}” is not a role (expected Civilian, Sheriff, Mafia or Don)` +
      (i.nearest === undefined ? "" : `; did you mean “${ROLE_NAMES[i.nearest].en}”?`),
  },
  "no-role": { ru: () => "не указана роль", en: () => "the role is empty" },
  "bad-winner": {
    ru: (i) =>
      `«${i.value}» — непонятно, кто победил (нужно Красные или Чёрные, ` +
      `или у каждого игрока: победа — 1, да, +; поражение — 0, нет, −)` +
      (i.nearest === undefined ? "" : `; может быть, «${SIDE_NAMES[i.nearest].ru}»?`),
    en: (i) =>
      `“${i.value}” is not a winner (expected Red or Black, or each player's result: ` +
      `won — 1, yes, +; lost — 0, no, −)` +
      (i.nearest === undefined ? "" : `; did you mean “${SIDE_NAMES[i.nearest].en}”?`),
  },
  "winner-conflict": {
    ru: (i, unit) => `${inUnits("ru", unit)} ${list(i.rows)} записаны разные победители`,
    en: (i, unit) => `${numbered(i.rows, "en", unit)} record different winners`,
  },
  "bad-yes-no": {
    ru: (i) => `«${i.value}» — нужно да или нет (галочка, TRUE/FALSE, 1/0)`,
    en: (i) => `“${i.value}” is not yes or no (a checkbox, TRUE/FALSE, 1/0)`,
  },
  "bad-count": {
    ru: (i) => `«${i.value}» — нужно целое число от 0 до ${MAX_COUNT}`,
    en: (i) => `“${i.value}” is not a whole number from 0 to ${MAX_COUNT}`,
  },
  "bad-best-move": {
    ru: (i) =>
      `«${i.value}» — нужно число чёрных от 0 до 3 или два-три разных места, например «3 7 9»`,
    en: (i) =>
      `“${i.value}” is neither a count of black players ` +
      `0–3 nor two or three different seats such as “3 7 9”`,
  },
  "best-move-own-seat": {
    ru: () => "лучший ход называет место самого игрока",
    en: () => "the best move names the player's own seat",
  },
  "best-move-not-allowed": {
    ru: () => "лучший ход бывает только у красного игрока, убитого в первую ночь",
    en: () => "only a red player killed first night has a best move",
  },
  "date-in-cell": {
    ru: (i) =>
      `«${i.value}» — Таблицы превратили значение в дату; задайте столбцу формат «Обычный текст»`,
    en: (i) => `“${i.value}” was turned into a date by Sheets; format the column as plain text`,
  },
  "bad-stage": {
    ru: (i) => `«${i.value}» — неизвестный этап (нужно Основной, Полуфинал или Финал)`,
    en: (i) => `“${i.value}” is not a stage (expected Main, Semi-final or Final)`,
  },
  "stage-conflict": {
    ru: (i, unit) =>
      `${inUnits("ru", unit)} записаны разные этапы: ${i.stages
        .map((s) => `«${STAGE_NAMES[s.stage].ru}» — ${numbered(s.rows, "ru", unit)}`)
        .join("; ")}`,
    en: (i, unit) =>
      `${inUnits("en", unit)} record different stages: ${i.stages
        .map((s) => `“${STAGE_NAMES[s.stage].en}” in ${numbered(s.rows, "en", unit)}`)
        .join("; ")}`,
  },
  "row-count": {
    ru: (i) =>
      `в игре ${i.count} ${plural(i.count, "строка", "строки", "строк")}, а нужно ${i.expected}`,
    en: (i) => `the game has ${i.count} row${i.count === 1 ? "" : "s"}, expected ${i.expected}`,
  },
  "games-share-id": {
    ru: (i) => {
      const who = `${i.count > 2 * TABLE_SIZE ? "у нескольких игр" : "у двух игр"}`;
      const fix = i.perTable
        ? ""
        : " или добавьте столбец «Стол» (тогда игру определяют тур, стол и номер)";
      return (
        `в игре ${i.count} ${plural(i.count, "строка", "строки", "строк")} и места ` +
        `повторяются — похоже, ${who}${i.perTable ? " этого стола" : ""} один номер; ` +
        `дайте каждой игре свой номер${fix}`
      );
    },
    en: (i) => {
      const who = i.count > 2 * TABLE_SIZE ? "several games" : "two games";
      const fix = i.perTable
        ? ""
        : ", or add a “Table” column (a game is then its round, table and id)";
      return (
        `the game has ${i.count} rows and its seats repeat: ${who}` +
        `${i.perTable ? " of this table" : ""} seem to share the id; ` +
        `give each game an id of its own${fix}`
      );
    },
  },
  "seat-twice": {
    ru: (i, unit) => `место ${i.seat} записано дважды (${numbered(i.rows, "ru", unit)})`,
    en: (i, unit) => `seat ${i.seat} is recorded twice (${numbered(i.rows, "en", unit)})`,
  },
  "seat-missing": {
    ru: (i) => `нет ${i.seats.length > 1 ? "мест" : "места"} ${list(i.seats)}`,
    en: (i) => `no seat${i.seats.length > 1 ? "s" : ""} ${list(i.seats)}`,
  },
  "player-twice": {
    ru: (i, unit) => `игрок «${i.name}» записан дважды (${numbered(i.rows, "ru", unit)})`,
    en: (i, unit) => `player “${i.name}” is recorded twice (${numbered(i.rows, "en", unit)})`,
  },
  "role-count": {
    ru: (i, unit) =>
      `роль «${ROLE_NAMES[i.role].ru}» у ${i.count} ` +
      `${plural(i.count, "игрока", "игроков", "игроков")}${roleRows(i, "ru", unit)}, ` +
      `а нужно у ${i.expected}`,
    en: (i, unit) =>
      `${i.count} × ${ROLE_NAMES[i.role].en}${roleRows(i, "en", unit)}, expected ${i.expected}`,
  },
  "first-killed-many": {
    ru: (i, unit) => `убитых в первую ночь больше одного (${numbered(i.rows, "ru", unit)})`,
    en: (i, unit) => `more than one player killed first night (${numbered(i.rows, "en", unit)})`,
  },
  "no-tournament": {
    ru: (i, unit) =>
      `не указан турнир (${numbered(i.rows, "ru", unit)}); впишите его в столбец «Турнир»`,
    en: (i, unit) =>
      `no tournament (${numbered(i.rows, "en", unit)}); write it in the “Tournament” column`,
  },
  "tournament-conflict": {
    ru: (i, unit) =>
      `строки игры называют разные турниры: ${i.tournaments
        .map((t) => `«${t.name}» ${inUnits("ru", unit)} ${list(t.rows)}`)
        .join("; ")}`,
    en: (i, unit) =>
      `the game's rows name different tournaments: ${i.tournaments
        .map((t) => `“${t.name}” in ${inUnits("en", unit)} ${list(t.rows)}`)
        .join("; ")}`,
  },
  "bad-weight": {
    ru: (i) =>
      `«Вес турнира»: «${i.value}» — нужно число больше 0 и не больше ${MAX_TOURNAMENT_WEIGHT}`,
    en: (i) =>
      `“Tournament weight”: “${i.value}” is not a number above 0 and at most ` +
      `${MAX_TOURNAMENT_WEIGHT}`,
  },
  "weight-conflict": {
    ru: (i, unit) =>
      `в строках турнира разный «Вес турнира» (пустая ячейка — 1): ${i.weights
        .map((w) => `${w.weight} ${inUnits("ru", unit)} ${list(w.rows)}`)
        .join("; ")}; укажите один вес во всех строках турнира`,
    en: (i, unit) =>
      `the tournament's rows give different “Tournament weight” (blank is 1): ${i.weights
        .map((w) => `${w.weight} in ${inUnits("en", unit)} ${list(w.rows)}`)
        .join("; ")}; give one weight on every row of the tournament`,
  },
  "series-no-tournament-column": {
    ru: () => "для серии нужен столбец «Турнир»: в нём каждая строка называет турнир своей игры",
    en: () =>
      "a series needs a “Tournament” column, in which every row names its game's tournament",
  },
  "rules-bad-series-points": {
    ru: (i) =>
      `«Серия: очки за места»: «${i.value}» — нужно «по участникам» или список чисел от 0 ` +
      `до 10000 через «;», не возрастающих, например «25; 18; 15; 12»`,
    en: (i) =>
      `“Series: points by place”: “${i.value}”: expected “by field” or a list of numbers from 0 ` +
      `to 10000 separated by “;”, not increasing, such as “25; 18; 15; 12”`,
  },
  "rules-argument": {
    ru: (i) =>
      `«${i.value}» — правила задаются названием системы (${presets("ru")}) ` +
      `или диапазоном из двух столбцов`,
    en: (i) =>
      `“${i.value}”: give the rules as a system name (${presets("en")}) or a two-column range`,
  },
  "team-conflict": {
    ru: (i) =>
      `игрок «${i.name}» записан в разных командах: ` +
      i.teams.map((t) => `«${t.team}» (строка ${t.row})`).join(" и "),
    en: (i) =>
      `player “${i.name}” is written in different teams: ` +
      i.teams.map((t) => `“${t.team}” (row ${t.row})`).join(" and "),
  },
  "stats-view": {
    ru: (i) =>
      `«${i.value}» — неизвестный вид статистики; нужно ${views("ru")}${nearView(i, "ru")}`,
    en: (i) => `“${i.value}” is not a statistics view; expected ${views("en")}${nearView(i, "en")}`,
  },
  "rules-unknown-preset": {
    ru: (i) => `«${i.value}» — неизвестная система; нужно ${presets("ru")}`,
    en: (i) => `“${i.value}” is not a scoring system; expected ${presets("en")}`,
  },
  "rules-unknown-setting": {
    ru: (i) =>
      `«${i.value}» — неизвестная настройка` +
      (i.nearest === undefined ? "" : `; может быть, «${i.nearest}»?`),
    en: (i) =>
      `“${i.value}” is not a setting` +
      (i.nearest === undefined ? "" : `; did you mean “${i.nearest}”?`),
  },
  "rules-twice": {
    ru: (i) => `настройка «${i.value}» уже задана в строке ${i.firstRow}`,
    en: (i) => `setting “${i.value}” is already given in row ${i.firstRow}`,
  },
  "rules-not-number": {
    ru: (i) => `«${i.setting.ru}»: «${i.value}» — не число`,
    en: (i) => `“${i.setting.en}”: “${i.value}” is not a number`,
  },
  "rules-out-of-range": {
    ru: (i) => `«${i.setting.ru}»: «${i.value}» — нужно ${rangeText(i.range, "ru")}`,
    en: (i) => `“${i.setting.en}”: “${i.value}” is not ${rangeText(i.range, "en")}`,
  },
  "rules-not-yes-no": {
    ru: (i) => `«${i.setting.ru}»: «${i.value}» — нужно да или нет`,
    en: (i) => `“${i.setting.en}”: “${i.value}” is not yes or no`,
  },
  "rules-bad-choice": {
    ru: (i) =>
      `«${i.setting.ru}»: «${i.value}» — нужно ${alternatives(
        i.choices.map((c) => c.ru),
        "ru",
      )}`,
    en: (i) =>
      `“${i.setting.en}”: “${i.value}”: expected ${alternatives(
        i.choices.map((c) => c.en),
        "en",
      )}`,
  },
  "rules-negative-ci": {
    ru: (i) => `«${i.value}» — компенсация Ci не может быть меньше 0`,
    en: (i) => `“${i.value}”: the compensation Ci cannot be below 0`,
  },
  "rules-bad-earners": {
    ru: (i) => `«${i.value}» — лучший ход получает «мирный» или «красные»`,
    en: (i) => `“${i.value}”: the best move is earned by “civilian” or “red”`,
  },
  "rules-unknown-tie-break": {
    ru: (i) => `«${i.value}» — неизвестный показатель; можно: ${tieBreakWords("ru")}`,
    en: (i) => `“${i.value}” is not a tie-break; use: ${tieBreakWords("en")}`,
  },
  "rules-tie-break-twice": {
    ru: (i) => `показатель «${i.value}» указан дважды`,
    en: (i) => `tie-break “${i.value}” is given twice`,
  },
};

/** « (строки 3, 7)» after a role count, when too many rows have the role. */
function roleRows(issue: IssueOf<"role-count">, lang: Lang, unit: RowUnit): string {
  return issue.rows === undefined ? "" : ` (${numbered(issue.rows, lang, unit)})`;
}

/** What is wrong, without where. */
function whatIsWrong<C extends IssueCode>(issue: IssueOf<C>, lang: Lang, unit: RowUnit): string {
  const text: (issue: IssueOf<C>, unit: RowUnit) => string = TEXTS[issue.code][lang];
  return text(issue, unit);
}

/**
 * A game's id as the product names it: «1», or with games numbered per table «1 (тур 2, стол 1)»
 * / “1 (round 2, table 1)”, and in a season «1 (турнир «Кубок»)» / “1 (tournament “Cup”)”.
 */
export function gameLabel(
  game: {
    readonly label: string;
    readonly round?: string;
    readonly table?: string;
    readonly tournament?: string;
  },
  lang: Lang,
): string {
  const place: string[] = [];
  if (game.tournament !== undefined && game.tournament !== "")
    place.push(`${lang === "ru" ? "турнир" : "tournament"} ${quote(game.tournament, lang)}`);
  if (game.round !== undefined) place.push(`${lang === "ru" ? "тур" : "round"} ${game.round}`);
  if (game.table !== undefined) place.push(`${lang === "ru" ? "стол" : "table"} ${game.table}`);
  return place.length > 0 ? `${game.label} (${place.join(", ")})` : game.label;
}

/**
 * One problem in words: where (game, row, column, or rules row) and what is wrong. `unit` says
 * what the row numbers count: «строка 3» in a table, «место 3» in the ten-seat form.
 */
export function describeIssue(issue: Issue, lang: Lang, unit: RowUnit = "row"): string {
  const where: string[] = [];
  if (issue.rulesRow !== undefined) {
    where.push(
      lang === "ru" ? `Правила, строка ${issue.rulesRow}` : `Rules, row ${issue.rulesRow}`,
    );
  }
  if (issue.game !== undefined) {
    const label = gameLabel({ ...issue, label: issue.game }, lang);
    where.push(lang === "ru" ? `Игра ${label}` : `Game ${label}`);
  } else if (issue.tournament !== undefined) {
    const name = quote(issue.tournament, lang);
    where.push(lang === "ru" ? `Турнир ${name}` : `Tournament ${name}`);
  }
  if (issue.sameRows !== undefined) {
    const [one, many] = UNIT_WORDS[unit][lang];
    where.push(`${issue.sameRows.length > 1 ? many : one} ${rowRanges(issue.sameRows, lang)}`);
  } else if (issue.row !== undefined) where.push(numbered([issue.row], lang, unit));
  if (issue.field !== undefined)
    where.push(quote(issue.header ?? HEADERS[issue.field][lang], lang));
  const what = whatIsWrong(issue, lang, unit);
  return where.length > 0 ? `${where.join(", ")}: ${what}` : what;
}

/** Problems listed in one message: enough to act on; a thousand broken games say no more. */
export const MAX_DESCRIBED = 30;

/** «…and N more» after the problems listed. */
export function moreProblems(count: number, lang: Lang): string {
  return lang === "ru" ? `…и ещё ${count}` : `…and ${count} more`;
}

/** Games a status line names (the games in progress): the first ones, then how many more. */
export const MAX_NAMED_GAMES = 10;

/** «13, 14», or the first ten ids and «…и ещё N»: games named in one line. */
export function gameList(labels: readonly string[], lang: Lang): string {
  const named = labels.slice(0, MAX_NAMED_GAMES).join(", ");
  return labels.length > MAX_NAMED_GAMES
    ? `${named} ${moreProblems(labels.length - MAX_NAMED_GAMES, lang)}`
    : named;
}

/**
 * The message of an error that stops the standings: the first `limit` problems, one per line,
 * then how many more there are. `total` counts problems not in `issues` too (rows not listed one
 * by one).
 */
export function describeIssues(
  issues: readonly Issue[],
  lang: Lang,
  total = issues.length,
  limit = MAX_DESCRIBED,
): string {
  const rules = issues.some(
    (issue) => issue.rulesRow !== undefined || issue.code.startsWith("rules-"),
  );
  const head = rules
    ? lang === "ru"
      ? "Ошибки в правилах:"
      : "The rules have errors:"
    : lang === "ru"
      ? "Ошибки в протоколе игр:"
      : "The games table has errors:";
  const shown = issues.slice(0, limit).map((issue) => describeIssue(issue, lang));
  if (total > shown.length) shown.push(moreProblems(total - shown.length, lang));
  return [head, ...shown].join("\n");
}

/**
 * The warnings of an evaluation as a message of their own, marked as warnings (they never stop
 * the standings): a heading, then one per line. "" when there are none.
 */
export function describeWarnings(warnings: readonly Warning[], lang: Lang): string {
  if (warnings.length === 0) return "";
  const head = lang === "ru" ? "Предупреждения:" : "Warnings:";
  return [head, ...warnings.map((warning) => describeIssue(warning, lang))].join("\n");
}
