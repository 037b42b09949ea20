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

export const meta = {
  title: "The smallest drop handler",
  description: "The handler from createOnDropHandler writes each new child list back into a plain object; that is all it takes to move items.",
  tags: ["dnd"],
};

// Each folder's children, as ids. Drops rewrite these lists.
const initialChildren: Record<string, string[]> = {
  root: ["breakfast", "lunch", "dinner"],
  breakfast: ["porridge", "toast"],
  lunch: ["soup", "salad"],
  dinner: ["curry", "rice", "dessert"],
};

const itemClass = (item: ItemInstance<string>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isUnorderedDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

export default function DndDropHandler() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const children = useRef<Record<string, string[]>>(null);
  if (children.current === null) children.current = structuredClone(initialChildren);
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["breakfast", "lunch", "dinner"] },
    getItemName: (item) => item.getId(),
    isItemFolder: (item) => item.getId() in children.current!,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children.current![itemId] ?? [],
    },
    indent: 20,
    onDrop: createOnDropHandler((parent, newChildren) => {
      children.current![parent.getId()] = newChildren;
    }),
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div {...tree.getContainerProps("Meal plan")} aria-multiselectable="true" className="tree">
      {tree.getItems().map((item) => (
        <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
          <span className={itemClass(item)}>{item.getItemName()}</span>
        </button>
      ))}
      <div style={tree.getDragLineStyle()} className="tree-dragline" />
    </div>
  );
}
