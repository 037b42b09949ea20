import {
  expandAllFeature,
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Custom hotkeys",
  description: "Three hotkeys of our own: N adds an item, Delete removes the focused one, Shift+C collapses everything.",
  tags: ["hotkeys", "expand-all"],
};

interface Entry {
  name: string;
  children?: string[];
}

// The tree data lives outside React, as it would in your store or on your server: the tree reads it
// through dataLoader, and the handlers below change it in place.
// (React state must never be changed in place; for data in useState see /recipe/external-state-updates.)
const data: Record<string, Entry> = {
  root: { name: "Kitchen", children: ["shelf", "fridge", "kettle"] },
  shelf: { name: "Shelf", children: ["rice", "lentils"] },
  rice: { name: "Rice" },
  lentils: { name: "Lentils" },
  fridge: { name: "Fridge", children: ["milk", "cheese"] },
  milk: { name: "Milk" },
  cheese: { name: "Cheese" },
  kettle: { name: "Kettle" },
};

/** How many items N has added, for their ids and names. */
let created = 0;

const itemClass = (item: ItemInstance<Entry>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function HotkeysCustomActions() {
  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["shelf", "fridge"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data[itemId]!,
      getChildren: (itemId) => data[itemId]?.children ?? [],
    },
    hotkeys: {
      customNewItem: {
        hotkey: "KeyN",
        preventDefault: true,
        handler: (_event, tree) => {
          const focused = tree.getFocusedItem();
          const parent = focused.isFolder() ? focused : focused.getParent();
          if (!parent) return;
          created += 1;
          const id = `new-${created}`;
          data[id] = { name: `New item ${created}` };
          data[parent.getId()]!.children!.push(id);
          if (parent.getId() !== "root" && !parent.isExpanded()) parent.expand();
          tree.rebuildTree();
          tree.getItemInstance(id).setFocused();
          tree.updateDomFocus();
        },
      },
      customDeleteItem: {
        hotkey: "Delete",
        handler: (_event, tree) => {
          const focused = tree.getFocusedItem();
          const parent = focused.getParent();
          if (!parent) return;
          // Move the focus first: the focused item is about to disappear.
          const neighbour =
            focused.getItemAbove() ?? tree.getItems().find((item) => item !== focused && !item.isDescendentOf(focused.getId()));
          neighbour?.setFocused();
          const siblings = data[parent.getId()]!.children!;
          siblings.splice(siblings.indexOf(focused.getId()), 1);
          tree.rebuildTree();
          tree.updateDomFocus();
        },
      },
      customCollapseAll: {
        hotkey: "Shift+KeyC",
        handler: (_event, tree) => tree.collapseAll(),
      },
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, expandAllFeature],
  });

  return (
    <>
      <div {...tree.getContainerProps("Kitchen inventory")} className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={itemClass(item)}>{item.getItemName()}</span>
          </button>
        ))}
      </div>
      <p className={styles.hint}>
        Focus an item, then press <kbd>N</kbd>, <kbd>Delete</kbd> or <kbd>Shift</kbd>+<kbd>C</kbd>. The default
        arrow-key navigation keeps working.
      </p>
    </>
  );
}
