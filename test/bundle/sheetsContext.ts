import { readFileSync } from "node:fs";
import vm from "node:vm";

/**
 * dist/Code.js in a bare V8 context, called the way Sheets calls a custom function: with 2D
 * arrays that belong to that context. Arguments cross as JSON (Dates as {"$date": ISO}) and
 * are rebuilt inside, because arrays made out here fail `instanceof Array` in there.
 */
export interface SheetsContext {
  call(name: string, ...args: unknown[]): unknown;
  readonly context: vm.Context;
}

export function loadBundle(path = "dist/Code.js"): SheetsContext {
  const context = vm.createContext({});
  vm.runInContext(readFileSync(path, "utf8"), context, { filename: "Code.js" });
  vm.runInContext(
    `function __revive(key, value) {
       return value && typeof value === "object" && typeof value.$date === "string" ? new Date(value.$date) : value;
     }
     function __call(name, json) { return JSON.stringify({ result: globalThis[name].apply(null, JSON.parse(json, __revive)) }); }`,
    context,
  );
  return {
    context,
    call(name, ...args) {
      const json = JSON.stringify(args, (_key, value) =>
        typeof value === "string" && /^\$date:/.test(value) ? { $date: value.slice(6) } : value,
      );
      let out: string;
      try {
        out = vm.runInContext(
          `__call(${JSON.stringify(name)}, ${JSON.stringify(json)})`,
          context,
        ) as string;
      } catch (error) {
        // Errors thrown inside the context are not instances of this realm's Error.
        throw new Error(String((error as { message?: unknown }).message ?? error));
      }
      return (JSON.parse(out) as { result: unknown }).result;
    },
  };
}

/** A date cell as Sheets hands it (a Date object), for `call` arguments. */
export const dateCell = (iso: string): string => `$date:${iso}`;
