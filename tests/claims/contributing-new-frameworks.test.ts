// @vitest-environment happy-dom
// Claims of content/contributing/new-frameworks.mdx that need no layout or real events: what
// @headless-tree/react's useTree does (rendered with React in happy-dom), what the core hands a
// binding, and the facts about the packages. The page's plain-DOM binding runs in Chromium:
// tests/claims-chromium/contributing-new-frameworks.test.ts.
import { readFileSync } from "node:fs";
import {
  AssistiveDndState,
  createTree,
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  reactNativeFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
  type TreeConfig,
} from "@headless-tree/core";
import { AssistiveTreeDescription, useTree } from "@headless-tree/react";
import { act, createElement, useState } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree } from "./tree";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROUTE = "/contributing/new-frameworks";
const CORE = "node_modules/@headless-tree/core";
const REACT = "node_modules/@headless-tree/react";

const config: TreeConfig<string> = {
  rootItemId: "root",
  getItemName: (item) => item.getItemData(),
  isItemFolder: (item) => item.getId() in FILES,
  dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
  features: [syncDataLoaderFeature, selectionFeature],
};

let cleanup: (() => void) | undefined;
afterEach(() => {
  act(() => cleanup?.());
  cleanup = undefined;
});

/** Renders a component that calls `use` on every render; returns what it saw and a rerender function. */
function renderHook<P, R>(use: (props: P) => R, props: NoInfer<P>) {
  const seen: R[] = [];
  function Component(p: { props: P }) {
    seen.push(use(p.props));
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(createElement(Component, { props })));
  cleanup = () => root.unmount();
  return {
    seen,
    latest: () => seen[seen.length - 1]!,
    rerender: (next: NoInfer<P>) => act(() => root.render(createElement(Component, { props: next }))),
    unmount: () => {
      act(() => root.unmount());
      cleanup = undefined;
    },
  };
}

