import { useState } from "react";
import {
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type FeatureImplementation,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "A feature of our own",
  description: "A small plugin adds item.getPath() for the breadcrumb, a config option, and wraps item.expand() to report opened folders.",
  tags: ["plugins"],
};

// Tell TypeScript about the new method and option; the feature below implements them.
declare module "@headless-tree/core" {
  interface ItemInstance<T> {
    getPath: () => string[];
  }
  interface TreeConfig<T> {
    onFolderOpened?: (item: ItemInstance<T>) => void;
  }
}

const pathFeature: FeatureImplementation = {
  key: "item-path",
  itemInstance: {
    getPath: ({ item }) => {
      const names: string[] = [];
      // The root item has level -1 and is not part of the path.
      for (let current: ItemInstance<unknown> | undefined = item; current && current.getItemMeta().level >= 0; current = current.getParent()) {
        names.unshift(current.getItemName());
      }
      return names;
    },
    // Wraps the expand() of the features before this one: call it, then report.
    expand: ({ tree, item, prev }) => {
      prev?.();
      tree.getConfig().onFolderOpened?.(item);
    },
  },
};

const children: Record<string, string[]> = {
  root: ["music", "podcasts"],
  music: ["jazz", "folk"],
  jazz: ["kind-of-blue", "a-love-supreme"],
  folk: ["blue", "pink-moon"],
  podcasts: ["history", "science"],
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function PluginItemMethod() {
  const [opened, setOpened] = useState<string[]>([]);
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["music", "jazz"], focusedItem: "a-love-supreme" },
    getItemName: (item) => item.getId().replaceAll("-", " "),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    onFolderOpened: (item) => setOpened((previous) => [item.getItemName(), ...previous].slice(0, 3)),
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, pathFeature],
  });

  return (
    <>
      <p className={styles.readout} aria-live="polite">
        {tree.getFocusedItem()?.getPath().join(" › ")}
      </p>
      <div {...tree.getContainerProps("Library")} aria-multiselectable="true" className="tree" style={{ marginTop: "0.75rem" }}>
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={itemClass(item)}>{item.getItemName()}</span>
          </button>
        ))}
      </div>
      <p className={styles.hint}>Recently opened: {opened.length ? opened.join(", ") : "open a folder"}</p>
    </>
  );
}
