// @vitest-environment happy-dom
// Claims of content/introduction/getstarted.mdx that need no layout or real events. What needs
// real clicks, keys or drags (the first tree, roving focus, the feature table's keyboard and drag
// rows) runs in Chromium: tests/claims-chromium/introduction-getstarted.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  asyncDataLoaderFeature,
  checkboxesFeature,
  createOnDropHandler,
  createTree,
  dragAndDropFeature,
  expandAllFeature,
  keyboardDragAndDropFeature,
  propMemoizationFeature,
  renamingFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
  type TreeConfig,
  type TreeInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { act, createElement, memo } from "react";
import { createRoot } from "react-dom/client";
import { afterAll, describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ROUTE = "/getstarted";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- trees of any item type
const ids = (tree: TreeInstance<any>) => tree.getItems().map((item) => item.getId());

/** The four things the page names, nothing else. */
const minimal: TreeConfig<string> = {
  rootItemId: "root",
  getItemName: (item) => item.getItemData(),
  isItemFolder: (item) => item.getId() in FILES,
  dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A code block of the page, written under .cache (so it imports the installed packages) and imported. */
async function importBlock<M>(title: string, append = ""): Promise<M> {
  const page = readFileSync("content/introduction/getstarted.mdx", "utf8");
  const code = new RegExp("```ts title=\"" + title.replace(/\./g, "\\.") + "\"\\n([\\s\\S]*?)\\n```").exec(page)?.[1];
  if (!code) throw new Error(`getstarted.mdx has no ts block titled ${title}`);
  mkdirSync(".cache", { recursive: true });
  const dir = mkdtempSync(path.join(process.cwd(), ".cache", "claims-sample-"));
  dirs.push(dir);
  const file = path.join(dir, title);
  writeFileSync(file, code + append);
  return (await import(/* @vite-ignore */ file)) as M;
}

describe(`${ROUTE}: installation and the first tree`, () => {
  const pkg = (name: string) => JSON.parse(readFileSync(`node_modules/@headless-tree/${name}/package.json`, "utf8"));

  it(claim("/getstarted", "@headless-tree/core holds all the logic and has no dependencies."), () => {
    expect(pkg("core").dependencies ?? {}).toEqual({});
    expect(pkg("core").peerDependencies ?? {}).toEqual({});
  });

  it(claim("/getstarted", "@headless-tree/react adds the useTree hook and expects React and React DOM to be installed."), async () => {
    expect(pkg("react").peerDependencies).toMatchObject({ react: expect.any(String), "react-dom": expect.any(String) });
    expect(pkg("react").dependencies ?? {}).toEqual({});
    expect((await import("@headless-tree/react")).useTree).toBeTypeOf("function");
  });

  it(claim("/getstarted", "These docs describe version 1.7.0 of both packages."), () => {
    expect([pkg("core").version, pkg("react").version]).toEqual(["1.7.0", "1.7.0"]);
  });

  it(claim("/getstarted", "A tree needs four things in its config: the id of an invisible root item, a way to load items and their children, a name for each item, and whether an item is a folder. It also needs a data loader feature in features; everything else is optional."), () => {
    const tree = createTree<string>({ ...minimal, features: [syncDataLoaderFeature] });
    tree.setMounted(true);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    tree.getItemInstance("src").expand();
    expect(ids(tree)).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
    const withoutLoader = createTree<string>(minimal);
    withoutLoader.setMounted(true);
    expect(() => withoutLoader.rebuildTree()).toThrow();
  });

  it(claim("/getstarted", "A tree needs one data loader feature: without one, it throws as soon as it builds its items (tree.retrieveChildrenIds is not a function)."), () => {
    const tree = createTree<string>({ ...minimal, features: [selectionFeature] });
    tree.setMounted(true);
    expect(() => tree.rebuildTree()).toThrow(new TypeError("tree.retrieveChildrenIds is not a function"));
  });

  it(claim("/getstarted", "dataLoader tells the tree how to get an item's data (getItem) and the ids of its children (getChildren). rootItemId names the item whose children form the first level; the root itself is never rendered."), () => {
    const getItem = vi.fn((id: string) => `data of ${id}`);
    const getChildren = vi.fn((id: string) => FILES[id] ?? []);
    const tree = mountedTree({ features: [syncDataLoaderFeature], getItemName: (item) => item.getItemData(), dataLoader: { getItem, getChildren } });
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    expect(getChildren).toHaveBeenCalledWith("root");
    expect(tree.getItemInstance("docs").getItemName()).toBe("data of docs");
    expect(getItem).toHaveBeenCalledWith("docs");
    expect(ids(tree)).not.toContain("root");
  });

  it(claim("/getstarted", "getItemName and isItemFolder receive an item instance. Call item.getItemData() on it for the value your loader returned for that item."), () => {
    const received: unknown[] = [];
    const tree = mountedTree({
      features: [syncDataLoaderFeature],
      dataLoader: { getItem: (id) => `loaded ${id}`, getChildren: (id) => FILES[id] ?? [] },
      getItemName: (item) => {
        received.push(item);
        return item.getItemData();
      },
      isItemFolder: (item) => {
        received.push(item);
        return item.getId() in FILES;
      },
    });
    expect(tree.getItemInstance("src").getItemName()).toBe("loaded src");
    expect(received).toContain(tree.getItemInstance("src"));
  });

  it(claim("/getstarted", "features lists what the tree can do. syncDataLoaderFeature reads the data loader, selectionFeature adds selection"), () => {
    const plain = mountedTree({ features: [syncDataLoaderFeature] });
    expect(plain.getState()).not.toHaveProperty("selectedItems");
    expect((plain.getItemInstance("docs") as Partial<ItemInstance<string>>).isSelected).toBeUndefined();
    const selecting = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    selecting.getItemInstance("docs").select();
    expect(selecting.getState().selectedItems).toEqual(["docs"]);
  });

  it(claim("/getstarted", "These props carry the ARIA roles and attributes, the event handlers and a ref"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    expect(tree.getContainerProps("Files")).toMatchObject({ role: "tree", "aria-label": "Files", ref: expect.any(Function) });
    expect(tree.getItemInstance("src").getProps()).toMatchObject({
      role: "treeitem",
      "aria-level": 1,
      "aria-expanded": false,
      "aria-selected": "false",
      onClick: expect.any(Function),
      ref: expect.any(Function),
    });
  });
});

describe(`${ROUTE}: how rendering works`, () => {
  it(claim("/getstarted", "tree.getItems() returns the visible items, in the order they appear on screen. The children of a closed folder are not in the list."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    expect(ids(tree)).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
    expect(ids(tree)).not.toContain("intro.md");
    expect(ids(tree)).not.toContain("a.ts");
  });

  it(claim("/getstarted", "You indent each item by its depth, item.getItemMeta().level (0 for the first level)."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src", "lib"] } });
    expect(tree.getItems().map((item) => `${item.getItemMeta().level} ${item.getId()}`)).toEqual([
      "0 docs",
      "0 src",
      "1 index.ts",
      "1 lib",
      "2 a.ts",
      "2 b.ts",
      "0 readme.md",
    ]);
  });

  it(claim("/getstarted", "because item.getProps() sets role=\"treeitem\", aria-level, aria-posinset, aria-setsize and, for folders, aria-expanded. The container gets role=\"tree\" and the label you pass to getContainerProps."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], initialState: { expandedItems: ["src"] } });
    const props = (id: string) => {
      const { role, "aria-level": level, "aria-posinset": pos, "aria-setsize": size, "aria-expanded": expanded } = tree.getItemInstance(id).getProps();
      return { role, level, pos, size, expanded };
    };
    expect(props("src")).toEqual({ role: "treeitem", level: 1, pos: 2, size: 3, expanded: true });
    expect(props("lib")).toEqual({ role: "treeitem", level: 2, pos: 2, size: 2, expanded: false });
    expect(props("index.ts")).toEqual({ role: "treeitem", level: 2, pos: 1, size: 2, expanded: undefined });
    expect(tree.getContainerProps("Project files")).toMatchObject({ role: "tree", "aria-label": "Project files" });
  });

  it(claim("/getstarted", "The list is computed when the tree mounts and again whenever its structure changes: items are expanded or collapsed"), () => {
    const tree = createTree<string>({ ...minimal, features: [syncDataLoaderFeature] });
    expect(tree.getItems()).toEqual([]);
    tree.setMounted(true);
    tree.rebuildTree();
    const mounted = tree.getItems();
    expect(mounted.length).toBe(3);
    tree.getItemInstance("src").expand();
    const expanded = tree.getItems();
    expect(expanded).not.toBe(mounted);
    tree.getItemInstance("src").collapse();
    expect(tree.getItems()).not.toBe(expanded);
  });

  it(claim("/getstarted", "children finish loading"), async () => {
    const tree = mountedTree({
      features: [asyncDataLoaderFeature],
      dataLoader: { getItem: async (id) => id, getChildren: async (id) => FILES[id] ?? [] },
    });
    const loading = tree.getItems();
    await vi.waitFor(() => expect(ids(tree)).toEqual(["docs", "src", "readme.md"]));
    expect(tree.getItems()).not.toBe(loading);
  });

  it(claim("/getstarted", "or the drop helpers such as createOnDropHandler have moved items. In between, getItems() returns the same array."), async () => {
    const data = structuredClone(FILES);
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] }, data);
    const before = tree.getItems();
    tree.getItemInstance("readme.md").setFocused();
    tree.getItemInstance("docs").select();
    expect(tree.getItems()).toBe(before);
    // An onDrop of your own that changes the data without the helpers: the list stays as it was.
    data.root = ["readme.md", "docs", "src"];
    expect(tree.getItems()).toBe(before);
    data.root = ["docs", "src", "readme.md"];
    await createOnDropHandler<string>((parent, children) => {
      data[parent.getId()] = children;
    })([tree.getItemInstance("readme.md")], { item: tree.getItemInstance("docs") });
    expect(tree.getItems()).not.toBe(before);
    expect(ids(tree)).toEqual(["docs", "src"]);
  });

  it(claim("/getstarted", "If your data changes in a way the tree cannot see, such as an item added to children above, call tree.rebuildTree() so the next render shows it."), () => {
    const data = structuredClone(FILES);
    const tree = mountedTree({ features: [syncDataLoaderFeature] }, data);
    data.root!.push("package.json");
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["docs", "src", "readme.md", "package.json"]);
  });

  it(claim("/getstarted", "Item instances are kept between renders, so use item.getId() (or item.getKey()) as the React key."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    const docs = tree.getItems()[0]!;
    tree.getItemInstance("src").expand();
    tree.getItemInstance("docs").select();
    tree.getItemInstance("src").collapse();
    expect(tree.getItems()[0]).toBe(docs);
    expect(docs.getKey()).toBe(docs.getId());
  });
});

