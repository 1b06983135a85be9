// Builds what Apps Script runs (dist/) and the command line (build/cli.mjs).
// Usage: node scripts/build.mjs [--cli-only] [--out DIR]
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { mkdir, readFile, writeFile, copyFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import vm from "node:vm";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);
// `--out DIR` builds the Apps Script files elsewhere: the test that dist/ is current uses it.
const outIndex = process.argv.indexOf("--out");
const distDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : at("dist");
const inDist = (name) => path.join(distDir, name);
const GLOBAL = "Mafia";

/**
 * Apps Script only calls top-level `function` declarations, and Sheets only autocompletes
 * custom functions whose JSDoc says `@customfunction`. esbuild drops comments, so each export
 * of the entry gets a stub that carries its JSDoc and forwards to the bundle.
 */
function stubsFor(exportsList, entrySource) {
  return exportsList
    .map((name) => {
      const match = new RegExp(
        `(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\s*export function ${name}\\(([^)]*)\\)`,
      ).exec(entrySource);
      if (!match)
        throw new Error(
          `src/main.ts: export ${name} must be a function declaration with a JSDoc block`,
        );
      const params = match[2]
        .split(",")
        .map((p) => p.trim().split(/[?:=\s]/)[0])
        .filter(Boolean)
        .join(", ");
      // Only Sheets' autocomplete reads a JSDoc: the menu's and the sidebar's functions go without.
      const doc = match[1].includes("@customfunction") ? `${match[1]}\n` : "";
      return `${doc}function ${name}(${params}) { return ${GLOBAL}.${name}(${params}); }\n`;
    })
    .join("");
}

/**
 * The built-ins the engine calls on every row, made locals of the bundle. A lookup of a global
 * name goes through the global object, which in a V8 context made by node:vm (the tests' and
 * bench's stand-in for Apps Script) is an interceptor: `Number.isInteger` on every cell made
 * MAFIA_STANDINGS 10× slower there. Read once from globalThis, they are plain local variables
 * whatever the host does with its global object; the objects are the same ones.
 */
const LOCAL_BUILTINS = [
  "Array",
  "Date",
  "Error",
  "Float64Array",
  "Int16Array",
  "Int32Array",
  "Int8Array",
  "JSON",
  "Map",
  "Math",
  "Number",
  "Object",
  "Set",
  "String",
  "Uint8Array",
];

/**
 * An ES module bundle as the body of a function: its code, then `return{name:local,…}` for its
 * exports. A plain object, not esbuild's IIFE export getters: nothing to define at load, and
 * the bundle's own names stay out of Apps Script's global scope (where each would be listed as
 * a function to run).
 */
function asFunctionBody(esmText, where) {
  const tail = /export\{([^}]*)\};?\s*$/.exec(esmText);
  if (!tail)
    throw new Error(
      `${where}: no export statement at the end of the bundle: update asFunctionBody in scripts/build.mjs`,
    );
  const exported = tail[1].split(",").map((spec) => {
    const [local, as, name] = spec.trim().split(/\s+/);
    return { local, name: as === "as" ? name : local };
  });
  const body = `${esmText.slice(0, tail.index)}return{${exported.map(({ local, name }) => `${name}:${local}`).join(",")}}`;
  return { body, names: exported.map(({ name }) => name) };
}

const SCRIPT_OPTIONS = {
  bundle: true,
  format: "esm",
  target: "es2020",
  platform: "neutral",
  mainFields: ["module", "main"],
  // Every custom-function call loads the whole bundle: short names keep it small and quick to parse.
  minify: true,
  legalComments: "none",
  write: false,
  charset: "utf8",
};

/**
 * Modules that run only for the sidebar's and seating dialog's server calls, yet cost every load
 * if bundled like the rest: zod builds its classes when its modules load, and V8 compiles that
 * code (1.4 ms of the 7 ms a load took). They are bundled on their own, with zod, and put inside
 * a function that runs at their first use. Each export must be a function (the others import it
 * through a stand-in that calls the real one); they import constants, not the engine's stateful
 * modules.
 */
const LAZY_MODULES = ["src/protocol/gameSchema.ts", "src/protocol/seatingRequestSchema.ts"].map(
  (file) => at(file),
);

