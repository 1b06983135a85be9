// Two builds of dist/Code.js compared on every season: each build timed in a Node process of its
// own, alternating, several rounds; the medians of each build's ratios to the JSON round trip.
//
//   node bench/compare.mjs OLD/Code.js NEW/Code.js [rounds]
//
// Two builds timed in one process mislead: whichever runs second finds V8's heap grown for it.
import { measureShapeApart, SHAPES } from "./formulas.mjs";

const [before, after, roundsText] = process.argv.slice(2);
if (before === undefined || after === undefined) {
  console.error("usage: node bench/compare.mjs OLD/Code.js NEW/Code.js [rounds]");
  process.exit(2);
}
const rounds = Number(roundsText ?? 5);
const builds = [before, after];
const ratios = builds.map(() =>
  Object.fromEntries(Object.keys(SHAPES).map((shape) => [shape, { standings: [], stats: [] }])),
);

for (let round = 0; round < rounds; round++) {
  // Alternate which build goes first, so neither is always timed on a warmer machine.
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  for (const shape of Object.keys(SHAPES)) {
    for (const b of order) {
      const m = measureShapeApart(builds[b], shape, 9);
      ratios[b][shape].standings.push(m.standings / m.json);
      if (m.stats !== undefined) ratios[b][shape].stats.push(m.stats / m.json);
    }
  }
}

const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const fmt = (values) =>
  values.length === 0
    ? "—"
    : `${median(values).toFixed(2)}× (${Math.min(...values).toFixed(2)}–` +
      `${Math.max(...values).toFixed(2)})`;
console.log(`medians of ${rounds} rounds, each a ratio to one JSON round trip of the range`);
for (const shape of Object.keys(SHAPES)) {
  builds.forEach((build, b) => {
    const r = ratios[b][shape];
    const figures = `MAFIA_STANDINGS ${fmt(r.standings)}, MAFIA_STATS ${fmt(r.stats)}`;
    console.log(`${shape.padEnd(9)} ${build}: ${figures}`);
  });
}
