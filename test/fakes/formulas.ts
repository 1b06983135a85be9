/**
 * The few Sheets formulas the fake computes: references (`A1`, `B2:C9`, `B:B`, with an optional
 * sheet, quoted or not), numbers, strings, the operators `+ - * / & = <> < > <= >=`, the
 * functions ROWS, ROW, N, SUMPRODUCT and IFERROR, each with one argument (IFERROR's second one
 * left out: an error becomes a blank, as Google documents its default; diagnostics point
 * formula.iferrorBlank), NA() with none, and a custom function the context knows, with any
 * arguments (customFunctions.ts says what it is handed).
 * Arrays combine element by element, as inside SUMPRODUCT. Anything else — another function, a
 * built-in's second argument in any locale's syntax — reads "#ERROR!", as before the fake
 * computed anything: a test can never pass on a formula real Sheets would compute differently
 * from what the fake guessed.
 *
 * Semantics follow Sheets where they matter here: an empty cell equals 0 and "", text never
 * equals a number, text compares ignoring case, N(TRUE) is 1, SUMPRODUCT adds numbers only.
 */

export type Scalar = number | string | boolean | FormulaError;
export interface FormulaError {
  readonly error: string;
}
export type Value = Scalar | Scalar[][];

/** A cell as a custom function may be handed it: Dates as Dates, null when blank. */
export type CellArgument = number | string | boolean | Date | FormulaError | null;

/** What a formula may read: a sheet's size and its cells' values (formulas already computed). */
export interface FormulaSheet {
  readonly maxRows: number;
  readonly maxColumns: number;
  /** The last row holding a value or a formula; 0 when none does. */
  readonly lastRow: number;
  cell(row: number, column: number): Scalar;
  argument(row: number, column: number): CellArgument;
}

/** [row, column, rows, columns] */
export type Rectangle = [number, number, number, number];

/** One argument of a custom function call, as written: nothing, a reference, or a value. */
export type CustomArgument =
  | { readonly kind: "empty" }
  | {
      readonly kind: "reference";
      readonly sheet: FormulaSheet;
      readonly rectangle: Rectangle;
      /** Open at the bottom (`E:E`, `A2:N`): as many rows as Sheets gives such a range. */
      readonly openRows: boolean;
    }
  | { readonly kind: "value"; readonly value: Value };

/** A custom function's value for its arguments, as the cell shows it. */
export type CustomFunction = (args: readonly CustomArgument[]) => Scalar;

export interface FormulaContext {
  /** The sheet a reference names (case as Sheets ignores it), or the formula's own; null: none. */
  sheet(name: string | null): FormulaSheet | null;
  /** The custom function of that (upper-case) name; undefined when the script has none. */
  customFunction?(name: string): CustomFunction | undefined;
  /** What separates a custom function's arguments (default ","). */
  readonly separator?: "," | ";";
}

const UNSUPPORTED: FormulaError = { error: "#ERROR!" };

export function isError(value: unknown): value is FormulaError {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "error" in value;
}

/** The texts Sheets shows for its error values. */
const ERROR_TEXTS = /^#(N\/A|REF!|VALUE!|DIV\/0!|NAME\?|NUM!|NULL!|ERROR!)$/;

/** Whether a formula's value, as evaluateFormula gives it, is one of Sheets' errors. */
export function isErrorText(value: unknown): value is string {
  return typeof value === "string" && ERROR_TEXTS.test(value);
}

type Token =
  | { kind: "number"; value: number }
  | { kind: "string"; value: string }
  | { kind: "ref"; sheet: string | null; text: string }
  | { kind: "name"; value: string }
  | { kind: "op"; value: string };

