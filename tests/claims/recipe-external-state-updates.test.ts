// Claims of content/recipe/external-state-updates.mdx.
import { syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { mountedTree } from "./tree";

describe("/recipe/external-state-updates", () => {
  it("'the list of visible items is only built again by rebuildTree() ... It also updates the tree's state, which makes React render the tree again'", () => {
    const data: Record<string, string[]> = { root: ["a", "b"] };
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setState }, data);
    data.root = ["a", "b", "c"];
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "b"]);
    setState.mockClear();
    tree.rebuildTree();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "b", "c"]);
    expect(setState).toHaveBeenCalledTimes(1);
  });

  it("'scheduleRebuildTree ... only sets a flag, and the tree rebuilds the next time tree.getItems() is called'", () => {
    let data: Record<string, string[]> = { root: ["a", "b"] };
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setState, dataLoader: { getItem: (id) => id, getChildren: (id) => data[id] ?? [] } });
    setState.mockClear();
    tree.scheduleRebuildTree();
    data = { root: ["c"] }; // the new value arrives later, as with a React state in the next render
    expect(setState).not.toHaveBeenCalled();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["c"]);
  });
});
