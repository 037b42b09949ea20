// Claims of content/recipe/nested-rendering.mdx that need no browser; the demos and clicks run in
// Chromium (../claims-chromium/recipe-nested-rendering.test.ts).
import { makeStateUpdater, syncDataLoaderFeature, type FeatureImplementation } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";


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
});
