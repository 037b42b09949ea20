// @vitest-environment happy-dom
// Claims of content/guides/state.mdx that need no layout or real events. The dnd slice during a
// real drag runs in Chromium: tests/claims-chromium/guides-state.test.ts.
import {
  asyncDataLoaderFeature,
  checkboxesFeature,
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  makeStateUpdater,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
  AssistiveDndState,
  type FeatureImplementation,
  type TreeConfig,
  type TreeInstance,
  type TreeState,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { act, createElement, useState } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, runHotkey, wait } from "./tree";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base = {
  rootItemId: "root",
  getItemName: (item: { getItemData(): string }) => item.getItemData(),
  isItemFolder: (item: { getId(): string }) => item.getId() in FILES,
  dataLoader: { getItem: (id: string) => id, getChildren: (id: string) => FILES[id] ?? [] },
} as Pick<TreeConfig<string>, "rootItemId" | "getItemName" | "isItemFolder" | "dataLoader">;

/** Renders `useTree(config())` in a component and returns the tree, the render count and an unmount. */
function renderTree(config: () => Partial<TreeConfig<string>>) {
  const view = { tree: undefined as unknown as TreeInstance<string>, renders: 0 };
  function Tree() {
    view.renders++;
    view.tree = useTree<string>({ ...base, features: [syncDataLoaderFeature, selectionFeature], ...config() });
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(createElement(Tree)));
  return { view, unmount: () => act(() => root.unmount()) };
}

