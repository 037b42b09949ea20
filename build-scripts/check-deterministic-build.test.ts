// The comparison half of `npm run test:determinism`, on small folders; the builds themselves run
// only in that script (two full builds do not belong in the unit tests).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { buildEnvironment, compareBuilds, compareHashes, firstDifference, hashPagesAndData, MIN_COMPARED_FILES } from "./check-deterministic-build.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "determinism-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>): string {
  const root = join(dir, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return root;
}

function pages(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`docs/page-${i}/index.html`, `<h1>Page ${i}</h1>`]));
}

test("hashes only .html and .data files, by relative path with slashes", async () => {
  const root = site("a", { "index.html": "<p>home</p>", "_.data": "[]", "guide/index.html": "g", "assets/app-1.js": "js", "index.html.br": "x", ".csp.json": "{}" });
  expect([...(await hashPagesAndData(root)).keys()]).toEqual(["_.data", "guide/index.html", "index.html"]);
});

test("sorts files into identical, differing and missing on either side", () => {
  const first = new Map([["a.html", "1"], ["b.html", "2"], ["c.data", "3"]]);
  const second = new Map([["a.html", "1"], ["b.html", "X"], ["d.data", "4"]]);
  expect(compareHashes(first, second)).toEqual({ identical: ["a.html"], differing: ["b.html"], onlyInFirst: ["c.data"], onlyInSecond: ["d.data"] });
});

test("two identical builds pass, one check per file", async () => {
  const lines: string[] = [];
  const a = site("a", pages(MIN_COMPARED_FILES));
  const b = site("b", pages(MIN_COMPARED_FILES));
  expect(await compareBuilds(a, b, (line) => lines.push(line))).toBe(true);
  expect(lines.at(-1)).toBe(`${MIN_COMPARED_FILES} passed, 0 failed`);
});

test("one perturbed page fails and is named with where it differs", async () => {
  const lines: string[] = [];
  const a = site("a", pages(MIN_COMPARED_FILES));
  const b = site("b", { ...pages(MIN_COMPARED_FILES), "docs/page-7/index.html": "<h1>Page 7!</h1>", "extra.data": "[]" });
  expect(await compareBuilds(a, b, (line) => lines.push(line))).toBe(false);
  expect(lines).toContain("  differs: docs/page-7/index.html");
  expect(lines).toContain("  only in the second build: extra.data");
  expect(lines.join("\n")).toMatch(/docs\/page-7\/index\.html: first difference at byte 10 \(sizes 15 and 16\)/);
  expect(lines.at(-1)).toBe(`${MIN_COMPARED_FILES - 1} passed, 2 failed`);
});

test("a build with too few pages fails even when both sides agree", async () => {
  const lines: string[] = [];
  expect(await compareBuilds(site("a", pages(3)), site("b", pages(3)), (line) => lines.push(line))).toBe(false);
  expect(lines.at(-1)).toBe("3 passed, 1 failed");
});

test("firstDifference shows the bytes around the first change", () => {
  expect(firstDifference(Buffer.from("abcdef"), Buffer.from("abcXef"), 2)).toBe(`byte 3 (sizes 6 and 6):\n      first:  "bcde"\n      second: "bcXe"`);
});

test("builds with npm test's environment, not the test runner's", () => {
  const env = buildEnvironment({ PATH: "/bin", NODE_ENV: "test", TEST: "true", VITEST: "true", VITEST_POOL_ID: "1", DOCS_BUILD_DIR: "build" }, "/tmp/x");
  expect(env).toEqual({ PATH: "/bin", DOCS_TEST_HOOKS: "1", DOCS_BUILD_DIR: "/tmp/x" });
  expect(buildEnvironment({ DOCS_TEST_HOOKS: "0" }, "/tmp/y").DOCS_TEST_HOOKS).toBe("0");
});
