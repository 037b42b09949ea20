// Claims of content/recipe/external-state-updates.mdx that need no browser. What React renders after
// an update, and the demos, run in Chromium (../claims-chromium/recipe-external-state-updates.test.ts).
import {
  asyncDataLoaderFeature,
  createOnDropHandler,
  createTree,
  insertItemsAtTarget,
  removeItemsFromParents,
  syncDataLoaderFeature,
  type TreeDataLoader,
} from "@headless-tree/core";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree, wait } from "./tree";

const ids = (tree: { getItems: () => Array<{ getId: () => string }> }) => tree.getItems().map((item) => item.getId());

describe("/recipe/external-state-updates", () => {
  it(claim("/recipe/external-state-updates", "Its own operations do that for you: opening and closing folders, and drops handled with removeItemsFromParents, insertItemsAtTarget or createOnDropHandler"), async () => {
    const data: Record<string, string[]> = { root: ["a", "b"], a: ["a1"], b: [] };
    const tree = mountedTree({ features: [syncDataLoaderFeature] }, data);
    const rebuild = vi.spyOn(tree, "rebuildTree");
    tree.getItemInstance("a").expand();
    tree.getItemInstance("a").collapse();
    expect(rebuild).toHaveBeenCalledTimes(2);
    const write = (item: { getId: () => string }, children: string[]) => void (data[item.getId()] = children);
    tree.getItemInstance("a").expand();
    rebuild.mockClear();
    await removeItemsFromParents([tree.getItemInstance("a1")], write);
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect(ids(tree)).toEqual(["a", "b"]);
    await insertItemsAtTarget(["a1"], { item: tree.getItemInstance("root") }, write);
    expect(rebuild).toHaveBeenCalledTimes(2);
    expect(ids(tree)).toEqual(["a", "b", "a1"]);
    await createOnDropHandler<string>(write)([tree.getItemInstance("a1")], { item: tree.getItemInstance("a") });
    expect(ids(tree)).toEqual(["a", "a1", "b"]);
  });

  it(claim("/recipe/external-state-updates", "the tree calls your getItem whenever it needs an item's data and your getChildren whenever it builds the list of visible items. Nothing is cached"), () => {
    const getItem = vi.fn((id: string) => id);
    const getChildren = vi.fn((id: string) => (id === "root" ? ["a", "b"] : []));
    const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem, getChildren } });
    getItem.mockClear();
    getChildren.mockClear();
    tree.getItemInstance("a").getItemData();
    tree.getItemInstance("a").getItemData();
    expect(getItem).toHaveBeenCalledTimes(2);
    tree.rebuildTree();
    tree.rebuildTree();
    expect(getChildren.mock.calls.filter(([id]) => id === "root")).toHaveLength(2);
  });

  it(claim("/recipe/external-state-updates", "the list of visible items is only built again by TreeInstance.rebuildTree. So after changing the data, call tree.rebuildTree(). It also updates the tree's state, which makes React render the tree again."), () => {
    const data: Record<string, string[]> = { root: ["a", "b"] };
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setState }, data);
    data.root = ["a", "b", "c"];
    expect(ids(tree)).toEqual(["a", "b"]);
    setState.mockClear();
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["a", "b", "c"]);
    expect(setState).toHaveBeenCalledTimes(1);
  });

  it(claim("/recipe/external-state-updates", "Call it after the change, once getChildren returns the new children: the rebuild reads them right away."), () => {
    const tasks: Record<string, { name: string; children?: string[] }> = { root: { name: "Tasks", children: [] } };
    const tree = mountedTree(
      { features: [syncDataLoaderFeature], dataLoader: { getItem: (id) => id, getChildren: (id) => tasks[id]?.children ?? [] } },
      {},
    );
    tree.rebuildTree(); // too early: nothing has changed yet
    tasks.t1 = { name: "New" };
    tasks.root!.children!.push("t1");
    expect(ids(tree)).toEqual([]);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["t1"]);
  });

  it(claim("/recipe/external-state-updates", "rebuildTree() alone would build the list from the cache again and keep showing the old state."), async () => {
    const server: Record<string, string[]> = { root: ["a"] };
    const loader: TreeDataLoader<string> = { getItem: async (id) => id, getChildren: async (id) => [...(server[id] ?? [])] };
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadChildrenIds("root");
    await wait(10); // the load that mounting scheduled has run too
    tree.rebuildTree();
    server.root!.push("b");
    tree.rebuildTree();
    await wait(10);
    expect(ids(tree)).toEqual(["a"]);
  });

  it(claim("/recipe/external-state-updates", "drop the cached data or children of one item and fetch them again; the tree updates by itself once they have arrived. While they load, the item shows as loading; pass true (item.invalidateChildrenIds(true)) to keep showing the old data until the new data is there instead."), async () => {
    const server: Record<string, string[]> = { root: ["a"] };
    let name = "A";
    const getChildren = vi.fn(async (id: string) => (await wait(5), [...(server[id] ?? [])]));
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem: async (id) => (await wait(5), id === "a" ? name : id), getChildren } });
    await tree.loadChildrenIds("root");
    await tree.loadItemData("a");
    tree.rebuildTree();
    server.root!.push("b");
    name = "A2";
    const root = tree.getRootItem();
    const plain = root.invalidateChildrenIds();
    const data = tree.getItemInstance("a").invalidateItemData();
    expect(root.isLoading()).toBe(true);
    expect(tree.getItemInstance("a").isLoading()).toBe(true);
    await Promise.all([plain, data]);
    expect(ids(tree)).toEqual(["a", "b"]); // no rebuildTree() of ours
    expect(tree.getItemInstance("a").getItemData()).toBe("A2");
    server.root!.push("c");
    const optimistic = root.invalidateChildrenIds(true);
    expect(root.isLoading()).toBe(false);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["a", "b"]);
    await optimistic;
    expect(ids(tree)).toEqual(["a", "b", "c"]);
  });

  it(claim("/recipe/external-state-updates", "put it into the cache directly and rebuild the tree, without a request. Pass true as second argument to skip the rebuild when you update several items in a row, and call tree.rebuildTree() once at the end."), async () => {
    const getChildren = vi.fn(async (id: string) => (id === "root" ? ["a"] : []));
    const getItem = vi.fn(async (id: string) => ({ name: id }));
    const tree = createTree<{ name: string }>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData()?.name ?? "",
      isItemFolder: () => false,
      dataLoader: { getItem, getChildren },
      features: [asyncDataLoaderFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    await tree.loadChildrenIds("root");
    await tree.loadItemData("a");
    await wait(10); // the load that mounting scheduled has run too
    tree.rebuildTree();
    getChildren.mockClear();
    getItem.mockClear();
    const rebuild = vi.spyOn(tree, "rebuildTree");
    tree.getRootItem().updateCachedChildrenIds(["a", "b"]);
    expect(rebuild).toHaveBeenCalledTimes(1);
    expect(ids(tree)).toEqual(["a", "b"]);
    tree.getItemInstance("a").updateCachedData({ name: "renamed" });
    expect(tree.getItemInstance("a").getItemName()).toBe("renamed");
    expect(rebuild).toHaveBeenCalledTimes(2);
    tree.getRootItem().updateCachedChildrenIds(["b"], true);
    tree.getItemInstance("b").updateCachedData({ name: "bee" }, true);
    expect(rebuild).toHaveBeenCalledTimes(2);
    expect(ids(tree)).toEqual(["a", "b"]);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["b"]);
    await wait(10);
    expect(getChildren).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();
  });

  it(claim("/recipe/external-state-updates", "Call TreeInstance.scheduleRebuildTree instead. It only sets a flag, and the tree rebuilds the next time tree.getItems() is called"), () => {
    let data: Record<string, string[]> = { root: ["a", "b"] };
    const setState = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature], setState, dataLoader: { getItem: (id) => id, getChildren: (id) => data[id] ?? [] } });
    setState.mockClear();
    tree.scheduleRebuildTree();
    data = { root: ["c"] }; // the new value arrives later, as with a React state in the next render
    expect(setState).not.toHaveBeenCalled();
    expect(ids(tree)).toEqual(["c"]);
  });

  it(claim("/recipe/external-state-updates", "Any call of tree.getItems() before that render, also one made inside the library, rebuilds with the old data and clears the flag, so the next render keeps the old items. tree.getFocusedItem() makes such a call while no item has been focused yet."), () => {
    const run = (focusFirst: boolean) => {
      let data: Record<string, string[]> = { root: ["a", "b"] };
      const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: (id) => id, getChildren: (id) => data[id] ?? [] } });
      if (focusFirst) tree.getItemInstance("b").setFocused();
      expect(tree.getState().focusedItem).toBe(focusFirst ? "b" : null);
      tree.scheduleRebuildTree();
      tree.getFocusedItem(); // e.g. in the same event handler, before React renders
      data = { root: ["a", "b", "c"] }; // the next render's data
      return ids(tree); // what the next render lists
    };
    expect(run(false)).toEqual(["a", "b"]);
    expect(run(true)).toEqual(["a", "b", "c"]);
  });

  it(claim("/recipe/external-state-updates", "scheduleRebuildTree is marked @deprecated in the library's types, as an experimental method that may be removed or changed, so editors show it struck through."), () => {
    // An editor's view of a call: the language service reports deprecated uses as suggestions
    // (reportsDeprecated), which editors draw struck through.
    const file = join(import.meta.dirname, "__schedule-rebuild.ts");
    const source = 'import type { TreeInstance } from "@headless-tree/core";\nexport const later = (tree: TreeInstance<string>) => tree.scheduleRebuildTree();\n';
    const options: ts.CompilerOptions = { strict: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true };
    const service = ts.createLanguageService({
      getCompilationSettings: () => options,
      getScriptFileNames: () => [file],
      getScriptVersion: () => "1",
      getScriptSnapshot: (name) => {
        const text = name === file ? source : ts.sys.readFile(name);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => join(import.meta.dirname, "../.."),
      getDefaultLibFileName: ts.getDefaultLibFilePath,
      fileExists: (name) => name === file || ts.sys.fileExists(name),
      readFile: (name) => (name === file ? source : ts.sys.readFile(name)),
    });
    expect(service.getSemanticDiagnostics(file)).toEqual([]);
    const deprecated = service.getSuggestionDiagnostics(file).filter((d) => d.reportsDeprecated);
    expect(deprecated.map((d) => source.slice(d.start!, d.start! + d.length!))).toEqual(["scheduleRebuildTree"]);
    const info = service.getQuickInfoAtPosition(file, source.indexOf("scheduleRebuildTree"))!;
    const tag = info.tags?.find((t) => t.name === "deprecated");
    expect(ts.displayPartsToString(tag?.text)).toMatch(/experimental.*removed or changed/i);
    // It still works: the flag makes the next getItems() rebuild.
    let data: Record<string, string[]> = { root: ["a"] };
    const tree = mountedTree({ features: [syncDataLoaderFeature], dataLoader: { getItem: (id) => id, getChildren: (id) => data[id] ?? [] } });
    tree.scheduleRebuildTree();
    data = { root: ["a", "b"] };
    expect(ids(tree)).toEqual(["a", "b"]);
  });
});