const CELL = String.raw`\$?[A-Z]*\$?\d*`;
const REFERENCE = new RegExp(
  String.raw`^(?:('(?:[^']|'')+'|[\p{L}\p{N}_.]+)!)?(${CELL}(?::${CELL})?)`,
  "iu",
);

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const ch = rest[0] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(rest);
    if (number && !/^\d+:/.test(rest)) {
      tokens.push({ kind: "number", value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    if (ch === '"') {
      const m = /^"((?:[^"]|"")*)"/.exec(rest);
      if (!m) return null;
      tokens.push({ kind: "string", value: (m[1] as string).replace(/""/g, '"') });
      i += m[0].length;
      continue;
    }
    const op = /^(<>|<=|>=|[-+*/&=<>(),;])/.exec(rest);
    if (op) {
      tokens.push({ kind: "op", value: op[0] });
      i += op[0].length;
      continue;
    }
    const fn = /^([A-Z_][A-Z0-9._]*)\s*\(/i.exec(rest);
    if (fn) {
      tokens.push({ kind: "name", value: (fn[1] as string).toUpperCase() });
      i += (fn[1] as string).length;
      continue;
    }
    const ref = REFERENCE.exec(rest);
    if (ref && ref[2]) {
      const quoted = ref[1];
      const sheet =
        quoted === undefined
          ? null
          : quoted.startsWith("'")
            ? quoted.slice(1, -1).replace(/''/g, "'")
            : quoted;
      tokens.push({ kind: "ref", sheet, text: ref[2].replace(/\$/g, "").toUpperCase() });
      i += ref[0].length;
      continue;
    }
    return null;
  }
  return tokens;
}

