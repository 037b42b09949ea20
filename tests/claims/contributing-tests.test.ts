// @vitest-environment happy-dom
// Claims of content/contributing/tests.mdx. The library's own test utilities ship in the npm package
// (src/test-utils/), so these tests run them, and the page's four code blocks, against the installed
// 1.7.0 source. Importing the utilities switches this file to fake timers that advance with real
// time, as it does for the library's own suites.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { claim } from "./claim";

const ROUTE = "/contributing/tests";
const CORE = "node_modules/@headless-tree/core";
const SRC = `${CORE}/src`;

mkdirSync(".cache", { recursive: true });
const dir = mkdtempSync(path.join(process.cwd(), ".cache", "claims-sample-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** `src/...` of the installed core, as an import path from a file in `dir`. */
const fromDir = (file: string) => path.relative(dir, path.join(process.cwd(), SRC, file)).split(path.sep).join("/");

// The utilities are TypeScript inside node_modules: imported through a file of our own, so Vite
// compiles them (and `tsc` does not check the library's source against this project's settings).
writeFileSync(
  path.join(dir, "utils.ts"),
  `export { TestTree } from "${fromDir("test-utils/test-tree")}";
export { selectionFeature } from "${fromDir("features/selection/feature")}";
export { dragAndDropFeature } from "${fromDir("features/drag-and-drop/feature")}";
export { expandAllFeature } from "${fromDir("features/expand-all/feature")}";
`,
);
/* eslint-disable @typescript-eslint/no-explicit-any -- the library's test utilities, untyped here */
const utils = (await import(/* @vite-ignore */ path.join(dir, "utils.ts"))) as Record<string, any>;
const { TestTree, selectionFeature, dragAndDropFeature, expandAllFeature } = utils;
type Tree = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A code block of the page, with its relative imports pointed at the installed source, imported from `dir`. */
async function runBlock(title: string, feature?: string) {
  const page = readFileSync("content/contributing/tests.mdx", "utf8");
  const code = new RegExp("```ts title=\"" + title.replace(/\./g, "\\.") + "\"[^\\n]*\\n([\\s\\S]*?)\\n```").exec(page)?.[1];
  if (!code) throw new Error(`tests.mdx has no ts block titled ${title}`);
  const rewritten = code
    .replace('"../../test-utils/test-tree"', `"${fromDir("test-utils/test-tree")}"`)
    .replace('"./feature"', `"${fromDir(`features/${feature}/feature`)}"`);
  expect(rewritten).not.toMatch(/from "\.\.?\/(?!\.)/);
  writeFileSync(path.join(dir, title), rewritten);
  await import(/* @vite-ignore */ path.join(dir, title));
}

const ids = (tree: Tree): string[] => tree.instance.getItems().map((item: { getId(): string }) => item.getId());
const suite = (name: string, factory = TestTree.default({})) => factory.suits[name]().tree.createTestCaseTree() as Promise<Tree>;

describe(ROUTE, () => {
  it(claim("/contributing/tests", "Most features have their own test file next to their implementation, for example packages/core/src/features/selection/selection.spec.ts; two feature folders have none: main/ holds only types (the main feature is built and tested in core/)"), () => {
    const folders = readdirSync(`${SRC}/features`);
    const without = folders.filter((folder) => !readdirSync(`${SRC}/features/${folder}`).some((file) => file.endsWith(".spec.ts")));
    expect(without.sort()).toEqual(["main", "sync-data-loader"]);
    expect(readdirSync(`${SRC}/features/main`)).toEqual(["types.ts"]);
    expect(existsSync(`${SRC}/features/selection/selection.spec.ts`)).toBe(true);
    expect(readFileSync(`${SRC}/core/create-tree.ts`, "utf8")).toContain('key: "main"');
    expect(existsSync(`${SRC}/core/core.spec.ts`)).toBe(true);
  });

  it(claim("/contributing/tests", "sync-data-loader/ is tested through every other feature's suites, which run with it"), () => {
    expect(readFileSync(`${SRC}/test-utils/test-tree.ts`, "utf8")).toMatch(/sync: \(\) => \(\{\s*tree: this\.withFeatures\(syncDataLoaderFeature\)/);
  });

  it(claim("/contributing/tests", "(in the core package, vitest run)"), () => {
    expect(JSON.parse(readFileSync(`${CORE}/package.json`, "utf8")).scripts.test).toBe("vitest run");
  });

  describe(claim("/contributing/tests", "Their centre is the TestTree class, which creates a tree with generated test data and offers helpers to act on it and check the result"), async () => {
    // The page's selection.spec.ts, as it is: its tests run here under all four suites.
    await runBlock("selection.spec.ts", "selection");
  });

  it(claim("/contributing/tests", "TestTree.default(config) describes a tree without creating it yet. Its root item is x; the children of an item are its id followed by 1 to 4, so x has x1 to x4, and x1 has x11 to x14. Items on the first two levels are folders, those below are leaves, and x1 and x11 start expanded. The item data is the id itself, and indent is 20."), async () => {
    const factory = TestTree.default({});
    expect(factory.treeInstance).toBeNull();
    const tree = await suite("sync", factory);
    expect(tree.instance.getConfig().rootItemId).toBe("x");
    expect(ids(tree)).toEqual(["x1", "x11", "x111", "x112", "x113", "x114", "x12", "x13", "x14", "x2", "x3", "x4"]);
    expect(tree.instance.getState().expandedItems).toEqual(["x1", "x11"]);
    expect([tree.item("x4").isFolder(), tree.item("x14").isFolder(), tree.item("x111").isFolder()]).toEqual([true, true, false]);
    expect(tree.item("x112").getItemData()).toBe("x112");
    expect(tree.instance.getConfig().indent).toBe(20);
  });

  it(claim("/contributing/tests", "The object you pass overrides any of these options. .withFeatures(...) adds features and .with(config) more options; both return a new factory"), async () => {
    const base = TestTree.default({ indent: 10, initialState: { expandedItems: [] } });
    const selecting = base.withFeatures(selectionFeature);
    const renamed = selecting.with({ getItemName: (item: { getId(): string }) => `item ${item.getId()}` });
    expect(new Set([base, selecting, renamed]).size).toBe(3);
    const tree = await suite("sync", renamed);
    expect(tree.instance.getConfig().indent).toBe(10);
    expect(ids(tree)).toEqual(["x1", "x2", "x3", "x4"]);
    expect(tree.item("x1").getItemName()).toBe("item x1");
    tree.do.selectItem("x2");
    expect(tree.item("x2").isSelected()).toBe(true);
    expect(base.config.features.map((f: { key: string }) => f.key)).toEqual([]);
  });

  describe(claim("/contributing/tests", "factory.forSuits(callback) runs the callback once for each of four variants of the tree"), () => {
    const seen: string[] = [];
    const instances = new Set<unknown>();
    TestTree.default({}).forSuits((tree: Tree, title: string) => {
      seen.push(title);
      it("gets a fresh tree before every test (1)", () => {
        instances.add(tree.instance);
        tree.do.hotkey("focusNextItem");
        expect(tree.instance.getState().focusedItem).toBe("x11");
      });
      it("gets a fresh tree before every test (2)", () => {
        instances.add(tree.instance);
        expect(tree.instance.getState().focusedItem).toBe(null);
      });
    });
    it("four variants, each a describe block, eight fresh trees", () => {
      expect(seen).toEqual(["Synchronous Data Loader", "Asynchronous Data Loader", "Proxified Synchronous Data Loader", "Proxified Asynchronous Data Loader"]);
      expect(instances.size).toBe(8);
    });
  });

  it(claim("/contributing/tests", "only the asynchronous one has a loader whose promises wait for the test (see below); the proxified asynchronous one keeps the synchronous getItem and getChildren of TestTree.default, so its loads finish by themselves one timer tick later and never stay pending."), async () => {
    const features = (tree: Tree) => tree.instance.getConfig().features.map((f: { key: string }) => f.key);
    const waiting = await suite("async");
    const proxified = await suite("proxifiedAsync");
    expect(features(waiting)).toContain("async-data-loader");
    expect(features(proxified)).toContain("async-data-loader");
    expect(proxified.instance.getConfig().dataLoader.getChildren("x2")).toEqual(["x21", "x22", "x23", "x24"]);
    expect(waiting.instance.getConfig().dataLoader.getChildren("x2")).toBeInstanceOf(Promise);
    for (const tree of [waiting, proxified]) tree.item("x2").expand();
    // Real time passes (the fake timers advance with it): only the proxified tree's load finishes.
    await vi.waitFor(() => expect(ids(proxified)).toContain("x21"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ids(waiting)).not.toContain("x21");
    expect(waiting.item("x2").isLoading()).toBe(true);
    await waiting.resolveAsyncVisibleItems();
    expect(ids(waiting)).toContain("x21");
  });

  it(claim("/contributing/tests", "selectItem(id), ctrlSelectItem(id), shiftSelectItem(id), ctrlShiftSelectItem(id) | A click on the item, with the modifier keys named"), async () => {
    const tree = await suite("sync", TestTree.default({}).withFeatures(selectionFeature));
    const onClick = vi.spyOn(tree.item("x12"), "getProps");
    tree.do.selectItem("x111");
    tree.do.ctrlSelectItem("x113");
    expect(tree.instance.getState().selectedItems).toEqual(["x111", "x113"]);
    tree.do.shiftSelectItem("x12");
    expect(tree.instance.getState().selectedItems).toEqual(["x113", "x114", "x12"]);
    tree.do.ctrlShiftSelectItem("x2");
    expect(tree.instance.getState().selectedItems).toEqual(["x113", "x114", "x12", "x13", "x14", "x2"]);
    expect(onClick).toHaveBeenCalled();
  });

  it(claim("/contributing/tests", "selectMultiple(...ids) | Ctrl clicks on each item in turn"), async () => {
    const tree = await suite("sync", TestTree.default({}).withFeatures(selectionFeature));
    tree.do.selectItem("x2");
    tree.do.selectMultiple("x3", "x2", "x4");
    expect(tree.instance.getState().selectedItems).toEqual(["x3", "x4"]);
  });

  it(claim("/contributing/tests", "hotkey(name, event?) | Runs the named hotkey's handler; fails if the hotkey is disabled in the current state"), async () => {
    const tree = await suite("sync", TestTree.default({}).withFeatures(selectionFeature, dragAndDropFeature));
    tree.do.hotkey("focusNextItem");
    expect(tree.instance.getState().focusedItem).toBe("x11");
    tree.instance.applySubStateUpdate("dnd", { draggedItems: [tree.item("x2")] });
    expect(() => tree.do.hotkey("focusNextItem")).toThrow('Hotkey "focusNextItem" is disabled');
  });

  it(claim("/contributing/tests", "The steps of a drag, called with a fake drag event (TestTree.dragEvent() unless you pass one); dragOver also fails the test when the target refuses the drop, which dragOverNotAllowed(id) expects instead"), async () => {
    const canDrop = (_: unknown, target: { item: { getId(): string } }) => target.item.getId() === "x2";
    const tree = await suite("sync", TestTree.default({ canDrop }).withFeatures(selectionFeature, dragAndDropFeature));
    const onDrop = tree.mockedHandler("onDrop");
    tree.do.selectItem("x111");
    const start = tree.do.startDrag("x111");
    expect(start).toMatchObject({ clientX: 1000, clientY: 0 });
    expect(vi.isMockFunction(start.preventDefault)).toBe(true);
    expect(start).not.toBeInstanceOf(Event);
    // canDrop accepts only x2: dragOver fails over x3, dragOverNotAllowed passes there.
    expect(() => tree.do.dragOver("x3")).toThrow();
    tree.do.dragOverNotAllowed("x3");
    tree.do.dragOver("x2");
    await tree.do.drop("x2");
    tree.expect.dropped(["x111"], { item: tree.item("x2") });
    expect(onDrop).toHaveBeenCalledTimes(1);
  });

  it(claim("/contributing/tests", "Besides plain expect calls on testTree.instance, which is the tree instance itself, testTree.expect has assertions for common cases: substate(key, value) for a state slice, foldersExpanded(...ids) and foldersCollapsed(...ids), hasChildren(id, childIds), and dropped(itemIds, target), which checks the arguments onDrop received."), async () => {
    const tree = await suite("sync", TestTree.default({}).withFeatures(selectionFeature, dragAndDropFeature));
    expect(tree.instance.getItemInstance).toBeTypeOf("function");
    expect(tree.instance.getItemInstance("x1")).toBe(tree.instance.getItems()[0]);
    tree.expect.substate("expandedItems", ["x1", "x11"]);
    expect(() => tree.expect.substate("expandedItems", ["x1"])).toThrow();
    tree.expect.foldersExpanded("x1", "x11");
    tree.expect.foldersCollapsed("x2", "x12");
    expect(() => tree.expect.foldersExpanded("x2")).toThrow();
    tree.expect.hasChildren("x1", ["x11", "x12", "x13", "x14"]);
    const onDrop = tree.mockedHandler("onDrop");
    await onDrop;
    tree.do.selectItem("x3");
    tree.do.startDrag("x3");
    await tree.do.dragOverAndDrop("x2");
    tree.expect.dropped(["x3"], { item: tree.item("x2") });
    expect(() => tree.expect.dropped(["x4"], { item: tree.item("x2") })).toThrow();
  });

  it(claim("/contributing/tests", "testTree.mockedHandler(\"onDrop\") puts a Vitest mock function into the named configuration option and returns it, for options that the tree calls, such as onDrop, onRename or onPrimaryAction. testTree.item(id) is a shortcut for testTree.instance.getItemInstance(id), and testTree.debug() prints the visible items as an indented list."), async () => {
    const tree = await suite("sync");
    const onPrimaryAction = tree.mockedHandler("onPrimaryAction");
    expect(vi.isMockFunction(onPrimaryAction)).toBe(true);
    expect(tree.instance.getConfig().onPrimaryAction).toBe(onPrimaryAction);
    tree.item("x2").primaryAction();
    expect(onPrimaryAction).toHaveBeenCalledWith(tree.item("x2"));
    expect(tree.item("x12")).toBe(tree.instance.getItemInstance("x12"));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      tree.debug();
      expect(log.mock.calls[0]![0].split("\n").slice(0, 3)).toEqual(['"x1"', '  "x11"', '    "x111"']);
    } finally {
      log.mockRestore();
    }
  });

  it(claim("/contributing/tests", "The core's tests run in jsdom (the package's vitest.config.ts sets environment: \"jsdom\")"), async () => {
    writeFileSync(path.join(dir, "core-vitest-config.ts"), `export { default } from "${fromDir("../vitest.config")}";\n`);
    const config = (await import(/* @vite-ignore */ path.join(dir, "core-vitest-config.ts"))).default;
    expect(config.test.environment).toBe("jsdom");
    expect(JSON.parse(readFileSync(`${CORE}/package.json`, "utf8")).devDependencies).toHaveProperty("jsdom");
  });

  it(claim("/contributing/tests", "yet most of them never render an element: they call the props directly, as the helpers do; you can do the same in a test with testTree.instance.getItemInstance(\"x111\").getProps().onClick({})."), async () => {
    const specs = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".spec.ts"));
    const rendering = specs.filter((file) => /document\.createElement|render\(/.test(readFileSync(path.join(SRC, file), "utf8")));
    expect(rendering.length).toBeLessThan(specs.length / 2);
    const tree = await suite("sync", TestTree.default({}).withFeatures(selectionFeature));
    tree.instance.getItemInstance("x111").getProps().onClick({});
    expect(tree.item("x111").isSelected()).toBe(true);
  });

  it(claim("/contributing/tests", "testTree.setElementBoundingBox(id) gives an item a fake element 100 by 20 pixels at the top left (and the tree one 100 by 10000), and TestTree.dragEvent(x, y), testTree.createTopDragEvent(level) and testTree.createBottomDragEvent(level) create events at a position: the last two 1 and 19 pixels from the top, level times 20 pixels from the left."), async () => {
    const tree = await suite("sync");
    tree.setElementBoundingBox("x111");
    expect(tree.item("x111").getElement().getBoundingClientRect()).toEqual({ left: 0, top: 0, width: 100, height: 20 });
    expect(tree.instance.getElement().getBoundingClientRect()).toEqual({ left: 0, top: 0, width: 100, height: 10000 });
    expect(TestTree.dragEvent(30, 40)).toMatchObject({ clientX: 30, clientY: 40 });
    expect(tree.createTopDragEvent(2)).toMatchObject({ clientX: 40, clientY: 1 });
    expect(tree.createBottomDragEvent(1)).toMatchObject({ clientX: 20, clientY: 19 });
  });

  it(claim("/contributing/tests", "In the asynchronous suite, the data loader returns promises that stay pending until the test lets them resolve"), async () => {
    const tree = await suite("async");
    tree.item("x3").expand();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tree.item("x3").isLoading()).toBe(true);
    expect(ids(tree)).not.toContain("x31");
    await TestTree.resolveAsyncLoaders();
    expect(ids(tree)).toContain("x31");
  });

  it(claim("/contributing/tests", "Importing the test utilities also switches Vitest to fake timers that still advance with real time (vi.useFakeTimers({ shouldAdvanceTime: true }))."), async () => {
    expect(vi.isFakeTimers()).toBe(true);
    const start = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(Date.now() - start).toBeGreaterThanOrEqual(20);
  });

  it(claim("/contributing/tests", "A new tree has its visible items loaded before the test starts. When a test makes new items visible, for example by expanding a folder, their data is not there yet, and assertions about them would see the loading state."), async () => {
    const tree = await suite("async");
    expect(ids(tree)).toEqual(["x1", "x11", "x111", "x112", "x113", "x114", "x12", "x13", "x14", "x2", "x3", "x4"]);
    expect(tree.item("x114").getItemName()).toBe("x114");
    tree.item("x2").expand();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tree.item("x2").isLoading()).toBe(true);
    expect(tree.item("x21").getItemName()).toBe("loading");
  });

  it(claim("/contributing/tests", "It resolves the pending loads of everything visible, including what they make visible in turn"), async () => {
    const tree = await suite("async");
    tree.instance.setConfig((config: Tree) => ({ ...config, state: { ...config.state, expandedItems: ["x2", "x21"] } }));
    await tree.resolveAsyncVisibleItems();
    expect(ids(tree)).toEqual(["x1", "x2", "x21", "x211", "x212", "x213", "x214", "x22", "x23", "x24", "x3", "x4"]);
    expect(tree.item("x213").getItemName()).toBe("x213");
  });

  describe(claim("/contributing/tests", "Call await testTree.resolveAsyncVisibleItems() after such an action, before asserting."), async () => {
    await runBlock("expand.spec.ts");
  });

  it(claim("/contributing/tests", "In the other suites the call does nothing harmful, so a test can always include it."), async () => {
    for (const name of ["sync", "proxifiedSync", "proxifiedAsync"]) {
      const tree = await suite(name);
      const before = ids(tree);
      await tree.resolveAsyncVisibleItems();
      expect(ids(tree), name).toEqual(before);
    }
  });

  it(claim("/contributing/tests", "testTree.runWhileResolvingItems(callback) keeps resolving loads until the callback has finished."), async () => {
    const tree = await suite("async", TestTree.default({}).withFeatures(expandAllFeature));
    await tree.runWhileResolvingItems(() => tree.instance.expandAll());
    expect(ids(tree)).toHaveLength(4 + 16 + 64);
    expect(ids(tree)).toContain("x444");
  });

  describe(claim("/contributing/tests", "To debug a test, copy it to the top level of the file as a normal it, and create its tree yourself for the one variant you are interested in"), async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    afterAll(() => log.mockRestore());
    await runBlock("debug.spec.ts", "selection");
  });

  it(claim("/contributing/tests", "factory.suits has sync(), async(), proxifiedSync() and proxifiedAsync(), the four variants forSuits runs. createTestCaseTree() creates the tree and resolves its first loads, as happens before every test inside forSuits."), async () => {
    const factory = TestTree.default({});
    expect(Object.keys(factory.suits)).toEqual(["sync", "async", "proxifiedSync", "proxifiedAsync"]);
    const tree = await factory.suits.async().tree.createTestCaseTree();
    expect(tree.item("x111").getItemName()).toBe("x111");
    expect(ids(tree)).toContain("x114");
  });

  it(claim("/contributing/tests", "The npm package carries their source in src/test-utils/, but its exports only allow importing @headless-tree/core itself, and the built code has no TestTree; they also import vitest."), async () => {
    expect(existsSync(`${SRC}/test-utils/test-tree.ts`)).toBe(true);
    const require = createRequire(path.join(process.cwd(), "package.json"));
    expect(() => require.resolve("@headless-tree/core/src/test-utils/test-tree")).toThrow('is not defined by "exports"');
    expect(Object.keys(await import("@headless-tree/core"))).not.toContain("TestTree");
    expect(readFileSync(`${CORE}/dist/index.mjs`, "utf8")).not.toContain("TestTree");
    expect(readFileSync(`${SRC}/test-utils/test-tree.ts`, "utf8")).toContain('from "vitest"');
  });

  describe(claim("/contributing/tests", "Your own tree logic can still be tested the same way, without a browser: create a tree with createTree, mark it as mounted and build its items, as useTree does, and then call its methods and props."), async () => {
    await runBlock("my-tree.test.ts");
  });

  it(claim("/contributing/tests", "Keys, clicks and focus work there as in a browser"), async () => {
    // happy-dom, this file's DOM: a row gets a click and a key, and the focus follows the key.
    const { createTree, hotkeysCoreFeature, syncDataLoaderFeature } = await import("@headless-tree/core");
    const tree = createTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getId(),
      isItemFolder: (item) => item.getId() === "root",
      dataLoader: { getItem: (id) => id, getChildren: (id) => (id === "root" ? ["a", "b"] : []) },
      features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
    });
    tree.setMounted(true);
    tree.rebuildTree();
    const container = document.body.appendChild(document.createElement("div"));
    tree.registerElement(container);
    const rows = tree.getItems().map((item) => {
      const row = container.appendChild(document.createElement("div"));
      row.tabIndex = -1;
      item.registerElement(row);
      row.addEventListener("click", (event) => item.getProps().onClick(event));
      return row;
    });
    rows[0]!.click();
    expect(tree.getState().selectedItems).toEqual(["a"]);
    rows[0]!.focus();
    rows[0]!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", code: "ArrowDown", bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keyup", { key: "ArrowDown", code: "ArrowDown", bubbles: true }));
    await vi.waitFor(() => expect(document.activeElement).toBe(rows[1]));
    tree.registerElement(null);
    container.remove();
  });

  it(claim("/contributing/tests", "such DOMs report every element's box as zero, so pointer drag and drop cannot compute drop positions"), async () => {
    const tree = await suite("sync", TestTree.default({ canReorder: true }).withFeatures(selectionFeature, dragAndDropFeature));
    const rows = tree.instance.getItems().map((item: Tree) => {
      const row = document.body.appendChild(document.createElement("div"));
      row.style.height = "20px";
      item.registerElement(row);
      return row;
    });
    tree.instance.registerElement(document.body);
    expect(rows[1].getBoundingClientRect()).toMatchObject({ top: 0, height: 0, width: 0 });
    tree.do.selectItem("x4");
    tree.do.startDrag("x4");
    // The top, the middle and the bottom of x12 (the 7th row, 120 to 140 px) all give the same target.
    const targets = [121, 130, 139].map((y) => {
      tree.do.dragOver("x12", TestTree.dragEvent(50, y));
      return JSON.stringify(tree.instance.getState().dnd.dragTarget, (key, value) => (key === "item" ? value.getId() : value));
    });
    expect(new Set(targets).size).toBe(1);
    rows.forEach((row: HTMLElement) => row.remove());
  });
});
