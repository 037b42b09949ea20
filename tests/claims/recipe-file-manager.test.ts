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

  it(claim("/recipe/file-manager", "// The root counts as a folder and is not in expandedItems: expand() would add its id there."), () => {
    // isItemFolder says no for the root; the library treats it as a folder anyway.
    const tree = mountedTree({ features: [syncDataLoaderFeature], isItemFolder: (item) => ["docs", "src", "lib"].includes(item.getId()) });
    const root = tree.getRootItem();
    expect(root.isFolder()).toBe(true);
    expect(root.isExpanded()).toBe(false);
    const rows = tree.getItems().map((item) => item.getId());

    // The page's guard leaves expandedItems alone for the root…
    if (root.getId() !== tree.getConfig().rootItemId && !root.isExpanded()) root.expand();
    expect(tree.getState().expandedItems).toEqual([]);
    // …while the unguarded call puts "root" in it, and changes no row.
    if (!root.isExpanded()) root.expand();
    expect(tree.getState().expandedItems).toEqual(["root"]);
    expect(tree.getItems().map((item) => item.getId())).toEqual(rows);
  });
});