describe("/guides/state", () => {
  it(claim("/guides/state", "Ids of the open folders; id of the focused item, or null for the first one"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getState()).toMatchObject({ expandedItems: [], focusedItem: null });
    expect(tree.getItems()[0]!.isFocused()).toBe(true);
    tree.getItemInstance("docs").expand();
    tree.getItemInstance("src").setFocused();
    expect(tree.getState()).toMatchObject({ expandedItems: ["docs"], focusedItem: "src" });
  });

  it(claim("/guides/state", "Ids of the selected items"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    tree.getItemInstance("docs").select();
    tree.getItemInstance("readme.md").select();
    expect(tree.getState().selectedItems).toEqual(["docs", "readme.md"]);
  });

  it(claim("/guides/state", "Ids of the checked items; items whose check is still being passed on."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature] });
    await tree.getItemInstance("readme.md").setChecked();
    expect(tree.getState()).toMatchObject({ checkedItems: ["readme.md"], loadingCheckPropagationItems: [] });
  });

  it(claim("/guides/state", "In 1.7.0 the second stays empty while a folder's descendants load, and toggling a leaf sets it to the leaf's id and straight back to empty"), async () => {
    const calls: string[][] = [];
    const setLoadingCheckPropagationItems = (items: unknown) => void calls.push(items as string[]);
    const leafTree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature], setLoadingCheckPropagationItems });
    await leafTree.getItemInstance("readme.md").toggleCheckedState();
    expect(calls).toEqual([["readme.md"], []]);

    calls.length = 0;
    const slow = {
      getItem: async (id: string) => (await wait(20), id),
      getChildren: async (id: string) => (await wait(20), FILES[id] ?? []),
    };
    const asyncTree = mountedTree({ features: [asyncDataLoaderFeature, selectionFeature, checkboxesFeature], dataLoader: slow, setLoadingCheckPropagationItems });
    const checking = asyncTree.getItemInstance("src").toggleCheckedState();
    // While the descendants load, the atom stays empty.
    await vi.waitFor(() => expect(asyncTree.getState().loadingItemChildrens.length + asyncTree.getState().loadingItemData.length).toBeGreaterThan(0));
    expect(asyncTree.getState().loadingCheckPropagationItems).toEqual([]);
    await checking;
    expect(asyncTree.getState().checkedItems).toEqual(["index.ts", "a.ts", "b.ts"]);
    expect(calls).toEqual([]);
  });

  it(claim("/guides/state", "Ids whose data or children are being fetched"), async () => {
    const tree = mountedTree({
      features: [asyncDataLoaderFeature],
      dataLoader: { getItem: async (id) => (await wait(5), id), getChildren: async (id) => (await wait(5), FILES[id] ?? []) },
    });
    await tree.loadChildrenIds("root");
    const data = tree.loadItemData("docs");
    const children = tree.loadChildrenIds("src");
    expect(tree.getState()).toMatchObject({ loadingItemData: ["docs"], loadingItemChildrens: ["src"] });
    await Promise.all([data, children]);
    expect(tree.getState()).toMatchObject({ loadingItemData: [], loadingItemChildrens: [] });
  });

  it(claim("/guides/state", "the sync loader never fills them"), () => {
    const setLoadingItemData = vi.fn();
    const setLoadingItemChildrens = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setLoadingItemData, setLoadingItemChildrens });
    expect(tree.getState()).toMatchObject({ loadingItemData: [], loadingItemChildrens: [] });
    tree.getItemInstance("src").expand();
    tree.getItemInstance("lib").expand();
    tree.getItemInstance("a.ts").select();
    tree.loadItemData("docs");
    tree.loadChildrenIds("docs");
    tree.getItemInstance("src").collapse();
    expect(tree.getState()).toMatchObject({ loadingItemData: [], loadingItemChildrens: [] });
    expect(setLoadingItemData).not.toHaveBeenCalled();
    expect(setLoadingItemChildrens).not.toHaveBeenCalled();
  });

  it(claim("/guides/state", "The step of a keyboard drag, for screen-reader announcements"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, keyboardDragAndDropFeature] });
    tree.getItemInstance("readme.md").setFocused();
    tree.startKeyboardDrag([tree.getItemInstance("readme.md")]);
    expect(tree.getState().assistiveDndState).toBe(AssistiveDndState.Started);
    runHotkey(tree, "dragUp");
    expect(tree.getState().assistiveDndState).toBe(AssistiveDndState.Dragging);
    tree.stopKeyboardDrag();
    expect(tree.getState().assistiveDndState).toBe(AssistiveDndState.None);
  });

  it(claim("/guides/state", "The search text, or null while the search is closed"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, searchFeature] });
    expect(tree.getState().search).toBeNull();
    tree.openSearch("li");
    expect(tree.getState().search).toBe("li");
    tree.closeSearch();
    expect(tree.getState().search).toBeNull();
  });

  it(claim("/guides/state", "The item being renamed and the text in its input"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, renamingFeature] });
    tree.getItemInstance("docs").startRenaming();
    expect(tree.getState()).toMatchObject({ renamingItem: "docs", renamingValue: "docs" });
    tree.getItemInstance("docs").getRenameInputProps().onChange({ target: { value: "manual" } });
    expect(tree.getState().renamingValue).toBe("manual");
  });

  it(claim("/guides/state", "Slices of features you did not include are ignored: without selectionFeature, a selectedItems value you pass does nothing."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature], state: { selectedItems: ["docs"] } });
    expect(tree.getItemInstance("docs").getProps()["aria-selected"]).toBe("false");
    runHotkey(tree, "focusNextItem");
    expect(tree.getState().focusedItem).toBe("src");
  });

  it(claim("/guides/state", "The exception is dnd: while it holds anything but null or undefined, ArrowUp and ArrowDown do not move the focus, with or without dragAndDropFeature."), () => {
    for (const features of [[syncDataLoaderFeature, hotkeysCoreFeature], [syncDataLoaderFeature, hotkeysCoreFeature, dragAndDropFeature]]) {
      const tree = mountedTree({ features, state: { dnd: {} } });
      expect(() => runHotkey(tree, "focusNextItem")).toThrow("not enabled");
      expect(() => runHotkey(tree, "focusPreviousItem")).toThrow("not enabled");
      tree.setConfig((config) => ({ ...config, state: { dnd: null } }));
      runHotkey(tree, "focusNextItem");
      expect(tree.getState().focusedItem).toBe("src");
    }
  });

  it(claim("/guides/state", "loadingItemChildrens is read by Tree Core too: item.expand() refuses a folder listed there, whichever loader you use."), async () => {
    const asyncLoader = { getItem: async (id: string) => id, getChildren: async (id: string) => FILES[id] ?? [] };
    for (const [loader, dataLoader] of [[syncDataLoaderFeature, base.dataLoader], [asyncDataLoaderFeature, asyncLoader]] as const) {
      const tree = mountedTree({ features: [loader], dataLoader, state: { loadingItemChildrens: ["docs"] } });
      await tree.loadChildrenIds("root");
      tree.getItemInstance("docs").expand();
      tree.getItemInstance("src").expand();
      expect(tree.getState().expandedItems, loader.key).toEqual(["src"]);
    }
  });

  it(claim("/guides/state", "In a tree with syncDataLoaderFeature, a folder you pass in loadingItemChildrens cannot be opened, although its isLoading() is false."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature], initialState: { loadingItemChildrens: ["docs"] } });
    const docs = tree.getItemInstance("docs");
    expect(docs.isLoading()).toBe(false);
    docs.expand();
    expect(docs.isExpanded()).toBe(false);
    docs.setFocused();
    runHotkey(tree, "expandOrDown");
    expect(tree.getState().expandedItems).toEqual([]);
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/guides/state", "By default you pass no state at all. The tree keeps it internally and renders again whenever it changes."), () => {
    const { view, unmount } = renderTree(() => ({}));
    const before = view.renders;
    act(() => view.tree.getItemInstance("docs").select());
    expect(view.renders).toBeGreaterThan(before);
    const afterSelect = view.renders;
    act(() => view.tree.getItemInstance("src").setFocused());
    expect(view.renders).toBeGreaterThan(afterSelect);
    unmount();
  });

  it(claim("/guides/state", "To start from something other than the defaults, pass initialState; it is read once, when the tree is created."), () => {
    let initial: string[] = ["docs"];
    const { view, unmount } = renderTree(() => ({ initialState: { expandedItems: initial } }));
    expect(view.tree.getState().expandedItems).toEqual(["docs"]);
    initial = ["src"];
    act(() => view.tree.getItemInstance("readme.md").select()); // renders again with the new initialState
    expect(view.tree.getState().expandedItems).toEqual(["docs"]);
    unmount();
  });

  it(claim("/guides/state", "You can still read the current state at any time with tree.getState(), and change it through the instance methods the features provide, such as item.expand(), item.select() or tree.setSelectedItems()."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    tree.getItemInstance("docs").expand();
    tree.getItemInstance("intro.md").select();
    expect(tree.getState()).toMatchObject({ expandedItems: ["docs"], selectedItems: ["intro.md"] });
    tree.setSelectedItems(["src"]);
    expect(tree.getState().selectedItems).toEqual(["src"]);
  });

  it(claim("/guides/state", "To own one slice, pass its value inside state and its setter at the top level of the configuration."), () => {
    const { view, unmount } = renderTreeWithOwnSelection();
    act(() => view.tree.getItemInstance("docs").select());
    expect(view.owned).toEqual(["docs"]);
    expect(view.tree.getItemInstance("docs").isSelected()).toBe(true);
    act(() => view.setOwned(["src"])); // a change from outside reaches the tree
    expect(view.tree.getSelectedItems().map((item) => item.getId())).toEqual(["src"]);
    unmount();
  });

  it(claim("/guides/state", "Every slice has a setter named after it: selectedItems goes with setSelectedItems, expandedItems with setExpandedItems, focusedItem with setFocusedItem, dnd with setDndState, and so on"), async () => {
    const setters = {
      setSelectedItems: vi.fn(),
      setExpandedItems: vi.fn(),
      setFocusedItem: vi.fn(),
      setDndState: vi.fn(),
      setCheckedItems: vi.fn(),
      setSearch: vi.fn(),
      setRenamingItem: vi.fn(),
      setRenamingValue: vi.fn(),
      setAssistiveDndState: vi.fn(),
    };
    const tree = mountedTree({
      features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature, searchFeature, renamingFeature, dragAndDropFeature, keyboardDragAndDropFeature],
      ...setters,
    });
    tree.getItemInstance("docs").select();
    tree.getItemInstance("docs").expand();
    tree.getItemInstance("docs").setFocused();
    await tree.getItemInstance("readme.md").setChecked();
    tree.openSearch("x");
    tree.getItemInstance("src").startRenaming();
    tree.startKeyboardDrag([tree.getItemInstance("readme.md")]);
    for (const [name, setter] of Object.entries(setters)) expect(setter, name).toHaveBeenCalled();
  });

  it(claim("/guides/state", "The slices you leave out stay inside the tree."), () => {
    const setState = vi.fn();
    const setSelectedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], state: { selectedItems: [] }, setSelectedItems, setState });
    setState.mockClear();
    tree.getItemInstance("docs").expand();
    expect(tree.getState().expandedItems).toEqual(["docs"]);
    expect(setSelectedItems).not.toHaveBeenCalled();
  });

  it(claim("/guides/state", "The tree itself (1.7.0) always calls it with the new value, so a setter of another state library that only takes values works too."), async () => {
    const calls: unknown[] = [];
    const record = (value: unknown) => void calls.push(value);
    const tree = mountedTree({
      features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature, searchFeature, dragAndDropFeature, keyboardDragAndDropFeature],
      setSelectedItems: record,
      setExpandedItems: record,
      setFocusedItem: record,
      setCheckedItems: record,
      setSearch: record,
      setDndState: record,
      setAssistiveDndState: record,
    });
    tree.getItemInstance("docs").select();
    tree.getItemInstance("readme.md").select();
    tree.getItemInstance("src").expand();
    tree.getItemInstance("src").setFocused();
    tree.getItemInstance("src").toggleSelect();
    await tree.getItemInstance("readme.md").setChecked();
    tree.setSearch("x");
    tree.startKeyboardDrag([tree.getItemInstance("readme.md")]);
    tree.stopKeyboardDrag();
    expect(calls.length).toBeGreaterThan(8);
    expect(calls.filter((value) => typeof value === "function")).toEqual([]);
    expect(calls.slice(0, 4)).toEqual([["docs"], ["docs", "readme.md"], ["src"], "src"]);
  });

  it(claim("/guides/state", "Note which feature a slice belongs to: selectedItems only has an effect with selectionFeature, while expandedItems and focusedItem are part of every tree."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], state: { expandedItems: ["docs"], focusedItem: "intro.md", selectedItems: ["docs"] } });
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
    expect(tree.getItemInstance("intro.md").getProps().tabIndex).toBe(0);
    expect(tree.getItemInstance("docs").getProps()["aria-selected"]).toBe("false");
  });

  it(claim("/guides/state", "To own everything, pass the whole object as state and a single setState. The tree calls it with the complete new state after every change."), () => {
    let latest: Partial<TreeState<string>> | undefined;
    function Tree() {
      const [state, setState] = useState<Partial<TreeState<string>>>({ expandedItems: ["docs"] });
      latest = state;
      view.tree = useTree<string>({ ...base, state, setState, features: [syncDataLoaderFeature, selectionFeature] });
      return null;
    }
    const view = { tree: undefined as unknown as TreeInstance<string> };
    const root = createRoot(document.createElement("div"));
    act(() => root.render(createElement(Tree)));
    act(() => view.tree.getItemInstance("intro.md").select());
    expect(latest).toMatchObject({ expandedItems: ["docs"], selectedItems: ["intro.md"], focusedItem: null });
    act(() => view.tree.getItemInstance("src").expand());
    expect(latest).toMatchObject({ expandedItems: ["docs", "src"], selectedItems: ["intro.md"] });
    act(() => view.tree.getItemInstance("src").setFocused());
    expect(latest).toMatchObject({ focusedItem: "src" });
    act(() => root.unmount());
  });

  it(claim("/guides/state", "When the tree calls a setter, it has already written the new value into its own state; the default setter keeps nothing itself and only calls tree.setState(), which hands the complete state to your setState."), () => {
    const seen: unknown[] = [];
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState });
    const defaultSetter = tree.getConfig().setSelectedItems!;
    tree.setConfig((config) => ({
      ...config,
      setSelectedItems: (value) => {
        seen.push(structuredClone(tree.getState().selectedItems));
        defaultSetter(value);
      },
    }));
    setState.mockClear();
    tree.getItemInstance("docs").select();
    expect(seen).toEqual([["docs"]]); // already in the tree's state when the setter runs
    expect(setState).toHaveBeenCalledTimes(1);
    expect(setState.mock.calls[0]![0]).toBe(tree.getState());
    // makeStateUpdater on its own: it only forwards an update of its slice to the instance's setState.
    const instance = { setState: vi.fn() };
    makeStateUpdater("selectedItems", instance)(["a"]);
    expect(instance.setState.mock.calls[0]![0]({ selectedItems: [], focusedItem: "x" })).toEqual({ selectedItems: ["a"], focusedItem: "x" });
  });

  it(claim("/guides/state", "That is why a single setState sees the changes of every feature"), async () => {
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature, searchFeature], setState });
    setState.mockClear();
    tree.getItemInstance("docs").select();
    await tree.getItemInstance("readme.md").setChecked();
    tree.setSearch("re");
    const last = setState.mock.calls.at(-1)![0] as TreeState<string>;
    expect(last).toMatchObject({ selectedItems: ["docs"], checkedItems: ["readme.md"], search: "re" });
  });

  it(claim("/guides/state", "if you pass setState and also an individual setter such as setSelectedItems, your individual setter replaces the default one for that slice and receives its changes directly"), () => {
    const setState = vi.fn();
    const setSelectedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState, setSelectedItems });
    setState.mockClear();
    tree.getItemInstance("docs").select();
    expect(setSelectedItems).toHaveBeenCalledWith(["docs"]);
    expect(setState).not.toHaveBeenCalled();
    tree.getItemInstance("src").setFocused();
    expect(setState).toHaveBeenCalledWith(expect.objectContaining({ focusedItem: "src", selectedItems: ["docs"] }));
  });

  it(claim("/guides/state", "selecting an item then calls only setSelectedItems, not setState."), () => {
    const setState = vi.fn();
    const setSelectedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState, setSelectedItems });
    setState.mockClear();
    tree.getItemInstance("docs").select();
    tree.getItemInstance("src").toggleSelect();
    expect(setSelectedItems.mock.calls).toEqual([[["docs"]], [["docs", "src"]]]);
    expect(setState).not.toHaveBeenCalled();
  });

  it(claim("/guides/state", "If you write a feature with a state slice of its own, use makeStateUpdater for its default setter in the same way, so that users of your feature can control it like any other slice."), () => {
    type Custom = TreeState<string> & { pinned: string[] };
    const pinFeature: FeatureImplementation<string> = {
      key: "pin",
      getInitialState: (state) => ({ pinned: [], ...state }),
      getDefaultConfig: (config, tree) => ({ setPinned: makeStateUpdater("pinned" as keyof TreeState<string>, tree), ...config }),
      stateHandlerNames: { pinned: "setPinned" } as FeatureImplementation<string>["stateHandlerNames"],
      itemInstance: {
        pin: ({ tree, itemId }: { tree: TreeInstance<string>; itemId: string }) =>
          tree.applySubStateUpdate("pinned" as keyof TreeState<string>, ((old: string[]) => [...old, itemId]) as never),
      } as never,
    };
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, pinFeature], setState });
    setState.mockClear();
    (tree.getItemInstance("docs") as unknown as { pin(): void }).pin();
    expect((setState.mock.calls.at(-1)![0] as Custom).pinned).toEqual(["docs"]);
    const setPinned = vi.fn();
    const owned = mountedTree({ features: [syncDataLoaderFeature, pinFeature], setState, setPinned } as never);
    setState.mockClear();
    (owned.getItemInstance("docs") as unknown as { pin(): void }).pin();
    expect(setPinned).toHaveBeenCalledWith(["docs"]);
    expect(setState).not.toHaveBeenCalled();
  });

  it(claim("/guides/state", "Whichever way you choose, the state you pass wins on the next render. A setter that ignores some changes therefore locks that part of the state: passing the same expandedItems array on every render, with a setter that does nothing, keeps those folders open whatever the user does."), () => {
    const fixed = ["src"];
    const { view, unmount } = renderTree(() => ({ state: { expandedItems: fixed }, setExpandedItems: () => {} }));
    expect(view.tree.getItems().map((item) => item.getId())).toContain("index.ts");
    act(() => view.tree.getItemInstance("src").collapse());
    expect(view.tree.getItemInstance("src").isExpanded()).toBe(true);
    expect(view.tree.getItems().map((item) => item.getId())).toContain("index.ts");
    unmount();
  });

  it(claim("/guides/state", "It must be the same array: a new one on every render, such as a literal in the state object, makes React stop with \"Too many re-renders\""), () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderTree(() => ({ state: { expandedItems: ["src"] }, setExpandedItems: () => {} }))).toThrow("Too many re-renders");
    errors.mockRestore();
  });
});

/** A component that owns selectedItems, as the guide's individual-atoms example does. */
function renderTreeWithOwnSelection() {
  const view = {
    tree: undefined as unknown as TreeInstance<string>,
    owned: [] as string[],
    setOwned: undefined as unknown as (items: string[]) => void,
  };
  function Tree() {
    const [selectedItems, setSelectedItems] = useState<string[]>([]);
    view.owned = selectedItems;
    view.setOwned = setSelectedItems;
    view.tree = useTree<string>({ ...base, state: { selectedItems }, setSelectedItems, features: [syncDataLoaderFeature, selectionFeature] });
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(createElement(Tree)));
  return { view, unmount: () => act(() => root.unmount()) };
}
