import path from "node:path";
import { defineConfig } from "vitest/config";

// The bench's own unit tests (the pure parts), alone: `npx vitest run --config bench/vitest.config.ts`.
// The repository's vitest.config.ts runs them too, in `npm test`.
export default defineConfig({
  root: path.resolve(import.meta.dirname, ".."),
  test: {
    include: ["bench/**/*.test.ts"],
    environment: "node",
  },
});
