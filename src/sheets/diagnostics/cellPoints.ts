/**
 * The diagnostics' points on cells and sheets: each writes on the scratch sheet (or makes a
 * scratch sheet of its own) and reads back what Sheets did. An observation starts with the kind
 * of behaviour met ("stripped: …"), one of those the fake models, or "other".
 */
import { tournamentPattern } from "../games/gameSearch";
import { isDate } from "../platform/cellSafety";
import { observation, single, type Scratch, type Step } from "./scratch";

const METADATA_KEY = "mafia-standings.diagnostics";
/** The chart.id point's chart's background: the organiser's styling, for chart.modifyOptions. */
const STYLE = "#fff2cc";

function newSheetSize({ sheet }: Scratch) {
  const size = `${sheet.getMaxRows()} × ${sheet.getMaxColumns()}`;
  return observation(size === "1000 × 26", size);
}

/**
 * getRange itself refuses a range below the sheet, before anything is read or written through
 * it: what the refresh's writes rely on to ask for a sheet's size only when it must grow
 * (sheetSize.ts).
 */
function outsideGrid({ sheet }: Scratch) {
  let range: GoogleAppsScript.Spreadsheet.Range;
  try {
    range = sheet.getRange(sheet.getMaxRows() + 1, 1);
  } catch (error) {
    return observation(true, `throws: ${String(error)}`);
  }
  try {
    range.getValue();
  } catch (error) {
    return observation(false, `other: getRange allowed it, reading it threw: ${String(error)}`);
  }
  return observation(false, "other: a range below the sheet was read");
}

/** A value written into a merge's second cell: lost (as the fake has it) or kept. */
function mergeHiddenCell({ sheet }: Scratch) {
  const merged = sheet.getRange("K1:L1").merge();
  merged.setValues([["a", "b"]]);
  const read: unknown = sheet.getRange("L1").getValue();
  merged.breakApart();
  if (read === "") return observation(true, "lost");
  return observation(
    read === "b",
    `${read === "b" ? "kept (the fake is stricter)" : "other"}: ${String(read)}`,
  );
}

/** breakApart over part of a merged area: refused (as the fake has it) or allowed. */
function partialBreak({ sheet }: Scratch) {
  sheet.getRange("K3:L4").merge();
  try {
    sheet.getRange("K3:K4").breakApart();
  } catch (error) {
    sheet.getRange("K3:L4").breakApart();
    return observation(true, `refused: ${String(error)}`);
  }
  const left = sheet.getRange("K3:L4").isPartOfMerge();
  sheet.getRange("K3:L4").breakApart();
  return observation(true, `allowed (the fake is stricter): merged after ${String(left)}`);
}

function apostrophePlainText({ sheet }: Scratch) {
  const cell = sheet.getRange("A1").setNumberFormat("@");
  cell.setValues([["'3 7"]]);
  const read: unknown = cell.getValue();
  const kind = read === "3 7" ? "stripped" : read === "'3 7" ? "kept" : "other";
  return observation(kind !== "other", `${kind}: ${String(read)}`);
}

function apostropheAutomatic({ sheet }: Scratch) {
  const cell = sheet.getRange("A2");
  cell.setValues([["'=1+1"]]);
  const read: unknown = cell.getValue();
  const formula: unknown = cell.getFormula();
  return observation(read === "=1+1" && formula === "", { read, formula });
}

function typedDate({ sheet, ss, services }: Scratch) {
  const cell = sheet.getRange("A3");
  cell.setValues([["2026-11-29"]]);
  const read: unknown = cell.getValue();
  const day = isDate(read)
    ? services.utilities.formatDate(read, ss.getSpreadsheetTimeZone(), "yyyy-MM-dd")
    : String(read);
  return observation(day === "2026-11-29", day);
}

function checkbox({ sheet }: Scratch) {
  const cell = sheet.getRange("A4").insertCheckboxes();
  const before: unknown = cell.getValue();
  cell.setValue(true);
  const after: unknown = cell.getValue();
  return observation(before === false && after === true, { before, after });
}

function percent({ sheet }: Scratch) {
  const cell = sheet.getRange("A5");
  cell.setValues([["50%"]]);
  const read: unknown = cell.getValue();
  return observation(read === 0.5, read);
}

