// Claims of content/recipe/async-errors.mdx that need no browser: what a rejected loader does to the
// tree's state in 1.7.0, retrying, and refreshing the root. The clicks on a failed folder and the
// unhandled rejection run in Chromium (../claims-chromium/recipe-async-errors.test.ts). If a release
// starts handling rejections, the first tests fail and the recipe needs a new look.
import { asyncDataLoaderFeature, createTree, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { wait } from "./tree";


function asyncTree(getChildren: (itemId: string) => Promise<string[]>, getItem: (itemId: string) => Promise<string> = async (id) => id) {
  const tree = createTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData(),
    isItemFolder: () => true,
    createLoadingItemData: () => "loading…",
    dataLoader: { getItem, getChildren },
    features: [asyncDataLoaderFeature],
  });
  tree.setMounted(true);
  return tree;
}

const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe("/recipe/async-errors", () => {
  it(claim("/recipe/async-errors", "When getItem or getChildren rejects, the item's id stays in the loadingItemData or loadingItemChildrens state for good: item.isLoading() keeps returning true."), async () => {
    const tree = asyncTree(
      async () => {
        throw new Error("503");
      },
      async (id) => {
        if (id === "broken") throw new Error("503");
        return id;
      },
    );
    await expect(tree.loadChildrenIds("folder")).rejects.toThrow("503");
    await expect(tree.loadItemData("broken")).rejects.toThrow("503");
    await wait(50);
    expect(tree.getState().loadingItemChildrens).toContain("folder");
    expect(tree.getState().loadingItemData).toContain("broken");
    expect(tree.getItemInstance("folder").isLoading()).toBe(true);
    expect(tree.getItemInstance("broken").isLoading()).toBe(true);
  });

  it(claim("/recipe/async-errors", "Invalidating does not help either, because the tree sees a request for that item still running and waits for it."), async () => {
    let calls = 0;
    const tree = asyncTree(async () => {
      calls += 1;
      throw new Error("503");
    });
    await expect(tree.loadChildrenIds("folder")).rejects.toThrow("503");
    expect(await settlesWithin(tree.getItemInstance("folder").invalidateChildrenIds(), 100)).toBe(false);
    expect(calls).toBe(1);
  });

  it(claim("/recipe/async-errors", "Catch the error inside it, remember it in state of your own, and answer with something the tree can show: no children for getChildren, a placeholder for getItem. The item then stops loading"), async () => {
    const tree = asyncTree(
      async () => {
        try {
          throw new Error("503");
        } catch {
          return [];
        }
      },
      async () => {
        try {
          throw new Error("503");
        } catch {
          return "Could not load";
        }
      },
    );
    expect(await tree.loadChildrenIds("folder")).toEqual([]);
    expect(await tree.loadItemData("folder")).toBe("Could not load");
    expect(tree.getState().loadingItemChildrens).not.toContain("folder");
    expect(tree.getState().loadingItemData).not.toContain("folder");
    expect(tree.getItemInstance("folder").isLoading()).toBe(false);
  });

  it(claim("/recipe/async-errors", "item.invalidateChildrenIds() for children, item.invalidateItemData() for the item's own data. Both drop the cached fallback, show the loading state and ask the loader again"), async () => {
    let down = true;
    let childCalls = 0;
    let itemCalls = 0;
    const tree = asyncTree(
      async (id) => {
        if (id === "folder") childCalls += 1;
        await wait(5);
        return down ? [] : ["a", "b"];
      },
      async (id) => {
        itemCalls += 1;
        await wait(5);
        return down ? "Could not load" : id;
      },
    );
    await tree.loadChildrenIds("folder");
    await tree.loadItemData("folder");
    down = false;
    const children = tree.getItemInstance("folder").invalidateChildrenIds();
    const data = tree.getItemInstance("folder").invalidateItemData();
    expect(tree.getState().loadingItemChildrens).toContain("folder");
    expect(tree.getState().loadingItemData).toContain("folder");
    expect(tree.retrieveChildrenIds("folder", true)).toEqual([]); // the cached [] is gone, not answered
    expect(tree.getItemInstance("folder").isLoading()).toBe(true);
    await Promise.all([children, data]);
    expect([childCalls, itemCalls]).toEqual([2, 2]);
    expect(tree.retrieveChildrenIds("folder")).toEqual(["a", "b"]);
    expect(tree.getItemInstance("folder").getItemData()).toBe("folder");
  });

  it(claim("/recipe/async-errors", "true makes the update optimistic: the old list stays in the cache, and the root does not count as loading, until the new list has arrived."), async () => {
    let answer = ["a"];
    const tree = asyncTree(async () => (await wait(5), answer));
    await tree.loadChildrenIds("root");
    answer = ["a", "b"];
    const done = tree.getRootItem().invalidateChildrenIds(true);
    expect(tree.retrieveChildrenIds("root", true)).toEqual(["a"]);
    expect(tree.getState().loadingItemChildrens).not.toContain("root");
    await done;
    expect(tree.retrieveChildrenIds("root", true)).toEqual(["a", "b"]);
  });

  it(claim("/recipe/async-errors", "Without it the cache is emptied at once, so a rebuild in between, such as opening a folder, shows an empty tree."), async () => {
    const tree = asyncTree(async (id) => (await wait(20), id === "root" ? ["a", "b"] : [`${id}1`]));
    await tree.loadChildrenIds("root");
    await tree.loadChildrenIds("a");
    tree.rebuildTree();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "b"]);
    const plain = tree.getRootItem().invalidateChildrenIds();
    expect(tree.getState().loadingItemChildrens).toContain("root");
    tree.getItemInstance("a").expand(); // a rebuild while the root loads
    expect(tree.getItems()).toEqual([]);
    await plain;
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "a1", "b"]);
  });

  it(claim("/recipe/async-errors", "Folders below the root keep their cached children"), async () => {
    let calls: string[] = [];
    const tree = asyncTree(async (id) => (calls.push(id), id === "root" ? ["a"] : ["a1"]));
    await tree.loadChildrenIds("root");
    await tree.loadChildrenIds("a");
    calls = [];
    await tree.getRootItem().invalidateChildrenIds(true);
    expect(calls).toEqual(["root"]);
    expect(tree.retrieveChildrenIds("a", true)).toEqual(["a1"]);
  });

  it(claim("/recipe/async-errors", "With the sync data loader none of this is needed: it has no cache, and tree.rebuildTree() reads everything again"), () => {
    const data: Record<string, string[]> = { root: ["a"] };
    let reads = 0;
    const tree = createTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getId(),
      isItemFolder: () => false,
      dataLoader: { getItem: (id) => id, getChildren: (id) => (reads++, data[id] ?? []) },
      features: [syncDataLoaderFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    data.root = ["a", "b"];
    const before = reads;
    tree.rebuildTree();
    expect(reads).toBe(before + 1);
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "b"]);
  });

  it(claim("/recipe/async-errors", "The async data loader caches what getItem and getChildren return and has no notion of failure."), async () => {
    let calls = 0;
    const tree = asyncTree(async () => (calls++, ["a"]));
    await tree.loadChildrenIds("folder");
    await tree.loadChildrenIds("folder");
    expect(calls).toBe(1);
    // No error state anywhere: a failed folder looks like one that is still loading.
    const failing = asyncTree(async () => {
      throw new Error("503");
    });
    await expect(failing.loadChildrenIds("folder")).rejects.toThrow();
    expect(Object.keys(failing.getState()).filter((key) => /error|fail/i.test(key))).toEqual([]);
    expect(failing.getItemInstance("folder").isLoading()).toBe(true);
  });
});
