// Claims of content/recipe/filtering.mdx that need no browser; the demo and the timing of rebuilds
// in React run in Chromium (../claims-chromium/recipe-filtering.test.ts).
import { asyncDataLoaderFeature, hotkeysCoreFeature, searchFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree, wait } from "./tree";

const ids = (tree: { getItems: () => Array<{ getId: () => string }> }) => tree.getItems().map((item) => item.getId());
const CHILDREN: Record<string, string[]> = { root: ["Fruit", "Bakery"], Fruit: ["Apple", "Berries"], Berries: ["Blueberry"], Bakery: ["Bread", "Blueberry muffin"] };

describe("/recipe/filtering", () => {
  it(claim("/recipe/filtering", "the tree only shows what getChildren returns, so a loader that leaves out the items you do not want is a filter."), () => {
    const kept = new Set(["Fruit", "Berries", "Blueberry", "Bakery", "Blueberry muffin"]);
    const tree = mountedTree(
      {
        features: [syncDataLoaderFeature],
        initialState: { expandedItems: ["Fruit", "Berries", "Bakery"] },
        dataLoader: { getItem: (id) => id, getChildren: (id) => (CHILDREN[id] ?? []).filter((child) => kept.has(child)) },
      },
      CHILDREN,
    );
    expect(ids(tree)).toEqual(["Fruit", "Berries", "Blueberry", "Bakery", "Blueberry muffin"]);
  });

  it(claim("/recipe/filtering", "call item.invalidateChildrenIds() on the folders whose lists changed: the loader's answers are cached, so a new query alone does not reach them."), async () => {
    let query = "";
    const tree = mountedTree(
      {
        features: [asyncDataLoaderFeature],
        initialState: { expandedItems: ["Bakery"] },
        dataLoader: { getItem: async (id) => id, getChildren: async (id) => (CHILDREN[id] ?? []).filter((child) => child.includes(query)) },
      },
      CHILDREN,
    );
    await tree.loadChildrenIds("root");
    await tree.loadChildrenIds("Bakery");
    await wait(10);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["Fruit", "Bakery", "Bread", "Blueberry muffin"]);
    query = "Bread";
    tree.rebuildTree();
    await wait(10);
    expect(ids(tree)).toEqual(["Fruit", "Bakery", "Bread", "Blueberry muffin"]);
    await tree.getItemInstance("Bakery").invalidateChildrenIds();
    expect(ids(tree)).toEqual(["Fruit", "Bakery", "Bread"]);
  });

  it(claim("/recipe/filtering", "The search feature highlights matches and moves the focus between them; every item stays in the tree."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, searchFeature], initialState: { expandedItems: ["Fruit", "Bakery"] } }, CHILDREN);
    const before = ids(tree);
    tree.openSearch();
    tree.setSearch("b");
    expect(ids(tree)).toEqual(before);
    expect(tree.getItems().filter((item) => item.isMatchingSearch()).map((item) => item.getId())).toEqual(["Berries", "Bakery", "Bread", "Blueberry muffin"]);
    expect(tree.getState().focusedItem).toBe("Berries");
  });
});
