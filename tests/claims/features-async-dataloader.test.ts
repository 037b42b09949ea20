// Claims of content/features/async-dataloader.mdx.
import { asyncDataLoaderFeature, type TreeDataLoader } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { FILES, mountedTree, wait } from "./tree";

/** A loader whose answers arrive after `ms` milliseconds, counting its calls. */
function slowLoader(ms = 5, data: (id: string) => unknown = (id) => id) {
  const getItem = vi.fn(async (id: string) => (await wait(ms), data(id)) as string);
  const getChildren = vi.fn(async (id: string) => (await wait(ms), FILES[id] ?? []));
  return { loader: { getItem, getChildren } satisfies TreeDataLoader<string>, getItem, getChildren };
}

describe("/features/async-dataloader", () => {
  it("'Requests are not duplicated: asking again for something that is already loading waits for the running request'", async () => {
    const { loader, getItem } = slowLoader();
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    const [a, b] = await Promise.all([tree.loadItemData("docs"), tree.loadItemData("docs")]);
    expect([a, b]).toEqual(["docs", "docs"]);
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it("'A folder cannot be expanded while its children are loading'", async () => {
    const { loader } = slowLoader(20);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadChildrenIds("root");
    const loading = tree.loadChildrenIds("src");
    expect(tree.getState().loadingItemChildrens).toContain("src");
    tree.getItemInstance("src").expand();
    expect(tree.getState().expandedItems).not.toContain("src");
    await loading;
    tree.getItemInstance("src").expand();
    expect(tree.getState().expandedItems).toContain("src");
  });

  it("'invalidateItemData(true) (optimistic) keeps showing the old value until the new one has arrived, without a loading state'; without it, the loading state shows", async () => {
    let version = 1;
    const { loader } = slowLoader(5, (id) => `${id} v${version}`);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadItemData("docs");
    version = 2;
    const optimistic = tree.getItemInstance("docs").invalidateItemData(true);
    expect(tree.getItemInstance("docs").isLoading()).toBe(false);
    expect(tree.getItemInstance("docs").getItemData()).toBe("docs v1");
    await optimistic;
    expect(tree.getItemInstance("docs").getItemData()).toBe("docs v2");
    version = 3;
    const plain = tree.getItemInstance("docs").invalidateItemData();
    expect(tree.getItemInstance("docs").isLoading()).toBe(true);
    await plain;
    expect(tree.getItemInstance("docs").getItemData()).toBe("docs v3");
  });

  it("'item.updateCachedData(undefined) empties an item's data cache without fetching. The data is fetched again the next time something reads it'", async () => {
    const { loader, getItem } = slowLoader(1);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadItemData("docs");
    tree.getItemInstance("docs").updateCachedData(undefined);
    await wait(20);
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(false);
    tree.getItemInstance("docs").getItemData();
    await wait(20);
    expect(getItem).toHaveBeenCalledTimes(2);
  });

  it("'the cache takes an empty string, 0, false or null for missing: every read of such data fetches it again'", async () => {
    const { loader, getItem } = slowLoader(1, () => "");
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadItemData("docs");
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(true);
    tree.getItemInstance("docs").getItemData();
    await wait(20);
    tree.getItemInstance("docs").getItemData();
    await wait(20);
    expect(getItem).toHaveBeenCalledTimes(3);
  });

  it("'updateCachedData(data) and updateCachedChildrenIds(ids) ... Both rebuild the item list, unless you pass true as the second argument'", async () => {
    const { loader } = slowLoader(1);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadChildrenIds("root");
    tree.getRootItem().updateCachedChildrenIds(["docs"], true);
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "src", "readme.md"]);
    tree.getRootItem().updateCachedChildrenIds(["docs"]);
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs"]);
  });
});
