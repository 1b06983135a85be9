// Service calls of the spreadsheet shell, measured by running dist/Code.js in a vm
// context on the in-memory fake of test/fakes/spreadsheet.ts: a recalculation and a save, at
// 100 and at 2,000 games. Apps Script bills calls, not milliseconds: the counts must be equal.
// Each operation reads the Games sheet and the Rules sheet once (two values reads) and writes
// the standings and the statistics sheet once each; a save also writes its ten rows.
//
//   import { benchSheets } from "./sheets.mjs";
//   const rows = await benchSheets(); // [{ label, value, target? }]
import { build } from "esbuild";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The fake and the fixtures, compiled from TypeScript on the fly and imported from memory. */
async function loadFixtures() {
  const result = await build({
    stdin: {
      contents:
        `export { tournament, validGame } from "./test/sheets/helpers.ts"; ` +
        `export { callServer } from "./test/fakes/spreadsheet.ts";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "silent",
  });
  const source = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
}

function measure(fixtures, code, games) {
  const t = fixtures.tournament(games, { code });
  t.ctx.recalculateStandings();
  const recalc = {
    total: t.env.calls.total(),
    reads: t.env.calls.valuesReads(),
    writes: t.env.calls.valuesWrites(),
  };
  t.env.calls.reset();
  const reply = fixtures.callServer(t.ctx, "saveGame", fixtures.validGame(games + 1));
  if (!reply.ok) throw new Error(`bench save failed: ${reply.message}`);
  const save = {
    total: t.env.calls.total(),
    reads: t.env.calls.valuesReads(),
    writes: t.env.calls.valuesWrites(),
  };
  return { recalc, save };
}

export async function benchSheets() {
  const fixtures = await loadFixtures();
  const code = await readFile(path.join(root, "dist/Code.js"), "utf8");
  const rows = [];
  const results = {};
  for (const games of [100, 2000]) {
    const { recalc, save } = measure(fixtures, code, games);
    results[games] = { recalc, save };
    const at = `${games.toLocaleString("en-US")} games`;
    rows.push(
      { label: `recalculateStandings at ${at}: service calls`, value: recalc.total },
      {
        label: `recalculateStandings at ${at}: values reads / writes`,
        value: `${recalc.reads} / ${recalc.writes}`,
        target: "3 / 5",
      },
      { label: `saveGame at ${at}: service calls`, value: save.total },
      {
        label: `saveGame at ${at}: values reads / writes`,
        value: `${save.reads} / ${save.writes}`,
        target: "3 / 6",
      },
    );
  }
  // Flat in the number of games: never more calls at 2,000 games (a save there makes fewer, as
  // the rating's history stops growing at 1,000 games and its chart keeps its range).
  const [small, large] = [results[100], results[2000]];
  const flat =
    large.recalc.total <= small.recalc.total &&
    large.save.total <= small.save.total &&
    large.recalc.reads === small.recalc.reads &&
    large.recalc.writes === small.recalc.writes &&
    large.save.reads === small.save.reads &&
    large.save.writes === small.save.writes;
  rows.push({
    label: "service calls at 2,000 games no more than at 100",
    value: flat ? "yes" : "NO",
    target: "yes",
  });
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const { label, value } of await benchSheets()) console.log(`${label.padEnd(58)} ${value}`);
}
