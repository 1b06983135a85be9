// What Apps Script pays for dist/Code.js on every custom-function call and every edit: its size,
// and its cold load in a bare V8 context (a fresh `node:vm` context made with DONT_CONTEXTIFY,
// like the one Apps Script gives each execution). Each load runs in a fresh Node process, so no
// compilation cache helps; the same is timed for an empty script, the fresh context's own share.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Milliseconds to make a bare context and run `script` (a JavaScript expression) in it. */
function loadOnce(script) {
  const source = `
    const vm = require("node:vm");
    const code = ${script};
    const start = performance.now();
    vm.runInContext(code, vm.createContext(vm.constants.DONT_CONTEXTIFY));
    console.log(performance.now() - start);`;
  return Number(String(execFileSync(process.execPath, ["-e", source])).trim());
}

/** Size in KB, and medians of `loads` cold loads of the bundle and of an empty script. */
export function measureLoad(codePath, loads = 21) {
  const bundle = [];
  const empty = [];
  for (let i = 0; i < loads; i++) {
    bundle.push(loadOnce(`require("node:fs").readFileSync(${JSON.stringify(codePath)}, "utf8")`));
    empty.push(loadOnce('""'));
  }
  return {
    kb: Buffer.byteLength(readFileSync(codePath, "utf8")) / 1024,
    coldLoadMs: median(bundle),
    emptyLoadMs: median(empty),
  };
}
