/**
 * Vitest global setup: one Chromium for the whole run. Each sidebar test file connects to it
 * (sharedChromium in test/sidebar/browser.ts) and opens its own browser contexts, instead of
 * launching a browser of its own. A browser that does not start fails the whole run here, with
 * one message, before any test: a green `npm test` has tested the sidebar.
 */
import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "./sidebar/browser";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchChromiumServer();
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