function columnOf(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** A reference's rectangle, or null when it is not one. */
function rectangle(text: string, sheet: FormulaSheet): Rectangle | null {
  const parts = text.split(":");
  const ends = parts.map((part) => /^([A-Z]*)(\d*)$/.exec(part));
  if (ends.some((m) => !m || (!m[1] && !m[2]))) return null;
  const a = ends[0] as RegExpExecArray;
  const b = ends[1];
  // A single cell needs both its column and its row.
  if (!b && (!a[1] || !a[2])) return null;
  const first = {
    column: a[1] ? columnOf(a[1]) : 1,
    row: a[2] ? Number(a[2]) : 1,
  };
  const last = b
    ? {
        column: b[1] ? columnOf(b[1]) : sheet.maxColumns,
        row: b[2] ? Number(b[2]) : sheet.maxRows,
      }
    : first;
  if (last.row < first.row || last.column < first.column) return null;
  return [first.row, first.column, last.row - first.row + 1, last.column - first.column + 1];
}

class Parser {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly context: FormulaContext,
  ) {}

  parse(): Value {
    const value = this.comparison();
    return this.at === this.tokens.length ? value : UNSUPPORTED;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }
  private takeOp(...ops: string[]): string | null {
    const token = this.peek();
    if (token?.kind === "op" && ops.includes(token.value)) {
      this.at++;
      return token.value;
    }
    return null;
  }

  private comparison(): Value {
    let left = this.concat();
    for (let op = this.takeOp(...COMPARE); op; op = this.takeOp(...COMPARE))
      left = combine(left, this.concat(), (a, b) => compare(a, b, op));
    return left;
  }
  private concat(): Value {
    let left = this.additive();
    while (this.takeOp("&"))
      left = combine(left, this.additive(), (a, b) => `${textOf(a)}${textOf(b)}`);
    return left;
  }
  private additive(): Value {
    let left = this.multiplicative();
    for (let op = this.takeOp("+", "-"); op; op = this.takeOp("+", "-")) {
      const sign = op === "+" ? 1 : -1;
      left = combine(left, this.multiplicative(), (a, b) =>
        arithmetic(a, b, (x, y) => x + sign * y),
      );
    }
    return left;
  }
  private multiplicative(): Value {
    let left = this.unary();
    for (let op = this.takeOp("*", "/"); op; op = this.takeOp("*", "/")) {
      const times = op === "*";
      left = combine(left, this.unary(), (a, b) =>
        arithmetic(a, b, (x, y) => (times ? x * y : y === 0 ? { error: "#DIV/0!" } : x / y)),
      );
    }
    return left;
  }
  private unary(): Value {
    if (this.takeOp("-")) return map(this.unary(), (v) => arithmetic(0, v, (_, y) => -y));
    if (this.takeOp("+")) return this.unary();
    return this.primary();
  }
  private primary(): Value {
    const token = this.tokens[this.at++];
    if (!token) return UNSUPPORTED;
    if (token.kind === "number" || token.kind === "string") return token.value;
    if (token.kind === "op" && token.value === "(") {
      const inner = this.comparison();
      return this.takeOp(")") ? inner : UNSUPPORTED;
    }
    if (token.kind === "ref") return this.reference(token.sheet, token.text);
    if (token.kind === "name") return this.call(token.value);
    return UNSUPPORTED;
  }

  private reference(name: string | null, text: string): Value {
    const sheet = this.context.sheet(name);
    if (!sheet) return { error: "#REF!" };
    const rect = rectangle(text, sheet);
    if (!rect) return UNSUPPORTED;
    const [row, column, rows, columns] = rect;
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => sheet.cell(row + r, column + c)),
    );
  }

  /** One-argument functions; a reference argument is kept as its rectangle for ROW and ROWS. */
  private call(name: string): Value {
    if (!BUILT_IN.has(name)) {
      const custom = this.context.customFunction?.(name);
      return custom ? this.customCall(custom) : UNSUPPORTED;
    }
    if (!this.takeOp("(")) return UNSUPPORTED;
    if (name === "NA") return this.takeOp(")") ? { error: "#N/A" } : UNSUPPORTED;
    const start = this.at;
    const argument = this.comparison();
    if (!this.takeOp(")")) return UNSUPPORTED;
    const only = this.at - start === 2 ? this.tokens[start] : undefined;
    const rect =
      only?.kind === "ref"
        ? (() => {
            const sheet = this.context.sheet(only.sheet);
            return sheet ? rectangle(only.text, sheet) : null;
          })()
        : null;
    switch (name) {
      case "ROWS":
        return Array.isArray(argument) ? argument.length : 1;
      case "ROW":
        if (!rect) return UNSUPPORTED;
        return Array.from({ length: rect[2] }, (_, r) => [rect[0] + r]);
      case "N":
        return map(argument, (v) =>
          typeof v === "number" ? v : typeof v === "boolean" ? Number(v) : isError(v) ? v : 0,
        );
      case "IFERROR":
        return map(argument, (v) => (isError(v) ? "" : v));
      case "SUMPRODUCT": {
        if (!Array.isArray(argument)) return typeof argument === "number" ? argument : 0;
        let sum = 0;
        for (const line of argument)
          for (const v of line) {
            if (isError(v)) return v;
            if (typeof v === "number") sum += v;
          }
        return sum;
      }
      default:
        return UNSUPPORTED;
    }
  }

  /** Any number of arguments, each left empty, a lone reference, or an expression. */
  private customCall(custom: CustomFunction): Value {
    if (!this.takeOp("(")) return UNSUPPORTED;
    const separator = this.context.separator ?? ",";
    const args: CustomArgument[] = [];
    if (this.takeOp(")")) return custom(args);
    for (;;) {
      const argument = this.customArgument(separator);
      if (!argument) return UNSUPPORTED;
      args.push(argument);
      if (this.takeOp(")")) return custom(args);
      if (!this.takeOp(separator)) return UNSUPPORTED;
    }
  }

  private customArgument(separator: string): CustomArgument | null {
    const ends = (token: Token | undefined) =>
      token?.kind === "op" && (token.value === separator || token.value === ")");
    const first = this.peek();
    if (ends(first)) return { kind: "empty" };
    if (first?.kind === "ref" && ends(this.tokens[this.at + 1])) {
      this.at++;
      const sheet = this.context.sheet(first.sheet);
      if (!sheet) return { kind: "value", value: { error: "#REF!" } };
      const rect = rectangle(first.text, sheet);
      if (!rect) return null;
      const [, end] = first.text.split(":");
      return {
        kind: "reference",
        sheet,
        rectangle: rect,
        openRows: end !== undefined && !/\d/.test(end),
      };
    }
    return { kind: "value", value: this.comparison() };
  }
}

