// @vitest-environment happy-dom
// Claims of content/recipe/plugins.mdx that need no layout or real events: how features are called,
// ordered and combined, and how a feature writes its own state slice in 1.7.0. The demos run in
// Chromium (../claims-chromium/recipe-plugins.test.ts).
import {
  checkboxesFeature,
  createTree,
  dragAndDropFeature,
  expandAllFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  makeStateUpdater,
  propMemoizationFeature,
  reactNativeFeature,
  renamingFeature,
  searchFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
  type SetStateFn,
  type TreeState,
} from "@headless-tree/core";
import { describe, expect, it, vi } from "vitest";
import { claim } from "./claim";
import { mountedTree } from "./tree";


declare module "@headless-tree/core" {
  interface TreeState<T> {
    claimSlice?: string[];
  }
  interface TreeConfig<T> {
    setClaimSlice?: SetStateFn<string[] | undefined>;
  }
}

const sliceFeature: FeatureImplementation = {
  key: "claim-slice",
  getInitialState: (initialState) => ({ claimSlice: [], ...initialState }),
  getDefaultConfig: (defaultConfig, tree) => ({ setClaimSlice: makeStateUpdater("claimSlice", tree), ...defaultConfig }),
  stateHandlerNames: { claimSlice: "setClaimSlice" },
};

const marker = (key: string, value: string): FeatureImplementation => ({
  key,
  itemInstance: { getProps: ({ prev }) => ({ ...prev?.(), draggable: value }) },
});

