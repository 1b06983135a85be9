/**
 * What Sheets hands a custom function, and what its cell then shows, for the fake's formulas
 * (formulas.ts): a formula naming a global function of the script (`installInContext`,
 * `useCustomFunctionsOf`) calls it with its arguments converted here.
 *
 * Documented (the custom functions guide, "Arguments" and "Data types"): a range arrives as a
 * two-dimensional array of its cells' values, row by row, a single cell as its bare value; a
 * number as a number, a checkbox as a boolean, a date or time as a Date, a percentage as a
 * fraction, text as a string. JavaScript gives a parameter left out `undefined`.
 * Undocumented, each a quirk of the fake (SheetsQuirks), tested both ways: what a blank cell is,
 * what an error cell does, what an argument left empty (`=F(A1;)`) is, and how many rows a range
 * open at the bottom (`E:E`, `A2:N`) has.
 */
import { isError, type CellArgument, type CustomArgument, type Scalar } from "./formulas";

export interface CustomFunctionQuirks {
  /** A blank cell, alone or in a range: "" or null (custom.blankCell, custom.values). */
  readonly customFunctionBlank: "empty string" | "null";
  /**
   * An error cell (#N/A, #DIV/0!…) in an argument: handed over as its text ("#N/A"), or the
   * function is not called and its cell shows that error. Diagnostics point custom.errorCells.
   */
  readonly customFunctionError: "text" | "not called";
  /** An argument left empty (`=F(A1;)`): undefined, "" or null (custom.emptyArgument). */
  readonly customFunctionEmptyArgument: "undefined" | "empty string" | "null";
  /** A range open at the bottom: every row, or rows to the last with data (custom.wholeColumn). */
  readonly customFunctionWholeColumn: "max rows" | "last row";
}

/** What became of one call of a custom function. */
export type CustomFunctionOutcome =
  | { readonly kind: "returned"; readonly value: unknown }
  | { readonly kind: "threw"; readonly message: string }
  /** An argument held an error (customFunctionError "not called"): Sheets shows it instead. */
  | { readonly kind: "not called"; readonly error: string }
  /** Sheets has not finished computing it (FakeOptions.customFunctionFlushes). */
  | { readonly kind: "loading" };

/** What the cell of a custom function shows while Sheets is still computing it. */
export const LOADING = "Loading...";

export type ScriptFunction = (...args: unknown[]) => unknown;

/** Arrays made in the script's own realm, as Sheets' arrays are the script's. */
export interface ArrayRealm {
  array<T>(items: readonly T[]): T[];
}

/** Thrown while converting the arguments: an error cell stops the call. */
class NotCalled extends Error {
  constructor(readonly error: string) {
    super(error);
  }
}

function cellArgument(cell: CellArgument, quirks: CustomFunctionQuirks): unknown {
  if (cell === null) return quirks.customFunctionBlank === "null" ? null : "";
  if (!isError(cell)) return cell;
  if (quirks.customFunctionError === "not called") throw new NotCalled(cell.error);
  return cell.error;
}

function argumentOf(
  argument: CustomArgument,
  quirks: CustomFunctionQuirks,
  realm: ArrayRealm,
): unknown {
  switch (argument.kind) {
    case "empty": {
      const empty = quirks.customFunctionEmptyArgument;
      return empty === "undefined" ? undefined : empty === "null" ? null : "";
    }
    case "value": {
      const value = argument.value;
      if (!Array.isArray(value)) return cellArgument(value, quirks);
      return realm.array(
        value.map((line) => realm.array(line.map((v) => cellArgument(v, quirks)))),
      );
    }
    case "reference": {
      const { sheet, openRows } = argument;
      const [row, column, rows, columns] = argument.rectangle;
      if (rows === 1 && columns === 1 && !openRows)
        return cellArgument(sheet.argument(row, column), quirks);
      const height =
        openRows && quirks.customFunctionWholeColumn === "last row"
          ? Math.max(1, Math.min(rows, sheet.lastRow - row + 1))
          : rows;
      return realm.array(
        Array.from({ length: height }, (_, r) =>
          realm.array(
            Array.from({ length: columns }, (_, c) =>
              cellArgument(sheet.argument(row + r, column + c), quirks),
            ),
          ),
        ),
      );
    }
  }
}

/** A thrown value's message, whichever realm made it. */
function messageOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error)
    return String(error.message);
  return String(error);
}

/** Calls `fn` as Sheets would with the arguments as written in the formula. */
export function callCustomFunction(
  fn: ScriptFunction,
  args: readonly CustomArgument[],
  quirks: CustomFunctionQuirks,
  realm: ArrayRealm,
): CustomFunctionOutcome {
  let passed: unknown[];
  try {
    passed = args.map((argument) => argumentOf(argument, quirks, realm));
  } catch (error) {
    if (error instanceof NotCalled) return { kind: "not called", error: error.error };
    throw error;
  }
  try {
    return { kind: "returned", value: fn(...passed) };
  } catch (error) {
    return { kind: "threw", message: messageOf(error) };
  }
}

function isDateLike(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === "[object Date]";
}

/**
 * What the formula's cell shows: a returned array's top-left value (the fake does not spill the
 * rest into the cells below and to the right), a Date as its serial number, and "#ERROR!" for a
 * throw (Sheets puts the message in the cell's tooltip) or a value no cell can hold.
 */
export function shownValue(outcome: CustomFunctionOutcome): Scalar {
  switch (outcome.kind) {
    case "loading":
      return LOADING;
    case "not called":
      return { error: outcome.error };
    case "threw":
      return { error: "#ERROR!" };
    case "returned": {
      const value = outcome.value;
      const first: unknown = Array.isArray(value)
        ? Array.isArray(value[0])
          ? (value[0] as unknown[])[0]
          : value[0]
        : value;
      if (first === undefined || first === null) return "";
      if (typeof first === "number") return Number.isFinite(first) ? first : { error: "#NUM!" };
      if (typeof first === "string" || typeof first === "boolean") return first;
      if (isDateLike(first)) return first.getTime() / 86_400_000 + 25_569;
      return { error: "#ERROR!" };
    }
  }
}
