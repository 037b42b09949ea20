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
  const [data] = useState(createData);
  const nextId = useRef(1);
  const [binActive, setBinActive] = useState(false);
  const [removed, setRemoved] = useState<string[]>([]);

  const onChangeChildren = (parent: ItemInstance<Entry>, newChildren: string[]) => {
    data[parent.getId()]!.children = newChildren;
  };

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["work", "personal"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    indent: 20,
    onDrop: createOnDropHandler(onChangeChildren),

    // Out of the tree
    createForeignDragObject: (items) => ({
      format: ITEMS_FORMAT,
      data: JSON.stringify(items.map((item) => item.getItemName())),
    }),
    onCompleteForeignDrop: (items) => removeItemsFromParents(items, onChangeChildren),

    // Into the tree. canDragForeignDragObjectOver is also asked when one of our own drags ends
    // outside, so it has to accept our own format too, or onCompleteForeignDrop never runs.
    canDragForeignDragObjectOver: (dataTransfer) =>
      dataTransfer.types.includes("text/plain") || dataTransfer.types.includes(ITEMS_FORMAT),
    canDropForeignDragObject: (dataTransfer, target) =>
      dataTransfer.types.includes("text/plain") && target.item.isFolder(),
    onDropForeignDragObject: (dataTransfer, target) => {
      const id = `note-${nextId.current++}`;
      data[id] = { name: dataTransfer.getData("text/plain").slice(0, 40) || "Untitled" };
      return insertItemsAtTarget([id], target, onChangeChildren);
    },

    dataLoader: {
      getItem: (itemId) => data[itemId]!,
      getChildren: (itemId) => data[itemId]?.children ?? [],
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div className="demo-columns">
      <div {...tree.getContainerProps("Notes")} className="tree" style={{ minHeight: "9rem" }}>
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
