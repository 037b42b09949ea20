import { useState } from "react";
import {
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
  type TreeState,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "The entire state in one object",
  description: "One useState holds the whole tree state; setState receives every change and the buttons replace the state wholesale.",
  tags: ["state"],
};

const children: Record<string, string[]> = {
  root: ["inbox", "archive", "drafts"],
  inbox: ["invoice", "newsletter"],
  archive: ["2023", "2024"],
  "2024": ["tax-letter", "holiday-photos"],
};

const startState: Partial<TreeState<string>> = {
  expandedItems: ["inbox"],
  selectedItems: [],
  focusedItem: null,
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function StateControlled() {
  const [state, setState] = useState<Partial<TreeState<string>>>(startState);

  const tree = useTree<string>({
    rootItemId: "root",
    state,
    setState,
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  return (
    <div className={styles.columns}>
      <div>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.button}
            onClick={() => setState({ expandedItems: ["archive", "2024"], selectedItems: ["tax-letter"], focusedItem: "tax-letter" })}
          >
            Jump to the tax letter
          </button>
          <button type="button" className={styles.button} onClick={() => setState(startState)}>
            Reset
          </button>
        </div>
        <div {...tree.getContainerProps("Mail folders")} aria-multiselectable="true" className="tree">
          {tree.getItems().map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className={itemClass(item)}>{item.getItemName()}</span>
            </button>
          ))}
        </div>
      </div>
      <div>
        <p className={styles.label}>state</p>
        <pre className={styles.readout}>{JSON.stringify(state, null, 1)}</pre>
      </div>
    </div>
  );
}
