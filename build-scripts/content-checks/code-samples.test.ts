import { beforeAll, describe, expect, it } from "vitest";
import { collectContent, collectFromSource } from "../samples/collect.ts";
import { checkCodeBlocks, type SampleReport } from "./code-samples.ts";

const root = process.cwd();

describe("content code samples", () => {
  it("type-checks every ts/tsx block of content/ against the pinned packages", { timeout: 180_000 }, async () => {
    const blocks = (await collectContent(root)).flatMap((file) => file.blocks);
    const report = checkCodeBlocks(root, blocks);
    const reasons = report.optedOut.map(({ block, reason }) => `\n  ${block.file}:${block.line} nocheck: ${reason}`).join("");
    console.log(
      `content code samples: ${report.checked.length} ts/tsx blocks type-checked, ${report.optedOut.length} opted out${reasons}`,
    );
    expect(report.checked.length).toBeGreaterThan(0);
    expect(report.problems.map((p) => `${p.location} ${p.message}`)).toEqual([]);
  });
});

describe("the sample harness", () => {
  // One program for all fixture blocks: building it is the slow part.
  const page = [
    "---",
    "title: Fixture",
    "---",
    "",
    "```ts harness=scope",
    "tree.setSelectedItems([item.getId()]);",
    "const ids = tree.getSelectedItems().map((selected) => selected.getId());",
    "```",
    "",
    "```ts harness=scope",
    "item.toggleSelection();",
    "```",
    "",
    '```tsx harness="jsx"',
    "<button {...item.getProps()}>{item.getItemName()}</button>",
    "```",
    "",
    "```tsx harness=scope",
    'import { selectionFeature as selection } from "@headless-tree/core";',
    'const tree = useTree<string>({ rootItemId: "root", getItemName: (i) => i.getItemData(), isItemFolder: () => false,',
    '  dataLoader: { getItem: (id) => id, getChildren: () => [] }, features: [syncDataLoaderFeature, selection] });',
    "```",
    "",
    "```ts",
    'import { createTree } from "@headless-tree/core";',
    "createTree<number>({ rootItemId: 1 });",
    "```",
    "",
    '```ts nocheck=""',
    "anything",
    "```",
    "",
    '```ts nocheck="shows a deliberate mistake"',
    "anything",
    "```",
    "",
    "```ts harness=nope",
    "tree;",
    "```",
    "",
    "```js",
    "not checked at all(",
    "```",
    "",
    "```ts",
    'declare module "@headless-tree/core" {',
    "  interface ItemInstance<T> { shout: () => string }",
    "}",
    "export {};",
    "```",
    "",
    "```ts harness=scope",
    "item.shout();",
    "```",
  ].join("\n");
  let report: SampleReport;
  beforeAll(() => {
    report = checkCodeBlocks(root, collectFromSource(page, "content/fixture.mdx").blocks);
  }, 180_000);
  const problemsAt = (line: number) => report.problems.filter((p) => p.location.startsWith(`content/fixture.mdx:${line}:`));

  it("accepts partial samples that use tree, item and library names without importing them", () => {
    expect(problemsAt(6)).toEqual([]);
    expect(problemsAt(7)).toEqual([]);
    expect(problemsAt(15)).toEqual([]);
  });

  it("reports a misnamed method at its line in the .mdx file", () => {
    expect(problemsAt(11).map((p) => p.message)).toEqual([expect.stringContaining("TS2551: Property 'toggleSelection' does not exist")]);
  });

  it("keeps a sample's own imports (also renamed ones) instead of the harness's", () => {
    expect(report.problems.filter((p) => /fixture\.mdx:(19|20|21):/.test(p.location))).toEqual([]);
  });

  it("checks complete modules as they are", () => {
    expect(problemsAt(26).map((p) => p.message)).toEqual([expect.stringContaining("TS2322")]);
  });

  it("needs a reason to opt out, counts opted-out blocks, and rejects unknown harnesses", () => {
    expect(problemsAt(29).map((p) => p.message)).toEqual([expect.stringContaining("nocheck needs a reason")]);
    expect(report.optedOut.map((o) => o.reason)).toEqual(["shows a deliberate mistake"]);
    expect(problemsAt(37).map((p) => p.message)).toEqual([expect.stringContaining('Unknown harness "nope"')]);
    expect(report.checked).toHaveLength(7);
  });

  it("keeps a module augmentation from leaking into the other samples", () => {
    expect(problemsAt(45)).toEqual([]);
    expect(problemsAt(53).map((p) => p.message)).toEqual([expect.stringContaining("Property 'shout' does not exist")]);
  });
});
