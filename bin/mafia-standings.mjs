#!/usr/bin/env node
// The command line is bundled from src/cli by `npm run build` (run by `npm install`).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("../build/cli.mjs", import.meta.url));
if (!existsSync(cli)) {
  process.stderr.write(
    "Сначала выполните `npm install` (или `npm run build`) / " +
      "Run `npm install` (or `npm run build`) first.\n",
  );
  process.exit(2);
}
await import(cli);
