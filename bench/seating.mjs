// Seating side by side with the peer, MafPlacement's published schedules: the same
// balance figures, computed by the same function (src/seating/balance.ts) for both, and our time.
//
//   import { benchSeating } from "./seating.mjs";
//   const rows = await benchSeating(); // [{ label, value, target? }]
import { build } from "esbuild";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The peer's files live beside the repository in the team's shared folder; without them the
// figures MafPlacement published are shown instead (the same numbers).
const peerDir = path.join(root, "..", "shared", "seating", "peer");

const CONFIGS = [
  {
    players: 20,
    tables: 2,
    games: 10,
    file: "bf2021-20_seats.txt",
    published: { seat: 10, pair: 252.8, neverMeet: 3 },
  },
  {
    players: 21,
    tables: 2,
    games: 10,
    file: "bf2021-22p_seats.txt",
    published: { seat: 8, pair: 266.5, neverMeet: 3 },
  },
  {
    players: 36,
    tables: 3,
    games: 10,
    file: "vawaca2021_seats.txt",
    published: { seat: 30, pair: 490.3, neverMeet: 2 },
  },
];

async function loadSeating() {
  const result = await build({
    stdin: { contents: `export * from "./src/seating/index.ts";`, resolveDir: root, loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "node20",
    logLevel: "silent",
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`
  );
}

/** The peer's balance, from its file when the shared folder is there. */
async function peerFigures(seating, config) {
  const file = path.join(peerDir, config.file);
  if (!existsSync(file)) return { ...config.published, mostMeetings: "?" };
  const schedule = JSON.parse(await readFile(file, "utf8"));
  return seating.scheduleBalance(
    schedule.games.map((game) => game.players),
    config.players,
    config.games,
  );
}

const round1 = (n) => (Math.round(n * 10) / 10).toFixed(1).replace(/\.0$/, "");
const describe = (b) =>
  `seat Σ² ${round1(b.seat)}, pair Σ² ${round1(b.pair)}, ` +
  `never meet ${b.neverMeet}, most ${b.mostMeetings}`;

export async function benchSeating() {
  const seating = await loadSeating();
  const rows = [];
  const players = (n) => seating.numberedPlayers(n);
  for (const config of CONFIGS) {
    const start = performance.now();
    const result = seating.makeSeating({
      players: players(config.players),
      tables: config.tables,
      games: config.games,
      seed: 1,
    });
    const seconds = (performance.now() - start) / 1000;
    const ours = seating.seatingBalance(result);
    const peer = await peerFigures(seating, config);
    const label =
      `seating ${config.players} players / ` + `${config.tables} tables / ${config.games} games`;
    rows.push({
      label: `${label}: ours`,
      value: `${describe(ours)}; ${seconds.toFixed(2)} s`,
      target: `pair < ${config.published.pair}`,
    });
    rows.push({ label: `${label}: MafPlacement`, value: describe(peer) });
  }
  const start = performance.now();
  const big = seating.makeSeating({ players: players(50), tables: 5, games: 12, seed: 1 });
  const seconds = (performance.now() - start) / 1000;
  rows.push({
    label: "seating 50 players / 5 tables / 12 games: ours",
    value: `${describe(seating.seatingBalance(big))}; ${seconds.toFixed(2)} s`,
    target: "< 10 s",
  });
  return rows;
}

/** The figures the README's comparison table shows: `node bench/seating.mjs`. */
if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const row of await benchSeating())
    console.log(`${row.label}  ${row.value}  ${row.target ?? ""}`);
