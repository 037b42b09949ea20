import { defineConfig } from "vitest/config";

// Unit tests: the build pipeline, framework-free app logic and the server. End-to-end tests in
// a real browser live in e2e/ and run against the built site (vitest.e2e.config.ts). tests/claims/
// runs the library itself to back what the pages say about its behaviour.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["build-scripts/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "bench/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
  },
});
