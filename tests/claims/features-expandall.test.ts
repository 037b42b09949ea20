// Claims of content/features/expandall.mdx that need no browser: expanding (sync and async),
// stopping, collapsing and the reference tables. Hotkeys, focus and the demo: ../claims-chromium/features-expandall.test.ts.
import { asyncDataLoaderFeature, expandAllFeature, syncDataLoaderFeature, type TreeConfig } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { FILES, mountedTree, wait } from "./tree";

const PAGE = "/features/expandall";
type Tree = ReturnType<typeof mountedTree>;
const later = async <T,>(value: T) => (await wait(3), value);
type Entry = { name: string; folder: boolean };
const entry = (id: string): Entry => ({ name: id, folder: id in FILES });
const expanded = (tree: Tree) => [...tree.getState().expandedItems].sort();
const asyncTree = () =>
  mountedTree({ features: [asyncDataLoaderFeature, expandAllFeature], dataLoader: { getItem: (id) => later(id), getChildren: (id) => later(FILES[id] ?? []) } });
// Four levels, for folders inside closed folders: a > b > c > file.
const DEEP: Record<string, string[]> = { root: ["a", "z"], a: ["b", "a.txt"], b: ["c"], c: ["file"] };
const deepTree = (expandedItems: string[]) =>
  mountedTree({ features: [syncDataLoaderFeature, expandAllFeature], initialState: { expandedItems } }, DEEP);

/** Reads every visible item's data, as rendering the names does, and waits for it. */
async function renderOnce(tree: Tree) {
  await Promise.all(tree.getItems().map((item) => tree.loadItemData(item.getId())));
}

describe(PAGE, () => {
  it(claim("/features/expandall", "On the tree instance, expandAll() and collapseAll() act on everything; on an item, the same two methods act on that item's subtree."), async () => {
    const tree = deepTree([]);
    await tree.getItemInstance("b").expandAll();
    expect(expanded(tree)).toEqual(["b", "c"]); // b's subtree only; a itself stays closed
    await tree.expandAll();
    expect([...new Set(expanded(tree))]).toEqual(["a", "b", "c"]);
    tree.getItemInstance("b").collapseAll();
    expect(expanded(tree)).toEqual(["a"]);
    tree.collapseAll();
    expect(expanded(tree)).toEqual([]);
  });
});

