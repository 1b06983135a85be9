/**
 * Vitest global setup: build/cli.mjs and build/runCli.mjs are built once, before any test file
 * runs. The command-line tests run in parallel; each building them for itself rewrote a file
 * while another test was reading it.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export default function setup(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  execFileSync(process.execPath, ["scripts/build.mjs", "--cli-only"], { cwd: root, stdio: "pipe" });
}
