import { useRef } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./dnd-customize-drag-handle.module.css";

export const meta = {
  title: "A separate drag handle",
  description: "With seperateDragHandle, rows are no longer draggable as a whole; only the grip on the left starts a drag.",
  tags: ["dnd"],
};

const initialChildren: Record<string, string[]> = {
  root: ["monday", "tuesday"],
  monday: ["standup", "design-review", "write-report"],
  tuesday: ["dentist", "groceries"],
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isUnorderedDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

export default function DndCustomizeDragHandle() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const children = useRef<Record<string, string[]>>(null);
  if (children.current === null) children.current = structuredClone(initialChildren);
  const moveItems = createOnDropHandler<string>((parent, newChildren) => {
    children.current![parent.getId()] = newChildren;
  });

  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["monday", "tuesday"] },
    getItemName: (item) => item.getId().replaceAll("-", " "),
    isItemFolder: (item) => item.getId() in children.current!,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children.current![itemId] ?? [],
    },
    indent: 20,
    seperateDragHandle: true,
    onDrop: async (items, target) => {
      await moveItems(items, target);
      // After onDrop the tree focuses the first dropped item. Open a closed folder that received
      // items, so that item is visible and keeps the tree reachable with Tab.
      if (!target.item.isExpanded()) target.item.expand();
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div {...tree.getContainerProps("Week plan")} aria-multiselectable="true" className="tree">
      {tree.getItems().map((item) => (
        <div {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
          <span className={itemClass(item)}>
            <span {...item.getDragHandleProps()} className={styles.grip} aria-hidden="true" title="Drag to move" />
            {item.getItemName()}
          </span>
        </div>
      ))}
      <div style={tree.getDragLineStyle()} className="tree-dragline" />
    </div>
  );
}
