// Claims of content/recipe/tree-identity.mdx that need no browser; React's side runs in Chromium
// (../claims-chromium/recipe-tree-identity.test.ts).
import { selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";


describe("/recipe/tree-identity", () => {
  it(claim("/recipe/tree-identity", "Each state value is a new array or value when it changes, so React sees the change"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    const selected = tree.getState().selectedItems;
    const expanded = tree.getState().expandedItems;
    tree.getItemInstance("docs").select();
    expect(tree.getState().selectedItems).not.toBe(selected);
    expect(tree.getState().expandedItems).toBe(expanded); // unchanged slices keep their value
    const afterSelect = tree.getState().selectedItems;
    tree.getItemInstance("src").setFocused();
    expect(tree.getState().selectedItems).toBe(afterSelect);
    expect(tree.getState().focusedItem).toBe("src");
  });
});
