import { defineConfig } from "vitest/config";

// End-to-end tests drive Debian's Chromium (playwright-core, no browser download) against
// build/client served by the production server. Files run one at a time: 2 cores.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
