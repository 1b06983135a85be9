import { benchEngine } from "./bench/engineBench.mjs";
const r = await benchEngine({ runs: 15, codePath: process.argv[2] ?? "dist/Code.js" });
console.log(JSON.stringify(Object.fromEntries(Object.entries({ ...r.realistic, tS: r.synthetic.standings, tP: r.synthetic.points }).map(([k, v]) => [k, v.ratio.toFixed(2) + "x " + v.ms.toFixed(1)]))), "cold", r.coldLoadMs.toFixed(2));
