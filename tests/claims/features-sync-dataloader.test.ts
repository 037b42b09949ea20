// Claims of content/features/sync-dataloader.mdx, 'Rules the loader must follow' and the 1.7.0 warning.
import { createTree, syncDataLoaderFeature, type TreeConfig } from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { FILES, mountedTree } from "./tree";

describe("/features/sync-dataloader", () => {
  it("'If one returns a promise, the tree throws \"sync dataLoader returned promise\"'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.setConfig((config) => ({ ...config, dataLoader: { getItem: async (id: string) => id, getChildren: (id: string) => FILES[id] ?? [] } }));
    expect(() => tree.getItemInstance("docs").getItemData()).toThrow(/sync dataLoader returned promise/);
  });

  it("'getItem must return a truthy value. undefined, null, 0 or an empty string make the tree throw \"sync dataLoader returned undefined\"'", () => {
    for (const value of [undefined, null, 0, ""]) {
      const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: () => value as unknown as string, getChildren: (id) => FILES[id] ?? [] } });
      expect(() => tree.getItemInstance("docs").getItemData()).toThrow(/sync dataLoader returned undefined/);
    }
  });

  it("'In version 1.7.0 the sync loader takes the data field instead of the id field from the results of getChildrenWithData'", () => {
    const tree = mountedTree({
      features: [syncDataLoaderFeature],
      dataLoader: { getItem: (id) => id, getChildrenWithData: (id) => (FILES[id] ?? []).map((child) => ({ id: child, data: `data of ${child}` })) },
    });
    expect(tree.getItems().map((item) => item.getId())).toEqual(["data of docs", "data of src", "data of readme.md"]);
  });

  it("'The sync loader caches nothing. It calls your functions whenever the tree needs data'", () => {
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
    expect(getItem).toHaveBeenCalledTimes(2);
  });
});
