import { useRef, useState } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  isOrderedDragTarget,
  selectionFeature,
  syncDataLoaderFeature,
  type DragTarget,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Without reordering",
  description: "With canReorder set to false, items can only be dropped into folders, so there is no drag line and no position within a folder.",
  tags: ["dnd"],
};

const initialChildren: Record<string, string[]> = {
  root: ["to-sort", "invoices", "receipts", "contracts"],
  "to-sort": ["scan-0412.pdf", "scan-0413.pdf", "scan-0414.pdf", "lease-2025.pdf"],
  invoices: ["march.pdf"],
  receipts: [],
  contracts: [],
};

const describeTarget = (target: DragTarget<string>) =>
  isOrderedDragTarget(target) ? `between items in ${target.item.getId()}` : `into ${target.item.getId()}`;

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

export default function DndCustomizeNoReorder() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const children = useRef<Record<string, string[]>>(null);
  if (children.current === null) children.current = structuredClone(initialChildren);
  const [lastDrop, setLastDrop] = useState("nothing yet");
  const moveItems = createOnDropHandler<string>((parent, newChildren) => {
    children.current![parent.getId()] = newChildren;
  });

  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["to-sort", "invoices"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children.current!,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children.current![itemId] ?? [],
    },
    canReorder: false,
    onDrop: async (items, target) => {
      setLastDrop(`${items.map((item) => item.getId()).join(", ")} ${describeTarget(target)}`);
      await moveItems(items, target);
      // After onDrop the tree focuses the first dropped item. Open a closed folder that received
      // items, so that item is visible and keeps the tree reachable with Tab.
      if (!target.item.isExpanded()) target.item.expand();
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <>
      <div {...tree.getContainerProps("Scanned documents")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={itemClass(item)}>{item.getItemName()}</span>
          </button>
        ))}
      </div>
      <p className={styles.hint} aria-live="polite">
        Last drop: {lastDrop}
      </p>
    </>
  );
}
