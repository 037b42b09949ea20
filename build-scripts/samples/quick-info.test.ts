import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiName } from "./api-names.ts";
import { firstSentence, writeQuickInfo } from "./quick-info.ts";

describe("firstSentence", () => {
  it("ends at the first full stop before a new sentence, and keeps abbreviations and versions", () => {
    expect(firstSentence("Checks if a drop may go there. Called often.")).toBe("Checks if a drop may go there.");
    expect(firstSentence("Added in 1.7.0 for e.g. lists. More")).toBe("Added in 1.7.0 for e.g. lists.");
    expect(firstSentence("No full stop")).toBe("No full stop");
    expect(firstSentence("")).toBe("");
  });
});

describe("writeQuickInfo", () => {
  let outDir: string;
  const name = (name: string, href: string, signature: string): ApiName => ({ start: 0, end: name.length, name, symbol: name, href, signature });

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), "quick-info-"));
    const slice = path.join(outDir, "api", "pages", "core", "interface", "DragAndDropFeatureConfig.json");
    await mkdir(path.dirname(slice), { recursive: true });
    await writeFile(
      slice,
      JSON.stringify({ groups: [{ members: [{ id: "canDrop", name: "canDrop", comment: { summaryHtml: "<p>Decides whether a drop may go there. Called <em>often</em>.</p>" } }] }] }),
    );
    await mkdir(path.join(outDir, "quick-info", "old"), { recursive: true });
    await writeFile(path.join(outDir, "quick-info", "old", "page.json"), "{}");
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it("writes each page's names from its code blocks and its demos, with the summary of a name's own entry only", async () => {
    const canDrop = "/api/core/interface/DragAndDropFeatureConfig#canDrop";
    const written = await writeQuickInfo({
      outDir,
      pages: [
        { id: "dnd/overview", sourceFile: "content/dnd/overview.mdx" },
        { id: "features/plain", sourceFile: "content/features/plain.mdx" },
      ],
      pageNames: new Map([
        ["content/dnd/overview.mdx", [name("canDrop", canDrop, "(method) canDrop?(…): boolean"), name("canDrop", canDrop, "(method) canDrop?(…): boolean")]],
      ]),
      // A member of a type inside canDrop's signature links to canDrop: its own signature, no summary.
      demoNames: { "app/demos/dnd-basic.tsx": { names: [name("target", canDrop, "(parameter) target: DragTarget<T>")] } },
      pageDemos: { "dnd/overview": { demos: [["dnd-basic"]] }, "features/plain": { demos: [] } },
    });
    expect(written).toBe(1);
    expect(JSON.parse(await readFile(path.join(outDir, "quick-info", "dnd", "overview.json"), "utf8"))).toEqual({
      [`${canDrop} canDrop`]: ["(method) canDrop?(…): boolean", "Decides whether a drop may go there."],
      [`${canDrop} target`]: ["(parameter) target: DragTarget<T>", ""],
    });
    // No names, no file; a page that has none any more loses its file.
    await expect(readFile(path.join(outDir, "quick-info", "features", "plain.json"))).rejects.toThrow();
    await expect(readFile(path.join(outDir, "quick-info", "old", "page.json"))).rejects.toThrow();
  });
});
