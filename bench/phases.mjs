// Where MAFIA_STANDINGS spends its time on each season: reading the table (the header, then
// each row into seats and games), judging the games, scoring the finished ones (Ci counted
// first), ranking the players, and the rest of the custom function (its arguments, the grid).
// The engine's own steps are bundled from src/engine here and run as `evaluate` runs them, in a
// bare V8 context of their own: figures to aim the next speed change, not a guard.
//
//   node bench/phases.mjs <shape>     one season's medians in ms, as JSON
import vm from "node:vm";
import path from "node:path";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { SHAPES } from "./formulas.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The engine's steps, as `evaluate` (src/engine/evaluate.ts) calls them, for one table. */
const STEPS = String.raw`
function phases(values) {
  const E = Engine;
  const system = E.CLUB_SYSTEM;
  const rowNumber = (index) => index + 1;
  let t = now();
  const lap = () => { const was = t; t = now(); return t - was; };
  const read = E.readRows(values, E.findLayout(values, undefined), rowNumber, undefined);
  const reading = lap();
  const ci =
    system.compensation > 0 ? new E.Compensation(system.compensation, system.ciInFinal) : null;
  const verdicts = [];
  let listed = 0;
  for (const game of read.games) {
    const verdict = E.judgeGame(game, listed, false);
    listed += verdict.issues.length;
    if (verdict.status === "finished") ci?.count(game.rows, verdict.stage);
    verdicts.push(verdict);
  }
  const judging = lap();
  const scorer = new E.Scorer(system, ci);
  const players = new E.PlayerLines(read.names);
  read.games.forEach((game, g) => {
    const verdict = verdicts[g];
    if (verdict.status !== "finished") return;
    const { key, label, rows, cellProblems, cellIssues, table, round } = game;
    const { status, winner, stage, issues } = verdict;
    // One literal, as evaluate's gameOf makes it: every game of one shape.
    const scores = scorer.score({ rows, winner, stage });
    players.add({ key, label, table, round, rows, cellProblems, cellIssues, stage, issues,
      status, winner, scores });
  });
  const scoring = lap();
  E.rankPlayers(system, players.lines(), false);
  const ranking = lap();
  return { reading, judging, scoring, ranking };
}
`;

const ENTRY = `
export { evaluate } from "./src/engine/evaluate";
export { findLayout } from "./src/engine/table";
export { readRows } from "./src/engine/rows";
export { judgeGame } from "./src/engine/games";
export { Compensation, Scorer } from "./src/engine/points";
export { PlayerLines, rankPlayers } from "./src/engine/standings";
export { CLUB_SYSTEM } from "./src/engine/system";
`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The medians in ms of each step on one season, and of MAFIA_STANDINGS of dist/Code.js. */
export async function measurePhases(codePath, shape, runs = 9) {
  const engine = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: "ts" },
    bundle: true,
    format: "iife",
    globalName: "Engine",
    target: "es2020",
    write: false,
    logLevel: "error",
  });
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY);
  vm.runInContext("globalThis", context).now = () => performance.now();
  vm.runInContext(engine.outputFiles[0].text, context);
  vm.runInContext(readFileSync(codePath, "utf8"), context);
  vm.runInContext(SHAPES[shape].source, context);
  vm.runInContext(`var data = ${SHAPES[shape].table};`, context);
  vm.runInContext(STEPS, context);
  const standings = () => {
    const start = performance.now();
    vm.runInContext("MAFIA_STANDINGS(data)", context);
    return performance.now() - start;
  };
  const times = { reading: [], judging: [], scoring: [], ranking: [], standings: [] };
  for (let i = 0; i < 3; i++) {
    vm.runInContext("phases(data)", context);
    standings();
  }
  for (let i = 0; i < runs; i++) {
    const step = vm.runInContext("phases(data)", context);
    for (const name of ["reading", "judging", "scoring", "ranking"]) times[name].push(step[name]);
    times.standings.push(standings());
  }
  return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
}

/** `measurePhases` in a Node process of its own. */
export function measurePhasesApart(codePath, shape) {
  const script = fileURLToPath(import.meta.url);
  return JSON.parse(String(execFileSync(process.execPath, [script, codePath, shape])));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [codePath, shape] = process.argv.slice(2);
  if (codePath === undefined || !(shape in SHAPES)) {
    console.error(`usage: node bench/phases.mjs <Code.js> <${Object.keys(SHAPES).join("|")}>`);
    process.exit(2);
  }
  console.log(JSON.stringify(await measurePhases(codePath, shape)));
}
