import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Built once for all files: build/cli.mjs, and one Chromium that the sidebar files share.
    globalSetup: ["test/buildCli.ts", "test/chromiumServer.ts"],
    // Workers stay at Vitest's default (cores - 1, so one on a 2-core machine): two workers on
    // two cores measured no faster, each file taking about twice as long (the run is bound by
    // CPU: Chromium and the command-line tests' child processes run beside the worker).
    setupFiles: ["test/fastCheckSeed.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for the sidebar to answer; its default gives up after one second, a
    // guess a loaded 2-core machine can miss. Ten seconds is a bound for failing, not a delay:
    // a passing poll returns as soon as the condition holds.
    expect: { poll: { timeout: 10_000 } },
  },
});
