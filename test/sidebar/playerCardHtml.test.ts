// dist/PlayerCard.html as HtmlService serves it: one self-contained file, small, no requests,
// and no way to make markup of text.
import { readFileSync, statSync } from "node:fs";
import { expect, it } from "vitest";

const path = "dist/PlayerCard.html";
const html = readFileSync(path, "utf8");

it("is one file under 100 KB with its script and styles inline", () => {
  expect(statSync(path).size).toBeLessThan(100 * 1024);
  expect(html.match(/<script>/g)).toHaveLength(1);
  expect(html.match(/<style>/g)).toHaveLength(1);
});

it("asks for nothing from the network: no src, href, @import, url() or address but the SVG namespace", () => {
  expect(html).not.toMatch(/<script[^>]+src=|<link\b|@import|url\(/i);
  const addresses = html.match(/https?:\/\/[^\s"'`)]*/gi) ?? [];
  expect(new Set(addresses)).toEqual(new Set(["http://www.w3.org/2000/svg"]));
});

it("sets no markup from strings and carries the engine's words but not zod", () => {
  expect(html).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  expect(html).toContain("Убит в первую ночь");
  expect(html).not.toMatch(/zod|ZodError/i);
});
