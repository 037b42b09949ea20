import { createTree, type HotkeysConfig, type TreeConfig, type TreeInstance } from "@headless-tree/core";

/** A small file tree: each folder lists its children; an id is also the item's name. */
export const FILES: Record<string, string[]> = {
  root: ["docs", "src", "readme.md"],
  docs: ["intro.md", "guide.md"],
  src: ["index.ts", "lib"],
  lib: ["a.ts", "b.ts"],
};

type Defaults = "rootItemId" | "getItemName" | "isItemFolder" | "dataLoader";
type Options = Omit<TreeConfig<string>, Defaults> & Partial<Pick<TreeConfig<string>, Defaults>>;

/**
 * Creates a tree as `useTree` does after mount: `setMounted(true)` (state updates only apply to a
 * mounted tree) and `rebuildTree()`. The config keeps a `state` object up to date like a React
 * component would, so reads after an update see it.
 */
export function mountedTree(options: Options, children: Record<string, string[]> = FILES): TreeInstance<string> {
  const tree = createTree<string>({
    rootItemId: "root",
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: { getItem: (id) => id, getChildren: (id) => children[id] ?? [] },
    ...options,
  } as TreeConfig<string>);
  tree.setMounted(true);
  tree.rebuildTree();
  return tree;
}

/** Resolves after pending timers of `ms` milliseconds (the library's setTimeout-based work). */
export const wait = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a hotkey's handler as hotkeysCoreFeature would for its keys, after checking that its
 * isEnabled lets it run in the tree's current state.
 */
export function runHotkey(tree: TreeInstance<string>, name: keyof HotkeysConfig<string>) {
  const hotkey = tree.getHotkeyPresets()[name];
  if (!hotkey) throw new Error(`no hotkey ${String(name)} in this tree`);
  if (hotkey.isEnabled && !hotkey.isEnabled(tree)) throw new Error(`hotkey ${String(name)} is not enabled now`);
  return hotkey.handler({ stopPropagation: () => {}, preventDefault: () => {} } as unknown as KeyboardEvent, tree);
}
