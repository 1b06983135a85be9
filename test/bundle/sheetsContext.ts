import { readFileSync } from "node:fs";
import vm from "node:vm";

/**
 * dist/Code.js in a bare V8 context, called the way Sheets calls a custom function: with 2D
 * arrays that belong to that context. Arguments cross as JSON (Dates as {"$date": ISO}) and
 * are rebuilt inside, because arrays made out here fail `instanceof Array` in there.
 *
 * The context is made with vm.constants.DONT_CONTEXTIFY: its global object is an ordinary one,
 * as in Apps Script, where `vm.createContext({})` puts Node's interceptor in front of it (every
 * global lookup, `Number.isInteger` on each cell, went through it at about 10× the cost). It is
 * still a bare V8 context: ECMAScript's built-ins and V8's `console` and `WebAssembly`, nothing
 * of Node or Apps Script. The object `context` is that global itself (`globalThis` inside is
 * the very same object in Node 20.20), so what the bundle declares shows as its properties.
 */
export interface SheetsContext {
  call(name: string, ...args: unknown[]): unknown;
  readonly context: vm.Context;
  /**
   * Guarded contexts only: every global name the code looked up (or assigned) that is neither an
   * ECMAScript built-in nor one the bundle declares, in order. Each one also threw where it was
   * looked up; the list catches those the bundle might have caught itself.
   */
  readonly strayGlobals: readonly string[];
}

export interface LoadOptions {
  /** The code to run instead of the file's (the guard test plants stray globals in a copy). */
  readonly code?: string;
  /** Run the code under the global guard (GUARD_SOURCE below). */
  readonly guarded?: boolean;
}

/**
 * The global names of ECMAScript (ECMA-262 with its Annex B, and ECMA-402's Intl): all that
 * Apps Script's V8 and a bare V8 context have in common. Anything else — `process`, `require`,
 * `SpreadsheetApp`, `Utilities`, even `console` — is a host's.
 */
export const ECMASCRIPT_GLOBALS: readonly string[] = [
  "globalThis",
  "Infinity",
  "NaN",
  "undefined",
  "eval",
  "isFinite",
  "isNaN",
  "parseFloat",
  "parseInt",
  "decodeURI",
  "decodeURIComponent",
  "encodeURI",
  "encodeURIComponent",
  "escape",
  "unescape",
  "AggregateError",
  "Array",
  "ArrayBuffer",
  "Atomics",
  "BigInt",
  "BigInt64Array",
  "BigUint64Array",
  "Boolean",
  "DataView",
  "Date",
  "Error",
  "EvalError",
  "FinalizationRegistry",
  "Float32Array",
  "Float64Array",
  "Function",
  "Int8Array",
  "Int16Array",
  "Int32Array",
  "Intl",
  "JSON",
  "Map",
  "Math",
  "Number",
  "Object",
  "Promise",
  "Proxy",
  "RangeError",
  "ReferenceError",
  "Reflect",
  "RegExp",
  "Set",
  "SharedArrayBuffer",
  "String",
  "Symbol",
  "SyntaxError",
  "TypeError",
  "Uint8Array",
  "Uint8ClampedArray",
  "Uint16Array",
  "Uint32Array",
  "URIError",
  "WeakMap",
  "WeakRef",
  "WeakSet",
];

/**
 * The guard: the bundle runs as `with (__guard) { …Code.js… }`. Every free name the bundle's code
 * looks up, in sloppy and in strict functions alike, passes the with-scope first and so asks the
 * proxy's `has`. It answers "not mine" for ECMAScript's names and for the globals the bundle
 * itself declared (`Mafia`, the stubs: properties of the global object that were not there before
 * the bundle ran), so those resolve as usual; for any other name it answers "mine", and then
 * reading or assigning it throws a ReferenceError naming it — `typeof SpreadsheetApp` included.
 * The `with` makes the bundle's top level sloppy (its "use strict" is no longer a directive);
 * the custom functions' behaviour under the guard is checked against the plain context's.
 */
const GUARD_SOURCE = String.raw`
var __strayGlobals = [];
var __guard = (function (allowed, before) {
  var isOwn = Object.prototype.hasOwnProperty;
  var global = globalThis;
  function declaredByBundle(name) { return isOwn.call(global, name) && !before.has(name); }
  function stray(name) {
    __strayGlobals.push(name);
    return new ReferenceError("the bundle looked up the global " + name + ", which is not ECMAScript's");
  }
  return new Proxy(Object.create(null), {
    has: function (_, name) {
      return typeof name === "string" && !allowed.has(name) && !declaredByBundle(name);
    },
    get: function (_, name) {
      if (typeof name !== "string") return undefined; // Symbol.unscopables: no exceptions
      throw stray(name);
    },
    set: function (_, name) { throw stray(String(name)); },
  });
})(new Set(__allowed), new Set(Object.getOwnPropertyNames(globalThis)));
`;

export function loadBundle(path = "dist/Code.js", options: LoadOptions = {}): SheetsContext {
  const code = options.code ?? readFileSync(path, "utf8");
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY);
  vm.runInContext(
    `function __revive(key, value) {
       return value && typeof value === "object" && typeof value.$date === "string" ? new Date(value.$date) : value;
     }
     function __call(name, json) { return JSON.stringify({ result: globalThis[name].apply(null, JSON.parse(json, __revive)) }); }`,
    context,
  );
  const run = (source: string): unknown => {
    try {
      return vm.runInContext(source, context, { filename: "Code.js" });
    } catch (error) {
      // Errors thrown inside the context are not instances of this realm's Error.
      throw new Error(String((error as { message?: unknown }).message ?? error), { cause: error });
    }
  };
  if (options.guarded) {
    vm.runInContext(`var __allowed = ${JSON.stringify(ECMASCRIPT_GLOBALS)};`, context);
    vm.runInContext(GUARD_SOURCE, context);
    run(`with (__guard) {\n${code}\n}`);
  } else {
    run(code);
  }
  return {
    context,
    get strayGlobals() {
      return options.guarded
        ? (vm.runInContext("__strayGlobals.slice()", context) as string[])
        : [];
    },
    call(name, ...args) {
      const json = JSON.stringify(args, (_key, value: unknown) =>
        typeof value === "string" && /^\$date:/.test(value) ? { $date: value.slice(6) } : value,
      );
      const out = run(`__call(${JSON.stringify(name)}, ${JSON.stringify(json)})`) as string;
      return (JSON.parse(out) as { result: unknown }).result;
    },
  };
}

/** A date cell as Sheets hands it (a Date object), for `call` arguments. */
export const dateCell = (iso: string): string => `$date:${iso}`;
