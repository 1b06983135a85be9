// dist/Sidebar.html as HtmlService serves it: one self-contained file, small, no requests.
import { readFileSync, statSync } from "node:fs";
import { expect, it } from "vitest";

const path = "dist/Sidebar.html";
const html = readFileSync(path, "utf8");

it("is one file under 150 KB with its script and styles inline", () => {
  expect(statSync(path).size).toBeLessThan(150 * 1024);
  expect(html.match(/<script>/g)).toHaveLength(1);
  expect(html.match(/<style>/g)).toHaveLength(1);
});

it("asks for nothing from the network: no src, href, @import, url() or web address", () => {
  expect(html).not.toMatch(/<script[^>]+src=|<link\b|@import|url\(|https?:\/\//i);
});

it("carries the engine but not zod", () => {
  expect(html).toContain("Убит в первую ночь");
  expect(html).not.toMatch(/zod|ZodError/i);
});
