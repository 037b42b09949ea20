// @vitest-environment happy-dom
// Claims of content/features/selection.mdx that need no browser: the methods, the state, and the
// features that lean on the selection. Clicks, keys and drags: ../claims-chromium/features-selection.test.ts.
import {
  checkboxesFeature,
  expandAllFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree, runHotkey } from "./tree";

const PAGE = "/features/selection";
type Tree = ReturnType<typeof mountedTree>;
const selected = (tree: Tree) => tree.getSelectedItems().map((item) => item.getId());
// Visible rows with docs open: docs, intro.md, guide.md, src, readme.md.
const selectionTree = (options: Record<string, unknown> = {}) =>
  mountedTree({ features: [syncDataLoaderFeature, selectionFeature], initialState: { expandedItems: ["docs"] }, ...options });
const click = (tree: Tree, id: string, keys: { shiftKey?: boolean; ctrlKey?: boolean } = {}) =>
  tree.getItemInstance(id).getProps().onClick({ shiftKey: false, ctrlKey: false, metaKey: false, ...keys });

describe(PAGE, () => {
  it(claim("/features/selection", "Without this feature a tree has a focused item, but no selection."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getFocusedItem().getId()).toBe("docs");
    expect(tree.getState()).not.toHaveProperty("selectedItems");
    expect("setSelectedItems" in tree).toBe(false);
    expect(tree.getItemInstance("docs").getProps()["aria-selected"]).toBe("false");
  });
});

describe(`${PAGE}: Reading and changing the selection`, () => {
  it(claim("/features/selection", "The selection is the selectedItems state atom, a list of ids."), () => {
    const tree = selectionTree();
    tree.getItemInstance("src").select();
    expect(tree.getState().selectedItems).toEqual(["src"]);
  });

  it(claim("/features/selection", "tree.setSelectedItems([\"inbox\", \"drafts\"]); // replace the selection"), () => {
    const tree = selectionTree({ initialState: { selectedItems: ["docs"] } });
    tree.setSelectedItems(["src", "readme.md"]);
    expect(selected(tree)).toEqual(["src", "readme.md"]);
  });

  it(claim("/features/selection", "item.select(); // add one item item.deselect(); // remove one item item.toggleSelect(); // add or remove it"), () => {
    const tree = selectionTree({ initialState: { selectedItems: ["docs"] } });
    tree.getItemInstance("src").select();
    tree.getItemInstance("src").select(); // no duplicate
    expect(selected(tree)).toEqual(["docs", "src"]);
    tree.getItemInstance("docs").deselect();
    expect(selected(tree)).toEqual(["src"]);
    tree.getItemInstance("src").toggleSelect();
    tree.getItemInstance("readme.md").toggleSelect();
    expect(selected(tree)).toEqual(["readme.md"]);
  });

  it(claim("/features/selection", "selectUpTo(ctrl) behaves like a Shift click; with ctrl set to true it adds the range to the existing selection."), () => {
    const tree = selectionTree();
    click(tree, "intro.md"); // the anchor
    tree.getItemInstance("src").selectUpTo(false);
    expect(selected(tree)).toEqual(["intro.md", "guide.md", "src"]);
    tree.setSelectedItems(["readme.md"]);
    tree.getItemInstance("guide.md").selectUpTo(true);
    expect(selected(tree)).toEqual(["readme.md", "intro.md", "guide.md"]);
    // the same as the clicks
    const clicked = selectionTree();
    click(clicked, "intro.md");
    click(clicked, "src", { shiftKey: true });
    expect(selected(clicked)).toEqual(["intro.md", "guide.md", "src"]);
  });

  it(claim("/features/selection", "tree.getSelectedItems() returns item instances, also for selected items that are currently hidden in a closed folder."), () => {
    const tree = selectionTree({ initialState: { selectedItems: ["a.ts", "docs"] } }); // a.ts is inside the closed src/lib
    const items = tree.getSelectedItems();
    expect(items.map((item) => item.getId())).toEqual(["a.ts", "docs"]);
    expect(items[0]!.getItemName()).toBe("a.ts");
    expect(items[0]!.isSelected()).toBe(true);
  });

  it(claim("/features/selection", "To own the selection in your component, pass selectedItems in state and a setter as setSelectedItems."), () => {
    const setSelectedItems = vi.fn();
    const tree = selectionTree({ state: { selectedItems: ["docs"] }, setSelectedItems });
    click(tree, "src");
    expect(setSelectedItems).toHaveBeenCalledWith(["src"]);
  });
});

