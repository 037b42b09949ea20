import { defineConfig } from "vitest/config";
import { e2eClientDir } from "./e2e/support/global-setup.ts";
import { readBasePath } from "./server/site-config.ts";

// End-to-end tests drive Debian's Chromium (playwright-core, no browser download) against
// build/client (or E2E_CLIENT_DIR) served by the production server. Files run one at a time: 2 cores.
// A build made for a base path (BASE_PATH) runs e2e/base-path.e2e.ts alone; the other files
// expect the site at the root and run against a root build.
const BASE_PATH_TESTS = "e2e/base-path.e2e.ts";
const underBase = readBasePath(e2eClientDir(), {}) !== "/";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: underBase ? [BASE_PATH_TESTS] : ["e2e/**/*.e2e.ts"],
    exclude: underBase ? [] : [BASE_PATH_TESTS],
    globalSetup: ["e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
