import type { Issue, Lang, Role } from "./model";
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

const roleName = (p: Params, lang: Lang): string => ROLE_NAMES[p.role as Role]?.[lang] ?? String(p.role);

const TEXTS: Readonly<Record<Issue["code"], { readonly ru: Body; readonly en: Body }>> = {
  "missing-column": { ru: () => "в заголовке нет этого столбца", en: () => "the header has no such column" },
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
    ru: (v) => `«${v}» — нужно целое число не меньше 0`,
    en: (v) => `“${v}” is not a whole number of 0 or more`,
  },
  "bad-best-move": {
    ru: (v) => `«${v}» — нужно число чёрных от 0 до 3 или два-три разных места, например «3 7 9»`,
    en: (v) => `“${v}” is neither a count of black players 0–3 nor two or three different seats such as “3 7 9”`,
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
    ru: (v) => `«${v}» — Таблицы превратили значение в дату; задайте столбцу формат «Обычный текст»`,
    en: (v) => `“${v}” was turned into a date by Sheets; format the column as plain text`,
  },
  "row-count": {
    ru: (_, p) => `в игре ${p.count} ${plural(Number(p.count), "строка", "строки", "строк")}, а нужно ${p.expected}`,
    en: (_, p) => `the game has ${p.count} row${p.count === 1 ? "" : "s"}, expected ${p.expected}`,
  },
  "seat-twice": {
    ru: (_, p) => `место ${p.seat} записано дважды (строки ${p.rows})`,
    en: (_, p) => `seat ${p.seat} is recorded twice (rows ${p.rows})`,
  },
  "seat-missing": {
    ru: (_, p) => `нет ${String(p.seats).includes(",") ? "мест" : "места"} ${p.seats}`,
    en: (_, p) => `no seat ${p.seats}`,
  },
  "player-twice": {
    ru: (_, p) => `игрок «${p.name}» записан дважды (строки ${p.rows})`,
    en: (_, p) => `player “${p.name}” is recorded twice (rows ${p.rows})`,
  },
  "role-count": {
    ru: (_, p, lang) => `роль «${roleName(p, lang)}» у ${p.count} ${plural(Number(p.count), "игрока", "игроков", "игроков")}, а нужно у ${p.expected}`,
    en: (_, p, lang) => `${p.count} × ${roleName(p, lang)}, expected ${p.expected}`,
  },
  "first-killed-many": {
    ru: (_, p) => `убитых в первую ночь больше одного (строки ${p.rows})`,
    en: (_, p) => `more than one player killed first night (rows ${p.rows})`,
  },
};

/** One problem in words: where (game, row, column) and what is wrong. */
export function describeIssue(issue: Issue, lang: Lang): string {
  const where: string[] = [];
  if (issue.game !== undefined) where.push(lang === "ru" ? `Игра ${issue.game}` : `Game ${issue.game}`);
  if (issue.row !== undefined) where.push(lang === "ru" ? `строка ${issue.row}` : `row ${issue.row}`);
  if (issue.field !== undefined) {
    const header = HEADERS[issue.field];
    where.push(lang === "ru" ? `«${header.ru}»` : `“${header.en}”`);
  }
  const what = TEXTS[issue.code][lang](issue.value ?? "", issue.params ?? {}, lang);
  return where.length > 0 ? `${where.join(", ")}: ${what}` : what;
}

/** The message of an error that stops the standings: every problem, one per line. */
export function describeIssues(issues: readonly Issue[], lang: Lang): string {
  const head = lang === "ru" ? "Ошибки в протоколе игр:" : "The games table has errors:";
  return [head, ...issues.map((issue) => describeIssue(issue, lang))].join("\n");
}