describe(`${ROUTE}: features`, () => {
  it(claim("/getstarted", "Each capability is a separate feature object that you import from @headless-tree/core and list in features."), async () => {
    const core = await import("@headless-tree/core");
    for (const name of [
      "syncDataLoaderFeature",
      "asyncDataLoaderFeature",
      "selectionFeature",
      "hotkeysCoreFeature",
      "dragAndDropFeature",
      "keyboardDragAndDropFeature",
      "searchFeature",
      "renamingFeature",
      "checkboxesFeature",
      "expandAllFeature",
      "propMemoizationFeature",
    ]) {
      expect(core[name as keyof typeof core], name).toMatchObject({ key: expect.any(String) });
    }
  });

  it(claim("/getstarted", "This keeps unused code out of your bundle and lets you replace or extend any feature with your own."), async () => {
    // A bundler drops the features a tree does not import: the package declares no side effects.
    expect(JSON.parse(readFileSync("node_modules/@headless-tree/core/package.json", "utf8")).sideEffects).toBe(false);
    const { build } = await import("esbuild");
    const bundled = await build({
      stdin: { contents: 'import { createTree, syncDataLoaderFeature } from "@headless-tree/core"; export { createTree, syncDataLoaderFeature };', resolveDir: process.cwd() },
      bundle: true,
      write: false,
      format: "esm",
      logLevel: "silent",
    });
    const code = bundled.outputFiles[0]!.text;
    expect(code).toContain("sync dataLoader returned promise");
    expect(code).not.toContain("loadingCheckPropagationItems"); // checkboxesFeature
    expect(code).not.toContain("renamingValue"); // renamingFeature
    // A feature of your own replaces a method of another one listed before it.
    const alwaysSelected = { key: "always-selected", itemInstance: { isSelected: () => true } };
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, alwaysSelected] });
    expect(tree.getItemInstance("docs").isSelected()).toBe(true);
    expect(tree.getItemInstance("docs").getProps()["aria-selected"]).toBe("true");
  });

  it(claim("/getstarted", "(always included) | The flat item list, expanding and collapsing, focus and arrow-key navigation"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getConfig().features?.map((f) => f.key)).toEqual(["sync-data-loader"]);
    tree.getItemInstance("docs").expand();
    expect(ids(tree)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
    tree.focusNextItem();
    expect(tree.getFocusedItem().getId()).toBe("intro.md");
    expect(Object.keys(tree.getHotkeyPresets())).toEqual(expect.arrayContaining(["focusNextItem", "focusPreviousItem", "expandOrDown", "collapseOrUp"]));
  });

  it(claim("/getstarted", "(always included) | Configuration, state handling and the registration of the elements"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    tree.setConfig((config) => ({ ...config, indent: 7 }));
    expect(tree.getConfig().indent).toBe(7);
    expect(tree.getState()).toMatchObject({ expandedItems: [], focusedItem: null });
    const element = document.createElement("div");
    tree.registerElement(element);
    tree.getItemInstance("docs").registerElement(element);
    expect([tree.getElement(), tree.getItemInstance("docs").getElement()]).toEqual([element, element]);
  });

  it(claim("/getstarted", "syncDataLoaderFeature | Reads items from data that is already in memory"), () => {
    const tree = createTree<string>({ ...minimal, dataLoader: { getItem: async (id) => id, getChildren: async () => [] }, features: [syncDataLoaderFeature] });
    tree.setMounted(true);
    expect(() => tree.rebuildTree()).toThrow("sync dataLoader returned promise");
  });

  it(claim("/getstarted", "asyncDataLoaderFeature | Loads items on demand, with loading states and a cache"), async () => {
    const pending = new Map<string, () => void>();
    const getChildren = vi.fn((id: string) =>
      id === "root" ? Promise.resolve(FILES.root!) : new Promise<string[]>((resolve) => pending.set(id, () => resolve(FILES[id] ?? []))),
    );
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem: async (id) => id, getChildren } });
    await vi.waitFor(() => expect(ids(tree)).toEqual(["docs", "src", "readme.md"]));
    expect(getChildren).not.toHaveBeenCalledWith("src");
    tree.getItemInstance("src").expand();
    await vi.waitFor(() => expect(tree.getItemInstance("src").isLoading()).toBe(true));
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    pending.get("src")!();
    await vi.waitFor(() => expect(ids(tree)).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]));
    expect(tree.getItemInstance("src").isLoading()).toBe(false);
    tree.getItemInstance("src").collapse();
    tree.getItemInstance("src").expand();
    expect(ids(tree)).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]);
    expect(getChildren.mock.calls.filter(([id]) => id === "src")).toHaveLength(1);
  });

  it(claim("/getstarted", "renamingFeature | Renaming items in place"), () => {
    const onRename = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, renamingFeature], onRename });
    tree.getItemInstance("readme.md").startRenaming();
    expect(tree.getItemInstance("readme.md").isRenaming()).toBe(true);
    tree.getItemInstance("readme.md").getRenameInputProps().onChange({ target: { value: "notes.md" } });
    tree.completeRenaming();
    expect(onRename).toHaveBeenCalledWith(tree.getItemInstance("readme.md"), "notes.md");
  });

  it(claim("/getstarted", "checkboxesFeature | Checkboxes whose state propagates through folders"), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature] });
    await tree.getItemInstance("src").setChecked();
    expect(tree.getState().checkedItems.sort()).toEqual(["a.ts", "b.ts", "index.ts"]);
    expect(tree.getItemInstance("lib").getCheckedState()).toBe("checked");
  });

  it(claim("/getstarted", "expandAllFeature | Expanding or collapsing a whole tree or subtree"), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature] });
    await tree.getItemInstance("src").expandAll();
    expect(tree.getState().expandedItems.sort()).toEqual(["lib", "src"]);
    await tree.expandAll();
    // expandAll() expands open folders again, so ids can repeat in the list; the set is what counts.
    expect([...new Set(tree.getState().expandedItems)].sort()).toEqual(["docs", "lib", "src"]);
    tree.getItemInstance("src").collapseAll();
    expect([...new Set(tree.getState().expandedItems)]).toEqual(["docs"]);
    tree.collapseAll();
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/getstarted", "propMemoizationFeature | Stable event handlers in the generated props, for memoized rows"), () => {
    const plain = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    expect(plain.getItemInstance("docs").getProps().onClick).not.toBe(plain.getItemInstance("docs").getProps().onClick);
    const memoized = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, propMemoizationFeature] });
    const first = memoized.getItemInstance("docs").getProps().onClick;
    memoized.getItemInstance("docs").select();
    expect(memoized.getItemInstance("docs").getProps().onClick).toBe(first);
  });

  it(claim("/getstarted", "keyboardDragAndDropFeature requires dragAndDropFeature; creating a tree with the first but not the second throws an error."), () => {
    expect(() => createTree<string>({ ...minimal, features: [syncDataLoaderFeature, keyboardDragAndDropFeature] })).toThrow(
      "keyboard-drag-and-drop needs drag-and-drop",
    );
    expect(() => createTree<string>({ ...minimal, features: [syncDataLoaderFeature, dragAndDropFeature, keyboardDragAndDropFeature] })).not.toThrow();
  });

  it(claim("/getstarted", "only the features in your features array exist at runtime: an option of a missing feature has no effect, and calling one of its methods throws (item.isSelected is not a function)."), () => {
    const onRename = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], onRename, initialState: { selectedItems: ["docs"] } });
    const docs = tree.getItemInstance("docs") as ItemInstance<string>;
    expect(() => docs.isSelected()).toThrow(new TypeError("docs.isSelected is not a function"));
    expect(docs.getProps()["aria-selected"]).toBe("false");
    expect(() => (docs as Partial<ItemInstance<string>>).startRenaming?.()).not.toThrow();
    expect(onRename).not.toHaveBeenCalled();
  });
});

