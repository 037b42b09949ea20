import { useState } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  removeItemsFromParents,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Dragging items out of the tree",
  description: "Items travel as text on the drag event; when the basket accepts them, onCompleteForeignDrop takes them out of the tree.",
  tags: ["dnd", "foreign-dnd"],
};

// The tree data (folder → child ids) lives outside React, as it would in your store or on your
// server: the tree reads it through dataLoader, and the handlers below change it in place.
// (React state must never be changed in place; for data in useState see /recipe/external-state-updates.)
const children: Record<string, string[]> = {
  root: ["bakery", "produce", "dairy"],
  bakery: ["sourdough", "croissants"],
  produce: ["apples", "spinach", "lemons"],
  dairy: ["yoghurt", "butter"],
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isUnorderedDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

export default function ForeignDragOut() {
  const [basket, setBasket] = useState<string[]>([]);
  const [hovering, setHovering] = useState(false);
  const [removeOnDrop, setRemoveOnDrop] = useState(true);

  const changeChildren = (parent: ItemInstance<string>, newChildren: string[]) => {
    children[parent.getId()] = newChildren;
  };

  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["bakery", "produce"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    indent: 20,
    onDrop: createOnDropHandler(changeChildren),
    createForeignDragObject: (items) => ({
      format: "text/plain",
      data: items.map((item) => item.getId()).join("\n"),
      effectAllowed: "copyMove",
    }),
    // Runs after a target outside the tree accepted the drop.
    onCompleteForeignDrop: (items) => {
      if (removeOnDrop) void removeItemsFromParents(items, changeChildren);
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div className={styles.columns}>
      <div>
        <div {...tree.getContainerProps("Shopping list")} className="tree">
          {tree.getItems().map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className={itemClass(item)}>{item.getItemName()}</span>
            </button>
          ))}
          <div style={tree.getDragLineStyle()} className="tree-dragline" />
        </div>
        <label className={styles.hint}>
          <input type="checkbox" checked={removeOnDrop} onChange={(event) => setRemoveOnDrop(event.target.checked)} /> Remove
          items from the tree after the drop
        </label>
      </div>
      <div
        className={`${styles.dropzone} ${hovering ? styles.dropzoneActive : ""}`}
        onDragOver={(event) => {
          // Accepting the drag: without preventDefault() the browser refuses the drop.
          event.preventDefault();
          setHovering(true);
        }}
        onDragLeave={() => setHovering(false)}
        onDrop={(event) => {
          event.preventDefault();
          setHovering(false);
          const ids = event.dataTransfer.getData("text/plain").split("\n").filter(Boolean);
          setBasket((previous) => [...previous, ...ids]);
        }}
      >
        {basket.length ? `In the basket: ${basket.join(", ")}` : "Drag groceries into this basket"}
      </div>
    </div>
  );
}
