import { defineConfig } from "vitest/config";
import { HANG_MS } from "./tests/support/hang-bound.ts";

// Unit tests: the build pipeline, framework-free app logic and the server. End-to-end tests in
// a real browser live in e2e/ and run against the built site (vitest.e2e.config.ts). tests/claims/
// runs the library itself to back what the pages say about its behaviour.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["build-scripts/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "contract/**/*.test.ts", "bench/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
    // Claims that need a real browser run in Chromium: vitest.claims.config.ts.
    exclude: ["tests/claims-chromium/**", "node_modules/**"],
    environment: "node",
    // Vitest's default leaves one of the two cores idle.
    maxWorkers: 2,
    testTimeout: 2 * HANG_MS,
    expect: { poll: { timeout: HANG_MS } },
  },
});