describe(`${ROUTE}: data, styling, types`, () => {
  it(claim("/getstarted", "The type parameter of useTree<T> is the type of your item data. Whatever dataLoader.getItem returns for an id is what item.getItemData() gives you back."), () => {
    interface Entry {
      name: string;
      childIds?: string[];
    }
    const entry: Entry = { name: "Alpha", childIds: ["c"] };
    const tree = createTree<Entry>({
      rootItemId: "root",
      features: [syncDataLoaderFeature],
      dataLoader: { getItem: (id) => (id === "a" ? entry : { name: id }), getChildren: (id) => (id === "root" ? ["a"] : []) },
      getItemName: (item) => item.getItemData().name,
      isItemFolder: (item) => item.getItemData().childIds !== undefined,
    });
    tree.setMounted(true);
    tree.rebuildTree();
    expect(tree.getItemInstance("a").getItemData()).toBe(entry);
    expect(tree.getItemInstance("a").getItemName()).toBe("Alpha");
  });

  it(claim("/getstarted", "A folder is anything that can be expanded. It may have no children at all, like an empty directory."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] }, { root: ["empty", "file"], empty: [] });
    const empty = tree.getItemInstance("empty");
    expect(empty.isFolder()).toBe(true);
    empty.expand();
    expect(empty.isExpanded()).toBe(true);
    expect(empty.getProps()["aria-expanded"]).toBe(true);
    expect(ids(tree)).toEqual(["empty", "file"]);
    tree.getItemInstance("file").expand();
    expect(tree.getItemInstance("file").isExpanded()).toBe(false);
  });

  it(claim("/getstarted", "use asyncDataLoaderFeature instead: its loader functions return promises, and the tree shows loading states and caches the results."), async () => {
    const pending = new Map<string, () => void>();
    const getItem = vi.fn((id: string) => new Promise<string>((resolve) => pending.set(id, () => resolve(id))));
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem, getChildren: async (id) => FILES[id] ?? [] } });
    await vi.waitFor(() => expect(ids(tree)).toEqual(["docs", "src", "readme.md"]));
    const docs = tree.getItemInstance("docs");
    expect(docs.getItemData()).toBe(null); // not loaded yet: createLoadingItemData's value, or null
    await vi.waitFor(() => expect(docs.isLoading()).toBe(true));
    pending.get("docs")!();
    await vi.waitFor(() => expect(docs.isLoading()).toBe(false));
    const calls = getItem.mock.calls.filter(([id]) => id === "docs").length;
    docs.getItemData();
    await wait();
    expect(getItem.mock.calls.filter(([id]) => id === "docs")).toHaveLength(calls);
  });

  it(claim("/getstarted", "Headless Tree ships no CSS, and apart from AssistiveTreeDescription, an optional hidden live region for keyboard drag and drop, it renders no elements of its own."), async () => {
    for (const name of ["core", "react"]) {
      const files = readdirSync(`node_modules/@headless-tree/${name}`, { recursive: true, encoding: "utf8" });
      expect(files.filter((file) => /\.(css|scss|less)$/.test(file))).toEqual([]);
    }
    const core = await import("@headless-tree/core");
    // Nothing in the core renders: no React, no document.createElement.
    expect(readFileSync("node_modules/@headless-tree/core/dist/index.mjs", "utf8")).not.toContain("createElement(");
    expect(Object.keys(core)).not.toContain("Tree");
    expect(Object.keys(await import("@headless-tree/react")).sort()).toEqual(["AssistiveTreeDescription", "useTree"]);
  });

  it(claim("/getstarted", "The ARIA attributes from item.getProps() work as CSS hooks too"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], initialState: { selectedItems: ["docs"], expandedItems: ["src"] } });
    expect(tree.getItemInstance("docs").getProps()["aria-selected"]).toBe("true");
    expect(tree.getItemInstance("src").getProps()["aria-expanded"]).toBe(true);
  });

  it(claim("/getstarted", "TreeState: the state of the tree, read with tree.getState(). You can control any part of it yourself"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature], state: { selectedItems: ["src"] } });
    expect(tree.getState().selectedItems).toEqual(["src"]);
    tree.setConfig((config) => ({ ...config, state: { ...config.state, expandedItems: ["docs"] } }));
    expect(tree.getState().expandedItems).toEqual(["docs"]);
    expect(ids(tree)).toEqual(["docs", "intro.md", "guide.md", "src", "readme.md"]);
  });

  it(claim("/getstarted", "TreeInstance: what they return; getItems(), getState() and the tree-wide methods of each feature."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature] });
    expect(tree.getItems).toBeTypeOf("function");
    expect(tree.getState).toBeTypeOf("function");
    expect(tree.expandAll).toBeTypeOf("function");
  });

  it(claim("/getstarted", "ItemInstance: one item, as returned by getItems(), getItemInstance(id) and friends."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect(tree.getItemInstance("src")).toBe(tree.getItems()[1]);
    expect(tree.getFocusedItem()).toBe(tree.getItems()[0]);
  });
});

