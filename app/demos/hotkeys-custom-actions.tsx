import { useRef } from "react";
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

const initialData: Record<string, Entry> = {
  root: { name: "Kitchen", children: ["shelf", "fridge", "kettle"] },
  shelf: { name: "Shelf", children: ["rice", "lentils"] },
  rice: { name: "Rice" },
  lentils: { name: "Lentils" },
  fridge: { name: "Fridge", children: ["milk", "cheese"] },
  milk: { name: "Milk" },
  cheese: { name: "Cheese" },
  kettle: { name: "Kettle" },
};

const itemClass = (item: ItemInstance<Entry>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused"]
    .filter(Boolean)
    .join(" ");

export default function HotkeysCustomActions() {
  // Changed in place by the hotkeys, then shown with rebuildTree(), so it is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  /** How many items N has added, for their ids and names. */
  const created = useRef(0);

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["shelf", "fridge"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    hotkeys: {
      customNewItem: {
        hotkey: "KeyN",
        preventDefault: true,
        handler: (_event, tree) => {
          const focused = tree.getFocusedItem();
          const parent = focused.isFolder() ? focused : focused.getParent();
          if (!parent) return;
          created.current += 1;
          const id = `new-${created.current}`;
          data.current![id] = { name: `New item ${created.current}` };
          data.current![parent.getId()]!.children!.push(id);
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
          const siblings = data.current![parent.getId()]!.children!;
          siblings.splice(siblings.indexOf(focused.getId()), 1);
          tree.rebuildTree();
          tree.updateDomFocus();
        },
      },
      customCollapseAll: {
        hotkey: "Shift+KeyC",
        handler: (_event, tree) => {
          // Collapsing would hide a focused item inside a folder, and no row would be left in the
          // tab order: move the focus to its top-level folder first.
          let top = tree.getFocusedItem();
          while (top.getItemMeta().level > 0) top = top.getParent()!;
          top.setFocused();
          tree.collapseAll();
          tree.updateDomFocus();
        },
      },
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, expandAllFeature],
  });

  return (
    <>
      <div {...tree.getContainerProps("Kitchen inventory")} aria-multiselectable="true" className="tree">
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
