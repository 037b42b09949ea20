// Claims of content/features/main.mdx.
import { selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { mountedTree } from "./tree";

describe("/features/main", () => {
  it("'tree.getItemInstance(id) returns the instance of any item'; 'for an item that has never been in the visible list, each call creates a new instance'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItemInstance("docs")).toBe(tree.getItems()[0]); // shown: cached
    const hidden = tree.getItemInstance("a.ts");
    expect(hidden.getItemName()).toBe("a.ts");
    expect(tree.getItemInstance("a.ts")).not.toBe(hidden);
    expect(tree.getItemInstance("a.ts").equals(hidden)).toBe(true);
  });

  it("'For an item that is not in the list, getItemMeta() returns a placeholder with level and index set to -1'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItemInstance("a.ts").getItemMeta()).toMatchObject({ itemId: "a.ts", level: -1, index: -1 });
  });

  it("'setState receives the complete state whenever the tree changes an atom whose setter you have not replaced, and after every rebuild'", () => {
    const setState = vi.fn();
    const setSelectedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState });
    setState.mockClear();
    tree.getItemInstance("docs").setFocused();
    expect(setState).toHaveBeenCalledTimes(1);
    expect(setState.mock.calls[0]![0]).toMatchObject({ focusedItem: "docs", expandedItems: [] });
    tree.rebuildTree();
    expect(setState).toHaveBeenCalledTimes(2);
    tree.setConfig((config) => ({ ...config, setSelectedItems }));
    tree.getItemInstance("docs").select();
    expect(setSelectedItems).toHaveBeenCalledWith(["docs"]);
    expect(setState).toHaveBeenCalledTimes(2);
  });

  it("'createTree reads the list once: adding or removing a feature later has no effect'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.setConfig((config) => ({ ...config, features: [syncDataLoaderFeature, selectionFeature] }));
    expect(tree.getItemInstance("docs").isSelected).toBeUndefined();
  });
});
