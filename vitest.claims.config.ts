import { defineConfig } from "vitest/config";
import { HANG_MS } from "./tests/support/hang-bound.ts";

// Claims that need layout, real pointer drags, focus or real key events: tests/claims-chromium/
// runs the installed library in Debian's Chromium (no site build needed). A test spends most of its
// time waiting on input round trips and the library's own timers, so two files run at once (2
// cores). With three at once, one claim timed out once in a fresh-clone run (a refused drop left
// no `dnd: {}` behind); the cause is not found: the drag's last events arrive together even on a
// loaded machine, and the test now prints them should it happen again.
export default defineConfig({
  test: {
    include: ["tests/claims-chromium/**/*.test.ts"],
    maxWorkers: 2,
    // A worker keeps its modules from file to file, and with them its browser and the bundles it
    // built (chromium-page.ts): a fresh module graph, browser and bundle per file cost about a
    // fifth of the run's CPU. Every file resets what it changes in the shared browser.
    isolate: false,
    // A test makes several waits, each bounded by HANG_MS.
    testTimeout: 3 * HANG_MS,
    hookTimeout: 3 * HANG_MS,
    expect: { poll: { timeout: HANG_MS } },
  },
});
