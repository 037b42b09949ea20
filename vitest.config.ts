import { defineConfig } from "vitest/config";
import { HANG_MS } from "./tests/support/hang-bound.ts";

// Unit tests: the build pipeline, framework-free app logic and the server. End-to-end tests in
// a real browser live in e2e/ and run against the built site (vitest.e2e.config.ts). tests/claims/
// runs the library itself to back what the pages say about its behaviour.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Vitest's default leaves one of the two cores idle.
    maxWorkers: 2,
    testTimeout: 2 * HANG_MS,
    expect: { poll: { timeout: HANG_MS } },
    projects: [
      {
        extends: true,
        test: {
          name: "pipeline",
          include: ["build-scripts/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "contract/**/*.test.ts", "bench/**/*.test.ts"],
          // A worker keeps its modules from file to file: importing the pipeline's modules (MDX,
          // shiki, TypeDoc…) anew for every file was half of this project's time. These tests share
          // no state but what they restore (the two that set BASE_PATH unstub it and reset the
          // module registry); checked with the files in shuffled orders.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "library claims",
          // The library run in a DOM without layout, with spies and fake timers: each file in a
          // fresh module graph. Claims that need a real browser run in Chromium: vitest.claims.config.ts.
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/claims-chromium/**", "node_modules/**"],
        },
      },
    ],
  },
});