describe("/recipe/plugins", () => {
  it(claim("/recipe/plugins", "Each method of itemInstance receives an options object with the item, the tree, the itemId and prev (see below), followed by the arguments of the call. Methods in treeInstance receive tree and prev."), () => {
    const seen: Record<string, unknown> = {};
    const probe: FeatureImplementation = {
      key: "probe",
      itemInstance: { probe: (opts: Record<string, unknown>, ...args: unknown[]) => Object.assign(seen, { item: opts, itemArgs: args }) },
      treeInstance: { probe: (opts: Record<string, unknown>, ...args: unknown[]) => Object.assign(seen, { tree: opts, treeArgs: args }) },
    } as unknown as FeatureImplementation;
    const tree = mountedTree({ features: [syncDataLoaderFeature, probe] });
    const item = tree.getItemInstance("docs");
    (item as unknown as { probe: (...a: unknown[]) => void }).probe(1, "two");
    (tree as unknown as { probe: (...a: unknown[]) => void }).probe(3);
    const itemOpts = seen.item as Record<string, unknown>;
    expect(itemOpts.item).toBe(item);
    expect(itemOpts.tree).toBe(tree);
    expect(itemOpts.itemId).toBe("docs");
    expect("prev" in itemOpts).toBe(true);
    expect(seen.itemArgs).toEqual([1, "two"]);
    const treeOpts = seen.tree as Record<string, unknown>;
    expect(treeOpts.tree).toBe(tree);
    expect("prev" in treeOpts).toBe(true);
    expect(seen.treeArgs).toEqual([3]);
  });

  it(claim("/recipe/plugins", "Keys of features that must also be in the list; creating the tree fails otherwise"), () => {
    expect(() => mountedTree({ features: [syncDataLoaderFeature, keyboardDragAndDropFeature] })).toThrow(/keyboard-drag-and-drop needs drag-and-drop/);
    expect(() => mountedTree({ features: [syncDataLoaderFeature, dragAndDropFeature, keyboardDragAndDropFeature] })).not.toThrow();
  });

  it(claim("/recipe/plugins", "Keys of features this one must be loaded after"), () => {
    const late: FeatureImplementation = { ...marker("late", "late"), overwrites: ["early"] };
    const tree = mountedTree({ features: [syncDataLoaderFeature, late, marker("early", "early")] });
    expect(tree.getItemInstance("docs").getProps().draggable).toBe("late");
  });

  it(claim("/recipe/plugins", "Called with the tree and its container element when the element appears and disappears"), () => {
    const calls: unknown[][] = [];
    const tree = mountedTree({
      features: [syncDataLoaderFeature, { key: "m", onTreeMount: (...a) => void calls.push(["mount", ...a]), onTreeUnmount: (...a) => void calls.push(["unmount", ...a]) }],
    });
    const element = document.createElement("div");
    tree.registerElement(element);
    tree.registerElement(null);
    expect(calls).toEqual([["mount", tree, element], ["unmount", tree, element]]);
  });

  it(claim("/recipe/plugins", "The same for each item's element"), () => {
    const calls: unknown[][] = [];
    const tree = mountedTree({
      features: [syncDataLoaderFeature, { key: "m", onItemMount: (...a) => void calls.push(["mount", ...a]), onItemUnmount: (...a) => void calls.push(["unmount", ...a]) }],
    });
    const item = tree.getItemInstance("docs");
    const element = document.createElement("div");
    item.registerElement(element);
    item.registerElement(null);
    // The item and its element come first, then the tree.
    expect(calls).toEqual([["mount", item, element, tree], ["unmount", item, element, tree]]);
  });

  it(claim("/recipe/plugins", "Default hotkeys the feature brings along"), () => {
    const handler = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, hotkeysCoreFeature, { key: "h", hotkeys: { customBeep: { hotkey: "KeyB", handler } } } as FeatureImplementation] });
    expect(tree.getHotkeyPresets()).toHaveProperty("customBeep.hotkey", "KeyB");
  });

  it(claim("/recipe/plugins", "When several features implement the same method, the one loaded last wins, and it receives the implementation of the one before it as prev. Calling prev() with the original arguments runs the earlier behaviour; leaving it out replaces it completely."), () => {
    const calls: string[] = [];
    const first: FeatureImplementation = { key: "first", itemInstance: { getItemName: ({ prev }) => (calls.push("first"), `first(${prev?.()})`) } };
    const second: FeatureImplementation = { key: "second", itemInstance: { getItemName: ({ prev }) => (calls.push("second"), `second(${prev?.()})`) } };
    const replacing: FeatureImplementation = { key: "replacing", itemInstance: { getItemName: () => (calls.push("replacing"), "replaced") } };
    expect(mountedTree({ features: [syncDataLoaderFeature, first, second] }).getItemInstance("docs").getItemName()).toBe("second(first(docs))");
    expect(calls).toEqual(["second", "first"]);
    calls.length = 0;
    expect(mountedTree({ features: [syncDataLoaderFeature, first, replacing] }).getItemInstance("docs").getItemName()).toBe("replaced");
    expect(calls).toEqual(["replacing"]);
  });

  it(claim("/recipe/plugins", "Features load in the order of the features list, after the built-in tree feature, with one exception: a feature that lists another feature's key in overwrites is moved behind it."), () => {
    const onTree: FeatureImplementation = { key: "on-tree", itemInstance: { getProps: ({ prev }) => ({ ...prev?.(), role: "row" }) } };
    // Listed first, still after the tree feature: it sees (and replaces) the tree feature's role.
    expect(mountedTree({ features: [onTree, syncDataLoaderFeature] }).getItemInstance("docs").getProps().role).toBe("row");
    const tree = mountedTree({ features: [syncDataLoaderFeature, marker("a", "a"), marker("b", "b")] });
    expect(tree.getItemInstance("docs").getProps().draggable).toBe("b");
  });

  it(claim("/recipe/plugins", "The built-in features declare the overwrites they need (renaming overwrites drag and drop, for example), so their order in the list does not matter, with one exception in 1.7.0"), () => {
    // Sampled orders of the built-in features (except reactNativeFeature): every feature lands
    // behind the ones it overwrites, and the props and hotkeys come out the same.
    const all = [selectionFeature, hotkeysCoreFeature, dragAndDropFeature, keyboardDragAndDropFeature, renamingFeature, searchFeature, expandAllFeature, checkboxesFeature, propMemoizationFeature];
    const describe = (features: FeatureImplementation[]) => {
      const tree = mountedTree({ features: [syncDataLoaderFeature, ...features] });
      const order = tree.getConfig().features!.map((f) => f.key!);
      for (const feature of tree.getConfig().features!) for (const key of feature.overwrites ?? []) if (order.includes(key)) expect(order.indexOf(key)).toBeLessThan(order.indexOf(feature.key!));
      const item = tree.getItemInstance("docs");
      const props = (p: Record<string, unknown>) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, typeof v === "function" ? "ƒ" : v]));
      const first = item.getProps();
      const memoized = Object.entries(first).every(([k, v]) => typeof v !== "function" || item.getProps()[k] === v);
      return { props: props(first), container: props(tree.getContainerProps("t")), hotkeys: Object.keys(tree.getHotkeyPresets()).sort(), memoized };
    };
    const expected = describe(all);
    expect(expected.memoized).toBe(true);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 40; n++) expect(describe([...all].sort(() => random() - 0.5))).toEqual(expected);
  });

  it(claim("/recipe/plugins", "reactNativeFeature and propMemoizationFeature do not declare each other, so their order does: with propMemoizationFeature first, the onPress that reactNativeFeature adds to item.getProps() is a new function on every call."), () => {
    const onPress = (features: FeatureImplementation[]) => {
      const item = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, ...features] }).getItemInstance("docs");
      return item.getProps().onPress === item.getProps().onPress;
    };
    expect(onPress([propMemoizationFeature, reactNativeFeature])).toBe(false);
    expect(onPress([reactNativeFeature, propMemoizationFeature])).toBe(true);
  });

  it(claim("/recipe/plugins", "a built-in feature that moves behind another one swaps places with it, so both may pass yours: in [renamingFeature, pathFeature, dragAndDropFeature], renaming ends up after pathFeature and drag and drop before it, as if you had listed [dragAndDropFeature, pathFeature, renamingFeature]."), () => {
    const path = marker("item-path", "path");
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, renamingFeature, path, dragAndDropFeature] });
    expect(tree.getConfig().features!.map((f) => f.key)).toEqual(["sync-data-loader", "selection", "drag-and-drop", "item-path", "renaming"]);
    tree.getItemInstance("docs").startRenaming();
    // Were the order kept, pathFeature (after renaming) would have the last word; renaming has it.
    expect(tree.getItemInstance("docs").getProps().draggable).toBe(false);
  });

  it(claim("/recipe/plugins", "a feature listed before selectionFeature is wrapped by it, and one listed last wraps everything"), () => {
    const before: FeatureImplementation = { key: "before", itemInstance: { getProps: ({ prev }) => ({ ...prev?.(), "aria-selected": "mine" }) } };
    const wrapped = mountedTree({ features: [syncDataLoaderFeature, before, selectionFeature, dragAndDropFeature] });
    expect(wrapped.getItemInstance("docs").getProps()["aria-selected"]).toBe("false"); // selection, listed after, sets it last
    const last = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, marker("last", "last")] });
    expect(last.getItemInstance("docs").getProps().draggable).toBe("last");
  });

  it(claim("/recipe/plugins", "the selection feature, for instance, sets aria-selected and a click handler"), () => {
    const without = mountedTree({ features: [syncDataLoaderFeature] }).getItemInstance("docs");
    const withSelection = mountedTree({ features: [syncDataLoaderFeature, selectionFeature] }).getItemInstance("docs");
    withSelection.select();
    expect(without.getProps()["aria-selected"]).toBe("false");
    expect(withSelection.getProps()["aria-selected"]).toBe("true");
    expect(withSelection.getProps().onClick).not.toBe(without.getProps().onClick);
  });

  it(claim("/recipe/plugins", "it has a default, a setter option named after it, and users can control it or include it in a single setState."), () => {
    const seen: Array<Partial<TreeState<string>>> = [];
    const single = mountedTree({ features: [syncDataLoaderFeature, sliceFeature], setState: (state) => void seen.push(state as Partial<TreeState<string>>) });
    expect(single.getState().claimSlice).toEqual([]);
    single.applySubStateUpdate("claimSlice", ["a"]);
    expect(seen.at(-1)?.claimSlice).toEqual(["a"]);
    // Controlled: the user's state and setter.
    const setClaimSlice = vi.fn();
    const controlled = mountedTree({ features: [syncDataLoaderFeature, sliceFeature], state: { claimSlice: ["x"] }, setClaimSlice });
    expect(controlled.getState().claimSlice).toEqual(["x"]);
    controlled.applySubStateUpdate("claimSlice", (ids = []) => [...ids, "y"]);
    expect(setClaimSlice).toHaveBeenCalledWith(["x", "y"]);
  });

  it(claim("/recipe/plugins", "Both defaults spread the user's values last, so whatever the user passes wins."), () => {
    const setClaimSlice = vi.fn();
    const tree = mountedTree({ features: [syncDataLoaderFeature, sliceFeature], initialState: { claimSlice: ["mine"] }, setClaimSlice });
    expect(tree.getState().claimSlice).toEqual(["mine"]);
    expect(tree.getConfig().setClaimSlice).toBe(setClaimSlice);
  });

  it(claim("/recipe/plugins", "the tree's setState ignores the value it is given, and the default setter from makeStateUpdater only goes through that setState."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, sliceFeature] });
    tree.getConfig().setClaimSlice!(["a"]);
    tree.setState((old) => ({ ...old, claimSlice: ["b"] }));
    expect(tree.getState().claimSlice).toEqual([]);
  });

  it(claim("/recipe/plugins", "Write it with the tree's applySubStateUpdate method, passing the slice's name and a value or an updater function, as the built-in features do: it updates the tree's state and calls the slice's setter, the user's or the default one."), () => {
    const tree = createTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getId(),
      isItemFolder: () => false,
      dataLoader: { getItem: (id) => id, getChildren: () => [] },
      features: [syncDataLoaderFeature, sliceFeature],
    });
    tree.setMounted(true);
    const seen: unknown[] = [];
    tree.setConfig((config) => ({ ...config, setClaimSlice: (value) => void seen.push(value) }));
    tree.applySubStateUpdate("claimSlice", (ids = []) => [...ids, "a"]);
    tree.applySubStateUpdate("claimSlice", ["b"]);
    expect(tree.getState().claimSlice).toEqual(["b"]);
    expect(seen).toEqual([["a"], ["b"]]);
    // The default setter (makeStateUpdater) also gets called: it notifies the tree's setState.
    const setState = vi.fn();
    const plain = mountedTree({ features: [syncDataLoaderFeature, sliceFeature], setState });
    setState.mockClear();
    plain.applySubStateUpdate("claimSlice", ["c"]);
    expect(setState).toHaveBeenCalledWith(expect.objectContaining({ claimSlice: ["c"] }));
  });

  it(claim("/recipe/plugins", "The built-in features write their state the same way."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, expandAllFeature] });
    const written: string[] = [];
    const original = tree.applySubStateUpdate;
    tree.applySubStateUpdate = (name, updater) => {
      written.push(name);
      original(name, updater);
    };
    tree.getItemInstance("docs").select();
    tree.getItemInstance("docs").setFocused();
    tree.getItemInstance("docs").expand();
    tree.collapseAll();
    expect(written).toEqual(["selectedItems", "focusedItem", "expandedItems", "expandedItems"]);
  });

  it(claim("/recipe/plugins", "the props it generates use React's names, such as onClick and tabIndex. If the elements are created by something else, a feature listed last can rename the props for it. This one turns them into plain DOM attribute and event names"), () => {
    const renamed: Record<string, string> = { tabIndex: "tabindex" };
    const toDomNames = (props: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(props).map(([name, value]) => [renamed[name] ?? (/^on[A-Z]/.test(name) ? name.toLowerCase() : name), value]));
    const domPropNames: FeatureImplementation = {
      key: "dom-prop-names",
      itemInstance: { getProps: ({ prev }) => toDomNames(prev?.() ?? {}) },
      treeInstance: { getContainerProps: ({ prev }, treeLabel) => toDomNames(prev?.(treeLabel) ?? {}) },
    };
    const react = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature] });
    expect(Object.keys(react.getItemInstance("docs").getProps())).toEqual(expect.arrayContaining(["onClick", "tabIndex", "onDragStart"]));
    const tree = mountedTree({ features: [syncDataLoaderFeature, selectionFeature, dragAndDropFeature, domPropNames] });
    const props = tree.getItemInstance("docs").getProps();
    expect(Object.keys(props)).toEqual(expect.arrayContaining(["onclick", "tabindex", "ondragstart", "aria-selected"]));
    expect(Object.keys(props).filter((name) => /^on[A-Z]|[A-Z]/.test(name) && name !== "ref")).toEqual([]);
    expect(Object.keys(tree.getContainerProps("t"))).toEqual(expect.arrayContaining(["ondragover", "ondrop"]));
    // Applied to a real element, the names work as DOM properties and attributes.
    const element = document.createElement("div");
    const clicks = vi.fn();
    for (const [name, value] of Object.entries(props)) {
      if (name.startsWith("on")) (element as unknown as Record<string, unknown>)[name] = value;
      else if (name !== "ref" && typeof value !== "function" && value !== undefined) element.setAttribute(name, String(value));
    }
    element.addEventListener("click", clicks);
    element.click();
    expect(clicks).toHaveBeenCalled();
    expect(tree.getState().selectedItems).toEqual(["docs"]);
    expect(element.getAttribute("tabindex")).toBe("0");
  });

  it(claim("/recipe/plugins", "Put it at the end of features, so that it sees the props of every other feature."), () => {
    const toDom: FeatureImplementation = {
      key: "dom",
      itemInstance: { getProps: ({ prev }) => Object.fromEntries(Object.entries(prev?.() ?? {}).map(([k, v]) => [/^on[A-Z]/.test(k) ? k.toLowerCase() : k, v])) },
    };
    const early = mountedTree({ features: [syncDataLoaderFeature, toDom, selectionFeature, dragAndDropFeature] }).getItemInstance("docs").getProps();
    expect(Object.keys(early)).toEqual(expect.arrayContaining(["onClick", "onDragStart"])); // added after it
  });
});
