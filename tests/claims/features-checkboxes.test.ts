// @vitest-environment happy-dom
// Claims of content/features/checkboxes.mdx that need no browser: propagation, the state atoms, the
// async notes and the custom feature's order (options changed while shown: useTree, rendered with
// React in happy-dom). Clicks, focus and the demo: ../claims-chromium/features-checkboxes.test.ts.
import {
  asyncDataLoaderFeature,
  checkboxesFeature,
  CheckedState,
  type FeatureImplementation,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { act, createElement, useState } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { runSample } from "./page-code";
import { FILES, mountedTree, wait } from "./tree";

const PAGE = "/features/checkboxes";
type Tree = ReturnType<typeof mountedTree>;
const checked = (tree: Tree) => [...tree.getState().checkedItems].sort();
const state = (tree: Tree, id: string) => tree.getItemInstance(id).getCheckedState();
const sync = (options: Record<string, unknown> = {}) => mountedTree({ features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature], ...options });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A component with useTree whose propagateCheckedState (and, with `both`, canCheckFolders) comes
 * from React state, as a switch in the UI would set it; `turnOff()` turns propagation off.
 */
function renderSwitchable(both: boolean) {
  const view = { tree: undefined as unknown as Tree, turnOff: () => {} };
  function Switchable() {
    const [propagate, setPropagate] = useState(true);
    view.turnOff = () => setPropagate(false);
    view.tree = useTree<string>({
      rootItemId: "root",
      getItemName: (item) => item.getItemData(),
      isItemFolder: (item) => item.getId() in FILES,
      dataLoader: { getItem: (id) => id, getChildren: (id) => FILES[id] ?? [] },
      propagateCheckedState: propagate,
      ...(both ? { canCheckFolders: !propagate } : {}),
      features: [syncDataLoaderFeature, selectionFeature, checkboxesFeature],
    });
    return createElement("div", view.tree.getContainerProps("Files"));
  }
  const container = document.createElement("div");
  const root = createRoot(container);
  act(() => root.render(createElement(Switchable)));
  return {
    get tree() {
      return view.tree;
    },
    turnOff: () => act(() => view.turnOff()),
    unmount: () => act(() => root.unmount()),
  };
}

const slow = {
  getItem: async (id: string) => (await wait(2), id),
  getChildren: async (id: string) => (await wait(2), FILES[id] ?? []),
};

describe(PAGE, () => {
  it(claim("/features/checkboxes", "checkboxesFeature gives every item a checked state, separate from the selection"), async () => {
    const tree = sync();
    tree.setSelectedItems(["docs"]);
    await tree.getItemInstance("readme.md").setChecked();
    expect(tree.getState().selectedItems).toEqual(["docs"]);
    expect(checked(tree)).toEqual(["readme.md"]);
    expect(tree.getItemInstance("readme.md").isSelected()).toBe(false);
  });

  it(claim("/features/checkboxes", "By default, checking a folder checks everything in it, and a folder shows whether all, some or none of its contents are checked."), async () => {
    const tree = sync();
    await tree.getItemInstance("lib").setChecked();
    expect(checked(tree)).toEqual(["a.ts", "b.ts"]);
    expect([state(tree, "lib"), state(tree, "src"), state(tree, "docs")]).toEqual([CheckedState.Checked, CheckedState.Indeterminate, CheckedState.Unchecked]);
  });

  it(claim("/features/checkboxes", "The feature has no hotkeys"), () => {
    expect(checkboxesFeature.hotkeys).toBeUndefined();
    const withoutCheckboxes = Object.keys(mountedTree({ features: [syncDataLoaderFeature, selectionFeature] }).getHotkeyPresets());
    expect(Object.keys(sync().getHotkeyPresets())).toEqual(withoutCheckboxes);
  });
});

