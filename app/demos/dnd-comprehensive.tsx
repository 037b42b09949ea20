import { useRef, useState } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  insertItemsAtTarget,
  keyboardDragAndDropFeature,
  removeItemsFromParents,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
} from "@headless-tree/core";
import { AssistiveTreeDescription, useTree } from "@headless-tree/react";
import styles from "./demo-panel.module.css";

export const meta = {
  title: "Drag and drop, all of it",
  description:
    "Reorder and move items with the mouse or with Ctrl+Shift+D and the arrow keys, drag the chip into a folder, or drag items out onto the drop zone.",
  tags: ["dnd", "kdnd", "foreign-dnd"],
};

interface Entry {
  name: string;
  children?: string[];
}

const initialData: Record<string, Entry> = {
  root: { name: "Trip planning", children: ["lisbon", "porto", "packing", "budget"] },
  lisbon: { name: "Lisbon", children: ["alfama", "belem", "tram-28"] },
  alfama: { name: "Walk through Alfama" },
  belem: { name: "Pastries in Belém" },
  "tram-28": { name: "Ride tram 28" },
  porto: { name: "Porto", children: ["ribeira", "bookshop"] },
  ribeira: { name: "Ribeira at sunset" },
  bookshop: { name: "Livraria Lello" },
  packing: { name: "Packing", children: ["passport", "charger"] },
  passport: { name: "Passport" },
  charger: { name: "Phone charger" },
  budget: { name: "Budget.xlsx" },
};

const itemClass = (item: ItemInstance<Entry>) =>
  [
    "treeitem",
    item.isFolder() && "folder",
    item.isExpanded() && "expanded",
    item.isSelected() && "selected",
    item.isFocused() && "focused",
    item.isUnorderedDragTarget() && "drop",
  ]
    .filter(Boolean)
    .join(" ");

export default function DndComprehensive() {
  // Changed in place by drops, then shown with rebuildTree(), so it is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const [received, setReceived] = useState<string | null>(null);
  const [zoneActive, setZoneActive] = useState(false);

  const changeChildren = (parent: ItemInstance<Entry>, newChildren: string[]) => {
    data.current![parent.getId()]!.children = newChildren;
  };

  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["lisbon", "packing"], selectedItems: ["belem"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    indent: 20,
    canReorder: true,
    onDrop: createOnDropHandler(changeChildren),
    // Dragging out: the items travel as plain text, so any drop target can read them.
    createForeignDragObject: (items) => ({
      format: "text/plain",
      data: items.map((item) => item.getItemName()).join(", "),
    }),
    onCompleteForeignDrop: async (items) => {
      const sourceTree = items[0]!.getTree();
      await removeItemsFromParents(items, changeChildren);
      // If the focused item left with them, focus the first row, so Tab still reaches the tree.
      if (!sourceTree.getItems().some((item) => item.isFocused())) sourceTree.getItems()[0]?.setFocused();
    },
    // Dragging in: only folders accept text dropped from elsewhere. The first check runs while
    // hovering, when the browser hides the data itself; the second one when the drop happens.
    canDragForeignDragObjectOver: (dataTransfer, target) =>
      dataTransfer.types.includes("text/plain") && target.item.isFolder(),
    canDropForeignDragObject: (dataTransfer, target) =>
      dataTransfer.getData("text/plain") !== "" && target.item.isFolder(),
    onDropForeignDragObject: (dataTransfer, target) => {
      const id = `idea-${Object.keys(data.current!).length}`;
      data.current![id] = { name: dataTransfer.getData("text/plain") };
      return insertItemsAtTarget([id], target, changeChildren);
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature, keyboardDragAndDropFeature],
  });

  return (
    <div className={styles.columns}>
      <div>
        <div {...tree.getContainerProps("Trip plan")} aria-multiselectable="true" className="tree">
          {tree.getItems().map((item) => (
            <button {...item.getProps()} key={item.getId()} style={{ paddingLeft: `${item.getItemMeta().level * 20}px` }}>
              <span className={itemClass(item)}>{item.getItemName()}</span>
            </button>
          ))}
          <div style={tree.getDragLineStyle()} className="tree-dragline" />
        </div>
        <AssistiveTreeDescription tree={tree} />
      </div>
      <div>
        <p className={styles.label}>Drag into the tree</p>
        <div
          className={styles.dragsource}
          draggable
          onDragStart={(event) => event.dataTransfer.setData("text/plain", "Fado show in Mouraria")}
        >
          Fado show in Mouraria
        </div>
        <p className={styles.label} style={{ marginTop: "1rem" }}>
          Drag out of the tree
        </p>
        <div
          className={`${styles.dropzone} ${zoneActive ? styles.dropzoneActive : ""}`}
          onDragOver={(event) => {
            event.preventDefault();
            setZoneActive(true);
          }}
          onDragLeave={() => setZoneActive(false)}
          onDrop={(event) => {
            event.preventDefault();
            setZoneActive(false);
            setReceived(event.dataTransfer.getData("text/plain"));
          }}
        >
          {received ? `Received: ${received}` : "Drop items here to remove them from the tree"}
        </div>
      </div>
    </div>
  );
}