describe(ROUTE, () => {
  it(claim("/contributing/new-frameworks", "All tree logic lives in @headless-tree/core, which knows nothing about React."), () => {
    const pkg = JSON.parse(readFileSync(`${CORE}/package.json`, "utf8"));
    expect({ ...pkg.dependencies, ...pkg.peerDependencies }).not.toHaveProperty("react");
    for (const file of ["index.mjs", "index.js"]) {
      expect(readFileSync(`${CORE}/dist/${file}`, "utf8")).not.toMatch(/from\s*["']react|require\(["']react/);
    }
  });

  it(claim("/contributing/new-frameworks", "@headless-tree/react is a thin layer on top: one hook of about thirty lines and one small component."), async () => {
    const lines = readFileSync(`${REACT}/src/use-tree.tsx`, "utf8").trim().split("\n").length;
    expect(lines).toBeGreaterThanOrEqual(25);
    expect(lines).toBeLessThanOrEqual(40);
    expect(Object.keys(await import("@headless-tree/react")).sort()).toEqual(["AssistiveTreeDescription", "useTree"]);
  });

  it(claim("/contributing/new-frameworks", "createTree(config) runs on the first render only; the instance is kept for the life of the component."), () => {
    const hook = renderHook((c: TreeConfig<string>) => useTree(c), config);
    act(() => hook.latest().getItemInstance("docs").select());
    hook.rerender({ ...config });
    expect(hook.seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hook.seen).size).toBe(1);
  });

  it(claim("/contributing/new-frameworks", "Creating it again would lose the state and every cached item."), () => {
    const first = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    first.getItemInstance("docs").select();
    const docs = first.getItems()[0];
    const second = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    expect(second.getState().selectedItems).toEqual([]);
    expect(second.getItems()[0]).not.toBe(docs);
  });

  it(claim("/contributing/new-frameworks", "The hook holds the tree state in a useState, starting from tree.getState(), and gives the tree a setState that writes into it."), () => {
    let renders = 0;
    const hook = renderHook((c: TreeConfig<string>) => {
      renders++;
      return useTree(c);
    }, config);
    const before = renders;
    act(() => hook.latest().getItemInstance("src").expand());
    expect(renders).toBeGreaterThan(before);
    expect(hook.latest().getItems().map((item) => item.getId())).toContain("index.ts");
  });

  it(claim("/contributing/new-frameworks", "Every state change inside the tree (a folder opens, the focus moves) ends in a call of config.setState"), () => {
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setState });
    setState.mockClear();
    tree.getItemInstance("src").expand();
    expect(setState).toHaveBeenLastCalledWith(expect.objectContaining({ expandedItems: ["src"] }));
    setState.mockClear();
    tree.getItemInstance("readme.md").setFocused();
    expect(setState).toHaveBeenCalledWith(expect.objectContaining({ focusedItem: "readme.md" }));
  });

  it(claim("/contributing/new-frameworks", "with one exception: a piece of state whose own setter is in the config (such as setFocusedItem) calls only that setter."), () => {
    const setState = vi.fn();
    const setFocusedItem = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setState, setFocusedItem });
    setState.mockClear();
    tree.getItemInstance("readme.md").setFocused();
    expect(setFocusedItem).toHaveBeenCalledWith("readme.md");
    expect(setState).not.toHaveBeenCalled();
  });

  it(claim("/contributing/new-frameworks", "Your own setState in the config is still called as well."), () => {
    const setState = vi.fn();
    const hook = renderHook((c: TreeConfig<string>) => useTree(c), { ...config, setState });
    setState.mockClear();
    act(() => hook.latest().getItemInstance("src").expand());
    expect(setState).toHaveBeenCalledWith(expect.objectContaining({ expandedItems: ["src"] }));
  });

  it(claim("/contributing/new-frameworks", "Each render calls tree.setConfig() with the config you passed, merged over the previous one, and with your state merged over the state it holds."), () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook((c: TreeConfig<string>) => useTree(c), { ...config, onPrimaryAction: first });
    hook.rerender({ ...config, onPrimaryAction: second });
    act(() => hook.latest().getItemInstance("docs").primaryAction());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    // A key only the previous config had is kept (merged over it): the features' defaults.
    expect(hook.latest().getConfig().setSelectedItems).toBeTypeOf("function");
    // The state passed is merged over the tree's own state, whose other keys stay.
    hook.rerender({ ...config, state: { selectedItems: ["docs"] } });
    expect(hook.latest().getState()).toMatchObject({ selectedItems: ["docs"], expandedItems: [], focusedItem: null });
  });

  it(claim("/contributing/new-frameworks", "Callbacks and data in the config are therefore never stale, and state you control from outside (see Managing State) wins over the tree's own."), () => {
    function useControlled() {
      const [selectedItems, setSelectedItems] = useState<string[]>(["docs"]);
      return useTree({ ...config, state: { selectedItems }, setSelectedItems: () => setSelectedItems(["docs"]) });
    }
    const hook = renderHook(useControlled, undefined);
    act(() => hook.latest().getItemInstance("readme.md").select());
    expect(hook.latest().getState().selectedItems).toEqual(["docs"]);
  });

  it(claim("/contributing/new-frameworks", "After the first render, an effect calls setMounted(true) and rebuildTree(), which computes the visible items; the cleanup calls setMounted(false)."), () => {
    const during: string[][] = [];
    const hook = renderHook((c: TreeConfig<string>) => {
      const tree = useTree(c);
      during.push(tree.getItems().map((item) => item.getId()));
      return tree;
    }, config);
    expect(during[0]).toEqual([]);
    expect(hook.latest().getItems().map((item) => item.getId())).toEqual(["docs", "src", "readme.md"]);
    const tree = hook.latest();
    hook.unmount();
    tree.getItemInstance("docs").select();
    expect(tree.getState().selectedItems).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "While a tree is not mounted, state updates are queued instead of applied, so a tree that was never mounted shows no items."), () => {
    const tree = createTree(config);
    tree.rebuildTree();
    tree.getItemInstance("docs").select();
    expect(tree.getItems()).toEqual([]);
    expect(tree.getState().selectedItems).toEqual([]);
    tree.setMounted(true);
    expect(tree.getState().selectedItems).toEqual(["docs"]);
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/contributing/new-frameworks", "tree.getContainerProps() and item.getProps() return the attributes and event handlers to spread on the elements, including a ref callback that registers the element with the tree."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    const container = document.createElement("div");
    const containerProps = tree.getContainerProps("Files");
    expect(containerProps).toMatchObject({ role: "tree", "aria-label": "Files" });
    containerProps.ref(container);
    expect(tree.getElement()).toBe(container);
    const docs = tree.getItemInstance("docs");
    const props = docs.getProps();
    expect(props).toMatchObject({ role: "treeitem", "aria-level": 1, tabIndex: 0 });
    expect(props.onClick).toBeTypeOf("function");
    const row = document.createElement("div");
    props.ref(row);
    expect(docs.getElement()).toBe(row);
  });

  it(claim("/contributing/new-frameworks", "and gives drag and drop the box it places the drag line in"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature], indent: 20 });
    const box = (top: number) => ({ top, bottom: top + 30, left: 0, width: 300, height: 30 }) as DOMRect;
    tree.getItems().forEach((item, index) => {
      const element = document.createElement("div");
      element.getBoundingClientRect = () => box(100 + index * 30);
      item.getProps().ref(element);
    });
    const src = tree.getItemInstance("src");
    tree.applySubStateUpdate("dnd", {
      draggedItems: [tree.getItemInstance("readme.md")],
      dragTarget: { item: tree.getRootItem(), childIndex: 1, insertionIndex: 1, dragLineIndex: src.getItemMeta().index, dragLineLevel: 0 },
    });
    expect(tree.getDragLineData()).toBeNull();
    const container = document.createElement("div");
    container.getBoundingClientRect = () => ({ top: 100, left: 0, width: 300, height: 90, bottom: 190 }) as DOMRect;
    tree.getContainerProps("Files").ref(container);
    expect(tree.getDragLineData()).toMatchObject({ top: 30, left: 0, width: 300 });
  });

  it(claim("/contributing/new-frameworks", "@headless-tree/react/react-compiler returns a getter instead of the instance"), async () => {
    const { useTree: useCompilerTree } = await import("@headless-tree/react/react-compiler");
    const hook = renderHook((c: TreeConfig<string>) => useCompilerTree(c), config);
    const getter = hook.latest();
    expect(getter).toBeTypeOf("function");
    expect(getter().getItems().map((item) => item.getId())).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/contributing/new-frameworks", "@headless-tree/react/react17 is an older copy that only calls rebuildTree() after mount and never setMounted(true)."), async () => {
    const source = readFileSync(`${REACT}/src/react17/index.tsx`, "utf8");
    expect(source).toContain("rebuildTree()");
    expect(source).not.toContain("setMounted");
    const { useTree: useReact17Tree } = await import("@headless-tree/react/react17");
    const hook = renderHook((c: TreeConfig<string>) => useReact17Tree(c), config);
    expect(hook.latest().getItems()).toEqual([]);
  });

  it(claim("/contributing/new-frameworks", "its trees show no items and ignore clicks in 1.7.0 unless the component calls setMounted(true) and rebuildTree() on the tree itself"), async () => {
    const { useTree: useReact17Tree } = await import("@headless-tree/react/react17");
    const hook = renderHook((c: TreeConfig<string>) => useReact17Tree(c), config);
    const tree = hook.latest();
    act(() => tree.getItemInstance("docs").getProps().onClick({}));
    expect(tree.getItems()).toEqual([]);
    expect(tree.getState().selectedItems ?? []).toEqual([]);
    act(() => {
      tree.setMounted(true);
      tree.rebuildTree();
    });
    // The click was queued, not lost: once mounted, docs is open.
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
    act(() => tree.getItemInstance("src").getProps().onClick({}));
    expect(tree.getState().selectedItems).toContain("src");
  });

  it(claim("/contributing/new-frameworks", "AssistiveTreeDescription is a visually hidden live region that announces keyboard drag and drop, built from tree.getState().dnd, assistiveDndState and tree.getHotkeyPresets()"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, keyboardDragAndDropFeature] });
    const render = () => renderToStaticMarkup(createElement(AssistiveTreeDescription<string>, { tree }));
    const idle = render();
    expect(idle).toContain('aria-live="assertive"');
    expect(idle).toMatch(/position:absolute;.*width:1px;height:1px;overflow:hidden;clip:rect\(0 0 0 0\)/);
    expect(idle).toContain(`Press ${tree.getHotkeyPresets().startDrag!.hotkey} to move selected items`);
    tree.applySubStateUpdate("dnd", { draggedItems: [tree.getItemInstance("readme.md")], dragTarget: { item: tree.getItemInstance("docs") } });
    tree.applySubStateUpdate("assistiveDndState", AssistiveDndState.Dragging);
    expect(render()).toContain("readme.md, in docs");
  });

  it(claim("/contributing/new-frameworks", "Generated props use React's spelling (onClick, onDragStart, tabIndex, aria-*)"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    const props = tree.getItemInstance("docs").getProps();
    expect(Object.keys(props)).toEqual(expect.arrayContaining(["onClick", "onDragStart", "tabIndex", "aria-level", "aria-selected"]));
  });

  it(claim("/contributing/new-frameworks", "or let a feature listed last rename them"), () => {
    const svelteNames: FeatureImplementation<string> = {
      key: "svelte-names",
      itemInstance: {
        getProps: ({ prev }) =>
          Object.fromEntries(Object.entries(prev?.() ?? {}).map(([name, value]) => [/^on[A-Z]/.test(name) ? name.toLowerCase() : name, value])),
      },
    };
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, svelteNames] });
    const props = tree.getItemInstance("src").getProps();
    expect(props).not.toHaveProperty("onClick");
    props.onclick({});
    expect(tree.getState().selectedItems).toEqual(["src"]);
    expect(tree.getItemInstance("src").isExpanded()).toBe(true);
  });

  it(claim("/contributing/new-frameworks", "For a target that is not the DOM at all, a feature can rewrite the props: reactNativeFeature does that for React Native"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature] });
    const props = tree.getItemInstance("src").getProps();
    expect(props.onPress).toBeTypeOf("function");
    expect(props).not.toHaveProperty("onClick");
  });

  it(claim("/contributing/new-frameworks", "Re-render on config.setState, and also in the setters of any piece of state the user passes (setFocusedItem, setSelectedItems, …): those changes do not reach setState."), () => {
    const setState = vi.fn();
    const setSelectedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], setState, setSelectedItems });
    setState.mockClear();
    tree.getItemInstance("docs").select();
    expect(setSelectedItems).toHaveBeenCalled();
    expect(setState).not.toHaveBeenCalled();
  });

  it(claim("/contributing/new-frameworks", "the tree and item instances are the same objects across updates and their methods read the state when called"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    const docs = tree.getItemInstance("docs");
    const isSelected = docs.isSelected;
    expect(docs.isSelected()).toBe(false);
    docs.select();
    tree.getItemInstance("src").expand();
    expect(tree.getItemInstance("docs")).toBe(docs);
    expect(tree.getItems()[0]).toBe(docs);
    expect(docs.isSelected).toBe(isSelected);
    expect(docs.isSelected()).toBe(true);
  });

  it(claim("/contributing/new-frameworks", "setMounted is marked @internal in the library's types"), () => {
    const types = readFileSync(`${CORE}/src/features/main/types.ts`, "utf8");
    expect(types).toMatch(/\/\*\* @internal \*\/\s*setMounted: \(isMounted: boolean\) => void;/);
  });

  it(claim("/contributing/new-frameworks", "the 1.5.0 changelog asks callers of createTree to call it after mount"), () => {
    const changelog = readFileSync(`${CORE}/CHANGELOG.md`, "utf8");
    const v150 = changelog.slice(changelog.indexOf("## 1.5.0"), changelog.indexOf("## 1.4.0"));
    expect(v150).toContain("When calling `createTree()` directly (instead of `useTree()`), `tree.setMounted(true)` needs to be called once after mount.");
  });
});

