// The docs' pictures of the pages: docs/sidebar.png (the judges' form) and docs/player-card.png
// (the player card), by `npm run screenshot` (needs a built dist/; the browser is the sidebar
// tests', found the same way: CHROMIUM_PATH, a system Chromium, else @sparticuz/chromium's). The
// pixels depend on that browser and its fonts. The steps are TypeScript that reuses the browser
// tests' helpers, so they are bundled with esbuild into build/ first and run from there.
// Usage: node scripts/screenshot.mjs                      both pictures
//        node scripts/screenshot.mjs sidebar|player-card [OUT.png]
//        node scripts/screenshot.mjs OUT.png              the sidebar into OUT.png
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root); // the helpers read dist/*.html relative to the project

const PICTURES = {
  sidebar: { script: "sidebarScreenshot", take: "takeSidebarScreenshot", out: "docs/sidebar.png" },
  "player-card": {
    script: "playerCardScreenshot",
    take: "takePlayerCardScreenshot",
    out: "docs/player-card.png",
  },
};

const [first, second] = process.argv.slice(2);
const chosen =
  first === undefined
    ? Object.keys(PICTURES).map((name) => [name, undefined])
    : first in PICTURES
      ? [[first, second]]
      : [["sidebar", first]];

for (const [name, outArg] of chosen) {
  const picture = PICTURES[name];
  const out = path.resolve(outArg ?? picture.out);
  // Two folders deep, like the test helpers it bundles, which find dist/ at "../../dist".
  const bundle = path.join(root, "build", "screenshot", `${picture.script}.mjs`);
  await build({
    entryPoints: [path.join(root, "scripts", `${picture.script}.ts`)],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile: bundle,
    logLevel: "warning",
  });
  const module = await import(pathToFileURL(bundle).href);
  await module[picture.take](out);
  process.stdout.write(`${path.relative(root, out)}\n`);
}
