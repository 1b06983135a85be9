import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    setupFiles: ["test/fastCheckSeed.ts"],
    // Two workers on two cores: a file that waits on Chromium or on a child process leaves its
    // core idle, and the other worker takes it. (Vitest's default is one worker fewer than the
    // cores.)
    maxWorkers: 2,
    // Files of a worker share its modules instead of importing src/ afresh each (a fifth of the
    // run): no test mocks a module or patches a global, and the bundle each test loads into a
    // node:vm context of its own is the isolation that matters.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for the sidebar to answer; its default gives up after one second, a
    // guess a loaded 2-core machine can miss. Ten seconds is a bound for failing, not a delay:
    // a passing poll returns as soon as the condition holds.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        // The inner loop: the pure engine, with no build and no browser (`npm run test:engine`).
        extends: true,
        test: { name: "engine", include: ["test/engine/**/*.test.ts"] },
      },
      {
        // Everything around it. Built once for all files: build/cli.mjs and build/runCli.mjs,
        // and one Chromium that the page tests share.
        extends: true,
        test: {
          name: "shell",
          include: ["test/**/*.test.ts"],
          exclude: ["test/engine/**"],
          globalSetup: ["test/buildCli.ts", "test/chromiumServer.ts"],
        },
      },
    ],
  },
});