const BUILT_IN: ReadonlySet<string> = new Set(["ROWS", "ROW", "N", "SUMPRODUCT", "IFERROR", "NA"]);

const COMPARE = ["=", "<>", "<", ">", "<=", ">="];

function map(value: Value, fn: (v: Scalar) => Scalar): Value {
  return Array.isArray(value) ? value.map((line) => line.map(fn)) : fn(value);
}

/** Element by element; a single value meets every element of an array. */
function combine(a: Value, b: Value, fn: (x: Scalar, y: Scalar) => Scalar): Value {
  if (!Array.isArray(a) && !Array.isArray(b)) return guarded(a, b, fn);
  const rows = Math.max(Array.isArray(a) ? a.length : 1, Array.isArray(b) ? b.length : 1);
  const at = (v: Value, r: number, c: number): Scalar =>
    Array.isArray(v) ? (v[r]?.[c] ?? v[0]?.[c] ?? v[r]?.[0] ?? { error: "#N/A" }) : v;
  const columns = Math.max(
    Array.isArray(a) ? (a[0]?.length ?? 1) : 1,
    Array.isArray(b) ? (b[0]?.length ?? 1) : 1,
  );
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => guarded(at(a, r, c), at(b, r, c), fn)),
  );
}

function guarded(a: Scalar, b: Scalar, fn: (x: Scalar, y: Scalar) => Scalar): Scalar {
  if (isError(a)) return a;
  if (isError(b)) return b;
  return fn(a, b);
}

function numberOf(v: Scalar): number | FormulaError {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return Number(v);
  if (v === "") return 0;
  if (typeof v === "string" && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return { error: "#VALUE!" };
}

function arithmetic(
  a: Scalar,
  b: Scalar,
  fn: (x: number, y: number) => number | FormulaError,
): Scalar {
  const x = numberOf(a);
  const y = numberOf(b);
  if (isError(x)) return x;
  if (isError(y)) return y;
  return fn(x, y);
}

function textOf(v: Scalar): string {
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  return isError(v) ? v.error : String(v);
}

function compare(a: Scalar, b: Scalar, op: string): boolean {
  // An empty cell is 0 beside a number, "" beside text, FALSE beside a boolean.
  const left = a === "" ? (typeof b === "number" ? 0 : typeof b === "boolean" ? false : "") : a;
  const right = b === "" ? (typeof a === "number" ? 0 : typeof a === "boolean" ? false : "") : b;
  let order: number;
  if (typeof left === typeof right) {
    const x = typeof left === "string" ? left.toLowerCase() : left;
    const y = typeof right === "string" ? right.toLowerCase() : right;
    order = x === y ? 0 : x < y ? -1 : 1;
  } else {
    // Sheets orders numbers before text before booleans; they are never equal.
    const rank = (v: Scalar) => (typeof v === "number" ? 0 : typeof v === "string" ? 1 : 2);
    order = rank(left) - rank(right);
  }
  switch (op) {
    case "=":
      return order === 0;
    case "<>":
      return order !== 0;
    case "<":
      return order < 0;
    case ">":
      return order > 0;
    case "<=":
      return order <= 0;
    default:
      return order >= 0;
  }
}

/** The value of `formula` ("=…"), or "#ERROR!" (as text, as a cell shows it) when unsupported. */
export function evaluateFormula(
  formula: string,
  context: FormulaContext,
): number | string | boolean {
  const tokens = tokenize(formula.replace(/^=/, ""));
  if (!tokens) return UNSUPPORTED.error;
  const value = new Parser(tokens, context).parse();
  const single = Array.isArray(value) ? (value[0]?.[0] ?? "") : value;
  return isError(single) ? single.error : single;
}
