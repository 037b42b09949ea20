// Claims of content/recipe/nested-rendering.mdx that need no browser; the demos and clicks run in
// Chromium (../claims-chromium/recipe-nested-rendering.test.ts).
import * as core from "@headless-tree/core";
import { expandAllFeature, makeStateUpdater, syncDataLoaderFeature, type FeatureImplementation, type TreeInstance } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { runSample } from "./page-code";
import { mountedTree } from "./tree";

/** The page's animated-folders.ts, as a reader copies it. */
const { animatedFolders } = runSample<{ animatedFolders: FeatureImplementation }>("/recipe/nested-rendering", "animated-folders.ts", { "@headless-tree/core": core });
const folding = (tree: TreeInstance<string>) => (tree.getState() as unknown as { foldingItems: string[] }).foldingItems;
const visible = (tree: TreeInstance<string>) => tree.getItems().map((item) => item.getId());


describe("/recipe/nested-rendering", () => {
  it(claim("/recipe/nested-rendering", "The item props already declare each item's level and its position among its siblings"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src", "lib"] } });
    const props = (id: string) => {
      const p = tree.getItemInstance(id).getProps();
      return [p["aria-level"], p["aria-posinset"], p["aria-setsize"]];
    };
    expect(props("docs")).toEqual([1, 1, 3]);
    expect(props("lib")).toEqual([2, 2, 2]);
    expect(props("b.ts")).toEqual([3, 2, 2]);
  });

  it(claim("/recipe/nested-rendering", "Start at tree.getRootItem() and walk down with item.getChildren(), rendering a folder's children only while it is expanded."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    const walk = (id: string): string[] =>
      tree.getItemInstance(id).getChildren().flatMap((child) => [child.getId(), ...(child.isExpanded() ? walk(child.getId()) : [])]);
    // The same items, in the same order, as the flat list.
    expect(walk(tree.getRootItem().getId())).toEqual(tree.getItems().map((item) => item.getId()));
  });

  it(claim("/recipe/nested-rendering", "collapsing a folder removes its children from the visible items at once"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["docs"] } });
    expect(tree.getItems().map((item) => item.getId())).toContain("intro.md");
    tree.getItemInstance("docs").collapse();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/recipe/nested-rendering", "The feature writes its slice with applySubStateUpdate, which the library marks @internal: in 1.7.0 it is the only way to write a state slice."), () => {
    const slice: FeatureImplementation = {
      key: "folding",
      getInitialState: (initialState) => ({ foldingItems: [], ...initialState }),
      getDefaultConfig: (defaultConfig, tree) => ({ setFoldingItems: makeStateUpdater("foldingItems", tree), ...defaultConfig }),
      stateHandlerNames: { foldingItems: "setFoldingItems" },
    } as FeatureImplementation;
    const tree = mountedTree({ features: [syncDataLoaderFeature, slice] });
    const config = tree.getConfig() as unknown as { setFoldingItems: (ids: string[]) => void };
    config.setFoldingItems(["a"]); // the default setter
    tree.setState((old) => ({ ...old, foldingItems: ["b"] } as never));
    expect((tree.getState() as unknown as { foldingItems: string[] }).foldingItems).toEqual([]);
    tree.applySubStateUpdate("foldingItems" as never, ["c"] as never);
    expect((tree.getState() as unknown as { foldingItems: string[] }).foldingItems).toEqual(["c"]);
  });

  it(claim("/recipe/nested-rendering", "Not every close goes through it: tree.collapseAll() of the expand-all feature empties expandedItems directly, and a controlled expandedItems that your code changes never calls it. The folders they close lose their children at once, without the animation."), () => {
    const open = { expandedItems: ["docs", "src", "lib"] };
    // collapse() itself: the folder is closed and marked as folding.
    const byCollapse = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature, animatedFolders], initialState: open });
    byCollapse.getItemInstance("docs").collapse();
    expect(folding(byCollapse)).toEqual(["docs"]);

    const byCollapseAll = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature, animatedFolders], initialState: open });
    byCollapseAll.collapseAll();
    expect(visible(byCollapseAll)).toEqual(["docs", "src", "readme.md"]);
    expect(folding(byCollapseAll)).toEqual([]);
    expect(["docs", "src", "lib"].map((id) => byCollapseAll.getItemInstance(id).isFolding())).toEqual([false, false, false]);

    // Controlled: the state passed in the config changes, as useTree passes it on each render.
    const controlled = mountedTree({ features: [syncDataLoaderFeature, animatedFolders], state: open });
    controlled.setConfig((prev) => ({ ...prev, state: { ...prev.state, expandedItems: ["lib"] } }));
    expect(visible(controlled)).toEqual(["docs", "src", "readme.md"]);
    expect(folding(controlled)).toEqual([]);
  });
});
