// "Search matches miss names that arrive after the search opened" (content/guides/known-issues.mdx):
// item data that an async loader delivers while the search is open. Data, not layout: no browser.
import { asyncDataLoaderFeature, hotkeysCoreFeature, searchFeature, selectionFeature, type ItemInstance, type TreeConfig, type TreeInstance } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { sampleAsCommonJs } from "./page-code";
import { mountedTree, wait } from "./tree";

const PAGE = "/guides/known-issues";
interface Item {
  name: string;
}
const NAMES: Record<string, string> = { root: "root", a: "apple", b: "banana", c: "cherry" };

/** A tree of three rows whose names arrive when `release()` is called; `extra` goes into its config. */
async function treeWithLateNames(extra: (getTree: () => TreeInstance<Item>) => Partial<TreeConfig<Item>> = () => ({})) {
  let release!: () => void;
  const names = new Promise<void>((resolve) => (release = resolve));
  let tree!: TreeInstance<Item>;
  tree = mountedTree({
    features: [asyncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, searchFeature],
    getItemName: (item: ItemInstance<Item>) => item.getItemData()?.name ?? "",
    isItemFolder: (item: ItemInstance<Item>) => item.getId() === "root",
    createLoadingItemData: () => ({ name: "" }),
    dataLoader: {
      getItem: async (id: string) => {
        if (id !== "root") await names;
        return { name: NAMES[id]! };
      },
      getChildren: async (id: string) => (id === "root" ? ["a", "b", "c"] : []),
    },
    ...extra(() => tree),
  } as never) as unknown as TreeInstance<Item>;
  await wait(10);
  return { tree, release };
}

const matches = (tree: TreeInstance<Item>) => tree.getSearchMatchingItems().map((item) => item.getId());

describe(`${PAGE}: search matches and late names`, () => {
  it(claim("/guides/known-issues", "When the name comes while the search is open, the item list stays the same, and so do the remembered matches"), async () => {
    const { tree, release } = await treeWithLateNames();
    expect(tree.getItems().map((item) => item.getItemName())).toEqual(["", "", ""]); // rows, no names yet
    tree.openSearch("an");
    expect(matches(tree)).toEqual([]); // as the render after opening asks: no names, no matches
    release();
    await wait(10);
    expect(tree.getItems().map((item) => item.getItemName())).toEqual(["apple", "banana", "cherry"]);
    expect(matches(tree)).toEqual([]); // banana has "an"
    expect(tree.getItemInstance("b").isMatchingSearch()).toBe(false);
    tree.setSearch("an"); // the same value
    expect(matches(tree)).toEqual([]);
    tree.rebuildTree();
    expect(matches(tree)).toEqual(["b"]);
  });

  it(claim("/guides/known-issues", "until the value changes or the tree rebuilds its list"), async () => {
    const { tree, release } = await treeWithLateNames();
    tree.openSearch("an");
    expect(matches(tree)).toEqual([]);
    release();
    await wait(10);
    expect(matches(tree)).toEqual([]);
    tree.setSearch("ban");
    expect(matches(tree)).toEqual(["b"]);
  });

  it(claim("/guides/known-issues", "The focus jump when the value changes is not affected: it checks every item again."), async () => {
    const { tree, release } = await treeWithLateNames();
    tree.openSearch("c");
    release();
    await wait(10);
    tree.setSearch("ch");
    expect(tree.getFocusedItem().getId()).toBe("c");
  });

  it(claim("/guides/known-issues", "Rebuild the list when an item's data arrives during a search, in the tree's config:"), async () => {
    const js = sampleAsCommonJs(PAGE, "rematch-on-load.ts");
    const { tree, release } = await treeWithLateNames((getTree) => {
      // The sample's statements, with `tree` read when its callback runs, as in a component.
      const scope = { get tree() { return getTree(); } };
      return new Function("scope", `with (scope) { ${js}; return config; }`)(scope) as Partial<TreeConfig<Item>>;
    });
    tree.openSearch("an");
    expect(matches(tree)).toEqual([]);
    release();
    await wait(10);
    expect(matches(tree)).toEqual(["b"]);
    expect(tree.getItemInstance("b").isMatchingSearch()).toBe(true);
  });
});
