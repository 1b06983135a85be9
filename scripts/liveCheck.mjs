// `npm run live-check`: the behaviours Google does not document, tried in a real spreadsheet.
//
// Needs, in the environment:
//   MAFIA_LIVE_SCRIPT_ID  the id of a test Apps Script project bound to a scratch spreadsheet
//                         (Extensions › Apps Script in that spreadsheet; Project settings › IDs)
//   CLASPRC               clasp's credentials (default ~/.clasprc.json, made by `npx clasp login`)
// It builds dist/, pushes it to that project (never to the add-on's own) with the probe custom
// function scripts/liveProbe.js beside it (the add-on never ships it), runs `liveSelfTest` there
// through the Apps Script API (devMode: the code just pushed) and writes a pass/fail report per
// point to build/live-check.md. Without the script id or credentials it prints one line and
// exits 0. It is not part of `npm test`: no test talks to Google.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const scriptId = process.env.MAFIA_LIVE_SCRIPT_ID;
const clasprc = process.env.CLASPRC ?? path.join(os.homedir(), ".clasprc.json");

if (!scriptId || !existsSync(clasprc)) {
  console.log(
    "live-check: skipped (set MAFIA_LIVE_SCRIPT_ID and log in with `npx clasp login` to run it)",
  );
  process.exit(0);
}

/** A fresh access token from clasp's stored refresh token. */
async function accessToken() {
  const stored = JSON.parse(await readFile(clasprc, "utf8"));
  const token = stored.tokens?.default ?? stored.token ?? stored;
  const client = {
    client_id: token.client_id ?? stored.oauth2ClientSettings?.clientId,
    client_secret: token.client_secret ?? stored.oauth2ClientSettings?.clientSecret,
  };
  const response = await fetch("https://oauth2.googleapis.com/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...client,
      refresh_token: token.refresh_token,
      grant_type: "refresh_token",
    }),
  });
  if (!response.ok) throw new Error(`live-check: token refresh failed (${response.status})`);
  return (await response.json()).access_token;
}

execFileSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { stdio: "inherit" });
const work = await mkdtemp(path.join(os.tmpdir(), "mafia-live-"));
try {
  await cp(path.join(root, "dist"), work, { recursive: true });
  // The self-test calls it from cells, to see what Sheets hands a custom function.
  await cp(path.join(root, "scripts", "liveProbe.js"), path.join(work, "liveProbe.js"));
  // The API may run only a project that allows it; the add-on's own manifest stays as it is.
  const manifestPath = path.join(work, "appsscript.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  manifest.executionApi = { access: "MYSELF" };
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  await writeFile(path.join(work, ".clasp.json"), JSON.stringify({ scriptId, rootDir: "." }));
  execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules", "@google", "clasp", "build", "src", "index.js"),
      "push",
      "--force",
    ],
    { cwd: work, stdio: "inherit", env: { ...process.env, clasp_config_auth: clasprc } },
  );
  const response = await fetch(`https://script.googleapis.com/v1/scripts/${scriptId}:run`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${await accessToken()}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ function: "liveSelfTest", devMode: true }),
  });
  const answer = await response.json();
  if (!response.ok || answer.error) {
    console.error("live-check: the run failed:", JSON.stringify(answer.error ?? answer, null, 2));
    process.exit(1);
  }
  const report = answer.response.result;
  const lines = [
    "# Live check",
    "",
    "| point | result | what Sheets did |",
    "|---|---|---|",
    ...report.results.map((r) => `| ${r.point} | ${r.pass ? "pass" : "FAIL"} | ${r.observed} |`),
    "",
    "| call | ms |",
    "|---|---|",
    ...Object.entries(report.timings).map(([call, ms]) => `| ${call} | ${ms} |`),
    "",
  ];
  await mkdir(path.join(root, "build"), { recursive: true });
  await writeFile(path.join(root, "build", "live-check.md"), lines.join("\n"));
  console.log(lines.join("\n"));
  process.exit(report.results.every((r) => r.pass) ? 0 : 1);
} finally {
  await rm(work, { recursive: true, force: true });
}
