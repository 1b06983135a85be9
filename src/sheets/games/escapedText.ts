/**
 * Text a save writes with the apostrophe that keeps Sheets from reading it as a number, a date
 * or a formula («'3 7 9», «'Кубок 2026»). An Automatic cell takes the apostrophe as that sign and
 * drops it; a plain-text cell («@», as the template makes «Лучший ход») may keep it as part of
 * the text, which Google does not document (quirk plainTextApostrophe, diagnostics point
 * text.apostrophePlainText). The engine reads a leading apostrophe as nothing, so the standings
 * are right either way, but the cell should show what the judge entered.
 *
 * Rather than read the target cells' formats before writing (one values read more while the
 * judge waits), a save notes in the add-on's registry where it wrote such text; the next refresh,
 * which reads the Games sheet anyway (the sidebar's right after the save, else an edit's or the
 * menu's), writes again without the apostrophe each noted cell that kept it — a plain-text cell,
 * since no other keeps it — and still holds exactly what was written. A cell changed since, or
 * moved, is left alone.
 */
import { plainTextCell } from "../platform/cellSafety";
import type { Registry } from "../platform/sheetRegistry";
import type { SheetValues } from "./gamesTable";
import type { SavePlan } from "./savePlan";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The registry's record of the cells noted, as JSON; "" for none. */
const RECORD = "escaped";
/** At most this many cells are noted (thirty games' worth): the oldest go first. */
const MOST = 300;

/** A cell a save wrote as «'text»: its sheet row and column (from 1), and the text. */
type Escaped = readonly [row: number, column: number, text: string];

/** The cells of a save's plan written with an apostrophe a plain-text cell would keep. */
export function escapedCells(plan: SavePlan): Escaped[] {
  const first = plan.rows[0];
  return plan.writes.flatMap((write) =>
    write.values.flatMap((cells, r) =>
      cells.flatMap((cell, c): Escaped[] => {
        const plain = plainTextCell(cell);
        return plain !== cell && typeof plain === "string"
          ? [[first + r, write.column + c, plain]]
          : [];
      }),
    ),
  );
}

function noted(registry: Registry): Escaped[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(registry.record(RECORD) || "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is Escaped =>
      Array.isArray(entry) &&
      entry.length === 3 &&
      Number.isInteger(entry[0]) &&
      Number.isInteger(entry[1]) &&
      typeof entry[2] === "string",
  );
}

/** Notes `cells` for the next refresh, in place of a cell's earlier note, after the others. */
export function noteEscaped(registry: Registry, cells: readonly Escaped[]): void {
  if (cells.length === 0) return;
  const renoted = (old: Escaped) =>
    cells.some(([row, column]) => row === old[0] && column === old[1]);
  const kept = noted(registry).filter((old) => !renoted(old));
  registry.setRecord(RECORD, JSON.stringify([...kept, ...cells].slice(-MOST)));
}

/**
 * The noted cells that kept their apostrophe written again without it, one values write per run
 * of such cells down a column; the Games values the refresh has just read (the header first)
 * given back as the sheet now holds them. The note is cleared.
 */
export function settleEscaped(sheet: Sheet, values: SheetValues, registry: Registry): SheetValues {
  const cells = noted(registry);
  if (cells.length === 0) return values;
  registry.setRecord(RECORD, "");
  const kept = cells.filter(([row, column, text]) => values[row - 1]?.[column - 1] === `'${text}`);
  if (kept.length === 0) return values;
  const settled = values.slice();
  for (const { start, column, texts } of columnRuns(kept)) {
    sheet.getRange(start, column, texts.length, 1).setValues(texts.map((text) => [text]));
    texts.forEach((text, i) => {
      const row = [...(settled[start - 1 + i] ?? [])];
      row[column - 1] = text;
      settled[start - 1 + i] = row;
    });
  }
  return settled;
}

interface ColumnRun {
  readonly start: number;
  readonly column: number;
  readonly texts: string[];
}

/** The cells (each noted once) grouped into runs of adjacent rows of one column. */
function columnRuns(cells: readonly Escaped[]): ColumnRun[] {
  const sorted = [...cells].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const runs: ColumnRun[] = [];
  for (const [row, column, text] of sorted) {
    const last = runs[runs.length - 1];
    if (last && last.column === column && last.start + last.texts.length === row)
      last.texts.push(text);
    else runs.push({ start: row, column, texts: [text] });
  }
  return runs;
}
