/**
 * Problems said in the organiser's words: each names its column as the table's header writes
 * it, and one mistake repeated on many rows (the same value in the same column) is one problem
 * naming all its rows, not one per row.
 */
import type { Issue } from "./issues";
import type { Field } from "./terms";

/** The codes of a cell's value that cannot be read: repeated, they are one mistake. */
const VALUE_CODES: ReadonlySet<Issue["code"]> = new Set<Issue["code"]>([
  "sheet-error",
  "bad-extra",
  "bad-seat",
  "bad-role",
  "bad-winner",
  "bad-yes-no",
  "bad-count",
  "bad-best-move",
  "date-in-cell",
  "bad-stage",
]);

/** A problem with its column's header as the table writes it, when the table has a header. */
export function withHeader<T extends Issue>(
  issue: T,
  headers: Readonly<Partial<Record<Field, string>>>,
): T {
  if (issue.field === undefined || issue.header !== undefined) return issue;
  const header = headers[issue.field];
  return header === undefined ? issue : { ...issue, header };
}

/**
 * The problems with each mistake repeated on several rows made one, standing where its first
 * row stood and naming every row (`sameRows`); the game is named when all the rows are one
 * game's. `merged` is how many problems fewer there are.
 */
export function groupRepeated(issues: readonly Issue[]): { issues: Issue[]; merged: number } {
  const groups = new Map<string, Issue[]>();
  const order: (Issue | Issue[])[] = [];
  for (const issue of issues) {
    if (!VALUE_CODES.has(issue.code) || !("value" in issue) || issue.row === undefined) {
      order.push(issue);
      continue;
    }
    const key = `${issue.code}\u0000${issue.field ?? ""}\u0000${issue.value}`;
    const group = groups.get(key);
    if (group === undefined) {
      const started = [issue];
      groups.set(key, started);
      order.push(started);
    } else group.push(issue);
  }
  let merged = 0;
  const grouped = order.map((entry): Issue => {
    if (!Array.isArray(entry)) return entry;
    const [first] = entry as [Issue, ...Issue[]];
    if (entry.length === 1) return first;
    merged += entry.length - 1;
    const sameRows = entry.map((issue) => issue.row ?? 0);
    const oneGame = entry.every(
      (issue) =>
        issue.game === first.game && issue.round === first.round && issue.table === first.table,
    );
    if (oneGame) return { ...first, sameRows };
    const { game: _game, round: _round, table: _table, ...rest } = first;
    return { ...rest, sameRows };
  });
  return { issues: grouped, merged };
}
