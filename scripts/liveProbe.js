// The live check's probe custom function. `npm run live-check` (scripts/liveCheck.mjs) pushes
// this file to the live check's test project beside dist/; it is never part of the add-on.
// The self-test (src/sheets/liveCheck.ts) writes formulas calling it on its scratch sheet and
// reads back what Sheets handed it; test/sheets/liveCheck.test.ts runs it on the fake.

/**
 * What Sheets hands a custom function, as JSON: how many arguments, and each one's kind.
 *
 * @customfunction
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- Sheets calls it from a cell
function MAFIA_LIVE_PROBE(...args) {
  return JSON.stringify({ count: args.length, args: args.map(liveProbeArgument_) });
}

/** A value's kind: "undefined", "null", "blank" (""), "date:<ISO>", or "<typeof>:<value>". */
function liveProbeKind_(value) {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (value === "") return "blank";
  if (Object.prototype.toString.call(value) === "[object Date]")
    return `date:${value.toISOString()}`;
  if (Array.isArray(value)) return "array";
  return `${typeof value}:${String(value)}`;
}

/** A range: its size, the kinds of its first ten rows' cells, the distinct kinds below them. */
function liveProbeArgument_(value) {
  if (!Array.isArray(value)) return liveProbeKind_(value);
  const cells = [];
  const rest = [];
  value.forEach((row, r) => {
    for (const cell of Array.isArray(row) ? row : [row]) {
      const kind = liveProbeKind_(cell);
      if (r < 10) cells.push(kind);
      else if (!rest.includes(kind)) rest.push(kind);
    }
  });
  const columns = Array.isArray(value[0]) ? value[0].length : 0;
  return { rows: value.length, columns, cells, rest };
}