describe(`${PAGE}: Expanding`, () => {
  it(claim("/features/expandall", "expandAll() opens every folder, then every folder that appears inside, and so on, until nothing is left to open. It returns a promise that resolves when it is done."), async () => {
    const tree = asyncTree();
    await tree.loadChildrenIds("root");
    const running = tree.expandAll();
    expect(running).toBeInstanceOf(Promise);
    expect(expanded(tree)).toEqual(["docs", "src"]); // the first level at once, the rest later
    await running;
    expect(expanded(tree)).toEqual(["docs", "lib", "src"]);
  });

  it(claim("/features/expandall", "With the async data loader, it waits for each folder's children to load before it looks for folders among them, so the whole tree gets fetched."), async () => {
    const asked: string[] = [];
    const tree = mountedTree({
      features: [asyncDataLoaderFeature, expandAllFeature],
      dataLoader: { getItem: (id) => later(id), getChildren: (id) => (asked.push(id), later(FILES[id] ?? [])) },
    });
    await tree.loadChildrenIds("root");
    await tree.expandAll();
    expect(expanded(tree)).toEqual(["docs", "lib", "src"]);
    expect([...new Set(asked)].sort()).toEqual(["docs", "lib", "root", "src"]);
  });

  it(claim("/features/expandall", "It asks isItemFolder about each child as soon as the child ids are there, before the children's own data has arrived."), async () => {
    const seen: Array<Entry | null> = [];
    const config = {
      features: [asyncDataLoaderFeature, expandAllFeature],
      isItemFolder: (item) => (seen.push(item.getItemData()), item.getItemData()?.folder ?? false),
      dataLoader: { getItem: (id) => later(entry(id)), getChildren: (id) => later(FILES[id] ?? []) },
    } satisfies Partial<TreeConfig<Entry>>;
    const tree = mountedTree(config as unknown as Parameters<typeof mountedTree>[0]);
    await tree.loadChildrenIds("root");
    await renderOnce(tree);
    seen.length = 0;
    await tree.expandAll();
    expect(seen).toContain(null); // asked while the item data was still missing
  });

  it(claim("/features/expandall", "otherwise the expansion stops at the first children whose data is still missing."), async () => {
    const config = {
      features: [asyncDataLoaderFeature, expandAllFeature],
      isItemFolder: (item) => item.getItemData()?.folder ?? false,
      dataLoader: { getItem: (id) => later(entry(id)), getChildren: (id) => later(FILES[id] ?? []) },
    } satisfies Partial<TreeConfig<Entry>>;
    const tree = mountedTree(config as unknown as Parameters<typeof mountedTree>[0]);
    await tree.loadChildrenIds("root");
    await renderOnce(tree);
    await tree.expandAll();
    expect(expanded(tree)).toEqual(["docs", "src"]); // not "lib"
  });

  it(claim("/features/expandall", "So either let isItemFolder answer without the data (from the id, as the demo does), or load children together with their data (getChildrenWithData)"), async () => {
    const config = {
      features: [asyncDataLoaderFeature, expandAllFeature],
      isItemFolder: (item) => item.getItemData()?.folder ?? false,
      dataLoader: {
        getItem: (id) => later(entry(id)),
        getChildrenWithData: (id) => later((FILES[id] ?? []).map((child) => ({ id: child, data: entry(child) }))),
      },
    } satisfies Partial<TreeConfig<Entry>>;
    const withData = mountedTree(config as unknown as Parameters<typeof mountedTree>[0]);
    await withData.loadChildrenIds("root");
    await withData.expandAll();
    expect(expanded(withData)).toEqual(["docs", "lib", "src"]);
    const fromId = asyncTree(); // isItemFolder reads the id
    await fromId.loadChildrenIds("root");
    await fromId.expandAll();
    expect(expanded(fromId)).toEqual(["docs", "lib", "src"]);
  });

  it(claim("/features/expandall", "With the sync loader, it finishes almost at once."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature] });
    let done = false;
    void tree.expandAll().then(() => (done = true));
    await wait(0); // one macrotask: no timers involved
    expect(done).toBe(true);
    expect(expanded(tree)).toEqual(["docs", "lib", "src"]);
  });

  it(claim("/features/expandall", "It does not check whether a folder is open already, and it can reach a folder more than once, so afterwards an id can be in expandedItems several times; closing the folder removes all copies."), async () => {
    const tree = deepTree(["a"]);
    await tree.expandAll(); // a is open; b is visible, so the run starts at b a second time
    expect(tree.getState().expandedItems).toEqual(["a", "a", "b", "b", "c", "c"]);
    tree.getItemInstance("b").collapse();
    expect(tree.getState().expandedItems).toEqual(["a", "a", "c", "c"]);
  });

  it(claim("/features/expandall", "Expanding a large tree means rendering all of it."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature] });
    await tree.expandAll();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["docs", "intro.md", "guide.md", "src", "index.ts", "lib", "a.ts", "b.ts", "readme.md"]);
  });
});

describe(`${PAGE}: Stopping half-way`, () => {
  it(claim("/features/expandall", "Setting it to true stops the run. Folders that are already open stay open, and no further folders are opened"), async () => {
    const tree = asyncTree();
    await tree.loadChildrenIds("root");
    const token = { current: false };
    const running = tree.expandAll(token);
    expect(expanded(tree)).toEqual(["docs", "src"]);
    token.current = true;
    await running;
    expect(expanded(tree)).toEqual(["docs", "src"]);
    await wait(20);
    expect(expanded(tree)).toEqual(["docs", "src"]); // nothing opened later either
  });

  it(claim("/features/expandall", "A token that is already true stops a run before it begins."), async () => {
    const tree = asyncTree();
    await tree.loadChildrenIds("root");
    await tree.expandAll({ current: true });
    expect(tree.getState().expandedItems).toEqual([]);
    await tree.getItemInstance("src").expandAll({ current: true });
    expect(tree.getState().expandedItems).toEqual([]);
  });
});

