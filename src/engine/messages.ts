import type { Field, Issue, Lang, Role } from "./model";
import { lazy } from "./lazy";
import { EXTRA_LIMIT, MAX_COUNT } from "./model";
import { PRESET_NAMES, TIE_BREAKS } from "./system";
import { HEADERS, ROLE_NAMES } from "./vocabulary";

type Params = Readonly<Record<string, string | number>>;
type Body = (value: string, p: Params, lang: Lang) => string;

function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const roleName = (p: Params, lang: Lang): string =>
  ROLE_NAMES[p.role as Role]?.[lang] ?? String(p.role);
const quote = (text: string, lang: Lang): string => (lang === "ru" ? `«${text}»` : `“${text}”`);
const columnNames = (fields: string, lang: Lang): string =>
  fields
    .split(",")
    .map((field) => quote(HEADERS[field as Field]?.[lang] ?? field, lang))
    .join(", ");
const tieBreakWords = (lang: Lang): string =>
  Object.values(TIE_BREAKS)
    .map((word) => word[lang])
    .join(", ");
const presets = (lang: Lang): string =>
  Object.values(PRESET_NAMES)
    .map((name) => quote(name[lang], lang))
    .join(lang === "ru" ? " или " : " or ");

// Made at the first problem described: most formula calls have none, and every call loads the bundle.
function issueTexts(): Readonly<Record<Issue["code"], { readonly ru: Body; readonly en: Body }>> {
  return {
    "missing-column": {
      ru: () => "в заголовке нет этого столбца",
      en: () => "the header has no such column",
    },
    "unknown-header": {
      ru: (v, p, lang) =>
        `столбец «${v}» не распознан, а нет столбцов ${columnNames(String(p.missing), lang)}; переименуйте его (или в «Комментарий»)`,
      en: (v, p, lang) =>
        `column “${v}” is not recognised and there is no ${columnNames(String(p.missing), lang)}; rename it (or to “Comment”)`,
    },
    "sheet-error": {
      ru: (v) => `«${v}» — ошибка формулы в ячейке; исправьте формулу или впишите значение`,
      en: (v) => `“${v}” is a formula error; fix the formula or type the value`,
    },
    "bad-extra": {
      ru: (v) =>
        `«${v}» — нужно число от −${EXTRA_LIMIT} до ${EXTRA_LIMIT}, не больше двух знаков после запятой`,
      en: (v) =>
        `“${v}” is not a number from −${EXTRA_LIMIT} to ${EXTRA_LIMIT} with at most two decimals`,
    },
    "no-game": { ru: () => "не указан номер игры", en: () => "the game is empty" },
    "bad-seat": {
      ru: (v) => `«${v}» — не место за столом (нужно число от 1 до 10)`,
      en: (v) => `“${v}” is not a seat (expected a number from 1 to 10)`,
    },
    "no-player": { ru: () => "не указан игрок", en: () => "the player is empty" },
    "bad-role": {
      ru: (v) => `«${v}» — неизвестная роль (нужно Мирный, Шериф, Мафия или Дон)`,
      en: (v) => `“${v}” is not a role (expected Civilian, Sheriff, Mafia or Don)`,
    },
    "no-role": { ru: () => "не указана роль", en: () => "the role is empty" },
    "bad-winner": {
      ru: (v) => `«${v}» — непонятно, кто победил (нужно Красные или Чёрные)`,
      en: (v) => `“${v}” is not a winner (expected Red or Black)`,
    },
    "winner-conflict": {
      ru: (_, p) => `в строках ${p.rows} записаны разные победители`,
      en: (_, p) => `rows ${p.rows} record different winners`,
    },
    "bad-yes-no": {
      ru: (v) => `«${v}» — нужно да или нет (галочка, TRUE/FALSE, 1/0)`,
      en: (v) => `“${v}” is not yes or no (a checkbox, TRUE/FALSE, 1/0)`,
    },
    "bad-count": {
      ru: (v) => `«${v}» — нужно целое число от 0 до ${MAX_COUNT}`,
      en: (v) => `“${v}” is not a whole number from 0 to ${MAX_COUNT}`,
    },
    "bad-best-move": {
      ru: (v) => `«${v}» — нужно число чёрных от 0 до 3 или два-три разных места, например «3 7 9»`,
      en: (v) =>
        `“${v}” is neither a count of black players 0–3 nor two or three different seats such as “3 7 9”`,
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
      ru: (v) =>
        `«${v}» — Таблицы превратили значение в дату; задайте столбцу формат «Обычный текст»`,
      en: (v) => `“${v}” was turned into a date by Sheets; format the column as plain text`,
    },
    "row-count": {
      ru: (_, p) =>
        `в игре ${p.count} ${plural(Number(p.count), "строка", "строки", "строк")}, а нужно ${p.expected}`,
      en: (_, p) =>
        `the game has ${p.count} row${p.count === 1 ? "" : "s"}, expected ${p.expected}`,
    },
    "seat-twice": {
      ru: (_, p) => `место ${p.seat} записано дважды (строки ${p.rows})`,
      en: (_, p) => `seat ${p.seat} is recorded twice (rows ${p.rows})`,
    },
    "seat-missing": {
      ru: (_, p) => `нет ${String(p.seats).includes(",") ? "мест" : "места"} ${p.seats}`,
      en: (_, p) => `no seat${String(p.seats).includes(",") ? "s" : ""} ${p.seats}`,
    },
    "player-twice": {
      ru: (_, p) => `игрок «${p.name}» записан дважды (строки ${p.rows})`,
      en: (_, p) => `player “${p.name}” is recorded twice (rows ${p.rows})`,
    },
    "role-count": {
      ru: (_, p, lang) =>
        `роль «${roleName(p, lang)}» у ${p.count} ${plural(Number(p.count), "игрока", "игроков", "игроков")}, а нужно у ${p.expected}`,
      en: (_, p, lang) => `${p.count} × ${roleName(p, lang)}, expected ${p.expected}`,
    },
    "first-killed-many": {
      ru: (_, p) => `убитых в первую ночь больше одного (строки ${p.rows})`,
      en: (_, p) => `more than one player killed first night (rows ${p.rows})`,
    },
    "rules-argument": {
      ru: (v, _, lang) =>
        `«${v}» — правила задаются названием системы (${presets(lang)}) или диапазоном из двух столбцов`,
      en: (v, _, lang) =>
        `“${v}”: give the rules as a system name (${presets(lang)}) or a two-column range`,
    },
    "rules-unknown-preset": {
      ru: (v, _, lang) => `«${v}» — неизвестная система; нужно ${presets(lang)}`,
      en: (v, _, lang) => `“${v}” is not a scoring system; expected ${presets(lang)}`,
    },
    "rules-unknown-setting": {
      ru: (v) => `«${v}» — неизвестная настройка`,
      en: (v) => `“${v}” is not a setting`,
    },
    "rules-twice": {
      ru: (v, p) => `настройка «${v}» уже задана в строке ${p.first}`,
      en: (v, p) => `setting “${v}” is already given in row ${p.first}`,
    },
    "rules-not-number": {
      ru: (v, p) => `«${p.setting}»: «${v}» — не число`,
      en: (v, p) => `“${p.settingEn}”: “${v}” is not a number`,
    },
    "rules-negative-ci": {
      ru: (v) => `«${v}» — компенсация Ci не может быть меньше 0`,
      en: (v) => `“${v}”: the compensation Ci cannot be below 0`,
    },
    "rules-bad-earners": {
      ru: (v) => `«${v}» — лучший ход получает «мирный» или «красные»`,
      en: (v) => `“${v}”: the best move is earned by “civilian” or “red”`,
    },
    "rules-unknown-tie-break": {
      ru: (v) => `«${v}» — неизвестный показатель; можно: ${tieBreakWords("ru")}`,
      en: (v) => `“${v}” is not a tie-break; use: ${tieBreakWords("en")}`,
    },
    "rules-tie-break-twice": {
      ru: (v) => `показатель «${v}» указан дважды`,
      en: (v) => `tie-break “${v}” is given twice`,
    },
  };
}
const texts = lazy(issueTexts);

/** One problem in words: where (game, row, column, or rules row) and what is wrong. */
export function describeIssue(issue: Issue, lang: Lang): string {
  const where: string[] = [];
  if (issue.rulesRow !== undefined)
    where.push(
      lang === "ru" ? `Правила, строка ${issue.rulesRow}` : `Rules, row ${issue.rulesRow}`,
    );
  if (issue.game !== undefined)
    where.push(lang === "ru" ? `Игра ${issue.game}` : `Game ${issue.game}`);
  if (issue.row !== undefined)
    where.push(lang === "ru" ? `строка ${issue.row}` : `row ${issue.row}`);
  if (issue.field !== undefined) where.push(quote(HEADERS[issue.field][lang], lang));
  const what = texts()[issue.code][lang](issue.value ?? "", issue.params ?? {}, lang);
  return where.length > 0 ? `${where.join(", ")}: ${what}` : what;
}

/** Problems listed in one message: enough to act on; a thousand broken games say no more. */
export const MAX_DESCRIBED = 30;

/** «…and N more» after the problems listed. */
export function moreProblems(count: number, lang: Lang): string {
  return lang === "ru" ? `…и ещё ${count}` : `…and ${count} more`;
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
