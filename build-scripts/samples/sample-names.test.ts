import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi } from "../api/build-api.ts";
import { DEMO_NAMES_FILE, type DemoNames } from "./name-links.ts";
import { buildSampleNames, codeKey } from "./sample-names.ts";

const root = process.cwd();
let outDir: string;
let symbols: Record<string, string>;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "sample-names-"));
  symbols = (await buildApi({ root, outDir: path.join(root, "app/generated/api") })).symbols;
}, 120_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const page = (code: string) => ({ file: "content/fixture.mdx", source: ["---", "title: Fixture", "---", "", "Text.", "", "```ts harness=scope", code, "```", ""].join("\n") });

describe("the API-names build stage", () => {
  it("gives each checked block its names by code, and every demo file its names with the code's hash", { timeout: 120_000 }, async () => {
    const code = "const ids = tree.getItems().map((row) => row.getId());";
    const result = await buildSampleNames({ root, outDir, symbols, pages: [page(code)] });
    expect(result.errors).toEqual([]);
    expect(result.blocks.get(codeKey("ts", "scope", code))!.map((n) => code.slice(n.start, n.end))).toEqual(["getItems", "getId"]);
    const demos = JSON.parse(await readFile(path.join(outDir, DEMO_NAMES_FILE), "utf8")) as DemoNames;
    expect(demos["app/demos/basic-tree.tsx"]!.names.map((n) => n.symbol)).toContain("useTree");
    expect(result.summary).toMatch(/^\d+ API names linked in 1 code blocks and \d+ demo files/);
  });

  it("stops the build at the .mdx line and column of a name the pinned packages do not have", { timeout: 120_000 }, async () => {
    const result = await buildSampleNames({ root, outDir, symbols, pages: [page("tree.getItems();\ntree.getItemz();")] });
    expect(result.errors.map((e) => e.toString())).toEqual([
      expect.stringMatching(/^content\/fixture\.mdx:9:6: TS2551: Property 'getItemz' does not exist on type 'TreeInstance<Item>'\. Did you mean 'getItems'\?/),
    ]);
  });
});
