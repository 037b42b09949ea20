// Claims of content/features/sync-dataloader.mdx (no DOM needed), and the known issue about
// getChildrenWithData on content/guides/known-issues.mdx. The demo runs in Chromium:
// tests/claims-chromium/features-sync-dataloader.test.ts.
import {
  asyncDataLoaderFeature,
  createTree,
  selectionFeature,
  syncDataLoaderFeature,
  type TreeConfig,
  type TreeDataLoader,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";

const ids = (tree: ReturnType<typeof mountedTree>) => tree.getItems().map((item) => item.getId());

describe("/features/sync-dataloader", () => {
  it(claim("/features/sync-dataloader", "A tree gets its items through a data loader, and needs exactly one of the two data loader features."), () => {
    expect(() => mountedTree({ features: [selectionFeature] })).toThrow(/retrieveChildrenIds is not a function/);
    expect(ids(mountedTree({ features: [syncDataLoaderFeature] }))).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/features/sync-dataloader", "syncDataLoaderFeature is for data you already have in memory: a record, a nested object, a store. Its loader functions return their results directly."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["docs"] } });
    // Everything is there at once, without waiting.
    expect(ids(tree)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
    expect(tree.getItemInstance("intro.md").getItemData()).toBe("intro.md");
  });

  it(claim("/features/sync-dataloader", "Pass the loader as dataLoader, together with rootItemId, the id of the invisible root item whose children form the first level."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], rootItemId: "src" });
    expect(ids(tree)).toEqual(["index.ts", "lib"]);
    expect(tree.getRootItem().getId()).toBe("src");
  });

  it(claim("/features/sync-dataloader", "getItem(itemId) returns the data of an item, and getChildren(itemId) the ids of its children."), () => {
    const data = { root: { n: 0 }, a: { n: 1 }, b: { n: 2 } };
    const tree = createTree<{ n: number }>({
      rootItemId: "root",
      getItemName: (item) => String(item.getItemData().n),
      isItemFolder: () => false,
      dataLoader: { getItem: (id) => data[id as keyof typeof data], getChildren: (id) => (id === "root" ? ["b", "a"] : []) },
      features: [syncDataLoaderFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    expect(tree.getItems().map((item) => [item.getId(), item.getItemName()])).toEqual([["b", "2"], ["a", "1"]]);
  });

  it(claim("/features/sync-dataloader", "This shape is meant for the async loader, which caches the data it receives with the ids."), async () => {
    const getItem = vi.fn(async (id: string) => `loaded ${id}`);
    const tree = mountedTree({
      features: [asyncDataLoaderFeature],
      dataLoader: { getItem, getChildrenWithData: async (id) => (FILES[id] ?? []).map((child) => ({ id: child, data: `with ${child}` })) },
    });
    await tree.loadChildrenIds("root");
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    expect(tree.getItemInstance("docs").getItemData()).toBe("with docs");
    await wait(10);
    expect(getItem).not.toHaveBeenCalled();
  });

  it(claim("/features/sync-dataloader", "In version 1.7.0 the sync loader takes the data field instead of the id field from the results of getChildrenWithData, so the tree gets your data objects where it expects ids."), () => {
    const getItem = vi.fn((id: string) => id);
    const tree = mountedTree({
      features: [syncDataLoaderFeature],
      dataLoader: { getItem, getChildrenWithData: (id) => (FILES[id] ?? []).map((child) => ({ id: child, data: `data of ${child}` })) },
    });
    expect(ids(tree)).toEqual(["data of docs", "data of src", "data of readme.md"]);
  });

  it(claim("/features/sync-dataloader", "The type of the item data is the type parameter of useTree<T>; item.getItemData() returns what getItem returned for that item."), () => {
    const staff = { ceo: { name: "Ada", reports: ["cto"] }, cto: { name: "Grace", reports: [] as string[] } };
    const tree = createTree({
      rootItemId: "ceo",
      getItemName: (item) => item.getItemData().name,
      isItemFolder: (item) => item.getItemData().reports.length > 0,
      dataLoader: { getItem: (id) => staff[id as keyof typeof staff], getChildren: (id) => staff[id as keyof typeof staff]?.reports ?? [] },
      features: [syncDataLoaderFeature],
    } satisfies TreeConfig<{ name: string; reports: string[] }>);
    tree.setMounted(true);
    tree.rebuildTree();
    expect(tree.getItemInstance("cto").getItemData()).toBe(staff.cto);
  });

  it(claim("/features/sync-dataloader", "The sync loader caches nothing. It calls your functions whenever the tree needs data"), () => {
    const getItem = vi.fn((id: string) => id);
    const tree = createTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData(),
      isItemFolder: () => false,
      dataLoader: { getItem, getChildren: (id) => FILES[id] ?? [] },
      features: [syncDataLoaderFeature],
    } satisfies TreeConfig<string>);
    tree.getItemInstance("docs").getItemName();
    tree.getItemInstance("docs").getItemName();
    tree.getItemInstance("docs").getItemData();
    expect(getItem).toHaveBeenCalledTimes(3);
  });

  it(claim("/features/sync-dataloader", "getChildren runs for every open folder each time the item list is rebuilt."), () => {
    const getChildren = vi.fn((id: string) => FILES[id] ?? []);
    const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: (id) => id, getChildren }, initialState: { expandedItems: ["src", "lib"] } });
    getChildren.mockClear();
    tree.rebuildTree();
    expect(getChildren.mock.calls.map(([id]) => id)).toEqual(["root", "src", "lib"]);
  });

  it(claim("/features/sync-dataloader", "If producing the data is expensive even though it is synchronous, the async loader is the better fit: it keeps each result until you invalidate it."), async () => {
    const later = <T,>(work: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(work())));
    const getItem = vi.fn((id: string) => later(() => id));
    const getChildren = vi.fn((id: string) => later(() => FILES[id] ?? []));
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem, getChildren }, initialState: { expandedItems: ["src"] } });
    for (let i = 0; i < 4; i++) {
      tree.rebuildTree();
      for (const item of tree.getItems()) item.getItemName();
      await wait(5);
    }
    expect(getChildren.mock.calls.map(([id]) => id).sort()).toEqual(["root", "src"]);
    expect(getItem.mock.calls.map(([id]) => id).sort()).toEqual(["docs", "index.ts", "lib", "readme.md", "src"]);
    await tree.getItemInstance("docs").invalidateItemData();
    expect(getItem.mock.calls.filter(([id]) => id === "docs")).toHaveLength(2);
  });

  it(claim("/features/sync-dataloader", "Let its functions answer in a later task, though: in 1.7.0 it calls a function that answers at once again for every read of the item before the first answer is cached"), async () => {
    const getItem = vi.fn((id: string) => id);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem, getChildren: (id) => FILES[id] ?? [] } });
    await tree.loadChildrenIds("root");
    const docs = tree.getItemInstance("docs");
    docs.getItemName();
    docs.getItemData();
    docs.getItemName();
    await vi.waitFor(() => expect(getItem.mock.calls.map(([id]) => id)).toEqual(["docs", "docs", "docs"]));
    await vi.waitFor(() => expect(docs.hasLoadedData()).toBe(true));
    docs.getItemName(); // cached now
    await wait(10);
    expect(getItem).toHaveBeenCalledTimes(3);
  });

  it(claim("/features/sync-dataloader", "Both functions must return synchronously. If one returns a promise, the tree throws \"sync dataLoader returned promise\"."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.setConfig((config) => ({ ...config, dataLoader: { getItem: async (id: string) => id, getChildren: (id: string) => FILES[id] ?? [] } }));
    expect(() => tree.getItemInstance("docs").getItemData()).toThrow("Headless Tree: sync dataLoader returned promise");
    tree.setConfig((config) => ({ ...config, dataLoader: { getItem: (id: string) => id, getChildren: async (id: string) => FILES[id] ?? [] } }));
    expect(() => tree.rebuildTree()).toThrow("Headless Tree: sync dataLoader returned promise");
  });

  it(claim("/features/sync-dataloader", "getItem must return a truthy value. undefined, null, 0 or an empty string make the tree throw \"sync dataLoader returned undefined\". Wrap primitive data that can be falsy in an object."), () => {
    for (const value of [undefined, null, 0, ""]) {
      const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: () => value as unknown as string, getChildren: (id) => FILES[id] ?? [] } });
      expect(() => tree.getItemInstance("docs").getItemData()).toThrow("Headless Tree: sync dataLoader returned undefined");
    }
    const wrapped = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: () => ({ value: 0 }) as unknown as string, getChildren: (id) => FILES[id] ?? [] } });
    expect(wrapped.getItemInstance("docs").getItemData()).toEqual({ value: 0 });
  });

  it(claim("/features/sync-dataloader", "When your data changes, call tree.rebuildTree() so the visible items are recomputed."), () => {
    const children = structuredClone(FILES);
    const tree = mountedTree({ features: [syncDataLoaderFeature] }, children);
    children.root = ["readme.md", "docs"];
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["readme.md", "docs"]);
  });

  it(claim("/features/sync-dataloader", "The item's data, from getItem."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: (id) => `data:${id}`, getChildren: (id) => FILES[id] ?? [] } });
    expect(tree.retrieveItemData("lib")).toBe("data:lib");
  });

  it(claim("/features/sync-dataloader", "The ids of the item's children."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.retrieveChildrenIds("lib")).toEqual(["a.ts", "b.ts"]);
  });

  it(claim("/features/sync-dataloader", "Always false; exists so code works with both loaders."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItems().map((item) => item.isLoading())).toEqual([false, false, false]);
  });

  it(claim("/features/sync-dataloader", "Always true, for the same reason."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect([...tree.getItems(), tree.getItemInstance("never-loaded")].map((item) => item.hasLoadedData())).toEqual([true, true, true, true]);
  });

  it(claim("/features/sync-dataloader", "The feature has no state of its own that you would manage. It sets the async loader's loading atoms (loadingItemData, loadingItemChildrens) to empty lists, so components written for either loader can read them. It has no hotkeys."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getState()).toEqual({ expandedItems: [], focusedItem: null, loadingItemData: [], loadingItemChildrens: [] });
    expect(syncDataLoaderFeature.hotkeys).toBeUndefined();
  });
});

