// Claims of content/guides/state.mdx.
import { selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { mountedTree } from "./tree";

describe("/guides/state", () => {
  it("'the tree calls a slice setter with the new value' (never with an updater function in 1.7.0)", () => {
    const setSelectedItems = vi.fn();
    const setExpandedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setSelectedItems, setExpandedItems });
    tree.getItemInstance("docs").select();
    tree.getItemInstance("readme.md").select();
    tree.getItemInstance("src").expand();
    expect(setSelectedItems.mock.calls).toEqual([[["docs"]], [["docs", "readme.md"]]]);
    expect(setExpandedItems.mock.calls).toEqual([[["src"]]]);
  });

  it("'if you pass setState and also an individual setter such as setSelectedItems, your individual setter replaces the default one for that slice and receives its changes directly'", () => {
    const setState = vi.fn();
    const setSelectedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState, setSelectedItems });
    setState.mockClear();
    tree.getItemInstance("docs").select();
    expect(setSelectedItems).toHaveBeenCalledWith(["docs"]);
    expect(setState).not.toHaveBeenCalled();
    tree.getItemInstance("src").setFocused();
    expect(setState).toHaveBeenCalledWith(expect.objectContaining({ focusedItem: "src", selectedItems: ["docs"] }));
  });

  it("'the state you pass wins on the next render': a fixed expandedItems with a setter that does nothing keeps those folders open", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], state: { expandedItems: ["src"] }, setExpandedItems: () => {} });
    tree.getItemInstance("src").collapse();
    expect(tree.getItemInstance("src").isExpanded()).toBe(false); // until the next render
    tree.setConfig((config) => ({ ...config, state: { expandedItems: ["src"] } })); // what the next render passes
    expect(tree.getItemInstance("src").isExpanded()).toBe(true);
  });
});
