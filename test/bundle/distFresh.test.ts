import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const out = mkdtempSync(path.join(tmpdir(), "mafia-dist-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it("dist/ is what `npm run build` makes from src/ (commit the rebuilt dist/)", () => {
  execFileSync(process.execPath, ["scripts/build.mjs", "--out", out]);
  const built = readdirSync(out).sort();
  expect(readdirSync("dist").sort()).toEqual(built);
  for (const file of built) {
    const fresh = readFileSync(path.join(out, file), "utf8");
    expect(
      readFileSync(path.join("dist", file), "utf8") === fresh,
      `dist/${file} is stale: run npm run build`,
    ).toBe(true);
  }
});

it("the manifest asks for the narrowest scopes and the V8 runtime", () => {
  const manifest = JSON.parse(readFileSync("dist/appsscript.json", "utf8")) as {
    runtimeVersion: string;
    oauthScopes: string[];
    timeZone: string;
  };
  expect(manifest.runtimeVersion).toBe("V8");
  expect(manifest.timeZone).toBeTruthy();
  expect(manifest.oauthScopes.sort()).toEqual([
    "https://www.googleapis.com/auth/script.container.ui",
    "https://www.googleapis.com/auth/spreadsheets.currentonly",
  ]);
});
