import type { Issue } from "../engine";

/**
 * The engine numbers the rows it is given from 1 (its `firstRow`); the CLI gives it only the
 * rows with data, and a row may span several lines (a quoted cell with a line break). This puts
 * the file's line numbers back into a problem: its own row and the rows its text lists
 * (`params.rows`, such as "25, 26" for a seat recorded twice).
 */
export function atFileLines(issue: Issue, lines: readonly number[]): Issue {
  const line = (row: number): number => lines[row - 1] ?? row;
  const rows = issue.params?.rows;
  return {
    ...issue,
    ...(issue.row !== undefined ? { row: line(issue.row) } : {}),
    ...(rows !== undefined
      ? { params: { ...issue.params, rows: typeof rows === "number" ? line(rows) : rows.replace(/\d+/g, (n) => String(line(Number(n)))) } }
      : {}),
  };
}
