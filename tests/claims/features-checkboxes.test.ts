// Claims of content/features/checkboxes.mdx: the propagation table and the async notes.
import { asyncDataLoaderFeature, checkboxesFeature, CheckedState, syncDataLoaderFeature } from "@headless-tree/core";
import { describe, expect, it } from "vitest";
import { FILES, mountedTree, wait } from "./tree";

const checked = (tree: ReturnType<typeof mountedTree>) => [...tree.getState().checkedItems].sort();

describe("/features/checkboxes: 'Propagation' table", () => {
  const rows = [
    { propagateCheckedState: undefined, canCheckFolders: undefined, holds: ["a.ts", "b.ts", "index.ts"], row: "true (default) | false (default) | checks all leaves below it | leaves only" },
    { propagateCheckedState: true, canCheckFolders: true, holds: ["a.ts", "b.ts", "index.ts", "lib", "src"], row: "true | true | checks the folder and everything below it | folders and leaves" },
    { propagateCheckedState: false, canCheckFolders: undefined, holds: ["src"], row: "false | true (default) | checks only the folder | whatever was clicked" },
    { propagateCheckedState: false, canCheckFolders: false, holds: [], row: "false | false | does nothing | leaves only" },
  ];
  for (const { propagateCheckedState, canCheckFolders, holds, row } of rows) {
    it(`'${row}'`, async () => {
      // Only the options the row sets: an option passed as `undefined` replaces its default.
      const options = Object.fromEntries(Object.entries({ propagateCheckedState, canCheckFolders }).filter(([, value]) => value !== undefined));
      const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature], ...options });
      await tree.getItemInstance("src").setChecked();
      expect(checked(tree)).toEqual(holds);
    });
  }

  it("'The folder's own state is then computed from its contents: checked when every leaf below it is checked, indeterminate when some are, unchecked when none are'", async () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature] });
    const src = tree.getItemInstance("src");
    expect(src.getCheckedState()).toBe(CheckedState.Unchecked);
    await tree.getItemInstance("a.ts").setChecked();
    expect(src.getCheckedState()).toBe(CheckedState.Indeterminate);
    await tree.getItemInstance("b.ts").setChecked();
    await tree.getItemInstance("index.ts").setChecked();
    expect(src.getCheckedState()).toBe(CheckedState.Checked);
  });
});

describe("/features/checkboxes: 'Asynchronous trees'", () => {
  const slow = {
    getItem: async (id: string) => (await wait(2), id),
    getChildren: async (id: string) => (await wait(2), FILES[id] ?? []),
  };

  it("'the tree loads every level below the folder before it updates checkedItems'; 'While a slow load runs, the atom stays empty' (1.7.0)", async () => {
    const tree = mountedTree({ features: [asyncDataLoaderFeature, checkboxesFeature], dataLoader: slow });
    await tree.loadChildrenIds("root");
    const running = tree.getItemInstance("src").setChecked();
    let settled = false;
    void running.then(() => (settled = true));
    const seenWhileRunning: string[][] = [];
    while (!settled) {
      seenWhileRunning.push([...tree.getState().loadingCheckPropagationItems]);
      expect(tree.getState().checkedItems).toEqual([]);
      await wait(1);
    }
    expect(seenWhileRunning.length).toBeGreaterThan(2); // the load really took a while
    expect(seenWhileRunning.flat()).toEqual([]); // a fixed library would show "src" here
    expect(checked(tree)).toEqual(["a.ts", "b.ts", "index.ts"]);
  });

  it("'The item type declares isLoadingCheckPropagation(), but the feature does not implement it, so calling it throws'", () => {
    const tree = mountedTree({ features: [syncDataLoaderFeature, checkboxesFeature] });
    expect(() => tree.getItemInstance("src").isLoadingCheckPropagation()).toThrow(TypeError);
  });

  it("'a folder whose loaded leaves are all checked shows as checked, even if a subfolder that has not loaded yet holds more items'", async () => {
    const tree = mountedTree({ features: [asyncDataLoaderFeature, checkboxesFeature], dataLoader: slow, initialState: { checkedItems: ["index.ts"] } });
    await tree.loadChildrenIds("root");
    await tree.loadItemData("src");
    await tree.loadChildrenIds("src"); // index.ts and lib known; lib's children not loaded
    expect(tree.getItemInstance("src").getCheckedState()).toBe(CheckedState.Checked);
    await tree.loadChildrenIds("lib");
    expect(tree.getItemInstance("src").getCheckedState()).toBe(CheckedState.Indeterminate);
  });
});
