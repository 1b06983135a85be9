// Builds what Apps Script runs (dist/) and the command line (build/cli.mjs).
// Usage: node scripts/build.mjs [--cli-only] [--out DIR]
import { build, transform } from "esbuild";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);
// `--out DIR` builds the Apps Script files elsewhere: the test that dist/ is current uses it.
const outIndex = process.argv.indexOf("--out");
const distDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : at("dist");
const inDist = (name) => path.join(distDir, name);
/** The bundle's one global name: each module src/main.ts imports is `Mafia.NAME`. */
const GLOBAL = "Mafia";
const BANNER =
  "// Mafia Standings — built from src/ by `npm run build`; do not edit by hand. MIT licence " +
  "(LICENSE); the notices of the libraries bundled here are at the end of this file.";

/**
 * A JSDoc block with each paragraph and tag on one line, as Sheets' autocomplete shows it: the
 * source wraps them at 100 columns (max-len), so a line that continues a text line (neither
 * blank nor a tag) is joined to it with a space.
 */
function unwrapDoc(doc) {
  const lines = [];
  for (const line of doc.split("\n")) {
    const previous = lines.at(-1);
    const text = docText(line);
    if (previous !== undefined && docText(previous) && text && !text.startsWith("@"))
      lines[lines.length - 1] = `${previous} ${text}`;
    else lines.push(line);
  }
  return lines.join("\n");
}

/** The text of a JSDoc line (` * text`); "" for a blank one or the comment's first or last. */
function docText(line) {
  const trimmed = line.trim();
  return trimmed.startsWith("* ") ? trimmed.slice(2).trim() : "";
}

/**
 * Apps Script only calls top-level `function` declarations, and Sheets only autocompletes
 * custom functions whose JSDoc says `@customfunction`. So the entry (src/main.ts) is not bundled:
 * its functions are compiled alone by TypeScript, which keeps their comments, and put at the top
 * level of dist/Code.js after the bundle of what they import. Outside the bundle's scope, their
 * names never collide with a module's (esbuild would number one of them: `onOpen2`).
 *
 * Read from the entry's syntax tree: `imports`, each module it imports values from with the
 * names it takes (`[imported, local]`), and `script`, its functions as JavaScript, each JSDoc
 * paragraph on one line (see unwrapDoc).
 */
async function splitEntry(file, source) {
  // Loaded here, not at the top: `--cli-only` (npm install, npm start) has no use for it.
  const { default: ts } = await import("typescript");
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const where = (node) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    return `${path.relative(root, file)}:${line + 1}`;
  };
  const isExport = (m) => m.kind === ts.SyntaxKind.ExportKeyword;
  const imports = [];
  for (const node of tree.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (clause.name || !bindings || !ts.isNamedImports(bindings))
        throw new Error(`${where(node)}: import the entry's values as \`import { NAME } from\``);
      const names = bindings.elements
        .filter((element) => !element.isTypeOnly)
        .map((element) => [(element.propertyName ?? element.name).text, element.name.text]);
      if (names.length > 0) imports.push({ module: node.moduleSpecifier.text, names });
      continue;
    }
    if (ts.isExportDeclaration(node) || ts.isExportAssignment(node))
      throw new Error(`${where(node)}: export each entry function as \`export function NAME\``);
    if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) continue;
    const exported = ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some(isExport);
    if (!exported || !ts.isFunctionDeclaration(node) || !node.name || !node.body)
      throw new Error(
        `${where(node)}: the entry may only hold exported function declarations and types`,
      );
    for (const param of node.parameters) {
      if (!ts.isIdentifier(param.name) || param.dotDotDotToken)
        throw new Error(`${where(param)}: ${node.name.text}'s parameters must be plain names`);
    }
  }
  // Imports go (the bundle provides them), and `export` with them: the functions are globals.
  const plainScript = (context) => (sourceFile) =>
    ts.visitEachChild(
      sourceFile,
      (node) => {
        if (ts.isImportDeclaration(node)) return undefined;
        if (!ts.isFunctionDeclaration(node)) return node;
        return ts.factory.updateFunctionDeclaration(
          node,
          (ts.getModifiers(node) ?? []).filter((m) => !isExport(m)),
          node.asteriskToken,
          node.name,
          node.typeParameters,
          node.parameters,
          node.type,
          node.body,
        );
      },
      context,
    );
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
    transformers: { before: [plainScript] },
  });
  const script = outputText
    .replace(/^export \{\};\s*$/m, "")
    .replace(/\/\*\*[\s\S]*?\*\//g, (doc) => unwrapDoc(doc))
    .trim();
  return { imports, script };
}

