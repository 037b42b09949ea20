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
  title: "Folders that only take some files",
  description: "The canDrop option lets Images accept only pictures and Documents only PDFs; Inbox takes anything.",
  tags: ["dnd"],
};

interface Entry {
  name: string;
  accepts?: string[];
  children?: string[];
}

const initialData: Record<string, Entry> = {
  root: { name: "Files", children: ["inbox", "images", "documents"] },
  inbox: { name: "Inbox", children: ["beach.jpg", "tickets.pdf", "logo.png", "notes.txt"] },
  images: { name: "Images", accepts: [".jpg", ".png"], children: [] },
  documents: { name: "Documents", accepts: [".pdf"], children: [] },
  "beach.jpg": { name: "beach.jpg" },
  "tickets.pdf": { name: "tickets.pdf" },
  "logo.png": { name: "logo.png" },
  "notes.txt": { name: "notes.txt" },
};

const itemClass = (item: ItemInstance<Entry>) =>
  ["treeitem", item.isFolder() && "folder", item.isExpanded() && "expanded", item.isSelected() && "selected", item.isFocused() && "focused", item.isDragTarget() && "drop"]
    .filter(Boolean)
    .join(" ");

export default function DndCustomizeCanDrop() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const moveItems = createOnDropHandler<Entry>((parent, newChildren) => {
    data.current![parent.getId()]!.children = newChildren;
  });

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["inbox", "images", "documents"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    indent: 20,
    // The target's item is the folder that would receive the items, also for drops between its children.
    canDrop: (items, target) => {
      const { accepts, children } = target.item.getItemData();
      if (!children) return false;
      return !accepts || items.every((item) => accepts.some((ending) => item.getItemName().endsWith(ending)));
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
    <div {...tree.getContainerProps("Files")} aria-multiselectable="true" className="tree">
      {tree.getItems().map((item) => (
        <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
          <span className={itemClass(item)}>
            {item.getItemName()}
            {item.getItemData().accepts ? ` (only ${item.getItemData().accepts!.join(", ")})` : ""}
          </span>
        </button>
      ))}
      <div style={tree.getDragLineStyle()} className="tree-dragline" />
    </div>
  );
}