describe(`${PAGE}: Propagation`, () => {
  it(claim("/features/checkboxes", "propagateCheckedState (default true): checking or unchecking a folder checks or unchecks all items inside it, at every depth."), async () => {
    const tree = sync();
    expect(tree.getConfig().propagateCheckedState).toBe(true);
    await tree.getItemInstance("src").setChecked();
    expect(checked(tree)).toEqual(["a.ts", "b.ts", "index.ts"]); // lib's leaves, two levels down
    await tree.getItemInstance("src").setUnchecked();
    expect(checked(tree)).toEqual([]);
  });

  it(claim("/features/checkboxes", "A folder that is not in checkedItems itself shows the state of its contents: checked when every leaf below it is checked, indeterminate when some are, unchecked when none are."), async () => {
    const tree = sync();
    expect(state(tree, "src")).toBe(CheckedState.Unchecked);
    await tree.getItemInstance("a.ts").setChecked();
    expect(state(tree, "src")).toBe(CheckedState.Indeterminate);
    await tree.getItemInstance("b.ts").setChecked();
    await tree.getItemInstance("index.ts").setChecked();
    expect(state(tree, "src")).toBe(CheckedState.Checked);
    expect(tree.getState().checkedItems).not.toContain("src");
  });

  it(claim("/features/checkboxes", "canCheckFolders (default: the opposite of propagateCheckedState): whether a folder can be checked on its own and appear in checkedItems itself."), async () => {
    expect(sync().getConfig().canCheckFolders).toBe(false);
    const tree = sync({ propagateCheckedState: false });
    expect(tree.getConfig().canCheckFolders).toBe(true);
    await tree.getItemInstance("lib").setChecked();
    expect(checked(tree)).toEqual(["lib"]);
  });

  it(claim("/features/checkboxes", "The default is worked out once, from the propagateCheckedState the tree is created with: changing propagateCheckedState later leaves canCheckFolders as it was, so pass both when you change them while the tree is shown."), async () => {
    const only = renderSwitchable(false);
    only.turnOff();
    expect([only.tree.getConfig().propagateCheckedState, only.tree.getConfig().canCheckFolders]).toEqual([false, false]);
    await act(() => only.tree.getItemInstance("lib").setChecked());
    expect(only.tree.getState().checkedItems).toEqual([]); // a folder cannot be checked: the false | false row
    only.unmount();

    const both = renderSwitchable(true);
    both.turnOff();
    expect([both.tree.getConfig().propagateCheckedState, both.tree.getConfig().canCheckFolders]).toEqual([false, true]);
    await act(() => both.tree.getItemInstance("lib").setChecked());
    expect(both.tree.getState().checkedItems).toEqual(["lib"]); // the false | true row
    both.unmount();
  });

  const rows = [
    { propagateCheckedState: undefined, canCheckFolders: undefined, holds: ["a.ts", "b.ts", "index.ts"], row: "true (default) | false (default) | checks all leaves below it | leaves only" },
    { propagateCheckedState: true, canCheckFolders: true, holds: ["a.ts", "b.ts", "index.ts", "lib", "src"], row: "true | true | checks the folder and everything below it | folders and leaves" },
    { propagateCheckedState: false, canCheckFolders: undefined, holds: ["src"], row: "false | true (default) | checks only the folder | whatever was clicked" },
    { propagateCheckedState: false, canCheckFolders: false, holds: [], row: "false | false | does nothing | leaves only" },
  ] as const;
  const titles = [
    claim("/features/checkboxes", "| true (default) | false (default) | checks all leaves below it | leaves only |"),
    claim("/features/checkboxes", "| true | true | checks the folder and everything below it | folders and leaves |"),
    claim("/features/checkboxes", "| false | true (default) | checks only the folder | whatever was clicked |"),
    claim("/features/checkboxes", "| false | false | does nothing | leaves only |"),
  ];
  rows.forEach(({ propagateCheckedState, canCheckFolders, holds }, index) => {
    it(titles[index]!, async () => {
      // Only the options the row sets: an option passed as `undefined` replaces its default.
      const options = Object.fromEntries(Object.entries({ propagateCheckedState, canCheckFolders }).filter(([, value]) => value !== undefined));
      const tree = sync(options);
      await tree.getItemInstance("src").setChecked();
      expect(checked(tree)).toEqual(holds);
      await tree.getItemInstance("readme.md").setChecked(); // a leaf is always checkable
      expect(tree.getState().checkedItems).toContain("readme.md");
    });
  });

  it(claim("/features/checkboxes", "An item whose id is in checkedItems shows as checked, and for a folder that comes before its contents are looked at."), () => {
    const tree = sync({ initialState: { checkedItems: ["src"] } });
    expect(state(tree, "src")).toBe(CheckedState.Checked);
    expect(state(tree, "index.ts")).toBe(CheckedState.Unchecked);
    expect(state(tree, "lib")).toBe(CheckedState.Unchecked);
  });

  it(claim("/features/checkboxes", "With both options true, checking a folder puts its id there together with everything below it, and unchecking one child afterwards removes only that child: the folder, and every folder between it and the child, still show as checked."), async () => {
    const tree = sync({ propagateCheckedState: true, canCheckFolders: true });
    await tree.getItemInstance("src").setChecked();
    expect(checked(tree)).toEqual(["a.ts", "b.ts", "index.ts", "lib", "src"]);
    await tree.getItemInstance("a.ts").toggleCheckedState();
    expect(checked(tree)).toEqual(["b.ts", "index.ts", "lib", "src"]);
    expect([state(tree, "src"), state(tree, "lib"), state(tree, "a.ts")]).toEqual([CheckedState.Checked, CheckedState.Checked, CheckedState.Unchecked]);
  });

  it(claim("/features/checkboxes", "Checking a folder adds every leaf below it, also the ones already checked, so with propagation an id can be in checkedItems twice."), async () => {
    const tree = sync({ initialState: { checkedItems: ["a.ts"] } });
    await tree.getItemInstance("lib").setChecked();
    expect(tree.getState().checkedItems).toEqual(["a.ts", "a.ts", "b.ts"]);
  });

  it(claim("/features/checkboxes", "Unchecking removes all copies; to count the checked items, count new Set(checkedItems)"), async () => {
    const tree = sync({ initialState: { checkedItems: ["a.ts"] } });
    await tree.getItemInstance("lib").setChecked();
    expect(new Set(tree.getState().checkedItems).size).toBe(2);
    await tree.getItemInstance("a.ts").setUnchecked();
    expect(tree.getState().checkedItems).toEqual(["b.ts"]);
  });
});

