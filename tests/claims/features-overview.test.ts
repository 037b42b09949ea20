// Claims of content/features/overview.mdx that need no layout or real events. Hotkeys pressed for
// real run in Chromium: tests/claims-chromium/features-overview.test.ts.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { build as viteBuild } from "vite";
import * as core from "@headless-tree/core";
import {
  checkboxesFeature,
  createTree,
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  propMemoizationFeature,
  reactNativeFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
  type TreeConfig,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";

const keys = (tree: ReturnType<typeof mountedTree>) => (tree.getConfig().features ?? []).map((feature) => feature.key);
const dragStart = (tree: ReturnType<typeof mountedTree>, id: string) =>
  tree.getItemInstance(id).getProps().onDragStart({ dataTransfer: null, preventDefault: () => {} });

describe("/features/overview", () => {
  it(claim("/features/overview", "Every feature is a plain object exported by @headless-tree/core, such as selectionFeature or dragAndDropFeature."), () => {
    const features = Object.entries(core).filter(([name]) => name.endsWith("Feature"));
    expect(features.map(([name]) => name).sort()).toEqual([
      "asyncDataLoaderFeature",
      "checkboxesFeature",
      "dragAndDropFeature",
      "expandAllFeature",
      "hotkeysCoreFeature",
      "keyboardDragAndDropFeature",
      "propMemoizationFeature",
      "reactNativeFeature",
      "renamingFeature",
      "searchFeature",
      "selectionFeature",
      "syncDataLoaderFeature",
    ]);
    for (const [, feature] of features) expect(Object.getPrototypeOf(feature)).toBe(Object.prototype);
  });

  it(claim("/features/overview", "Two features are part of every tree and never imported"), () => {
    expect(Object.keys(core).filter((name) => /^(tree|main)Feature$/.test(name))).toEqual([]);
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    expect([typeof tree.getItems, typeof tree.getFocusedItem, typeof tree.getState]).toEqual(["function", "function", "function"]);
  });

  it(claim("/features/overview", "A bundler can leave out the features you do not use: Vite's does, while esbuild keeps searchFeature in every bundle."), async () => {
    const entry = 'import { createTree, syncDataLoaderFeature } from "@headless-tree/core"; console.log(createTree, syncDataLoaderFeature);';
    const featureKeys = (code: string) => [...code.matchAll(/key: "([a-z-]+)"/g)].map((match) => match[1]);
    // Vite's production build of a module that imports two names.
    const input = join(process.cwd(), `.bundle-entry-${process.pid}.js`);
    writeFileSync(input, entry);
    try {
      const result = (await viteBuild({
        configFile: false,
        logLevel: "silent",
        build: { write: false, minify: false, lib: { entry: input, formats: ["es"], fileName: "entry" } },
      })) as Array<{ output: Array<{ code?: string }> }> | { output: Array<{ code?: string }> };
      const output = Array.isArray(result) ? result[0]!.output : result.output;
      expect(featureKeys(output[0]!.code!)).toEqual(["tree", "main", "sync-data-loader"]);
    } finally {
      rmSync(input);
    }
    const esbuilt = await build({ stdin: { contents: entry, resolveDir: process.cwd() }, bundle: true, write: false, format: "esm", logLevel: "silent" });
    expect(featureKeys(esbuilt.outputFiles[0]!.text)).toEqual(["tree", "main", "sync-data-loader", "search"]);
  });

  it(claim("/features/overview", "Features can be combined, because each one reaches the tree and the other features through the tree's instance methods, and uses an optional companion only when it is there: drag and drop, for example, drags the selected items when selectionFeature is in the list."), () => {
    const all = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature, hotkeysCoreFeature, dragAndDropFeature, keyboardDragAndDropFeature, searchFeature, renamingFeature, core.expandAllFeature] });
    expect(all.getItems()).toHaveLength(3);
    const withSelection = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    withSelection.setSelectedItems(["docs", "readme.md"]);
    dragStart(withSelection, "readme.md");
    expect(withSelection.getState().dnd?.draggedItems?.map((item) => item.getId())).toEqual(["docs", "readme.md"]);
    const without = mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature] });
    dragStart(without, "readme.md");
    expect(without.getState().dnd?.draggedItems?.map((item) => item.getId())).toEqual(["readme.md"]);
  });

  it(claim("/features/overview", "And any feature can be replaced, wrapped or extended by one of your own."), () => {
    const loud: FeatureImplementation = { key: "loud", itemInstance: { getItemName: ({ prev }) => prev!()!.toUpperCase() } };
    const mySelection: FeatureImplementation = { ...selectionFeature, key: "my-selection", itemInstance: { ...selectionFeature.itemInstance, isSelected: () => true } };
    expect(mountedTree({ features: [syncDataLoaderFeature, loud] }).getItemInstance("docs").getItemName()).toBe("DOCS");
    expect(mountedTree({ features: [syncDataLoaderFeature, mySelection] }).getItemInstance("docs").isSelected()).toBe(true);
  });

  it(claim("/features/overview", "For the selection feature this is SelectionFeatureDef, and it has five parts"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    expect(Object.keys(tree.getState())).toContain("selectedItems");
    expect(typeof tree.getConfig().setSelectedItems).toBe("function");
    expect(Object.keys(selectionFeature.treeInstance!).sort()).toEqual(["getSelectedItems", "setSelectedItems"]);
    expect(Object.keys(selectionFeature.itemInstance!).sort()).toEqual(["deselect", "getProps", "isSelected", "select", "selectUpTo", "toggleSelect"]);
    expect(Object.keys(selectionFeature.hotkeys!).sort()).toEqual(["selectAll", "selectDownwards", "selectUpwards", "toggleSelectedItem"]);
  });

  it(claim("/features/overview", "A state atom of any feature can be read with tree.getState() and can be managed by your own code."), () => {
    const setCheckedItems = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature], state: { checkedItems: ["readme.md"] }, setCheckedItems });
    expect(tree.getState().checkedItems).toEqual(["readme.md"]);
    tree.setCheckedItems(["docs"]);
    expect(setCheckedItems).toHaveBeenCalledWith(["docs"]);
  });

  it(claim("/features/overview", "A config option sits next to the core options in the object you pass to useTree. The instance methods appear on the tree and on every item."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature], canReorder: false });
    expect(tree.getConfig().canReorder).toBe(false);
    expect(typeof tree.getDragTarget).toBe("function");
    expect(tree.getItems().every((item) => typeof item.isDragTarget === "function")).toBe(true);
  });

  it(claim("/features/overview", "TreeConfig, TreeInstance and ItemInstance always contain the options and methods of all features, whether you included them or not."), () => {
    // Compiles although the tree has no selection: the type has the method anyway.
    const tree = mountedTree({ features: [syncDataLoaderFeature] });
    const typed: (() => boolean) | undefined = tree.getItemInstance("docs").isSelected;
    expect(typed).toBeUndefined();
  });

  it(claim("/features/overview", "Only the features in your features array exist at runtime: a method of a missing feature is not there (calling it throws; with buildProxiedInstance it reads as a function, which throws when called), and an option of a missing feature is ignored."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature], canReorder: false, onRename: () => {} } as Partial<TreeConfig<string>>);
    expect("isSelected" in tree.getItemInstance("docs")).toBe(false);
    expect(() => tree.getItemInstance("docs").isSelected()).toThrow(TypeError);
    expect(() => tree.getItemInstance("docs").startRenaming()).toThrow(TypeError);
    const proxied = mountedTree({ features: [syncDataLoaderFeature], instanceBuilder: core.buildProxiedInstance });
    expect(typeof proxied.getItemInstance("docs").isSelected).toBe("function");
    expect(typeof proxied.getSelectedItems).toBe("function");
    expect(() => proxied.getItemInstance("docs").isSelected()).toThrow("feature missing for method isSelected");
  });

  it(claim("/features/overview", "Features run in the order of the features array. Tree Core and Main always come first."), () => {
    const calls: string[] = [];
    const tag = (key: string): FeatureImplementation => ({ key, itemInstance: { getProps: ({ prev }) => (calls.push(key), prev!()) } });
    const tree = mountedTree({ features: [syncDataLoaderFeature, tag("first"), tag("second")] });
    const props = tree.getItemInstance("docs").getProps();
    expect(calls).toEqual(["second", "first"]); // the last wraps the one before
    expect(props.role).toBe("treeitem"); // Tree Core's, at the bottom of the chain
    expect(keys(tree)).toEqual(["sync-data-loader", "first", "second"]);
  });

  it(claim("/features/overview", "A few features move themselves after others they build on: renamingFeature goes after dragAndDropFeature, checkboxesFeature after selectionFeature, reactNativeFeature after the features whose props it rewrites, and propMemoizationFeature after almost everything, so the list order of these rarely matters."), () => {
    const tree = mountedTree({
      features: [propMemoizationFeature, reactNativeFeature, renamingFeature, checkboxesFeature, syncDataLoaderFeature, selectionFeature, dragAndDropFeature, searchFeature, hotkeysCoreFeature],
    });
    const order = keys(tree);
    const before = (a: string, b: string) => expect(order.indexOf(a), `${a} before ${b}`).toBeLessThan(order.indexOf(b));
    before("drag-and-drop", "renaming");
    before("selection", "checkboxes");
    for (const rewritten of ["selection", "drag-and-drop", "search", "renaming", "checkboxes"]) before(rewritten, "react-native-feature");
    for (const wrapped of ["sync-data-loader", "drag-and-drop", "hotkeys-core", "renaming", "search", "selection"]) before(wrapped, "prop-memoization");
  });

  it(claim("/features/overview", "The exception is the pair reactNativeFeature and propMemoizationFeature, which say nothing about each other: list propMemoizationFeature last"), () => {
    expect(propMemoizationFeature.overwrites).not.toContain("react-native-feature");
    expect(reactNativeFeature.overwrites).not.toContain("prop-memoization");
    const last = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature, propMemoizationFeature] });
    expect(keys(last).at(-1)).toBe("prop-memoization");
    const first = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, propMemoizationFeature, reactNativeFeature] });
    expect(keys(first).at(-1)).toBe("react-native-feature");
  });

  it(claim("/features/overview", "A feature can also require another one: keyboardDragAndDropFeature needs dragAndDropFeature and makes createTree throw without it."), () => {
    expect(() =>
      createTree<string>({
        rootItemId: "root",
        getItemName: () => "",
        isItemFolder: () => false,
        dataLoader: { getItem: (id) => id, getChildren: () => [] },
        features: [syncDataLoaderFeature, keyboardDragAndDropFeature],
      }),
    ).toThrow("Headless Tree: keyboard-drag-and-drop needs drag-and-drop");
  });

  it(claim("/features/overview", "When several features implement the same instance method, the last one wins, and it receives the previous implementation as prev. This is how features extend each other."), () => {
    const a: FeatureImplementation = { key: "a", itemInstance: { getItemName: ({ prev }) => `a(${prev!()})` } };
    const b: FeatureImplementation = { key: "b", itemInstance: { getItemName: ({ prev }) => `b(${prev!()})` } };
    expect(mountedTree({ features: [syncDataLoaderFeature, a, b] }).getItemInstance("src").getItemName()).toBe("b(a(src))");
  });

  it(claim("/features/overview", "The selection feature, for example, implements getProps by calling prev() for the props of Tree Core, then adding aria-selected and its own click handler."), () => {
    const plain = mountedTree({ features: [syncDataLoaderFeature] }).getItemInstance("docs").getProps();
    const selected = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] }).getItemInstance("docs").getProps();
    const { onClick: plainClick, ...plainRest } = plain;
    const { onClick: ownClick, ...rest } = selected;
    expect(ownClick).not.toBe(plainClick);
    expect(Object.keys(rest).sort()).toEqual(Object.keys(plainRest).sort());
    expect(rest["aria-selected"]).toBe("false");
  });

  it(claim("/features/overview", "That handler updates the selection (a plain click selects only this item, Ctrl toggles it, Shift selects a range) and then calls the previous onClick, which moves the focus and opens or closes folders."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] });
    const click = (id: string, keys: Partial<MouseEvent> = {}) => tree.getItemInstance(id).getProps().onClick({ ctrlKey: false, shiftKey: false, metaKey: false, ...keys });
    const selected = () => tree.getSelectedItems().map((item) => item.getId());
    click("src");
    expect([selected(), tree.getState().focusedItem, tree.getItemInstance("src").isExpanded()]).toEqual([["src"], "src", true]);
    click("docs", { ctrlKey: true });
    expect(selected()).toEqual(["src", "docs"]);
    click("docs", { ctrlKey: true });
    expect(selected()).toEqual(["src"]);
    click("readme.md", { shiftKey: true });
    expect(selected()).toEqual(["docs", "src", "index.ts", "lib", "readme.md"]); // from the last click without Shift
  });

  it(claim("/features/overview", "This one changes two things: item names lose surrounding whitespace, and every item gets a tooltip with its id."), () => {
    const tidyItemsFeature: FeatureImplementation = {
      key: "tidy-items",
      itemInstance: {
        getItemName: ({ prev }) => prev?.()?.trim() ?? "",
        getProps: ({ item, prev }) => ({ ...prev?.(), title: item.getId() }),
      },
    };
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, tidyItemsFeature], getItemName: (item) => `  ${item.getId()}  ` });
    expect(tree.getItemInstance("src").getItemName()).toBe("src");
    expect(tree.getItemInstance("src").getProps()).toMatchObject({ title: "src", "aria-label": "src", "aria-selected": "false" });
  });

  it(claim("/features/overview", "A feature can also add new methods. Declare them on the library's interfaces with TypeScript module augmentation, implement them in the feature object, and add the feature to the list; the method is then available on every item"), () => {
    const pathFeature: FeatureImplementation = {
      key: "path",
      itemInstance: { getPath: ({ item }: { item: core.ItemInstance<string> }) => [...(item.getParent()?.getId() === "root" ? [] : [item.getParent()!.getId()]), item.getId()] } as never,
    };
    const tree = mountedTree({ features: [syncDataLoaderFeature, pathFeature], initialState: { expandedItems: ["src"] } });
    expect(tree.getItems().map((item) => (item as unknown as { getPath(): string[] }).getPath())).toEqual([["docs"], ["src"], ["src", "index.ts"], ["src", "lib"], ["readme.md"]]);
  });

  it(claim("/features/overview", "Besides instance methods, a feature can set initial state (getInitialState) and defaults for options (getDefaultConfig), map its state atoms to their setter options (stateHandlerNames), react to the tree or an item being mounted (onTreeMount, onItemMount and their unmount counterparts), and bring its own hotkeys."), () => {
    const events: string[] = [];
    const feature: FeatureImplementation = {
      key: "everything",
      getInitialState: (state) => ({ ...state, visits: 0 }) as never,
      getDefaultConfig: (config) => ({ greeting: "hi", ...config }) as never,
      stateHandlerNames: { visits: "setVisits" } as never,
      onTreeMount: () => void events.push("tree mounted"),
      onTreeUnmount: () => void events.push("tree unmounted"),
      onItemMount: (item) => void events.push(`${item.getId()} mounted`),
      onItemUnmount: (item) => void events.push(`${item.getId()} unmounted`),
      hotkeys: { wave: { hotkey: "KeyW", handler: () => void events.push("wave") } } as never,
      itemInstance: { visit: ({ tree }: { tree: core.TreeInstance<string> }) => tree.applySubStateUpdate("visits" as never, ((n: number) => n + 1) as never) } as never,
    };
    const setVisits = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, feature], setVisits } as never);
    expect((tree.getState() as unknown as { visits: number }).visits).toBe(0);
    expect((tree.getConfig() as unknown as { greeting: string }).greeting).toBe("hi");
    (tree.getItemInstance("docs") as unknown as { visit(): void }).visit();
    expect(setVisits).toHaveBeenCalledWith(1);
    const element = { addEventListener: () => {} } as unknown as HTMLElement;
    tree.registerElement(element);
    tree.getItemInstance("docs").registerElement(element);
    tree.getItemInstance("docs").registerElement(null);
    tree.registerElement(null);
    (tree.getHotkeyPresets() as unknown as Record<string, { handler(): void }>).wave!.handler();
    expect(events).toEqual(["tree mounted", "docs mounted", "docs unmounted", "tree unmounted", "wave"]);
  });

  it(claim("/features/overview", "in React Native, reactNativeFeature runs them instead"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature], hotkeys: { selectAll: { hotkey: "KeyQ" } } });
    tree.getContainerProps("Files").onKeyDown({ nativeEvent: { code: "KeyQ", key: "q" }, preventDefault: () => {} });
    expect(tree.getSelectedItems()).toHaveLength(3);
  });
});