function insertedRowFormat({ sheet }: Scratch) {
  sheet.getRange("B10").setNumberFormat("@");
  sheet.insertRowsAfter(10, 1);
  const format: string = sheet.getRange("B11").getNumberFormat();
  return observation(true, `${format === "@" ? "inherit" : "none"}: ${format}`);
}

function insertActive(scratch: Scratch) {
  const { ss, name } = scratch;
  const before = ss.getActiveSheet().getSheetId();
  const made = scratch.keep(() => ss.insertSheet(`${name} (new)`));
  const active = ss.getActiveSheet().getSheetId();
  const agrees = active === made.getSheetId() && active !== before;
  scratch.remove(made);
  return observation(agrees, { before, active });
}

function copiedMetadata(scratch: Scratch) {
  const { sheet, ss } = scratch;
  sheet.addDeveloperMetadata(METADATA_KEY, "1");
  const copy = scratch.keep(() => sheet.copyTo(ss));
  const kept = copy.getDeveloperMetadata().some((m) => m.getKey() === METADATA_KEY);
  scratch.remove(copy);
  return observation(true, kept ? "copied" : "dropped");
}

function lookupCase({ ss, name }: Scratch) {
  const found = ss.getSheetByName(name.toUpperCase());
  return observation(true, found ? "insensitive" : "sensitive");
}

function insertCase(scratch: Scratch) {
  const { ss, name } = scratch;
  let made: GoogleAppsScript.Spreadsheet.Sheet;
  try {
    made = scratch.keep(() => ss.insertSheet(name.toUpperCase()));
  } catch (error) {
    return observation(true, `ignoring case: refused (${String(error)})`);
  }
  scratch.remove(made);
  return observation(true, "exactly: made");
}

function noSeparators({ sheet }: Scratch) {
  const cell = sheet.getRange("C1");
  cell.setFormula('=ROWS(A1:A3)&"/"&SUMPRODUCT(ROW(A1:A3)*(A1:A3=1))');
  const read: unknown = cell.getValue();
  return observation(read === "3/0", read);
}

function quotedSections({ sheet }: Scratch) {
  const cell = sheet.getRange("C2");
  cell.setValue(1);
  cell.setNumberFormat('"up";"down";"zero"');
  const shown: string = cell.getDisplayValue();
  return observation(shown === "up", shown);
}

/** A merge, a note, a dropdown and a colour rule on H1:I6, then Sheet.clear(): which stay. */
function clearLeftovers({ sheet, services }: Scratch) {
  const app = services.spreadsheetApp;
  sheet.getRange("H1:I2").merge();
  sheet.getRange("H5").setNote("note");
  const rule = app.newDataValidation().requireValueInList(["a"]).build();
  sheet.getRange("H6").setDataValidation(rule);
  const format = app
    .newConditionalFormatRule()
    .setRanges([sheet.getRange("H1:H6")])
    .whenCellNotEmpty()
    .setBackground("#ffff00")
    .build();
  sheet.setConditionalFormatRules([format]);
  sheet.clear();
  const left = {
    merges: sheet.getRange("H1:I2").isPartOfMerge(),
    notes: sheet.getRange("H5").getNote() !== "",
    validation: sheet.getRange("H6").getDataValidation() !== null,
    "conditional formats": sheet.getConditionalFormatRules().length > 0,
  };
  const kept = Object.entries(left).filter(([, stays]) => stays);
  const names = kept.map(([what]) => what).join(", ");
  if (kept.length === 4) return observation(true, `content and formats: ${names} stay`);
  if (kept.length === 0) return observation(true, "everything: nothing stays");
  return observation(false, `other: ${names} stay`);
}

