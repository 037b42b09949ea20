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
  title: "Open folders with a double click",
  description: "A single click only focuses and selects; a double click opens or closes a folder and runs the primary action, like in a desktop file manager.",
  tags: ["click-behavior", "plugins"],
};

// Listed before selectionFeature, so it replaces the click handler of the built-in tree feature,
// while the selection feature still wraps it and handles Ctrl and Shift clicks as usual.
const expandOnDoubleClick: FeatureImplementation = {
  key: "expand-on-double-click",
  itemInstance: {
    getProps: ({ item, prev }) => ({
      ...prev?.(),
      onClick: () => item.setFocused(),
      onDoubleClick: () => {
        item.primaryAction();
        if (!item.isFolder()) return;
        if (item.isExpanded()) item.collapse();
        else item.expand();
      },
    }),
  },
};

const children: Record<string, string[]> = {
  root: ["documents", "pictures", "todo.txt"],
  documents: ["letters", "cv.pdf"],
  letters: ["landlord.odt", "bank.odt"],
  pictures: ["cat.jpg", "sunset.jpg"],
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function ClickDouble() {
  const [opened, setOpened] = useState("nothing yet");
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["documents"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    onPrimaryAction: (item) => setOpened(item.getItemName()),
    features: [syncDataLoaderFeature, expandOnDoubleClick, selectionFeature, hotkeysCoreFeature],
  });

  return (
    <>
      <div {...tree.getContainerProps("Home folder")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={itemClass(item)}>{item.getItemName()}</span>
          </button>
        ))}
      </div>
      <p className={styles.hint} aria-live="polite">
        Primary action ran for: {opened}
      </p>
    </>
  );
}
