import { defineConfig } from "vitest/config";
import { e2eClientDir } from "./e2e/support/global-setup.ts";
import { readBasePath } from "#contract/hosting/site-config.ts";
import { HANG_MS } from "./tests/support/hang-bound.ts";

// End-to-end tests drive Debian's Chromium (playwright-core, no browser download) against
// build/client (or E2E_CLIENT_DIR) served by the production server.
// Files run two at a time (2 cores); none has a bound that assumes a core of its own, so they are
// one pool, which Vitest starts longest first (by its timings of the last run, else by size).
// A build made for a base path (BASE_PATH) runs e2e/base-path.e2e.ts alone; the other files
// expect the site at the root and run against a root build.
const BASE_PATH_TESTS = "e2e/base-path.e2e.ts";
const DEV_SERVER_TESTS = "e2e/dev-server.e2e.ts";
const underBase = readBasePath(e2eClientDir(), {}) !== "/";

const shared = {
  globalSetup: ["e2e/support/global-setup.ts"],
  // A test makes many waits, each bounded by HANG_MS.
  testTimeout: 4 * HANG_MS,
  hookTimeout: 4 * HANG_MS,
  expect: { poll: { timeout: HANG_MS } },
  // A worker keeps its modules from file to file, and with them its browser
  // (e2e/support/browser.ts): a launch per file cost about a second of CPU each.
  isolate: false,
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: underBase
      ? [{ extends: true, test: { ...shared, name: "base path", include: [BASE_PATH_TESTS] } }]
      : [
          { extends: true, test: { ...shared, name: "e2e", include: ["e2e/**/*.e2e.ts"], exclude: [BASE_PATH_TESTS, DEV_SERVER_TESTS], maxWorkers: 2 } },
          // It edits content/ and regenerates app/generated/, which the other files read: after them.
          { extends: true, test: { ...shared, name: "dev server", include: [DEV_SERVER_TESTS], sequence: { groupOrder: 1 } } },
        ],
  },
});
