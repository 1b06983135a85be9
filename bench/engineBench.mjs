// Measures the custom functions on a season-sized table inside a bare V8 context, next to a
// plain read of every cell of the same array, so the figures are ratios from one run.
import vm from "node:vm";
import { readFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { SEASON_SOURCE } from "./season.mjs";

/**
 * The bench's first table: 240 players met evenly, every name typed the same way. Kept beside
 * the realistic season (season.mjs) as the figure earlier READMEs showed.
 * Runs inside the context, so the arrays are the context's own (as Sheets hands them).
 */
const TABLE_SOURCE = String.raw`
function makeGames(gameCount) {
  const names = [];
  for (let i = 0; i < 240; i++) names.push("Игрок " + i);
  const roles = ["Мирный", "Мирный", "Мирный", "Мирный", "Мирный", "Мирный",
    "Шериф", "Мафия", "Мафия", "Дон"];
  const rows = [["Игра", "Место", "Игрок", "Роль", "Победили", "Убит в первую ночь", "Лучший ход",
    "Правильная кандидатура", "Лучший игрок", "Замечания", "Удаление", "Дата"]];
  let seed = 7;
  const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  for (let g = 1; g <= gameCount; g++) {
    const deal = roles.slice();
    for (let i = deal.length - 1; i > 0; i--) {
      const j = next(i + 1); const t = deal[i]; deal[i] = deal[j]; deal[j] = t;
    }
    const start = next(names.length - 10);
    const winner = next(2) === 0 ? "Красные" : "Чёрные";
    const killed = next(10);
    const best = next(10);
    for (let s = 0; s < 10; s++) {
      const firstKilled = s === killed;
      const red = deal[s] === "Мирный" || deal[s] === "Шериф";
      rows.push([g, s + 1, names[start + s], deal[s], winner, firstKilled,
        firstKilled && red ? next(4) : "", next(3) === 0 ? 1 : 0, s === best, next(8) === 0 ? 1 : 0,
        false, new Date(2026, 0, 1 + (g % 300))]);
    }
  }
  return rows;
}
function plainRead(rows) {
  let total = 0;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    for (let c = 0; c < row.length; c++) {
      const v = row[c];
      total += typeof v === "string" ? v.length : typeof v === "number" ? v : v === true ? 1 : 0;
    }
  }
  return total;
}
`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The season with a «Этап» column: its last 4% of games a final (weighed 1.3), the 4% before them
 * semi-finals, the rest the main stage (STAGES.md) — the same rows, one column more.
 */
const STAGES_SOURCE = String.raw`
function withStages(rows) {
  const games = rows.length - 1;
  return rows.map((row, i) => {
    if (i === 0) return [...row, "Этап"];
    const at = (i - 1) / games;
    return [...row, at >= 0.96 ? "Финал" : at >= 0.92 ? "Полуфинал" : ""];
  });
}
var stageRules = [["Система", "Клуб"], ["Вес полуфинала", 1.1], ["Вес финала", 1.3],
  ["Минимум игр", 3]];
`;

/** A rules range as a Rules sheet hands it over: the FIIM preset with two overrides. */
const RULES_SOURCE = String.raw`
var rulesRange = [["Настройка", "Значение", "Значение системы"], ["Система", "ФИИМ", ""],
  ["Победа шерифа", 1.2, 1], ["Порядок при равенстве", "доп. баллы, победы, ci", ""], ["", "", ""]];
`;

/**
 * One subject on one table, in a V8 context of its own: Sheets runs every custom-function call
 * in a fresh execution, so what one formula teaches the JIT never speeds up or slows down
 * another (in one shared context, MAFIA_POINTS' garbage and the other table's shapes were
 * billed to MAFIA_STANDINGS). Medians of interleaved runs of the subject and of a plain read of
 * the same cells: machine noise hits both alike, and the ratio is what the issues ask for.
 *
 * The context is made with vm.constants.DONT_CONTEXTIFY (Node ≥ 20.18): a bare V8 context whose
 * global object is an ordinary one, as in Apps Script. `vm.createContext({})` puts Node's
 * interceptor in front of the global object instead, and every global lookup (`Number.isInteger`
 * on each cell) went through it at about 10× the cost, a slowdown Apps Script does not have.
 */
function measure(code, tableExpression, expression, runs) {
  const { plainRead, subject } = measureAll(code, tableExpression, { subject: expression }, runs);
  return { readMs: plainRead, ms: subject, ratio: subject / plainRead };
}

/**
 * Several subjects on one table in one context, interleaved with a plain read, each warmed up
 * first: their medians in ms, by name (plainRead among them), for ratios between subjects.
 */
function measureAll(code, tableExpression, subjects, runs) {
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY);
  vm.runInContext(code, context);
  vm.runInContext(TABLE_SOURCE, context);
  vm.runInContext(SEASON_SOURCE, context);
  vm.runInContext(STAGES_SOURCE, context);
  vm.runInContext(RULES_SOURCE, context);
  vm.runInContext(`var data = ${tableExpression};`, context);
  const time = (source) => {
    const start = performance.now();
    vm.runInContext(source, context);
    return performance.now() - start;
  };
  const all = { plainRead: "plainRead(data)", ...subjects };
  const times = Object.fromEntries(Object.keys(all).map((name) => [name, []]));
  // Warm up every subject until V8 has compiled its best code: steady state is what a ratio means.
  for (let i = 0; i < 5; i++) for (const source of Object.values(all)) time(source);
  for (let i = 0; i < runs; i++) {
    for (const [name, source] of Object.entries(all)) times[name].push(time(source));
  }
  return Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
}

