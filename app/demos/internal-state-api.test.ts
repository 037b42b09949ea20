import { createTree, makeStateUpdater, syncDataLoaderFeature, type FeatureImplementation, type SetStateFn } from "@headless-tree/core";
import { describe, expect, it } from "vitest";

// The plugin and nested-rendering recipes write their own state slice with the @internal
// `applySubStateUpdate` and say why: in 1.7.0 nothing public writes a slice. If a release adds a
// public way (this test then fails), the recipes and demos should move to it.

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

function mountedTree() {
  const tree = createTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getId(),
    isItemFolder: () => false,
    dataLoader: { getItem: (id) => id, getChildren: () => [] },
    features: [syncDataLoaderFeature, sliceFeature],
  });
  tree.setMounted(true);
  return tree;
}

describe("writing a custom state slice in 1.7.0", () => {
  it("the slice's default setter (makeStateUpdater) and the tree's setState do not change the state", () => {
    const tree = mountedTree();
    tree.getConfig().setClaimSlice!(["a"]);
    tree.setState((old) => ({ ...old, claimSlice: ["b"] }));
    expect(tree.getState().claimSlice).toEqual([]);
  });

  it("applySubStateUpdate changes it at once and calls the slice's setter", () => {
    const tree = mountedTree();
    const seen: unknown[] = [];
    tree.setConfig((config) => ({ ...config, setClaimSlice: (value) => seen.push(value) }));
    tree.applySubStateUpdate("claimSlice", (ids = []) => [...ids, "a"]);
    expect(tree.getState().claimSlice).toEqual(["a"]);
    expect(seen).toEqual([["a"]]);
  });
});