describe(`${ROUTE}: without React`, () => {
  it(claim("/getstarted", "useTree is a thin wrapper around createTree from the core package, which any framework can use. It returns the same TreeInstance."), () => {
    let tree: TreeInstance<string> | undefined;
    function Tree() {
      tree = useTree<string>({ ...minimal, features: [syncDataLoaderFeature] });
      return null;
    }
    const root = createRoot(document.createElement("div"));
    act(() => root.render(createElement(Tree)));
    const plain = mountedTree({ features: [syncDataLoaderFeature] });
    expect(Object.keys(tree!).sort()).toEqual(Object.keys(plain).sort());
    act(() => root.unmount());
  });

  it(claim("/getstarted", "You then do what the hook does for you: tell the tree when it is mounted, and render again when it reports a change through setState."), async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const { tree } = await importBlock<{ tree: TreeInstance<string> }>("vanilla-tree.ts", "\nexport { tree };\n");
      // Mounting and the first rebuild rendered once.
      expect(log.mock.calls.map(([line]) => line)).toEqual(["a", "b"]);
      log.mockClear();
      tree.getItemInstance("a").expand();
      expect(log.mock.calls.map(([line]) => line)).toContain("  a1");
      log.mockClear();
      tree.getItemInstance("b").setFocused();
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it(claim("/getstarted", "The container and item elements register themselves through the ref in their props. Without React, call tree.registerElement(element) and item.registerElement(element) yourself."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    const viaRef = document.createElement("div");
    tree.getContainerProps("Files").ref(viaRef);
    expect(tree.getElement()).toBe(viaRef);
    const row = document.createElement("div");
    tree.getItemInstance("docs").registerElement(row);
    expect(tree.getItemInstance("docs").getElement()).toBe(row);
    const direct = document.createElement("div");
    tree.registerElement(null);
    tree.registerElement(direct);
    expect(tree.getElement()).toBe(direct);
  });

  it(claim("/getstarted", "setMounted is marked @internal in the types, but a tree created with createTree needs it (since 1.5.0)."), () => {
    expect(readFileSync("node_modules/@headless-tree/core/src/features/main/types.ts", "utf8")).toMatch(/\/\*\* @internal \*\/\s*setMounted:/);
    const changelog = readFileSync("node_modules/@headless-tree/core/CHANGELOG.md", "utf8");
    expect(changelog.slice(changelog.indexOf("## 1.5.0"), changelog.indexOf("## 1.4.0"))).toContain("`tree.setMounted(true)` needs to be called once after mount");
    const tree = createTree<string>({ ...minimal, features: [syncDataLoaderFeature] });
    tree.rebuildTree();
    expect(tree.getItems()).toEqual([]);
    tree.setMounted(true);
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
  });

  it(claim("/getstarted", "If your app is compiled with the React Compiler, a tree can stop updating"), () => {
    // What the compiler does, by hand: it memoizes JSX on its inputs, and `tree` is the same object
    // on every render, so a memoized part that reads the tree never renders again.
    const Rows = memo(function Rows({ tree }: { tree: TreeInstance<string> }) {
      return createElement("ul", null, ...tree.getItems().map((item) => createElement("li", { key: item.getId() }, item.getId())));
    });
    let tree: TreeInstance<string> | undefined;
    function Tree() {
      tree = useTree<string>({ ...minimal, features: [syncDataLoaderFeature] });
      return createElement(Rows, { tree });
    }
    const host = document.createElement("div");
    const root = createRoot(host);
    act(() => root.render(createElement(Tree)));
    // Rendered once, before the tree was mounted, and never again: not even the first items show.
    expect(ids(tree!)).toHaveLength(3);
    expect(host.querySelectorAll("li")).toHaveLength(0);
    act(() => tree!.getItemInstance("src").expand());
    expect(ids(tree!)).toHaveLength(5);
    expect(host.querySelectorAll("li")).toHaveLength(0);
    act(() => root.unmount());
  });
});
