// The custom functions on a season-sized table, timed against one JSON round trip of the same
// range in the same bare V8 context: the least Sheets spends handing a range to a custom
// function. One shape of season per process (`node bench/formulas.mjs <Code.js> <shape>` prints
// its medians as JSON), so what one table teaches the JIT or leaves to the garbage collector is
// never billed to another.
import vm from "node:vm";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SEASON_SOURCE } from "./season.mjs";
import { PLAIN_SEASON_SOURCE } from "./plainSeason.mjs";
import { TYPED_SEASON_SOURCE } from "./typedSeason.mjs";

/** The three seasons the guards hold on: 10,000 games, 1,000 players each. */
export const SHAPES = {
  realistic: { source: SEASON_SOURCE, table: "makeSeason(10000, 1000)" },
  plain: { source: PLAIN_SEASON_SOURCE, table: "makePlainSeason(10000, 1000)" },
  typed: { source: TYPED_SEASON_SOURCE, table: "makeTypedSeason(10000, 1000)" },
};

/**
 * The season with a «Команда» column added (AWARDS.md), for the teams view: 100 teams, each
 * player's from their name as the engine compares names, so no player is in two.
 */
const TEAMED = String.raw`
var teamed = (() => {
  const player = data[0].indexOf("Игрок");
  const teamOf = (name) => {
    const key = String(name).toLowerCase().trim().replace(/\s+/g, " ").replace(/ё/g, "е");
    let hash = 0;
    for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) % 100003;
    return "Команда " + (hash % 100);
  };
  return data.map((row, i) => [...row, i === 0 ? "Команда" : teamOf(row[player])]);
})();
`;

/**
 * What is timed on each table, interleaved so that the machine's noise hits all alike. The
 * teams view runs on the teamed season, and is held against the players view of that season.
 */
const SUBJECTS = {
  json: "JSON.parse(JSON.stringify(data))",
  standings: "MAFIA_STANDINGS(data)",
  stats: "MAFIA_STATS(data)",
  points: "MAFIA_POINTS(data)",
  awards: 'MAFIA_STATS(data, "", "номинации")',
  teams: 'MAFIA_STATS(teamed, "", "команды")',
  teamedStats: "MAFIA_STATS(teamed)",
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The medians in ms of each subject on one shape, after five warm-up rounds (steady state is
 * what a ratio means). The context is made with vm.constants.DONT_CONTEXTIFY: a bare V8 context
 * whose global object is an ordinary one, as in Apps Script (`vm.createContext({})` puts Node's
 * interceptor in front of every global lookup, a cost Apps Script does not have).
 */
export function measureShape(codePath, shape, runs = 15) {
  const { source, table } = SHAPES[shape];
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY);
  vm.runInContext(readFileSync(codePath, "utf8"), context);
  vm.runInContext(source, context);
  vm.runInContext(`var data = ${table};`, context);
  vm.runInContext(TEAMED, context);
  const time = (expression) => {
    const start = performance.now();
    vm.runInContext(expression, context);
    return performance.now() - start;
  };
  // An older build may lack a function (MAFIA_STATS came later) or a view (the awards): it is
  // left out, not failed.
  const subjects = Object.entries(SUBJECTS).filter(([, expression]) => {
    try {
      vm.runInContext(expression, context);
      return true;
    } catch {
      return false;
    }
  });
  const times = Object.fromEntries(subjects.map(([name]) => [name, []]));
  for (let i = 0; i < 5; i++) for (const [, expression] of subjects) time(expression);
  for (let i = 0; i < runs; i++) {
    for (const [name, expression] of subjects) times[name].push(time(expression));
  }
  return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
}

/** `measureShape` in a Node process of its own. */
export function measureShapeApart(codePath, shape, runs = 15) {
  const script = fileURLToPath(import.meta.url);
  const out = execFileSync(process.execPath, [script, codePath, shape, String(runs)]);
  return JSON.parse(String(out));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [codePath, shape, runs] = process.argv.slice(2);
  if (codePath === undefined || !(shape in SHAPES)) {
    console.error(`usage: node bench/formulas.mjs <Code.js> <${Object.keys(SHAPES).join("|")}>`);
    process.exit(2);
  }
  console.log(JSON.stringify(measureShape(codePath, shape, Number(runs ?? 15))));
}
