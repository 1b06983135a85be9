// Builds what Apps Script runs (dist/) and the command line (build/cli.mjs).
// Usage: node scripts/build.mjs [--cli-only] [--out DIR]
import { build } from "esbuild";
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
      const match = new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\s*export function ${name}\\(([^)]*)\\)`).exec(entrySource);
      if (!match) throw new Error(`src/main.ts: export ${name} must be a function declaration with a JSDoc block`);
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
const LOCAL_BUILTINS = ["Array", "Date", "Error", "Float64Array", "Int16Array", "Int32Array", "Int8Array", "JSON", "Map", "Math", "Number", "Object", "Set", "String", "Uint8Array"];

function withLocalBuiltins(text) {
  const head = new RegExp(`^((?:"use strict";)?\\s*var ${GLOBAL}\\s*=\\s*\\(\\(\\)\\s*=>\\s*\\{)`);
  if (!head.test(text)) throw new Error("unexpected esbuild IIFE shape: update withLocalBuiltins in scripts/build.mjs");
  return text.replace(head, `$1const{${LOCAL_BUILTINS.join(",")}}=globalThis;`);
}

async function buildAppsScript() {
  const entry = at("src/main.ts");
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    globalName: GLOBAL,
    target: "es2020",
    platform: "neutral",
    mainFields: ["module", "main"],
    minifySyntax: true,
    minifyWhitespace: true,
    // Every custom-function call loads the whole bundle: short names keep it small and quick to parse.
    minifyIdentifiers: true,
    legalComments: "none",
    write: false,
    charset: "utf8",
  });
  const output = result.outputFiles[0];
  // An IIFE's metafile lists no exports: ask the bundle itself, in a bare context like Apps Script's.
  const context = vm.createContext({});
  vm.runInContext(output.text, context);
  const exportsList = Object.keys(context[GLOBAL]);
  const entrySource = await readFile(entry, "utf8");
  const bundle = withLocalBuiltins(output.text);
  const banner = "// Mafia Standings — built from src/ by `npm run build`; do not edit by hand.\n";
  const code = `${banner}${bundle}\n${stubsFor(exportsList, entrySource)}`;
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
  const text = (ext) => result.outputFiles.filter((file) => file.path.endsWith(ext)).map((file) => file.text).join("\n");
  // Inline text must not close its own element early; "<\/" means the same to the JS parser.
  const script = text(".js").replace(/<\/(script)/gi, "<\\/$1");
  const style = text(".css").replace(/<\/(style)/gi, "<\\/$1");
  const html = [
    "<!DOCTYPE html>",
    '<html lang="ru"><head><meta charset="utf-8"><base target="_top">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>Mafia Standings</title>",
    `<style>${style}</style>`,
    '</head><body><noscript>JavaScript is required.</noscript>',
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
if (!cliOnly) await buildPage("src/sidebar/main.ts", "Sidebar.html");
// The seating dialog (issue 9) is a second page built the same way.
if (!cliOnly) await buildPage("src/sheets/seatingDialog/main.ts", "SeatingDialog.html");
if (outIndex < 0) await buildCli();
