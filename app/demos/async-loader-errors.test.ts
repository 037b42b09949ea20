import { asyncDataLoaderFeature, createTree } from "@headless-tree/core";
import { describe, expect, it } from "vitest";

// /recipe/async-errors: what a rejected loader does to the tree in 1.7.0, and that a loader which
// catches its errors can be retried with invalidateChildrenIds(). If a release starts handling
// rejections, the first test fails and the recipe needs a new look.

function asyncTree(getChildren: (itemId: string) => Promise<string[]>) {
  const tree = createTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getId(),
    isItemFolder: () => true,
    dataLoader: { getItem: async (id) => id, getChildren },
    features: [asyncDataLoaderFeature],
  });
  tree.setMounted(true);
  return tree;
}

const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe("async loader errors (1.7.0)", () => {
  it("a rejected getChildren leaves the folder loading, and invalidating it then never settles", async () => {
    let calls = 0;
    const tree = asyncTree(async () => {
      calls += 1;
      throw new Error("503");
    });
    await expect(tree.loadChildrenIds("folder")).rejects.toThrow("503");
    expect(tree.getState().loadingItemChildrens).toContain("folder");
    expect(tree.getItemInstance("folder").isLoading()).toBe(true);
    expect(await settlesWithin(tree.getItemInstance("folder").invalidateChildrenIds(), 100)).toBe(false);
    expect(calls).toBe(1);
  });

  it("a loader that catches its error ends the loading state, and invalidateChildrenIds() retries", async () => {
    let down = true;
    const tree = asyncTree(async () => {
      try {
        if (down) throw new Error("503");
        return ["a", "b"];
      } catch {
        return [];
      }
    });
    expect(await tree.loadChildrenIds("folder")).toEqual([]);
    expect(tree.getState().loadingItemChildrens).not.toContain("folder");
    down = false;
    await tree.getItemInstance("folder").invalidateChildrenIds();
    expect(tree.retrieveChildrenIds("folder")).toEqual(["a", "b"]);
  });

  it("an optimistic invalidation keeps the cached children and sets no loading state meanwhile", async () => {
    let answer = ["a"];
    const tree = asyncTree(async () => answer);
    await tree.loadChildrenIds("root");
    answer = ["a", "b"];
    const done = tree.getRootItem().invalidateChildrenIds(true);
    expect(tree.retrieveChildrenIds("root", true)).toEqual(["a"]);
    expect(tree.getState().loadingItemChildrens).not.toContain("root");
    await done;
    expect(tree.retrieveChildrenIds("root", true)).toEqual(["a", "b"]);

    const plain = tree.getRootItem().invalidateChildrenIds();
    expect(tree.retrieveChildrenIds("root", true)).toEqual([]);
    expect(tree.getState().loadingItemChildrens).toContain("root");
    await plain;
  });
});
