// Claims of content/recipe/virtualization.mdx that need no browser (the warning about proxies is
// tested with recipe/proxy-instances, which says the same); scrolling, focus and the demo run in
// Chromium (../claims-chromium/recipe-virtualization.test.ts).
import { buildProxiedInstance, createTree, propMemoizationFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";


describe("/recipe/virtualization", () => {
  it(claim("/recipe/virtualization", "tree.getItems() is already one flat list of the visible items"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src", "lib"] } });
    expect(tree.getItems().map((item) => [item.getId(), item.getItemMeta().level])).toEqual([
      ["docs", 0],
      ["src", 0],
      ["index.ts", 1],
      ["lib", 1],
      ["a.ts", 2],
      ["b.ts", 2],
      ["readme.md", 0],
    ]);
  });

  it(claim("/recipe/virtualization", "Whenever the expanded items change, the tree builds its flat list of visible items again from the root, and asks the data loader for the children of every open folder."), () => {
    const asked: string[] = [];
    const children: Record<string, string[]> = { root: ["a", "b", "c"], a: ["a1"], b: ["b1"], c: ["c1"] };
    const tree = mountedTree({
      features: [syncDataLoaderFeature],
      initialState: { expandedItems: ["a", "b"] },
      dataLoader: { getItem: (id: string) => id, getChildren: (id: string) => (asked.push(id), children[id] ?? []) },
    }, children);
    asked.length = 0;
    tree.getItemInstance("c").expand(); // one folder changes...
    expect(asked.sort()).toEqual(["a", "b", "c", "root"]); // ...and every open one is read again
    const before = tree.getItems();
    asked.length = 0;
    tree.getItemInstance("a").collapse();
    expect(asked.sort()).toEqual(["b", "c", "root"]);
    expect(tree.getItems()).not.toBe(before); // a new list
  });

  for (const [name, instanceBuilder] of [["static", undefined], ["proxied", buildProxiedInstance]] as const) {
    it(`${claim("/recipe/virtualization", "a rebuild of the visible list reuses the cached instances and only creates new ones for items that become visible for the first time")} (${name} instances)`, () => {
      const tree = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder });
      const before = new Map(tree.getItems().map((item) => [item.getId(), item]));
      tree.getItemInstance("src").expand();
      tree.getItemInstance("src").collapse();
      tree.getItemInstance("src").expand();
      const after = tree.getItems();
      expect(after.map((item) => item.getId())).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
      for (const item of after) if (before.has(item.getId())) expect(item).toBe(before.get(item.getId()));
      const index = after[2]!;
      tree.getItemInstance("src").collapse();
      tree.getItemInstance("src").expand();
      expect(tree.getItems()[2]).toBe(index); // created once, when it first became visible
    });
  }

  it(claim("/recipe/virtualization", "makes each instance a small proxy that looks methods up when they are accessed."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, propMemoizationFeature], instanceBuilder: buildProxiedInstance });
    const item = tree.getItems()[0]!;
    expect(Object.keys(item)).toEqual([]);
    expect(item.getItemName === item.getItemName).toBe(false);
  });

  it(claim("/recipe/virtualization", "with proxies, the ref in item.getProps() is a new function on every render"), () => {
    const proxied = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder: buildProxiedInstance }).getItems()[0]!;
    expect(proxied.getProps().ref).not.toBe(proxied.getProps().ref);
    const memoized = mountedTree({ features: [syncDataLoaderFeature, propMemoizationFeature], instanceBuilder: buildProxiedInstance }).getItems()[0]!;
    expect(memoized.getProps().ref).toBe(memoized.getProps().ref);
  });

  it(claim("/recipe/virtualization", "by then the item may be gone from your data, while getProps() reads its name through your data loader (the sync data loader throws when getItem returns nothing)."), () => {
    const data: Record<string, { name: string; children?: string[] }> = { root: { name: "root", children: ["a", "b"] }, a: { name: "A" }, b: { name: "B" } };
    const tree = createTree<{ name: string; children?: string[] }>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData().name,
      isItemFolder: (item) => item.getItemData().children !== undefined,
      dataLoader: { getItem: (id) => data[id]!, getChildren: (id) => data[id]?.children ?? [] },
      features: [syncDataLoaderFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    const a = tree.getItems()[0]!;
    data.root!.children = ["b"];
    delete data.a;
    tree.rebuildTree();
    expect(() => a.getProps()).toThrow(/sync dataLoader returned undefined/);
  });
});
