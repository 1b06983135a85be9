/**
 * The points the diagnostics try (a table of words): each one a behaviour the test fake
 * (test/fakes/spreadsheet.ts) models as an option (SheetsQuirks, named in `expected`) or
 * assumes from Google's documentation. The ids are what the fake's options and the cost model
 * name as the points that would confirm them.
 */
import type { Lang } from "../../engine";

export interface PointEntry {
  readonly title: Readonly<Record<Lang, string>>;
  /** What the add-on is built for: the behaviours the fake models, "|" between the options. */
  readonly expected: string;
}

export const POINTS = {
  "sheet.newSize": {
    title: { ru: "Размер нового листа", en: "The size of a new sheet" },
    expected: "1000 × 26",
  },
  "range.outsideGrid": {
    title: {
      ru: "Диапазон за краем листа вызывает ошибку уже в getRange",
      en: "A range outside the sheet throws, at getRange already",
    },
    expected: "throws",
  },
  "text.apostrophePlainText": {
    title: {
      ru: "Апостроф в начале текста, записанного в ячейку формата «Обычный текст» (@)",
      en: "A leading apostrophe written into a plain-text (@) cell",
    },
    expected: "stripped | kept (plainTextApostrophe)",
  },
  "text.apostropheAutomatic": {
    title: {
      ru: "«'=1+1» в обычной ячейке: текст «=1+1», не формула",
      en: "'=1+1 in an automatic cell: the text =1+1, not a formula",
    },
    expected: "=1+1 as text, no formula",
  },
  "date.typed": {
    title: {
      ru: "Дата, записанная как 2026-11-29, — тот же день в часовом поясе таблицы",
      en: "A date written as 2026-11-29 is that day in the spreadsheet's time zone",
    },
    expected: "2026-11-29",
  },
  "checkbox.values": {
    title: { ru: "Флажок читается как false, затем true", en: "A checkbox reads false, then true" },
    expected: "false, then true",
  },
  "number.percent": {
    title: { ru: "«50%» читается как 0,5", en: "50% reads as 0.5" },
    expected: "0.5",
  },
  "rows.insertedFormat": {
    title: {
      ru: "Формат строк, вставленных insertRowsAfter",
      en: "The format of rows made by insertRowsAfter",
    },
    expected: "inherit | none (insertedRowFormat)",
  },
  "sheet.insertActive": {
    title: {
      ru: "Лист, вставленный insertSheet, становится активным",
      en: "A sheet made by insertSheet becomes the active one",
    },
    expected: "the new sheet active (documented)",
  },
  "metadata.copiedSheet": {
    title: {
      ru: "Метаданные разработчика на копии листа (Sheet.copyTo)",
      en: "Developer metadata on a copied sheet (Sheet.copyTo)",
    },
    expected: "copied | dropped (duplicateMetadata)",
  },
  "names.lookupCase": {
    title: {
      ru: "getSheetByName находит лист, имя которого написано в другом регистре",
      en: "getSheetByName finds a sheet whose name differs in case",
    },
    expected: "insensitive | sensitive (sheetNameCase)",
  },
  "names.insertCase": {
    title: {
      ru: "insertSheet с именем листа, который уже есть в другом регистре",
      en: "insertSheet with the name of a sheet that exists in another case",
    },
    expected: "ignoring case | exactly (sheetNameUnique)",
  },
  "formula.noSeparators": {
    title: {
      ru: "Формула без разделителей аргументов считается",
      en: "A formula without argument separators computes",
    },
    expected: "3/0",
  },
  "format.quotedSections": {
    title: {
      ru: "Разделы числового формата с текстом в кавычках",
      en: "A number format's sections with quoted text",
    },
    expected: "up",
  },
  "clear.leftovers": {
    title: {
      ru:
        "Что Sheet.clear() оставляет: объединения, примечания, проверку данных, " +
        "условное форматирование",
      en: "What Sheet.clear() leaves: merges, notes, data validation, conditional formats",
    },
    expected: "content and formats | everything (clearScope)",
  },
  "merge.hiddenCell": {
    title: {
      ru: "Значение, записанное во вторую ячейку объединения",
      en: "A value written into a merge's second cell",
    },
    expected: "lost (kept: the fake is stricter)",
  },
  "merge.partialBreak": {
    title: {
      ru: "breakApart над частью объединённых ячеек",
      en: "breakApart over part of a merged area",
    },
    expected: "refused (allowed: the fake is stricter)",
  },
  "chart.id": {
    title: {
      ru: "Идентификатор диаграммы: пуст до вставки, затем постоянен",
      en: "A chart's id: null until inserted, then stable",
    },
    expected: "null, then one number before and after updateChart",
  },
  "custom.errorCells": {
    title: {
      ru: "Пользовательской функции передан диапазон с #DIV/0! и #N/A",
      en: "A custom function's range holding #DIV/0! and #N/A",
    },
    expected: "text | not called (customFunctionError)",
  },
  "custom.values": {
    title: {
      ru: "Пользовательской функции передан диапазон: число, пусто, флажок, дата, 50%, текст",
      en: "A custom function's range of a number, a blank, a checkbox, a date, 50% and text",
    },
    expected: "empty string | null for the blank (customFunctionBlank); the rest as documented",
  },
  "custom.blankCell": {
    title: {
      ru: "Пустая ячейка как аргумент пользовательской функции",
      en: "A single empty cell as a custom function's argument",
    },
    expected: "empty string | null (customFunctionBlank)",
  },
  "custom.omitted": {
    title: {
      ru: "Пропущенный аргумент пользовательской функции (=F(E1))",
      en: "A custom function's argument left out (=F(E1))",
    },
    expected: "undefined",
  },
  "custom.emptyArgument": {
    title: {
      ru: "Пустой аргумент пользовательской функции (=F(E1;))",
      en: "A custom function's argument left empty (=F(E1;))",
    },
    expected: "undefined | empty string | null (customFunctionEmptyArgument)",
  },
  "formula.separator": {
    title: {
      ru: "Разделитель аргументов в setFormula",
      en: "setFormula's argument separator",
    },
    expected: "english | spreadsheet (formulaLocale)",
  },
  "custom.wholeColumn": {
    title: {
      ru: "Пользовательской функции передан целый столбец (E:E)",
      en: "A custom function's whole-column range (E:E)",
    },
    expected: "max rows | last row (customFunctionWholeColumn)",
  },
  "chart.modifyOptions": {
    title: {
      ru: "Стиль диаграммы после modify()",
      en: "A chart's style after modify()",
    },
    expected: "kept | dropped (chartModifyOptions)",
  },
  "formula.iferrorBlank": {
    title: { ru: "=IFERROR(1/0)", en: "=IFERROR(1/0)" },
    expected: "blank",
  },
  "marker.computed": {
    title: { ru: "Отметка «не обновлена»", en: "The stale marker" },
    expected: "up to date: 0",
  },
  "marker.recalculated": {
    title: { ru: "Отметка после записи скриптом", en: "The marker after a script's write" },
    expected: "not updated: 1",
  },
  "marker.loading": {
    title: { ru: "Отметка до пересчёта", en: "The marker before it computes" },
    expected: "not updated: 1 | up to date: 0",
  },
  "marker.rangeGone": {
    title: { ru: "Отметка без листа", en: "The marker with its sheet gone" },
    expected: "not updated: 1",
  },
  "find.hiddenRow": {
    title: {
      ru: "Поиск в скрытой строке",
      en: "A search over a hidden row",
    },
    expected: "searched | skipped (textFinderHidden)",
  },
  "find.tournament": {
    title: {
      ru: "Поиск турнира, набранного по-разному",
      en: "A search for a tournament typed several ways",
    },
    expected: "5 of 5",
  },
  "find.idCell": {
    title: { ru: "Поиск игры 12 (12,00 и «12.0»)", en: "A search for game 12 (12.00, 12.0)" },
    expected: "2 of 2",
  },
} as const satisfies Record<string, PointEntry>;

export type PointId = keyof typeof POINTS;

/** What Sheets did at one point, and whether it is a behaviour the add-on is built for. */
export interface Observation {
  readonly observed: string;
  readonly agrees: boolean;
}
