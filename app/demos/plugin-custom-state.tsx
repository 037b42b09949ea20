import {
  hotkeysCoreFeature,
  makeStateUpdater,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
  type ItemInstance,
  type SetStateFn,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "A feature with its own state",
  description: "A pinning feature keeps the pinned items in a state slice of its own, with a setter that can be controlled like any built-in slice.",
  tags: ["plugins", "state"],
};

declare module "@headless-tree/core" {
  interface TreeState<T> {
    pinnedItems?: string[];
  }
  interface TreeConfig<T> {
    setPinnedItems?: SetStateFn<string[] | undefined>;
  }
  interface TreeInstance<T> {
    getPinnedItems: () => ItemInstance<T>[];
    setPinnedItems: (itemIds: string[]) => void;
  }
  interface ItemInstance<T> {
    isPinned: () => boolean;
    togglePinned: () => void;
  }
}

const pinningFeature: FeatureImplementation = {
  key: "pinning",
  // The slice's starting value, unless the user passes one.
  getInitialState: (initialState) => ({ pinnedItems: [], ...initialState }),
  // The default setter hands changes to the tree, so a single `setState` also sees them.
  getDefaultConfig: (defaultConfig, tree) => ({
    setPinnedItems: makeStateUpdater("pinnedItems", tree),
    ...defaultConfig,
  }),
  // Which config option is the setter of which slice.
  stateHandlerNames: { pinnedItems: "setPinnedItems" },
  treeInstance: {
    getPinnedItems: ({ tree }) => (tree.getState().pinnedItems ?? []).map((id) => tree.getItemInstance(id)),
    // @internal in the library, but in 1.7.0 the only way to write a slice (setState ignores its value).
    setPinnedItems: ({ tree }, itemIds) => tree.applySubStateUpdate("pinnedItems", itemIds),
  },
  itemInstance: {
    isPinned: ({ tree, itemId }) => (tree.getState().pinnedItems ?? []).includes(itemId),
    togglePinned: ({ tree, item, itemId }) => {
      const pinned = tree.getState().pinnedItems ?? [];
      tree.setPinnedItems(item.isPinned() ? pinned.filter((id) => id !== itemId) : [...pinned, itemId]);
    },
  },
};

const children: Record<string, string[]> = {
  root: ["reports", "designs", "notes.md"],
  reports: ["q1.pdf", "q2.pdf"],
  designs: ["logo.svg", "poster.png"],
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function PluginCustomState() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["reports", "designs"], pinnedItems: ["q2.pdf"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    hotkeys: {
      customTogglePin: { hotkey: "KeyP", handler: (_event, tree) => tree.getFocusedItem().togglePinned() },
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, pinningFeature],
  });

  return (
    <div className={styles.columns}>
      <div>
        <div className={styles.toolbar}>
          <button type="button" className={styles.button} onClick={() => tree.getFocusedItem().togglePinned()}>
            Pin or unpin {tree.getFocusedItem()?.getItemName()}
          </button>
        </div>
        <div {...tree.getContainerProps("Shared files")} aria-multiselectable="true" className="tree">
          {tree.getItems().map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className={itemClass(item)}>
                {item.getItemName()}
                {item.isPinned() ? " 📌" : ""}
              </span>
            </button>
          ))}
        </div>
        <p className={styles.hint}>
          Or press <kbd>P</kbd> on a focused item.
        </p>
      </div>
      <div>
        <p className={styles.label}>tree.getState().pinnedItems</p>
        <p className={styles.readout}>{JSON.stringify(tree.getState().pinnedItems)}</p>
      </div>
    </div>
  );
}
