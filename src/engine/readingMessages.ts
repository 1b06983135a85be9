/**
 * The words of the problems of reading a table as organisers type it: a file that is no games
 * table, a header that may carry points, a row wider than its header, per-player results that
 * contradict the roles. messages.ts puts them with the others.
 */
import type { IssueOf } from "./issues";
import { quote } from "./quote";
import type { Lang } from "./terms";
import { HEADERS, SIDE_NAMES } from "./vocabulary";

type Text<
  C extends
    "not-games-table" | "scoring-header" | "penalty-column" | "extra-cells" | "missing-column",
> = Readonly<Record<Lang, (issue: IssueOf<C>) => string>>;

const quoted = (texts: readonly string[], lang: Lang): string =>
  texts.map((text) => quote(text, lang)).join(", ");

/** The columns a games table needs, as the product names them. */
const needed = (lang: Lang): string =>
  quoted(
    (["game", "seat", "player", "role", "winner"] as const).map((field) => HEADERS[field][lang]),
    lang,
  );

const SEEMS: Readonly<
  Record<IssueOf<"not-games-table">["kind"], Readonly<Record<Lang, (headers: string) => string>>>
> = {
  names: { ru: () => "похоже, это список имён", en: () => "it seems to be a list of names" },
  players: {
    ru: (h) => `похоже, это список игроков (столбцы ${h})`,
    en: (h) => `it seems to be a players list (columns ${h})`,
  },
  standings: {
    ru: (h) => `похоже, это таблица личного зачёта (столбцы ${h}), а не протокол игр`,
    en: (h) => `it seems to be the standings (columns ${h}), not the games`,
  },
  other: { ru: (h) => `в первой строке: ${h}`, en: (h) => `its first row holds ${h}` },
};

/** «; не распознаны: «№ места», «Ник»; ближе всего — «№ места»» after a missing column. */
export const NOT_UNDERSTOOD: Text<"missing-column"> = {
  ru: (i) => {
    if (i.unknown === undefined || i.unknown.length === 0) return "";
    const near = i.nearest === undefined ? "" : `; ближе всего — «${i.nearest}»`;
    return `; не распознаны: ${quoted(i.unknown, "ru")}${near}`;
  },
  en: (i) => {
    if (i.unknown === undefined || i.unknown.length === 0) return "";
    const near = i.nearest === undefined ? "" : `; the nearest is “${i.nearest}”`;
    return `; not recognised: ${quoted(i.unknown, "en")}${near}`;
  },
};

export const NOT_GAMES_TABLE: Text<"not-games-table"> = {
  ru: (i) =>
    `это не протокол игр: в протоколе по строке на каждого игрока каждой игры, со столбцами ` +
    `${needed("ru")}; ${SEEMS[i.kind].ru(quoted(i.headers, "ru"))}`,
  en: (i) =>
    `this is not a games table: a games table has a row for each player of each game, with ` +
    `columns ${needed("en")}; ${SEEMS[i.kind].en(quoted(i.headers, "en"))}`,
};

export const SCORING_HEADER: Text<"scoring-header"> = {
  ru: (i) =>
    `столбец «${i.value}» не распознан, а по названию он может менять очки, как «${i.header}» ` +
    `(${HEADERS[i.column].ru}); перенесите его значения в «${i.header}» или переименуйте его`,
  en: (i) =>
    `column “${i.value}” is not recognised, and its name says it may change the points, as ` +
    `“${i.header}” (${HEADERS[i.column].en}) does; move its values into “${i.header}” or ` +
    `rename it`,
};

export const PENALTY_COLUMN: Text<"penalty-column"> = {
  ru: (i) =>
    `столбец «${i.value}» не распознан: непонятно, число это замечаний или штрафные баллы; ` +
    `число замечаний (−0,5 за каждое) запишите в столбец «${HEADERS.remarks.ru}», ` +
    `а штрафные баллы — со знаком минус в «${HEADERS.extra.ru}»`,
  en: (i) =>
    `column “${i.value}” is not recognised: it is unclear whether it holds remarks or penalty ` +
    `points; put the count of remarks (−0.5 each) in a “${HEADERS.remarks.en}” column, and ` +
    `penalty points, with a minus, in “${HEADERS.extra.en}”`,
};

export const EXTRA_CELLS: Text<"extra-cells"> = {
  ru: (i) =>
    (i.value === ""
      ? `в строке больше ячеек, чем в заголовке и в других строках; похоже, `
      : `в строке есть значения правее последнего столбца заголовка (${i.value}); похоже, `) +
    `значение с запятой не взято в кавычки — например, лучший ход «2,6,9» или доп. баллы ` +
    `«0,5» — и сдвинуло строку; возьмите его в кавычки ("2,6,9") или пишите через пробел, ` +
    `а если это отдельный столбец — дайте ему заголовок`,
  en: (i) =>
    (i.value === ""
      ? `the row has more cells than the header and the other rows; most likely a value `
      : `the row has values right of the header's last column (${i.value}); most likely a value `) +
    `with a comma is not quoted — a best move “2,6,9” or extra points “0,5” — and shifted the ` +
    `row; quote it ("2,6,9") or use spaces, or, if it is a column of its own, give it a header`,
};

/** Parts (numbers and ranges) a list of rows names before saying how many more there are. */
const MAX_PARTS = 10;

/**
 * «2–61», «2, 5, 7–9»: row numbers with runs of three or more written as a range; past ten parts,
 * «… и ещё 40» / “… and 40 more”.
 */
export function rowRanges(numbers: readonly number[], lang: Lang): string {
  const parts: string[] = [];
  let shown = 0;
  let i = 0;
  while (i < numbers.length) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === (numbers[j] ?? 0) + 1) j++;
    const from = numbers[i] ?? 0;
    if (parts.length >= MAX_PARTS) break;
    if (j - i >= 2) parts.push(`${from}–${numbers[j] ?? 0}`);
    else parts.push(...numbers.slice(i, j + 1).map(String));
    shown = j + 1;
    i = j + 1;
  }
  const more = numbers.length - shown;
  const tail = more === 0 ? "" : lang === "ru" ? ` и ещё ${more}` : ` and ${more} more`;
  return parts.join(", ") + tail;
}

export const RESULT_CONFLICT: Readonly<
  Record<Lang, (issue: IssueOf<"result-conflict">, rows: string) => string>
> = {
  ru: (i, rows) =>
    i.winner === null
      ? `отметки результата игроков не показывают, кто победил: поровну отмечены победа красных ` +
        `и победа чёрных (${rows})`
      : `отметки результата ${rows} противоречат ролям: по остальным отметкам победили ` +
        `${SIDE_NAMES[i.winner].ru}`,
  en: (i, rows) =>
    i.winner === null
      ? `the players' results do not say who won: as many mark a red win as a black one (${rows})`
      : `the results in ${rows} contradict the roles: the other marks say ` +
        `${SIDE_NAMES[i.winner].en} won`,
};
