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
  title: "Only some items can be dragged",
  description: "The canDrag option refuses any drag that includes a locked item; the others move freely, also as part of a multi-selection.",
  tags: ["dnd"],
};

interface Entry {
  name: string;
  locked?: boolean;
  children?: string[];
}

const initialData: Record<string, Entry> = {
  root: { name: "Slides", children: ["intro", "main", "end"] },
  intro: { name: "Introduction", children: ["title", "agenda"] },
  title: { name: "Title slide", locked: true },
  agenda: { name: "Agenda" },
  main: { name: "Main part", children: ["results", "demo", "costs"] },
  results: { name: "Results" },
  demo: { name: "Live demo" },
  costs: { name: "Costs" },
  end: { name: "Closing", children: ["questions", "legal"] },
  questions: { name: "Questions" },
  legal: { name: "Legal notice", locked: true },
};

const itemClass = (item: ItemInstance<Entry>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isUnorderedDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

export default function DndCustomizeCanDrag() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const moveItems = createOnDropHandler<Entry>((parent, newChildren) => {
    data.current![parent.getId()]!.children = newChildren;
  });

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["intro", "main", "end"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    indent: 20,
    canDrag: (items) => items.every((item) => !item.getItemData().locked),
    onDrop: async (items, target) => {
      await moveItems(items, target);
      // After onDrop the tree focuses the first dropped item. Open a closed folder that received
      // items, so that item is visible and keeps the tree reachable with Tab.
      if (!target.item.isExpanded()) target.item.expand();
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div {...tree.getContainerProps("Slides")} aria-multiselectable="true" className="tree">
      {tree.getItems().map((item) => (
        <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
          <span className={itemClass(item)}>
            {item.getItemName()}
            {item.getItemData().locked ? " (locked)" : ""}
          </span>
        </button>
      ))}
      <div style={tree.getDragLineStyle()} className="tree-dragline" />
    </div>
  );
}
