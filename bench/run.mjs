// `npm run bench`: every figure the issues ask for, measured in one run on this machine, next to
// issue 13's guards: dist/Code.js at most 250 KB, a cold load under 10 ms in a bare V8 context,
// and each custom function on the realistic 1,000-player season within 10× a plain read of the
// same cells. `npm run bench -- --docs` also writes these figures into docs/speed.md.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { benchEngine } from "./engineBench.mjs";

const DOCS = "docs/speed.md";
const docsFile = new URL(`../${DOCS}`, import.meta.url);
const START = "<!-- BENCH -->";
const END = "<!-- /BENCH -->";
if (process.argv.includes("--readme")) {
  console.error(`--readme is now --docs: the figures live in ${DOCS}, not README.md.`);
  process.exit(2);
}
const toDocs = process.argv.includes("--docs");
// Checked before the minutes of measuring, and read again to write (it may have changed since).
if (toDocs) await readDocs();

async function readDocs() {
  if (!existsSync(docsFile)) fail(`${DOCS} does not exist`);
  const text = await readFile(docsFile, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start)
    fail(`${DOCS} has no ${START} … ${END} block to write the figures into`);
  return text;
}

function fail(message) {
  console.error(`npm run bench -- --docs: ${message}; nothing written.`);
  process.exit(1);
}

const fmt = (n, digits = 1) => (Number.isInteger(n) ? String(n) : n.toFixed(digits));
const lines = [];
const row = (label, value, target = "") => lines.push([label, value, target]);

const SIZE_GUARD_KB = 250;
const COLD_GUARD_MS = 10;
const RATIO_GUARD = 10;

const e = await benchEngine();
const ratio = (r) => `${fmt(r.ms, 2)} ms = ${fmt(r.ratio, 2)}× plain read (${fmt(r.readMs, 2)} ms)`;
// Each guard with the share of it this run used.
const share = (value, guard) => `${Math.round((value / guard) * 100)}%`;
const guarded = (r) => `≤ ${RATIO_GUARD}× (${share(r.ratio, RATIO_GUARD)})`;
const rows = e.rows.toLocaleString("en");
row(`realistic season: ${rows} seat rows, ${e.players.toLocaleString("en")} players`, "");
row("  MAFIA_STANDINGS(season)", ratio(e.realistic.standings), guarded(e.realistic.standings));
row('  MAFIA_STANDINGS(season; "ФИИМ")', ratio(e.realistic.fiim), guarded(e.realistic.fiim));
row("  MAFIA_STANDINGS(season; rules range)", ratio(e.realistic.rules), guarded(e.realistic.rules));
row("  MAFIA_POINTS(season)", ratio(e.realistic.points), guarded(e.realistic.points));
row(
  "  MAFIA_STANDINGS(season with stages; rules range)",
  ratio(e.realistic.staged),
  guarded(e.realistic.staged),
);
const s = e.stats;
row(
  "  MAFIA_STATS(season) (players, rating included)",
  `${fmt(s.stats, 2)} ms = ${fmt(s.stats / s.standings, 2)}× ` +
    `MAFIA_STANDINGS (${fmt(s.standings, 2)} ms)`,
  `≤ 2× (${share(s.stats / s.standings, 2)})`,
);
row(
  "  one JSON round trip of the season's range",
  `${fmt(s.json, 2)} ms: MAFIA_STANDINGS ${fmt(s.standings / s.json, 2)}×, ` +
    `MAFIA_STATS ${fmt(s.stats / s.json, 2)}× of it`,
);
row(`bench table: ${rows} seat rows, 240 players met evenly`, "");
row("  MAFIA_STANDINGS(table)", ratio(e.synthetic.standings));
row("  MAFIA_POINTS(table)", ratio(e.synthetic.points));
row(
  "dist/Code.js size",
  `${fmt(e.bundleKb)} KB`,
  `≤ ${SIZE_GUARD_KB} KB (${share(e.bundleKb, SIZE_GUARD_KB)})`,
);
row(
  "dist/Code.js cold load (fresh bare V8 context)",
  `${fmt(e.coldLoadMs, 2)} ms`,
  `< ${COLD_GUARD_MS} ms (${share(e.coldLoadMs, COLD_GUARD_MS)})`,
);
row("  of which a fresh context with an empty script", `${fmt(e.emptyLoadMs, 2)} ms`);
row("  then a first MAFIA_STANDINGS (30 games)", `${fmt(e.firstCallMs, 2)} ms`);

// The shell's, the sidebar's and the seating's figures.
for (const [file, name] of [
  ["./sheets.mjs", "benchSheets"],
  ["./sidebar.mjs", "benchSidebar"],
  ["./seating.mjs", "benchSeating"],
]) {
  if (!existsSync(new URL(file, import.meta.url))) continue;
  const mod = await import(file);
  for (const r of await mod[name]()) row(r.label, String(r.value), r.target ?? "");
}

const width = Math.max(...lines.map((l) => l[0].length));
const width2 = Math.max(...lines.map((l) => l[1].length));
const text = lines
  .map(([label, value, target]) =>
    `${label.padEnd(width)}  ${value.padEnd(width2)}  ${target}`.trimEnd(),
  )
  .join("\n");
console.log(text);

if (toDocs) {
  const docs = await readDocs();
  const block = `${START}\n\`\`\`text\n${text}\n\`\`\`\n${END}`;
  const start = docs.indexOf(START);
  const end = docs.indexOf(END) + END.length;
  await writeFile(docsFile, docs.slice(0, start) + block + docs.slice(end));
  console.log(`${DOCS} updated.`);
}
