import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageBytes, SMALL_PAGE_BYTES } from "./page-bytes.ts";

describe("pageBytes", () => {
  it("estimates each page's compressed module or API record on the safe side, and leaves small pages out", async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), "page-bytes-"));
    // Real prose and code, over the small-page size compressed.
    const big = `export default ${JSON.stringify(await readFile(path.join(process.cwd(), "content", "guides", "known-issues.mdx"), "utf8"))};`;
    await mkdir(path.join(outDir, "pages", "guides"), { recursive: true });
    await mkdir(path.join(outDir, "api", "pages", "core", "interface"), { recursive: true });
    await writeFile(path.join(outDir, "pages", "guides", "big.js"), big);
    await writeFile(path.join(outDir, "pages", "small.js"), "export default 1;");
    await writeFile(path.join(outDir, "api", "pages", "core", "interface", "TreeConfig.json"), JSON.stringify({ text: big }));
    const table = await pageBytes(outDir, ["/guides/big", "/small", "/api/core/interface/TreeConfig", "/missing"]);
    expect(Object.keys(table)).toEqual(["/api/core/interface/TreeConfig", "/guides/big"]);
    const shipped = brotliCompressSync(big).length;
    expect(table["/guides/big"]).toBeGreaterThanOrEqual(shipped);
    expect(table["/guides/big"]! % 100).toBe(0);
    expect(table["/guides/big"]!).toBeGreaterThan(SMALL_PAGE_BYTES);
  });
});
