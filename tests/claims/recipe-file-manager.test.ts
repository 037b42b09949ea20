// Claims of content/recipe/file-manager.mdx that need no browser; the demo runs in Chromium
// (../claims-chromium/recipe-file-manager.test.ts).
import { dragAndDropFeature, renamingFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";


describe("/recipe/file-manager", () => {
  it(claim("/recipe/file-manager", "With drag and drop in the same tree, the renaming feature already turns dragging off for the row that is being renamed"), () => {
    // renamingFeature listed first: it overwrites drag and drop, so it still has the last word.
    const tree = mountedTree({ features: [syncDataLoaderFeature, renamingFeature, selectionFeature, dragAndDropFeature] });
    const docs = tree.getItemInstance("docs");
    expect(docs.getProps().draggable).toBe(true);
    docs.startRenaming();
    expect(docs.getProps().draggable).toBe(false);
    expect(tree.getItemInstance("src").getProps().draggable).toBe(true);
    tree.abortRenaming();
    expect(docs.getProps().draggable).toBe(true);
  });
});
