import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

async function htmlHashes(dir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(".html") || f.endsWith(".data"));
  for (const file of files) {
    hashes.set(file, createHash("sha256").update(await readFile(path.join(dir, file))).digest("hex"));
  }
  return hashes;
}

// Named zz- so it runs last: it rebuilds build/ in place (to the same bytes, which is the point).
describe("deterministic build", () => {
  it("produces byte-identical HTML and loader data when the same commit is built twice", { timeout: 600_000 }, async () => {
    const copy = await mkdtemp(path.join(tmpdir(), "first-build-"));
    try {
      await cp("build/client", copy, { recursive: true });
      const first = await htmlHashes(copy);
      // Build as `npm test` did, not with the environment Vitest adds (NODE_ENV=test would make
      // Vite bundle React's development build).
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "NODE_ENV" && key !== "TEST"));
      await run("npm", ["run", "build"], { env: { ...env, DOCS_TEST_HOOKS: process.env.DOCS_TEST_HOOKS ?? "1" }, maxBuffer: 64 * 1024 * 1024 });
      const second = await htmlHashes("build/client");
      expect(first.size).toBeGreaterThan(100);
      const differing = [...first].filter(([file, hash]) => second.get(file) !== hash).map(([file]) => file);
      expect(differing).toEqual([]);
      expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
