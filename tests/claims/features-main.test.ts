// @vitest-environment happy-dom
// Claims of content/features/main.mdx that need no layout, focus or real events. The element and
// key-listener claims run in Chromium: tests/claims-chromium/features-main.test.ts.
import {
  buildProxiedInstance,
  buildStaticInstance,
  createTree,
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  renamingFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type TreeConfig,
  type TreeInstance,
  type TreeState,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree } from "./tree";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ids = (tree: TreeInstance<string>) => tree.getItems().map((item) => item.getId());

/** Renders a component calling useTree with `props(render)` and returns the tree and a re-render. */
function renderUseTree(props: (render: number) => Partial<TreeConfig<string>>) {
  let tree!: TreeInstance<string>;
  let render = 0;
  function Tree({ n }: { n: number }) {
    tree = useTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData(),
      isItemFolder: (item) => item.getId() in FILES,
      dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
      features: [syncDataLoaderFeature, dragAndDropFeature],
      ...props(n),
    });
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(createElement(Tree, { n: render })));
  return {
    tree: () => tree,
    rerender: () => act(() => root.render(createElement(Tree, { n: ++render }))),
    unmount: () => act(() => root.unmount()),
  };
}

describe("/features/main", () => {
  it(claim("/features/main", "It is built into createTree (there is no feature.ts for it, only its types), so every tree has it and you never list it."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect((tree.getConfig().features ?? []).map((feature) => feature.key)).toEqual(["sync-data-loader"]);
    for (const method of ["getState", "setState", "getConfig", "setConfig", "getItems", "getItemInstance", "rebuildTree", "registerElement", "getElement", "getHotkeyPresets"] as const) {
      expect(typeof tree[method]).toBe("function");
    }
  });

  it(claim("/features/main", "It holds the configuration and the state, creates the item instances, keeps the list of visible items"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["docs"] } });
    expect(tree.getConfig().rootItemId).toBe("root");
    expect(tree.getState().expandedItems).toEqual(["docs"]);
    expect(ids(tree)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
    expect(tree.getItemInstance("src").getItemName()).toBe("src");
  });

  it(claim("/features/main", "The main feature sorts them"), () => {
    // renamingFeature declares that it overwrites drag and drop, so it is moved behind it.
    const tree = mountedTree({ features: [syncDataLoaderFeature, renamingFeature, dragAndDropFeature] });
    expect((tree.getConfig().features ?? []).map((feature) => feature.key)).toEqual(["sync-data-loader", "drag-and-drop", "renaming"]);
  });

  it(claim("/features/main", "It sorts the array you pass in place, so its order can change."), () => {
    const features = [syncDataLoaderFeature, renamingFeature, dragAndDropFeature];
    mountedTree({ features });
    expect(features).toEqual([syncDataLoaderFeature, dragAndDropFeature, renamingFeature]);
  });

  it(claim("/features/main", "checks that each feature's dependencies are present"), () => {
    expect(() => mountedTree({ features: [syncDataLoaderFeature, keyboardDragAndDropFeature] })).toThrow(
      "Headless Tree: keyboard-drag-and-drop needs drag-and-drop",
    );
    expect(() => mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature, keyboardDragAndDropFeature] })).not.toThrow();
  });

  it(claim("/features/main", "merges their default options, initial state and hotkeys"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature] });
    expect(tree.getConfig()).toMatchObject({ canReorder: true, openOnDropDelay: 800 });
    expect(tree.getState()).toMatchObject({ expandedItems: [], selectedItems: [], focusedItem: null });
    expect(Object.keys(tree.getHotkeyPresets())).toEqual(expect.arrayContaining(["focusNextItem", "selectAll", "toggleSelectedItem"]));
  });

  it(claim("/features/main", "createTree reads the list once: adding or removing a feature later has no effect"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.setConfig((config) => ({ ...config, features: [syncDataLoaderFeature, selectionFeature] }));
    expect(tree.getItemInstance("docs").isSelected).toBeUndefined();
    const withSelection = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    withSelection.setConfig((config) => ({ ...config, features: [syncDataLoaderFeature] }));
    withSelection.getItemInstance("docs").select();
    expect(withSelection.getItemInstance("docs").isSelected()).toBe(true);
  });

  it(claim("/features/main", "tree.getConfig() returns the current configuration, defaults included, and tree.setConfig() replaces it."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature] });
    expect(tree.getConfig().canReorder).toBe(true);
    const replaced = { ...tree.getConfig(), canReorder: false };
    tree.setConfig(replaced);
    expect(tree.getConfig()).toBe(replaced);
  });

  it(claim("/features/main", "useTree calls setConfig on every render with the object you passed spread over the current configuration, so in React you change an option by passing a different value."), () => {
    const view = renderUseTree((n) => ({ openOnDropDelay: 100 + n }));
    expect(view.tree().getConfig().openOnDropDelay).toBe(100);
    view.rerender();
    expect(view.tree().getConfig().openOnDropDelay).toBe(101);
    view.unmount();
  });

  it(claim("/features/main", "An option you stop passing keeps its last value; to go back to a default, pass the default value."), () => {
    const view = renderUseTree((n) => (n === 0 ? { canReorder: false } : n === 1 ? {} : { canReorder: true }));
    expect(view.tree().getConfig().canReorder).toBe(false);
    view.rerender(); // no canReorder passed any more
    expect(view.tree().getConfig().canReorder).toBe(false);
    view.rerender();
    expect(view.tree().getConfig().canReorder).toBe(true);
    view.unmount();
  });

  it(claim("/features/main", "The whole state of a tree is one object, TreeState, with one atom per feature (expandedItems, selectedItems, search, …). tree.getState() returns it."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    expect(Object.keys(tree.getState()).sort()).toEqual(["expandedItems", "focusedItem", "loadingItemChildrens", "loadingItemData", "selectedItems"]);
  });

  it(claim("/features/main", "initialState sets atoms once, when the tree is created."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["docs"] } });
    tree.getItemInstance("docs").collapse();
    tree.setConfig((config) => ({ ...config, initialState: { expandedItems: ["src"] } }));
    tree.rebuildTree();
    expect(tree.getState().expandedItems).toEqual([]);
  });

  it(claim("/features/main", "state passes atoms on every render. Atoms given here are controlled by you: a mounted tree applies a change to its own copy at once, reports it through the atom's setter (such as setSelectedItems), and on the next render takes the value you pass again."), () => {
    const setSelectedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], state: { selectedItems: [] }, setSelectedItems });
    tree.getItemInstance("docs").select();
    expect(setSelectedItems).toHaveBeenCalledWith(["docs"]);
    expect(tree.getState().selectedItems).toEqual(["docs"]); // its own copy, at once
    tree.setConfig((config) => ({ ...config, state: { selectedItems: [] } })); // the next render passes the old value
    expect(tree.getState().selectedItems).toEqual([]);
  });

  it(claim("/features/main", "setState receives the complete state whenever the tree changes an atom whose setter you have not replaced, and after every rebuild."), () => {
    const setState = vi.fn();
    const setSelectedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState });
    setState.mockClear();
    tree.getItemInstance("docs").setFocused();
    expect(setState).toHaveBeenCalledTimes(1);
    expect(setState.mock.calls[0]![0]).toMatchObject({ focusedItem: "docs", expandedItems: [], selectedItems: [] });
    tree.rebuildTree();
    expect(setState).toHaveBeenCalledTimes(2);
    tree.setConfig((config) => ({ ...config, setSelectedItems }));
    tree.getItemInstance("docs").select();
    expect(setSelectedItems).toHaveBeenCalledWith(["docs"]);
    expect(setState).toHaveBeenCalledTimes(2);
  });

  it(claim("/features/main", "What it receives is the tree's own state object, which later changes can modify in place; store a copy ({ ...state }) to keep a snapshot."), () => {
    const received: TreeState<string>[] = [];
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState: (state) => void received.push(state as TreeState<string>) });
    received.length = 0;
    tree.getItemInstance("docs").select();
    const [kept] = received;
    const copy = { ...kept! };
    expect(kept).toBe(tree.getState());
    tree.getItemInstance("src").setFocused();
    tree.getItemInstance("readme.md").select();
    expect(kept).toMatchObject({ selectedItems: ["docs", "readme.md"], focusedItem: "src" }); // changed afterwards
    expect(received.every((state) => state === kept)).toBe(true);
    expect(copy).toMatchObject({ selectedItems: ["docs"], focusedItem: null }); // the snapshot
    // With useTree, too: two changes before the next render go into the same object.
    const seen: TreeState<string>[] = [];
    const view = renderUseTree(() => ({ features: [syncDataLoaderFeature, selectionFeature], setState: (state) => void seen.push(state as TreeState<string>) }));
    seen.length = 0;
    act(() => {
      view.tree().getItemInstance("docs").select();
      view.tree().getItemInstance("src").setFocused();
    });
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toMatchObject({ selectedItems: ["docs"], focusedItem: "src" });
    view.unmount();
  });

  it(claim("/features/main", "The tree applies changes only once it is mounted. useTree mounts it in an effect after its first render; a tree from createTree waits until you call setMounted(true) on it. Until then, every state change and every rebuildTree() is queued and runs at the mount"), () => {
    const setState = vi.fn();
    const tree = createTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData(),
      isItemFolder: (item) => item.getId() in FILES,
      dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
      features: [syncDataLoaderFeature, selectionFeature],
      setState,
    });
    tree.setSelectedItems(["readme.md"]);
    tree.getItemInstance("docs").expand();
    tree.rebuildTree();
    expect(tree.getState()).toMatchObject({ selectedItems: [], expandedItems: [] });
    expect(ids(tree)).toEqual([]);
    expect(setState).not.toHaveBeenCalled();
    tree.setMounted(true);
    expect(tree.getState()).toMatchObject({ selectedItems: ["readme.md"], expandedItems: ["docs"] });
    expect(ids(tree)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
    expect(setState).toHaveBeenCalled();
    // useTree: no items in the render before its effect, all of them in the next one.
    const counts: number[] = [];
    function Counter() {
      const tree = useTree<string>({
        rootItemId: "root",
        getItemName: (item) => item.getItemData(),
        isItemFolder: (item) => item.getId() in FILES,
        dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
        features: [syncDataLoaderFeature],
      });
      counts.push(tree.getItems().length);
      return null;
    }
    const root = createRoot(document.createElement("div"));
    act(() => root.render(createElement(Counter)));
    expect(counts).toEqual([0, 3]);
    act(() => root.unmount());
  });

  it(claim("/features/main", "on the first render, and in server rendering, getItems() is an empty list, and a call such as tree.setSelectedItems() takes effect only at the mount."), () => {
    const firstRender: unknown[] = [];
    function Tree({ select }: { select: boolean }) {
      const tree = useTree<string>({
        rootItemId: "root",
        getItemName: (item) => item.getItemData(),
        isItemFolder: (item) => item.getId() in FILES,
        dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
        features: [syncDataLoaderFeature, selectionFeature],
      });
      if (select && !firstRender.length) {
        tree.setSelectedItems(["src"]);
        firstRender.push(tree.getItems().length, tree.getState().selectedItems);
      }
      view.tree = tree;
      return createElement("ul", null, tree.getItems().map((item) => createElement("li", { key: item.getId() }, item.getItemName())));
    }
    const view = { tree: undefined as unknown as TreeInstance<string> };
    // In server rendering no effect runs: the markup has no items.
    expect(renderToString(createElement(Tree, { select: false }))).toBe("<ul></ul>");
    const root = createRoot(document.createElement("div"));
    act(() => root.render(createElement(Tree, { select: true })));
    expect(firstRender).toEqual([0, []]);
    expect(view.tree.getState().selectedItems).toEqual(["src"]); // applied at the mount
    expect(view.tree.getItems()).toHaveLength(3);
    act(() => root.unmount());
  });

  it(claim("/features/main", "The visible items in display order; an empty list until the tree is mounted."), () => {
    const tree = createTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData(),
      isItemFolder: (item) => item.getId() in FILES,
      dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
      features: [syncDataLoaderFeature],
      initialState: { expandedItems: ["docs"] },
    });
    expect(tree.getItems()).toEqual([]);
    tree.setMounted(true);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
  });

  it(claim("/features/main", "Called with the full state after a change of an atom whose setter you have not replaced, and after every rebuild."), () => {
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState, setFocusedItem: () => {} });
    setState.mockClear();
    tree.getItemInstance("docs").setFocused(); // setter replaced: not called
    expect(setState).not.toHaveBeenCalled();
    tree.getItemInstance("docs").select();
    expect(setState).toHaveBeenCalledTimes(1);
    tree.getItemInstance("docs").expand(); // a change plus a rebuild
    expect(setState).toHaveBeenCalledTimes(3);
  });

  it(claim("/features/main", "tree.getItems() returns the visible items in display order, once the tree is mounted. The list is rebuilt when the tree's structure changes. Features trigger this themselves; call tree.rebuildTree() when your data changed in a way the tree cannot know about."), () => {
    const children = structuredClone(FILES);
    const tree = mountedTree({ features: [syncDataLoaderFeature] }, children);
    tree.getItemInstance("src").expand();
    expect(ids(tree)).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
    children.root!.push("new.md");
    expect(ids(tree)).not.toContain("new.md");
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["docs", "src", "index.ts", "lib", "readme.md", "new.md"]);
  });

  it(claim("/features/main", "tree.getItemInstance(id) returns the instance of any item, also one that is not currently visible."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItemInstance("docs")).toBe(tree.getItems()[0]);
    expect(tree.getItemInstance("a.ts").getItemName()).toBe("a.ts");
  });

  it(claim("/features/main", "The tree keeps one instance per item once the item has been in the visible list; for an item that has never been there, each call creates a new instance, so compare items with item.equals(other) or by id rather than with ===."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    const hidden = tree.getItemInstance("a.ts");
    expect(tree.getItemInstance("a.ts")).not.toBe(hidden);
    expect(tree.getItemInstance("a.ts").equals(hidden)).toBe(true);
    tree.getItemInstance("src").expand();
    const shownOnce = tree.getItemInstance("index.ts");
    tree.getItemInstance("src").collapse();
    expect(tree.getItemInstance("index.ts")).toBe(shownOnce); // kept after it left the list
  });

  it(claim("/features/main", "item.getItemMeta() tells where an item sits in the visible list"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    expect(tree.getItemInstance("docs").getItemMeta()).toEqual({ itemId: "docs", parentId: "root", level: 0, index: 0, posInSet: 0, setSize: 3 });
    expect(tree.getItemInstance("lib").getItemMeta()).toEqual({ itemId: "lib", parentId: "src", level: 1, index: 3, posInSet: 1, setSize: 2 });
  });

  it(claim("/features/main", "Its parent's id (the root item's id for the first level)"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItems().map((item) => item.getItemMeta().parentId)).toEqual(["root", "root", "root"]);
  });

  it(claim("/features/main", "Depth, 0 for the first level"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src", "lib"] } });
    expect(tree.getItems().map((item) => item.getItemMeta().level)).toEqual([0, 0, 1, 1, 2, 2, 0]);
  });

  it(claim("/features/main", "Position in getItems()"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["docs"] } });
    expect(tree.getItems().map((item) => item.getItemMeta().index)).toEqual([0, 1, 2, 3, 4]);
  });

  it(claim("/features/main", "Position among its siblings, from 0"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["docs"] } });
    expect(tree.getItems().map((item) => item.getItemMeta().posInSet)).toEqual([0, 0, 1, 1, 2]);
  });

  it(claim("/features/main", "Number of siblings, itself included"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["docs"] } });
    expect(tree.getItems().map((item) => item.getItemMeta().setSize)).toEqual([3, 2, 2, 3, 3]);
  });

  it(claim("/features/main", "The meta exists only for visible items. For an item that is not in the list, getItemMeta() returns a placeholder with level and index set to -1."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    expect(tree.getItemInstance("index.ts").getItemMeta().level).toBe(1);
    tree.getItemInstance("src").collapse();
    expect(tree.getItemInstance("index.ts").getItemMeta()).toMatchObject({ itemId: "index.ts", level: -1, index: -1 });
    expect(tree.getItemInstance("a.ts").getItemMeta()).toMatchObject({ itemId: "a.ts", level: -1, index: -1 });
  });

  it(claim("/features/main", "The default, buildStaticInstance, creates a function for every method of every feature when an instance is created."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    const item = tree.getItemInstance("docs");
    expect(Object.keys(item)).toEqual(expect.arrayContaining(["getId", "getProps", "select", "isSelected", "getItemMeta"]));
    expect(Object.values(item).every((value) => typeof value === "function")).toBe(true);
    expect(tree.getConfig().instanceBuilder).toBeUndefined();
    const explicit = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], instanceBuilder: buildStaticInstance });
    expect(Object.keys(explicit.getItemInstance("docs")).sort()).toEqual(Object.keys(item).sort());
  });

  it(claim("/features/main", "buildProxiedInstance creates a proxy that looks methods up when they are called, which makes creating many item instances cheaper."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], instanceBuilder: buildProxiedInstance });
    const item = tree.getItemInstance("docs");
    expect(Object.keys(item)).toEqual([]); // nothing created up front
    expect(item.getItemName()).toBe("docs");
    item.select();
    expect(item.isSelected()).toBe(true);
  });

  it(claim("/features/main", "Calls the setState option with the current state. It does not change the state itself: use the feature methods or the atom setters for that."), () => {
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setState });
    setState.mockClear();
    tree.setState((state) => ({ ...state, expandedItems: ["docs"] }));
    expect(tree.getState().expandedItems).toEqual([]);
    expect(setState).toHaveBeenCalledWith(tree.getState());
  });

  it(claim("/features/main", "Recompute the visible items and re-render."), () => {
    const view = renderUseTree(() => ({}));
    const children = FILES.root!;
    const renders = vi.fn();
    view.tree().setConfig((config) => ({ ...config, setState: (state) => (renders(), config.setState?.(state)) }));
    act(() => view.tree().rebuildTree());
    expect(renders).toHaveBeenCalledTimes(1);
    expect(ids(view.tree())).toEqual(children);
    view.unmount();
  });

  it(claim("/features/main", "Recompute them on the next getItems() call instead. Experimental and marked deprecated."), () => {
    const children = structuredClone(FILES);
    const tree = mountedTree({ features: [syncDataLoaderFeature] }, children);
    const setState = vi.fn();
    tree.setConfig((config) => ({ ...config, setState }));
    children.root!.push("new.md");
    tree.scheduleRebuildTree();
    expect(setState).not.toHaveBeenCalled();
    expect(ids(tree)).toContain("new.md");
  });

  it(claim("/features/main", "The default hotkeys of all included features, by name."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature] });
    expect(tree.getHotkeyPresets().selectAll).toMatchObject({ hotkey: "Control+KeyA" });
    expect(tree.getHotkeyPresets().focusNextItem).toMatchObject({ hotkey: "ArrowDown" });
    expect(mountedTree({ features: [syncDataLoaderFeature] }).getHotkeyPresets().selectAll).toBeUndefined();
  });

  it(claim("/features/main", "The main feature has no state atoms and no hotkeys of its own."), () => {
    const tree = createTree<string>({
      rootItemId: "root",
      getItemName: () => "",
      isItemFolder: () => false,
      dataLoader: { getItem: (id) => id, getChildren: () => [] },
    } as TreeConfig<string>);
    // What a tree without features has comes from Tree Core alone.
    expect(Object.keys(tree.getState()).sort()).toEqual(["expandedItems", "focusedItem"]);
    expect(Object.keys(tree.getHotkeyPresets()).sort()).toEqual(["collapseOrUp", "expandOrDown", "focusFirstItem", "focusLastItem", "focusNextItem", "focusPreviousItem"]);
  });
});
