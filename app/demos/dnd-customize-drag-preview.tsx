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
import styles from "./dnd-customize-drag-preview.module.css";

export const meta = {
  title: "A custom drag preview",
  description: "The setDragImage option hands the browser a badge that names the dragged items instead of a snapshot of the row.",
  tags: ["dnd"],
};

const initialChildren: Record<string, string[]> = {
  root: ["playlist", "library"],
  playlist: ["blue-in-green", "so-what"],
  library: ["naima", "take-five", "round-midnight", "blue-monk", "footprints"],
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isUnorderedDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

export default function DndCustomizeDragPreview() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const children = useRef<Record<string, string[]>>(null);
  if (children.current === null) children.current = structuredClone(initialChildren);
  const moveItems = createOnDropHandler<string>((parent, newChildren) => {
    children.current![parent.getId()] = newChildren;
  });
  const preview = useRef<HTMLDivElement>(null);

  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["playlist", "library"], selectedItems: ["naima", "take-five", "blue-monk"] },
    getItemName: (item) => item.getId().replaceAll("-", " "),
    isItemFolder: (item) => item.getId() in children.current!,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children.current![itemId] ?? [],
    },
    indent: 20,
    setDragImage: (items) => {
      const [first, ...rest] = items.map((item) => item.getItemName());
      // The browser pictures the element once the dragstart handlers are done; the text is
      // written straight into it so that it is there by then.
      preview.current!.textContent = rest.length ? `${first} and ${rest.length} more` : `${first}`;
      return { imgElement: preview.current!, xOffset: -12, yOffset: -12 };
    },
    onDrop: async (items, target) => {
      await moveItems(items, target);
      // After onDrop the tree focuses the first dropped item. Open a closed folder that received
      // items, so that item is visible and keeps the tree reachable with Tab.
      if (!target.item.isExpanded()) target.item.expand();
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <>
      <div {...tree.getContainerProps("Songs")} aria-multiselectable="true" className="tree">
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span className={itemClass(item)}>{item.getItemName()}</span>
          </button>
        ))}
        <div style={tree.getDragLineStyle()} className="tree-dragline" />
      </div>
      {/* Kept in the layout but off screen: the browser can only photograph rendered elements. */}
      <div ref={preview} className={styles.preview} aria-hidden="true" />
    </>
  );
}
