// Known issues of checkboxesFeature in 1.7.0 (content/guides/known-issues.mdx). Each test asserts the
// 1.7.0 behaviour, so the release that fixes it fails here; the workarounds are run as the page shows them.
import { asyncDataLoaderFeature, checkboxesFeature, CheckedState, type FeatureImplementation, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { claim } from "./claim";
import { runSample } from "./page-code";
import { FILES, mountedTree, wait } from "./tree";

const PAGE = "/guides/known-issues";
type Tree = ReturnType<typeof mountedTree>;
const state = (tree: Tree, id: string) => tree.getItemInstance(id).getCheckedState();
const sorted = (tree: Tree) => [...tree.getState().checkedItems].sort();

describe(`${PAGE}: A checked folder stays checked when a child is unchecked`, () => {
  it(claim("/guides/known-issues", "unchecking a child removes only that child: the folder, and every folder between it and the child, still show as checked. Unchecking the folder itself works."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature], propagateCheckedState: true, canCheckFolders: true, initialState: { expandedItems: ["src", "lib"] } });
    await tree.getItemInstance("src").setChecked();
    await tree.getItemInstance("a.ts").toggleCheckedState();
    expect(sorted(tree)).toEqual(["b.ts", "index.ts", "lib", "src"]);
    expect([state(tree, "src"), state(tree, "lib")]).toEqual([CheckedState.Checked, CheckedState.Checked]); // fixed: Indeterminate
    await tree.getItemInstance("src").toggleCheckedState();
    expect(tree.getState().checkedItems).toEqual([]);
  });

  it(claim("/guides/known-issues", "The folders then show the state of their contents again, indeterminate in this case."), async () => {
    const { uncheckAncestorsFeature } = runSample<{ uncheckAncestorsFeature: FeatureImplementation }>(PAGE, "uncheck-ancestors.ts");
    const tree = mountedTree({
      features: [syncDataLoaderFeature, checkboxesFeature, uncheckAncestorsFeature],
      propagateCheckedState: true,
      canCheckFolders: true,
      initialState: { expandedItems: ["src", "lib"] },
    });
    await tree.getItemInstance("src").setChecked();
    await tree.getItemInstance("a.ts").toggleCheckedState();
    expect(sorted(tree)).toEqual(["b.ts", "index.ts"]);
    expect([state(tree, "src"), state(tree, "lib")]).toEqual([CheckedState.Indeterminate, CheckedState.Indeterminate]);
    await tree.getItemInstance("src").toggleCheckedState(); // indeterminate → checked: the folder and all below
    expect(sorted(tree)).toEqual(["a.ts", "b.ts", "b.ts", "index.ts", "index.ts", "lib", "src"]);
  });
});

describe(`${PAGE}: checkedItems can hold an id twice`, () => {
  it(claim("/guides/known-issues", "checking a folder appends every leaf below it to checkedItems without looking at what is there already, so leaves that were checked before are added a second time."), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature], initialState: { checkedItems: ["a.ts"] } });
    await tree.getItemInstance("src").setChecked();
    expect(tree.getState().checkedItems).toEqual(["a.ts", "index.ts", "a.ts", "b.ts"]); // fixed: no second a.ts
  });

  it(claim("/guides/known-issues", "The checkboxes show the right state and unchecking removes every copy, but checkedItems.length counts too many"), async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature], initialState: { checkedItems: ["a.ts"] } });
    await tree.getItemInstance("src").setChecked();
    expect(tree.getState().checkedItems.length).toBe(4); // three items
    expect([state(tree, "src"), state(tree, "a.ts")]).toEqual([CheckedState.Checked, CheckedState.Checked]);
    await tree.getItemInstance("a.ts").setUnchecked();
    expect(tree.getState().checkedItems).toEqual(["index.ts", "b.ts"]);
  });

  it(claim("/guides/known-issues", "Remove them in your own setter"), async () => {
    // The page's setter, with `setCheckedItems` of useState replaced by a variable.
    let checkedItems: string[] = ["a.ts"];
    const setState = (update: string[] | ((old: string[]) => string[])) => void (checkedItems = typeof update === "function" ? update(checkedItems) : update);
    const tree = mountedTree({
      features: [syncDataLoaderFeature, checkboxesFeature],
      initialState: { checkedItems },
      setCheckedItems: (update) => setState((old) => [...new Set(typeof update === "function" ? update(old) : update)]),
    });
    await tree.getItemInstance("src").setChecked();
    expect(checkedItems).toEqual(["a.ts", "index.ts", "b.ts"]);
  });
});

describe(`${PAGE}: No loading state while checkbox propagation loads`, () => {
  it(claim("/guides/known-issues", "isLoadingCheckPropagation() is declared on items but not implemented, so calling it throws a TypeError."), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature] });
    expect(() => tree.getItemInstance("src").isLoadingCheckPropagation()).toThrow(TypeError);
  });

  it(claim("/guides/known-issues", "The loadingCheckPropagationItems atom that should hold a folder while its descendants load stays empty during the load"), async () => {
    const slow = { getItem: async (id: string) => (await wait(2), id), getChildren: async (id: string) => (await wait(2), FILES[id] ?? []) };
    const tree = mountedTree({ features: [asyncDataLoaderFeature, checkboxesFeature], dataLoader: slow });
    await tree.loadChildrenIds("root");
    let settled = false;
    void tree.getItemInstance("src").setChecked().then(() => (settled = true));
    const seen: string[][] = [];
    while (!settled) {
      seen.push([...tree.getState().loadingCheckPropagationItems]);
      await wait(1);
    }
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.flat()).toEqual([]); // fixed: ["src"] while loading
  });

  it(claim("/guides/known-issues", "toggling a leaf sets [\"leaf\"], then []"), async () => {
    const calls: string[][] = [];
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature], setLoadingCheckPropagationItems: (ids) => void calls.push([...(ids as string[])]) });
    await tree.getItemInstance("readme.md").toggleCheckedState();
    expect(calls).toEqual([["readme.md"], []]); // fixed: never set, nothing was loading
  });

  it(claim("/guides/known-issues", "Keep track of the promise that toggleCheckedState(), setChecked() and setUnchecked() return instead"), async () => {
    const slow = { getItem: async (id: string) => (await wait(2), id), getChildren: async (id: string) => (await wait(2), FILES[id] ?? []) };
    const tree = mountedTree({ features: [asyncDataLoaderFeature, checkboxesFeature], dataLoader: slow });
    await tree.loadChildrenIds("root");
    const busy: string[] = ["src"];
    await tree.getItemInstance("src").toggleCheckedState();
    busy.pop();
    expect(busy).toEqual([]);
    expect(sorted(tree)).toEqual(["a.ts", "b.ts", "index.ts"]); // done when the promise settled
  });

  it(claim("/guides/known-issues", "An item whose id is there shows as checked before its contents are looked at"), () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature], initialState: { checkedItems: ["lib"], expandedItems: ["src", "lib"] } });
    expect([state(tree, "lib"), state(tree, "a.ts"), state(tree, "b.ts")]).toEqual([CheckedState.Checked, CheckedState.Unchecked, CheckedState.Unchecked]);
  });
});
