import { useRef, useState } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  insertItemsAtTarget,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Dragging data into the tree",
  description: "Text dragged in from outside becomes a new item in the folder it is dropped on; the Archive folder refuses it.",
  tags: ["dnd", "foreign-dnd"],
};

interface Entry {
  name: string;
  children?: string[];
}

const initialData: Record<string, Entry> = {
  root: { name: "Board", children: ["ideas", "doing", "archive"] },
  ideas: { name: "Ideas", children: ["dark-mode"] },
  "dark-mode": { name: "Dark mode" },
  doing: { name: "Doing", children: ["search"] },
  search: { name: "Faster search" },
  archive: { name: "Archive (read-only)", children: ["old-logo"] },
  "old-logo": { name: "Old logo" },
};

const cards = ["Offline support", "Export to PDF", "Keyboard shortcuts"];

const itemClass = (item: ItemInstance<Entry>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isUnorderedDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

// Only real folders other than the archive take new cards.
const acceptsCards = (item: ItemInstance<Entry>) => item.isFolder() && item.getId() !== "archive";

export default function ForeignDragIn() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const [created, setCreated] = useState(0);

  const changeChildren = (parent: ItemInstance<Entry>, newChildren: string[]) => {
    data.current![parent.getId()]!.children = newChildren;
  };
  const moveItems = createOnDropHandler(changeChildren);

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["ideas", "doing", "archive"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    indent: 20,
    canDrop: (_items, target) => acceptsCards(target.item),
    onDrop: async (items, target) => {
      await moveItems(items, target);
      // After onDrop the tree focuses the first dropped item. Open a closed folder that received
      // items, so that item is visible and keeps the tree reachable with Tab.
      if (!target.item.isExpanded()) target.item.expand();
    },
    // While hovering, the browser only reveals the formats, not the text.
    canDragForeignDragObjectOver: (dataTransfer, target) =>
      dataTransfer.types.includes("text/plain") && acceptsCards(target.item),
    canDropForeignDragObject: (dataTransfer, target) =>
      dataTransfer.getData("text/plain").trim() !== "" && acceptsCards(target.item),
    onDropForeignDragObject: async (dataTransfer, target) => {
      const id = `card-${Object.keys(data.current!).length}`;
      data.current![id] = { name: dataTransfer.getData("text/plain").trim().slice(0, 60) };
      await insertItemsAtTarget([id], target, changeChildren);
      setCreated((count) => count + 1);
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div className={styles.columns}>
      <div {...tree.getContainerProps("Project board")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={itemClass(item)}>{item.getItemName()}</span>
          </button>
        ))}
        <div style={tree.getDragLineStyle()} className="tree-dragline" />
      </div>
      <div>
        <p className={styles.label}>New cards</p>
        <div className={styles.toolbar}>
          {cards.map((card) => (
            <span
              key={card}
              className={styles.dragsource}
              draggable
              onDragStart={(event) => event.dataTransfer.setData("text/plain", card)}
            >
              {card}
            </span>
          ))}
        </div>
        <p className={styles.hint}>
          Text selected anywhere on this page can be dropped too. Cards created: {created}
        </p>
      </div>
    </div>
  );
}
