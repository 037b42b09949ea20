import { useState } from "react";
import { hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature, type ItemInstance } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Individual state atoms",
  description: "Selected, expanded and focused items each live in their own useState; the buttons change them from outside the tree.",
  tags: ["state", "selection"],
};

const children: Record<string, string[]> = {
  root: ["fruit", "vegetables", "bread"],
  fruit: ["apple", "banana", "cherry"],
  vegetables: ["carrot", "leek", "potato"],
};

const parentOf = (id: string) => Object.keys(children).find((folder) => children[folder]!.includes(id)) ?? null;

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function StateIndividualAtoms() {
  const [selectedItems, setSelectedItems] = useState<string[]>(["banana"]);
  const [expandedItems, setExpandedItems] = useState<string[]>(["fruit"]);
  const [focusedItem, setFocusedItem] = useState<string | null>(null);

  const tree = useTree<string>({
    rootItemId: "root",
    // The tree reads these slices from here and reports every change through the setters.
    state: { selectedItems, expandedItems, focusedItem },
    setSelectedItems,
    setExpandedItems,
    setFocusedItem,
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
          <button type="button" className={styles.button} onClick={() => setSelectedItems(["carrot", "leek", "potato"])}>
            Select all vegetables
          </button>
          <button type="button" className={styles.button} onClick={() => setExpandedItems(["fruit", "vegetables"])}>
            Expand both folders
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setExpandedItems([]);
              // A focused fruit or vegetable is hidden now: its folder takes the focus, so a row keeps
              // tabIndex 0 and Tab still reaches the tree.
              setFocusedItem((id) => (id && !children.root!.includes(id) ? parentOf(id) : id));
            }}
          >
            Collapse all
          </button>
        </div>
        <div {...tree.getContainerProps("Groceries")} aria-multiselectable="true" className="tree">
          {tree.getItems().map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className={itemClass(item)}>{item.getItemName()}</span>
            </button>
          ))}
        </div>
      </div>
      <div>
        <p className={styles.label}>selectedItems</p>
        <p className={styles.readout}>{JSON.stringify(selectedItems)}</p>
        <p className={styles.label}>expandedItems</p>
        <p className={styles.readout}>{JSON.stringify(expandedItems)}</p>
        <p className={styles.label}>focusedItem</p>
        <p className={styles.readout}>{JSON.stringify(focusedItem)}</p>
      </div>
    </div>
  );
}
