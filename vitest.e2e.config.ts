import { defineConfig } from "vitest/config";
import { e2eClientDir } from "./e2e/support/global-setup.ts";
import { readBasePath } from "#contract/hosting/site-config.ts";
import { HANG_MS } from "./tests/support/hang-bound.ts";

// End-to-end tests drive Debian's Chromium (playwright-core, no browser download) against
// build/client (or E2E_CLIENT_DIR) served by the production server.
// Most files spend their time waiting on the browser, so two run at once (2 cores). Then the
// accessibility pass (axe in two tabs, most of one core) beside the demo keyboard walk, and last
// the demo stress test, whose deadlines assume a core of its own, beside files that mostly wait
// (one worker runs the stress test, the other these files one after another).
// A build made for a base path (BASE_PATH) runs e2e/base-path.e2e.ts alone; the other files
// expect the site at the root and run against a root build.
const BASE_PATH_TESTS = "e2e/base-path.e2e.ts";
const HEAVY_PAIR = ["e2e/accessibility.e2e.ts", "e2e/demo-keyboard.e2e.ts"];
const STRESS = "e2e/demo-stress.e2e.ts";
const BESIDE_STRESS = [
  "e2e/api-history.e2e.ts",
  "e2e/authoring.e2e.ts",
  "e2e/demo-projects.e2e.ts",
  "e2e/keyboard.e2e.ts",
  "e2e/official-urls.e2e.ts",
  "e2e/publishing.e2e.ts",
  "e2e/react-native-demo.e2e.ts",
  "e2e/search-crawler.e2e.ts",
  "e2e/site-engine.e2e.ts",
  "e2e/static-hosts.e2e.ts",
];
const underBase = readBasePath(e2eClientDir(), {}) !== "/";

const shared = {
  globalSetup: ["e2e/support/global-setup.ts"],
  // A test makes many waits, each bounded by HANG_MS.
  testTimeout: 4 * HANG_MS,
  hookTimeout: 4 * HANG_MS,
  expect: { poll: { timeout: HANG_MS } },
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: underBase
      ? [{ extends: true, test: { ...shared, name: "base path", include: [BASE_PATH_TESTS] } }]
      : [
          { extends: true, test: { ...shared, name: "e2e", include: ["e2e/**/*.e2e.ts"], exclude: [BASE_PATH_TESTS, ...HEAVY_PAIR, STRESS, ...BESIDE_STRESS], maxWorkers: 2, sequence: { groupOrder: 0 } } },
          { extends: true, test: { ...shared, name: "e2e heavy pair", include: HEAVY_PAIR, maxWorkers: 2, sequence: { groupOrder: 1 } } },
          // Vitest starts the largest file first (the longest, once it has timings): the stress test.
          { extends: true, test: { ...shared, name: "e2e stress", include: [STRESS, ...BESIDE_STRESS], maxWorkers: 2, sequence: { groupOrder: 2 } } },
        ],
  },
});