describe(`${PAGE}: Asynchronous trees`, () => {
  it(claim("/features/checkboxes", "the tree loads every level below the folder before it updates checkedItems"), async () => {
    const tree = mountedTree({ features: [asyncDataLoaderFeature, checkboxesFeature], dataLoader: slow });
    await tree.loadChildrenIds("root");
    const running = tree.getItemInstance("src").setChecked();
    let settled = false;
    void running.then(() => (settled = true));
    let polls = 0;
    while (!settled) {
      expect(tree.getState().checkedItems).toEqual([]);
      polls++;
      await wait(1);
    }
    expect(polls).toBeGreaterThan(2); // the load really took a while
    expect(checked(tree)).toEqual(["a.ts", "b.ts", "index.ts"]);
  });

  it(claim("/features/checkboxes", "setChecked(), setUnchecked() and toggleCheckedState() return a promise that settles when this is done."), async () => {
    const tree = mountedTree({ features: [asyncDataLoaderFeature, checkboxesFeature], dataLoader: slow });
    await tree.loadChildrenIds("root");
    const src = tree.getItemInstance("src");
    const steps: Array<[string, () => Promise<void>, string[]]> = [
      ["setChecked", () => src.setChecked(), ["a.ts", "b.ts", "index.ts"]],
      ["setUnchecked", () => src.setUnchecked(), []],
      ["toggleCheckedState", () => src.toggleCheckedState(), ["a.ts", "b.ts", "index.ts"]],
    ];
    for (const [, run, after] of steps) {
      const promise = run();
      expect(promise).toBeInstanceOf(Promise);
      await promise;
      expect(checked(tree)).toEqual(after);
    }
  });

  it(claim("/features/checkboxes", "For large subtrees this can mean many requests"), async () => {
    const asked: string[] = [];
    const tree = mountedTree({
      features: [asyncDataLoaderFeature, checkboxesFeature],
      dataLoader: { getItem: slow.getItem, getChildren: (id: string) => (asked.push(id), slow.getChildren(id)) },
    });
    await tree.loadChildrenIds("root");
    asked.length = 0;
    await tree.getItemInstance("src").setChecked();
    expect(asked.sort()).toEqual(["lib", "src"]); // one request per folder below, none of them open
  });

  it(claim("/features/checkboxes", "the item type declares isLoadingCheckPropagation() but the feature does not implement it, so calling it throws"), () => {
    expect(() => sync().getItemInstance("src").isLoadingCheckPropagation()).toThrow(TypeError);
  });

  /** Every value the tree hands to setLoadingCheckPropagationItems while `run` runs. */
  async function loadingStates(tree: Tree, calls: string[][], run: () => Promise<void>) {
    calls.length = 0;
    await run();
    return [...calls];
  }
  const recording = (options: Record<string, unknown> = {}, features: FeatureImplementation[] = [syncDataLoaderFeature, checkboxesFeature]) => {
    const calls: string[][] = [];
    const tree = mountedTree({ features, setLoadingCheckPropagationItems: (ids) => void calls.push([...(ids as string[])]), ...options });
    return { tree, calls };
  };

  it(claim("/features/checkboxes", "Toggling a leaf sets it to the leaf's id and right after back to []."), async () => {
    const { tree, calls } = recording();
    expect(await loadingStates(tree, calls, () => tree.getItemInstance("readme.md").toggleCheckedState())).toEqual([["readme.md"], []]);
    expect(await loadingStates(tree, calls, () => tree.getItemInstance("readme.md").toggleCheckedState())).toEqual([["readme.md"], []]);
  });

  it(claim("/features/checkboxes", "Whenever a folder's descendants are collected, even from the sync loader, it is not touched"), async () => {
    const { tree, calls } = recording();
    expect(await loadingStates(tree, calls, () => tree.getItemInstance("src").toggleCheckedState())).toEqual([]);
    expect(checked(tree)).toEqual(["a.ts", "b.ts", "index.ts"]);
  });

  it(claim("/features/checkboxes", "so while a slow load runs, the atom stays empty"), async () => {
    const { tree, calls } = recording({ dataLoader: slow }, [asyncDataLoaderFeature, checkboxesFeature]);
    await tree.loadChildrenIds("root");
    const running = tree.getItemInstance("src").setChecked();
    let settled = false;
    void running.then(() => (settled = true));
    const seen: string[][] = [];
    while (!settled) {
      seen.push([...tree.getState().loadingCheckPropagationItems]);
      await wait(1);
    }
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.flat()).toEqual([]); // a fixed library would show "src" here
    expect(calls).toEqual([]);
  });

  it(claim("/features/checkboxes", "a folder whose loaded leaves are all checked shows as checked, even if a subfolder that has not loaded yet holds more items."), async () => {
    const tree = mountedTree({ features: [asyncDataLoaderFeature, checkboxesFeature], dataLoader: slow, initialState: { checkedItems: ["index.ts"] } });
    await tree.loadChildrenIds("root");
    await tree.loadItemData("src");
    await tree.loadChildrenIds("src"); // index.ts and lib known; lib's children not loaded
    expect(state(tree, "src")).toBe(CheckedState.Checked);
    await tree.loadChildrenIds("lib");
    expect(state(tree, "src")).toBe(CheckedState.Indeterminate);
  });
});

