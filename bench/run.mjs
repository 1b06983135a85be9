// `npm run bench`: every figure the issues ask for, measured in one run on this machine.
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { benchEngine } from "./engineBench.mjs";

const fmt = (n, digits = 1) => (Number.isInteger(n) ? String(n) : n.toFixed(digits));
const lines = [];
const row = (label, value, target = "") => lines.push([label, value, target]);

const e = await benchEngine();
const ratio = (r) => `${fmt(r.ms, 2)} ms = ${fmt(r.ratio, 2)}× plain read (${fmt(r.readMs, 2)} ms)`;
const rows = e.rows.toLocaleString("en");
row(`realistic season: ${rows} seat rows, ${e.players.toLocaleString("en")} players`, "");
row("  MAFIA_STANDINGS(season)", ratio(e.realistic.standings), "≤ 6×");
row('  MAFIA_STANDINGS(season; "ФИИМ")', ratio(e.realistic.fiim), "≤ 6×");
row("  MAFIA_STANDINGS(season; rules range)", ratio(e.realistic.rules), "≤ 6×");
row("  MAFIA_POINTS(season)", ratio(e.realistic.points), "≤ 6×");
row(`bench table: ${rows} seat rows, 240 players met evenly`, "");
row("  MAFIA_STANDINGS(table)", ratio(e.synthetic.standings));
row("  MAFIA_POINTS(table)", ratio(e.synthetic.points));
row("dist/Code.js size", `${fmt(e.bundleKb)} KB`, "< 100 KB");
row("dist/Code.js cold load (fresh V8 context)", `${fmt(e.coldLoadMs, 2)} ms`, "< 5 ms");
row("  of which a fresh context with an empty script", `${fmt(e.emptyLoadMs, 2)} ms`);
row("  then a first MAFIA_STANDINGS (30 games)", `${fmt(e.firstCallMs, 2)} ms`);

// The shell's and the sidebar's figures, once those parts exist.
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

// `npm run bench -- --readme` puts these very figures into the README.
if (process.argv.includes("--readme")) {
  const readme = await readFile("README.md", "utf8");
  const block = `<!-- BENCH -->\n\`\`\`text\n${text}\n\`\`\`\n<!-- /BENCH -->`;
  await writeFile("README.md", readme.replace(/<!-- BENCH -->[\s\S]*?<!-- \/BENCH -->/, block));
  console.log("README.md updated.");
}
