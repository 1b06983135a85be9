// `npm run bench`: the guards of docs/speed.md, each figure printed beside its guard, then the
// shell's, the sidebar's and the seating's figures. Exits with 1 when a guard fails.
//
//   npm run bench [-- --code path/to/Code.js]
import { existsSync } from "node:fs";
import { measureLoad } from "./load.mjs";
import { measureShapeApart, SHAPES } from "./formulas.mjs";
import { measurePhasesApart } from "./phases.mjs";

const codeIndex = process.argv.indexOf("--code");
const codePath = codeIndex > 0 ? process.argv[codeIndex + 1] : "dist/Code.js";
if (codePath === undefined || !existsSync(codePath)) {
  console.error(`no bundle at ${codePath}: run npm run build first`);
  process.exit(2);
}

/** MAFIA_STANDINGS against one JSON round trip of its range, MAFIA_STATS against it. */
const STANDINGS_TO_JSON = 1;
const STATS_TO_STANDINGS = 2;
/** MAFIA_SERIES against MAFIA_STANDINGS of the same season of 20 tournaments (SERIES.md). */
const SERIES_TO_STANDINGS = 2;
const SIZE_KB = 400;
const COLD_LOAD_MS = 15;
/** Processes per season: each gives medians of its own runs, and the median of them counts. */
const PROCESSES = 3;

const lines = [];
let failed = false;
const fmt = (n, digits = 2) => n.toFixed(digits);
const row = (label, value, target = "") => lines.push([label, value, target]);
const guard = (label, value, shown, limit, limitText) => {
  const ok = value <= limit;
  if (!ok) failed = true;
  row(label, shown, `${limitText} ${ok ? "ok" : "FAILED"}`);
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const shape of Object.keys(SHAPES)) {
  const runs = Array.from({ length: PROCESSES }, () => measureShapeApart(codePath, shape));
  const pick = (f) => median(runs.map(f));
  const json = pick((m) => m.json);
  const standings = pick((m) => m.standings / m.json);
  const stats = pick((m) => m.stats / m.standings);
  row(`${shape} season (10,000 games, 1,000 players)`, `JSON round trip ${fmt(json, 1)} ms`);
  guard(
    "  MAFIA_STANDINGS / JSON round trip",
    standings,
    `${fmt(standings)}× (${fmt(
      pick((m) => m.standings),
      1,
    )} ms)`,
    STANDINGS_TO_JSON,
    `≤ ${STANDINGS_TO_JSON}×`,
  );
  guard(
    "  MAFIA_STATS / MAFIA_STANDINGS",
    stats,
    `${fmt(stats)}× (${fmt(
      pick((m) => m.stats),
      1,
    )} ms)`,
    STATS_TO_STANDINGS,
    `≤ ${STATS_TO_STANDINGS}×`,
  );
  // AWARDS.md: the nominations and the teams cost no more than the players view.
  for (const [name, label, players] of [
    ["awards", "номинации", "stats"],
    ["teams", "команды", "teamedStats"],
  ]) {
    if (runs.some((m) => m[name] === undefined)) continue;
    const ratio = pick((m) => m[name] / m[players]);
    guard(
      `  MAFIA_STATS «${label}» / MAFIA_STATS`,
      ratio,
      `${fmt(ratio)}× (${fmt(
        pick((m) => m[name]),
        1,
      )} ms)`,
      1,
      "≤ 1×",
    );
  }
  if (runs.every((m) => m.series !== undefined)) {
    const series = pick((m) => m.series / m.seasonStandings);
    guard(
      "  MAFIA_SERIES / MAFIA_STANDINGS (20 tournaments)",
      series,
      `${fmt(series)}× (${fmt(
        pick((m) => m.series),
        1,
      )} ms)`,
      SERIES_TO_STANDINGS,
      `≤ ${SERIES_TO_STANDINGS}×`,
    );
  }
  const points = pick((m) => m.points / m.json);
  row(
    "  MAFIA_POINTS / JSON round trip",
    `${fmt(points)}× (${fmt(
      pick((m) => m.points),
      1,
    )} ms)`,
  );
  // Where the time goes, to aim the next change (bench/phases.mjs): not a guard.
  const phases = measurePhasesApart(codePath, shape);
  const steps = ["reading", "judging", "scoring", "ranking"];
  const rest = phases.standings - steps.reduce((sum, step) => sum + phases[step], 0);
  row(
    "  MAFIA_STANDINGS by step",
    [...steps.map((step) => `${step} ${fmt(phases[step], 1)}`), `the rest ${fmt(rest, 1)}`].join(
      ", ",
    ) + " ms",
  );
  // The stale check a Games edit costs, beside what Sheets spends handing the range over.
  if (runs.every((m) => m.fingerprint !== undefined)) {
    const fingerprint = pick((m) => m.fingerprint / m.json);
    row(
      "  MAFIA_FINGERPRINT (stale check) / JSON round trip",
      `${fmt(fingerprint)}× (${fmt(
        pick((m) => m.fingerprint),
        1,
      )} ms)`,
    );
  }
}

const load = measureLoad(codePath);
guard(`${codePath} size`, load.kb, `${fmt(load.kb, 1)} KB`, SIZE_KB, `≤ ${SIZE_KB} KB`);
guard(
  `${codePath} cold load (fresh bare V8 context)`,
  load.coldLoadMs,
  `${fmt(load.coldLoadMs)} ms (an empty script ${fmt(load.emptyLoadMs)} ms)`,
  COLD_LOAD_MS,
  `≤ ${COLD_LOAD_MS} ms`,
);

// The shell's service calls, the sidebar's first render and the seating, as figures.
if (codeIndex < 0) {
  for (const [file, name] of [
    ["./sheets.mjs", "benchSheets"],
    ["./sidebar.mjs", "benchSidebar"],
    ["./seating.mjs", "benchSeating"],
  ]) {
    const mod = await import(file);
    for (const r of await mod[name]()) row(r.label, String(r.value), r.target ?? "");
  }
}

const width = Math.max(...lines.map((l) => l[0].length));
const width2 = Math.max(...lines.map((l) => l[1].length));
for (const [label, value, target] of lines) {
  console.log(`${label.padEnd(width)}  ${value.padEnd(width2)}  ${target}`.trimEnd());
}
if (failed) {
  console.error("A guard failed (docs/speed.md).");
  process.exit(1);
}
