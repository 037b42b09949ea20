import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { brotliQualityFor, precompressDirectory, type PrecompressSummary } from "./precompress.ts";
import { createFixture, type Fixture } from "../../tests/support/built-site-fixture.ts";

let fixture: Fixture;
let summary: PrecompressSummary;

beforeAll(async () => {
  fixture = createFixture();
  // An incompressible text file: its variants would be larger than itself.
  writeFileSync(join(fixture.root, "random.txt"), randomBytes(4000));
  writeFileSync(join(fixture.root, "random.txt.br"), "stale");
  // Reachable only through the fixture's symlink to the parent folder.
  writeFileSync(join(fixture.dir, "outside.html"), "<p>outside</p>".repeat(200));
  summary = await precompressDirectory(fixture.root);
});
afterAll(() => fixture.remove());

test.each(["index.html", "guide/index.html", "guide.data", "_.data", "assets/app-AbCd1234.js", "assets/style-XyZ98765.css", "sitemap.xml", "search-index.json", "404.html"])(
  "%s gets .br and .gz siblings that decode to the original",
  (path) => {
    const original = readFileSync(join(fixture.root, path));
    const br = readFileSync(join(fixture.root, `${path}.br`));
    const gz = readFileSync(join(fixture.root, `${path}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length);
    // Newer than the original, or the server would ignore them as stale.
    expect(statSync(join(fixture.root, `${path}.br`)).mtimeMs).toBeGreaterThanOrEqual(statSync(join(fixture.root, path)).mtimeMs);
  },
);

test.each([
  ["robots.txt", "1 KB or less"],
  ["site.webmanifest", "1 KB or less"],
  ["favicon.ico", "binary"],
  ["downloads/big.bin", "binary"],
  [".hidden.txt", "a dotfile"],
  [".well-known/security.txt", "a dotfile"],
])("%s (%s) is left alone", (path) => {
  expect(existsSync(join(fixture.root, `${path}.br`))).toBe(false);
  expect(existsSync(join(fixture.root, `${path}.gz`))).toBe(false);
});

test("nothing outside the root is touched, even through a symlink", () => {
  expect(existsSync(join(fixture.dir, "outside.html.br"))).toBe(false);
  expect(existsSync(join(fixture.dir, "outside.html.gz"))).toBe(false);
});

test("a variant that would not be smaller is not written, and an old one is removed", () => {
  expect(existsSync(join(fixture.root, "random.txt.br"))).toBe(false);
});

test("the summary adds up", () => {
  // 4 pages, 2 .data, JS, CSS, sitemap, search index, random.txt.
  expect(summary.files).toBe(11);
  expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
  expect(summary.gzipBytes).toBeLessThan(summary.originalBytes);
});

test("hashed assets get a slow, small brotli; pages a fast one", () => {
  expect(brotliQualityFor("assets/root-BxY3kP_9.js")).toBe(10);
  expect(brotliQualityFor("guide/index.html")).toBe(6);
  expect(brotliQualityFor("guide.data")).toBe(6);
});

test("a warm run takes compressed bytes from the cache and writes the same files", async () => {
  const { mkdtempSync, readdirSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const root = mkdtempSync(join(tmpdir(), "precompress-cache-root-"));
  const cacheDir = mkdtempSync(join(tmpdir(), "precompress-cache-"));
  writeFileSync(join(root, "page.html"), "<p>hello</p>".repeat(400));
  await precompressDirectory(root, { cacheDir });
  const first = readFileSync(join(root, "page.html.br"));
  expect(readdirSync(cacheDir).sort()).toEqual([expect.stringMatching(/-q6\.br$/), expect.stringMatching(/-q9\.gz$/)]);
  // Poison the cache entry: a warm run must use it rather than compress again.
  const cached = readdirSync(cacheDir).find((f) => f.endsWith(".br"))!;
  writeFileSync(join(cacheDir, cached), Buffer.from("from-cache"));
  await precompressDirectory(root, { cacheDir });
  expect(readFileSync(join(root, "page.html.br")).toString()).toBe("from-cache");
  expect(brotliDecompressSync(first).toString()).toBe("<p>hello</p>".repeat(400));
});
