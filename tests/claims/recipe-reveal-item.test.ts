// Claims of content/recipe/reveal-item.mdx that need no browser; focus and scrolling run in Chromium
// (../claims-chromium/recipe-reveal-item.test.ts).
import { asyncDataLoaderFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";


function slowTree() {
  const getItem = vi.fn(async (id: string) => (await wait(5), id));
  const getChildren = vi.fn(async (id: string) => (await wait(5), FILES[id] ?? []));
  const tree = mountedTree({ features: [asyncDataLoaderFeature, selectionFeature], dataLoader: { getItem, getChildren } });
  return { tree, getItem, getChildren };
}

describe("/recipe/reveal-item", () => {
  it(claim("/recipe/reveal-item", "item.expand() does nothing while the folder's children are still loading"), async () => {
    const { tree } = slowTree();
    await tree.loadChildrenIds("root");
    const loading = tree.loadChildrenIds("src");
    tree.getItemInstance("src").expand();
    expect(tree.getState().expandedItems).toEqual([]);
    await loading;
    tree.getItemInstance("src").expand();
    expect(tree.getState().expandedItems).toEqual(["src"]);
  });

  it(claim("/recipe/reveal-item", "So wait for both with tree.loadItemData(id) and tree.loadChildrenIds(id), which answer from the cache or fetch."), async () => {
    const { tree, getItem, getChildren } = slowTree();
    await wait(20); // what mounting asked for has arrived
    getItem.mockClear();
    getChildren.mockClear();
    expect(await tree.loadChildrenIds("src")).toEqual(["index.ts", "lib"]);
    expect(await tree.loadItemData("src")).toBe("src");
    expect([getChildren.mock.calls.length, getItem.mock.calls.length]).toEqual([1, 1]);
    expect(await tree.loadChildrenIds("src")).toEqual(["index.ts", "lib"]);
    expect(await tree.loadItemData("src")).toBe("src");
    expect([getChildren.mock.calls.length, getItem.mock.calls.length]).toEqual([1, 1]);
  });

  it(claim("/recipe/reveal-item", "With the sync data loader there is nothing to wait for."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.loadChildrenIds("src")).toEqual(["index.ts", "lib"]); // no promise
    expect(tree.loadItemData("src")).toBe("src");
    tree.getItemInstance("src").expand();
    expect(tree.getItems().map((item) => item.getId())).toContain("lib");
  });

  it(claim("/recipe/reveal-item", "if your API can return a whole path at once, put the results into the cache with item.updateCachedChildrenIds() and open all folders in one go."), async () => {
    const { tree, getChildren } = slowTree();
    await tree.loadChildrenIds("root");
    await wait(20);
    getChildren.mockClear();
    // The whole path root → src → lib from one answer.
    tree.getItemInstance("src").updateCachedChildrenIds(["index.ts", "lib"], true);
    tree.getItemInstance("lib").updateCachedChildrenIds(["a.ts", "b.ts"], true);
    tree.getItemInstance("src").expand();
    tree.getItemInstance("lib").expand();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "src", "index.ts", "lib", "a.ts", "b.ts", "readme.md"]);
    await wait(20);
    expect(getChildren).not.toHaveBeenCalled();
  });

  it(claim("/recipe/reveal-item", "The tree only knows the parent of an item that is visible: item.getParent() reads it from the list of visible items, so for an item in a closed folder it returns undefined, even when the folder's children are loaded."), async () => {
    const { tree } = slowTree();
    await tree.loadChildrenIds("root");
    await tree.loadChildrenIds("src");
    await wait(20);
    expect(tree.retrieveChildrenIds("src", true)).toEqual(["index.ts", "lib"]);
    expect(tree.getItemInstance("lib").getParent()).toBeUndefined();
    tree.getItemInstance("src").expand();
    expect(tree.getItemInstance("lib").getParent()?.getId()).toBe("src");
  });
});