/** The name under which the bundle exports a module the entry imports ("./sheets": sheets). */
function moduleKey(specifier) {
  const key = specifier.replace(/^\.\//, "").replace(/[^A-Za-z0-9]+/g, "_");
  if (!/^[A-Za-z_]\w*$/.test(key)) throw new Error(`src/main.ts: cannot name ${specifier}`);
  return key;
}

/**
 * The licence notices of the third-party code a build bundled (the packages of its metafile's
 * inputs), as one comment: their licences (zod's is MIT) ask for the notice in every copy, and
 * dist/ is what a spreadsheet gets. LICENSE carries each of them too; the build fails when it
 * does not.
 */
async function bundledNotices(metafile, file) {
  const packageDirs = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const inPackage = /^.*node_modules\/(?:@[^/]+\/)?[^/]+\//.exec(input);
    if (inPackage) packageDirs.add(path.resolve(inPackage[0]));
  }
  const license = await readFile(at("LICENSE"), "utf8");
  const notices = [];
  for (const dir of [...packageDirs].sort()) {
    const { name, version } = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8"));
    const licenseFile = (await readdir(dir)).find((entry) => /^licen[cs]e/i.test(entry));
    if (licenseFile === undefined) throw new Error(`${file} bundles ${name}, which has no LICENSE`);
    const text = (await readFile(path.join(dir, licenseFile), "utf8")).trim();
    if (!license.includes(text))
      throw new Error(
        `${file} bundles ${name}: copy ${path.relative(root, path.join(dir, licenseFile))} ` +
          "into LICENSE's third-party notices",
      );
    if (text.includes("*/")) throw new Error(`${name}'s licence would end its comment early`);
    notices.push(`${name} ${version}, bundled into this file:\n\n${text}`);
  }
  return notices.length === 0 ? "" : `/*\n${notices.join("\n\n")}\n*/\n`;
}

/** dist/Code.js as the TypeScript compiler parses it, for the passes below. */
async function parsedBundle(code) {
  const { default: ts } = await import("typescript");
  const file = ts.createSourceFile(
    "Code.js",
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  );
  return { ts, file };
}

/**
 * The comments esbuild keeps inside the bundle's wrapper (some JSDoc, and the `@__PURE__`
 * annotations it writes for minifiers) removed, with the lines they leave blank: in Apps Script
 * they are only bytes (their text stays in src/). Found as the parser finds comments, so nothing
 * in a string or a template literal is touched; the entry's own functions, after the wrapper,
 * keep theirs (`@customfunction` among them).
 */
async function withoutBundleComments(code) {
  const { ts, file } = await parsedBundle(code);
  const wrapper = file.statements.find(
    (statement) =>
      ts.isVariableStatement(statement) &&
      code.slice(statement.getStart(file)).startsWith(`var ${GLOBAL} = `),
  );
  if (!wrapper) throw new Error("dist/Code.js: the bundle's wrapper not found");
  const ranges = new Map();
  const visit = (node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(code, node.pos) ?? []),
      // A comment on the line of the token before a node is that token's: found at its end.
      ...(ts.getTrailingCommentRanges(code, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(code, node.end) ?? []),
    ])
      ranges.set(range.pos, range.end);
    ts.forEachChild(node, visit);
  };
  visit(wrapper);
  let text = "";
  let at = 0;
  for (const [start, end] of [...ranges.entries()].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    const lineStart = code.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = code.indexOf("\n", end);
    const alone =
      code.slice(lineStart, start).trim() === "" && code.slice(end, lineEnd).trim() === "";
    // A comment alone on its lines goes with them; one within a line, with the space after it.
    const [from, to] = alone
      ? [lineStart, lineEnd + 1]
      : [start, code[end] === " " ? end + 1 : end];
    text += code.slice(at, from);
    at = to;
  }
  return text + code.slice(at);
}

/**
 * The bundle indented with tabs, one a level, instead of esbuild's two spaces, and the body of
 * its one wrapping function (`var Mafia = (() => {` … `})();`, which holds every line of the
 * modules) not indented under it: the same lines and statements, an eighth smaller, so
 * dist/Code.js keeps within its 400 KB guard unminified. A line that begins inside a template
 * literal is the literal's text and keeps its spaces.
 */
