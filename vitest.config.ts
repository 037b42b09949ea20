import { defineConfig } from "vitest/config";

// Unit tests: the build pipeline, framework-free app logic and the server. End-to-end tests in
// a real browser live in e2e/ and run against the built site (vitest.e2e.config.ts).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["build-scripts/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
