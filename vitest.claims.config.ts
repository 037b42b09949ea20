import { defineConfig } from "vitest/config";

// Claims that need layout, real pointer drags, focus or real key events: tests/claims-chromium/
// runs the installed library in Debian's Chromium (no site build needed). A test spends most of its
// time waiting on input round trips and the library's own timers, so two files run at once (2
// cores). Three at once made some of the library's timers run late enough to change what it does
// (a refused drop then left no `dnd: {}` behind).
export default defineConfig({
  test: {
    include: ["tests/claims-chromium/**/*.test.ts"],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
