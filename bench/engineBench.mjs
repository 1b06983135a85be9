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
  const roles = ["Мирный", "Мирный", "Мирный", "Мирный", "Мирный", "Мирный", "Шериф", "Мафия", "Мафия", "Дон"];
  const rows = [["Игра", "Место", "Игрок", "Роль", "Победили", "Убит в первую ночь", "Лучший ход", "Правильная кандидатура", "Лучший игрок", "Замечания", "Удаление", "Дата"]];
  let seed = 7;
  const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  for (let g = 1; g <= gameCount; g++) {
    const deal = roles.slice();
    for (let i = deal.length - 1; i > 0; i--) { const j = next(i + 1); const t = deal[i]; deal[i] = deal[j]; deal[j] = t; }
    const start = next(names.length - 10);
    const winner = next(2) === 0 ? "Красные" : "Чёрные";
    const killed = next(10);
    const best = next(10);
    for (let s = 0; s < 10; s++) {
      const firstKilled = s === killed;
      const red = deal[s] === "Мирный" || deal[s] === "Шериф";
      rows.push([g, s + 1, names[start + s], deal[s], winner, firstKilled,
        firstKilled && red ? next(4) : "", next(3) === 0 ? 1 : 0, s === best, next(8) === 0 ? 1 : 0, false, new Date(2026, 0, 1 + (g % 300))]);
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

/** A rules range as a Rules sheet hands it over: the FIIM preset with two overrides. */
const RULES_SOURCE = String.raw`
var rulesRange = [["Настройка", "Значение", "Значение системы"], ["Система", "ФИИМ", ""], ["Победа шерифа", 1.2, 1], ["Порядок при равенстве", "доп. баллы, победы, ci", ""], ["", "", ""]];
`;

/**
 * Medians of interleaved runs of each expression next to a plain read of the same table, in one
 * context: machine noise hits every subject alike, and the ratios are what the issues ask for.
 */
function measure(context, read, subjects, runs) {
  const time = (expression) => {
    const start = performance.now();
    vm.runInContext(expression, context);
    return performance.now() - start;
  };
  const all = { read, ...subjects };
  const samples = Object.fromEntries(Object.keys(all).map((key) => [key, []]));
  for (const expression of Object.values(all)) time(expression);
  for (let i = 0; i < runs; i++) for (const [key, expression] of Object.entries(all)) samples[key].push(time(expression));
  const medians = Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, median(values)]));
  return Object.fromEntries(Object.entries(medians).map(([key, ms]) => [key, { ms, ratio: ms / medians.read }]));
}

export async function benchEngine({ games = 10_000, players = 1_000, runs = 15, codePath = "dist/Code.js" } = {}) {
  const code = await readFile(codePath, "utf8");
  const context = vm.createContext({});
  vm.runInContext(code, context);
  vm.runInContext(TABLE_SOURCE, context);
  vm.runInContext(SEASON_SOURCE, context);
  vm.runInContext(RULES_SOURCE, context);
  vm.runInContext(`var table = makeGames(${games}); var season = makeSeason(${games}, ${players});`, context);
  const synthetic = measure(context, "plainRead(table)", { standings: "MAFIA_STANDINGS(table)", points: "MAFIA_POINTS(table)" }, runs);
  const realistic = measure(
    context,
    "plainRead(season)",
    {
      standings: "MAFIA_STANDINGS(season)",
      fiim: 'MAFIA_STANDINGS(season, "ФИИМ")',
      rules: "MAFIA_STANDINGS(season, rulesRange)",
      points: "MAFIA_POINTS(season)",
    },
    runs,
  );

  // Cold load: a fresh process each time, so no compilation cache helps.
  const loads = [];
  for (let i = 0; i < 5; i++) {
    const out = execFileSync(process.execPath, ["-e", `
      const vm = require("node:vm"); const code = require("node:fs").readFileSync(${JSON.stringify(codePath)}, "utf8");
      const t = performance.now(); vm.runInContext(code, vm.createContext({})); console.log(performance.now() - t);`]);
    loads.push(Number(String(out).trim()));
  }
  return { rows: games * 10, players, synthetic, realistic, bundleKb: Buffer.byteLength(code) / 1024, coldLoadMs: median(loads) };
}
