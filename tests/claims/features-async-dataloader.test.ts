// @vitest-environment happy-dom
// Claims of content/features/async-dataloader.mdx: loading states, caching and invalidation (no
// layout involved). The two demos run in Chromium: tests/claims-chromium/features-async-dataloader.test.ts.
import {
  asyncDataLoaderFeature,
  checkboxesFeature,
  createOnDropHandler,
  dragAndDropFeature,
  expandAllFeature,
  insertItemsAtTarget,
  removeItemsFromParents,
  selectionFeature,
  type ItemInstance,
  type TreeDataLoader,
  type TreeInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ids = (tree: TreeInstance<string>) => tree.getItems().map((item) => item.getId());

/** A loader whose answers arrive after `ms` milliseconds, counting its calls. */
function slowLoader(ms = 5, data: (id: string) => unknown = (id) => id, children: Record<string, string[]> = FILES) {
  const getItem = vi.fn(async (id: string) => (await wait(ms), data(id)) as string);
  const getChildren = vi.fn(async (id: string) => (await wait(ms), children[id] ?? []));
  return { loader: { getItem, getChildren } satisfies TreeDataLoader<string>, getItem, getChildren };
}

/** A tree with a slow loader whose root level has arrived. */
async function loadedTree(ms = 5, options: Parameters<typeof mountedTree>[0] = {}) {
  const { loader, getItem, getChildren } = slowLoader(ms);
  const tree = mountedTree({ features: [asyncDataLoaderFeature, selectionFeature], dataLoader: loader, ...options });
  await tree.loadChildrenIds("root");
  return { tree, getItem, getChildren };
}

describe("/features/async-dataloader", () => {
  it(claim("/features/async-dataloader", "The tree asks for an item's data or children only when it needs them, which is usually when they are about to be rendered."), async () => {
    const { tree, getItem, getChildren } = await loadedTree();
    for (const item of tree.getItems()) item.getItemName(); // what rendering the rows reads
    await vi.waitFor(() => expect(getItem.mock.calls.map(([id]) => id).sort()).toEqual(["docs", "readme.md", "src"]));
    expect(getChildren.mock.calls.map(([id]) => id)).toEqual(["root"]);
    tree.getItemInstance("src").expand();
    await vi.waitFor(() => expect(getChildren.mock.calls.map(([id]) => id)).toEqual(["root", "src"]));
  });

  it(claim("/features/async-dataloader", "It shows them as loading in the meantime, and caches every answer until you invalidate it."), async () => {
    const { tree, getItem } = await loadedTree();
    tree.getItemInstance("docs").getItemName();
    await wait(1);
    expect(tree.getItemInstance("docs").isLoading()).toBe(true);
    await vi.waitFor(() => expect(tree.getItemInstance("docs").isLoading()).toBe(false));
    tree.getItemInstance("docs").getItemName();
    await wait(20);
    expect(getItem).toHaveBeenCalledTimes(1);
    await tree.getItemInstance("docs").invalidateItemData();
    expect(getItem).toHaveBeenCalledTimes(2);
  });

  it(claim("/features/async-dataloader", "Until an item's data has arrived, item.getItemData() returns what createLoadingItemData produces, or null without that option."), async () => {
    const { tree } = await loadedTree();
    expect(tree.getItemInstance("docs").getItemData()).toBeNull();
    const withPlaceholder = await loadedTree(5, { createLoadingItemData: () => "Loading…" });
    expect(withPlaceholder.tree.getItemInstance("docs").getItemData()).toBe("Loading…");
    await vi.waitFor(() => expect(withPlaceholder.tree.getItemInstance("docs").getItemData()).toBe("docs"));
  });

  it(claim("/features/async-dataloader", "Your getItemName and isItemFolder run on this placeholder too."), async () => {
    const seen: unknown[] = [];
    const { tree } = await loadedTree(5, {
      createLoadingItemData: () => "placeholder",
      getItemName: (item) => (seen.push(item.getItemData()), String(item.getItemData())),
      isItemFolder: (item) => (seen.push(item.getItemData()), false),
    });
    expect(tree.getItemInstance("docs").getItemName()).toBe("placeholder");
    tree.getItemInstance("docs").isFolder();
    expect(seen).toEqual(["placeholder", "placeholder"]);
  });

  it(claim("/features/async-dataloader", "A folder's children are fetched the first time the tree needs them: for the root when the tree is built, for any other folder when it is expanded."), async () => {
    const { loader, getChildren } = slowLoader();
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await vi.waitFor(() => expect(getChildren.mock.calls.map(([id]) => id)).toEqual(["root"]));
    await vi.waitFor(() => expect(ids(tree)).toEqual(["docs", "src", "readme.md"]));
    tree.getItemInstance("docs").expand();
    await vi.waitFor(() => expect(getChildren.mock.calls.map(([id]) => id)).toEqual(["root", "docs"]));
  });

  it(claim("/features/async-dataloader", "An item's data is fetched the first time it is read."), async () => {
    const { tree, getItem } = await loadedTree();
    await wait(20);
    expect(getItem).not.toHaveBeenCalled();
    tree.getItemInstance("readme.md").getItemData();
    await vi.waitFor(() => expect(getItem.mock.calls.map(([id]) => id)).toEqual(["readme.md"]));
  });

  it(claim("/features/async-dataloader", "While that happens, the item's id is in the loadingItemChildrens or the loadingItemData state atom, and item.isLoading() returns true for both cases."), async () => {
    const { tree } = await loadedTree();
    const data = tree.loadItemData("docs");
    const children = tree.loadChildrenIds("src");
    expect(tree.getState()).toMatchObject({ loadingItemData: ["docs"], loadingItemChildrens: ["src"] });
    expect([tree.getItemInstance("docs").isLoading(), tree.getItemInstance("src").isLoading(), tree.getItemInstance("readme.md").isLoading()]).toEqual([true, true, false]);
    await Promise.all([data, children]);
    expect([tree.getItemInstance("docs").isLoading(), tree.getItemInstance("src").isLoading()]).toEqual([false, false]);
  });

  it(claim("/features/async-dataloader", "item.hasLoadedData() tells whether the item's data is in the cache yet."), async () => {
    const { tree } = await loadedTree();
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(false);
    const loading = tree.loadItemData("docs");
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(false);
    await loading;
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(true);
  });

  /** A tree whose loader answered `value` for docs, read once more after the answer: the read asks the loader again. */
  async function readAfterFalsyAnswer(value: unknown) {
    const { loader, getItem } = slowLoader(1, () => value);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadItemData("docs");
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(true);
    tree.getItemInstance("docs").getItemData();
    await vi.waitFor(() => expect(getItem).toHaveBeenCalledTimes(2));
    return { tree, getItem };
  }

  it(claim("/features/async-dataloader", "Make item data an object, or at least truthy: the cache takes an empty string, 0, false or null for missing."), async () => {
    for (const value of ["", 0, false, null]) {
      await readAfterFalsyAnswer(value);
    }
  });

  it(claim("/features/async-dataloader", "Such a value is never shown: item.getItemData() returns the placeholder from createLoadingItemData instead, or null without that option."), async () => {
    for (const placeholder of ["Loading…", undefined]) {
      for (const value of ["", 0, false, null, "docs"]) {
        const { loader } = slowLoader(1, () => value);
        const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader, ...(placeholder ? { createLoadingItemData: () => placeholder } : {}) });
        expect(await tree.loadItemData("docs")).toBe(value); // the loader's answer has arrived
        const docs = tree.getItemInstance("docs");
        expect(docs.hasLoadedData()).toBe(true);
        // A truthy value is shown; a falsy one never is, not even once it is in the cache.
        expect([value, docs.getItemData(), docs.getItemName()]).toEqual(value ? [value, value, value] : [value, placeholder ?? null, placeholder ?? null]);
        await vi.waitFor(() => expect(tree.getState().loadingItemData).toEqual([]));
        expect(docs.getItemData()).toBe(value || (placeholder ?? null));
      }
    }
  });

  it(claim("/features/async-dataloader", "And every read fetches it again, even though hasLoadedData() says true."), async () => {
    for (const value of ["", 0, false, null]) {
      const { tree, getItem } = await readAfterFalsyAnswer(value);
      await vi.waitFor(() => expect(tree.getState().loadingItemData).toEqual([]));
      expect(tree.getItemInstance("docs").hasLoadedData()).toBe(true);
      tree.getItemInstance("docs").getItemData();
      await vi.waitFor(() => expect(getItem).toHaveBeenCalledTimes(3));
    }
  });

  it(claim("/features/async-dataloader", "A folder cannot be expanded while its children are loading."), async () => {
    const { tree } = await loadedTree(20);
    const loading = tree.loadChildrenIds("src");
    expect(tree.getState().loadingItemChildrens).toContain("src");
    tree.getItemInstance("src").expand();
    expect(tree.getState().expandedItems).not.toContain("src");
    await loading;
    tree.getItemInstance("src").expand();
    expect(tree.getState().expandedItems).toContain("src");
  });

  it(claim("/features/async-dataloader", "Requests are not duplicated while they run: asking again for something that is still loading waits for the running request."), async () => {
    const { tree, getItem, getChildren } = await loadedTree();
    const [a, b] = await Promise.all([tree.loadItemData("docs"), tree.loadItemData("docs")]);
    expect([a, b]).toEqual(["docs", "docs"]);
    const [c, d] = await Promise.all([tree.loadChildrenIds("src"), tree.loadChildrenIds("src")]);
    expect([c, d]).toEqual([FILES.src, FILES.src]);
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(getChildren.mock.calls.filter(([id]) => id === "src")).toHaveLength(1);
  });

  it(claim("/features/async-dataloader", "Optimistic invalidations are the exception: the item keeps its old value and is not marked as loading, so every invalidateItemData(true) or invalidateChildrenIds(true) calls the loader, even while an earlier one is still running, and the answer that arrives last stays in the cache, even when it is the older one."), async () => {
    // A loader whose answers the test hands over, one request at a time, in any order.
    const itemAnswers: Array<(data: string) => void> = [];
    const childrenAnswers: Array<(ids: string[]) => void> = [];
    const getItem = vi.fn((_id: string) => new Promise<string>((resolve) => itemAnswers.push(resolve)));
    const getChildren = vi.fn((_id: string) => new Promise<string[]>((resolve) => childrenAnswers.push(resolve)));
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem, getChildren } });
    await vi.waitFor(() => expect(getChildren).toHaveBeenCalledTimes(1)); // the root's children
    childrenAnswers[0]!(["docs", "src", "readme.md"]);
    await vi.waitFor(() => expect(ids(tree)).toEqual(["docs", "src", "readme.md"]));
    const docs = tree.getItemInstance("docs");
    const loaded = tree.loadItemData("docs");
    itemAnswers[0]!("docs v0");
    await loaded;

    // Three optimistic invalidations in a row: three requests, and no loading state meanwhile.
    const first = docs.invalidateItemData(true);
    const second = docs.invalidateItemData(true);
    const third = docs.invalidateItemData(true);
    expect(getItem).toHaveBeenCalledTimes(4);
    expect([docs.isLoading(), docs.getItemData()]).toEqual([false, "docs v0"]);
    // The newest request answers first, the oldest last: the oldest answer is the one kept.
    itemAnswers[3]!("docs v3");
    await third;
    expect(docs.getItemData()).toBe("docs v3");
    itemAnswers[2]!("docs v2");
    itemAnswers[1]!("docs v1");
    await Promise.all([first, second]);
    expect(docs.getItemData()).toBe("docs v1");

    // The same for children.
    const root = tree.getRootItem();
    const older = root.invalidateChildrenIds(true);
    const newer = root.invalidateChildrenIds(true);
    expect(getChildren).toHaveBeenCalledTimes(3);
    expect(tree.getState().loadingItemChildrens).toEqual([]);
    childrenAnswers[2]!(["src"]);
    await newer;
    expect(ids(tree)).toEqual(["src"]);
    childrenAnswers[1]!(["docs", "src"]);
    await older;
    expect(ids(tree)).toEqual(["docs", "src"]);

    // Without true, the invalidations after the first wait for its request.
    const plain = [docs.invalidateItemData(), docs.invalidateItemData(), docs.invalidateItemData()];
    expect(getItem).toHaveBeenCalledTimes(5);
    expect(docs.isLoading()).toBe(true);
    itemAnswers[4]!("docs v4");
    await Promise.all(plain);
    expect(docs.getItemData()).toBe("docs v4");
    expect(getItem).toHaveBeenCalledTimes(5);
  });

  it(claim("/features/async-dataloader", "A loader that answers at once is called more than once too: again for every read of the item before its first answer is cached"), async () => {
    interface Entry {
      name: string;
      isDirectory: boolean;
    }
    // Set up as on the page (names and folders come from the data, a placeholder meanwhile), with a
    // loader that answers at once, and rows as a plain React component renders them.
    const getItem = vi.fn(async (id: string): Promise<Entry> => ({ name: id, isDirectory: id in FILES }));
    const readsBeforeCached: Record<string, number> = {};
    const read = (item: ItemInstance<Entry>) => {
      if (!item.hasLoadedData()) readsBeforeCached[item.getId()] = (readsBeforeCached[item.getId()] ?? 0) + 1;
      return item.getItemData();
    };
    let tree!: TreeInstance<Entry>;
    function Tree() {
      tree = useTree<Entry>({
        rootItemId: "root",
        getItemName: (item) => read(item).name,
        isItemFolder: (item) => read(item).isDirectory,
        createLoadingItemData: () => ({ name: "Loading…", isDirectory: false }),
        dataLoader: { getItem, getChildren: async (id) => FILES[id] ?? [] },
        features: [asyncDataLoaderFeature],
      });
      return createElement("div", tree.getContainerProps("Files"), tree.getItems().map((item) => createElement("div", { ...item.getProps(), key: item.getId() }, item.getItemName())));
    }
    const element = document.createElement("div");
    const root = createRoot(element);
    await act(async () => root.render(createElement(Tree)));
    await vi.waitFor(async () => {
      await act(() => wait(5));
      expect([...element.querySelectorAll('[role="treeitem"]')].map((row) => row.textContent)).toEqual(["docs", "src", "readme.md"]);
    });
    const calls = (id: string) => getItem.mock.calls.filter(([called]) => called === id).length;
    for (const id of ["docs", "src", "readme.md"]) {
      expect(calls(id)).toBeGreaterThan(1);
      expect(calls(id)).toBe(readsBeforeCached[id]);
    }
    // Once the answer is cached, reads no longer call it.
    const before = getItem.mock.calls.length;
    await act(async () => tree.getItemInstance("src").setFocused());
    await act(() => wait(20));
    expect(getItem.mock.calls.length).toBe(before);
    act(() => root.unmount());

    // Without React: three reads in a row, three calls; one read, one call.
    const quick = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: { getItem: vi.fn(async (id: string) => id), getChildren: async (id) => FILES[id] ?? [] } });
    await quick.loadChildrenIds("root");
    const quickGetItem = vi.mocked(quick.getConfig().dataLoader.getItem);
    for (let i = 0; i < 3; i++) quick.getItemInstance("docs").getItemData();
    quick.getItemInstance("src").getItemData();
    await vi.waitFor(() => expect(quick.getItemInstance("src").hasLoadedData()).toBe(true));
    expect(quickGetItem.mock.calls.map(([id]) => id)).toEqual(["docs", "docs", "docs", "src"]);
  });

  it(claim("/features/async-dataloader", "onLoadedItem and onLoadedChildren are called whenever a result arrives, for example to put it into a cache of your own."), async () => {
    const onLoadedItem = vi.fn();
    const onLoadedChildren = vi.fn();
    const { tree } = await loadedTree(5, { onLoadedItem, onLoadedChildren });
    await tree.loadItemData("docs");
    await tree.loadChildrenIds("src");
    await tree.getItemInstance("docs").invalidateItemData();
    expect(onLoadedItem.mock.calls).toEqual([["docs", "docs"], ["docs", "docs"]]);
    expect(onLoadedChildren.mock.calls).toEqual([["root", ["docs", "src", "readme.md"]], ["src", ["index.ts", "lib"]]]);
  });

  it(claim("/features/async-dataloader", "A loader whose promise rejects leaves its item loading for good"), async () => {
    const tree = mountedTree({
      features: [asyncDataLoaderFeature],
      dataLoader: { getItem: async () => Promise.reject(new Error("offline")), getChildren: async (id) => FILES[id] ?? [] },
    });
    await tree.loadChildrenIds("root");
    await expect(tree.loadItemData("docs")).rejects.toThrow("offline");
    await wait(50);
    expect(tree.getItemInstance("docs").isLoading()).toBe(true);
    expect(tree.getState().loadingItemData).toEqual(["docs"]);
  });

  it(claim("/features/async-dataloader", "Provide getChildrenWithData instead of getChildren; it returns { id, data } objects. The tree then caches every child's data right away and does not call getItem for them, which saves one request per child."), async () => {
    const getItem = vi.fn(async (id: string) => id);
    const tree = mountedTree({
      features: [asyncDataLoaderFeature],
      dataLoader: { getItem, getChildrenWithData: async (id) => (await wait(5), (FILES[id] ?? []).map((child) => ({ id: child, data: `${child} (with parent)` }))) },
    });
    await tree.loadChildrenIds("root");
    expect(tree.getItems().map((item) => item.getItemData())).toEqual(["docs (with parent)", "src (with parent)", "readme.md (with parent)"]);
    tree.getItemInstance("src").expand();
    await vi.waitFor(() => expect(ids(tree)).toHaveLength(5));
    for (const item of tree.getItems()) item.getItemName();
    await wait(20);
    expect(getItem).not.toHaveBeenCalled();
  });

  it(claim("/features/async-dataloader", "The cache lives as long as the tree and never expires by itself."), async () => {
    const { tree, getItem } = await loadedTree(1);
    await tree.loadItemData("docs");
    await wait(300);
    tree.rebuildTree();
    expect(tree.getItemInstance("docs").getItemData()).toBe("docs");
    await wait(10);
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it(claim("/features/async-dataloader", "item.invalidateItemData() and item.invalidateChildrenIds() drop the cached value and fetch it again, showing the loading state meanwhile."), async () => {
    let version = 1;
    const children: Record<string, string[]> = { ...FILES };
    const { loader } = slowLoader(5, (id) => `${id} v${version}`, children);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader, createLoadingItemData: () => "…" });
    await tree.loadChildrenIds("root");
    await tree.loadItemData("docs");
    version = 2;
    const data = tree.getItemInstance("docs").invalidateItemData();
    expect([tree.getItemInstance("docs").isLoading(), tree.getItemInstance("docs").getItemData()]).toEqual([true, "…"]);
    await data;
    expect(tree.getItemInstance("docs").getItemData()).toBe("docs v2");
    children.root = ["src"];
    const reload = tree.getRootItem().invalidateChildrenIds();
    expect(tree.getState().loadingItemChildrens).toEqual(["root"]);
    await reload;
    expect(ids(tree)).toEqual(["src"]);
  });

  it(claim("/features/async-dataloader", "Until the new children arrive, the old ones stay in the item list, unless something rebuilds it in the meantime."), async () => {
    const children: Record<string, string[]> = { ...FILES };
    const { loader } = slowLoader(10, (id) => id, children);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadChildrenIds("root");
    children.root = ["src"];
    const reload = tree.getRootItem().invalidateChildrenIds();
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    tree.rebuildTree(); // e.g. a folder opened meanwhile
    expect(ids(tree)).toEqual([]);
    await reload;
    expect(ids(tree)).toEqual(["src"]);
  });

  it(claim("/features/async-dataloader", "Pass true (optimistic) to keep showing the old value until the new one has arrived, without a loading state."), async () => {
    let version = 1;
    const children: Record<string, string[]> = { ...FILES };
    const { loader } = slowLoader(5, (id) => `${id} v${version}`, children);
    const tree = mountedTree({ features: [asyncDataLoaderFeature], dataLoader: loader });
    await tree.loadChildrenIds("root");
    await tree.loadItemData("docs");
    version = 2;
    const optimistic = tree.getItemInstance("docs").invalidateItemData(true);
    expect(tree.getItemInstance("docs").isLoading()).toBe(false);
    expect(tree.getItemInstance("docs").getItemData()).toBe("docs v1");
    await optimistic;
    expect(tree.getItemInstance("docs").getItemData()).toBe("docs v2");
    children.root = ["src"];
    const reload = tree.getRootItem().invalidateChildrenIds(true);
    expect(tree.getState().loadingItemChildrens).toEqual([]);
    tree.rebuildTree();
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    await reload;
    expect(ids(tree)).toEqual(["src"]);
  });

  it(claim("/features/async-dataloader", "item.updateCachedData(data) and item.updateCachedChildrenIds(ids) put a value you already have into the cache, such as the result of your own mutation request. No request is made. Both rebuild the item list, unless you pass true as the second argument."), async () => {
    const { tree, getItem, getChildren } = await loadedTree(1);
    getChildren.mockClear();
    const rebuilt = vi.fn();
    tree.setConfig((config) => ({ ...config, setState: rebuilt }));
    tree.getRootItem().updateCachedChildrenIds(["docs"], true);
    tree.getItemInstance("docs").updateCachedData("Docs", true);
    expect(rebuilt).not.toHaveBeenCalled();
    expect(ids(tree)).toEqual(["docs", "src", "readme.md"]);
    tree.getRootItem().updateCachedChildrenIds(["docs"]);
    expect(ids(tree)).toEqual(["docs"]);
    tree.getItemInstance("docs").updateCachedData("Documents");
    expect(rebuilt).toHaveBeenCalledTimes(2);
    expect(tree.getItemInstance("docs").getItemData()).toBe("Documents");
    await wait(20);
    expect(getItem).not.toHaveBeenCalled();
    expect(getChildren).not.toHaveBeenCalled();
  });

  it(claim("/features/async-dataloader", "item.updateCachedData(undefined) empties an item's data cache without fetching. The data is fetched again the next time something reads it, which for a visible item is the next render."), async () => {
    const getItem = vi.fn(async (id: string) => (await wait(2), id));
    let tree!: TreeInstance<string>;
    let renders = 0;
    function Tree() {
      renders++;
      tree = useTree<string>({
        rootItemId: "root",
        getItemName: (item) => String(item.getItemData()),
        isItemFolder: (item) => item.getId() in FILES,
        dataLoader: { getItem, getChildren: async (id) => FILES[id] ?? [] },
        features: [asyncDataLoaderFeature],
      });
      return createElement("div", null, tree.getItems().map((item) => createElement("span", { key: item.getId() }, item.getItemName())));
    }
    const root = createRoot(document.createElement("div"));
    await act(async () => root.render(createElement(Tree)));
    const docsCalls = () => getItem.mock.calls.filter(([id]) => id === "docs").length;
    await vi.waitFor(async () => {
      await act(() => wait(10));
      expect(tree.getItemInstance("docs").getItemData()).toBe("docs");
    });
    expect(docsCalls()).toBe(1);
    const before = renders;
    // Without rebuilding (second argument true) nothing renders, so nothing reads it and nothing is fetched.
    tree.getItemInstance("docs").updateCachedData(undefined, true);
    await act(() => wait(30));
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(false);
    expect(docsCalls()).toBe(1);
    expect(renders).toBe(before);
    // The next render reads it and fetches it.
    await act(async () => tree.getItemInstance("src").setFocused());
    expect(renders).toBeGreaterThan(before);
    await vi.waitFor(() => expect(docsCalls()).toBe(2));
    act(() => root.unmount());
  });

  it(claim("/features/async-dataloader", "The drag-and-drop helpers insertItemsAtTarget and removeItemsFromParents update the cached children for you."), async () => {
    const onChange = vi.fn();
    const { tree, getChildren } = await loadedTree(1, { features: [asyncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    await tree.loadChildrenIds("docs");
    await removeItemsFromParents([tree.getItemInstance("readme.md")], onChange);
    await insertItemsAtTarget(["readme.md"], { item: tree.getItemInstance("docs") }, onChange);
    expect(tree.retrieveChildrenIds("root", true)).toEqual(["docs", "src"]);
    expect(tree.retrieveChildrenIds("docs", true)).toEqual(["intro.md", "guide.md", "readme.md"]);
    expect(getChildren.mock.calls.filter(([id]) => id === "docs")).toHaveLength(1);
  });

  it(claim("/features/async-dataloader", "tree.loadItemData(itemId) and tree.loadChildrenIds(itemId) return a promise for an item's data or children, from the cache or from the loader. They work for any item, visible or not"), async () => {
    const { tree, getItem, getChildren } = await loadedTree();
    expect(tree.getItemInstance("a.ts").getItemMeta().index).toBe(-1); // not visible
    expect(await tree.loadItemData("a.ts")).toBe("a.ts");
    expect(await tree.loadChildrenIds("lib")).toEqual(["a.ts", "b.ts"]);
    expect(await tree.loadItemData("a.ts")).toBe("a.ts");
    expect(await tree.loadChildrenIds("lib")).toEqual(["a.ts", "b.ts"]);
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(getChildren.mock.calls.filter(([id]) => id === "lib")).toHaveLength(1);
  });

  it(claim("/features/async-dataloader", "The older waitForItemDataLoaded and waitForItemChildrenLoaded do the same and are deprecated."), async () => {
    const { tree, getItem } = await loadedTree();
    expect(await tree.waitForItemDataLoaded("a.ts")).toBe("a.ts");
    expect(await tree.waitForItemChildrenLoaded("lib")).toEqual(["a.ts", "b.ts"]);
    expect(await tree.waitForItemDataLoaded("a.ts")).toBe("a.ts");
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it(claim("/features/async-dataloader", "tree.retrieveItemData(itemId) and tree.retrieveChildrenIds(itemId) are the synchronous versions the tree uses while rendering: they return what is cached (or the placeholder, or an empty list) and start a request if nothing is. retrieveChildrenIds(itemId, true) reads the cache without starting one."), async () => {
    const { tree, getItem, getChildren } = await loadedTree(5, { createLoadingItemData: () => "…" });
    expect(tree.retrieveItemData("docs")).toBe("…");
    expect(tree.retrieveChildrenIds("lib", true)).toEqual([]);
    await wait(20);
    expect(getChildren.mock.calls.filter(([id]) => id === "lib")).toHaveLength(0);
    expect(tree.retrieveChildrenIds("lib")).toEqual([]);
    await vi.waitFor(() => expect(tree.retrieveItemData("docs")).toBe("docs"));
    await vi.waitFor(() => expect(tree.retrieveChildrenIds("lib")).toEqual(["a.ts", "b.ts"]));
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it(claim("/features/async-dataloader", "Checkboxes: checking a folder loads all its descendants, to check them too."), async () => {
    const { tree, getChildren } = await loadedTree(2, { features: [asyncDataLoaderFeature, selectionFeature, checkboxesFeature] });
    await tree.getItemInstance("src").setChecked();
    expect(getChildren.mock.calls.map(([id]) => id).sort()).toEqual(["lib", "root", "src"]);
    expect(tree.getState().checkedItems).toEqual(["index.ts", "a.ts", "b.ts"]);
  });

  it(claim("/features/async-dataloader", "Expand all waits for each level to load before it opens the next."), async () => {
    const { tree } = await loadedTree(5, { features: [asyncDataLoaderFeature, selectionFeature, expandAllFeature] });
    await tree.getItemInstance("src").expandAll();
    expect(tree.getState().expandedItems).toEqual(["src", "lib"]);
    expect(ids(tree)).toEqual(["docs", "src", "index.ts", "lib", "a.ts", "b.ts", "readme.md"]);
  });

  it(claim("/features/async-dataloader", "Drag and drop waits for the target folder's children before inserting."), async () => {
    const changes: Array<[string, string[]]> = [];
    const { tree } = await loadedTree(10, { features: [asyncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    const onDrop = createOnDropHandler<string>((item, newChildren) => void changes.push([item.getId(), newChildren]));
    expect(tree.retrieveChildrenIds("docs", true)).toEqual([]); // not loaded yet
    await onDrop([tree.getItemInstance("readme.md")], { item: tree.getItemInstance("docs") });
    expect(changes).toEqual([
      ["root", ["docs", "src"]],
      ["docs", ["intro.md", "guide.md", "readme.md"]],
    ]);
  });

  it(claim("/features/async-dataloader", "Without it, their data is null."), async () => {
    const { tree } = await loadedTree();
    expect(tree.retrieveItemData("src")).toBeNull();
  });

  it(claim("/features/async-dataloader", "Called with the id and data of every item that finished loading."), async () => {
    const onLoadedItem = vi.fn();
    const tree = mountedTree({
      features: [asyncDataLoaderFeature],
      onLoadedItem,
      dataLoader: { getItem: async (id) => `item ${id}`, getChildrenWithData: async (id) => (FILES[id] ?? []).map((child) => ({ id: child, data: `child ${child}` })) },
    });
    await tree.loadChildrenIds("root");
    await tree.loadItemData("a.ts");
    expect(onLoadedItem.mock.calls).toEqual([["docs", "child docs"], ["src", "child src"], ["readme.md", "child readme.md"], ["a.ts", "item a.ts"]]);
  });

  it(claim("/features/async-dataloader", "Called with the id and child ids of every folder whose children finished loading."), async () => {
    const onLoadedChildren = vi.fn();
    const { tree } = await loadedTree(1, { onLoadedChildren });
    await tree.loadChildrenIds("lib");
    expect(onLoadedChildren).toHaveBeenCalledWith("lib", ["a.ts", "b.ts"]);
  });

  it(claim("/features/async-dataloader", "Setters of the loading atoms, for managing them yourself."), async () => {
    const setLoadingItemData = vi.fn();
    const setLoadingItemChildrens = vi.fn();
    const { tree } = await loadedTree(1, { setLoadingItemData, setLoadingItemChildrens });
    setLoadingItemChildrens.mockClear();
    await Promise.all([tree.loadItemData("docs"), tree.loadChildrenIds("src")]);
    expect(setLoadingItemData.mock.calls).toEqual([[["docs"]], [[]]]);
    expect(setLoadingItemChildrens.mock.calls).toEqual([[["src"]], [[]]]);
  });

  it(claim("/features/async-dataloader", "Replace the cached data; undefined clears it."), async () => {
    const { tree } = await loadedTree(1);
    tree.getItemInstance("docs").updateCachedData("Docs");
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(true);
    tree.getItemInstance("docs").updateCachedData(undefined, true);
    expect(tree.getItemInstance("docs").hasLoadedData()).toBe(false);
  });

  it(claim("/features/async-dataloader", "The feature has no hotkeys."), () => {
    expect(asyncDataLoaderFeature.hotkeys).toBeUndefined();
  });
});