async function indentWithTabs(code) {
  const { ts, file } = await parsedBundle(code);
  const literals = [];
  const visit = (node) => {
    const kind = node.kind;
    if (
      kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
      kind === ts.SyntaxKind.TemplateHead ||
      kind === ts.SyntaxKind.TemplateMiddle ||
      kind === ts.SyntaxKind.TemplateTail
    )
      literals.push([node.getStart(file), node.getEnd()]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  literals.sort((a, b) => a[0] - b[0]);
  let next = 0;
  const insideLiteral = (at) => {
    while (next < literals.length && literals[next][1] <= at) next++;
    const literal = literals[next];
    return literal !== undefined && literal[0] < at && at < literal[1];
  };
  const source = code.split("\n");
  const opening = source.indexOf(`var ${GLOBAL} = (() => {`);
  const closing = source.indexOf("})();", opening);
  if (opening < 0 || closing < 0) throw new Error("dist/Code.js: the bundle's wrapper not found");
  let at = 0;
  const lines = source.map((line, index) => {
    const start = at;
    at += line.length + 1;
    if (insideLiteral(start)) return line;
    const spaces = /^ */.exec(line)[0].length;
    const wrapped = index > opening && index < closing && spaces >= 2 ? 1 : 0;
    return "\t".repeat((spaces >> 1) - wrapped) + " ".repeat(spaces & 1) + line.slice(spaces);
  });
  return lines.join("\n");
}

/**
 * Whether two texts are the same program: equal once whitespace-minified, which drops comments
 * but the annotations esbuild keeps (`@__PURE__`, gone from dist/Code.js).
 */
async function sameProgram(before, after) {
  const minified = async (text) =>
    (await transform(text, { minifyWhitespace: true, charset: "utf8" })).code.replaceAll(
      "/* @__PURE__ */",
      "",
    );
  return (await minified(before)) === (await minified(after));
}

async function buildAppsScript() {
  const entry = at("src/main.ts");
  const { imports, script } = await splitEntry(entry, await readFile(entry, "utf8"));
  const result = await build({
    // The bundle exports each module the entry imports as one object: `Mafia.sheets`.
    stdin: {
      contents: imports
        .map(({ module }) => `export * as ${moduleKey(module)} from ${JSON.stringify(module)};`)
        .join("\n"),
      resolveDir: at("src"),
      sourcefile: "src/main.ts imports",
      loader: "ts",
    },
    // Read for `strict`, which the entry's own file would have found.
    tsconfig: at("tsconfig.json"),
    bundle: true,
    format: "iife",
    globalName: GLOBAL,
    target: "es2020",
    platform: "neutral",
    mainFields: ["module", "main"],
    // Not minified: one statement a line and the source's names, so a stack trace in the Apps
    // Script log points at a line of code in a function of src/ (the guards of bench/ keep the
    // file within 400 KB and 15 ms to load).
    legalComments: "eof",
    metafile: true,
    charset: "utf8",
    banner: { js: BANNER },
    write: false,
  });
  const bundle = result.outputFiles[0].text;
  // tsconfig.json's `strict` makes esbuild start the file with the directive: the entry's
  // functions after the bundle are strict too.
  if (!bundle.startsWith(`${BANNER}\n"use strict";`))
    throw new Error('dist/Code.js: expected esbuild to emit "use strict" after the banner');
  const bindings = imports.map(({ module, names }) => {
    const list = names.map(([name, local]) => (name === local ? name : `${name}: ${local}`));
    return `const { ${list.join(", ")} } = ${GLOBAL}.${moduleKey(module)};\n`;
  });
  const notices = await bundledNotices(result.metafile, "dist/Code.js");
  const bundled = `${bundle}\n${bindings.join("")}\n${script}\n${notices}`;
  const code = await indentWithTabs(await withoutBundleComments(bundled));
  if (!(await sameProgram(bundled, code)))
    throw new Error("dist/Code.js: taking out comments and indenting anew changed the program");
  await mkdir(distDir, { recursive: true });
  await writeFile(inDist("Code.js"), code);
  await copyFile(at("appsscript.json"), inDist("appsscript.json"));
}

/**
 * A page (the sidebar, the seating dialog, the player card): its entry bundled for the
 * browser, its script and styles inlined into one dist/*.html that HtmlService serves as is: no
 * CDN, no web fonts, no other request. esbuild's output is deterministic, so the file only
 * changes with the source.
 */
async function buildPage(entry, file) {
  const result = await build({
    entryPoints: [at(entry)],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["chrome100", "firefox100", "safari15"],
    minify: true,
    legalComments: "eof",
    metafile: true,
    charset: "utf8",
    write: false,
    // esbuild needs an output folder to name the stylesheet it makes beside the script; nothing
    // is written there (`write: false`): both are inlined below.
    outdir: distDir,
    loader: { ".css": "css" },
  });
  const text = (ext) =>
    result.outputFiles
      .filter((file) => file.path.endsWith(ext))
      .map((file) => file.text)
      .join("\n");
  // Inline text must not close its own element early. esbuild itself writes "</script" in JS
  // and "</style" in CSS as "<\/…" (the same to their parsers); the build checks it holds.
  const script = `${await bundledNotices(result.metafile, `dist/${file}`)}${text(".js")}`;
  const style = text(".css");
  for (const [code, closing] of [
    [script, "</script"],
    [style, "</style"],
  ]) {
    if (code.toLowerCase().includes(closing))
      throw new Error(`a page's inline code contains ${closing}: it would end its element early`);
  }
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
  const options = {
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  };
  await build({ ...options, entryPoints: [at("src/cli/main.ts")], outfile: at("build/cli.mjs") });
  // runCli alone, for the tests that run the command line in their own process: bundled, its
  // calls are plain calls, where Vitest's transform of each module of src/ makes every call
  // across modules a property read (the seating search ran several times slower).
  await build({
    ...options,
    entryPoints: [at("src/cli/index.ts")],
    outfile: at("build/runCli.mjs"),
  });
}

const cliOnly = process.argv.includes("--cli-only");
if (!cliOnly) await buildAppsScript();
if (!cliOnly) await buildPage("src/pages/sidebar/main.ts", "Sidebar.html");
// The seating dialog is a second page built the same way.
if (!cliOnly) await buildPage("src/pages/seating/main.ts", "SeatingDialog.html");
// The player card: a sidebar of its own.
if (!cliOnly) await buildPage("src/pages/playerCard/main.ts", "PlayerCard.html");
if (outIndex < 0) await buildCli();
