// Service calls of the spreadsheet shell, measured by running dist/Code.js in a vm context on the
// in-memory fake of test/fakes/spreadsheet.ts, and priced by the tests' cost model
// (test/fakes/costModel.ts): a recalculation, a save and the sidebar's refresh after it, at 100
// and at 2,000 games. Apps Script bills calls, not milliseconds: the counts must not grow. A
// refresh reads the Games sheet and the Rules sheet once each and writes the standings once and
// the statistics in three parts; a save reads the Rules sheet and the Games sheet (of a large
// one, the header and the rows around its game) and writes its ten rows.
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
        `export { callServer } from "./test/fakes/spreadsheet.ts"; ` +
        `export { estimateMs, gamesRowsRead } from "./test/fakes/costModel.ts";`,
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

/**
 * The calls of `run` and the cost model's time, with the script's own work on the Games rows
 * `rowsOf` says it handled: every row for a refresh (`games` × 10), only the rows it reads for a
 * save (a large sheet is searched for the game, not read whole), as test/sheets/cost.test.ts
 * charges them.
 */
function counted(fixtures, t, rowsOf, run) {
  t.env.calls.reset();
  run();
  const log = t.env.calls.log;
  const rows = rowsOf(log);
  return {
    total: t.env.calls.total(),
    reads: t.env.calls.valuesReads(),
    writes: t.env.calls.valuesWrites(),
    ms: fixtures.estimateMs(log, rows),
  };
}

/** The operations `kinds` (in OPERATIONS' order) on a tournament of `games` games. */
function measure(fixtures, code, games, kinds = Object.keys(OPERATIONS)) {
  const t = fixtures.tournament(games, { code });
  t.ctx.recalculateStandings();
  const call = (name, ...args) => {
    const reply = fixtures.callServer(t.ctx, name, ...args);
    if (!reply.ok) throw new Error(`bench ${name} failed: ${reply.message}`);
  };
  // The sidebar sends the rules it scored with, so a save reads no Rules sheet.
  const rules = fixtures.callServer(t.ctx, "rulesCells");
  if (!rules.ok) throw new Error(`bench rulesCells failed: ${rules.message}`);
  const everyRow = () => games * 10;
  const operations = {
    recalc: () => counted(fixtures, t, everyRow, () => t.ctx.recalculateStandings()),
    // The same seats at every size, so the same cells are escaped.
    save: () =>
      counted(fixtures, t, fixtures.gamesRowsRead, () =>
        call("saveGame", {
          ...fixtures.validGame(games + 1, { seats: fixtures.validGame(1).seats }),
          rules: rules.value,
        }),
      ),
    refresh: () => counted(fixtures, t, everyRow, () => call("refreshAfterSave")),
  };
  return Object.fromEntries(kinds.map((kind) => [kind, operations[kind]()]));
}

const OPERATIONS = {
  recalc: { name: "recalculateStandings", calls: 50, io: "2 / 4" },
  save: { name: "saveGame", calls: 40, io: "1 / 1", ms: 1500 },
  refresh: { name: "refreshAfterSave", calls: 50, io: "2 / 4" },
};

export async function benchSheets() {
  const fixtures = await loadFixtures();
  const code = await readFile(path.join(root, "dist/Code.js"), "utf8");
  const rows = [];
  const results = {};
  // At 500 games a save already searches the sheet for its game (more than 3,000 rows): the
  // save's calls at 2,000 games are held to those.
  results[500] = measure(fixtures, code, 500, ["save"]);
  for (const games of [100, 2000]) {
    results[games] = measure(fixtures, code, games);
    const at = `${games.toLocaleString("en-US")} games`;
    for (const [kind, { name, calls, io, ms }] of Object.entries(OPERATIONS)) {
      const m = results[games][kind];
      rows.push(
        { label: `${name} at ${at}: service calls`, value: m.total, target: `≤ ${calls}` },
        {
          label: `${name} at ${at}: values reads / writes`,
          value: `${m.reads} / ${m.writes}`,
          target: io,
        },
        {
          label: `${name} at ${at}: cost model`,
          value: `${Math.round(m.ms)} ms`,
          ...(ms ? { target: `≤ ${ms.toLocaleString("en-US")} ms` } : {}),
        },
      );
    }
  }
  // Flat in the number of games: never more calls at 2,000 games.
  const large = results[2000];
  const flat = Object.keys(OPERATIONS).every((kind) => {
    const small = results[kind === "save" ? 500 : 100][kind];
    return (
      large[kind].total <= small.total &&
      large[kind].reads === small.reads &&
      large[kind].writes === small.writes
    );
  });
  rows.push({
    label: "service calls at 2,000 games no more than at 100 (a save: at 500)",
    value: flat ? "yes" : "NO",
    target: "yes",
  });
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const { label, value } of await benchSheets()) console.log(`${label.padEnd(58)} ${value}`);
}
