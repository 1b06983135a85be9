/**
 * The pages call the server by name through google.script.run: every name the typed client
 * (src/pages/shared/serverApi.ts) can call is a top-level function of dist/Code.js, where Apps
 * Script looks it up.
 */
import { describe, expect, it } from "vitest";
import { createServerApi } from "../../src/pages/shared/serverApi";
import { loadBundle } from "./sheetsContext";

describe("the server functions the pages call", () => {
  it("are each a top-level function of dist/Code.js", () => {
    const names = Object.keys(createServerApi(() => undefined));
    expect(names).toEqual(expect.arrayContaining(["saveGame", "seatingSchedule"]));
    const { context } = loadBundle();
    const missing = names.filter(
      (name) => typeof (context as Record<string, unknown>)[name] !== "function",
    );
    expect(missing).toEqual([]);
  });
});
