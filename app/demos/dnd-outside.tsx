import { useRef, useState } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  insertItemsAtTarget,
  removeItemsFromParents,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";

export const meta = {
  title: "Dragging to and from outside the tree",
  description: "Drag a tree item onto the bin to remove it, or drag the note into a folder to add it; plain text dragged from elsewhere works too.",
  tags: ["dnd"],
};

interface Entry {
  name: string;
  children?: string[];
}

/** Tree items leave the tree in this format; the bin accepts nothing else. */
const ITEMS_FORMAT = "application/x-demo-tree-items";

const createData = (): Record<string, Entry> => ({
  root: { name: "root", children: ["work", "personal"] },
  work: { name: "Work", children: ["standup", "review"] },
  standup: { name: "Standup notes" },
  review: { name: "Code review" },
  personal: { name: "Personal", children: ["books"] },
  books: { name: "Books to read" },
});

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export default function DndOutside() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = createData();
  const nextId = useRef(1);
  const [binActive, setBinActive] = useState(false);
  const [removed, setRemoved] = useState<string[]>([]);

  const onChangeChildren = (parent: ItemInstance<Entry>, newChildren: string[]) => {
    data.current![parent.getId()]!.children = newChildren;
  };
  const moveItems = createOnDropHandler(onChangeChildren);

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["work", "personal"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
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

    // Out of the tree
    createForeignDragObject: (items) => ({
      format: ITEMS_FORMAT,
      data: JSON.stringify(items.map((item) => item.getItemName())),
    }),
    onCompleteForeignDrop: async (items) => {
      const tree = items[0]!.getTree();
      await removeItemsFromParents(items, onChangeChildren);
      // The focused item may have left: focus the first one, so that Tab still reaches the tree.
      if (!tree.getItems().some((item) => item.isFocused())) tree.getItems()[0]?.setFocused();
    },

    // Into the tree. canDragForeignDragObjectOver is also asked when one of our own drags ends
    // outside, so it has to accept our own format too, or onCompleteForeignDrop never runs.
    canDragForeignDragObjectOver: (dataTransfer) =>
      dataTransfer.types.includes("text/plain") || dataTransfer.types.includes(ITEMS_FORMAT),
    canDropForeignDragObject: (dataTransfer, target) =>
      dataTransfer.types.includes("text/plain") && target.item.isFolder(),
    onDropForeignDragObject: (dataTransfer, target) => {
      const id = `note-${nextId.current++}`;
      data.current![id] = { name: dataTransfer.getData("text/plain").slice(0, 40) || "Untitled" };
      return insertItemsAtTarget([id], target, onChangeChildren);
    },

    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  // The container's props carry the position: relative that the drag line is placed against:
  // add to their style rather than replace it.
  const containerProps = tree.getContainerProps("Notes");
  return (
    <div className="demo-columns">
      <div {...containerProps} aria-multiselectable="true" className="tree" style={{ ...containerProps.style, minHeight: "9rem" }}>
        {tree.getItems().map((item) => (
          <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
            <span
              className={classes(
                "treeitem",
                item.isFolder() && "folder",
                item.isExpanded() && "expanded",
                item.isSelected() && "selected",
                item.isFocused() && "focused",
                item.isUnorderedDragTarget() && "drop",
              )}
            >
              {item.getItemName()}
            </span>
          </button>
        ))}
        <div style={tree.getDragLineStyle()} className="tree-dragline" />
      </div>
      <div style={{ display: "grid", gap: "0.75rem", alignContent: "start" }}>
        <div
          className="demo-dragsource"
          draggable
          onDragStart={(e) => e.dataTransfer.setData("text/plain", "Call the dentist")}
        >
          Drag this note into a folder: “Call the dentist”
        </div>
        <div
          className={classes("demo-dropzone", binActive && "active")}
          onDragOver={(e) => {
            if (!e.dataTransfer.types.includes(ITEMS_FORMAT)) return;
            e.preventDefault();
            setBinActive(true);
          }}
          onDragLeave={() => setBinActive(false)}
          onDrop={(e) => {
            e.preventDefault();
            setBinActive(false);
            setRemoved(JSON.parse(e.dataTransfer.getData(ITEMS_FORMAT)));
          }}
        >
          {removed.length ? `Removed: ${removed.join(", ")}` : "Bin: drop tree items here"}
        </div>
      </div>
    </div>
  );
}