/** A chart's id before and after it is on the sheet, and after an update (which is timed). */
function chartId({ sheet, timings }: Scratch) {
  sheet.getRange("A1:B3").setValues([
    ["a", 1],
    ["b", 2],
    ["c", 3],
  ]);
  const chart = sheet
    .newChart()
    .asBarChart()
    .addRange(sheet.getRange("A1:B3"))
    .setOption("backgroundColor", STYLE)
    .setPosition(1, 4, 0, 0)
    .build();
  const unplaced = chart.getChartId();
  sheet.insertChart(chart);
  const placed = sheet.getCharts()[0];
  const inserted = placed?.getChartId() ?? null;
  const start = Date.now();
  if (placed) sheet.updateChart(placed.modify().setOption("title", "diagnostics").build());
  timings.set("time.chartUpdate", Date.now() - start);
  const updated = sheet.getCharts()[0]?.getChartId() ?? null;
  const agrees = unplaced === null && typeof inserted === "number" && updated === inserted;
  return observation(agrees, { unplaced, inserted, updated });
}

/** The chart.id point's chart, styled when built, after its modify()…build() and update. */
function chartStyle({ sheet }: Scratch) {
  const kept: unknown = sheet.getCharts()[0]?.getOptions().get("backgroundColor");
  const kind = kept === STYLE ? "kept" : kept == null ? "dropped" : "other";
  return observation(kind !== "other", `${kind}: ${String(kept)}`);
}

/** «12» on three rows, the middle one hidden: whether Sheets' search finds it there. */
function hiddenRowSearch({ sheet }: Scratch) {
  sheet.getRange("M1:M3").setValues([["12"], ["12"], ["12"]]);
  sheet.hideRows(2);
  const found = sheet.getRange("M1:M3").createTextFinder("12").matchEntireCell(true).findAll();
  sheet.showRows(2);
  const kind = found.length === 3 ? "searched" : found.length === 2 ? "skipped" : "other";
  return observation(kind !== "other", `${kind}: ${found.length} of 3`);
}

/**
 * The search a save makes in a season for its tournament (tournamentPattern, gameSearch.ts):
 * the name typed five ways the engine reads as one — another case, «е» for «ё», «ё» as «е» and
 * its dots typed apart, a no-break space, two spaces — all found, and another name not. It tries
 * what Google does not document: which regular expressions a TextFinder reads.
 */
function tournamentSearch({ sheet }: Scratch) {
  const name = "Лёгкий кубок 2026";
  const typed = [
    name,
    "легкий КУБОК 2026",
    "Ле\u0308гкий кубок 2026",
    "Лёгкий\u00a0кубок 2026",
    "Лёгкий  кубок 2026",
    "Лёгкий кубок 2025",
  ];
  sheet.getRange(1, 14, typed.length, 1).setValues(typed.map((text) => [text]));
  const finder = sheet
    .getRange(1, 14, typed.length, 1)
    .createTextFinder(tournamentPattern(name) ?? "")
    .useRegularExpression(true);
  const rows = finder.findAll().map((cell) => cell.getRow());
  const other = rows.includes(typed.length);
  const found = rows.length - (other ? 1 : 0);
  return observation(found === 5 && !other, `${found} of 5${other ? ", and «…2025»" : ""}`);
}

/** In this order: clear.leftovers clears the scratch sheet, after the points that write on it. */
export const CELL_STEPS: readonly Step[] = [
  single("sheet.newSize", newSheetSize),
  single("range.outsideGrid", outsideGrid),
  single("text.apostrophePlainText", apostrophePlainText),
  single("text.apostropheAutomatic", apostropheAutomatic),
  single("date.typed", typedDate),
  single("checkbox.values", checkbox),
  single("number.percent", percent),
  single("rows.insertedFormat", insertedRowFormat),
  single("sheet.insertActive", insertActive),
  single("metadata.copiedSheet", copiedMetadata),
  single("names.lookupCase", lookupCase),
  single("names.insertCase", insertCase),
  single("formula.noSeparators", noSeparators),
  single("format.quotedSections", quotedSections),
  single("find.hiddenRow", hiddenRowSearch),
  single("find.tournament", tournamentSearch),
  single("clear.leftovers", clearLeftovers),
  single("merge.hiddenCell", mergeHiddenCell),
  single("merge.partialBreak", partialBreak),
  {
    points: ["chart.id", "chart.modifyOptions"],
    timings: ["time.chartUpdate"],
    run: (s) => ({ "chart.id": chartId(s), "chart.modifyOptions": chartStyle(s) }),
  },
];
