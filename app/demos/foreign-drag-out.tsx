import { useRef, useState } from "react";
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

const initialChildren: Record<string, string[]> = {
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
  // Folder → child ids. Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const children = useRef<Record<string, string[]>>(null);
  if (children.current === null) children.current = structuredClone(initialChildren);
  const [basket, setBasket] = useState<string[]>([]);
  const [hovering, setHovering] = useState(false);
  const [removeOnDrop, setRemoveOnDrop] = useState(true);

  const changeChildren = (parent: ItemInstance<string>, newChildren: string[]) => {
    children.current![parent.getId()] = newChildren;
  };
  const moveItems = createOnDropHandler(changeChildren);

  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["bakery", "produce"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children.current!,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children.current![itemId] ?? [],
    },
    indent: 20,
    onDrop: async (items, target) => {
      // applySubStateUpdate is @internal: in 1.7.0 a drop on the tree's empty area would otherwise
      // leave the drag running (see /guides/known-issues).
      items[0]?.getTree().applySubStateUpdate("dnd", null);
      await moveItems(items, target);
      // After onDrop the tree focuses the first dropped item. Open a closed folder that received
      // items, so that item is visible and keeps the tree reachable with Tab.
      if (!target.item.isExpanded()) target.item.expand();
    },
    createForeignDragObject: (items) => ({
      format: "text/plain",
      data: items.map((item) => item.getId()).join("\n"),
      effectAllowed: "copyMove",
    }),
    // This tree takes nothing from outside. The check also runs when one of its own drags ends
    // outside, and onCompleteForeignDrop needs a yes then: say yes to its own drags only.
    canDragForeignDragObjectOver: (_dataTransfer, target) => !!target.item.getTree().getState().dnd?.draggedItems,
    // Runs after a target outside the tree accepted the drop.
    onCompleteForeignDrop: async (items) => {
      if (!removeOnDrop) return;
      const tree = items[0]!.getTree();
      await removeItemsFromParents(items, changeChildren);
      // The focused item may have left: focus the first one, so that Tab still reaches the tree.
      if (!tree.getItems().some((item) => item.isFocused())) tree.getItems()[0]?.setFocused();
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div className={styles.columns}>
      <div>
        <div {...tree.getContainerProps("Shopping list")} aria-multiselectable="true" className="tree">
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
