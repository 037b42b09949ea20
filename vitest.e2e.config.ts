import { defineConfig } from "vitest/config";
import { e2eClientDir } from "./e2e/support/global-setup.ts";
import { readBasePath } from "./server/site-config.ts";

// End-to-end tests drive Debian's Chromium (playwright-core, no browser download) against
// build/client (or E2E_CLIENT_DIR) served by the production server.
// Most files spend their time waiting on the browser, so two run at once (2 cores). The files
// that already keep both cores busy with pages of their own, or whose deadlines assume they have
// the machine, run afterwards, one at a time.
// A build made for a base path (BASE_PATH) runs e2e/base-path.e2e.ts alone; the other files
// expect the site at the root and run against a root build.
const BASE_PATH_TESTS = "e2e/base-path.e2e.ts";
const ON_THEIR_OWN = ["e2e/accessibility.e2e.ts", "e2e/demo-stress.e2e.ts", "e2e/demo-keyboard.e2e.ts"];
const underBase = readBasePath(e2eClientDir(), {}) !== "/";

const shared = {
  globalSetup: ["e2e/support/global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: underBase
      ? [{ extends: true, test: { ...shared, name: "base path", include: [BASE_PATH_TESTS] } }]
      : [
          { extends: true, test: { ...shared, name: "e2e", include: ["e2e/**/*.e2e.ts"], exclude: [BASE_PATH_TESTS, ...ON_THEIR_OWN], maxWorkers: 2, sequence: { groupOrder: 0 } } },
          { extends: true, test: { ...shared, name: "e2e alone", include: ON_THEIR_OWN, fileParallelism: false, sequence: { groupOrder: 1 } } },
        ],
  },
});
