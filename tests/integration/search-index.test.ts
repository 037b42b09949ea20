import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSearchIndex } from "../../app/lib/search/search-index-load.ts";
import { searchIndex } from "../../app/lib/search/search-query.ts";
import { SEARCH_INDEX_FILE, buildSearchIndex } from "../../build-scripts/search/build-search-index.ts";

let outDir: string;

async function writeJson(file: string, value: unknown) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(value));
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "search-index-"));
  await writeJson(path.join(outDir, "search-source.json"), [
    {
      path: "/getstarted",
      title: "Get Started",
      group: "Introduction",
      description: "Install and create your first tree.",
      sections: [{ level: 2, id: "create", heading: "Create the tree", text: "Call createTree with a config, or useTree in React." }],
    },
  ]);
  await writeJson(path.join(outDir, "api", "routes.json"), [
    { path: "/api/core/function/createTree", kind: "api-item", title: "createTree", description: "API reference for createTree." },
    { path: "/api/core/interface/TreeConfig", kind: "api-item", title: "TreeConfig", description: "API reference for TreeConfig." },
  ]);
  await writeJson(path.join(outDir, "api", "symbols.json"), {
    createTree: "/api/core/function/createTree",
    TreeConfig: "/api/core/interface/TreeConfig",
    "TreeConfig.rootItemId": "/api/core/interface/TreeConfig#rootItemId",
  });
  // Only one slice: the builder must cope with missing ones.
  await writeJson(path.join(outDir, "api", "pages", "core", "function", "createTree.json"), {
    signatures: [{ comment: { summaryHtml: "<p>Builds a tree instance.</p>" } }],
  });
});

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe("buildSearchIndex", () => {
  it("writes a loadable index covering docs, API items and members", async () => {
    const result = await buildSearchIndex({ root: outDir, outDir });
    const json = await readFile(path.join(outDir, SEARCH_INDEX_FILE), "utf8");
    expect(result).toEqual({ records: 5, bytes: Buffer.byteLength(json) });

    const index = loadSearchIndex(json);
    expect(searchIndex(index, "createTree").map((h) => h.record.url)).toEqual([
      "/api/core/function/createTree",
      "/getstarted#create",
    ]);
    expect(searchIndex(index, "rootItemId")[0]?.record).toMatchObject({ lvl1: "TreeConfig", lvl2: "rootItemId" });
    expect(searchIndex(index, "instance")[0]?.record.text).toBe("Builds a tree instance.");
  });

  it("writes the same bytes for the same input", async () => {
    const file = path.join(outDir, SEARCH_INDEX_FILE);
    await buildSearchIndex({ root: outDir, outDir });
    const first = await readFile(file, "utf8");
    await buildSearchIndex({ root: outDir, outDir });
    expect(await readFile(file, "utf8")).toBe(first);
  });
});
