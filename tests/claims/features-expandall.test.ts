// Claims of content/features/expandall.mdx.
import { asyncDataLoaderFeature, expandAllFeature, type TreeConfig } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { FILES, mountedTree, wait } from "./tree";

const later = async <T,>(value: T) => (await wait(3), value);
type Entry = { name: string; folder: boolean };
const entry = (id: string): Entry => ({ name: id, folder: id in FILES });

/** Reads every visible item's data, as rendering the names does, and waits for it. */
async function renderOnce(tree: ReturnType<typeof mountedTree>) {
  await Promise.all(tree.getItems().map((item) => tree.loadItemData(item.getId())));
}

describe("/features/expandall", () => {
  it("'With the async data loader, it waits for each folder's children to load ... so the whole tree gets fetched', when isItemFolder can answer from the id", async () => {
    const tree = mountedTree({
      features: [asyncDataLoaderFeature, expandAllFeature],
      dataLoader: { getItem: (id) => later(id), getChildren: (id) => later(FILES[id] ?? []) },
    });
    await tree.loadChildrenIds("root");
    await tree.expandAll();
    expect([...tree.getState().expandedItems].sort()).toEqual(["docs", "lib", "src"]);
  });

  it("'when isItemFolder reads the item data, expandAll stops at children whose data has not arrived'", async () => {
    const config = {
      features: [asyncDataLoaderFeature, expandAllFeature],
      isItemFolder: (item) => item.getItemData()?.folder ?? false,
      dataLoader: { getItem: (id) => later(entry(id)), getChildren: (id) => later(FILES[id] ?? []) },
    } satisfies Partial<TreeConfig<Entry>>;
    const tree = mountedTree(config as unknown as Parameters<typeof mountedTree>[0]);
    await tree.loadChildrenIds("root");
    await renderOnce(tree);
    await tree.expandAll();
    expect([...tree.getState().expandedItems].sort()).toEqual(["docs", "src"]); // not "lib"
  });

  it("'or when the loader delivers children with their data (getChildrenWithData)'", async () => {
    const config = {
      features: [asyncDataLoaderFeature, expandAllFeature],
      isItemFolder: (item) => item.getItemData()?.folder ?? false,
      dataLoader: {
        getItem: (id) => later(entry(id)),
        getChildrenWithData: (id) => later((FILES[id] ?? []).map((child) => ({ id: child, data: entry(child) }))),
      },
    } satisfies Partial<TreeConfig<Entry>>;
    const tree = mountedTree(config as unknown as Parameters<typeof mountedTree>[0]);
    await tree.loadChildrenIds("root");
    await tree.expandAll();
    expect([...tree.getState().expandedItems].sort()).toEqual(["docs", "lib", "src"]);
  });

  it("'A token that is already true stops a run before it begins'; 'tree.collapseAll() closes every folder at once'", async () => {
    const tree = mountedTree({
      features: [asyncDataLoaderFeature, expandAllFeature],
      dataLoader: { getItem: (id) => later(id), getChildren: (id) => later(FILES[id] ?? []) },
    });
    await tree.loadChildrenIds("root");
    await tree.expandAll({ current: true });
    expect(tree.getState().expandedItems).toEqual([]);
    await tree.expandAll();
    tree.collapseAll();
    expect(tree.getState().expandedItems).toEqual([]);
  });
});