describe(`${PAGE}: Interplay with other features`, () => {
  it(claim("/features/selection", "Search selects the focused match when the user presses Enter. That hotkey calls tree.setSelectedItems, so use the selection feature together with the search feature."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature] });
    tree.openSearch("read");
    runHotkey(tree, "submitSearch");
    expect(selected(tree)).toEqual(["readme.md"]);
    const without = mountedTree({ features: [syncDataLoaderFeature, searchFeature] });
    without.openSearch("read");
    expect(() => runHotkey(without, "submitSearch")).toThrow(/setSelectedItems is not a function/);
  });

  it(claim("/features/selection", "The expandSelected and collapseSelected hotkeys of Expand all act on the selected items, and also need this feature."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, expandAllFeature], initialState: { selectedItems: ["src"] } });
    await runHotkey(tree, "expandSelected");
    expect([...tree.getState().expandedItems].sort()).toEqual(["lib", "src"]);
    runHotkey(tree, "collapseSelected");
    expect(tree.getState().expandedItems).toEqual([]);
    const without = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature] });
    await expect(async () => runHotkey(without, "expandSelected")).rejects.toThrow(/getSelectedItems is not a function/);
    expect(() => runHotkey(without, "collapseSelected")).toThrow(/getSelectedItems is not a function/);
  });

  it(claim("/features/selection", "Checkboxes keep their own list of checked items, independent of the selection."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature] });
    await tree.getItemInstance("readme.md").setChecked();
    tree.setSelectedItems(["docs"]);
    expect([tree.getState().checkedItems, tree.getState().selectedItems]).toEqual([["readme.md"], ["docs"]]);
  });
});

describe(`${PAGE}: reference tables`, () => {
  it(claim("/features/selection", "Setter of selectedItems, for managing the selection yourself."), () => {
    const setSelectedItems = vi.fn();
    selectionTree({ setSelectedItems }).getItemInstance("src").select();
    expect(setSelectedItems).toHaveBeenCalledWith(["src"]);
  });

  it(claim("/features/selection", "Ids of the selected items. Default []."), () => {
    expect(selectionTree().getState().selectedItems).toEqual([]);
  });

  it(claim("/features/selection", "The selected items as item instances."), () => {
    const tree = selectionTree({ initialState: { selectedItems: ["src"] } });
    expect(tree.getSelectedItems()[0]).toBe(tree.getItemInstance("src"));
  });

  it(claim("/features/selection", "Replace the selection."), () => {
    const tree = selectionTree({ initialState: { selectedItems: ["src", "docs"] } });
    tree.setSelectedItems(["readme.md"]);
    expect(selected(tree)).toEqual(["readme.md"]);
  });

  it(claim("/features/selection", "Whether the item is selected."), () => {
    const tree = selectionTree({ initialState: { selectedItems: ["src"] } });
    expect([tree.getItemInstance("src").isSelected(), tree.getItemInstance("docs").isSelected()]).toEqual([true, false]);
  });

  it(claim("/features/selection", "Add the item to or remove it from the selection."), () => {
    const tree = selectionTree();
    tree.getItemInstance("src").select();
    expect(selected(tree)).toEqual(["src"]);
    tree.getItemInstance("src").deselect();
    expect(selected(tree)).toEqual([]);
  });

  it(claim("/features/selection", "Select the item if it is not, deselect it if it is."), () => {
    const tree = selectionTree();
    tree.getItemInstance("src").toggleSelect();
    expect(selected(tree)).toEqual(["src"]);
    tree.getItemInstance("src").toggleSelect();
    expect(selected(tree)).toEqual([]);
  });

  it(claim("/features/selection", "Select the range from the anchor to this item; add it to the selection when ctrl is true."), () => {
    const tree = selectionTree({ initialState: { expandedItems: ["docs"], selectedItems: ["readme.md"] } });
    click(tree, "guide.md", { ctrlKey: true }); // the anchor, and selected
    tree.getItemInstance("docs").selectUpTo(true);
    expect(selected(tree)).toEqual(["readme.md", "guide.md", "docs", "intro.md"]);
    tree.getItemInstance("src").selectUpTo(false);
    expect(selected(tree)).toEqual(["guide.md", "src"]);
  });
});