describe("/guides/known-issues: getChildrenWithData with the sync loader", () => {
  it(claim("/guides/known-issues", "With syncDataLoaderFeature, a loader that has getChildrenWithData instead of getChildren gives the tree the data of each child where it expects the child's id. The items then have your data objects as their ids, and getItem is called with those objects."), () => {
    const people = { root: { id: "root" }, ada: { id: "ada" } };
    const getItem = vi.fn((id: string) => people[id as keyof typeof people] ?? { id: "?" });
    const tree = mountedTree({
      features: [syncDataLoaderFeature],
      dataLoader: { getItem, getChildrenWithData: (id: string) => (id === "root" ? [{ id: "ada", data: people.ada }] : []) } as unknown as TreeDataLoader<string>,
    });
    expect(tree.getItems().map((item) => item.getId())).toEqual([people.ada]);
    tree.getItems()[0]!.getItemData();
    expect(getItem).toHaveBeenLastCalledWith(people.ada);
  });

  it(claim("/guides/known-issues", "If your loader already has getChildrenWithData, derive getChildren from it for the sync loader"), () => {
    const people: Record<string, { id: string; name: string }> = { root: { id: "root", name: "All" }, ada: { id: "ada", name: "Ada" } };
    const childrenWithData = (id: string) => (id === "root" ? [{ id: "ada", data: people.ada! }] : []);
    const tree = createTree<{ id: string; name: string }>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData().name,
      isItemFolder: () => false,
      dataLoader: { getItem: (id) => people[id]!, getChildren: (id) => childrenWithData(id).map((child) => child.id) },
      features: [syncDataLoaderFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    expect(tree.getItems().map((item) => [item.getId(), item.getItemName()])).toEqual([["ada", "Ada"]]);
  });
});
