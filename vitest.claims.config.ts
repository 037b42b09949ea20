import { defineConfig } from "vitest/config";

// Claims that need layout, real pointer drags, focus or real key events: tests/claims-chromium/
// runs the installed library in Debian's Chromium (no site build needed). One file at a time, so
// timers the library relies on (openOnDropDelay, the 100 ms dragleave check) see an idle machine.
export default defineConfig({
  test: {
    include: ["tests/claims-chromium/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
