// Claims of content/features/tree.mdx that need no layout, focus or real events. Focus, keys, clicks
// and the rendered attributes run in Chromium: tests/claims-chromium/features-tree.test.ts.
import {
  asyncDataLoaderFeature,
  dragAndDropFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";

const ids = (tree: ReturnType<typeof mountedTree>) => tree.getItems().map((item) => item.getId());

describe("/features/tree", () => {
  it(claim("/features/tree", "Tree Core is part of every tree; you never import or list it."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect((tree.getConfig().features ?? []).map((feature) => feature.key)).toEqual(["sync-data-loader"]);
    expect(typeof tree.getContainerProps).toBe("function");
    expect(typeof tree.getItemInstance("docs").expand).toBe("function");
  });

  it(claim("/features/tree", "It walks your data from the root through every expanded folder and produces the flat list of visible items that tree.getItems() returns."), () => {
    const getChildren = vi.fn((id: string) => FILES[id] ?? []);
    const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: (id) => id, getChildren }, initialState: { expandedItems: ["src", "lib", "docs"] } });
    expect(ids(tree)).toEqual(["docs", "intro.md", "guide.md", "src", "index.ts", "lib", "a.ts", "b.ts", "readme.md"]);
    expect(getChildren.mock.calls.map(([id]) => id)).toEqual(expect.arrayContaining(["root", "docs", "src", "lib"]));
  });

  it(claim("/features/tree", "Other features add to these props, for example the drag events or a selection-aware click handler."), () => {
    const plain = mountedTree({ features: [syncDataLoaderFeature] }).getItemInstance("docs").getProps();
    const more = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] }).getItemInstance("docs").getProps();
    expect(plain).not.toHaveProperty("onDragStart");
    expect(more).toHaveProperty("onDragStart");
    expect(more.onClick).not.toBe(plain.onClick);
    expect(more["aria-selected"]).toBe("false");
  });

  it(claim("/features/tree", "Indent items by item.getItemMeta().level, which is 0 for the first level. The invisible root item has level -1 and never appears in the list."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    expect(tree.getItems().map((item) => item.getItemMeta().level)).toEqual([0, 0, 1, 1, 0]);
    expect(tree.getRootItem().getItemMeta().level).toBe(-1);
    expect(ids(tree)).not.toContain("root");
  });

  it(claim("/features/tree", "Open folders are listed in the expandedItems state atom. item.expand() and item.collapse() change it and rebuild the item list; item.isExpanded() reads it."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.getItemInstance("src").expand();
    expect([tree.getState().expandedItems, tree.getItemInstance("src").isExpanded()]).toEqual([["src"], true]);
    expect(ids(tree)).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
    tree.getItemInstance("src").collapse();
    expect([tree.getState().expandedItems, tree.getItemInstance("src").isExpanded()]).toEqual([[], false]);
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/features/tree", "Both do nothing for items that are not folders, and expand() also does nothing while an async loader is still fetching the folder's children."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], state: { expandedItems: ["readme.md"] } });
    tree.getItemInstance("readme.md").collapse();
    expect(tree.getState().expandedItems).toEqual(["readme.md"]);
    tree.setConfig((config) => ({ ...config, state: { expandedItems: [] } }));
    tree.getItemInstance("readme.md").expand();
    expect(tree.getState().expandedItems).toEqual([]);
    const slow = mountedTree({
      features: [asyncDataLoaderFeature],
      dataLoader: { getItem: async (id) => id, getChildren: async (id) => (await wait(10), FILES[id] ?? []) },
    });
    await slow.loadChildrenIds("root");
    const loading = slow.loadChildrenIds("src");
    slow.getItemInstance("src").expand();
    expect(slow.getState().expandedItems).toEqual([]);
    await loading;
  });

  it(claim("/features/tree", "Whether an item is a folder is up to your isItemFolder function. A folder may have no children."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], isItemFolder: (item) => item.getId().endsWith(".md") });
    expect(tree.getItems().map((item) => item.isFolder())).toEqual([false, false, true]);
    tree.getItemInstance("readme.md").expand();
    expect(tree.getItemInstance("readme.md").isExpanded()).toBe(true);
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/features/tree", "item.expand() does not check whether the folder is open already: on an open folder it adds the id to expandedItems a second time. item.collapse() removes every copy."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.getItemInstance("src").expand();
    tree.getItemInstance("src").expand();
    expect(tree.getState().expandedItems).toEqual(["src", "src"]);
    tree.getItemInstance("src").collapse();
    expect(tree.getState().expandedItems).toEqual([]);
  });

  it(claim("/features/tree", "When expandedItems changes from outside, the tree rebuilds its item list on the next render."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], state: { expandedItems: [] } });
    tree.setConfig((config) => ({ ...config, state: { expandedItems: ["docs"] } })); // what the next render does
    expect(ids(tree)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
  });

  it(claim("/features/tree", "It tells a change by the array's identity: pass a new array when the open folders change, and the same one otherwise."), () => {
    const open = ["docs"];
    const tree = mountedTree({ features: [syncDataLoaderFeature], state: { expandedItems: open } });
    const setState = vi.fn();
    tree.setConfig((config) => ({ ...config, setState }));
    open.push("src"); // changed in place: the same array
    tree.setConfig((config) => ({ ...config, state: { expandedItems: open } }));
    expect(ids(tree)).not.toContain("index.ts");
    expect(setState).not.toHaveBeenCalled();
    tree.setConfig((config) => ({ ...config, state: { expandedItems: [...open] } }));
    expect(ids(tree)).toContain("index.ts");
    expect(setState).toHaveBeenCalledTimes(1);
  });

  it(claim("/features/tree", "Required. The item's display name, used for aria-label, search and renaming."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature, renamingFeature], getItemName: (item) => `File ${item.getId()}` });
    expect(tree.getItemInstance("docs").getProps()["aria-label"]).toBe("File docs");
    tree.getItemInstance("src").startRenaming();
    expect(tree.getState().renamingValue).toBe("File src");
    tree.setSearch("file read");
    expect(tree.getSearchMatchingItems().map((item) => item.getId())).toEqual(["readme.md"]);
  });

  it(claim("/features/tree", "Ids of the open folders. Default []."), () => {
    expect(mountedTree({ features: [syncDataLoaderFeature] }).getState().expandedItems).toEqual([]);
  });

  it(claim("/features/tree", "Id of the focused item, or null (the first item then counts as focused)."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getState().focusedItem).toBeNull();
    expect(tree.getItems().map((item) => item.isFocused())).toEqual([true, false, false]);
  });

  it(claim("/features/tree", "The focused item, or the first item when none is focused."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getFocusedItem().getId()).toBe("docs");
    tree.getItemInstance("readme.md").setFocused();
    expect(tree.getFocusedItem().getId()).toBe("readme.md");
  });

  it(claim("/features/tree", "The invisible root item; its children form the first level."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getRootItem().getId()).toBe("root");
    expect(tree.getRootItem().getChildren().map((item) => item.getId())).toEqual(ids(tree));
  });

  it(claim("/features/tree", "Move the focus state one item down or up in the visible list."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["docs"] } });
    tree.focusNextItem();
    tree.focusNextItem();
    expect(tree.getState().focusedItem).toBe("guide.md");
    tree.focusPreviousItem();
    expect(tree.getState().focusedItem).toBe("intro.md");
  });

  it(claim("/features/tree", "The item's id; getKey() is meant as the React key."), () => {
    const item = mountedTree({ features: [syncDataLoaderFeature] }).getItemInstance("src");
    expect([item.getId(), item.getKey()]).toEqual(["src", "src"]);
  });

  it(claim("/features/tree", "The name from getItemName, and the data from the data loader."), () => {
    const item = mountedTree({ features: [syncDataLoaderFeature], getItemName: (i) => i.getId().toUpperCase(), dataLoader: { getItem: (id) => `data ${id}`, getChildren: (id) => FILES[id] ?? [] } }).getItemInstance("src");
    expect([item.getItemName(), item.getItemData()]).toEqual(["SRC", "data src"]);
  });

  it(claim("/features/tree", "Run onPrimaryAction for this item."), () => {
    const onPrimaryAction = vi.fn();
    mountedTree({ features: [syncDataLoaderFeature], onPrimaryAction }).getItemInstance("readme.md").primaryAction();
    expect(onPrimaryAction.mock.calls.map(([item]) => item.getId())).toEqual(["readme.md"]);
  });

  it(claim("/features/tree", "Navigate the hierarchy."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    expect(tree.getItemInstance("lib").getParent()?.getId()).toBe("src");
    expect(tree.getItemInstance("src").getChildren().map((item) => item.getId())).toEqual(["index.ts", "lib"]);
    expect(tree.getItemInstance("lib").getIndexInParent()).toBe(1);
  });

  it(claim("/features/tree", "The neighbours in the visible list."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    expect([tree.getItemInstance("src").getItemAbove()?.getId(), tree.getItemInstance("src").getItemBelow()?.getId()]).toEqual(["docs", "index.ts"]);
    expect(tree.getItemInstance("readme.md").getItemBelow()).toBeUndefined();
  });

  it(claim("/features/tree", "Whether the item lies somewhere below parentId."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src", "lib"] } });
    expect([tree.getItemInstance("a.ts").isDescendentOf("src"), tree.getItemInstance("a.ts").isDescendentOf("docs")]).toEqual([true, false]);
  });

  it(claim("/features/tree", "Whether two instances stand for the same item."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItemInstance("a.ts").equals(tree.getItemInstance("a.ts"))).toBe(true);
    expect(tree.getItemInstance("a.ts").equals(tree.getItemInstance("b.ts"))).toBe(false);
  });

  it(claim("/features/tree", "The tree the item belongs to."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItemInstance("docs").getTree()).toBe(tree);
  });

  it(claim("/features/tree", "getParent(), getIndexInParent(), isDescendentOf() and the neighbours come from the item's position in the visible list, so they are meaningful for items that are currently shown."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    const hidden = tree.getItemInstance("a.ts"); // inside lib inside src, both closed
    expect(hidden.getParent()).toBeUndefined();
    expect(hidden.isDescendentOf("lib")).toBe(false);
    expect(hidden.getItemBelow()?.getId()).toBe(ids(tree)[0]); // index -1: "below" is the first item
    expect(hidden.getChildren()).toEqual([]); // getChildren asks the loader instead
    expect(tree.getItemInstance("lib").getChildren().map((item) => item.getId())).toEqual(["a.ts", "b.ts"]);
  });

  it(claim("/features/tree", "An item that is listed among its own ancestors' children would make the tree endless. The tree skips it and logs a warning."), () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["a", "b"] } }, { root: ["a"], a: ["b"], b: ["a", "c"], c: [] });
    expect(ids(tree)).toEqual(["a", "b", "c"]);
    expect(warn).toHaveBeenCalledWith("Headless Tree: Circular reference for root.a.b");
    warn.mockRestore();
  });

  it(claim("/features/tree", "getItems() is rebuilt on structural changes only. After changing your data outside the tree, call tree.rebuildTree()."), () => {
    const children = structuredClone(FILES);
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] }, children);
    children.root!.unshift("new.md");
    tree.getItemInstance("docs").select(); // not structural
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["new.md", "docs", "src", "readme.md"]);
  });

  it(claim("/features/tree", "Setter of expandedItems, for managing it yourself."), () => {
    const setExpandedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setExpandedItems });
    tree.getItemInstance("src").expand();
    expect(setExpandedItems).toHaveBeenCalledWith(["src"]);
  });

  it(claim("/features/tree", "Setter of focusedItem, for managing it yourself."), () => {
    const setFocusedItem = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setFocusedItem });
    tree.getItemInstance("src").setFocused();
    expect(setFocusedItem).toHaveBeenCalledWith("src");
  });

  it(claim("/features/tree", "Required. Whether an item can be expanded."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], isItemFolder: (item) => item.getId() === "src" });
    tree.getItemInstance("docs").expand();
    tree.getItemInstance("src").expand();
    expect(tree.getState().expandedItems).toEqual(["src"]);
  });

  it(claim("/features/tree", "Read the item's state."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"], focusedItem: "src" } });
    const src = tree.getItemInstance("src");
    expect([src.isFolder(), src.isExpanded(), src.isFocused()]).toEqual([true, true, true]);
    const readme = tree.getItemInstance("readme.md");
    expect([readme.isFolder(), readme.isExpanded(), readme.isFocused()]).toEqual([false, false, false]);
  });

  it(claim("/features/tree", "Change it."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.getItemInstance("docs").expand();
    tree.getItemInstance("src").setFocused();
    expect(tree.getState()).toMatchObject({ expandedItems: ["docs"], focusedItem: "src" });
    tree.getItemInstance("docs").collapse();
    expect(tree.getState().expandedItems).toEqual([]);
  });

  it(claim("/features/tree", "onPrimaryAction(item) runs when an item is clicked, or when you call item.primaryAction()."), () => {
    const onPrimaryAction = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], onPrimaryAction });
    tree.getItemInstance("src").getProps().onClick({ ctrlKey: false, shiftKey: false, metaKey: false }); // what a click runs
    tree.getItemInstance("readme.md").primaryAction();
    expect(onPrimaryAction.mock.calls.map(([item]) => item.getId())).toEqual(["src", "readme.md"]);
  });

  it(claim("/features/tree", "Called when an item is clicked or item.primaryAction() runs."), () => {
    const onPrimaryAction = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], onPrimaryAction });
    tree.getItemInstance("docs").getProps().onClick({ ctrlKey: true, shiftKey: false, metaKey: false }); // modifiers too
    tree.getItemInstance("docs").primaryAction();
    expect(onPrimaryAction).toHaveBeenCalledTimes(2);
  });
});
