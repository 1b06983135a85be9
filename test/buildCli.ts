/**
 * Vitest global setup: build/cli.mjs is built once, before any test file runs. The command-line
 * tests run in parallel; each building it for itself rewrote the file while another test's
 * subprocess was reading it.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export default function setup(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  execFileSync(process.execPath, ["scripts/build.mjs", "--cli-only"], { cwd: root, stdio: "pipe" });
}
