import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/buildCli.ts"],
    setupFiles: ["test/fastCheckSeed.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for the sidebar to answer; its default gives up after one second, a
    // guess a loaded 2-core machine can miss. Ten seconds is a bound for failing, not a delay:
    // a passing poll returns as soon as the condition holds.
    expect: { poll: { timeout: 10_000 } },
  },
});
