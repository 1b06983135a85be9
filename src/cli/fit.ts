/**
 * The default table fits a terminal of 100 columns: the standings' headers in the short forms
 * judges write on a protocol (ЛИ, ПУ, Доп), explained under the table, and columns that still do
 * not fit left out from the right, with a line naming how many and that `--wide` shows them.
 * `--wide` prints every column under its full header. CSV and JSON always carry every column.
 */
import { plural, type Cell, type Lang } from "../engine";
import { showControls } from "./terminalText";

/** The terminal width the default table keeps within. */
export const TABLE_WIDTH = 100;

/** The words the legend of short headers begins with. */
const LEGEND_HEAD: Readonly<Record<Lang, string>> = { ru: "Сокращения:", en: "Short headers:" };

/** A full header (as the engine writes it) and its short form, by language. */
const SHORT: Readonly<Record<Lang, ReadonlyMap<string, string>>> = {
  ru: new Map([
    ["Победы", "Поб"],
    ["Поражения", "Пор"],
    ["Лучший игрок", "ЛИ"],
    ["Победы Доном", "Дон"],
    ["Победы Шерифом", "Шер"],
    ["Победы Мафией", "Маф"],
    ["Убит в первую ночь", "ПУ"],
    ["Доп. баллы", "Доп"],
    ["Победы шерифом и доном", "Ш+Д"],
    ["Победы мирным", "Мир"],
    ["Очки за игру", "За игру"],
    ["Основной этап", "Осн"],
    ["Полуфинал", "ПФ"],
    ["Финал", "Фин"],
    ["Турниров", "Турн"],
    ["Отброшено", "Отбр"],
  ]),
  en: new Map([
    ["Points", "Pts"],
    ["Games", "G"],
    ["Wins", "W"],
    ["Losses", "L"],
    ["Best player", "BP"],
    ["Don wins", "Don"],
    ["Sheriff wins", "Sher"],
    ["Mafia wins", "Maf"],
    ["Killed first night", "FK"],
    ["Bonus points", "Bonus"],
    ["Sheriff and don wins", "S+D"],
    ["Civilian wins", "Civ"],
    ["Points per game", "PPG"],
    ["Main stage", "Main"],
    ["Semi-final", "Semi"],
    ["Final", "Fin"],
    ["Tournaments", "T"],
    ["Dropped", "Drop"],
  ]),
};

/** Columns a terminal shows for a text: its code points (Cyrillic, «ё» and «…» take one each). */
const columnsOf = (text: string): number => [...showControls(text)].length;

const cellText = (cell: Cell): string => String(cell);

/** What cli-table3 draws around a column of `width` characters: a space each side and a rule. */
const drawn = (width: number): number => width + 3;

/** A grid fitted to the terminal, and the lines to print under it. */
export interface Fitted {
  readonly grid: Cell[][];
  readonly notes: readonly string[];
}

/** What a view adds to the fitting: its own short headers, and the columns it left out itself. */
export interface FitOptions {
  /** Short headers by full header, before the usual ones (the statistics columns' own). */
  readonly short?: ReadonlyMap<string, string>;
  /** Columns the view left out before fitting (those read less), counted with the rest. */
  readonly omitted?: number;
}

/**
 * The grid (its first row the header) with short headers and the columns that fit in
 * TABLE_WIDTH; its notes are the legend of the short headers shown and the line about the
 * columns left out.
 */
export function fitGrid(
  grid: readonly (readonly Cell[])[],
  lang: Lang,
  options: FitOptions = {},
): Fitted {
  const [header = [], ...rows] = grid;
  const short = header.map((cell) => {
    const text = cellText(cell);
    return options.short?.get(text) ?? SHORT[lang].get(text) ?? text;
  });
  const widths = short.map((name, c) =>
    rows.reduce((most, row) => Math.max(most, columnsOf(cellText(row[c] ?? ""))), columnsOf(name)),
  );
  // The first two columns (the place or the game, and the player) are always shown.
  let shown = widths.length;
  const total = (n: number): number =>
    1 + widths.slice(0, n).reduce((sum, width) => sum + drawn(width), 0);
  while (shown > 2 && total(shown) > TABLE_WIDTH) shown--;

  const legend = header
    .slice(0, shown)
    .flatMap((cell, c) => (short[c] === cellText(cell) ? [] : [`${short[c]} — ${cellText(cell)}`]));
  const notes = [
    ...(legend.length > 0 ? wrap(legend, lang) : []),
    ...(shown < header.length || options.omitted
      ? [leftOut(header.length - shown + (options.omitted ?? 0), lang)]
      : []),
  ];
  return { grid: [short.slice(0, shown), ...rows.map((row) => row.slice(0, shown))], notes };
}

/**
 * Columns of `widths` (characters each, as drawn) grouped from the left into as few groups as fit
 * TABLE_WIDTH beside a first column of `first` characters shown with every group: each group is
 * the indexes of its columns, and holds at least one, however wide.
 */
export function columnGroups(first: number, widths: readonly number[]): number[][] {
  const groups: number[][] = [];
  let group: number[] = [];
  let used = 1 + drawn(first);
  widths.forEach((width, c) => {
    if (group.length > 0 && used + drawn(width) > TABLE_WIDTH) {
      groups.push(group);
      group = [];
      used = 1 + drawn(first);
    }
    group.push(c);
    used += drawn(width);
  });
  if (group.length > 0) groups.push(group);
  return groups;
}

/** How many terminal columns a cell's text takes (code points, control characters shown). */
export const cellColumns = (cell: Cell): number => columnsOf(cellText(cell));

/** The legend's pairs, as few lines within TABLE_WIDTH as they fill. */
function wrap(pairs: readonly string[], lang: Lang): string[] {
  const lines: string[] = [];
  let line = LEGEND_HEAD[lang];
  for (const pair of pairs) {
    const next = `${line} ${pair},`;
    if (columnsOf(next) > TABLE_WIDTH) {
      lines.push(line);
      line = ` ${pair},`;
    } else line = next;
  }
  lines.push(line.replace(/,$/, "."));
  return lines;
}

function leftOut(count: number, lang: Lang): string {
  return lang === "ru"
    ? `${plural(count, "Не поместился", "Не поместились", "Не поместились")} ещё ${count} ` +
        `${plural(count, "столбец", "столбца", "столбцов")}: ` +
        "все столбцы — с --wide."
    : `${count} more column${count === 1 ? "" : "s"} did not fit: --wide shows every column.`;
}
