// docs/sidebar.png, the README's picture of the sidebar: `npm run screenshot` (needs a built
// dist/Sidebar.html; the browser is the sidebar tests', found the same way: CHROMIUM_PATH, a
// system Chromium, else @sparticuz/chromium's). The pixels depend on that browser and its fonts.
// The steps are TypeScript that reuses the sidebar tests' helpers, so they are bundled with
// esbuild into build/ first and run from there.
// Usage: node scripts/screenshot.mjs [OUT.png]   (default docs/sidebar.png)
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root); // the helpers read dist/Sidebar.html relative to the project
const out = path.resolve(process.argv[2] ?? "docs/sidebar.png");
// Two folders deep, like the test helpers it bundles, which find dist/ at "../../dist".
const bundle = path.join(root, "build", "screenshot", "sidebarScreenshot.mjs");
await build({
  entryPoints: [path.join(root, "scripts", "sidebarScreenshot.ts")],
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  outfile: bundle,
  logLevel: "warning",
});
const { takeSidebarScreenshot } = await import(pathToFileURL(bundle).href);
await takeSidebarScreenshot(out);
process.stdout.write(`${path.relative(root, out)}\n`);
