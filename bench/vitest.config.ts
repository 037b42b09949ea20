import path from "node:path";
import { defineConfig } from "vitest/config";

// The bench's own unit tests (the pure parts). The repository's vitest.config.ts does not list
// bench/ yet: `npx vitest run --config bench/vitest.config.ts`.
export default defineConfig({
  root: path.resolve(import.meta.dirname, ".."),
  test: {
    include: ["bench/**/*.test.ts"],
    environment: "node",
  },
});
