/**
 * The diagnostics' probe: a custom function the add-on ships (src/main.ts,
 * MAFIA_DIAGNOSTICS_PROBE) without `@customfunction`, so Sheets never offers it in the formula
 * autocomplete, yet a cell may call it like any global function of the script. It tells, as
 * JSON, what Sheets handed it: each argument's kind, and a range's size and cells' kinds.
 */

/** A value's kind: "undefined", "null", "blank" (""), "date:<ISO>", or "<typeof>:<value>". */
function kindOf(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (value === "") return "blank";
  if (Object.prototype.toString.call(value) === "[object Date]")
    return `date:${(value as Date).toISOString()}`;
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean")
    return `${typeof value}:${String(value)}`;
  return `${typeof value}:${JSON.stringify(value) ?? ""}`;
}

/** A range: its size, the kinds of its first ten rows' cells, the distinct kinds below them. */
function argumentOf(value: unknown): unknown {
  if (!Array.isArray(value)) return kindOf(value);
  const cells: string[] = [];
  const rest: string[] = [];
  value.forEach((row: unknown, r) => {
    for (const cell of Array.isArray(row) ? (row as unknown[]) : [row]) {
      const kind = kindOf(cell);
      if (r < 10) cells.push(kind);
      else if (!rest.includes(kind)) rest.push(kind);
    }
  });
  const first: unknown = value[0];
  const columns = Array.isArray(first) ? first.length : 0;
  return { rows: value.length, columns, cells, rest };
}

/** What the probe's cell shows: its two arguments described, as JSON. */
export function probeReport(first: unknown, second: unknown): string {
  return JSON.stringify({ args: [argumentOf(first), argumentOf(second)] });
}