async function lazyModulesPlugin() {
  const entry = LAZY_MODULES.map((file) => `export * from ${JSON.stringify(file)};`).join("\n");
  const result = await build({
    ...SCRIPT_OPTIONS,
    stdin: { contents: entry, resolveDir: root, sourcefile: "lazy-modules.js" },
  });
  const { body, names } = asFunctionBody(result.outputFiles[0].text, "lazy modules");
  const loaded = vm.runInContext(`(()=>{${body}})()`, vm.createContext({}));
  const notFunctions = names.filter((name) => typeof loaded[name] !== "function");
  if (notFunctions.length > 0)
    throw new Error(`lazy modules may only export functions: ${notFunctions.join(", ")}`);
  const loader = `let loaded;export function lazyModules(){return loaded??=(()=>{${body}})()}`;
  const standIn = (file) => {
    const source = readFileSync(file, "utf8");
    return names
      .filter((name) => new RegExp(`export function ${name}\\b`).test(source))
      .map(
        (name) =>
          `import{lazyModules}from"lazy:loader";export function ${name}(...args){return lazyModules().${name}(...args)}`,
      )
      .join("\n");
  };
  return {
    name: "lazy-modules",
    setup(b) {
      b.onResolve({ filter: /^lazy:loader$/ }, () => ({ path: "loader", namespace: "lazy" }));
      b.onResolve({ filter: /^\./ }, (args) => {
        if (args.namespace !== "file") return undefined;
        const file = path.resolve(
          args.resolveDir,
          args.path.endsWith(".ts") ? args.path : `${args.path}.ts`,
        );
        return LAZY_MODULES.includes(file) ? { path: file, namespace: "lazy" } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: "lazy" }, (args) => ({
        contents: args.path === "loader" ? loader : standIn(args.path),
        loader: "js",
      }));
    },
  };
}

async function buildAppsScript() {
  const entry = at("src/main.ts");
  const result = await build({
    ...SCRIPT_OPTIONS,
    entryPoints: [entry],
    metafile: true,
    plugins: [await lazyModulesPlugin()],
  });
  const eager = Object.keys(result.metafile.inputs).filter((input) =>
    input.includes("node_modules/zod"),
  );
  if (eager.length > 0)
    throw new Error(
      `zod must only be imported by the lazy modules (scripts/build.mjs), found: ${eager[0]}`,
    );
  const { body, names } = asFunctionBody(result.outputFiles[0].text, "src/main.ts");
  const entrySource = await readFile(entry, "utf8");
  const banner = "// Mafia Standings — built from src/ by `npm run build`; do not edit by hand.\n";
  const bundle = `"use strict";var ${GLOBAL}=(()=>{const{${LOCAL_BUILTINS.join(",")}}=globalThis;${body}})();`;
  const code = `${banner}${bundle}\n${stubsFor(names, entrySource)}`;
  await mkdir(distDir, { recursive: true });
  await writeFile(inDist("Code.js"), code);
  await copyFile(at("appsscript.json"), inDist("appsscript.json"));
}

/**
 * A page (the sidebar of issue #4, the seating dialog of issue 9): its entry bundled for the
 * browser, its script and styles inlined into one dist/*.html that HtmlService serves as is: no CDN, no web fonts, no
 * other request. esbuild's output is deterministic, so the file only changes with the source.
 */
async function buildPage(entry, file) {
  const result = await build({
    entryPoints: [at(entry)],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["chrome100", "firefox100", "safari15"],
    minify: true,
    legalComments: "none",
    charset: "utf8",
    write: false,
    outdir: "sidebar",
    loader: { ".css": "css" },
  });
  const text = (ext) =>
    result.outputFiles
      .filter((file) => file.path.endsWith(ext))
      .map((file) => file.text)
      .join("\n");
  // Inline text must not close its own element early; "<\/" means the same to the JS parser.
  const script = text(".js").replace(/<\/(script)/gi, "<\\/$1");
  const style = text(".css").replace(/<\/(style)/gi, "<\\/$1");
  const html = [
    "<!DOCTYPE html>",
    '<html lang="ru"><head><meta charset="utf-8"><base target="_top">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>Mafia Standings</title>",
    `<style>${style}</style>`,
    "</head><body><noscript>JavaScript is required.</noscript>",
    `<script>${script}</script>`,
    "</body></html>",
    "",
  ].join("\n");
  await mkdir(distDir, { recursive: true });
  await writeFile(inDist(file), html);
}

async function buildCli() {
  await build({
    entryPoints: [at("src/cli/main.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile: at("build/cli.mjs"),
    logLevel: "warning",
  });
}

const cliOnly = process.argv.includes("--cli-only");
if (!cliOnly) await buildAppsScript();
if (!cliOnly) await buildPage("src/pages/sidebar/main.ts", "Sidebar.html");
// The seating dialog (issue 9) is a second page built the same way.
if (!cliOnly) await buildPage("src/pages/seating/main.ts", "SeatingDialog.html");
if (outIndex < 0) await buildCli();