describe(`${PAGE}: Collapsing`, () => {
  it(claim("/features/expandall", "tree.collapseAll() closes every folder at once by emptying the expandedItems state."), () => {
    const tree = deepTree(["a", "c"]); // c is open inside the closed b
    tree.collapseAll();
    expect(tree.getState().expandedItems).toEqual([]);
  });

  it(claim("/features/expandall", "item.collapseAll() closes the item and the open folders below it, but it stops at folders that are already closed: an open folder inside a closed one stays in expandedItems, and shows as open again when the folders above it are opened"), () => {
    const tree = deepTree(["a", "c"]);
    tree.getItemInstance("a").collapseAll();
    expect(tree.getState().expandedItems).toEqual(["c"]); // a fixed library would leave []
    tree.getItemInstance("a").expand();
    tree.getItemInstance("b").expand();
    expect(tree.getItemInstance("c").isExpanded()).toBe(true);
    expect(tree.getItems().map((item) => item.getId())).toContain("file");
    // With every folder open, it does close them all.
    const open = deepTree(["a", "b", "c"]);
    open.getItemInstance("a").collapseAll();
    expect(open.getState().expandedItems).toEqual([]);
  });

  it(claim("/features/expandall", "On an item that is closed itself, it does nothing."), () => {
    const tree = deepTree(["b", "c"]);
    tree.getItemInstance("a").collapseAll();
    expect(expanded(tree)).toEqual(["b", "c"]);
  });
});

describe(`${PAGE}: reference tables`, () => {
  it(claim("/features/expandall", "Open every folder, level by level. Returns a promise."), async () => {
    const tree = asyncTree();
    await tree.loadChildrenIds("root");
    const running = tree.expandAll();
    expect(running).toBeInstanceOf(Promise);
    await running;
    expect(expanded(tree)).toEqual(["docs", "lib", "src"]);
  });

  it(claim("/features/expandall", "Close every folder."), () => {
    const tree = deepTree(["a", "b", "c"]);
    tree.collapseAll();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "z"]);
  });

  it(claim("/features/expandall", "Open this folder and every folder below it. Returns a promise."), async () => {
    const tree = deepTree([]);
    const running = tree.getItemInstance("a").expandAll();
    expect(running).toBeInstanceOf(Promise);
    await running;
    expect(expanded(tree)).toEqual(["a", "b", "c"]);
  });

  it(claim("/features/expandall", "Close this folder and the open folders below it, down to the first closed one."), () => {
    const tree = deepTree(["a", "b", "c"]);
    tree.getItemInstance("b").collapseAll();
    expect(expanded(tree)).toEqual(["a"]);
  });

  it(claim("/features/expandall", "The feature has no configuration options and no state of its own; it changes the expandedItems atom of Tree Core."), () => {
    expect(Object.keys(expandAllFeature).sort()).toEqual(["hotkeys", "itemInstance", "key", "treeInstance"]);
    const seen: string[][] = [];
    const tree = mountedTree({ features: [syncDataLoaderFeature, expandAllFeature], setExpandedItems: (ids) => void seen.push(ids as string[]) });
    tree.getItemInstance("docs").expandAll();
    tree.collapseAll();
    expect(seen.at(-1)).toEqual([]);
    expect(seen[0]).toEqual(["docs"]);
  });

  it(claim("/features/expandall", "Both hide the rows inside the folders they close."), () => {
    const tree = deepTree(["a", "b", "c"]);
    tree.getItemInstance("b").collapseAll();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "b", "a.txt", "z"]);
    tree.collapseAll();
    expect(tree.getItems().map((item) => item.getId())).toEqual(["a", "z"]);
  });
});
