import vm from "node:vm";
import { readFile } from "node:fs/promises";
import { SEASON_SOURCE } from "./bench/season.mjs";
const src = await readFile("bench/engineBench.mjs", "utf8");
const TABLE_SOURCE = src.slice(src.indexOf("String.raw`") + 11, src.indexOf("`;\n\n/**"));
const RULES = 'var rulesRange = [["Настройка", "Значение", "Значение системы"], ["Система", "ФИИМ", ""], ["Победа шерифа", 1.2, 1], ["Порядок при равенстве", "доп. баллы, победы, ci", ""], ["", "", ""]];';
const code = await readFile(process.argv[2], "utf8");
const ctx = vm.createContext({}); vm.runInContext(code, ctx); vm.runInContext(TABLE_SOURCE + SEASON_SOURCE + RULES, ctx);
vm.runInContext("var table = makeGames(10000); var season = makeSeason(10000, 1000);", ctx);
const time = (e) => { const t = performance.now(); vm.runInContext(e, ctx); return performance.now() - t; };
const phases = JSON.parse(process.argv[3]);
for (const subjects of phases) {
  const s = Object.fromEntries(Object.keys(subjects).map((k) => [k, []]));
  for (const e of Object.values(subjects)) time(e);
  for (let i = 0; i < 15; i++) for (const [k, e] of Object.entries(subjects)) s[k].push(time(e));
  console.log(Object.entries(s).map(([k, v]) => k + " " + v.map((x) => x.toFixed(0)).join(",")).join("\n"));
}