describe(`${PAGE}: Custom checking rules`, () => {
  const { onePerFolderFeature } = runSample<{ onePerFolderFeature: FeatureImplementation }>(PAGE, "one-per-folder.ts");

  it(claim("/features/checkboxes", "getCheckedState returns a value of the CheckedState enum: Checked, Unchecked or Indeterminate."), () => {
    expect(Object.values(CheckedState).sort()).toEqual(["checked", "indeterminate", "unchecked"]);
  });

  it(claim("/features/checkboxes", "Listed before checkboxesFeature, it has no effect."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, onePerFolderFeature, checkboxesFeature], propagateCheckedState: false, initialState: { expandedItems: ["docs"] } });
    await tree.getItemInstance("intro.md").toggleCheckedState();
    await tree.getItemInstance("guide.md").toggleCheckedState();
    expect(checked(tree)).toEqual(["guide.md", "intro.md"]);
    const after = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature, onePerFolderFeature], propagateCheckedState: false, initialState: { expandedItems: ["docs"] } });
    await after.getItemInstance("intro.md").toggleCheckedState();
    await after.getItemInstance("guide.md").toggleCheckedState();
    expect(checked(after)).toEqual(["guide.md"]);
  });
});

describe(`${PAGE}: reference tables`, () => {
  it(claim("/features/checkboxes", "Whether checking a folder checks its contents, and folders show the state of their contents. Default true."), async () => {
    const off = sync({ propagateCheckedState: false, canCheckFolders: false, initialState: { checkedItems: ["a.ts", "b.ts"] } });
    expect(state(off, "lib")).toBe(CheckedState.Unchecked);
    expect(state(sync({ initialState: { checkedItems: ["a.ts", "b.ts"] } }), "lib")).toBe(CheckedState.Checked);
  });

  it(claim("/features/checkboxes", "Setter of checkedItems, for managing it yourself."), async () => {
    const calls: string[][] = [];
    const tree = sync({ setCheckedItems: (ids: string[]) => void calls.push(ids) });
    await tree.getItemInstance("readme.md").setChecked();
    expect(calls).toEqual([["readme.md"]]);
  });

  it(claim("/features/checkboxes", "Ids of the checked items. Default []."), () => {
    expect(sync().getState().checkedItems).toEqual([]);
  });

  it(claim("/features/checkboxes", "Replace the checked items."), () => {
    const tree = sync({ initialState: { checkedItems: ["a.ts"] } });
    tree.setCheckedItems(["readme.md", "intro.md"]);
    expect(tree.getState().checkedItems).toEqual(["readme.md", "intro.md"]);
  });

  it(claim("/features/checkboxes", "Check or uncheck the item, propagating as configured. Return a promise."), async () => {
    const tree = sync();
    const promise = tree.getItemInstance("docs").setChecked();
    expect(promise).toBeInstanceOf(Promise);
    await promise;
    expect(checked(tree)).toEqual(["guide.md", "intro.md"]);
  });

  it(claim("/features/checkboxes", "Uncheck a checked item, check any other. Returns a promise."), async () => {
    const tree = sync({ initialState: { checkedItems: ["a.ts"] } });
    await tree.getItemInstance("src").toggleCheckedState(); // indeterminate → checked
    expect(checked(tree)).toEqual(["a.ts", "a.ts", "b.ts", "index.ts"]);
    await tree.getItemInstance("src").toggleCheckedState(); // checked → unchecked
    expect(checked(tree)).toEqual([]);
  });

  it(claim("/features/checkboxes", "Whether folders can be checked on their own. Default: !propagateCheckedState at the tree's creation."), async () => {
    expect([sync().getConfig().canCheckFolders, sync({ propagateCheckedState: false }).getConfig().canCheckFolders]).toEqual([false, true]);
    const off = sync({ propagateCheckedState: false, canCheckFolders: false });
    await off.getItemInstance("lib").setChecked();
    expect(off.getState().checkedItems).toEqual([]);
  });

  it(claim("/features/checkboxes", "Setter of loadingCheckPropagationItems, for managing it yourself."), async () => {
    const calls: unknown[] = [];
    const tree = sync({ setLoadingCheckPropagationItems: (ids: unknown) => void calls.push(ids) });
    await tree.getItemInstance("readme.md").setChecked();
    expect(calls).toEqual([["readme.md"], []]);
  });

  it(claim("/features/checkboxes", "Meant to hold the ids of folders whose descendants are loading for a propagation; in 1.7.0 it stays empty during a load and only flickers for toggles that wait for nothing"), async () => {
    const seen: string[][] = [];
    const tree = mountedTree({
      features: [asyncDataLoaderFeature, checkboxesFeature],
      dataLoader: slow,
      setLoadingCheckPropagationItems: (ids) => void seen.push([...(ids as string[])]),
    });
    await tree.loadChildrenIds("root");
    await tree.getItemInstance("src").setChecked(); // a load: never set
    expect(seen).toEqual([]);
    await tree.loadItemData("readme.md");
    await tree.getItemInstance("readme.md").setChecked(); // nothing to wait for: set and cleared
    expect(seen).toEqual([["readme.md"], []]);
  });

  it(claim("/features/checkboxes", "| getCheckboxProps() | Props for the checkbox input. |"), () => {
    const props = sync({ initialState: { checkedItems: ["readme.md"] } }).getItemInstance("readme.md").getCheckboxProps();
    expect(Object.keys(props).sort()).toEqual(["checked", "onChange", "ref"]);
    expect(props.checked).toBe(true);
  });

  it(claim("/features/checkboxes", "| getCheckedState() | Checked, Unchecked or Indeterminate. |"), async () => {
    const tree = sync({ initialState: { checkedItems: ["a.ts"] } });
    expect([state(tree, "a.ts"), state(tree, "b.ts"), state(tree, "lib")]).toEqual([CheckedState.Checked, CheckedState.Unchecked, CheckedState.Indeterminate]);
  });

  it(claim("/features/checkboxes", "| isLoadingCheckPropagation() | Declared but not implemented in 1.7.0"), () => {
    const item = sync().getItemInstance("src");
    expect(item.isLoadingCheckPropagation).toBeUndefined();
  });

  it(claim("/features/checkboxes", "List it after the checkboxes feature, and turn propagation off, so that an item shows as checked exactly when it was checked; with propagation on, a folder would also show the state of its contents"), async () => {
    const { onePerFolderFeature } = runSample<{ onePerFolderFeature: FeatureImplementation }>("/features/checkboxes", "one-per-folder.ts");
    for (const propagateCheckedState of [true, false]) {
      const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature, onePerFolderFeature], propagateCheckedState, initialState: { expandedItems: ["docs"] } });
      await tree.getItemInstance("intro.md").toggleCheckedState();
      expect(checked(tree)).toEqual(["intro.md"]);
      expect(state(tree, "docs")).toBe(propagateCheckedState ? CheckedState.Indeterminate : CheckedState.Unchecked);
    }
  });
});
