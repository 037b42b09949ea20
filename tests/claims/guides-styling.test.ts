// Claims of content/guides/styling.mdx that need no layout or real events: which methods report
// which state. Drag states, the drag line, focus and the demo run in Chromium:
// tests/claims-chromium/guides-styling.test.ts.
import { readdirSync } from "node:fs";
import {
  asyncDataLoaderFeature,
  checkboxesFeature,
  dragAndDropFeature,
  hotkeysCoreFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";

const all = [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, renamingFeature, searchFeature, checkboxesFeature];

describe("/guides/styling", () => {
  it(claim("/guides/styling", "Headless Tree does not come with a stylesheet, class names or a theme."), () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(`${dir}/${entry.name}`) : [entry.name]));
    const shipped = [...files("node_modules/@headless-tree/core"), ...files("node_modules/@headless-tree/react")];
    expect(shipped.filter((name) => /\.(css|scss|less)$/.test(name))).toEqual([]);
    const tree = mountedTree({ features: all });
    const props = [tree.getContainerProps("Files"), ...tree.getItems().map((item) => item.getProps())];
    expect(props.filter((p) => "className" in p || "class" in p)).toEqual([]);
  });

  it(claim("/guides/styling", "It tells you what state every item is in and leaves the look to you"), () => {
    const tree = mountedTree({ features: all, initialState: { expandedItems: ["src"], selectedItems: ["lib"], focusedItem: "lib" } });
    const lib = tree.getItemInstance("lib");
    expect([lib.isFolder(), lib.isExpanded(), lib.isSelected(), lib.isFocused()]).toEqual([true, false, true, true]);
    expect(Object.keys(lib.getProps()).filter((key) => key === "style")).toEqual([]);
  });

  it(claim("/guides/styling", "the item can have children (isItemFolder in the config)"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], isItemFolder: (item) => item.getId() === "readme.md" });
    expect(tree.getItems().map((item) => [item.getId(), item.isFolder()])).toEqual([["docs", false], ["src", false], ["readme.md", true]]);
  });

  it(claim("/guides/styling", "the folder is open"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    expect(tree.getItems().filter((item) => item.isExpanded()).map((item) => item.getId())).toEqual(["src"]);
  });

  it(claim("/guides/styling", "the item has the tree's focus"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.getItemInstance("readme.md").setFocused();
    expect(tree.getItems().filter((item) => item.isFocused()).map((item) => item.getId())).toEqual(["readme.md"]);
  });

  it(claim("/guides/styling", "the item is selected"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    tree.setSelectedItems(["docs", "readme.md"]);
    expect(tree.getItems().filter((item) => item.isSelected()).map((item) => item.getId())).toEqual(["docs", "readme.md"]);
  });

  it(claim("/guides/styling", "the rename input is open for this item"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, renamingFeature] });
    tree.getItemInstance("src").startRenaming();
    expect(tree.getItems().filter((item) => item.isRenaming()).map((item) => item.getId())).toEqual(["src"]);
    tree.completeRenaming();
    expect(tree.getItems().filter((item) => item.isRenaming())).toEqual([]);
  });

  it(claim("/guides/styling", "the item's data or children are being fetched"), async () => {
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem: async (id) => (await wait(5), id), getChildren: async (id) => (await wait(5), FILES[id] ?? []) } });
    await tree.loadChildrenIds("root");
    const loading = Promise.all([tree.loadItemData("docs"), tree.loadChildrenIds("src")]);
    expect(tree.getItems().map((item) => item.isLoading())).toEqual([true, true, false]);
    await loading;
    expect(tree.getItems().map((item) => item.isLoading())).toEqual([false, false, false]);
    // The sync loader's items never are.
    expect(mountedTree({ features: [syncDataLoaderFeature] }).getItems().map((item) => item.isLoading())).toEqual([false, false, false]);
  });

  it(claim("/guides/styling", "the item matches the open search"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature] });
    tree.openSearch("s");
    expect(tree.getItems().filter((item) => item.isMatchingSearch()).map((item) => item.getId())).toEqual(["docs", "src"]);
    tree.closeSearch();
    expect(tree.getItems().filter((item) => item.isMatchingSearch())).toEqual([]);
  });

  it(claim("/guides/styling", "Only call the methods of features the tree includes: item.isSelected() on a tree without selectionFeature throws instead of returning false"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(() => tree.getItemInstance("docs").isSelected()).toThrow(TypeError);
  });

  it(claim("/guides/styling", "item.getItemMeta().level is the depth of an item, starting at 0 for the children of the root item."), () => {
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
});