export async function benchEngine({
  games = 10_000,
  players = 1_000,
  runs = 15,
  codePath = "dist/Code.js",
} = {}) {
  const code = await readFile(codePath, "utf8");
  const table = `makeGames(${games})`;
  const season = `makeSeason(${games}, ${players})`;
  const synthetic = {
    standings: measure(code, table, "MAFIA_STANDINGS(data)", runs),
    points: measure(code, table, "MAFIA_POINTS(data)", runs),
  };
  const realistic = {
    standings: measure(code, season, "MAFIA_STANDINGS(data)", runs),
    fiim: measure(code, season, 'MAFIA_STANDINGS(data, "ФИИМ")', runs),
    rules: measure(code, season, "MAFIA_STANDINGS(data, rulesRange)", runs),
    points: measure(code, season, "MAFIA_POINTS(data)", runs),
    staged: measure(code, `withStages(${season})`, "MAFIA_STANDINGS(data, stageRules)", runs),
  };
  // The statistics against the standings on the same table, and both against one JSON round trip
  // of the range: a floor Sheets pays anyway when it hands a custom function its range.
  const stats = measureAll(
    code,
    season,
    {
      standings: "MAFIA_STANDINGS(data)",
      stats: "MAFIA_STATS(data)",
      json: "JSON.parse(JSON.stringify(data))",
    },
    runs,
  );

  // Cold load: a fresh process each time, so no compilation cache helps (21 of them: a busy
  // machine moves the median of 9 by milliseconds), interleaved with the same for an empty
  // script (the fresh context's own share of the figure), both in a bare V8 context as above.
  // Then the first MAFIA_STANDINGS on a club evening's table, which compiles what the formula
  // runs: the rest of what a formula's first call costs.
  const loadIn = (script, then = "") =>
    String(
      execFileSync(process.execPath, [
        "-e",
        `
      const vm = require("node:vm"); const code = ${script};
      const t = performance.now();
      const context = vm.createContext(vm.constants.DONT_CONTEXTIFY);
      vm.runInContext(code, context);
      const loaded = performance.now() - t;
      let call = 0; ${then} console.log(loaded, call);`,
      ]),
    )
      .trim()
      .split(" ")
      .map(Number);
  const evening = `${SEASON_SOURCE}; var data = makeSeason(30, 40);`;
  const firstCall = `vm.runInContext(${JSON.stringify(evening)}, context);
      const c = performance.now();
      vm.runInContext("MAFIA_STANDINGS(data)", context);
      call = performance.now() - c;`;
  const loads = [];
  const firstCalls = [];
  const emptyLoads = [];
  for (let i = 0; i < 21; i++) {
    const [load, call] = loadIn(
      `require("node:fs").readFileSync(${JSON.stringify(codePath)}, "utf8")`,
      firstCall,
    );
    loads.push(load);
    firstCalls.push(call);
    emptyLoads.push(loadIn('""')[0]);
  }
  return {
    rows: games * 10,
    players,
    synthetic,
    realistic,
    stats,
    bundleKb: Buffer.byteLength(code) / 1024,
    coldLoadMs: median(loads),
    emptyLoadMs: median(emptyLoads),
    firstCallMs: median(firstCalls),
  };
}
